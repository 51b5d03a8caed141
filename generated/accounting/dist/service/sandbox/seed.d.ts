/**
* The first data of each accounting sandbox company (realm): a deterministic handful of accounts, items,
* customers, vendors, invoices, bills and payments. Names and addresses come from the package's fixtures (the
* same for the same seed on every machine); references are wired to the entities created here, so every seeded
* entity passes the same rules as one created over HTTP.
*/
import type { SandboxFixtures, SandboxTenant } from "../../runtime/sandbox/contract.js";
export declare function seed(tenant: SandboxTenant, n: number, fixtures: SandboxFixtures): void;
