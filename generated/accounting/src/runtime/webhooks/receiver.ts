/**
 * The webhook receiver core every generated `create<Api>WebhookReceiver` is glue over. `handle(rawBody, headers)`
 * is framework-free: verify over the raw bytes first (401, nothing parsed, nothing run), then media type, UTF-8,
 * depth and JSON (415 / 400), then which webhook the payload is by the generated validators (400 naming the
 * problem), then its events, delivered in payload order under one deadline, each at most once per
 * de-duplication window: 200 when every event is handled, else 500 so the sender retries, and the retry runs only
 * the events that failed. `listener` / `listen()` put it on node:http with bounded bodies and slow senders cut off.
 *
 * Error bodies are `{"error": {"status", "reason", "message"}}` (`reason` is a stable code).
 */
import { createHash } from 'node:crypto';
import { createServer, maxHeaderSize, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryDedupStore, type WebhookDedupStore } from './dedup.js';
import { answerNodeRefusals, deadlineOptions, type NodeRefusal, type RawAnswer } from './node-refusals.js';
import { parsePayload } from './payload.js';
import { verifyBasic, verifySignature, type BasicCredentials, type VerificationResult, type VerificationScheme } from './signature.js';

/** What every event has: an id unique per change (the de-duplication key, with the format) and its format. */
export interface WebhookEventBase {
  readonly id: string;
  readonly format: string;
}

/** An event of a webhook whose definition gives no mapping: the whole payload, with its body digest as id. */
export interface WebhookPayloadEvent<Name extends string = string, Payload = unknown> {
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
  readonly validate: (value: unknown) => { readonly ok: boolean; readonly errors?: readonly { readonly path: string; readonly message: string }[] };
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
  readonly secrets: { readonly [key: string]: readonly string[] | readonly BasicCredentials[] };
  /** Typed handlers, found by each webhook's `handlerKeys`; run before `onEvent`. */
  readonly on?: unknown;
  readonly onEvent?: WebhookHandler<Event>;
}

export interface WebhookReply {
  readonly status: number;
  readonly headers: { readonly [name: string]: string };
  readonly body: string;
}

export interface ListeningReceiver {
  readonly url: string;
  close(): Promise<void>;
}

