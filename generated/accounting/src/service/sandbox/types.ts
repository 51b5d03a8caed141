/**
 * The shapes the generated sandbox hands to this module (the runtime's `SandboxService` contract, declared here
 * because service modules type-check beside the definition and cannot import the package runtime; TypeScript
 * checks them structurally where the generated sandbox passes this module in).
 */
export type Json = { readonly [member: string]: unknown };
export type Scope = { readonly [param: string]: string };

export interface Tenant {
  readonly key: string;
  get(entity: string, id: string, scope?: Scope): Json | undefined;
  list(entity: string, scope?: Scope): Json[];
  create(entity: string, value: Json, scope?: Scope): Json;
  save(entity: string, value: Json, scope?: Scope): Json;
  remove(entity: string, id: string, scope?: Scope): void;
  side(name: string): { get(id: string): Json | undefined; put(id: string, value: Json): void };
  next(name: string): number;
}

export interface Call {
  readonly operation: string;
  readonly params: { readonly [name: string]: string };
  readonly query: { readonly [name: string]: unknown };
  readonly headers: { readonly [name: string]: string | string[] | undefined };
  readonly body: unknown;
  readonly tenant: Tenant;
  readonly now: Date;
  readonly idempotencyKey?: string;
  timestamp(date?: Date): string;
}

export interface Change {
  readonly kind: 'create' | 'update' | 'void';
  readonly entity: string;
  readonly value: Json;
  readonly previous?: Json;
  readonly tenant: Tenant;
  readonly scope: Scope;
  readonly now: Date;
  timestamp(date?: Date): string;
}

/** A failure in the interface's error format (values fill the `x-svc-error-format` template). */
export interface Fault {
  readonly sandboxFault: true;
  readonly status: number;
  readonly kind?: string;
  readonly values: { readonly [name: string]: string };
  readonly headers?: { readonly [name: string]: string };
}

export type GenericFaultKind =
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
  readonly message: string;
}

export type Fixtures = (type: string, k: number) => Json;

export function fault(status: number, values: { readonly [name: string]: string }, kind = 'default'): Fault {
  return { sandboxFault: true, status, kind, values };
}

/** What this module gives the generated sandbox (its `SandboxService` contract). */
export interface Service {
  prepare?(change: Change): Json | void | undefined;
  readonly operations?: { readonly [operation: string]: ((call: Call) => unknown) | undefined };
  deleted?(entity: string, record: Json): Json;
  fault?(kind: GenericFaultKind, info: GenericFaultInfo): Fault | undefined;
  seed?(tenant: Tenant, seed: number, fixtures: Fixtures): void;
  newId?(entity: string, n: number): string;
  timestamp?(date: Date): string;
  throttled?(): { readonly contentType: string; readonly body: string } | undefined;
}
