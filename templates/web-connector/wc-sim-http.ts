/**
 * One SOAP call as the real Web Connector makes it: a POST with its headers (User-Agent of the .NET client,
 * `text/xml; charset=utf-8`, the SOAPAction quoted, `Expect: 100-continue`, the body sent after `100 Continue`
 * or 350 ms, as .NET does), the reply bounded in size and time, then read strictly by namespace.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { decodeXmlBytesInSlices, XmlCharsetError } from '../soap-messages/xml-charset.ts';
import { SLICED_FROM, type XmlPieces } from '../soap-messages/xml-slices.ts';
import { parseXmlInSlices, XmlParseError, type XmlElement } from '../soap-messages/xml-tree.ts';
import { isNil, parseReply, ReplyXmlError, SOAP_ENVELOPE_NS, writeRequestEnvelope, type FieldValue, type ReplyElement } from './wc-sim-xml.ts';

export const WC_USER_AGENT: string = 'Mozilla/4.0 (compatible; MSIE 6.0; MS Web Services Client Protocol 2.0.50727.1433)';
/** Default cap on a reply's body. */
export const DEFAULT_MAX_REPLY_BYTES: number = 64 * 1024 * 1024;
/** Default time for one whole call. */
export const DEFAULT_CALL_TIMEOUT_MS: number = 30_000;

export interface WebConnectorCallOptions {
  readonly url: string;
  readonly namespace: string;
  readonly operation: string;
  readonly fields: ReadonlyArray<readonly [string, FieldValue]>;
  readonly timeoutMs?: number;
  readonly maxReplyBytes?: number;
  /** Send `Expect: 100-continue` and wait for `100 Continue` (default true, as the real client). */
  readonly expectContinue?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The answer to one call: a result (a string, an int, an array of strings, or undefined when absent) or a fault. */
export interface CallAnswer {
  readonly status: number;
  readonly result?: string | number | (string | null)[] | null | undefined;
  readonly fault?: { readonly code: string; readonly string: string };
  readonly ms: number;
}

/** The call could not complete: network, timeout, size cap, or a reply that is not the expected message. */
export class WebConnectorCallError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'WebConnectorCallError';
    this.status = status;
  }
}

/** Performs one call; rejects with `WebConnectorCallError` when no SOAP answer could be read. */
export async function callConnector(options: WebConnectorCallOptions): Promise<CallAnswer> {
  const started = performance.now();
  const envelope = writeRequestEnvelope(options.namespace, options.operation, options.fields);
  const { status, text } = await post(options, envelope);
  let root: ReplyElement;
  try {
    root = typeof text === 'string' ? parseReply(text) : replyElement(await parseXmlInSlices(text, { maxElements: MAX_SLICED_ELEMENTS }));
  } catch (error) {
    if (error instanceof ReplyXmlError || error instanceof XmlParseError) throw new WebConnectorCallError(`HTTP ${status}: ${error.message}`, status);
    throw error;
  }
  const ms = performance.now() - started;
  const body = root.namespace === SOAP_ENVELOPE_NS && root.name === 'Envelope' ? root.children.find((c) => c.name === 'Body' && c.namespace === SOAP_ENVELOPE_NS) : undefined;
  const first = body?.children[0];
  if (!first) throw new WebConnectorCallError(`HTTP ${status}: not a SOAP 1.1 envelope with a Body`, status);
  if (first.namespace === SOAP_ENVELOPE_NS && first.name === 'Fault') {
    const code = first.children.find((c) => c.name === 'faultcode')?.text.trim() ?? '';
    const faultString = first.children.find((c) => c.name === 'faultstring')?.text ?? '';
    return { status, fault: { code: code.replace(/^[^:]*:/, ''), string: faultString }, ms };
  }
  if (status < 200 || status >= 300) throw new WebConnectorCallError(`HTTP ${status} without a SOAP fault`, status);
  const responseName = `${options.operation}Response`;
  if (first.namespace !== options.namespace || first.name !== responseName) {
    throw new WebConnectorCallError(`Expected {${options.namespace}}${responseName}, got {${first.namespace}}${first.name}`, status);
  }
  const resultElement = first.children.find((c) => c.namespace === options.namespace && c.name === `${options.operation}Result`);
  return { status, result: resultElement === undefined ? undefined : resultValue(resultElement), ms };
}

