/**
 * Client transport for SOAP 1.1 (and 1.2, `soapVersion`) over HTTP: POSTs an envelope, returns the response's Body element, turns
 * faults, HTTP errors, timeouts and unusable replies into distinct error classes (`client-errors.ts`). The
 * reply is read up to `maxResponseBytes` (default 50 MiB), decoded strictly (`xml-charset.ts`) and parsed
 * under the same XML limits as the server's; redirects are followed only to the same origin with 307/308.
 */
import {
  SoapHttpError,
  SoapRedirectError,
  SoapResponseError,
  SoapResponseTooLargeError,
  SoapTimeoutError,
  type ReplyDetails,
  type ReplyHeaders,
} from './client-errors.js';
import { notUnderstood, parseEnvelope, parseEnvelopeInSlices } from '../soap-messages/envelope.js';
import { SoapFault, type SoapVersion } from '../soap-messages/fault.js';
import { charsetParameter, decodeXmlBytes, decodeXmlBytesInSlices, XmlCharsetError } from '../soap-messages/xml-charset.js';
import { SLICED_FROM, type XmlPieces } from '../soap-messages/xml-slices.js';
import type { XmlElement, XmlParseOptions } from '../soap-messages/xml-tree.js';

export * from './client-errors.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SoapCallOptions {
  readonly url: string;
  /** SOAPAction value, unquoted; it is sent quoted (SOAP 1.2: as the Content-Type's `action` parameter). */
  readonly soapAction: string;
  /**
   * The envelope's SOAP version, which decides the Content-Type: 1.1 (default) `text/xml` with a SOAPAction
   * header, 1.2 `application/soap+xml; action="..."`. A fault is read in either version; a reply body only in this one.
   */
  readonly soapVersion?: SoapVersion;
  /** A complete envelope (`writeEnvelope`). */
  readonly envelope: string;
  readonly fetch?: FetchLike;
  /** Time for the whole exchange, headers and body. Default 60 s; 0 = none. */
  readonly timeoutMs?: number;
  /** The Body element a successful response must carry; anything else is a `SoapResponseError`. */
  readonly expect?: { readonly element: string; readonly namespace: string };
  /** Size and XML limits of the reply; see `SoapClientLimits`. */
  readonly limits?: SoapClientLimits;
  /** Deepest nesting accepted in the response (also settable in `limits`). */
  readonly maxDepth?: number;
  readonly headers?: { readonly [name: string]: string };
  readonly signal?: AbortSignal;
  /**
   * Header entries of a reply the caller understands (`{namespace}name`); a reply with any other entry marked
   * mustUnderstand="1" is a `SoapResponseError` (SOAP 1.1 section 4.2.3). Default: none.
   */
  readonly understoodHeaders?: ReadonlySet<string>;
  /** Receives the Header entries of a successful reply (an empty list when it has none). */
  readonly onHeaders?: (headers: readonly XmlElement[]) => void;
}

/** What a client accepts in a reply: its size, and the XML limits (the server's names and defaults). */
export interface SoapClientLimits extends XmlParseOptions {
  /** Largest reply body read, in bytes; a longer one is a `SoapResponseTooLargeError`. Default 50 MiB. */
  readonly maxResponseBytes?: number;
}

export const DEFAULT_CLIENT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RESPONSE_BYTES: number = 50 * 1024 * 1024;
/** Same-origin 307/308 redirects followed per call. */
const MAX_REDIRECTS = 5;

/**
 * Performs one SOAP call. Resolves to the response's Body element; rejects with `SoapFault` (the service
 * answered with a fault, whatever the HTTP status), `SoapHttpError` (`SoapRedirectError` for a redirect not
 * followed), `SoapTimeoutError` or `SoapResponseError` (`SoapResponseTooLargeError` past `maxResponseBytes`).
 * Network failures reject with the `fetch` implementation's own error.
 */
