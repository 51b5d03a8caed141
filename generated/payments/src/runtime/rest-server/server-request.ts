/// <reference types="node" />
/**
 * Reading the parts of a REST request a server stub must not trust: the request target (path segments as sent,
 * never normalised, so `..`, `%2e%2e` or a backslash cannot move a request to another route; the query as a
 * null-prototype object, so `?constructor=x` is just a value) and the body (size cap, deadline, JSON nesting
 * depth checked before parsing).
 */
import type { IncomingMessage } from 'node:http';
import type { RequestBodyDescriptor } from '../operations/operation-table.js';
import { decodeText, isJsonMediaType, parseContentType } from '../rest-client/content.js';
import { decodeMultipart, decodeUrlEncoded, FormProblem, type FormLimits } from './form-decode.js';
import { inMediaRange } from './routes.js';

/** The path and query of a request target. */
export interface RequestTarget {
  /** The path as sent (no dot-segment resolution, no decoding). */
  readonly pathname: string;
  /** Query values by name (null prototype); a name given several times holds an array. */
  readonly query: { [name: string]: string | string[] };
}

/** Why a request target was refused (answered 400). */
export class TargetProblem {
  constructor(readonly message: string) {}
}

/**
 * Splits a request target into its path and query. Origin form (`/a/b?x=1`) and absolute form
 * (`http://host/a/b?x=1`) are read; the path is kept exactly as sent. Refused: a path not starting with `/`, a
 * backslash, a dot segment (`.`, `..`, also percent-encoded) and malformed percent-encoding in the path.
 */
