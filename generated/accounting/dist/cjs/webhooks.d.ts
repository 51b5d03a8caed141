/// <reference types="node" />
/** Webhooks of Accounting API 3.75.0: typed events, a verifying receiver and a signed sender. Generated; do not edit. */
import { type WebhookReceiver, type WebhookReceiverBaseOptions } from "./runtime/webhooks/receiver.js";
import { type WebhookSendOptions, type WebhookSendResult } from "./runtime/webhooks/sender.js";
import { legacyPayload, type EntityChangeEvent } from "./service/webhooks.js";
/** Entities the definition names in its webhook events (others may arrive too). */
export type AccountingWebhookEntity = "Account" | "Bill" | "Customer" | "Invoice" | "Item" | "Payment" | "Vendor";
/** One event of any webhook of this interface, the same shape whichever payload format carried it. */
export type AccountingWebhookEvent = EntityChangeEvent & {
	readonly entity: AccountingWebhookEntity | string & {};
};
/** Typed handlers, by entity and operation (or by webhook); each runs before `onEvent`. */
export type AccountingWebhookHandlers = { readonly [E in AccountingWebhookEntity]?: { readonly [O in EntityChangeEvent["operation"] & string]?: (event: EntityChangeEvent & {
	readonly entity: E;
	readonly operation: O;
}) => unknown } };
export interface AccountingWebhookReceiverOptions extends WebhookReceiverBaseOptions {
	/** The secret the requests are signed with; a list during rotation (any of them verifies). */
	readonly verifierToken: string | readonly string[];
	/** Runs for every event, in payload order; throwing (or missing the deadline) makes the reply 500 so the sender retries. */
	readonly onEvent?: (event: AccountingWebhookEvent) => unknown;
	readonly on?: AccountingWebhookHandlers;
}
/**
* A receiver of Accounting API's webhooks: verifies each request over its raw bytes (401 otherwise, nothing runs), validates the payload
* (400), turns it into events and hands each to your handlers once per de-duplication window; 200 when all were handled, else 500.
* Use `listen()`, the node:http `listener`, or `handle(rawBody, headers)` in any framework.
*/
export declare function createAccountingWebhookReceiver(options: AccountingWebhookReceiverOptions): WebhookReceiver;
export interface AccountingWebhookSendOptions extends WebhookSendOptions {
	/** The secret to sign with (the first of a list). */
	readonly verifierToken: string | readonly string[];
	/** With a format, the payload is a list of events, encoded in that format. */
	readonly format?: AccountingWebhookFormat;
}
export type AccountingWebhookFormat = "legacy" | "cloudevents";
/**
* Sends a signed Accounting API webhook like the real sender: the exact bytes signed, retried with backoff on a non-2xx reply or
* none within 3 s. `payload` is the body (bytes and strings are sent as they are, anything else as JSON), or with `format` a list
* of events to encode. Rejects with `WebhookDeliveryError` when every attempt failed.
*/
export declare function sendAccountingWebhook(url: string, events: Parameters<typeof legacyPayload>[0], options: AccountingWebhookSendOptions & {
	readonly format: AccountingWebhookFormat;
}): Promise<WebhookSendResult>;
export declare function sendAccountingWebhook(url: string, payload: unknown, options: AccountingWebhookSendOptions): Promise<WebhookSendResult>;
export { MemoryDedupStore } from "./runtime/webhooks/dedup.js";
export type { WebhookDedupStore } from "./runtime/webhooks/dedup.js";
export { RedisDedupStore } from "./runtime/webhooks/redis-dedup.js";
export type { RedisDedupClient } from "./runtime/webhooks/redis-dedup.js";
export type { WebhookReceiver, WebhookReply, WebhookPayloadEvent } from "./runtime/webhooks/receiver.js";
export { WebhookDeliveryError } from "./runtime/webhooks/sender.js";
export type { WebhookSendResult } from "./runtime/webhooks/sender.js";
export type { BasicCredentials } from "./runtime/webhooks/signature.js";
