/** Webhooks of Accounting API 3.75.0: typed events, a verifying receiver and a signed sender. Generated; do not edit. */
/// <reference types="node" />
import { createWebhookReceiverCore, payloadEventId } from "./runtime/webhooks/receiver.js";
import { sendSignedWebhook } from "./runtime/webhooks/sender.js";
import { signatureHeader } from "./runtime/webhooks/signature.js";
import { validate } from "./validators.js";
import { cloudEventsEvents, cloudEventsPayload, legacyEvents, legacyPayload } from "./service/webhooks.js";
const ENTITIES = [
	"Account",
	"Bill",
	"Customer",
	"Invoice",
	"Item",
	"Payment",
	"Vendor"
];
const WEBHOOKS = [{
	name: "entityChangeNotification",
	key: "entityChange",
	verification: [{
		kind: "signature",
		header: "intuit-signature",
		algorithm: "hmac-sha256",
		encoding: "base64",
		key: "verifierToken"
	}],
	validate: validate.WebhookNotification,
	events: (payload) => legacyEvents(payload, { entities: ENTITIES }),
	handlerKeys: (event) => [event.entity, event.operation]
}, {
	name: "entityChangeCloudEvents",
	key: "entityChangeCloudEvents",
	verification: [{
		kind: "signature",
		header: "intuit-signature",
		algorithm: "hmac-sha256",
		encoding: "base64",
		key: "verifierToken"
	}],
	validate: validate.CloudEventNotification,
	events: (payload) => cloudEventsEvents(payload, { entities: ENTITIES }),
	handlerKeys: (event) => [event.entity, event.operation]
}];
const list = (value) => Array.isArray(value) ? value : [value];
/**
* A receiver of Accounting API's webhooks: verifies each request over its raw bytes (401 otherwise, nothing runs), validates the payload
* (400), turns it into events and hands each to your handlers once per de-duplication window; 200 when all were handled, else 500.
* Use `listen()`, the node:http `listener`, or `handle(rawBody, headers)` in any framework.
*/
export function createAccountingWebhookReceiver(options) {
	return createWebhookReceiverCore({
		...options,
		webhooks: WEBHOOKS,
		secrets: { verifierToken: list(options.verifierToken) }
	});
}
const ENCODERS = {
	legacy: legacyPayload,
	cloudevents: cloudEventsPayload
};
const SIGNING = {
	legacy: {
		kind: "signature",
		header: "intuit-signature",
		algorithm: "hmac-sha256",
		encoding: "base64",
		key: "verifierToken"
	},
	cloudevents: {
		kind: "signature",
		header: "intuit-signature",
		algorithm: "hmac-sha256",
		encoding: "base64",
		key: "verifierToken"
	}
};
const DEFAULT_SIGNING = {
	kind: "signature",
	header: "intuit-signature",
	algorithm: "hmac-sha256",
	encoding: "base64",
	key: "verifierToken"
};
function sign(scheme, body, options) {
	if (scheme === null) return {};
	const secret = list(options[scheme.key])[0];
	if (secret === undefined) throw new TypeError(`option ${scheme.key} is required to sign a webhook`);
	if (scheme.kind === "signature") return { [scheme.header]: signatureHeader(scheme, secret, body) };
	const pair = secret;
	return { authorization: `Basic ${Buffer.from(`${pair.username}:${pair.password}`, "utf8").toString("base64")}` };
}
export function sendAccountingWebhook(url, payload, options) {
	const format = options.format;
	const body = format !== undefined ? ENCODERS[format](payload) : payload;
	const scheme = format !== undefined ? SIGNING[format] : DEFAULT_SIGNING;
	const bytes = body instanceof Uint8Array ? body : Buffer.from(typeof body === "string" ? body : JSON.stringify(body), "utf8");
	try {
		return sendSignedWebhook(url, bytes, sign(scheme, bytes, options), options);
	} catch (error) {
		return Promise.reject(error);
	}
}
export { MemoryDedupStore } from "./runtime/webhooks/dedup.js";
export { RedisDedupStore } from "./runtime/webhooks/redis-dedup.js";
export { WebhookDeliveryError } from "./runtime/webhooks/sender.js";
