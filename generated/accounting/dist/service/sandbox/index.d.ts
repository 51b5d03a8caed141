import type { SandboxService } from "../../runtime/sandbox/contract.js";
export declare const sandbox: SandboxService;
