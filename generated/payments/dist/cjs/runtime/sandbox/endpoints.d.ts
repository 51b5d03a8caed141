/// <reference types="node" />
import type { IncomingMessage } from "node:http";
import { type ExchangeHooks, type HttpServerCore } from "../rest-server/server.js";
import type { OperationFacts } from "./contract.js";
import type { TenantEntities } from "./entities.js";
import { type ConsoleSource } from "./console-api.js";
import type { RequestLog, RequestLogEntry } from "./request-log.js";
import type { SandboxStore } from "./store.js";
/** The path, under the base path, of the reset endpoint. */
export declare const RESET_PATH = "/__sandbox/reset";
/** The path, under the base path, of the request log. */
export declare const REQUESTS_PATH = "/__sandbox/requests";
/** The path, under the base path, of the console API (console-api.ts). */
export declare const CONSOLE_API_PATH = "/__sandbox/api/";
export interface SandboxServer extends HttpServerCore {
	readonly store: SandboxStore;
	/** A tenant's entities by its key as the API carries it (a realm id; a bearer token). */
	tenant(key: string): TenantEntities;
	/** Forgets every tenant (and empties the data folder's log). */
	reset(): void;
	/** Requests answered and webhook attempts made, oldest first (at most the log's size). */
	requests(): RequestLogEntry[];
	/** Told about every new request-log entry; returns the function that stops it. */
	onRequest(listener: (entry: RequestLogEntry) => void): () => void;
	/** Webhook events not yet acknowledged by the endpoint. */
	pendingWebhooks(): number;
	/** Stops webhook deliveries (timers, one in flight); the server's own `close` still closes the port. */
	stop(): void;
}
export interface EndpointOptions {
	readonly basePath?: string;
	readonly token?: string;
	readonly maxBodyBytes?: number;
	readonly operations: {
		readonly [name: string]: OperationFacts;
	};
	readonly store: SandboxStore;
	tenant(key: string): TenantEntities;
	reset(): void;
	readonly requestLog: RequestLog;
	/** An error body in the API's format (a POSTed statement that could not be read). */
	errorBody(status: number, kind: string, message: string): unknown;
	close(): void;
	pendingWebhooks(): number;
	/** What the console API (`__sandbox/api/`, console-api.ts) reads and steers (the server gives the rate limits). */
	readonly console?: Omit<ConsoleSource, "rateLimits">;
}
/**
* The hooks a sandbox gives its server core: the body as sent, the service's own spelling of some error answers
* (an authentication failure; an undeclared member the validators refused), and a log entry per answer.
*/
export declare function sandboxExchangeHooks(options: {
	readonly requestLog: RequestLog;
	/** The service's own 401 body, when it has one. */
	readonly unauthorized?: (reason: string) => {
		readonly contentType: string;
		readonly body: string;
	} | undefined;
	/** The unknown-member error for a request the server refused with 400, when its body names an undeclared member. */
	readonly unknownMember?: (request: IncomingMessage, path: string) => {
		readonly contentType: string;
		readonly body: string;
	} | undefined;
}): ExchangeHooks;
export declare function attachEndpoints(server: HttpServerCore, options: EndpointOptions): SandboxServer;