export interface WebhookReceiver {
  /** The framework-free core: raw body (bytes, or a string taken as UTF-8) and headers in, the reply out. */
  handle(rawBody: Uint8Array | string, headers: { readonly [name: string]: string | readonly string[] | undefined }): Promise<WebhookReply>;
  /** A node:http request listener (reads the body under the size and time bounds, then `handle`). */
  readonly listener: (request: IncomingMessage, response: ServerResponse) => void;
  /** Listens on `port` (default 0: a free one) and `host` (default 127.0.0.1). */
  listen(port?: number, host?: string): Promise<ListeningReceiver>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

function reply(status: number, body: unknown): WebhookReply {
  return { status, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

export function errorReply(status: number, reason: string, message: string, extra: { readonly [name: string]: unknown } = {}): WebhookReply {
  return reply(status, { error: { status, reason, message, ...extra } });
}

type RawHeaders = { readonly [name: string]: string | readonly string[] | undefined };

/**
 * A header by its lower-case name: node's headers are lower case already, so the name is looked up as it is;
 * only when it is not there are the names compared case-insensitively (headers given to `handle` by hand).
 */
function headerOf(headers: RawHeaders, lower: string): string | readonly string[] | undefined {
  if (Object.hasOwn(headers, lower)) return headers[lower];
  let found: string | readonly string[] | undefined;
  for (const name of Object.keys(headers)) if (name.toLowerCase() === lower) found = headers[name];
  return found;
}

/** Whether a top-level member of the payload has the webhook's key as its value (`"type": "x.created"`). */
function namesKey(payload: unknown, key: string): boolean {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Object.values(payload).some((v) => v === key);
}

function schemeKey(scheme: VerificationScheme): string {
  return JSON.stringify(scheme);
}

/** Whether a handler's or store's result is a promise to wait for (plain values need no microtask). */
/** How an event is named in messages: its id, prefixed by its format unless the id already starts with it. */
function eventLabel(event: WebhookEventBase): string {
  return event.id.startsWith(`${event.format}:`) ? event.id : `${event.format}:${event.id}`;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export function createWebhookReceiverCore<Event extends WebhookEventBase>(options: WebhookReceiverCoreOptions<Event>): WebhookReceiver {
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const maxDepth = options.maxDepth ?? 64;
  const maxEvents = options.maxEvents ?? 10_000;
  const deadlineMs = options.deadlineMs ?? 2500;
  const windowMs = options.dedupWindowMs ?? DAY_MS;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const dedup = options.dedup === false ? undefined : (options.dedup ?? new MemoryDedupStore());
  const onError =
    options.onError ??
    ((error: unknown, event: WebhookEventBase | undefined) =>
      console.error(`webhook receiver: ${event ? `event ${eventLabel(event)}: ` : ''}${error instanceof Error ? error.message : String(error)}`));

  // Every distinct scheme any webhook accepts, checked before the body is parsed; each webhook's schemes by their
  // index in that list, found once here (no key is built per request).
  const byKey = new Map<string, number>();
  const schemes: VerificationScheme[] = [];
  const indexOf = new Map<VerificationScheme, number>();
  for (const webhook of options.webhooks) {
    for (const scheme of webhook.verification) {
      const key = schemeKey(scheme);
      let index = byKey.get(key);
      if (index === undefined) {
        index = schemes.push(scheme) - 1;
        byKey.set(key, index);
      }
      indexOf.set(scheme, index);
    }
  }
  for (const scheme of schemes) {
    const secrets = options.secrets[scheme.key];
    if (secrets === undefined || secrets.length === 0) throw new TypeError(`webhook receiver: option ${scheme.key} is required (the definition declares this verification)`);
  }
  const everyWebhookVerified = options.webhooks.every((w) => w.verification.length > 0);
  // Webhooks sharing a payload schema are told apart by their key; each distinct validator runs at most once.
  const groups = new Map<WebhookDescriptor['validate'], WebhookDescriptor[]>();
  for (const webhook of options.webhooks) groups.set(webhook.validate, [...(groups.get(webhook.validate) ?? []), webhook]);
  const byValidator = [...groups.values()];

  /** Each scheme's result, by its index in `schemes`. */
  function verify(body: Uint8Array, headers: RawHeaders): VerificationResult[] {
    const results: VerificationResult[] = [];
    for (const scheme of schemes) {
      results.push(
        scheme.kind === 'signature'
          ? verifySignature(scheme, options.secrets[scheme.key] as readonly string[], body, headerOf(headers, scheme.header))
          : verifyBasic(options.secrets[scheme.key] as readonly BasicCredentials[], headerOf(headers, 'authorization')),
      );
    }
    return results;
  }

  function refusal(results: readonly VerificationResult[], accepted: readonly VerificationScheme[]): WebhookReply {
    const first = results[indexOf.get(accepted[0]) ?? -1];
    const failed = first && !first.ok ? first : { reason: 'unverified', message: 'The request is not verified' };
    return errorReply(401, failed.reason, failed.message);
  }

  /** The typed handler of an event (`on[...keys]`), own members only: `__proto__` in a payload finds nothing. */
  function typedHandler(event: Event, webhook: WebhookDescriptor): WebhookHandler<Event> | undefined {
    let node: unknown = options.on;
    for (const key of webhook.handlerKeys(event)) {
      node = typeof node === 'object' && node !== null && typeof key === 'string' && Object.hasOwn(node, key) ? (node as { [key: string]: unknown })[key] : undefined;
    }
    return typeof node === 'function' ? (node as WebhookHandler<Event>) : undefined;
  }

  async function deliver(events: readonly Event[], webhook: WebhookDescriptor): Promise<WebhookReply> {
    const deadline = Date.now() + deadlineMs;
    // One timer per delivery, made when the first promise needs waiting for; synchronous handlers and stores
    // cost no timer and no microtask.
    let expired: Promise<never> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const untilDeadline = (work: PromiseLike<unknown>): Promise<unknown> => {
      if (expired === undefined) {
        expired = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('not finished within the delivery deadline')), Math.max(0, deadline - Date.now()));
        });
        expired.catch(() => {});
      }
      return Promise.race([work, expired]);
    };
    const failed: string[] = [];
    let handled = 0;
    let duplicates = 0;
    const keys = events.map((event) => `${event.format}:${event.id}`);
    // A store that claims a delivery's ids at once does so up front (one call, not one per event); a claim not
    // used because the deadline passed is released below. The claims outlive the deadline a little, so a
    // concurrent delivery does not run those events meanwhile.
    let claims: readonly boolean[] | undefined;
    let claimFailure: { error: unknown } | undefined;
    if (dedup?.claimAll !== undefined && events.length > 1) {
      try {
        let all: unknown = dedup.claimAll(keys, deadlineMs + 1000, windowMs);
        if (isThenable(all)) all = await untilDeadline(all);
        claims = all as readonly boolean[];
      } catch (error) {
        claimFailure = { error };
      }
    }
    try {
      for (let i = 0; i < events.length; i++) {
        const event = events[i];
        const key = keys[i];
        try {
          if (claimFailure !== undefined) throw claimFailure.error;
          const now = Date.now();
          if (now >= deadline) {
            if (claims?.[i] === true && dedup) {
              const released = dedup.release(key);
              // A release that fails leaves the claim to expire (one second after the deadline).
              if (isThenable(released)) await untilDeadline(released).catch(() => {});
            }
            throw new Error('not run: the delivery deadline had passed');
          }
          if (dedup) {
            let claimed: unknown = claims !== undefined ? claims[i] : dedup.claim(key, deadline - now + 1000, windowMs);
            if (isThenable(claimed)) claimed = await untilDeadline(claimed);
            if (!claimed) {
              duplicates++;
              continue;
            }
          }
          try {
            const typed = options.on === undefined ? undefined : typedHandler(event, webhook);
            if (typed) {
              const result = typed(event);
              if (isThenable(result)) await untilDeadline(result);
            }
            if (options.onEvent) {
              const result = options.onEvent(event);
              if (isThenable(result)) await untilDeadline(result);
            }
          } catch (error) {
            if (dedup) {
              const released = dedup.release(key);
              // A release that fails leaves the claim to expire (one second after the deadline).
              if (isThenable(released)) await untilDeadline(released).catch(() => {});
            }
            throw error;
          }
          if (dedup && dedup.claimHoldsWindow !== true) {
            const completed = dedup.complete(key, windowMs);
            if (isThenable(completed)) await untilDeadline(completed);
          }
          handled++;
        } catch (error) {
          failed.push(event.id);
          onError(error, event);
        }
      }
    } finally {
      clearTimeout(timer);
    }
    if (failed.length > 0) {
      return errorReply(500, 'handler-failed', `${failed.length} of ${events.length} events were not handled; deliver again to retry them`, {
        failed: failed.slice(0, 20),
      });
    }
    return reply(200, { received: events.length, handled, duplicates });
  }