/** A result's value: nil = null; with `string` children an array (nil items null); else its text. */
function resultValue(element: ReplyElement): string | (string | null)[] | null {
  if (isNil(element)) return null;
  if (element.children.length > 0) return element.children.filter((c) => c.name === 'string').map((c) => (isNil(c) ? null : c.text));
  return element.text;
}

/** Elements a large reply may hold (as the small reader's cap). */
const MAX_SLICED_ELEMENTS = 100_000;

/**
 * A reply of a mebibyte or more is read as the SOAP runtime reads a large body (decoded a mebibyte at a time, parsed
 * in slices of a few milliseconds from the pieces, never joined), so a reply near the cap never holds the event
 * loop for long; its tree is turned into the simulator's own. Text stays as it was built (a string made of the
 * decoded pieces, joined only when something reads it).
 */
function replyElement(element: XmlElement): ReplyElement {
  const attributes = new Map<string, string>();
  for (const a of element.attributes) attributes.set(a.namespace === '' ? a.name : `{${a.namespace}}${a.name}`, a.value);
  return { namespace: element.namespace, name: element.name, attributes, children: element.children.map(replyElement), text: element.text };
}

function post(options: WebConnectorCallOptions, envelope: string): Promise<{ status: number; text: string | XmlPieces }> {
  const url = new URL(options.url);
  const body = Buffer.from(envelope, 'utf8');
  const maxBytes = options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const expectContinue = options.expectContinue ?? true;
  const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
  if (!send) return Promise.reject(new WebConnectorCallError(`Unsupported URL scheme ${url.protocol}`));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, value?: { status: number; text: string | XmlPieces }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(continueTimer);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(value as { status: number; text: string | XmlPieces });
    };
    const timer = setTimeout(() => finish(new WebConnectorCallError(`No complete reply within ${timeoutMs} ms`)), timeoutMs);
    let continueTimer: ReturnType<typeof setTimeout> | undefined;
    const req = send(url, {
      method: 'POST',
      headers: {
        'User-Agent': WC_USER_AGENT,
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: `"${options.namespace}${options.operation}"`,
        ...options.headers,
        'Content-Length': String(body.length),
        ...(expectContinue ? { Expect: '100-continue' } : {}),
      },
    });
    let bodySent = false;
    const sendBody = (): void => {
      if (bodySent || settled) return;
      bodySent = true;
      req.end(body);
    };
    if (expectContinue) {
      req.on('continue', sendBody);
      // .NET's client sends the body anyway when no interim answer comes within 350 ms.
      continueTimer = setTimeout(sendBody, 350);
      req.flushHeaders();
    } else sendBody();
    req.on('error', (error) => finish(new WebConnectorCallError(`Request failed: ${error.message}`)));
    req.on('response', (response: IncomingMessage) => {
      clearTimeout(continueTimer);
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) return finish(new WebConnectorCallError(`Reply of ${declared} bytes exceeds the cap of ${maxBytes}`, response.statusCode));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) finish(new WebConnectorCallError(`Reply exceeds the cap of ${maxBytes} bytes`, response.statusCode));
        else chunks.push(chunk);
      });
      response.on('error', (error) => finish(new WebConnectorCallError(`Reply failed: ${error.message}`, response.statusCode)));
      response.on('end', () => {
        // A final answer before the body was sent (413, say): the body is never sent.
        if (!bodySent) req.destroy();
        const status = response.statusCode ?? 0;
        if (size < SLICED_FROM) {
          finish(undefined, { status, text: decodeReply(Buffer.concat(chunks), response.headers['content-type']) });
          return;
        }
        decodeXmlBytesInSlices(chunks, charsetOf(response.headers['content-type'])).then(
          (text) => finish(undefined, { status, text }),
          (error: unknown) => finish(error instanceof XmlCharsetError ? new WebConnectorCallError(`HTTP ${status}: ${error.message}`, status) : (error as Error)),
        );
      });
    });
  });
}

const charsetOf = (contentType: string | undefined): string | undefined => /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];

function decodeReply(bytes: Buffer, contentType: string | undefined): string {
  const charset = charsetOf(contentType) ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
