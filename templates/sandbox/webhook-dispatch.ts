/**
 * The webhooks a sandbox sends for its writes, delivered the way the real service delivers them: the events of
 * one company gathered for a batching window and sent as one signed payload; one payload in flight per company,
 * and a later one only after the earlier one was acknowledged (2xx within the timeout), so each company's events
 * arrive in order; a payload not acknowledged is sent again, the same bytes, after each delay of the retry
 * schedule (then every last delay), so delivery is at least once. Every attempt goes to the request log. Memory
 * is bounded: at most `maxQueuedEvents` wait per company (the oldest waiting are dropped past it, and the log
 * says so), at most `maxEventsPerPayload` go in one payload.
 */
import type { RequestLog } from './request-log.ts';

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

/** Sends one payload of events, once; resolves with the status of a 2xx, rejects otherwise. */
export type DeliverPayload = (events: readonly unknown[], signal: AbortSignal) => Promise<{ readonly status: number }>;

interface CompanyQueue {
  waiting: unknown[];
  /** The payload being delivered (kept as it is until acknowledged). */
  inFlight?: unknown[];
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
    }
    const payload = queue.inFlight;
    queue.attempt++;
    const started = Date.now();
    let status = 0;
    let error: string | undefined;
    try {
      status = (await this.deliver(payload, this.controller.signal)).status;
    } catch (thrown) {
      const attempts = (thrown as { attempts?: readonly { status: number; error?: string }[] }).attempts;
      status = attempts?.[attempts.length - 1]?.status ?? 0;
      error = status === 0 ? (attempts?.[attempts.length - 1]?.error ?? (thrown instanceof Error ? thrown.message : String(thrown))) : undefined;
    }
    if (this.closed) return;
    this.record(company, status, payload.length, Date.now() - started, error, queue.attempt);
    if (status >= 200 && status < 300) {
      queue.inFlight = undefined;
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
