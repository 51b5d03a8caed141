import { type Json, type SandboxCall } from "../../runtime/sandbox/contract.js";
/** Tokens are single-use. */
export declare function useToken(call: SandboxCall, token: string): void;
export declare function createCharge(call: SandboxCall): Json;
export declare function captureCharge(call: SandboxCall): Json;
export declare function refundCharge(call: SandboxCall): Json;
export declare function readRefund(call: SandboxCall): Json;
export declare function voidTransaction(call: SandboxCall): Json;
