/**
 * Job handlers and queue arithmetic: what a job does with its request and response documents, how an outcome
 * (run again as an iterator, follow-ups, an error) turns into queue changes, and percent done from the queue.
 */
import { randomUUID } from 'node:crypto';
import type { ErrorPolicy, HostInfo, JobInput, JobItem, Json } from './session-types.ts';

/** What a job's callbacks know about the item and the session it runs in. */
export interface JobContext {
  readonly item: JobItem;
  /** Host data from the session's first sendRequestXML. */
  readonly host: HostInfo;
  readonly user: string;
  readonly tenant: string;
  /** 1-based number of this request in the session. */
  readonly seq: number;
}

/** The response document of a request, as the client delivered it (hresult empty). */
export interface JobResponseContext extends JobContext {
  readonly response: string;
  /**
   * The same document as the pieces it was decoded in: one piece unless it is large (a mebibyte or more arrives
   * in slices). A job that may get many-MiB responses reads these: the first read of `response` itself joins it,
   * one step of about a quarter of a second for 30 MiB, during which the service answers nobody.
   */
  readonly responsePieces: readonly string[];
  /** The client's message field (usually empty on success). */
  readonly message: string;
}

/** An item that failed: the client's hresult and message, a response that reported an error, or a throw. */
export interface JobFailureContext extends JobContext {
  /** The text getLastError shows. */
  readonly error: string;
  /** The client's hresult (`''` when the failure was not the client's). */
  readonly hresult: string;
}

/**
 * What handling a response concluded. `again`: the item runs again (an iterator with more to fetch), with the
 * new state and, for percent done, what remains. `enqueue`: follow-up items, run before the rest of the queue.
 * `error`: the response reports a failure, handled by the error policy like a non-empty hresult.
 */
export type JobOutcome =
  | void
  | undefined
  | {
      readonly again?: { readonly state?: Json; readonly remaining?: number; readonly requests?: number };
      readonly enqueue?: readonly JobInput[];
      readonly error?: string;
    };

/** One kind of work: builds each request document and handles each response document. */
export interface JobHandler {
  /** The request document to send (a non-empty string). */
  request(context: JobContext): string | Promise<string>;
  /** Handles the response document of the request `request` built. */
  response(context: JobResponseContext): JobOutcome | Promise<JobOutcome>;
  /** Told when the item fails (after which the error policy applies); errors it throws are reported, not fatal. */
  failed?(context: JobFailureContext): void | Promise<void>;
}

/** The job handlers of a service, by job name. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A queue item from what a caller enqueues. */
export function jobItem(input: JobInput): JobItem {
  if (typeof input.job !== 'string' || input.job === '') throw new TypeError('A job item needs a job name');
  return {
    id: input.id ?? randomUUID(),
    job: input.job,
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
    ...(input.onError !== undefined ? { onError: input.onError } : {}),
  };
}

/** The item again, for its next request: new state and remaining count, weight = requests still expected. */
export function continuation(
  item: JobItem,
  again: { readonly state?: Json; readonly remaining?: number; readonly requests?: number },
): JobItem {
  const requests = again.requests !== undefined && again.requests >= 1 ? Math.floor(again.requests) : 1;
  return {
    id: item.id,
    job: item.job,
    ...(item.payload !== undefined ? { payload: item.payload } : {}),
    ...(again.state !== undefined ? { state: again.state } : {}),
    ...(again.remaining !== undefined ? { remaining: again.remaining } : {}),
    weight: requests,
    ...(item.onError !== undefined ? { onError: item.onError } : {}),
  };
}

/**
 * Percent done after `done` requests with `remaining` requests still expected: 100 only when nothing remains,
 * otherwise 0..99 (the client asks for the next request).
 */
export function percentDone(done: number, remaining: number): number {
  if (remaining <= 0) return 100;
  return Math.min(99, Math.floor((100 * done) / (done + remaining)));
}

/** Requests an item still expects (its weight, at least 1). */
export function itemWeight(item: JobItem | undefined): number {
  return item?.weight !== undefined && item.weight >= 1 ? item.weight : 1;
}

/** The policy that applies to an item. */
export function errorPolicy(item: JobItem, fallback: ErrorPolicy): ErrorPolicy {
  return item.onError ?? fallback;
}
