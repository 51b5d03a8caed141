/// <reference types="node" />
import { type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http";
import type { HttpOperationDescriptor, OperationDescriptor, RateLimit, RateLimitKey, SecuritySchemeDescriptor } from "../operations/operation-table.js";
import { type KeyValues, type WindowAlgorithm } from "../rest-client/rate-limiter.js";
import { type CorsOptions } from "./cors.js";
import { type ServerFault } from "./faults.js";
import { type NodeRefusal, type RawAnswer } from "./node-refusals.js";
export { fault, type FaultKind, type ServerFault } from "./faults.js";
import type { RateLimitStore, RateLimitUsage } from "./rate-limit-store.js";
export type { KeyValues, WindowAlgorithm } from "../rest-client/rate-limiter.js";
export type { CorsOptions } from "./cors.js";
export type { RateLimitStore, RateLimitUsage } from "./rate-limit-store.js";
import type { FormLimits } from "./form-decode.js";
import { type HandlerContext, type RequestParts } from "./handler-context.js";
export type { HandlerContext, RequestParts } from "./handler-context.js";
import { type Authenticate } from "./security.js";
export type { Authenticate, BasicCredentials, SchemeCheck, SchemeCredential } from "./security.js";
export type OperationHandler = (context: HandlerContext) => unknown;
/** A handler's answer with an explicit status or headers (otherwise: the first declared 2xx status). */
export declare class Reply {
	readonly status: number;
	readonly body?: unknown | undefined;
	readonly headers: {
		readonly [name: string]: string;
	};
	constructor(status: number, body?: unknown | undefined, headers?: {
		readonly [name: string]: string;
	});
}
export type RequestValidation = {
	readonly ok: true;
	readonly parts?: RequestParts;
	readonly dropped?: readonly string[];
} | {
	readonly ok: false;
	readonly errors: readonly string[];
	readonly total?: number;
};
export type ResponseValidation = {
	readonly ok: true;
} | {
	readonly ok: false;
	readonly errors: readonly string[];
};
export interface ServerCoreOptions {
	readonly operations: {
		readonly [name: string]: OperationDescriptor;
	};
	readonly handlers: {
		readonly [name: string]: OperationHandler | undefined;
	};
	/** Error body in the interface's own format. */
	readonly formatError: (fault: ServerFault) => unknown;
	/** Turns what a handler threw into a response; default: `ApiError`s (and look-alikes) answer their status and body. */
	readonly handlerError?: (thrown: unknown, operation: HttpOperationDescriptor) => Reply | undefined;
	/** Result as the client sees it -> body on the wire (e.g. `entity` -> `{Entity, time}`). */
	readonly wrap?: (operation: HttpOperationDescriptor, result: unknown) => unknown;
	readonly validateRequest?: (operation: string, parts: RequestParts) => RequestValidation;
	/** Checks handler results; a mismatch answers 500 and reports through `onError` (meant for tests). */
	readonly validateResponse?: (operation: string, status: number, body: unknown) => ResponseValidation;
	/** Told about handler exceptions and invalid responses; default writes one line to stderr. */
	readonly onError?: (error: unknown, fault: ServerFault) => void;
	/** Accepts or refuses a well-formed bearer token; default accepts any. */
	readonly authenticate?: Authenticate;
	/** The security schemes operations' requirements name; a scheme missing here is checked as a bearer token. */
	readonly securitySchemes?: {
		readonly [name: string]: SecuritySchemeDescriptor;
	};
	/** Response header with a fresh trace id. Default `x-trace-id`. */
	readonly traceHeader?: string;
	/** Extra headers on every response (e.g. a version header). */
	readonly headers?: {
		readonly [name: string]: string;
	};
	/** Request body limit in bytes. Default 1 MiB. */
	readonly maxBodyBytes?: number;
	/** Bounds of form bodies: `maxParts` (256), `maxPartHeaderBytes` (8 KiB), `maxFieldBytes` (1 MiB) (`FORM_LIMITS`). */
	readonly formLimits?: Partial<FormLimits>;
	/** Request line and headers together, in bytes (node's `maxHeaderSize`); beyond it 431. Default 16 KiB. */
	readonly maxHeaderBytes?: number;
	/** A body not received within this many milliseconds after the headers answers 408. Default 30 s; 0 = none. */
	readonly bodyTimeoutMs?: number;
	/** A handler not done within this many milliseconds answers 504 (`timeout`). Default 30 s; 0 = none. */
	readonly handlerTimeoutMs?: number;
	/** Objects and arrays nested deeper than this in a JSON body answer 400. Default 64 (the validators' limit). */
	readonly maxDepth?: number;
	/** Error bodies are cut to the first problems and a count of the rest to stay under this size. Default 64 KiB. */
	readonly maxErrorBodyBytes?: number;
	/** Path prefix of the endpoint URL (the operations' paths are relative to it). */
	readonly basePath?: string;
	readonly limits?: readonly RateLimit[];
	readonly rateLimitKeys?: readonly RateLimitKey[];
	readonly environment?: string;
	readonly limiterAlgorithm?: WindowAlgorithm;
	/** Where rate-limit counters live; default in memory, at most `maxRateLimitCounters` of them. */
	readonly rateLimitStore?: RateLimitStore;
	/** Cap of the default in-memory store; least recently used counters are evicted beyond. Default 10,000. */
	readonly maxRateLimitCounters?: number;
	/**
	* Values of `credential` rate-limit keys (the app, the workspace ...) for a token. Default: none, so every
	* credential key counts under one shared value: a client cannot open new counters by inventing tokens.
	*/
	readonly credentialKeyValues?: (token: string | undefined, request: IncomingMessage) => KeyValues | Promise<KeyValues>;
	/** Pages of these origins may call the server from a browser (CORS, see cors.ts); default none (no CORS header). */
	readonly cors?: CorsOptions;
	/** What a layer in front of the core (a sandbox) learns of each exchange, and the one thing it may change. */
	readonly exchangeHooks?: ExchangeHooks;
}
/**
* Told about an exchange as the core handles it, so a layer in front of it needs to wrap no method of node's
* request or response (a closure per method per request, and objects whose shape changes under node's own code).
* Hooks must not throw; what they throw answers 500.
*/
export interface ExchangeHooks {
	/** The request body's bytes as the client sent them, once the core has read them whole (before decoding). */
	readonly bodyRead?: (request: IncomingMessage, bytes: Buffer) => void;
	/** For an error answer (status >= 400): a body to send instead, with its content type; undefined keeps the core's. */
	readonly replaceError?: (request: IncomingMessage, status: number) => {
		readonly contentType: string;
		readonly body: string;
	} | undefined;
	/** Every answer the core wrote, once written: status, content type and body (undefined when it has none). */
	readonly answered?: (request: IncomingMessage, status: number, contentType: string | undefined, body: string | Uint8Array | undefined) => void;
}
export interface ListeningServer {
	/** Base URL, including `basePath`. */
	readonly url: string;
	close(): Promise<void>;
}
export interface ServerCore {
	readonly listener: (request: IncomingMessage, response: ServerResponse) => void;
	/**
	* For a node:http server's `checkContinue` event (`server.on('checkContinue', core.checkContinue)`): a body
	* declared larger than the limit answers 413 before any `100 Continue`. `listen()` wires it.
	*/
	readonly checkContinue: (request: IncomingMessage, response: ServerResponse) => void;
	listen(port?: number, host?: string): Promise<ListeningServer>;
}
/** A server core with what a node:http server of your own needs to keep the limits `listen()` keeps. */
export interface HttpServerCore extends ServerCore {
	/**
	* For a node:http server you create yourself: `createServer(core.serverOptions, core.listener)`, then
	* `core.attach(server)`. The options hold the header deadline (checked within a second) and the header size;
	* `attach` wires `checkContinue` and answers node's own refusals (431, 408, 400, 417) in the interface's format.
	* `listen()` does both.
	*/
	readonly serverOptions: ServerOptions;
	attach(server: Server): void;
	/**
	* The interface's answer to one of node's own refusals (431, 408, 400, 413, 417), for a node:http server that
	* serves several services and picks whose format answers (`answerNodeRefusals`); `attach` uses it.
	*/
	refusal(status: NodeRefusal): RawAnswer;
	/**
	* The rate-limit counters as they are now (most recently used first, at most 500): undefined when the
	* definition declares no limit, they are off, or they are counted in a shared store (Redis).
	*/
	rateLimitUsage(): RateLimitUsage[] | undefined;
}
/** Defaults of the limits (see the README's limits table). */
export declare const SERVER_LIMITS: {
	readonly maxBodyBytes: number;
	/** Request line and headers, bytes (node's default `maxHeaderSize`). */
	readonly maxHeaderBytes: number;
	readonly bodyTimeoutMs: number;
	readonly handlerTimeoutMs: number;
	readonly maxDepth: number;
	readonly maxErrorBodyBytes: number;
	/** Problems listed in one error body at most. */
	readonly maxErrorDetails: number;
	/** Characters of one message or problem at most. */
	readonly maxMessageLength: number;
};
export declare function createServerCore(options: ServerCoreOptions): HttpServerCore;
