/**
 * A webhook sender that behaves like the real one, for users' tests of their receivers and for sandboxes: POSTs
 * the exact bytes it signed, counts an attempt as failed on a non-2xx reply or no complete reply within the
 * timeout (default 3 s), and retries a bounded number of times with exponential backoff and jitter. Replies are
 * read under a size bound (the rest is discarded) and the time bound.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

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
  readonly headers?: { readonly [name: string]: string };
  readonly signal?: AbortSignal;
  /** Told each attempt as it ends: the request as sent (headers with the signature, body) and the reply or error. */
  readonly onAttempt?: (attempt: WebhookAttemptRecord) => void;
}

/** One attempt as `onAttempt` sees it. */
export interface WebhookAttemptRecord {
  readonly headers: { readonly [name: string]: string };
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
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly attempts: readonly WebhookAttempt[],
  ) {
    super(message);
    this.name = 'WebhookDeliveryError';
  }
}

interface AttemptResult {
  readonly status: number;
  readonly body: string;
}

function attempt(url: URL, body: Uint8Array, headers: { readonly [name: string]: string }, timeoutMs: number, maxReplyBytes: number, signal?: AbortSignal): Promise<AttemptResult> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve, reject) => {
    const req = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.byteLength) }, signal });
    const timer = setTimeout(() => req.destroy(new Error(`no complete reply within ${timeoutMs} ms`)), timeoutMs);
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.once('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size >= maxReplyBytes) return;
        const room = maxReplyBytes - size;
        chunks.push(chunk.byteLength > room ? chunk.subarray(0, room) : chunk);
        size += Math.min(room, chunk.byteLength);
        // Enough is kept: stop reading a reply that keeps coming, and answer with what we have.
        if (size >= maxReplyBytes) {
          clearTimeout(timer);
          res.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        }
      });
      res.once('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    req.end(body);
  });
}

/** Tells `onAttempt`; an observer that throws changes nothing of the delivery. */
function observe(options: WebhookSendOptions, record: WebhookAttemptRecord): void {
  try {
    options.onAttempt?.(record);
  } catch {
    // the observer's problem
  }
}

/** POSTs `body` (already signed in `headers`) until a 2xx or the retries run out. */
export async function sendSignedWebhook(target: string, body: Uint8Array, headers: { readonly [name: string]: string }, options: WebhookSendOptions = {}): Promise<WebhookSendResult> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`webhook URL must be http(s): ${target}`);
  const retries = Math.max(0, Math.floor(options.retries ?? 3));
  const timeoutMs = options.timeoutMs ?? 3000;
  const backoffMs = options.backoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  const maxReplyBytes = options.maxReplyBytes ?? 64 * 1024;
  const attempts: WebhookAttempt[] = [];
  const all = { 'content-type': 'application/json', ...options.headers, ...headers };
  for (let i = 0; i <= retries; i++) {
    if (i > 0) {
      const base = Math.min(maxBackoffMs, backoffMs * 2 ** (i - 1));
      await sleep(base / 2 + Math.random() * (base / 2), undefined, { signal: options.signal });
    }
    const started = Date.now();
    try {
      const result = await attempt(url, body, all, timeoutMs, maxReplyBytes, options.signal);
      attempts.push({ status: result.status });
      observe(options, { headers: all, body, status: result.status, reply: result.body, ms: Date.now() - started });
      if (result.status >= 200 && result.status < 300) return { status: result.status, body: result.body, attempts };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      attempts.push({ status: 0, error: message });
      observe(options, { headers: all, body, status: 0, error: message, ms: Date.now() - started });
    }
  }
  const last = attempts[attempts.length - 1];
  throw new WebhookDeliveryError(`webhook not delivered to ${url.origin} after ${attempts.length} attempts (last: ${last.status === 0 ? last.error : `HTTP ${last.status}`})`, attempts);
}
