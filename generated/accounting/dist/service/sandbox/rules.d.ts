import type { Change, Json, Tenant } from "./types.js";
/** Checks every reference in a record (nested lines included); `ParentRef` points at the record's own entity. */
export declare function checkReferences(tenant: Tenant, entity: string, value: unknown, depth?: number): void;
export declare function prepare(change: Change): Json;
