/** The context the core builds; `settle()` and `abort()` are the core's, not the handler's. */
export class CoreHandlerContext {
	operation;
	traceId;
	token;
	credentials;
	request;
	params;
	query;
	headers;
	body;
	/** The operation of a shared method and path the body was for (server-tables.ts `dispatch`). */
	variant;
	#controller = undefined;
	#reason = undefined;
	/** The response while the handler runs; undefined once settled (the client going away no longer matters). */
	#response;
	#onClose = undefined;
	constructor(parts, operation, traceId, token, credentials, request, response) {
		this.operation = operation;
		this.traceId = traceId;
		this.token = token;
		this.credentials = credentials;
		this.request = request;
		this.params = parts.params;
		this.query = parts.query;
		this.headers = parts.headers;
		this.body = parts.body;
		this.variant = parts.variant;
		this.#response = response;
	}
	get signal() {
		if (this.#controller !== undefined) return this.#controller.signal;
		const controller = new AbortController();
		this.#controller = controller;
		const res = this.#response;
		if (this.#reason !== undefined) controller.abort(this.#reason);
		else if (res !== undefined) {
			if (res.destroyed && !res.writableFinished) controller.abort(new Error("The client went away"));
			else {
				this.#onClose = () => {
					if (!res.writableFinished) this.abort(new Error("The client went away"));
				};
				res.once("close", this.#onClose);
			}
		}
		return controller.signal;
	}
	/** Aborts the signal (now, or when it is first read). */
	abort(reason) {
		if (this.#reason !== undefined) return;
		this.#reason = reason;
		this.#controller?.abort(reason);
	}
	/** The handler is done: the response's `close` no longer aborts anything. */
	settle() {
		if (this.#onClose !== undefined) this.#response?.off("close", this.#onClose);
		this.#onClose = undefined;
		this.#response = undefined;
	}
}
