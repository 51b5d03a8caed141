/**
* Deadlines of handlers still running, checked by one coarse unref'd timer per listener rather than a timer
* per request (a timer per request was a measurable share of the server's time on small requests). A handler
* that has not settled by its deadline is given up on: `expire` answers for it and frees the connection.
*/
/** One handler call being waited for. */
export interface PendingHandler {
	readonly deadline: number;
	/** Called once if the deadline passes first. */
	readonly expire: () => void;
}
export declare class HandlerDeadlines {
	#private;
	readonly timeoutMs: number;
	constructor(timeoutMs: number);
	/** Starts waiting for one handler; `settle` (returned) must be called when it answers, and says if it is still awaited. */
	start(expire: () => void): () => boolean;
}
