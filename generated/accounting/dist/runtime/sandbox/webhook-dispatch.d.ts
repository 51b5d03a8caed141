/**
* The webhooks a sandbox sends for its writes, delivered the way the real service delivers them: the events of
* one company gathered for a batching window and sent as one signed payload; one payload in flight per company,
* and a later one only after the earlier one was acknowledged (2xx within the timeout), so each company's events
* arrive in order; a payload not acknowledged is sent again, the same bytes, after each delay of the retry
* schedule (then every last delay), so delivery is at least once. Every attempt goes to the request log. Memory
* is bounded: at most `maxQueuedEvents` wait per company (the oldest waiting are dropped past it, and the log
* says so), at most `maxEventsPerPayload` go in one payload.
*/
import type { RequestLog } from "./request-log.js";
export interface SandboxWebhookOptions {
	/** Where to POST the notifications (your webhook endpoint). */
	readonly url: string;
	/** How long a company's events are gathered before they are sent (ms); default 1000. */
	readonly windowMs?: number;
	/** Waits before the retries of an unacknowledged payload (ms); the last repeats. Default the real service's. */
	readonly retryDelaysMs?: readonly number[];
	/** Time for the endpoint to acknowledge (ms); default 3000, as the real service. */
	readonly timeoutMs?: number;
	/** Events waiting per company at most; default 10,000. */
	readonly maxQueuedEvents?: number;
	/** Events per payload at most; default 1000. */
	readonly maxEventsPerPayload?: number;
}
/** The real service's retry schedule: 10 s, 20 s, 30 s, 5 min, 20 min, 2 h, 4 h, 6 h, then every 6 h. */
export declare const REAL_RETRY_DELAYS_MS: readonly number[];
/** One attempt as the sender saw it: the request as sent (signature headers, bytes) and the reply or error. */
export interface ObservedAttempt {
	readonly headers: {
		readonly [name: string]: string;
	};
	readonly body: Uint8Array;
	readonly status: number;
	readonly reply?: string;
	readonly error?: string;
	readonly ms: number;
}
/**
* Sends one payload of events, once; resolves with the status of a 2xx, rejects otherwise. `observe` is told the
* attempt (what was sent, what came back).
*/
export type DeliverPayload = (events: readonly unknown[], signal: AbortSignal, observe?: (attempt: ObservedAttempt) => void) => Promise<{
	readonly status: number;
}>;
/** A payload the sandbox sent, as the console shows it: what was sent, every attempt, and whether it got through. */
export interface WebhookDelivery {
	readonly id: number;
	readonly company: string;
	readonly events: number;
	/** The request's headers (content type, signature) and body as sent (the body's first 64 KiB). */
	headers: {
		readonly [name: string]: string;
	};
	payload: string;
	readonly attempts: {
		readonly at: string;
		readonly status: number;
		readonly reply?: string;
		readonly error?: string;
		readonly ms: number;
		readonly resend?: boolean;
	}[];
	state: "sending" | "retrying" | "delivered";
}
export declare class WebhookDispatcher {
	private readonly options;
	private readonly deliver;
	private readonly log;
	private readonly queues;
	private readonly controller;
	private readonly windowMs;
	private readonly retryDelaysMs;
	private readonly maxQueued;
	private readonly maxPerPayload;
	private readonly target;
	private closed;
	private readonly deliveries;
	private lastId;
	constructor(options: SandboxWebhookOptions & {
		readonly format: string;
	}, deliver: DeliverPayload, log: RequestLog);
	/** Queues a company's event; it goes out with the next payload of that company. */
	enqueue(company: string, event: unknown): void;
	/** The payloads sent, newest first (copies), each with its attempts. */
	list(): WebhookDelivery[];
	/**
	* Sends a payload again, once, now (signed afresh: the receiver's de-duplication sees the same events); the
	* attempt joins the delivery's, and when it gets through a payload still being retried counts as acknowledged
	* (the company's next payload goes). Undefined when there is no such delivery or its events were not kept (a
	* payload over 64 KiB).
	*/
	resend(id: number): Promise<{
		readonly status: number;
		readonly error?: string;
	} | undefined>;
	private observed;
	/** Events not yet acknowledged, all companies together. */
	pending(): number;
	/** Stops sending: timers cleared, a delivery in flight aborted; what was not acknowledged is forgotten. */
	close(): void;
	private schedule;
	private flush;
	private record;
}
