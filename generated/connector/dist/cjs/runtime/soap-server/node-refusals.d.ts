/// <reference types="node" />
/**
* What node:http answers by itself, before any listener sees a request, made to follow the server's limits:
* headers too large (431), headers or a request too slow (408), a request it cannot parse (400), an `Expect` it
* cannot meet (417). Node writes these with empty bodies and checks the header deadline only every 30 s
* (`connectionsCheckingInterval`); here they are answered in the interface's own format, and the deadline is
* checked often enough to hold within a second. (The REST server, SOAP server and webhook receiver each ship this
* module: a part's runtime imports only from the parts it requires.)
*/
import { type Server, type ServerOptions } from "node:http";
/** An answer written before (or instead of) a request object: status, headers and body. */
export interface RawAnswer {
	readonly status: number;
	readonly headers: {
		readonly [name: string]: string;
	};
	readonly body: Buffer;
}
/** The statuses node:http refuses a connection's request with. */
export type NodeRefusal = 400 | 408 | 413 | 417 | 431;
/**
* Options of `createServer` for these deadlines: headers within `headersTimeoutMs`, the whole request within
* `requestTimeoutMs` (0 = none), both checked every `headersTimeoutMs / 4` (at least every second, at most every
* 100 ms), where node's default is every 30 s.
*/
export declare function deadlineOptions(headersTimeoutMs: number, requestTimeoutMs: number): ServerOptions;
/**
* Answers node's own refusals on `server` with `answer(status, target)`, the interface's error; `target` is the
* request-target when node got as far as reading it (always for a 417, for a 431 or 400 when the request line came
* in the bytes it was parsing, never for a 408). The connection is closed after it (what is left of the request
* cannot be read reliably). A socket that is gone, or that already carries a response, is just closed.
*/
export declare function answerNodeRefusals(server: Server, answer: (status: NodeRefusal, target: string | undefined) => RawAnswer): void;
