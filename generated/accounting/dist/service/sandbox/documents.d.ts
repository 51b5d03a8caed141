import type { Call, Json } from "./types.js";
export declare function pdf(call: Call): Uint8Array;
export declare function send(call: Call): Json;
