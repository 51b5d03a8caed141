export interface WebhookSendOptions {
	/** Further attempts after the first (default 3). */
	readonly retries?: number;
	/** Time for one attempt, connection to last reply byte, in ms (default 3000). */
	readonly timeoutMs?: number;
	/** Wait before the first retry, in ms (default 1000); doubled each retry, with jitter, up to `maxBackoffMs`. */
	readonly backoffMs?: number;
	readonly maxBackoffMs?: number;
	/** Most reply bytes kept (default 64 KiB). */
	readonly maxReplyBytes?: number;
	/** Extra request headers. */
	readonly headers?: {
		readonly [name: string]: string;
	};
	readonly signal?: AbortSignal;
	/** Told each attempt as it ends: the request as sent (headers with the signature, body) and the reply or error. */
	readonly onAttempt?: (attempt: WebhookAttemptRecord) => void;
}
/** One attempt as `onAttempt` sees it. */
export interface WebhookAttemptRecord {
	readonly headers: {
		readonly [name: string]: string;
	};
	readonly body: Uint8Array;
	/** HTTP status, or 0 when no complete reply came. */
	readonly status: number;
	/** The reply body as text (at most `maxReplyBytes`). */
	readonly reply?: string;
	readonly error?: string;
	readonly ms: number;
}
export interface WebhookAttempt {
	/** HTTP status, or 0 when no complete reply came. */
	readonly status: number;
	readonly error?: string;
}
export interface WebhookSendResult {
	readonly status: number;
	/** The reply body as text (at most `maxReplyBytes`). */
	readonly body: string;
	readonly attempts: readonly WebhookAttempt[];
}
/** Every attempt failed. */
export declare class WebhookDeliveryError extends Error {
	readonly attempts: readonly WebhookAttempt[];
	constructor(message: string, attempts: readonly WebhookAttempt[]);
}
/** POSTs `body` (already signed in `headers`) until a 2xx or the retries run out. */
export declare function sendSignedWebhook(target: string, body: Uint8Array, headers: {
	readonly [name: string]: string;
}, options?: WebhookSendOptions): Promise<WebhookSendResult>;
