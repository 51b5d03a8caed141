/**
* How a service names the protocol's request fields on the wire: its target namespace, and per operation the
* element names of its request fields in protocol order (a generated package exports its own as
* `<stem>WebConnectorWire`). The simulator's calls name fields by the protocol's keys and send them under these.
*/
export interface WebConnectorWire {
	readonly namespace: string;
	readonly fields: {
		readonly [operation: string]: readonly string[];
	};
}
/** The vendor's own wire (QBWebConnectorSvc.wsdl): what a service implementing that WSDL verbatim expects. */
export declare const DEFAULT_WEB_CONNECTOR_WIRE: WebConnectorWire;
/** How the simulated desktop application answers one request document. */
export type SimulatedAnswer = string | {
	readonly response?: string;
	readonly hresult?: string;
	readonly message?: string;
};
export interface WebConnectorSimOptions {
	/**
	* The service URL (the QWC's AppURL), or a function choosing one per call (`n` counts calls from 0): to move a
	* session between the processes behind a load balancer, say.
	*/
	readonly url: string | ((n: number, operation: string) => string);
	readonly user?: string;
	readonly password?: string;
	/** The service's names for the protocol's fields (a generated package's `<stem>WebConnectorWire`); default the vendor's. */
	readonly wire?: WebConnectorWire;
	/** Target namespace of the service; default the wire's. */
	readonly namespace?: string;
	/** The client's version for clientVersion; default `2.0.0.116` (the captured client). */
	readonly clientVersion?: string;
	/** The host document sent as strHCPResponse on the first sendRequestXML; default a small real-shaped one. */
	readonly hostDocument?: string;
	/** The company file the desktop application has open; default `C:\Company\Sample Company.QBW`. */
	readonly companyFile?: string;
	readonly country?: string;
	/** Request-format version the client speaks; default 13.0. */
	readonly formatVersion?: readonly [number, number];
	/** Answers request documents; default: every `...Rq requestID` gets a `...Rs` with status 0. */
	respond?(request: string, index: number): SimulatedAnswer | Promise<SimulatedAnswer>;
	/** Whether a company file opens; a failure makes the client call connectionError. Default: all open. */
	openCompanyFile?(path: string, attempt: number): true | {
		readonly hresult: string;
		readonly message: string;
	};
	/** Wait after a NoOp before asking again, ms; default 5000 (the real client's). */
	readonly noOpDelayMs?: number;
	/** Bounds of one session; defaults 100 NoOps, 10 000 requests, 10 connectionErrors. */
	readonly maxNoOps?: number;
	readonly maxRequests?: number;
	readonly maxConnectionErrors?: number;
	/** Sends each receiveResponseXML this many extra times (a client retrying), checking the answers agree. */
	readonly repeatReceive?: number;
	/** Per call: time and reply-size caps (defaults 30 s, 64 MiB). */
	readonly timeoutMs?: number;
	readonly maxReplyBytes?: number;
	readonly expectContinue?: boolean;
}
export interface TranscriptStep {
	readonly operation: string;
	readonly fields: Readonly<Record<string, string | number>>;
	readonly status?: number;
	readonly result?: string | number | (string | null)[] | null;
	readonly fault?: {
		readonly code: string;
		readonly string: string;
	};
	readonly error?: string;
	readonly ms: number;
}
/**
* How the session ended: `done` (100 percent), `error` (a negative percent), `stopped` (no request and a
* message), `interactive`, `nvu` / `none` / `busy` (authenticate), `version` (clientVersion refused),
* `connection` (the company file never opened), `fault` (the service answered a fault), `failed` (no SOAP
* answer: network, timeout, caps), `limit` (a bound of the simulator was reached).
*/
export type SessionOutcome = "done" | "error" | "stopped" | "interactive" | "nvu" | "none" | "busy" | "version" | "connection" | "fault" | "failed" | "limit";
export interface Transcript {
	readonly outcome: SessionOutcome;
	readonly ticket?: string;
	readonly serverVersion?: string;
	readonly steps: TranscriptStep[];
	/** Request documents received, in order. */
	readonly requests: string[];
	/** Percent values receiveResponseXML returned. */
	readonly percents: number[];
	/** Texts shown to the user as errors (getLastError, faults). */
	readonly errors: string[];
	/** `W:` texts of clientVersion. */
	readonly warnings: string[];
	/** closeConnection's text. */
	readonly closeMessage?: string;
}
export declare const DEFAULT_HOST_DOCUMENT: string;
/** The default answer: each `<XRq requestID="n">` gets `<XRs requestID="n" statusCode="0" ...>`. */
export declare function acknowledgeRequests(request: string): string;
/** Runs one whole session against `options.url`; never throws for what the server does (see the outcome). */
export declare function simulateWebConnector(options: WebConnectorSimOptions): Promise<Transcript>;
