import { type FieldValue } from "./wc-sim-xml.js";
export declare const WC_USER_AGENT: string;
/** Default cap on a reply's body. */
export declare const DEFAULT_MAX_REPLY_BYTES: number;
/** Default time for one whole call. */
export declare const DEFAULT_CALL_TIMEOUT_MS: number;
export interface WebConnectorCallOptions {
	readonly url: string;
	readonly namespace: string;
	readonly operation: string;
	readonly fields: ReadonlyArray<readonly [string, FieldValue]>;
	readonly timeoutMs?: number;
	readonly maxReplyBytes?: number;
	/** Send `Expect: 100-continue` and wait for `100 Continue` (default true, as the real client). */
	readonly expectContinue?: boolean;
	readonly headers?: Readonly<Record<string, string>>;
}
/** The answer to one call: a result (a string, an int, an array of strings, or undefined when absent) or a fault. */
export interface CallAnswer {
	readonly status: number;
	readonly result?: string | number | (string | null)[] | null | undefined;
	readonly fault?: {
		readonly code: string;
		readonly string: string;
	};
	readonly ms: number;
}
/** The call could not complete: network, timeout, size cap, or a reply that is not the expected message. */
export declare class WebConnectorCallError extends Error {
	readonly status: number | undefined;
	constructor(message: string, status?: number);
}
/** Performs one call; rejects with `WebConnectorCallError` when no SOAP answer could be read. */
export declare function callConnector(options: WebConnectorCallOptions): Promise<CallAnswer>;
