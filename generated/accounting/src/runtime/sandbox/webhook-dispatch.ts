/**
 * The webhooks a sandbox sends for its writes, delivered the way the real service delivers them: the events of
 * one company gathered for a batching window and sent as one signed payload; one payload in flight per company,
 * and a later one only after the earlier one was acknowledged (2xx within the timeout), so each company's events
 * arrive in order; a payload not acknowledged is sent again, the same bytes, after each delay of the retry
 * schedule (then every last delay), so delivery is at least once. Every attempt goes to the request log. Memory
 * is bounded: at most `maxQueuedEvents` wait per company (the oldest waiting are dropped past it, and the log
 * says so), at most `maxEventsPerPayload` go in one payload.
 */
import type { RequestLog } from './request-log.js';

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
export const REAL_RETRY_DELAYS_MS: readonly number[] = [10_000, 20_000, 30_000, 300_000, 1_200_000, 7_200_000, 14_400_000, 21_600_000];

/** One attempt as the sender saw it: the request as sent (signature headers, bytes) and the reply or error. */
export interface ObservedAttempt {
  readonly headers: { readonly [name: string]: string };
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
export type DeliverPayload = (events: readonly unknown[], signal: AbortSignal, observe?: (attempt: ObservedAttempt) => void) => Promise<{ readonly status: number }>;

/** A payload the sandbox sent, as the console shows it: what was sent, every attempt, and whether it got through. */
export interface WebhookDelivery {
  readonly id: number;
  readonly company: string;
  readonly events: number;
  /** The request's headers (content type, signature) and body as sent (the body's first 64 KiB). */
  headers: { readonly [name: string]: string };
  payload: string;
  readonly attempts: { readonly at: string; readonly status: number; readonly reply?: string; readonly error?: string; readonly ms: number; readonly resend?: boolean }[];
  state: 'sending' | 'retrying' | 'delivered';
}

/** Deliveries kept for the console (oldest forgotten first); bytes of a payload or reply kept. */
const MAX_DELIVERIES = 200;
const MAX_PAYLOAD_TEXT = 64 * 1024;
const MAX_REPLY_TEXT = 2048;

interface CompanyQueue {
  waiting: unknown[];
  /** The payload being delivered (kept as it is until acknowledged). */
  inFlight?: unknown[];
  delivery?: WebhookDelivery;
  attempt: number;
  timer?: ReturnType<typeof setTimeout>;
}

export class WebhookDispatcher {
  private readonly queues = new Map<string, CompanyQueue>();
  private readonly controller = new AbortController();
  private readonly windowMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly maxQueued: number;
  private readonly maxPerPayload: number;
  private readonly target: string;
  private closed = false;
  private readonly deliveries: { delivery: WebhookDelivery; events: readonly unknown[] | undefined }[] = [];
  private lastId = 0;

  constructor(
    private readonly options: SandboxWebhookOptions & { readonly format: string },
    private readonly deliver: DeliverPayload,
    private readonly log: RequestLog,
  ) {
    this.windowMs = Math.max(0, options.windowMs ?? 1000);
    this.retryDelaysMs = options.retryDelaysMs !== undefined && options.retryDelaysMs.length > 0 ? options.retryDelaysMs : REAL_RETRY_DELAYS_MS;
    this.maxQueued = Math.max(1, options.maxQueuedEvents ?? 10_000);
    this.maxPerPayload = Math.max(1, options.maxEventsPerPayload ?? 1000);
    const url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`webhook URL must be http(s): ${options.url}`);
    this.target = `${url.origin}${url.pathname}`;
  }

  /** Queues a company's event; it goes out with the next payload of that company. */
  enqueue(company: string, event: unknown): void {
    if (this.closed) return;
    let queue = this.queues.get(company);
    if (queue === undefined) this.queues.set(company, (queue = { waiting: [], attempt: 0 }));
    queue.waiting.push(event);
    if (queue.waiting.length > this.maxQueued) {
      const dropped = queue.waiting.length - this.maxQueued;
      queue.waiting.splice(0, dropped);
      this.record(company, 0, 0, 0, `dropped ${dropped} waiting event(s): more than ${this.maxQueued} queued`);
    }
    if (queue.inFlight === undefined && queue.timer === undefined) this.schedule(company, queue, this.windowMs);
  }

  /** The payloads sent, newest first (copies), each with its attempts. */
  list(): WebhookDelivery[] {
    return this.deliveries.map((d) => ({ ...d.delivery, attempts: [...d.delivery.attempts] })).reverse();
  }

