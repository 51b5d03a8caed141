/** Webhooks of Accounting API 3.75.0: typed events, a verifying receiver and a signed sender. Generated; do not edit. */
/// <reference types="node" />
import {
  createWebhookReceiverCore,
  payloadEventId,
  type WebhookDescriptor,
  type WebhookPayloadEvent,
  type WebhookReceiver,
  type WebhookReceiverBaseOptions,
} from './runtime/webhooks/receiver.js';
import {
  sendSignedWebhook,
  type WebhookSendOptions,
  type WebhookSendResult,
} from './runtime/webhooks/sender.js';
import {
  signatureHeader,
  type BasicCredentials,
  type VerificationScheme,
} from './runtime/webhooks/signature.js';
import { validate } from './validators.js';
import {
  cloudEventsEvents,
  cloudEventsPayload,
  legacyEvents,
  legacyPayload,
  type EntityChangeEvent,
} from './service/webhooks.js';

/** Entities the definition names in its webhook events (others may arrive too). */
export type AccountingWebhookEntity =
  | 'Account'
  | 'Bill'
  | 'Customer'
  | 'Invoice'
  | 'Item'
  | 'Payment'
  | 'Vendor';

/** One event of any webhook of this interface, the same shape whichever payload format carried it. */
export type AccountingWebhookEvent = EntityChangeEvent & {
  readonly entity: AccountingWebhookEntity | (string & {});
};

/** Typed handlers, by entity and operation (or by webhook); each runs before `onEvent`. */
export type AccountingWebhookHandlers = {
  readonly [E in AccountingWebhookEntity]?: {
    readonly [O in EntityChangeEvent['operation'] & string]?: (
      event: EntityChangeEvent & { readonly entity: E; readonly operation: O },
    ) => unknown;
  };
};

export interface AccountingWebhookReceiverOptions extends WebhookReceiverBaseOptions {
  /** The secret the requests are signed with; a list during rotation (any of them verifies). */
  readonly verifierToken: string | readonly string[];
  /** Runs for every event, in payload order; throwing (or missing the deadline) makes the reply 500 so the sender retries. */
  readonly onEvent?: (event: AccountingWebhookEvent) => unknown;
  readonly on?: AccountingWebhookHandlers;
}

const ENTITIES: readonly string[] = [
  'Account',
  'Bill',
  'Customer',
  'Invoice',
  'Item',
  'Payment',
  'Vendor',
];

const WEBHOOKS: readonly WebhookDescriptor[] = [
  {
    name: 'entityChangeNotification',
    key: 'entityChange',
    verification: [
      {
        kind: 'signature',
        header: 'intuit-signature',
        algorithm: 'hmac-sha256',
        encoding: 'base64',
        key: 'verifierToken',
      },
    ],
    validate: validate.WebhookNotification,
    events: (payload) => legacyEvents(payload, { entities: ENTITIES }),
    handlerKeys: (event) => [
      (event as EntityChangeEvent).entity,
      (event as EntityChangeEvent).operation,
    ],
  },
  {
    name: 'entityChangeCloudEvents',
    key: 'entityChangeCloudEvents',
    verification: [
      {
        kind: 'signature',
        header: 'intuit-signature',
        algorithm: 'hmac-sha256',
        encoding: 'base64',
        key: 'verifierToken',
      },
    ],
    validate: validate.CloudEventNotification,
    events: (payload) => cloudEventsEvents(payload, { entities: ENTITIES }),
    handlerKeys: (event) => [
      (event as EntityChangeEvent).entity,
      (event as EntityChangeEvent).operation,
    ],
  },
];

const list = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T];

/**
 * A receiver of Accounting API's webhooks: verifies each request over its raw bytes (401 otherwise, nothing runs), validates the payload
 * (400), turns it into events and hands each to your handlers once per de-duplication window; 200 when all were handled, else 500.
 * Use `listen()`, the node:http `listener`, or `handle(rawBody, headers)` in any framework.
 */
export function createAccountingWebhookReceiver(
  options: AccountingWebhookReceiverOptions,
): WebhookReceiver {
  return createWebhookReceiverCore<AccountingWebhookEvent>({
    ...options,
    webhooks: WEBHOOKS,
    secrets: { verifierToken: list(options.verifierToken) },
  });
}

