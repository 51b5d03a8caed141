/** Thrown by `enqueue` when a tenant's queue is at the store's cap. */
export class QueueFullError extends Error {
	constructor(tenant, cap) {
		super(`The job queue of ${JSON.stringify(tenant.slice(0, 100))} is full (${cap} items)`);
		this.name = "QueueFullError";
	}
}
/** The store did not answer in time (`timeout`) or failed (`unavailable`: Redis down or unreachable). */
export class SessionStoreError extends Error {
	code;
	constructor(code, message, options = {}) {
		super(message, options.cause === undefined ? undefined : { cause: options.cause });
		this.name = "SessionStoreError";
		this.code = code;
	}
}