  /**
   * Sends a payload again, once, now (signed afresh: the receiver's de-duplication sees the same events); the
   * attempt joins the delivery's, and when it gets through a payload still being retried counts as acknowledged
   * (the company's next payload goes). Undefined when there is no such delivery or its events were not kept (a
   * payload over 64 KiB).
   */
  async resend(id: number): Promise<{ readonly status: number; readonly error?: string } | undefined> {
    const kept = this.deliveries.find((d) => d.delivery.id === id);
    if (kept === undefined || kept.events === undefined || this.closed) return undefined;
    const started = Date.now();
    let status = 0;
    let error: string | undefined;
    try {
      status = (await this.deliver(kept.events, this.controller.signal, (a) => this.observed(kept.delivery, a, true))).status;
    } catch (thrown) {
      const attempts = (thrown as { attempts?: readonly { status: number; error?: string }[] }).attempts;
      status = attempts?.[attempts.length - 1]?.status ?? 0;
      error = status === 0 ? (attempts?.[attempts.length - 1]?.error ?? (thrown instanceof Error ? thrown.message : String(thrown))) : undefined;
    }
    this.record(kept.delivery.company, status, kept.delivery.events, Date.now() - started, error, kept.delivery.attempts.length);
    // A resend that got through acknowledges the payload if it is still being retried: the company's next one goes.
    const queue = this.queues.get(kept.delivery.company);
    if (status >= 200 && status < 300 && queue?.delivery?.id === id && !this.closed) {
      if (queue.timer !== undefined) clearTimeout(queue.timer);
      queue.timer = undefined;
      queue.inFlight = undefined;
      queue.delivery = undefined;
      if (queue.waiting.length > 0) this.schedule(kept.delivery.company, queue, this.windowMs);
      else this.queues.delete(kept.delivery.company);
    }
    return { status, ...(error !== undefined ? { error } : {}) };
  }

  private observed(delivery: WebhookDelivery, attempt: ObservedAttempt, resend = false): void {
    if (delivery.payload === '') {
      const { 'content-length': _length, ...headers } = attempt.headers;
      delivery.headers = headers;
      delivery.payload = Buffer.from(attempt.body.buffer, attempt.body.byteOffset, Math.min(attempt.body.byteLength, MAX_PAYLOAD_TEXT)).toString('utf8');
    }
    delivery.attempts.push({
      at: new Date().toISOString(),
      status: attempt.status,
      ...(attempt.reply !== undefined ? { reply: attempt.reply.slice(0, MAX_REPLY_TEXT) } : {}),
      ...(attempt.error !== undefined ? { error: attempt.error.slice(0, 200) } : {}),
      ms: attempt.ms,
      ...(resend ? { resend: true } : {}),
    });
    if (attempt.status >= 200 && attempt.status < 300) delivery.state = 'delivered';
    else if (delivery.state !== 'delivered') delivery.state = 'retrying';
    if (delivery.attempts.length > 50) delivery.attempts.splice(0, delivery.attempts.length - 50);
  }

  /** Events not yet acknowledged, all companies together. */
  pending(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.waiting.length + (q.inFlight?.length ?? 0);
    return n;
  }

  /** Stops sending: timers cleared, a delivery in flight aborted; what was not acknowledged is forgotten. */
  close(): void {
    this.closed = true;
    this.controller.abort(new Error('sandbox closed'));
    for (const q of this.queues.values()) if (q.timer !== undefined) clearTimeout(q.timer);
    this.queues.clear();
  }

  private schedule(company: string, queue: CompanyQueue, delay: number): void {
    queue.timer = setTimeout(() => {
      queue.timer = undefined;
      void this.flush(company, queue);
    }, delay);
    // Hours-long retry waits must not keep a process alive that is otherwise done.
    queue.timer.unref?.();
  }

  private async flush(company: string, queue: CompanyQueue): Promise<void> {
    if (this.closed) return;
    if (queue.inFlight === undefined) {
      if (queue.waiting.length === 0) {
        this.queues.delete(company);
        return;
      }
      queue.inFlight = queue.waiting.splice(0, this.maxPerPayload);
      queue.attempt = 0;
      queue.delivery = { id: ++this.lastId, company, events: queue.inFlight.length, headers: {}, payload: '', attempts: [], state: 'sending' };
      // The events are kept for a resend while the payload is small; the list is bounded.
      this.deliveries.push({ delivery: queue.delivery, events: JSON.stringify(queue.inFlight).length <= MAX_PAYLOAD_TEXT ? queue.inFlight : undefined });
      if (this.deliveries.length > MAX_DELIVERIES) this.deliveries.splice(0, this.deliveries.length - MAX_DELIVERIES);
    }
    const payload = queue.inFlight;
    const delivery = queue.delivery;
    queue.attempt++;
    const started = Date.now();
    let status = 0;
    let error: string | undefined;
    try {
      status = (await this.deliver(payload, this.controller.signal, delivery === undefined ? undefined : (a) => this.observed(delivery, a))).status;
    } catch (thrown) {
      const attempts = (thrown as { attempts?: readonly { status: number; error?: string }[] }).attempts;
      status = attempts?.[attempts.length - 1]?.status ?? 0;
      error = status === 0 ? (attempts?.[attempts.length - 1]?.error ?? (thrown instanceof Error ? thrown.message : String(thrown))) : undefined;
    }
    if (this.closed) return;
    this.record(company, status, payload.length, Date.now() - started, error, queue.attempt);
    if (status >= 200 && status < 300) {
      queue.inFlight = undefined;
      queue.delivery = undefined;
      if (queue.waiting.length > 0) this.schedule(company, queue, this.windowMs);
      else this.queues.delete(company);
      return;
    }
    const delay = this.retryDelaysMs[Math.min(queue.attempt - 1, this.retryDelaysMs.length - 1)];
    this.schedule(company, queue, delay);
  }

  private record(company: string, status: number, events: number, ms: number, error?: string, attempt = 0): void {
    this.log.add({
      at: new Date().toISOString(),
      kind: 'webhook',
      method: 'POST',
      path: this.target,
      status,
      ms,
      company,
      events,
      attempt,
      format: this.options.format,
      ...(error !== undefined ? { error: error.slice(0, 200) } : {}),
    });
  }
}
