/// <reference types="node" />
import { type AccountingServerOptions } from "./server.js";
import { type SandboxOptions, type SandboxServer, type SandboxWebhookOptions } from "./runtime/sandbox/core.js";
import { type AccountingWebhookSendOptions } from "./webhooks.js";
/**
* Where and how the sandbox sends its webhooks: `url`, the secret of the definition's signature, `format`
* (default "legacy"), the batching window, the retry schedule (default the real service's) and the timeout.
*/
export type AccountingSandboxWebhooks = SandboxWebhookOptions & Omit<AccountingWebhookSendOptions, "retries" | "backoffMs" | "maxBackoffMs" | "signal">;
/** Options of `createAccountingSandbox`. */
export interface AccountingSandboxOptions extends SandboxOptions {
	/** Options of the server underneath (base path, limits, body size ...). */
	readonly server?: AccountingServerOptions;
	/** Accept only this bearer token (and require it of the sandbox's own endpoints); default: any well-formed one. */
	readonly token?: string;
	/** `false` turns the definition's rate limits off (seeding many entities over HTTP, say). */
	readonly rateLimits?: boolean;
	/** Send the definition's webhook notifications for every write (signed; batched and retried like the real service). */
	readonly webhooks?: AccountingSandboxWebhooks;
}
/**
* A stateful sandbox of Accounting API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
* `tenant(key)` (a tenant's data, seeded on first use), `reset()`, `requests()` (the request log) and `store`.
*/
export declare function createAccountingSandbox(options?: AccountingSandboxOptions): SandboxServer;
export { SandboxStore } from "./runtime/sandbox/store.js";
export type { SandboxServer, SandboxWebhookOptions } from "./runtime/sandbox/core.js";
export { formatLogEntry } from "./runtime/sandbox/request-log.js";
export type { RequestLogEntry } from "./runtime/sandbox/request-log.js";
