import type { Json, SandboxCall } from "../../runtime/sandbox/contract.js";
export declare function pdf(call: SandboxCall): Uint8Array;
export declare function send(call: SandboxCall): Json;
