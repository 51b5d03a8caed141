/// <reference types="node" />
import { type ExchangeHooks, type HttpServerCore, type OperationHandler } from "../rest-server/server.js";
import { type BodyValidator } from "./batch.js";
import { type EntityFacts, type ErrorTemplate, type OperationFacts, type SandboxFault, type SandboxFixtures, type SandboxService, type TenantFacts } from "./contract.js";
import { type SandboxServer } from "./endpoints.js";
import { TenantEntities, type WriteEvent } from "./entities.js";
import { type FaultRule } from "./faults.js";
import { type MemberShapes } from "./members.js";
import { RequestLog } from "./request-log.js";
import { SandboxStore } from "./store.js";
import { type DeliverPayload, type SandboxWebhookOptions } from "./webhook-dispatch.js";
export { CONSOLE_API_PATH, RESET_PATH, REQUESTS_PATH, type SandboxServer } from "./endpoints.js";
export type { SandboxWebhookOptions } from "./webhook-dispatch.js";
export type { RequestLogEntry } from "./request-log.js";
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
	/** Member shapes of entities that refuse unknown members. */
	readonly shapes: MemberShapes;
	/** The generated validator of each operation's request body (batch items are checked with them). */
	readonly validators: {
		readonly [operation: string]: BodyValidator;
	};
	readonly tenant?: TenantFacts;
	readonly errors: ErrorTemplate;
	readonly fixtures: SandboxFixtures;
	readonly service?: SandboxService;
	/** Sends one payload of webhook events in the named format (the webhooks part's signed sender). */
	readonly webhooks?: (options: SandboxWebhookOptions) => {
		readonly format: string;
		readonly deliver: DeliverPayload;
	};
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
	/** Told after every stored write (logs, your own webhooks); seeding a new tenant tells nothing. The event's record is the stored one, frozen. */
	readonly onWrite?: (event: WriteEvent) => void;
	/** Entries the request log keeps (requests answered, webhook attempts); default 1000. */
	readonly requestLogSize?: number;
}
export interface SandboxCore {
	readonly store: SandboxStore;
	readonly handlers: {
		readonly [name: string]: OperationHandler;
	};
	readonly requestLog: RequestLog;
	/** For the server the sandbox is attached to (its `exchangeHooks` option): the body as sent, some error bodies, the log. */
	readonly exchangeHooks: ExchangeHooks;
	/** A tenant's entities by its key as the API carries it (a realm id; a bearer token), seeded on first use. */
	tenant(key: string): TenantEntities;
	/** The server with the sandbox's own endpoints in front (endpoints.ts). */
	attach(server: HttpServerCore, options?: {
		readonly basePath?: string;
		readonly token?: string;
		readonly maxBodyBytes?: number;
	}): SandboxServer;
	formatFault(fault: SandboxFault): unknown;
}
/** The tenant key of a bearer token: a digest, so no token is ever written to the data log or the request log. */
export declare function credentialTenant(token: string): string;
export declare function createSandboxCore(definition: SandboxDefinition, options?: SandboxOptions): SandboxCore & {
	attachWebhooks(options: SandboxWebhookOptions): void;
};
