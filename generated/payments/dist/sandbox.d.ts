/// <reference types="node" />
import { type PaymentsServerOptions } from "./server.js";
import { type SandboxOptions, type SandboxServer } from "./runtime/sandbox/core.js";
/** Options of `createPaymentsSandbox`. */
export interface PaymentsSandboxOptions extends SandboxOptions {
	/** Options of the server underneath (base path, limits, body size ...). */
	readonly server?: PaymentsServerOptions;
	/** Accept only this bearer token (and require it of the sandbox's own endpoints); default: any well-formed one. */
	readonly token?: string;
	/** `false` turns the definition's rate limits off (seeding many entities over HTTP, say). */
	readonly rateLimits?: boolean;
}
/**
* A stateful sandbox of Payments API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
* `tenant(key)` (a tenant's data, seeded on first use), `reset()`, `requests()` (the request log) and `store`.
*/
export declare function createPaymentsSandbox(options?: PaymentsSandboxOptions): SandboxServer;
export { SandboxStore } from "./runtime/sandbox/store.js";
export type { SandboxServer, SandboxWebhookOptions } from "./runtime/sandbox/core.js";
export { formatLogEntry } from "./runtime/sandbox/request-log.js";
export type { RequestLogEntry } from "./runtime/sandbox/request-log.js";
