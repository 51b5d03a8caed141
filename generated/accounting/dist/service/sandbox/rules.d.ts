import type { Json, SandboxChange, SandboxTenant } from "../../runtime/sandbox/contract.js";
/** Checks every reference in a record (nested lines included); `ParentRef` points at the record's own entity. */
export declare function checkReferences(tenant: SandboxTenant, entity: string, value: unknown, depth?: number): void;
export declare function prepare(change: SandboxChange): Json;
