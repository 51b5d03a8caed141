/**
* Reading a SOAP request's body off a `node:http` request: size cap, slow-body deadline, charset decoding
* (`xml-charset.ts`: byte order mark, Content-Type charset, XML declaration).
* Callback-based rather than a promise, and with one coarse timer per listener rather than one per request:
* on a small request these were a measurable share of the server's own time.
*/
import type { IncomingMessage } from "node:http";
import { SoapFault } from "../soap-messages/fault.js";
import { type XmlPieces } from "../soap-messages/xml-slices.js";
/** A request-level failure with its HTTP status; `close` ends the connection after answering. */
export declare class HttpFailure {
	readonly status: number;
	readonly fault: SoapFault;
	readonly close: boolean;
	constructor(status: number, fault: SoapFault, close: boolean);
}
export declare function tooLarge(maxBodyBytes: number): SoapFault;
/** The charset a body is decoded with: the Content-Type parameter, or `undefined` to read it from the body. */
export type BodyCharset = string | undefined;
/** Checks the request headers; returns the charset the Content-Type names, if any. Throws `HttpFailure`. */
export declare function checkBodyHeaders(request: IncomingMessage, maxBodyBytes: number): BodyCharset;
/** A peer's value cut short for a fault message. */
export declare function shorten(value: string): string;
/** Called once per body: with its text (a large body's as the pieces it was decoded in), or with the failure to answer. */
export type BodyCallback = (text: string | XmlPieces | undefined, failure: HttpFailure | undefined) => void;
/** One body being read. */
declare class BodyRead {
	readonly reader: BodyReader;
	readonly request: IncomingMessage;
	readonly charset: BodyCharset;
	readonly deadline: number;
	readonly done: BodyCallback;
	readonly chunks: Buffer[];
	size: number;
	constructor(reader: BodyReader, request: IncomingMessage, charset: BodyCharset, deadline: number, done: BodyCallback);
}
/** Reads bodies for one listener: its size cap and slow-body limit. */
export declare class BodyReader {
	#private;
	readonly maxBytes: number;
	readonly timeoutMs: number;
	constructor(maxBytes: number, timeoutMs: number);
	/** Reads `request`'s whole body; `done` gets its text (decoded by `charset`, else as the body says) or the failure to answer. */
	read(request: IncomingMessage, charset: BodyCharset, done: BodyCallback): void;
	finish(read: BodyRead, failure: HttpFailure | undefined): void;
}
export {};