  async function handle(rawBody: Uint8Array | string, rawHeaders: { readonly [name: string]: string | readonly string[] | undefined }): Promise<WebhookReply> {
    const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
    if (body.byteLength > maxBodyBytes) return errorReply(413, 'payload-too-large', `Request body exceeds ${maxBodyBytes} bytes`);
    const headers = rawHeaders ?? {};
    const results = verify(body, headers);
    if (everyWebhookVerified && !results.some((r) => r.ok)) return refusal(results, schemes);

    const contentType = headerOf(headers, 'content-type');
    const parsed = parsePayload(body, Array.isArray(contentType) ? contentType.join(',') : (contentType as string | undefined), maxDepth);
    if (!parsed.ok) return errorReply(parsed.status, parsed.reason, parsed.message);

    let best: { webhook: WebhookDescriptor; errors: readonly { path: string; message: string }[] } | undefined;
    let matched: WebhookDescriptor | undefined;
    for (const group of byValidator) {
      const result = group[0].validate(parsed.value);
      if (result.ok) {
        matched = group.length > 1 ? (group.find((w) => namesKey(parsed.value, w.key)) ?? group[0]) : group[0];
        break;
      }
      const errors = result.errors ?? [];
      if (best === undefined || errors.length < best.errors.length) best = { webhook: group[0], errors };
    }
    if (matched === undefined) {
      const errors = best?.errors ?? [];
      const shown = errors.slice(0, 10).map((e) => `${e.path || '/'}: ${e.message}`);
      const what = options.webhooks.length === 1 ? options.webhooks[0].name : `any webhook (closest: ${best?.webhook.name})`;
      return errorReply(400, 'invalid-payload', `The payload is not a valid ${what}: ${shown.join('; ')}`, { details: shown });
    }
    if (matched.verification.length > 0 && !matched.verification.some((s) => results[indexOf.get(s) ?? -1]?.ok === true)) return refusal(results, matched.verification);

    let events: readonly Event[];
    try {
      events = matched.events(parsed.value, body) as readonly Event[];
    } catch (error) {
      return errorReply(400, 'invalid-payload', `The payload cannot be read as events: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (events.length > maxEvents) return errorReply(400, 'too-many-events', `The payload carries ${events.length} events; at most ${maxEvents} are accepted`);
    return deliver(events, matched);
  }

  function write(res: ServerResponse, answer: WebhookReply, close = false): void {
    if (res.headersSent) return;
    const bytes = Buffer.from(answer.body, 'utf8');
    res.writeHead(answer.status, { ...answer.headers, 'content-length': bytes.byteLength, ...(close ? { connection: 'close' } : {}) });
    res.end(bytes);
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('allow', 'POST');
      write(res, errorReply(405, 'method-not-allowed', `${req.method} is not accepted; webhooks are POSTed`));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      req.resume();
      write(res, errorReply(413, 'payload-too-large', `Request body exceeds ${maxBodyBytes} bytes`), true);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (answer: WebhookReply, close: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData);
      write(res, answer, close);
      // Whatever is left of the body is not read: the connection closes after the answer.
      if (close) req.resume();
    };
    const timer = setTimeout(() => finish(errorReply(408, 'body-timeout', `The body did not arrive within ${bodyTimeoutMs} ms`), true), bodyTimeoutMs);
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size > maxBodyBytes) finish(errorReply(413, 'payload-too-large', `Request body exceeds ${maxBodyBytes} bytes`), true);
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('error', () => {
      done = true;
      clearTimeout(timer);
    });
    req.once('end', () => {
      if (done) return;
      clearTimeout(timer);
      handle(Buffer.concat(chunks, size), req.headers as IncomingHttpHeaders)
        .then((answer) => {
          done = true;
          write(res, answer);
        })
        .catch((error: unknown) => {
          onError(error, undefined);
          done = true;
          write(res, errorReply(500, 'internal', 'Internal error'));
        });
    });
  };

  return {
    handle: (rawBody, headers) =>
      handle(rawBody, headers).catch((error: unknown) => {
        onError(error, undefined);
        return errorReply(500, 'internal', 'Internal error');
      }),
    listener,
    listen(port = 0, host = '127.0.0.1') {
      // Slow senders: the headers within bodyTimeoutMs (at most 10 s) and a second, checked within a second; then
      // the body within bodyTimeoutMs (the listener's own deadline), with room to drain it.
      const headersTimeoutMs = Math.min(bodyTimeoutMs, 10_000) + 1000;
      const server = createServer(deadlineOptions(headersTimeoutMs, headersTimeoutMs + bodyTimeoutMs + 5000), listener);
      // Node's own refusals in the receiver's error format (it would send them with empty bodies).
      const refusal = (status: NodeRefusal): RawAnswer => {
        const [reason, message] =
          status === 431
            ? ['headers-too-large', `The request line and headers exceed ${maxHeaderSize} bytes`]
            : status === 408
              ? ['header-timeout', `The request headers did not arrive within ${headersTimeoutMs} ms`]
              : status === 413
                ? ['payload-too-large', 'A chunk extension of the request body is too large']
                : status === 417
                  ? ['expectation-failed', 'The only expectation served is "Expect: 100-continue"']
                  : ['malformed-request', 'Malformed HTTP request'];
        const answer = errorReply(status, reason, message);
        return { status, headers: answer.headers, body: Buffer.from(answer.body, 'utf8') };
      };
      answerNodeRefusals(server, refusal);
      return new Promise<ListeningReceiver>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${hostname}:${address.port}/`,
            close: () =>
              new Promise<void>((done, fail) => {
                server.close((error) => (error ? fail(error) : done()));
                server.closeAllConnections();
              }),
          });
        });
      });
    },
  };
}

/** The id of a payload event: the digest of the raw body. */
export function payloadEventId(rawBody: Uint8Array): string {
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}
