/// <reference types="node" />
/**
 * What a sandbox keeps of one HTTP exchange while it is answered, learnt through the server core's exchange
 * hooks (`ExchangeHooks` in rest-server/server.ts), so no method of node's request or response is wrapped:
 *
 * - the body as the client sent it: the core drops read-only members before a handler sees the body, but an
 *   update that names an entity's id without its concurrency token must be told apart from a create;
 * - what the handler learnt that the request log wants (the company, the idempotency key);
 * - the answer: its status, content type and the start of its body, for the request log.
 *
 * Each excerpt is at most `limit` bytes of its own: a log entry never holds on to a whole large body.
 */
import type { IncomingMessage } from 'node:http';

/** The first bytes of a body, whether that is all of it, and the bytes (made when asked for). */
export interface BodyExcerpt {
  readonly whole: boolean;
  bytes(): Buffer;
}

/** An excerpt kept as one object (the log keeps a thousand of them alive: no closure per body). */
class KeptExcerpt implements BodyExcerpt {
  constructor(
    readonly whole: boolean,
    /** The excerpt's bytes, or a short text whose bytes are made when asked for. */
    private readonly kept: Buffer | string,
  ) {}

  bytes(): Buffer {
    return typeof this.kept === 'string' ? Buffer.from(this.kept, 'utf8') : this.kept;
  }
}

/** One request the sandbox is answering. */
export class SandboxExchange {
  /** The request body as sent, when the core (or the sandbox) read one. */
  body: Buffer | undefined = undefined;
  company: string | undefined = undefined;
  idempotencyKey: string | undefined = undefined;
  /** Set when the answer is written (the log entry is made then). */
  answered = false;

  constructor(
    readonly started: number,
    readonly method: string,
    /** The path as requested, and under the server's base path (where operations' paths are matched). */
    readonly path: string,
    readonly routePath: string,
    readonly search: string,
  ) {}
}

/**
 * Where a request keeps its exchange: a symbol-keyed member of the request object, not a WeakMap entry (a WeakMap
 * keyed by objects that live for one request costs the garbage collector an ephemeron per request).
 */
const EXCHANGE = Symbol('svc.sandbox.exchange');

type WithExchange = IncomingMessage & { [EXCHANGE]?: SandboxExchange };

/** Starts keeping what the sandbox learns of `request`. */
export function beginExchange(request: IncomingMessage, method: string, path: string, routePath: string, search: string): SandboxExchange {
  const exchange = new SandboxExchange(Date.now(), method, path, routePath, search);
  (request as WithExchange)[EXCHANGE] = exchange;
  return exchange;
}

export function exchangeOf(request: IncomingMessage): SandboxExchange | undefined {
  return (request as WithExchange)[EXCHANGE];
}

/** The request body as sent, parsed as JSON; undefined when none was read or it is not JSON. */
export function recordedJson(request: IncomingMessage): unknown {
  const body = (request as WithExchange)[EXCHANGE]?.body;
  if (body === undefined || body.byteLength === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The request body as sent, parsed as JSON, when it may name `member` (a dotted path's last member) somewhere;
 * undefined when it cannot: a JSON member name is a quoted string, so the body holds `"member"`, or an escape.
 * Most bodies name no such member and are not parsed a second time.
 */
export function recordedJsonNaming(request: IncomingMessage, member: string): unknown {
  const body = (request as WithExchange)[EXCHANGE]?.body;
  if (body === undefined || body.byteLength === 0) return undefined;
  let needle = needles.get(member);
  if (needle === undefined) {
    needle = Buffer.from(`"${member.slice(member.lastIndexOf('.') + 1)}"`, 'utf8');
    // Members come from the definition's facts, a bounded set.
    if (needles.size < 1000) needles.set(member, needle);
  }
  if (body.indexOf(needle) < 0 && body.indexOf(0x5c /* \ */) < 0) return undefined;
  return recordedJson(request);
}

/** Each member's name as the bytes of a JSON string, made once. */
const needles = new Map<string, Buffer>();

/** What the handler learnt of a request that the log wants: the company (tenant key) and the idempotency key. */
export function noteRequest(request: IncomingMessage, note: { readonly company?: string; readonly idempotencyKey?: string }): void {
  const exchange = (request as WithExchange)[EXCHANGE];
  if (exchange === undefined) return;
  if (note.company !== undefined) exchange.company = note.company;
  if (note.idempotencyKey !== undefined) exchange.idempotencyKey = note.idempotencyKey;
}

/**
 * The first `limit` bytes of a body as an excerpt of its own. A small body whose memory is small is kept as it
 * is; anything else is copied up to the limit (a view of a large buffer, or a slice of a long string, would
 * keep the whole of it alive for as long as the log keeps the entry).
 */
export function excerptOf(body: string | Uint8Array | undefined, limit: number): BodyExcerpt | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') {
    if (body.length === 0) return undefined;
    // A string's UTF-8 is at most three bytes a UTF-16 unit: short ones are whole without being measured.
    if (body.length * 3 <= limit) return new KeptExcerpt(true, body);
    const start = Buffer.from(body.length > limit ? body.slice(0, limit) : body, 'utf8');
    const kept = start.byteLength > limit ? start.subarray(0, limit) : start;
    const whole = body.length <= limit && start.byteLength <= limit;
    return new KeptExcerpt(whole, kept);
  }
  if (body.byteLength === 0) return undefined;
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const whole = bytes.byteLength <= limit;
  const kept = whole && bytes.buffer.byteLength <= 2 * limit ? bytes : Buffer.from(bytes.subarray(0, limit));
  return new KeptExcerpt(whole, kept);
}
