/**
 * The shapes a generated sandbox is built from: the facts the generator reads off the definition (entities,
 * operation kinds, tenant key, error format, query dialect, batch envelope, member shapes), and the contract of a
 * service module (`service/sandbox/index.ts` beside the definition) that adds the rules no definition can state.
 * Service modules import this file as `#runtime/sandbox/contract.ts` (the shipped copy in a package).
 */
import type { QueryDialect } from './query.ts';

export type Json = { readonly [member: string]: unknown };

/** `x-svc-entity` of an entity schema, plus its members. */
export interface EntityFacts {
  readonly id: string;
  readonly version?: string;
  readonly created?: string;
  readonly updated?: string;
  readonly active?: string;
  readonly sparse?: string;
  readonly unique?: { readonly [member: string]: string };
  /** Top-level members a client may write (not read-only): a full update clears those it leaves out. */
  readonly writable: readonly string[];
  /** Members a create and a full update must carry; an inner list: at least one of them. */
  readonly required?: readonly (string | readonly string[])[];
  /** `refuse`: members the definition does not declare are refused (checked against `SandboxDefinition.shapes`). */
  readonly unknownMembers?: 'refuse';
}

export type OperationKind = 'create' | 'read' | 'list' | 'update' | 'delete' | 'void' | 'query' | 'batch' | 'cdc' | 'action';

export interface BatchFacts {
  readonly items: string;
  readonly id: string;
  readonly operation: string;
  readonly query?: string;
  readonly queryResult?: string;
  readonly fault: string;
  /** Member of an item naming another operation kind to run instead (`optionsData: void`). */
  readonly options?: string;
  /** Items per request at most. */
  readonly maxItems: number;
}

/** `x-svc-kind` of an operation, with what the generator derived from its path, parameters and result. */
export interface OperationFacts {
  readonly kind: OperationKind;
  /** HTTP method (upper case) and path template, relative to the base path. */
  readonly method: string;
  readonly path: string;
  /** Query values that select this operation among those sharing its method and path (`operation=delete`). */
  readonly selector?: { readonly [name: string]: string };
  readonly entity?: string;
  /** Path parameter naming the entity (`read`, `delete` ... by path). */
  readonly idParam?: string;
  /** Path parameters (other than the tenant's and the id) a collection is kept per: a customer's cards. */
  readonly scope: readonly string[];
  /** Where the idempotency key of a write is carried. */
  readonly idempotencyKey?: { readonly in: 'query' | 'header'; readonly name: string };
  /** The success reply has no body (204). */
  readonly noContent?: boolean;
  /** The dialect; `post`: the media type with which the statement may also be POSTed as the body. */
  readonly query?: QueryDialect & { readonly parameter: string; readonly post?: string };
  readonly batch?: BatchFacts;
  readonly cdc?: { readonly entitiesParam: string; readonly sinceParam: string; readonly member: string; readonly maxAgeDays?: number };
}

/** Where the tenant key is read: a path or query parameter, a header, or the bearer token (`credential`). */
export interface TenantFacts {
  readonly in: 'path' | 'query' | 'header' | 'credential';
  readonly param?: string;
}

export interface ErrorTemplate {
  readonly body: unknown;
  readonly kinds: { readonly [kind: string]: { readonly [name: string]: string } };
}

/** A failure in the interface's own error format: template values (`code`, `type`, `message`, `detail` ...). */
export interface SandboxFault {
  readonly sandboxFault: true;
  readonly status: number;
  /** Error-format kind whose values fill what `values` leaves out; default `default`. */
  readonly kind?: string;
  readonly values: { readonly [name: string]: string };
  readonly headers?: { readonly [name: string]: string };
  /** Several problems: the error template's one-item list repeats once per problem (`{detail}` each). */
  readonly details?: readonly string[];
}

export function isSandboxFault(value: unknown): value is SandboxFault {
  return typeof value === 'object' && value !== null && (value as { sandboxFault?: unknown }).sandboxFault === true;
}

export function sandboxFault(status: number, kind: string, values: { readonly [name: string]: string }): SandboxFault {
  return { sandboxFault: true, status, kind, values };
}

/** The generic failures a service module may re-spell (`SandboxService.fault`). */
export type GenericFaultKind =
  | 'required'
  | 'unknown-member'
  | 'invalid'
  | 'unsupported-operation'
  | 'too-old'
  | 'not-found'
  | 'stale'
  | 'duplicate'
  | 'idempotency-conflict'
  | 'query'
  | 'batch-too-large'
  | 'capacity'
  | 'not-supported'
  | 'injected-throttle'
  | 'injected-error'
  | 'injected-unavailable';

