/**
* The generic HTTP client a generated REST client is thin typed glue over. Everything interface-specific comes
* from the operation table (method, path, selector, parameters, media types, security, rate limits, `serialize`)
* and from a few options (error class factory, idempotency key, trace header, unwrap rule).
*
* One call: fill the path and query, add the idempotency key to writes that declare one (generated once per
* logical call, reused on every retry), queue behind earlier calls when the operation is `serialize`d, wait for
* the rate limiter, send with the bearer token, and on failure: refresh the token once on 401 (one refresh shared
* by concurrent calls), retry 429/502/503/504 and network errors when the request is safe to repeat.
*
* The server is not trusted further than the definition: a response body is read up to `maxResponseBytes`, a 2xx
* must carry a media type the operation declares for it (and JSON that parses), and redirects are followed only
* within the base URL's origin (307/308 re-send the body; the token never travels to another origin). Each of
* these is the interface's error with a `reason`, the status, the headers and a short excerpt of the body.
*
* Runs wherever `fetch` and Web Crypto do (Node, browsers, workers): it imports no Node module.
*/
import type { HttpOperationDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor } from "../operations/operation-table.js";
import { type DecodedBody } from "./content.js";
import { type ErrorFactory } from "./errors.js";
import { RateLimiter, type KeyValues, type WindowAlgorithm } from "./rate-limiter.js";
import type { SharedRateLimitStore } from "./rate-limit-store.js";
import { type RetryOptions } from "./retry.js";
import { type SchemeCredentials } from "./security.js";
import { type QueryValue } from "./query-string.js";
export { encodeQuery, type QueryScalar, type QueryValue } from "./query-string.js";
export type { BasicCredentials, CredentialSource, SchemeCredentials } from "./security.js";
/**
* A token provider asked on every call (`token()`), and once after a 401 with the refused token (`refresh`), e.g.
* an OAuth helper's `forGrant(key)`: it decides when a stored token is too old, refreshes and shares the result.
*/
export interface TokenProvider {
	token(): string | Promise<string>;
	refresh(rejected: string): string | Promise<string>;
}
export type AccessToken = string | (() => string | Promise<string>) | TokenProvider;
/** The request as it is about to be sent; `onRequest` may change headers. */
export interface OutgoingRequest {
	readonly operation: string;
	readonly method: string;
	readonly url: string;
	/** Lower-cased names. */
	readonly headers: {
		[name: string]: string;
	};
	/** 1 for the first attempt. */
	readonly attempt: number;
}
export interface IdempotencyOptions {
	readonly in: "header" | "query";
	readonly name: string;
	/** Makes a fresh key; default 32 hex characters from a random UUID. */
	readonly generate?: () => string;
}
export interface HttpClientOptions {
	/** Endpoint URL the operations' paths are relative to. */
	readonly baseUrl: string;
	/**
	* Bearer token, or a function that supplies one. The function is called for the first call and again after a
	* 401 (once for all calls that saw the same token refused); it should return a valid, fresh token.
	*/
	readonly accessToken?: AccessToken;
	/**
	* Credentials of the other security schemes, by scheme name (an API key, basic's `{ username, password }`, a
	* token): each operation sends those of the first of its requirements the client holds.
	*/
	readonly credentials?: SchemeCredentials;
	/** The security schemes operations' requirements name (a scheme missing here is taken as a bearer scheme). */
	readonly securitySchemes?: {
		readonly [name: string]: SecuritySchemeDescriptor;
	};
	readonly fetch?: typeof fetch;
	/**
	* Per attempt, from asking for the access token until the whole body is read (a token provider that hangs, on a
	* Redis that is down, say, fails the attempt in time). Default 30 s; 0 = none.
	*/
	readonly timeoutMs?: number;
	/** Largest response body read, in bytes; a larger one is an error with reason `response-too-large`. Default 50 MiB. */
	readonly maxResponseBytes?: number;
	/** JSON or XML bodies nested deeper than this are an error with reason `too-deep`, never built. Default 64. */
	readonly maxDepth?: number;
	/** `false` = never retry. */
	readonly retry?: RetryOptions | false;
	readonly onRequest?: (request: OutgoingRequest) => void | Promise<void>;
	/** The interface's rate limits and their keys; the client waits so that it never exceeds them. */
	readonly limits?: readonly RateLimit[];
	readonly rateLimitKeys?: readonly RateLimitKey[];
	/** Endpoint name (`sandbox`, `production`) that selects environment-specific limits. */
	readonly environment?: string;
	readonly limiterAlgorithm?: WindowAlgorithm;
	/** Share one limiter between clients that count against the same limits (same realm, same app). */
	readonly limiter?: RateLimiter;
	/** Windows shared with the app's other processes (`RedisRateLimitStore`); default this client's memory. */
	readonly rateLimitStore?: SharedRateLimitStore;
	/** Values of `credential` rate-limit keys (the app, the workspace ...), which no request carries. */
	readonly keyValues?: KeyValues | ((operation: HttpOperationDescriptor) => KeyValues);
	readonly errorFactory?: ErrorFactory;
	/** Normalises a decoded error body (e.g. an XML fault into the JSON error shape) before it goes on the error. */
	readonly errorBody?: (body: DecodedBody, status: number) => unknown;
	/** Where the idempotency key of writes goes; only operations declaring that parameter get one. */
	readonly idempotency?: IdempotencyOptions;
	/** Response header holding the server's trace id (e.g. `svc_tid`). */
	readonly traceHeader?: string;
	/** Turns a decoded success body into the operation's result (e.g. `{Invoice, time}` -> the invoice). */
	readonly unwrap?: (operation: HttpOperationDescriptor, body: unknown) => unknown;
	/** Query values sent with every call whose operation declares them (e.g. a version parameter). */
	readonly defaultQuery?: {
		readonly [name: string]: string;
	};
	/** Headers sent with every call (e.g. a version header); a call's own value of one wins. */
	readonly defaultHeaders?: {
		readonly [name: string]: string;
	};
}
export interface CallInput {
	readonly path?: {
		readonly [name: string]: string | number | boolean;
	};
	readonly query?: {
		readonly [name: string]: QueryValue;
	};
	readonly headers?: {
		readonly [name: string]: string | undefined;
	};
	/** JSON-encoded unless a string or bytes. */
	readonly body?: unknown;
	/** Overrides the Accept header derived from the operation's success media types. */
	readonly accept?: string;
	/** Use this idempotency key instead of a generated one. */
	readonly idempotencyKey?: string;
	readonly signal?: AbortSignal;
}
export interface HttpResponse {
	readonly status: number;
	readonly headers: Headers;
	/** JSON value, string for text, `Uint8Array` for binary media types, undefined when empty. */
	readonly body: unknown;
	readonly traceId?: string;
}
export interface HttpClient {
	/** Sends the call and returns its result (the success body after `unwrap`); throws the interface's errors. */
	call<T = unknown>(operation: HttpOperationDescriptor, input?: CallInput): Promise<T>;
	/** Like `call`, with status and headers, without `unwrap`. */
	request(operation: HttpOperationDescriptor, input?: CallInput): Promise<HttpResponse>;
	readonly limiter: RateLimiter | undefined;
}
/** Default `maxResponseBytes`: 50 MiB. */
export declare const DEFAULT_MAX_RESPONSE_BYTES: number;
export declare function createHttpClient(options: HttpClientOptions): HttpClient;
/** Fills `{param}` placeholders, URI-encoding each value. */
export declare function fillPathTemplate(template: string, params: {
	readonly [name: string]: string | number | boolean;
}): string;
/**
* `?a=1&b=x%20y`, or '' when empty. Arrays repeat the name (form, explode) unless the operation declares the
* parameter with `explode: false`, then they are comma-joined. Undefined and null values are left out.
*/
/** JSON when the operation's success responses offer it (error bodies are JSON too), else what they offer. */
export declare function acceptFor(operation: HttpOperationDescriptor): string;
