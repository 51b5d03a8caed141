/**
* Many items through an operation that takes at most `chunkSize` per request (`x-svc-batch`): the items are
* split into chunks, each item gets an id within its chunk, the chunks are sent (concurrently: the rate limiter
* paces them), and the outcomes are matched back by id and returned in input order, each a value or a fault.
*/
/** Which members carry the items and outcomes (the interface's `x-svc-batch`). */
export interface BatchShape {
	readonly itemsMember: string;
	readonly idMember: string;
	readonly operationMember: string;
	readonly queryMember?: string;
	readonly queryResultMember?: string;
	readonly faultMember: string;
}
/** One item's outcome: its value (the entity, or a query item's result) or its fault. */
export type BatchOutcome<
	V,
	F
> = {
	readonly ok: true;
	readonly value: V;
} | {
	readonly ok: false;
	readonly fault: F | undefined;
};
/** Sends one request body and resolves to its outcomes (the operation's unwrapped result). */
export type BatchSender = (body: {
	readonly [member: string]: unknown;
}) => Promise<unknown>;
type Item = {
	readonly [member: string]: unknown;
};
/** Splits `items` into chunks of at most `chunkSize`, sends each, and returns the outcomes in input order. */
export declare function runBatch(shape: BatchShape, items: readonly Item[], chunkSize: number, send: BatchSender): Promise<BatchOutcome<unknown, unknown>[]>;
export {};
