/**
* The shapes a generated sandbox is built from: the facts the generator reads off the definition (entities,
* operation kinds, tenant key, error format, query dialect, batch envelope), and the contract of a service
* module (`service/sandbox/index.ts` beside the definition) that adds the rules no definition can state.
* Service modules cannot import this file (they type-check in place, beside the definition); they declare the
* same shapes themselves and TypeScript checks them structurally where the generated sandbox passes them in.
*/
import type { QueryDialect } from "./query.js";
export type Json = {
	readonly [member: string]: unknown;
};
/** `x-svc-entity` of an entity schema, plus its members. */
export interface EntityFacts {
	readonly id: string;
	readonly version?: string;
	readonly created?: string;
	readonly updated?: string;
	readonly active?: string;
	readonly sparse?: string;
	readonly unique?: {
		readonly [member: string]: string;
	};
	/** Top-level members a client may write (not read-only): a full update clears those it leaves out. */
	readonly writable: readonly string[];
}
export type OperationKind = "create" | "read" | "list" | "update" | "delete" | "void" | "query" | "batch" | "cdc" | "action";
export interface BatchFacts {
	readonly items: string;
	readonly id: string;
	readonly operation: string;
	readonly query?: string;
	readonly queryResult?: string;
	readonly fault: string;
	/** Items per request at most. */
	readonly maxItems: number;
}
/** `x-svc-kind` of an operation, with what the generator derived from its path, parameters and result. */
export interface OperationFacts {
	readonly kind: OperationKind;
	readonly entity?: string;
	/** Path parameter naming the entity (`read`, `delete` ... by path). */
	readonly idParam?: string;
	/** Path parameters (other than the tenant's and the id) a collection is kept per: a customer's cards. */
	readonly scope: readonly string[];
	/** Where the idempotency key of a write is carried. */
	readonly idempotencyKey?: {
		readonly in: "query" | "header";
		readonly name: string;
	};
	/** The success reply has no body (204). */
	readonly noContent?: boolean;
	readonly query?: QueryDialect & {
		readonly parameter: string;
	};
	readonly batch?: BatchFacts;
	readonly cdc?: {
		readonly entitiesParam: string;
		readonly sinceParam: string;
		readonly member: string;
	};
}
/** Where the tenant key is read: a path or query parameter, a header, or the bearer token (`credential`). */
export interface TenantFacts {
	readonly in: "path" | "query" | "header" | "credential";
	readonly param?: string;
}
export interface ErrorTemplate {
	readonly body: unknown;
	readonly kinds: {
		readonly [kind: string]: {
			readonly [name: string]: string;
		};
	};
}
/** A failure in the interface's own error format: template values (`code`, `type`, `message`, `detail` ...). */
export interface SandboxFault {
	readonly sandboxFault: true;
	readonly status: number;
	/** Error-format kind whose values fill what `values` leaves out; default `default`. */
	readonly kind?: string;
	readonly values: {
		readonly [name: string]: string;
	};
	readonly headers?: {
		readonly [name: string]: string;
	};
}
export declare function isSandboxFault(value: unknown): value is SandboxFault;
export declare function sandboxFault(status: number, kind: string, values: {
	readonly [name: string]: string;
}): SandboxFault;
/** The generic failures a service module may re-spell (`SandboxService.fault`). */
export type GenericFaultKind = "not-found" | "stale" | "duplicate" | "idempotency-conflict" | "query" | "batch-too-large" | "capacity" | "not-supported" | "injected-throttle" | "injected-error" | "injected-unavailable";
export interface GenericFaultInfo {
	readonly entity?: string;
	readonly id?: string;
	readonly member?: string;
	readonly value?: string;
	readonly position?: number;
	readonly message: string;
}
/** What a service module sees of one tenant's entities. Values handed out are copies. */
export interface SandboxTenant {
	readonly key: string;
	get(entity: string, id: string, scope?: {
		readonly [param: string]: string;
	}): Json | undefined;
	list(entity: string, scope?: {
		readonly [param: string]: string;
	}): Json[];
	/** A create as a client would make it (ids, version, timestamps, the module's `prepare`), without HTTP. */
	create(entity: string, value: Json, scope?: {
		readonly [param: string]: string;
	}): Json;
	/** Stores a record as it is (an id the module chose); counts as an update in change data capture. */
	save(entity: string, value: Json, scope?: {
		readonly [param: string]: string;
	}): Json;
	remove(entity: string, id: string, scope?: {
		readonly [param: string]: string;
	}): void;
	/** Module-private records (never served): `side('requests').get(id)`. */
	side(name: string): {
		get(id: string): Json | undefined;
		put(id: string, value: Json): void;
	};
	/** Next number of a named counter. */
	next(name: string): number;
}
/** An `action` operation's call, or a `prepare` hook's change. */
export interface SandboxCall {
	readonly operation: string;
	readonly params: {
		readonly [name: string]: string;
	};
	readonly query: {
		readonly [name: string]: unknown;
	};
	readonly headers: {
		readonly [name: string]: string | string[] | undefined;
	};
	readonly body: unknown;
	readonly tenant: SandboxTenant;
	readonly now: Date;
	/** The request's idempotency key, when it carries one. */
	readonly idempotencyKey?: string;
	/** Timestamp text as the service writes it. */
	timestamp(date?: Date): string;
}
export interface SandboxChange {
	readonly kind: "create" | "update" | "void";
	readonly entity: string;
	/** The record about to be stored (a copy the hook may change and return). */
	readonly value: Json;
	readonly previous?: Json;
	readonly tenant: SandboxTenant;
	readonly scope: {
		readonly [param: string]: string;
	};
	readonly now: Date;
	timestamp(date?: Date): string;
}
/** The contract of a definition's `service/sandbox/index.ts` (`export const sandbox = { ... }`); all optional. */
export interface SandboxService {
	/** Computes read-only members, checks references; returns the record to store or throws a `SandboxFault`. */
	prepare?(change: SandboxChange): Json | void;
	/** Implementations of `action` operations (and overrides of generic ones), by operation name. */
	readonly operations?: {
		readonly [operation: string]: ((call: SandboxCall) => unknown) | undefined;
	};
	/** What a delete answers (and change data capture lists) for a deleted entity. */
	deleted?(entity: string, record: Json): Json;
	/** The interface's spelling of a generic failure; undefined keeps the generic one. */
	fault?(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault | undefined;
	/** Fills a new tenant with its first data. */
	seed?(tenant: SandboxTenant, seed: number, fixtures: SandboxFixtures): void;
	/** A new entity's id from its counter value; default the number itself. */
	newId?(entity: string, n: number): string;
	/** Timestamp text; default ISO 8601 with `Z`. */
	timestamp?(date: Date): string;
	/** The body of an injected (or rate-limit) 429, when the service answers throttling in its own way (XML, say). */
	throttled?(): {
		readonly contentType: string;
		readonly body: string;
	} | undefined;
}
/** `fixtures.<Type>.seed(k)` of the generated package, by type name. */
export type SandboxFixtures = (type: string, k: number) => Json;
