/**
* Job handlers and queue arithmetic: what a job does with its request and response documents, how an outcome
* (run again as an iterator, follow-ups, an error) turns into queue changes, and percent done from the queue.
*/
import { randomUUID } from "node:crypto";
/** A queue item from what a caller enqueues. */
export function jobItem(input) {
	if (typeof input.job !== "string" || input.job === "") throw new TypeError("A job item needs a job name");
	return {
		id: input.id ?? randomUUID(),
		job: input.job,
		...input.payload !== undefined ? { payload: input.payload } : {},
		...input.onError !== undefined ? { onError: input.onError } : {}
	};
}
/** The item again, for its next request: new state and remaining count, weight = requests still expected. */
export function continuation(item, again) {
	const requests = again.requests !== undefined && again.requests >= 1 ? Math.floor(again.requests) : 1;
	return {
		id: item.id,
		job: item.job,
		...item.payload !== undefined ? { payload: item.payload } : {},
		...again.state !== undefined ? { state: again.state } : {},
		...again.remaining !== undefined ? { remaining: again.remaining } : {},
		weight: requests,
		...item.onError !== undefined ? { onError: item.onError } : {}
	};
}
/**
* Percent done after `done` requests with `remaining` requests still expected: 100 only when nothing remains,
* otherwise 0..99 (the client asks for the next request).
*/
export function percentDone(done, remaining) {
	if (remaining <= 0) return 100;
	return Math.min(99, Math.floor(100 * done / (done + remaining)));
}
/** Requests an item still expects (its weight, at least 1). */
export function itemWeight(item) {
	return item?.weight !== undefined && item.weight >= 1 ? item.weight : 1;
}
/** The policy that applies to an item. */
export function errorPolicy(item, fallback) {
	return item.onError ?? fallback;
}
