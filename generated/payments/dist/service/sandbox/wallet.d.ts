import type { Call, Change, Json } from "./types.js";
/** Runs before a card or bank account is stored. */
export declare function prepareWallet(change: Change): Json | undefined;
export declare function createToken(call: Call): Json;
export declare const createCardFromToken: (call: Call) => Json;
export declare const createBankAccountFromToken: (call: Call) => Json;
