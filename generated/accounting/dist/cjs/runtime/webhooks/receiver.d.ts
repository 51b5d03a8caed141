import { type IncomingMessage, type ServerResponse } from "node:http";
import { type WebhookDedupStore } from "./dedup.js";
import { type BasicCredentials, type VerificationScheme } from "./signature.js";
/** What every event has: an id unique per change (the de-duplication key, with the format) and its format. */
export interface WebhookEventBase {
	readonly id: string;
	readonly format: string;
}
/** An event of a webhook whose definition gives no mapping: the whole payload, with its body digest as id. */
export interface WebhookPayloadEvent<
	Name extends string = string,
	Payload = unknown
> {
	/** `sha256:<hex>` of the raw body: a redelivery of the same bytes is the same event. */
	readonly id: string;
	/** The webhook's name (its operation name). */
	readonly format: Name;
	readonly payload: Payload;
}
export interface WebhookDescriptor {
	/** Operation name of the webhook. */
	readonly name: string;
	/** The webhook's key in the definition: when several webhooks accept a payload, the one whose key is a top-level value of it wins. */
	readonly key: string;
	/** Alternatives: a request must pass one of them; empty = the definition declares no verification. */
	readonly verification: readonly VerificationScheme[];
	readonly validate: (value: unknown) => {
		readonly ok: boolean;
		readonly errors?: readonly {
			readonly path: string;
			readonly message: string;
		}[];
	};
	/** Payload (valid) -> events; throws when the payload cannot be mapped (a 400). */
	readonly events: (payload: unknown, rawBody: Uint8Array) => readonly WebhookEventBase[];
	/** The path of an event's typed handler in the `on` option (`[entity, operation]`, or `[webhook name]`). */
	readonly handlerKeys: (event: WebhookEventBase) => readonly unknown[];
}
export type WebhookHandler<Event> = (event: Event) => unknown;
/** Options every generated receiver takes besides its secrets and handlers. */
export interface WebhookReceiverBaseOptions {
	/** Largest body accepted, in bytes (default 1 MiB); larger is a 413. */
	readonly maxBodyBytes?: number;
	/** Deepest JSON nesting accepted (default 64). */
	readonly maxDepth?: number;
	/** Most events one payload may carry (default 10 000). */
	readonly maxEvents?: number;
	/**
	* Time for all of a delivery's handlers, in ms (default 2500: under the 3 s a sender waits). An event whose
	* handler has not finished by then counts as failed (a 500; its handler may run again on the retry).
	*/
	readonly deadlineMs?: number;
	/** Where handled event ids are kept: default an in-memory store; `false` turns de-duplication off. */
	readonly dedup?: WebhookDedupStore | false;
	/** How long a handled event is not handed over again, in ms (default 24 h). */
	readonly dedupWindowMs?: number;
	/** listen(): time a sender has to send the whole body, in ms (default 10 s; then 408). */
	readonly bodyTimeoutMs?: number;
	/** Told about each handler failure and store error (default: one line on stderr). */
	readonly onError?: (error: unknown, event: WebhookEventBase | undefined) => void;
}
export interface WebhookReceiverCoreOptions<Event extends WebhookEventBase> extends WebhookReceiverBaseOptions {
	readonly webhooks: readonly WebhookDescriptor[];
	/** Secrets by the option name a scheme names (`verifierToken`): strings (HMAC) or Basic credential pairs. */
	readonly secrets: {
		readonly [key: string]: readonly string[] | readonly BasicCredentials[];
	};
	/** Typed handlers, found by each webhook's `handlerKeys`; run before `onEvent`. */
	readonly on?: unknown;
	readonly onEvent?: WebhookHandler<Event>;
}
export interface WebhookReply {
	readonly status: number;
	readonly headers: {
		readonly [name: string]: string;
	};
	readonly body: string;
}
export interface ListeningReceiver {
	readonly url: string;
	close(): Promise<void>;
}
export interface WebhookReceiver {
	/** The framework-free core: raw body (bytes, or a string taken as UTF-8) and headers in, the reply out. */
	handle(rawBody: Uint8Array | string, headers: {
		readonly [name: string]: string | readonly string[] | undefined;
	}): Promise<WebhookReply>;
	/** A node:http request listener (reads the body under the size and time bounds, then `handle`). */
	readonly listener: (request: IncomingMessage, response: ServerResponse) => void;
	/** Listens on `port` (default 0: a free one) and `host` (default 127.0.0.1). */
	listen(port?: number, host?: string): Promise<ListeningReceiver>;
}
export declare function errorReply(status: number, reason: string, message: string, extra?: {
	readonly [name: string]: unknown;
}): WebhookReply;
export declare function createWebhookReceiverCore<Event extends WebhookEventBase>(options: WebhookReceiverCoreOptions<Event>): WebhookReceiver;
/** The id of a payload event: the digest of the raw body. */
export declare function payloadEventId(rawBody: Uint8Array): string;
