import { type JobHandlers } from "./jobs.js";
import type { SessionStore } from "./session-store.js";
import type { AuthOutcome, ClientVersionOutcome, ErrorPolicy, JobInput } from "./session-types.js";
/** Builds the SOAP faults the service answers with (the generated package's `SoapFault` fits). */
export interface FaultFactory {
	client(faultstring: string): Error;
	server(faultstring: string): Error;
}
/** What closeConnection summarises. */
export interface SessionSummary {
	readonly user: string;
	readonly tenant: string;
	/** Requests completed (iterator pages count one each). */
	readonly done: number;
	readonly errors: number;
	/** The last error text (`''` when none). */
	readonly lastError: string;
	/** The session ended early (stopped on an error, refused, nothing to do). */
	readonly ended: boolean;
}
export interface SessionHandlerOptions {
	/** Checks credentials (compare secrets with `secretsEqual` / `staticCredentials`: constant time). */
	authenticate(user: string, password: string): AuthOutcome | Promise<AuthOutcome>;
	/** Job handlers by job name. */
	readonly jobs: JobHandlers;
	/** Where sessions and queues live; default a new in-memory store. */
	readonly store?: SessionStore;
	/** serverVersion's text; default `svc-codegen connector kit`. */
	readonly serverVersion?: string;
	/** Policy on the client's version (see `minimumClientVersion`); default accept every client. */
	clientVersion?(version: string | undefined): ClientVersionOutcome | Promise<ClientVersionOutcome>;
	/** What an item failure does to the rest of the session (items may override it); default `stopOnError`. */
	readonly onError?: ErrorPolicy;
	/**
	* Whether a client that finds the queue empty should wait for more work (NoOp: it asks again after 5 s)
	* rather than finish; default never. Bounded by `maxNoOps`.
	*/
	waitForWork?(tenant: string): boolean | Promise<boolean>;
	/** Most NoOp waits in one session; default 12 (a minute). */
	readonly maxNoOps?: number;
	/** connectionError answers with the company file again this many times, then `done`; default 2. */
	readonly connectionErrorRetries?: number;
	/** Idle lifetime of a ticket, seconds; default 1800. */
	readonly ticketTtlSeconds?: number;
	/** Lifetime of a ticket that has no work (nvu, none, busy), seconds; default 120. */
	readonly endedTicketTtlSeconds?: number;
	/** Status text of closeConnection; default `OK` or a count of completed requests and errors. */
	closeMessage?(summary: SessionSummary): string;
	/** getLastError's text when there was no work to hand out; default `No more work to do`. */
	readonly noWorkMessage?: string;
	/**
	* Lease of one operation on a session, ms, renewed every third of it while the operation runs: a crashed
	* process's lease lapses after it. Keep it under `leaseWaitMs`, so a client's retry on another process waits
	* a dead process's lease out; default 5 000.
	*/
	readonly leaseMs?: number;
	/** How long an operation waits for a lease another request holds, ms; default 10 000. */
	readonly leaseWaitMs?: number;
	/** Faults; default plain errors (the generated server then answers a Server fault). */
	readonly faults?: FaultFactory;
	/** Told about failures of callbacks (authenticate, job handlers) that were turned into protocol answers. */
	report?(error: unknown, where: string): void;
	/**
	* Told about every call as it is answered: the operation, its request fields (the password never), its result or
	* the error it threw, and how long it took. For consoles and logs; an observer that throws changes nothing.
	*/
	observe?(call: ObservedCall): void;
}
/** One call of the protocol as `observe` sees it. */
export interface ObservedCall {
	readonly operation: keyof SessionHandlers;
	readonly request: {
		readonly [field: string]: string | number | undefined;
	};
	readonly result?: string | number | (string | null)[];
	readonly error?: string;
	readonly ms: number;
}
/**
* The eight operations of the Web Connector protocol, with request fields named by the protocol (see
* generator/parts/web-connector/protocol.ts): a generated package binds them to its own handler interface, whatever
* its WSDL calls the fields.
*/
export interface SessionHandlers {
	serverVersion(request: {
		strVersion?: string;
	}): Promise<string>;
	clientVersion(request: {
		strVersion?: string;
	}): Promise<string>;
	authenticate(request: {
		strUserName?: string;
		strPassword?: string;
	}): Promise<(string | null)[]>;
	sendRequestXML(request: {
		ticket?: string;
		strHCPResponse?: string;
		strCompanyFileName?: string;
		country?: string;
		majorVersion: number;
		minorVersion: number;
	}): Promise<string>;
	receiveResponseXML(request: {
		ticket?: string;
		response?: string;
		/** The response as the pieces it was decoded in (see `textPiecesOf`); read instead of `response` when given. */
		responsePieces?: readonly string[];
		hresult?: string;
		message?: string;
	}): Promise<number>;
	connectionError(request: {
		ticket?: string;
		hresult?: string;
		message?: string;
	}): Promise<string>;
	getLastError(request: {
		ticket?: string;
	}): Promise<string>;
	closeConnection(request: {
		ticket?: string;
	}): Promise<string>;
}
/** The handlers plus what a service needs around them. */
export interface SessionService {
	readonly handlers: SessionHandlers;
	readonly store: SessionStore;
	/** Adds work to a tenant's queue (runs in its next session); resolves to the queue's length. */
	enqueue(tenant: string, items: JobInput | readonly JobInput[]): Promise<number>;
}
/** A clientVersion policy: `O:<minimum>` for clients older than `minimum` (dotted numbers), else accept. */
export declare function minimumClientVersion(minimum: string): (version: string | undefined) => ClientVersionOutcome;
export declare function createSessionHandlers(options: SessionHandlerOptions): SessionService;
/** What `textPiecesOf` reads of a parsed request element (the SOAP runtime's `XmlElement`). */
interface ParsedField {
	readonly name: string;
	readonly text: string;
	readonly children: readonly ParsedField[];
	readonly textPieces?: readonly string[];
}
/**
* The text of the request field named `wire` (a child of the request's wrapper element, the server context's
* `body`) as the pieces it was decoded in: the joined string of a many-MiB field costs one long step the first
* time anything reads it. Undefined when the field is absent.
*/
export declare function textPiecesOf(body: ParsedField | undefined, wire: string): readonly string[] | undefined;
export {};
