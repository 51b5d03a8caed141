/** The real service's retry schedule: 10 s, 20 s, 30 s, 5 min, 20 min, 2 h, 4 h, 6 h, then every 6 h. */
export const REAL_RETRY_DELAYS_MS = [
	1e4,
	2e4,
	3e4,
	3e5,
	12e5,
	72e5,
	144e5,
	216e5
];
/** Deliveries kept for the console (oldest forgotten first); bytes of a payload or reply kept. */
const MAX_DELIVERIES = 200;
const MAX_PAYLOAD_TEXT = 64 * 1024;
const MAX_REPLY_TEXT = 2048;
export class WebhookDispatcher {
	options;
	deliver;
	log;
	queues = new Map();
	controller = new AbortController();
	windowMs;
	retryDelaysMs;
	maxQueued;
	maxPerPayload;
	target;
	closed = false;
	deliveries = [];
	lastId = 0;
	constructor(options, deliver, log) {
		this.options = options;
		this.deliver = deliver;
		this.log = log;
		this.windowMs = Math.max(0, options.windowMs ?? 1e3);
		this.retryDelaysMs = options.retryDelaysMs !== undefined && options.retryDelaysMs.length > 0 ? options.retryDelaysMs : REAL_RETRY_DELAYS_MS;
		this.maxQueued = Math.max(1, options.maxQueuedEvents ?? 1e4);
		this.maxPerPayload = Math.max(1, options.maxEventsPerPayload ?? 1e3);
		const url = new URL(options.url);
		if (url.protocol !== "http:" && url.protocol !== "https:") throw new TypeError(`webhook URL must be http(s): ${options.url}`);
		this.target = `${url.origin}${url.pathname}`;
	}
	/** Queues a company's event; it goes out with the next payload of that company. */
	enqueue(company, event) {
		if (this.closed) return;
		let queue = this.queues.get(company);
		if (queue === undefined) this.queues.set(company, queue = {
			waiting: [],
			attempt: 0
		});
		queue.waiting.push(event);
		if (queue.waiting.length > this.maxQueued) {
			const dropped = queue.waiting.length - this.maxQueued;
			queue.waiting.splice(0, dropped);
			this.record(company, 0, 0, 0, `dropped ${dropped} waiting event(s): more than ${this.maxQueued} queued`);
		}
		if (queue.inFlight === undefined && queue.timer === undefined) this.schedule(company, queue, this.windowMs);
	}
	/** The payloads sent, newest first (copies), each with its attempts. */
	list() {
		return this.deliveries.map((d) => ({
			...d.delivery,
			attempts: [...d.delivery.attempts]
		})).reverse();
	}
	/**
	* Sends a payload again, once, now (signed afresh: the receiver's de-duplication sees the same events); the
	* attempt joins the delivery's, and when it gets through a payload still being retried counts as acknowledged
	* (the company's next payload goes). Undefined when there is no such delivery or its events were not kept (a
	* payload over 64 KiB).
	*/
	async resend(id) {
		const kept = this.deliveries.find((d) => d.delivery.id === id);
		if (kept === undefined || kept.events === undefined || this.closed) return undefined;
		const started = Date.now();
		let status = 0;
		let error;
		try {
			status = (await this.deliver(kept.events, this.controller.signal, (a) => this.observed(kept.delivery, a, true))).status;
		} catch (thrown) {
			const attempts = thrown.attempts;
			status = attempts?.[attempts.length - 1]?.status ?? 0;
			error = status === 0 ? attempts?.[attempts.length - 1]?.error ?? (thrown instanceof Error ? thrown.message : String(thrown)) : undefined;
		}
		this.record(kept.delivery.company, status, kept.delivery.events, Date.now() - started, error, kept.delivery.attempts.length);
		// A resend that got through acknowledges the payload if it is still being retried: the company's next one goes.
		const queue = this.queues.get(kept.delivery.company);
		if (status >= 200 && status < 300 && queue?.delivery?.id === id && !this.closed) {
			if (queue.timer !== undefined) clearTimeout(queue.timer);
			queue.timer = undefined;
			queue.inFlight = undefined;
			queue.delivery = undefined;
			if (queue.waiting.length > 0) this.schedule(kept.delivery.company, queue, this.windowMs);
			else this.queues.delete(kept.delivery.company);
		}
		return {
			status,
			...error !== undefined ? { error } : {}
		};
	}
	observed(delivery, attempt, resend = false) {
		if (delivery.payload === "") {
			const { "content-length": _length, ...headers } = attempt.headers;
			delivery.headers = headers;
			delivery.payload = Buffer.from(attempt.body.buffer, attempt.body.byteOffset, Math.min(attempt.body.byteLength, MAX_PAYLOAD_TEXT)).toString("utf8");
		}
		delivery.attempts.push({
			at: new Date().toISOString(),
			status: attempt.status,
			...attempt.reply !== undefined ? { reply: attempt.reply.slice(0, MAX_REPLY_TEXT) } : {},
			...attempt.error !== undefined ? { error: attempt.error.slice(0, 200) } : {},
			ms: attempt.ms,
			...resend ? { resend: true } : {}
		});
		if (attempt.status >= 200 && attempt.status < 300) delivery.state = "delivered";
		else if (delivery.state !== "delivered") delivery.state = "retrying";
		if (delivery.attempts.length > 50) delivery.attempts.splice(0, delivery.attempts.length - 50);
	}
	/** Events not yet acknowledged, all companies together. */
	pending() {
		let n = 0;
		for (const q of this.queues.values()) n += q.waiting.length + (q.inFlight?.length ?? 0);
		return n;
	}
	/** Stops sending: timers cleared, a delivery in flight aborted; what was not acknowledged is forgotten. */
	close() {
		this.closed = true;
		this.controller.abort(new Error("sandbox closed"));
		for (const q of this.queues.values()) if (q.timer !== undefined) clearTimeout(q.timer);
		this.queues.clear();
	}
	schedule(company, queue, delay) {
		queue.timer = setTimeout(() => {
			queue.timer = undefined;
			void this.flush(company, queue);
		}, delay);
		// Hours-long retry waits must not keep a process alive that is otherwise done.
		queue.timer.unref?.();
	}
	async flush(company, queue) {
		if (this.closed) return;
		if (queue.inFlight === undefined) {
			if (queue.waiting.length === 0) {
				this.queues.delete(company);
				return;
			}
			queue.inFlight = queue.waiting.splice(0, this.maxPerPayload);
			queue.attempt = 0;
			queue.delivery = {
				id: ++this.lastId,
				company,
				events: queue.inFlight.length,
				headers: {},
				payload: "",
				attempts: [],
				state: "sending"
			};
			// The events are kept for a resend while the payload is small; the list is bounded.
			this.deliveries.push({
				delivery: queue.delivery,
				events: JSON.stringify(queue.inFlight).length <= MAX_PAYLOAD_TEXT ? queue.inFlight : undefined
			});
			if (this.deliveries.length > MAX_DELIVERIES) this.deliveries.splice(0, this.deliveries.length - MAX_DELIVERIES);
		}
		const payload = queue.inFlight;
		const delivery = queue.delivery;
		queue.attempt++;
		const started = Date.now();
		let status = 0;
		let error;
		try {
			status = (await this.deliver(payload, this.controller.signal, delivery === undefined ? undefined : (a) => this.observed(delivery, a))).status;
		} catch (thrown) {
			const attempts = thrown.attempts;
			status = attempts?.[attempts.length - 1]?.status ?? 0;
			error = status === 0 ? attempts?.[attempts.length - 1]?.error ?? (thrown instanceof Error ? thrown.message : String(thrown)) : undefined;
		}
		if (this.closed) return;
		this.record(company, status, payload.length, Date.now() - started, error, queue.attempt);
		if (status >= 200 && status < 300) {
			queue.inFlight = undefined;
			queue.delivery = undefined;
			if (queue.waiting.length > 0) this.schedule(company, queue, this.windowMs);
			else this.queues.delete(company);
			return;
		}
		const delay = this.retryDelaysMs[Math.min(queue.attempt - 1, this.retryDelaysMs.length - 1)];
		this.schedule(company, queue, delay);
	}
	record(company, status, events, ms, error, attempt = 0) {
		this.log.add({
			at: new Date().toISOString(),
			kind: "webhook",
			method: "POST",
			path: this.target,
			status,
			ms,
			company,
			events,
			attempt,
			format: this.options.format,
			...error !== undefined ? { error: error.slice(0, 200) } : {}
		});
	}
}