export interface AccountingWebhookSendOptions extends WebhookSendOptions {
  /** The secret to sign with (the first of a list). */
  readonly verifierToken: string | readonly string[];
  /** With a format, the payload is a list of events, encoded in that format. */
  readonly format?: AccountingWebhookFormat;
}

export type AccountingWebhookFormat = 'legacy' | 'cloudevents';

const ENCODERS: {
  readonly [format in AccountingWebhookFormat]: (
    events: Parameters<typeof legacyPayload>[0],
  ) => unknown;
} = { legacy: legacyPayload, cloudevents: cloudEventsPayload };

const SIGNING: { readonly [format in AccountingWebhookFormat]: VerificationScheme | null } = {
  legacy: {
    kind: 'signature',
    header: 'intuit-signature',
    algorithm: 'hmac-sha256',
    encoding: 'base64',
    key: 'verifierToken',
  },
  cloudevents: {
    kind: 'signature',
    header: 'intuit-signature',
    algorithm: 'hmac-sha256',
    encoding: 'base64',
    key: 'verifierToken',
  },
};

const DEFAULT_SIGNING: VerificationScheme | null = {
  kind: 'signature',
  header: 'intuit-signature',
  algorithm: 'hmac-sha256',
  encoding: 'base64',
  key: 'verifierToken',
};

function sign(
  scheme: VerificationScheme | null,
  body: Uint8Array,
  options: AccountingWebhookSendOptions,
): { [name: string]: string } {
  if (scheme === null) return {};
  const secret = list((options as unknown as { readonly [key: string]: unknown })[scheme.key])[0];
  if (secret === undefined)
    throw new TypeError(`option ${scheme.key} is required to sign a webhook`);
  if (scheme.kind === 'signature')
    return { [scheme.header]: signatureHeader(scheme, secret as string, body) };
  const pair = secret as BasicCredentials;
  return {
    authorization: `Basic ${Buffer.from(`${pair.username}:${pair.password}`, 'utf8').toString('base64')}`,
  };
}

/**
 * Sends a signed Accounting API webhook like the real sender: the exact bytes signed, retried with backoff on a non-2xx reply or
 * none within 3 s. `payload` is the body (bytes and strings are sent as they are, anything else as JSON), or with `format` a list
 * of events to encode. Rejects with `WebhookDeliveryError` when every attempt failed.
 */
export function sendAccountingWebhook(
  url: string,
  events: Parameters<typeof legacyPayload>[0],
  options: AccountingWebhookSendOptions & { readonly format: AccountingWebhookFormat },
): Promise<WebhookSendResult>;
export function sendAccountingWebhook(
  url: string,
  payload: unknown,
  options: AccountingWebhookSendOptions,
): Promise<WebhookSendResult>;
export function sendAccountingWebhook(
  url: string,
  payload: unknown,
  options: AccountingWebhookSendOptions,
): Promise<WebhookSendResult> {
  const format = options.format;
  const body =
    format !== undefined
      ? ENCODERS[format](payload as Parameters<typeof legacyPayload>[0])
      : payload;
  const scheme = format !== undefined ? SIGNING[format] : DEFAULT_SIGNING;
  const bytes =
    body instanceof Uint8Array
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  try {
    return sendSignedWebhook(url, bytes, sign(scheme, bytes, options), options);
  } catch (error) {
    return Promise.reject(error);
  }
}

export { MemoryDedupStore } from './runtime/webhooks/dedup.js';
export type { WebhookDedupStore } from './runtime/webhooks/dedup.js';
export { RedisDedupStore } from './runtime/webhooks/redis-dedup.js';
export type { RedisDedupClient } from './runtime/webhooks/redis-dedup.js';
export type {
  WebhookReceiver,
  WebhookReply,
  WebhookPayloadEvent,
} from './runtime/webhooks/receiver.js';
export { WebhookDeliveryError } from './runtime/webhooks/sender.js';
export type { WebhookSendResult } from './runtime/webhooks/sender.js';
export type { BasicCredentials } from './runtime/webhooks/signature.js';
