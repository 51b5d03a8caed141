/// <reference types="node" />
/**
* The sandbox console's JSON API, under `<base>/__sandbox/api/` (the console page of `npm run sandbox` reads and
* steers the sandbox through it; tests and tools can too). endpoints.ts lets a request through only from the
* sandbox's own origin and with its token when it has one. Everything here is driven by the definition's facts
* (entities, operations, fixtures), so a new entity appears after `npm run generate`.
*
*   GET  model                                   entities (facts, operations by kind, an example), tenant facts
*   GET  companies                               the companies (tenants) and their entity counts
*   GET  companies/<key>/<entity>?q&sort&order&offset&limit   a page of records (search, sort)
*   GET  companies/<key>/<entity>/<id>           one record and its history (every write, with its token)
*   POST companies/<key>/reset                   forgets one company (it is seeded again on next use)
*   POST reset                                   forgets every company
*   GET  faults / PUT faults                     the fault rules (`{ rules: [{ operation?, every, fault }] }`)
*   GET  rate-limits                             the rate-limit counters now (`{ counted, counters: [{ limit, keys, used, of, windowMs }] }`)
*   GET  requests?after=<seq>                    the request log after an entry
*   GET  requests/stream                         the same, live (server-sent events; `Last-Event-ID` resumes)
*   GET  webhooks                                the payloads sent (headers with the signature, body, attempts)
*   POST webhooks/<id>/resend                    sends one again, now
*
* Reads never create a company (an unknown one is 404). Writes to entities go through the API itself (the
* console sends the operation the definition declares), so they follow every rule of the sandbox.
*/
import type { IncomingMessage, ServerResponse } from "node:http";
import type { EntityFacts, OperationFacts, SandboxFixtures, TenantFacts } from "./contract.js";
import { type TenantEntities } from "./entities.js";
import type { FaultRules } from "./faults.js";
import type { RequestLog } from "./request-log.js";
import type { SandboxStore } from "./store.js";
import type { WebhookDispatcher } from "./webhook-dispatch.js";
import type { RateLimitUsage } from "../rest-server/rate-limit-store.js";
/** What the console API reads and steers. */
export interface ConsoleSource {
	readonly entities: {
		readonly [name: string]: EntityFacts & {
			readonly seedType?: string;
		};
	};
	readonly operations: {
		readonly [name: string]: OperationFacts;
	};
	readonly fixtures: SandboxFixtures;
	readonly tenant?: TenantFacts;
	readonly store: SandboxStore;
	/** A company that exists already; never creates one. */
	existing(key: string): TenantEntities | undefined;
	/** Forgets one company; false when there was none. */
	forget(key: string): boolean;
	reset(): void;
	readonly requestLog: RequestLog;
	readonly faults: FaultRules;
	/** The webhook dispatcher, when the sandbox sends webhooks. */
	webhooks(): WebhookDispatcher | undefined;
	/** The server's rate-limit counters now; undefined when off or shared (Redis). */
	rateLimits(): readonly RateLimitUsage[] | undefined;
}
/**
* Answers a console API request (`path` is what follows `__sandbox/api/`). Never throws: a failure answers in
* the console's JSON (`{ error }`).
*/
export declare function handleConsoleApi(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams, source: ConsoleSource): Promise<void>;