export function parseTarget(target: string): RequestTarget | TargetProblem {
  let rest = target;
  // Origin form (a leading `/`, what clients send) needs no scheme match.
  if (rest.charCodeAt(0) !== 47) {
    const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(rest);
    if (absolute !== null) rest = rest.slice(absolute[0].length) || '/';
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const mark = rest.indexOf('?');
  const pathname = mark < 0 ? rest : rest.slice(0, mark);
  if (!pathname.startsWith('/')) return new TargetProblem('The request path must start with "/"');
  if (pathname.includes('\\')) return new TargetProblem('Backslashes are not allowed in the request path');
  // Only a segment with a `.` or a `%` can be a dot segment: most paths have neither and are not split here.
  if (pathname.indexOf('.') >= 0 || pathname.indexOf('%') >= 0) {
    for (const segment of pathname.split('/')) {
      if (segment === '' || (segment.indexOf('.') < 0 && segment.indexOf('%') < 0)) continue;
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return new TargetProblem('Malformed percent-encoding in the request path');
      }
      if (decoded === '.' || decoded === '..') return new TargetProblem('Dot segments ("." and "..") are not allowed in the request path');
    }
  }
  const query: { [name: string]: string | string[] } = Object.create(null);
  if (mark >= 0) {
    for (const [name, value] of new URLSearchParams(rest.slice(mark + 1))) {
      const existing = query[name];
      if (existing === undefined) query[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else query[name] = [existing, value];
    }
  }
  return { pathname, query };
}

/** Whether HTTP/1.1 framing gives the request a body (neither Content-Length nor Transfer-Encoding: none). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Why a body was not read (too large, too slow, cut off) or not taken (its media type, its nesting, malformed). */
export class BodyProblem {
  constructor(
    readonly kind: 'payload-too-large' | 'request-timeout' | 'bad-request' | 'unsupported-media-type' | 'validation',
    readonly message: string,
  ) {}
}

/**
 * Reads a request's whole body, refusing more than `maxBytes` and a body not complete within `timeoutMs` of the
 * call (0 = no deadline). Rejects with a `BodyProblem`; the rest of the body is then drained, not kept.
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (problem: BodyProblem | undefined): void => {
      if (timer !== undefined) clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('aborted', onAborted);
      request.off('error', onAborted);
      if (problem === undefined) {
        resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
        return;
      }
      // Drain without keeping anything, so the peer can read the answer before the connection closes.
      request.resume();
      reject(problem);
    };
    // Listeners rather than `for await`: leaving the iterator early would destroy the socket before the answer.
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size > maxBytes) finish(new BodyProblem('payload-too-large', `Request body exceeds ${maxBytes} bytes`));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(undefined);
    const onAborted = (): void => finish(new BodyProblem('bad-request', 'Request body incomplete'));
    if (timeoutMs > 0) {
      timer = setTimeout(() => finish(new BodyProblem('request-timeout', `Request body not received within ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('aborted', onAborted);
    request.on('error', onAborted);
    if (request.complete && request.readableEnded) finish(undefined);
  });
}

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`: one pass over the characters, strings
 * skipped, before `JSON.parse` builds anything (a 1 MiB body of `[` would otherwise be a million nested arrays).
 */
export function jsonNestsDeeper(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * A received, non-empty body as the handler gets it, by its Content-Type among the operation's accepted media:
 * JSON parsed (nesting checked first), text decoded by its charset, other media as bytes.
 */
export function decodeBody(
  bytes: Buffer,
  contentType: string | undefined,
  requestBody: Pick<RequestBodyDescriptor, 'mediaTypes' | 'form'> | undefined,
  maxDepth: number,
  formLimits: FormLimits = FORM_LIMITS,
): unknown {
  if (requestBody === undefined) return new BodyProblem('bad-request', 'This operation takes no request body');
  const { mediaType, charset } = parseContentType(contentType);
  const accepted = requestBody.mediaTypes;
  if (mediaType === '') return new BodyProblem('unsupported-media-type', `A request body needs a Content-Type; send ${accepted.join(' or ')}`);
  const json = isJsonMediaType(mediaType);
  if (!accepted.some((t) => t.toLowerCase() === mediaType || inMediaRange(mediaType, t)) && !(json && accepted.some(isJsonMediaType))) {
    const shown = mediaType.length <= 100 ? mediaType : `${mediaType.slice(0, 97)}...`;
    return new BodyProblem('unsupported-media-type', `Content-Type ${shown} is not accepted; send ${accepted.join(' or ')}`);
  }
  if (mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data') return decodeForm(bytes, mediaType, contentType!, requestBody, maxDepth, formLimits, charset);
  if (!json) return mediaType.startsWith('text/') || mediaType.startsWith('application/text') ? decodeText(bytes, charset) : new Uint8Array(bytes);
  const text = decodeText(bytes, charset);
  if (jsonNestsDeeper(text, maxDepth)) return new BodyProblem('validation', `Request body nested deeper than the limit of ${maxDepth} levels`);
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new BodyProblem('bad-request', `Malformed JSON in request body: ${message.length <= 200 ? message : `${message.slice(0, 197)}...`}`);
  }
}

/** Default bounds of a form body (the server's `maxParts`, `maxPartHeaderBytes`, `maxFieldBytes`). */
export const FORM_LIMITS: FormLimits = { maxParts: 256, maxPartHeaderBytes: 8192, maxFieldBytes: 1_048_576 };

/** A form body as an object for the validators, or the problem to answer with (JSON members nest no deeper than JSON bodies). */
function decodeForm(
  bytes: Buffer,
  mediaType: string,
  contentType: string,
  requestBody: Pick<RequestBodyDescriptor, 'form'>,
  maxDepth: number,
  limits: FormLimits,
  charset: string | undefined,
): unknown {
  const parseJson = (text: string, member: string): unknown => {
    const shown = member.length <= 100 ? member : `${member.slice(0, 97)}...`;
    if (jsonNestsDeeper(text, maxDepth)) throw new BodyProblem('validation', `Form member "${shown}" nested deeper than the limit of ${maxDepth} levels`);
    try {
      return JSON.parse(text);
    } catch {
      throw new BodyProblem('bad-request', `Form member "${shown}" is not valid JSON`);
    }
  };
  const fields = requestBody.form ?? {};
  try {
    return mediaType === 'multipart/form-data'
      ? decodeMultipart(bytes, contentType, fields, limits, parseJson)
      : decodeUrlEncoded(decodeText(bytes, charset), fields, limits, parseJson);
  } catch (problem) {
    if (problem instanceof BodyProblem) return problem;
    if (problem instanceof FormProblem) return new BodyProblem(problem.kind, problem.message);
    throw problem;
  }
}
