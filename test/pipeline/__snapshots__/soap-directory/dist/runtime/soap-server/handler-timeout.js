export class HandlerDeadlines {
	timeoutMs;
	#pending = new Set();
	#timer;
	/** How often deadlines are checked: a handler is given up on between `timeoutMs` and a quarter more. */
	#tickMs;
	constructor(timeoutMs) {
		this.timeoutMs = timeoutMs;
		this.#tickMs = Math.max(1, Math.min(1e3, Math.ceil(timeoutMs / 4)));
	}
	/** Starts waiting for one handler; `settle` (returned) must be called when it answers, and says if it is still awaited. */
	start(expire) {
		const pending = {
			deadline: performance.now() + this.timeoutMs,
			expire
		};
		this.#pending.add(pending);
		this.#timer ??= setInterval(() => this.#sweep(), this.#tickMs).unref();
		return () => this.#pending.delete(pending);
	}
	#sweep() {
		if (this.#pending.size === 0) {
			clearInterval(this.#timer);
			this.#timer = undefined;
			return;
		}
		const now = performance.now();
		for (const pending of this.#pending) {
			if (pending.deadline <= now) {
				this.#pending.delete(pending);
				try {
					pending.expire();
				} catch {}
			}
		}
	}
}
