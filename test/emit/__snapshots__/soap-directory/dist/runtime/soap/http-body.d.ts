/**
* Reading a SOAP request's body off a `node:http` request: size cap, slow-body deadline, charset decoding.
* Callback-based rather than a promise, and with one coarse timer per listener rather than one per request:
* on a small request these were a measurable share of the server's own time.
*/
import type { IncomingMessage } from "node:http";
import { SoapFault } from "./fault.js";
/** A request-level failure with its HTTP status; `close` ends the connection after answering. */
export declare class HttpFailure {
	readonly status: number;
	readonly fault: SoapFault;
	readonly close: boolean;
	constructor(status: number, fault: SoapFault, close: boolean);
}
export declare function tooLarge(maxBodyBytes: number): SoapFault;
/** Checks the request headers; returns the decoder of the body's charset. Throws `HttpFailure`. */
export declare function checkBodyHeaders(request: IncomingMessage, maxBodyBytes: number): TextDecoder;
/** Called once per body: with its text, or with the failure to answer. */
export type BodyCallback = (text: string | undefined, failure: HttpFailure | undefined) => void;
/** One body being read. */
declare class BodyRead {
	readonly reader: BodyReader;
	readonly request: IncomingMessage;
	readonly decoder: TextDecoder;
	readonly deadline: number;
	readonly done: BodyCallback;
	readonly chunks: Buffer[];
	size: number;
	constructor(reader: BodyReader, request: IncomingMessage, decoder: TextDecoder, deadline: number, done: BodyCallback);
}
/** Reads bodies for one listener: its size cap and slow-body limit. */
export declare class BodyReader {
	#private;
	readonly maxBytes: number;
	readonly timeoutMs: number;
	constructor(maxBytes: number, timeoutMs: number);
	/** Reads `request`'s whole body; `done` gets its text (decoded by `decoder`) or the failure to answer. */
	read(request: IncomingMessage, decoder: TextDecoder, done: BodyCallback): void;
	finish(read: BodyRead, failure: HttpFailure | undefined): void;
}
export {};
