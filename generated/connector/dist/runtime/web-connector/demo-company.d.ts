/**
* A demo of the kit: a job that lists a company's customers page by page with an iterator, and a simulated
* desktop company that answers it (for the simulator, the sandbox and the docs). Request and response documents
* are the desktop request format (QBXML); the job reads responses in one forward pass over the pieces they were
* decoded in (`indexOf` from where the last look ended, patterns only over short bounded slices), so a response of
* any size costs time linear in it, and it lets the event loop turn between pieces.
*/
import type { JobHandler } from "./jobs.js";
import { type SimulatedAnswer } from "./wc-sim.js";
export interface CustomerQueryJobOptions {
	/** Customers per page (MaxReturned); default 10. */
	readonly pageSize?: number;
	/** Told about each page's customers (name and list id). */
	onCustomers?(customers: readonly DemoCustomer[], tenant: string): void | Promise<void>;
}
export interface DemoCustomer {
	readonly listId: string;
	readonly name: string;
}
/** A customer query job: iterator Start, then Continue with the iteratorID until nothing remains. */
export declare function customerQueryJob(options?: CustomerQueryJobOptions): JobHandler;
/** A desktop company for the simulator: answers customer queries with iterators; other requests get status 0. */
export declare function simulatedCompany(options?: {
	readonly customers?: number;
}): (request: string) => SimulatedAnswer;