export interface GenericFaultInfo {
  readonly entity?: string;
  readonly id?: string;
  readonly member?: string;
  readonly value?: string;
  readonly position?: number;
  /** Where in the body (`Line/0/SalesItemLineDetail`), for `unknown-member`. */
  readonly path?: string;
  /** `invalid`: every problem the validator found, and how many there were in all. */
  readonly details?: readonly string[];
  readonly total?: number;
  /** `unsupported-operation`: the operation asked for (`delete`); `too-old`: the time given. */
  readonly operation?: string;
  readonly message: string;
}

/**
 * What a service module sees of one tenant's entities. Values handed out are the stored records themselves,
 * frozen (writing to one throws): spread one into a new object to change it, then `save` that.
 */
export interface SandboxTenant {
  readonly key: string;
  get(entity: string, id: string, scope?: { readonly [param: string]: string }): Json | undefined;
  list(entity: string, scope?: { readonly [param: string]: string }): Json[];
  /** A create as a client would make it (ids, version, timestamps, the module's `prepare`), without HTTP. */
  create(entity: string, value: Json, scope?: { readonly [param: string]: string }): Json;
  /** Stores a record as it is (an id the module chose); counts as an update in change data capture. */
  save(entity: string, value: Json, scope?: { readonly [param: string]: string }): Json;
  /**
   * Stores a record with `members` replaced (a balance moved), the rest as stored: as `save` of the whole record,
   * but only the members given are copied and measured. Undefined when there is no such record.
   */
  patch(entity: string, id: string, members: Json, scope?: { readonly [param: string]: string }): Json | undefined;
  remove(entity: string, id: string, scope?: { readonly [param: string]: string }): void;
  /** Module-private records (never served): `side('requests').get(id)`. */
  side(name: string): { get(id: string): Json | undefined; put(id: string, value: Json): void };
  /** Next number of a named counter. */
  next(name: string): number;
}

/** An `action` operation's call, or a `prepare` hook's change. */
export interface SandboxCall {
  readonly operation: string;
  readonly params: { readonly [name: string]: string };
  readonly query: { readonly [name: string]: unknown };
  readonly headers: { readonly [name: string]: string | string[] | undefined };
  readonly body: unknown;
  readonly tenant: SandboxTenant;
  readonly now: Date;
  /** The request's idempotency key, when it carries one. */
  readonly idempotencyKey?: string;
  /** Timestamp text as the service writes it. */
  timestamp(date?: Date): string;
}

/** A stored write, as the write hook and webhooks see it (after it is stored). */
export interface SandboxWrite {
  readonly tenant: string;
  readonly entity: string;
  readonly id: string;
  readonly operation: 'Create' | 'Update' | 'Delete' | 'Void';
  /** The record as stored (after a delete: as it was). */
  readonly record: Json;
  readonly at: Date;
}

/** A query's outcome, for the service module to spell as its reply (`SandboxService.queryReply`). */
export interface QueryOutcomeInfo {
  readonly entity: string;
  /** The page of entities; undefined for `COUNT(*)`. */
  readonly page?: readonly Json[];
  readonly totalCount: number;
  /** Position of the first result as the statement wrote it. */
  readonly startPosition: number;
}

/** `delete` runs before the record is removed (`value` is the stored record; a fault refuses the delete). */
export interface SandboxChange {
  readonly kind: 'create' | 'update' | 'void' | 'delete';
  readonly entity: string;
  /**
   * The record about to be stored: a new object the hook may change and return (set or replace its members; a nested
   * object it kept unchanged from the stored record is that record's own, frozen). For a delete, the stored record.
   */
  readonly value: Json;
  /** The stored record (frozen). */
  readonly previous?: Json;
  readonly tenant: SandboxTenant;
  readonly scope: { readonly [param: string]: string };
  readonly now: Date;
  timestamp(date?: Date): string;
}

/** The contract of a definition's `service/sandbox/index.ts` (`export const sandbox = { ... }`); all optional. */
export interface SandboxService {
  /** Computes read-only members, checks references; returns the record to store or throws a `SandboxFault`. */
  prepare?(change: SandboxChange): Json | void;
  /** Implementations of `action` operations (and overrides of generic ones), by operation name. */
  readonly operations?: { readonly [operation: string]: ((call: SandboxCall) => unknown) | undefined };
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
  throttled?(): { readonly contentType: string; readonly body: string } | undefined;
  /** The body of a 401, when the service spells authentication failures its own way; `reason` is the server's. */
  unauthorized?(reason: string, now: Date): { readonly contentType: string; readonly body: string } | undefined;
  /** A query's reply (the result member's value); default `{ <Entity>: [...] }`, or `{ totalCount }` for a count. */
  queryReply?(outcome: QueryOutcomeInfo): Json;
  /** The event a stored write sends to webhooks, as the definition's payload encoders take it; undefined sends none. */
  webhookEvent?(write: SandboxWrite): unknown;
}

/** `fixtures.<Type>.seed(k)` of the generated package, by type name. */
export type SandboxFixtures = (type: string, k: number) => Json;
