/// <reference types="node" />
/**
 * The two places where a sandbox needs more of an HTTP exchange than the server core underneath gives it:
 *
 * - the body as the client sent it: the core drops read-only members before a handler sees the body, but an
 *   update that names an entity's id without its concurrency token must be told apart from a create. A copy of
 *   the bytes is kept as the HTTP parser hands them to the request stream (`push`), bounded by the body limit;
 *   the stream itself is untouched, so the core reads it as before.
 * - the body of some error answers: the core answers authentication failures in the definition's one error
 *   format, and some services spell that one failure differently (lower-case members, a number for the time);
 *   and the core's validators refuse an undeclared member of a closed object before the sandbox sees the body,
 *   where the service answers its own unknown-member error. The answer's bytes are swapped as the core writes
 *   them, its headers (trace id, CORS) kept.
 *
 * Both wrap methods of one request's objects only; nothing global is changed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const recorded = new WeakMap<IncomingMessage, { chunks: Buffer[]; size: number; over: boolean }>();

/** Starts keeping a copy of the request body (at most `maxBytes`; past that, nothing is kept). */
export function recordBody(request: IncomingMessage, maxBytes: number): void {
  if (request.method === 'GET' || request.method === 'HEAD' || recorded.has(request)) return;
  const entry = { chunks: [] as Buffer[], size: 0, over: false };
  recorded.set(request, entry);
  const push = request.push;
  request.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null && chunk !== undefined && !entry.over) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
      entry.size += bytes.byteLength;
      if (entry.size > maxBytes) {
        entry.over = true;
        entry.chunks = [];
      } else entry.chunks.push(bytes);
    }
    return push.call(this, chunk, encoding);
  } as IncomingMessage['push'];
}

/** The request body as sent, parsed as JSON; undefined when none was kept or it is not JSON. */
export function recordedJson(request: IncomingMessage): unknown {
  const entry = recorded.get(request);
  if (entry === undefined || entry.over || entry.size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(entry.chunks, entry.size).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A replacement body for an answer of the core, by its status; undefined keeps the core's. */
export type AnswerReplacement = (status: number) => { readonly contentType: string; readonly body: string } | undefined;

/** Lets `replace` swap the body of the core's answer on `response` (the core's headers stay). */
export function replaceAnswer(response: ServerResponse, replace: AnswerReplacement): void {
  const writeHead = response.writeHead;
  const end = response.end;
  let replacement: Buffer | undefined;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]): ServerResponse {
    if (status >= 400) {
      const custom = replace(status);
      if (custom !== undefined) {
        replacement = Buffer.from(custom.body, 'utf8');
        const headers = rest.find((r): r is { [name: string]: unknown } => r !== null && typeof r === 'object' && !Array.isArray(r));
        const fields = { 'content-type': custom.contentType, 'content-length': replacement.byteLength };
        if (headers !== undefined) {
          for (const name of Object.keys(headers)) if (/^content-(type|length)$/i.test(name)) delete headers[name];
          Object.assign(headers, fields);
        } else for (const [name, value] of Object.entries(fields)) this.setHeader(name, value);
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
  response.end = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (replacement !== undefined) {
      const bytes = replacement;
      replacement = undefined;
      return (end as (...a: unknown[]) => ServerResponse).call(this, bytes);
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}

/** An excerpt of a body: how many bytes are kept, whether that is all, and the bytes, made when asked for. */
export interface BodyExcerpt {
  readonly size: number;
  readonly whole: boolean;
  bytes(): Buffer;
}

/** The start of the request body as sent (at most `limit` bytes), and whether that is all of it. */
export function recordedExcerpt(request: IncomingMessage, limit: number): BodyExcerpt | undefined {
  const entry = recorded.get(request);
  if (entry === undefined || entry.size === 0) return undefined;
  if (entry.over) return { size: 0, whole: false, bytes: () => Buffer.alloc(0) };
  // Only the first `limit` bytes are copied, whatever the body's size, and only when the excerpt is read.
  const chunks = entry.chunks;
  const size = Math.min(entry.size, limit);
  return { size, whole: entry.size <= limit, bytes: () => Buffer.concat(chunks, size) };
}

/** What the handler learnt of a request that the log wants: the company (tenant key) and the idempotency key. */
const notes = new WeakMap<IncomingMessage, { company?: string; idempotencyKey?: string }>();

export function noteRequest(request: IncomingMessage, note: { readonly company?: string; readonly idempotencyKey?: string }): void {
  notes.set(request, { ...notes.get(request), ...note });
}

export function requestNote(request: IncomingMessage): { readonly company?: string; readonly idempotencyKey?: string } {
  return notes.get(request) ?? {};
}

/**
 * Keeps a copy of the first `limit` bytes of the answer written on `response`, and its Content-Type (the core
 * may give every header to `writeHead` as a list, which `getHeader` does not see); `answered()` gives them.
 */
export function recordAnswer(
  response: ServerResponse,
  limit: number,
): { answered(): BodyExcerpt & { readonly contentType?: string } } {
  let contentType: string | undefined;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]): ServerResponse {
    const headers = rest.find((r) => r !== null && typeof r === 'object');
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === 'content-type') contentType = String(headers[i + 1]);
    } else if (headers !== undefined) {
      for (const [name, value] of Object.entries(headers as object)) if (name.toLowerCase() === 'content-type') contentType = String(value);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
  // Text is kept as the string it is (strings never change) and made bytes only when the entry is read: most
  // entries never are, and a Buffer per answer was a tenth of a sandbox write's time.
  const chunks: (Buffer | { readonly text: string; readonly encoding: BufferEncoding })[] = [];
  let size = 0;
  let total = 0;
  const keep = (chunk: unknown, encoding: unknown): void => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string') {
      const enc = typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8';
      const bytes = Buffer.byteLength(chunk, enc);
      total += bytes;
      if (size < limit) {
        chunks.push({ text: chunk.length > limit ? chunk.slice(0, limit) : chunk, encoding: enc });
        size += Math.min(bytes, limit - size);
      }
      return;
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : undefined;
    if (bytes === undefined) return;
    total += bytes.byteLength;
    if (size < limit) {
      const part = bytes.subarray(0, limit - size);
      chunks.push(Buffer.from(part));
      size += part.byteLength;
    }
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
    keep(args[0], args[1]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
  return {
    answered: () => {
      const type = contentType ?? response.getHeader('content-type');
      const kept = chunks;
      const bytes = (): Buffer => Buffer.concat(kept.map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(c.text, c.encoding)))).subarray(0, limit);
      return typeof type === 'string' ? { size, whole: total <= limit, bytes, contentType: type } : { size, whole: total <= limit, bytes };
    },
  };
}
