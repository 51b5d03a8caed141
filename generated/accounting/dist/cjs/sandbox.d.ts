/// <reference types="node" />
import { type AccountingServerOptions } from "./server.js";
import { type SandboxOptions, type SandboxServer } from "./runtime/sandbox/core.js";
/** Options of `createAccountingSandbox`. */
export interface AccountingSandboxOptions extends SandboxOptions {
	/** Options of the server underneath (base path, limits, body size ...). */
	readonly server?: AccountingServerOptions;
	/** Accept only this bearer token; default: any well-formed one. */
	readonly token?: string;
	/** `false` turns the definition's rate limits off (seeding many entities over HTTP, say). */
	readonly rateLimits?: boolean;
}
/**
* A stateful sandbox of Accounting API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
* `tenant(key)` (a tenant's data, seeded on first use), `reset()` and `store`.
*/
export declare function createAccountingSandbox(options?: AccountingSandboxOptions): SandboxServer;
export { SandboxStore } from "./runtime/sandbox/store.js";
export type { SandboxServer } from "./runtime/sandbox/core.js";
