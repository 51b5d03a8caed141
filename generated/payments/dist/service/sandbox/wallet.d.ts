import type { Json, SandboxCall, SandboxChange } from "../../runtime/sandbox/contract.js";
/** Runs before a card or bank account is stored. */
export declare function prepareWallet(change: SandboxChange): Json | undefined;
export declare function createToken(call: SandboxCall): Json;
export declare const createCardFromToken: (call: SandboxCall) => Json;
export declare const createBankAccountFromToken: (call: SandboxCall) => Json;
