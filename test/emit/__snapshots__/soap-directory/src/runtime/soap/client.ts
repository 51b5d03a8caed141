/**
 * Client transport for SOAP 1.1 over HTTP: POSTs an envelope, returns the response's Body element, turns
 * faults, HTTP errors and timeouts into distinct error classes.
 */
import { parseEnvelope } from './envelope.js';
import { SoapFault } from './fault.js';
import type { XmlElement } from './xml-tree.js';

/** The service answered with an HTTP error status and no SOAP fault in the body. */
export class SoapHttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The start of the response body (at most 4 KB), for diagnostics. */
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`HTTP ${status} ${statusText}`.trim());
    this.name = 'SoapHttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** No complete response arrived within `timeoutMs`. */
export class SoapTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No SOAP response within ${timeoutMs} ms`);
    this.name = 'SoapTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** A successful HTTP response that is not the expected SOAP message. */
export class SoapResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SoapResponseError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SoapCallOptions {
  readonly url: string;
  /** SOAPAction value, unquoted; it is sent quoted. */
  readonly soapAction: string;
  /** A complete envelope (`writeEnvelope`). */
  readonly envelope: string;
  readonly fetch?: FetchLike;
  /** Time for the whole exchange, headers and body. Default 60 s; 0 = none. */
  readonly timeoutMs?: number;
  /** The Body element a successful response must carry; anything else is a `SoapResponseError`. */
  readonly expect?: { readonly element: string; readonly namespace: string };
  /** Deepest nesting accepted in the response. */
  readonly maxDepth?: number;
  readonly headers?: { readonly [name: string]: string };
  readonly signal?: AbortSignal;
}

export const DEFAULT_CLIENT_TIMEOUT_MS = 60_000;

/**
 * Performs one SOAP call. Resolves to the response's Body element; rejects with `SoapFault` (the service
 * answered with a fault, whatever the HTTP status), `SoapHttpError`, `SoapTimeoutError` or
 * `SoapResponseError`. Network failures reject with the `fetch` implementation's own error.
 */
export async function callSoap(options: SoapCallOptions): Promise<XmlElement> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS;
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

  let status: number;
  let statusText: string;
  let contentType: string;
  let text: string;
  try {
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: `"${options.soapAction}"`,
        Accept: 'text/xml',
      },
      body: options.envelope,
      signal: controller.signal,
    });
    status = response.status;
    statusText = response.statusText;
    contentType = response.headers.get('content-type') ?? '';
    text = decodeBody(new Uint8Array(await response.arrayBuffer()), contentType);
  } catch (error) {
    if (timedOut) throw new SoapTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const ok = status >= 200 && status < 300;
  const looksLikeXml = /xml/i.test(contentType) || text.trimStart().startsWith('<');
  if (!ok && !looksLikeXml) throw new SoapHttpError(status, statusText, text.slice(0, 4096));

  let parsed;
  try {
    parsed = parseEnvelope(text, { httpStatus: status, ...(options.maxDepth ? { maxDepth: options.maxDepth } : {}) });
  } catch (error) {
    if (!(error instanceof SoapFault)) throw error;
    // The message itself is unusable: an HTTP error stays an HTTP error, a 2xx is a protocol error.
    if (!ok) throw new SoapHttpError(status, statusText, text.slice(0, 4096));
    throw new SoapResponseError(`Invalid SOAP response: ${error.faultstring}`);
  }
  if (parsed.kind === 'fault') throw parsed.fault;
  if (!ok) throw new SoapHttpError(status, statusText, text.slice(0, 4096));
  const body = parsed.body;
  if (options.expect && (body.name !== options.expect.element || body.namespace !== options.expect.namespace)) {
    throw new SoapResponseError(
      `Expected {${options.expect.namespace}}${options.expect.element} in the response, got {${body.namespace}}${body.name}`,
    );
  }
  return body;
}

/** Decodes by the charset parameter (UTF-8 when absent or unknown); a BOM is dropped. */
function decodeBody(bytes: Uint8Array, contentType: string): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}
