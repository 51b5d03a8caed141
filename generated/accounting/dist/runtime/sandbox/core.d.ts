/// <reference types="node" />
import { type OperationHandler, type ServerCore } from "../rest-server/server.js";
import { type EntityFacts, type ErrorTemplate, type OperationFacts, type SandboxFault, type SandboxFixtures, type SandboxService, type TenantFacts } from "./contract.js";
import { TenantEntities, type WriteEvent } from "./entities.js";
import { type FaultRule } from "./faults.js";
import { SandboxStore } from "./store.js";
/** Everything the generator knows about the interface. */
export interface SandboxDefinition {
	readonly entities: {
		readonly [name: string]: EntityFacts & {
			readonly seedType?: string;
		};
	};
	readonly operations: {
		readonly [name: string]: OperationFacts;
	};
	readonly tenant?: TenantFacts;
	readonly errors: ErrorTemplate;
	readonly fixtures: SandboxFixtures;
	readonly service?: SandboxService;
}
/** Options every generated `create<Api>Sandbox` takes. */
export interface SandboxOptions {
	/** The state: a store to share, or where to keep it (`{ dataDir }`); default a fresh in-memory store. */
	readonly store?: SandboxStore | {
		readonly dataDir?: string;
		readonly maxTenants?: number;
	};
	/** Seed of the first data of each tenant; default 1. `false` starts tenants empty. */
	readonly seed?: number | false;
	/** The sandbox's time; default the system clock. */
	readonly clock?: () => Date;
	/** Failures on a schedule (every n-th call of an operation). */
	readonly faults?: readonly FaultRule[];
	/** Told after every stored write (webhooks, logs). */
	readonly onWrite?: (event: WriteEvent) => void;
}
export interface SandboxCore {
	readonly store: SandboxStore;
	readonly handlers: {
		readonly [name: string]: OperationHandler;
	};
	/** A tenant's entities (created and seeded on first use), for tests and tools. */
	tenant(key: string): TenantEntities;
	/** The server with the sandbox's own endpoints (`POST <base>/__sandbox/reset`, with `token` when given) in front. */
	attach(server: ServerCore, basePath?: string, token?: string): SandboxServer;
	formatFault(fault: SandboxFault): unknown;
}
export interface SandboxServer extends ServerCore {
	readonly store: SandboxStore;
	tenant(key: string): TenantEntities;
	/** Forgets every tenant (and empties the data folder's log). */
	reset(): void;
}
/** The path, under the base path, of the reset endpoint. */
export declare const RESET_PATH = "/__sandbox/reset";
export declare function createSandboxCore(definition: SandboxDefinition, options?: SandboxOptions): SandboxCore;