export async function callSoap(options: SoapCallOptions): Promise<XmlElement> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS;
  const limits = options.limits ?? {};
  const maxResponseBytes = limits.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const onCallerAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let reply: ReplyDetails & { statusText: string };
  let bytes: Uint8Array | readonly Uint8Array[];
  try {
    let url = options.url;
    for (let redirects = 0; ; redirects++) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: options.soapVersion === '1.2' ? soap12Headers(options) : {
          ...options.headers,
          'Content-Type': 'text/xml; charset=utf-8',
          SOAPAction: `"${options.soapAction}"`,
          Accept: 'text/xml',
        },
        body: options.envelope,
        signal: controller.signal,
        // A redirect is looked at here: fetch would follow one to any origin, and turn a POST into a GET.
        redirect: 'manual',
      });
      const headers = headersOf(response.headers);
      reply = { status: response.status, statusText: response.statusText, headers, body: '' };
      const next = redirectTarget(response, url, headers, redirects);
      if (next === undefined) {
        bytes = await readCapped(response, maxResponseBytes, reply, controller);
        break;
      }
      await response.body?.cancel().catch(() => undefined);
      url = next;
    }
  } catch (error) {
    if (timedOut) throw new SoapTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const { status, statusText, headers } = reply;
  const contentType = headers['content-type'] ?? '';
  const ok = status >= 200 && status < 300;
  let text: string | XmlPieces;
  try {
    // A large reply is decoded and parsed in slices that let the event loop turn meanwhile.
    text =
      bytes instanceof Uint8Array && bytes.byteLength < SLICED_FROM
        ? decodeXmlBytes(bytes, charsetParameter(contentType))
        : await decodeXmlBytesInSlices(bytes, charsetParameter(contentType));
  } catch (error) {
    if (!(error instanceof XmlCharsetError)) throw error;
    const details = { ...reply, body: latin1Excerpt(bytes instanceof Uint8Array ? bytes : bytes[0]) };
    if (!ok) throw new SoapHttpError(status, statusText, details.body, headers);
    throw new SoapResponseError(`Undecodable SOAP response: ${error.message}`, details);
  }
  // Errors keep an excerpt of the body: a large one's first piece holds more than enough, and is not joined.
  const head = typeof text === 'string' ? text : (text.pieces[0] ?? '');
  const details: ReplyDetails = { status, headers, body: head };
  // A fault may come with any status, but only as XML; anything else is the reply of something that is not the service.
  const xmlType = contentType === '' || /[/+]xml\s*(;|$)/i.test(contentType);
  const blank = typeof text === 'string' ? text.trim() === '' : text.pieces.every((piece) => piece.trim() === '');
  if (!xmlType || blank) {
    if (!ok) throw new SoapHttpError(status, statusText, head, headers);
    throw new SoapResponseError(
      blank ? `Empty SOAP response (HTTP ${status})` : `Unexpected content type ${contentType.slice(0, 100)} in a SOAP response`,
      details,
    );
  }

  let parsed;
  try {
    const parseOptions = {
      httpStatus: status,
      soapVersions: BOTH_VERSIONS,
      maxDepth: options.maxDepth ?? limits.maxDepth,
      maxElements: limits.maxElements,
      maxAttributesPerElement: limits.maxAttributesPerElement,
      maxAttributes: limits.maxAttributes,
    };
    parsed = typeof text !== 'string' || text.length >= SLICED_FROM ? await parseEnvelopeInSlices(text, parseOptions) : parseEnvelope(text, parseOptions);
  } catch (error) {
    if (!(error instanceof SoapFault)) throw error;
    // The message itself is unusable: an HTTP error stays an HTTP error, a 2xx is a protocol error.
    if (!ok) throw new SoapHttpError(status, statusText, head, headers);
    throw new SoapResponseError(`Invalid SOAP response: ${error.faultstring}`, details);
  }
  if (parsed.kind === 'fault') throw parsed.fault;
  if (!ok) throw new SoapHttpError(status, statusText, head, headers);
  const sent = options.soapVersion ?? '1.1';
  if (parsed.version !== sent) {
    throw new SoapResponseError(`Invalid SOAP response: a SOAP ${parsed.version} envelope answered a SOAP ${sent} request`, details);
  }
  const body = parsed.body;
  if (options.expect && (body.name !== options.expect.element || body.namespace !== options.expect.namespace)) {
    throw new SoapResponseError(
      `Expected {${options.expect.namespace}}${options.expect.element} in the response, got {${cut(body.namespace)}}${cut(body.name)}`,
      details,
    );
  }
  const refused =
    parsed.headers.length > 0 ? notUnderstood(parsed.headers, options.understoodHeaders ?? new Set(), parsed.version) : undefined;
  if (refused) throw new SoapResponseError(`The response's header ${cut(refused.name)} must be understood, and is not`, details);
  options.onHeaders?.(parsed.headers);
  return body;
}

