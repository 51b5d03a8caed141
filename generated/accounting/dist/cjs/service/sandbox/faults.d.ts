/**
* Accounting's spelling of failures in the sandbox: the service's fault codes (facts/accounting.md) for what the
* generic sandbox detects (610 not found, 5010 stale SyncToken, 6240 duplicate name, 6140 duplicate document
* number, 4000 query parser error) and for this module's own rules (2500 invalid reference), plus the XML body
* the real service sends with a 429.
*/
import { type GenericFaultInfo, type GenericFaultKind, type SandboxFault } from "../../runtime/sandbox/contract.js";
export declare function objectNotFound(entity: string, id: string): SandboxFault;
export declare function invalidReference(member: string, entity: string, id: string): SandboxFault;
export declare function businessRule(message: string): SandboxFault;
export declare function accountingFault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault | undefined;
/** The XML body of a 429 (vector fault-throttle-429.xml), with the current time. */
export declare function throttleXml(time: string): string;
