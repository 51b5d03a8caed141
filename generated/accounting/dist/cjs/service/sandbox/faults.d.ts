/**
* Accounting's spelling of failures in the sandbox, as the real service spells them (definitions/SANDBOX.md gives
* the public source of each): 2020 required parameter missing, 2010 unsupported property, 500 unsupported
* operation (also change data capture too far back), 610 not found, 5010 stale SyncToken, 6240 duplicate name,
* 6140 duplicate document number, 4000 query parser error, 2500 invalid reference, 6070 line amount, 6000
* business rules; the XML body of a 429 and the lower-case body of a 401.
*/
import { type GenericFaultInfo, type GenericFaultKind, type SandboxFault } from "../../runtime/sandbox/contract.js";
export declare function objectNotFound(entity: string, id: string): SandboxFault;
export declare function invalidReference(member: string, entity: string, id: string): SandboxFault;
export declare function businessRule(message: string): SandboxFault;
/** A line whose `Amount` is not `Qty` x `UnitPrice`. */
export declare function amountIncorrect(amount: number): SandboxFault;
/** A customer made inactive while it has an open balance (the code is not in the public report: 6000 chosen). */
export declare function hasBalance(entity: string): SandboxFault;
export declare function accountingFault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault | undefined;
/** The XML body of a 429 (vector fault-throttle-429.xml), with the current time. */
export declare function throttleXml(time: string): string;
/**
* The body of a 401 as the real service sends it: the response object serialised with lower-case members, the
* time as epoch milliseconds (a real reply quoted in routablehq/python-quickbooks#250).
*/
export declare function unauthorizedJson(reason: string, now: Date): string;