/** A reply may be a fault in either version (a peer answers a version it does not serve in its own). */
const BOTH_VERSIONS: readonly SoapVersion[] = ['1.1', '1.2'];

/** SOAP 1.2 over HTTP (part 2, section 7): the action is a parameter of the media type; there is no SOAPAction. */
function soap12Headers(options: SoapCallOptions): { [name: string]: string } {
  const headers: { [name: string]: string } = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) if (name.toLowerCase() !== 'soapaction') headers[name] = value;
  // The action is a quoted-string: a quote or backslash in it is escaped.
  const action = options.soapAction.replace(/["\\]/g, '\\$&');
  headers['Content-Type'] = `application/soap+xml; charset=utf-8${options.soapAction === '' ? '' : `; action="${action}"`}`;
  headers.Accept = 'application/soap+xml';
  return headers;
}

function cut(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}...` : value;
}

function headersOf(headers: Headers): ReplyHeaders {
  const out: { [name: string]: string } = Object.create(null) as { [name: string]: string };
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/**
 * Where a redirect leads, when it is one to follow (307/308 to the same origin, within `MAX_REDIRECTS`);
 * `undefined` when `response` is not a redirect. Throws `SoapRedirectError` for any other redirect.
 */
function redirectTarget(response: Response, from: string, headers: ReplyHeaders, redirects: number): string | undefined {
  const { status } = response;
  // A browser's fetch hides a manual redirect behind an opaque response with status 0.
  if (response.type === 'opaqueredirect') {
    throw new SoapRedirectError(status, response.statusText, '', headers, 'the location is not visible here');
  }
  if (status < 300 || status > 399 || status === 304) return undefined;
  const location = headers['location'] ?? '';
  if (location === '') return undefined; // not a redirect to anywhere: an HTTP error below
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new SoapRedirectError(status, response.statusText, location, headers, 'the location is not a URL');
  }
  if (target.origin !== new URL(from).origin) {
    throw new SoapRedirectError(status, response.statusText, location, headers, `${target.origin} is another origin`);
  }
  if (status !== 307 && status !== 308) {
    throw new SoapRedirectError(status, response.statusText, location, headers, 'only 307 and 308 keep the POST');
  }
  if (redirects >= MAX_REDIRECTS) {
    throw new SoapRedirectError(status, response.statusText, location, headers, `more than ${MAX_REDIRECTS} redirects`);
  }
  return target.href;
}

/**
 * The body, at most `max` bytes: a longer one (declared or streamed) stops the read and is an error. A body of
 * `SLICED_FROM` bytes or more is left in the chunks it came in (decoded from them in slices: no copy in one step).
 */
async function readCapped(
  response: Response,
  max: number,
  reply: ReplyDetails,
  controller: AbortController,
): Promise<Uint8Array | readonly Uint8Array[]> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > max) {
    controller.abort();
    throw new SoapResponseTooLargeError(max, reply);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      controller.abort();
      throw new SoapResponseTooLargeError(max, { ...reply, body: latin1Excerpt(chunks[0] ?? value) });
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  if (size >= SLICED_FROM) return chunks;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The start of bytes that could not be decoded, shown byte for byte. */
function latin1Excerpt(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length && i < 4096; i++) out += String.fromCharCode(bytes[i]);
  return out;
}
