import { type Call, type Json } from "./types.js";
/** Tokens are single-use. */
export declare function useToken(call: Call, token: string): void;
export declare function createCharge(call: Call): Json;
export declare function captureCharge(call: Call): Json;
export declare function refundCharge(call: Call): Json;
export declare function readRefund(call: Call): Json;
export declare function voidTransaction(call: Call): Json;
