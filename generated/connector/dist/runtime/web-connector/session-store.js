/** Thrown by `enqueue` when a tenant's queue is at the store's cap. */
export class QueueFullError extends Error {
	constructor(tenant, cap) {
		super(`The job queue of ${JSON.stringify(tenant.slice(0, 100))} is full (${cap} items)`);
		this.name = "QueueFullError";
	}
}
