/// <reference types="node" />
/**
* Server stub of Accounting API 3.75.0.
*
* Generated from the definition; do not edit.
*/
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { type AccountingResults } from "./client.js";
import { type OperationName, type Operations, type RateLimit } from "./operations.js";
import { type BasicCredentials, type CorsOptions, type ExchangeHooks, type KeyValues, type RateLimitStore, type HttpServerCore, type Reply, type ServerFault, type WindowAlgorithm } from "./runtime/rest-server/server.js";
/** What a handler of `Name` receives: validated, typed parts of the request (read-only members of the body already dropped). */
export interface AccountingRequest<Name extends OperationName> {
	readonly params: Operations[Name]["path"];
	readonly query: Operations[Name]["query"];
	readonly headers: IncomingHttpHeaders;
	readonly body: Operations[Name]["request"];
	readonly traceId: string;
	/** The bearer token, when the security requirement met has a bearer-like scheme (http bearer, oauth2, openIdConnect). */
	readonly token?: string;
	/** The credential of each scheme of the security requirement the request met, by scheme name (basic: `{ username, password }`). */
	readonly credentials: {
		readonly [scheme: string]: string | BasicCredentials;
	};
	readonly request: IncomingMessage;
}
/**
* One function per operation: returns the result as a client sees it (the stub wraps it as the definition says), or a `Reply` for another status; throws
* `AccountingError` (`AccountingError.of(status, body)`) to answer an error. A missing handler answers 501.
*/
export type AccountingHandlers = { readonly [Name in OperationName]?: (request: AccountingRequest<Name>) => AccountingResults[Name] | Reply | Promise<AccountingResults[Name] | Reply> };
/** Options of `createAccountingServer`. */
export interface AccountingServerOptions {
	/** Check handler results against the definition (a mismatch answers 500 and is reported). Default false; turn on in tests. */
	readonly validateResponses?: boolean;
	/**
	* Accepts or refuses a well-formed credential: one function for bearer tokens (http bearer, oauth2 and openIdConnect schemes),
	* or one per security scheme. A scheme without a function accepts any well-formed credential; a refusal answers 401.
	*/
	readonly authenticate?: ((token: string, request: IncomingMessage) => boolean | Promise<boolean>) | {
		/** Scheme `oauth2` (oauth2). */
		readonly oauth2?: (credential: string, request: IncomingMessage) => boolean | Promise<boolean>;
		/** Scheme `bearerAuth` (http-bearer). */
		readonly bearerAuth?: (credential: string, request: IncomingMessage) => boolean | Promise<boolean>;
	};
	/** Request body limit in bytes; default 1 MiB (larger: 413, also before `100 Continue`). */
	readonly maxBodyBytes?: number;
	/** Request line and headers together, in bytes; default 16 KiB (larger: 431 in the API's format). */
	readonly maxHeaderBytes?: number;
	/** A body not received within this many milliseconds answers 408; default 30 s, 0 = none. */
	readonly bodyTimeoutMs?: number;
	/** A handler not done within this many milliseconds answers 504 and its connection is closed; default 30 s, 0 = none. */
	readonly handlerTimeoutMs?: number;
	/** JSON bodies nested deeper than this answer 400; default 64. */
	readonly maxDepth?: number;
	/** Error bodies list the first problems and count the rest to stay under this size; default 64 KiB. */
	readonly maxErrorBodyBytes?: number;
	/** Endpoint name whose rate limits are enforced (all when omitted); `false` turns limits off. */
	readonly environment?: string;
	readonly rateLimits?: false | readonly RateLimit[];
	readonly limiterAlgorithm?: WindowAlgorithm;
	/** Where rate-limit counters live: default in memory; `new RedisRateLimitStore({ url })` shares them between processes (or implement `RateLimitStore`). */
	readonly rateLimitStore?: RateLimitStore;
	/** Counters the in-memory store keeps at most, least recently used evicted; default 10,000. */
	readonly maxRateLimitCounters?: number;
	/**
	* Values of `credential` rate-limit keys (the app, the workspace ...) for a token. Default: one shared value for each,
	* so a client cannot open new counters by inventing tokens; give a resolver to count per app.
	*/
	readonly credentialKeyValues?: (token: string | undefined, request: IncomingMessage) => KeyValues | Promise<KeyValues>;
	/** Told about handler exceptions and invalid responses; default one line on stderr. */
	readonly onError?: (error: unknown, fault: ServerFault) => void;
	/** Path prefix the operations are served under. */
	readonly basePath?: string;
	/**
	* Pages of these origins may call the server from a browser (CORS): `{ origins: ['https://app.example.com'] }` or `'*'`,
	* with `credentials`, `maxAgeSeconds`, `allowHeaders`, `exposeHeaders`. Default none: no CORS header is written.
	*/
	readonly cors?: CorsOptions;
	/**
	* Told about each exchange as the server handles it: the body as sent, every answer as written, and a body to send instead of an
	* error answer's (a logging or fake layer in front of the server; the sandbox uses it). Hooks must not throw.
	*/
	readonly exchangeHooks?: ExchangeHooks;
}
/**
* A server of Accounting API 3.75.0: routing, bearer check, rate limits, validation with the generated validators,
* errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
*/
export declare function createAccountingServer(handlers: AccountingHandlers, options?: AccountingServerOptions): HttpServerCore;
export { Reply } from "./runtime/rest-server/server.js";
export type { CorsOptions, ExchangeHooks, HttpServerCore } from "./runtime/rest-server/server.js";
export { answerNodeRefusals } from "./runtime/rest-server/node-refusals.js";
export type { NodeRefusal, RawAnswer } from "./runtime/rest-server/node-refusals.js";
