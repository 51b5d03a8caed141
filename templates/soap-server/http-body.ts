/**
 * Reading a SOAP request's body off a `node:http` request: size cap, slow-body deadline, charset decoding
 * (`xml-charset.ts`: byte order mark, Content-Type charset, XML declaration).
 * Callback-based rather than a promise, and with one coarse timer per listener rather than one per request:
 * on a small request these were a measurable share of the server's own time.
 */
import type { IncomingMessage } from 'node:http';
import { SoapFault } from '../soap-messages/fault.ts';
import { charsetParameter, decodeXmlBytes, decodeXmlBytesInSlices, isSupportedCharset, XmlCharsetError } from '../soap-messages/xml-charset.ts';
import { SLICED_FROM, type XmlPieces } from '../soap-messages/xml-slices.ts';

/** A request-level failure with its HTTP status; `close` ends the connection after answering. */
export class HttpFailure {
  constructor(
    readonly status: number,
    readonly fault: SoapFault,
    readonly close: boolean,
  ) {}
}

export function tooLarge(maxBodyBytes: number): SoapFault {
  return SoapFault.client(`Request body larger than the limit of ${maxBodyBytes} bytes`);
}

/** The charset a body is decoded with: the Content-Type parameter, or `undefined` to read it from the body. */
export type BodyCharset = string | undefined;

/** Checks the request headers; returns the charset the Content-Type names, if any. Throws `HttpFailure`. */
export function checkBodyHeaders(request: IncomingMessage, maxBodyBytes: number): BodyCharset {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBodyBytes) throw new HttpFailure(413, tooLarge(maxBodyBytes), true);
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    throw new HttpFailure(415, SoapFault.client(`Content-Encoding ${shorten(encoding)} is not supported`), true);
  }
  const type = request.headers['content-type'] ?? '';
  let charset = charsets.get(type);
  if (charset === undefined && !charsets.has(type)) {
    charset = charsetFor(type);
    // Clients send one or two distinct Content-Type values; the cap keeps odd ones from growing the cache.
    if (charsets.size < 64) charsets.set(type, charset);
  }
  if (charset instanceof HttpFailure) throw charset;
  return charset;
}

const charsets = new Map<string, BodyCharset | HttpFailure>();

/** The charset of a Content-Type value (`''` when absent; `undefined`: none given), or the failure to answer with. */
function charsetFor(type: string): BodyCharset | HttpFailure {
  if (type !== '' && !/^\s*(?:text\/xml|application\/(?:soap\+)?xml)\s*(;|$)/i.test(type)) {
    return new HttpFailure(415, SoapFault.client('Content-Type must be text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)'), true);
  }
  const charset = charsetParameter(type);
  if (charset !== undefined && !isSupportedCharset(charset)) {
    return new HttpFailure(415, SoapFault.client(`Unsupported charset ${shorten(charset)}`), true);
  }
  return charset;
}

/** A peer's value cut short for a fault message. */
export function shorten(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}...` : value;
}

/** Called once per body: with its text (a large body's as the pieces it was decoded in), or with the failure to answer. */
export type BodyCallback = (text: string | XmlPieces | undefined, failure: HttpFailure | undefined) => void;

/** One body being read. */
class BodyRead {
  readonly chunks: Buffer[] = [];
  size = 0;
  constructor(
    readonly reader: BodyReader,
    readonly request: IncomingMessage,
    readonly charset: BodyCharset,
    readonly deadline: number,
    readonly done: BodyCallback,
  ) {}
}

/** The read a request's shared listeners belong to (listeners are shared; `this` is the request). */
const READ = Symbol('soap body read');
type Reading = IncomingMessage & { [READ]?: BodyRead };

function onData(this: Reading, chunk: Buffer): void {
  const read = this[READ];
  if (read === undefined) return;
  read.size += chunk.length;
  if (read.size > read.reader.maxBytes) read.reader.finish(read, new HttpFailure(413, tooLarge(read.reader.maxBytes), true));
  else read.chunks.push(chunk);
}

function onEnd(this: Reading): void {
  const read = this[READ];
  if (read !== undefined) read.reader.finish(read, undefined);
}

function onAborted(this: Reading): void {
  const read = this[READ];
  if (read !== undefined) read.reader.finish(read, new HttpFailure(400, SoapFault.client('Request body incomplete'), true));
}

/** Reads bodies for one listener: its size cap and slow-body limit. */
export class BodyReader {
  readonly #reading = new Set<BodyRead>();
  #timer: NodeJS.Timeout | undefined;
  /** How often deadlines are checked: a 408 comes between `timeoutMs` and a quarter more. */
  readonly #tickMs: number;

  constructor(
    readonly maxBytes: number,
    readonly timeoutMs: number,
  ) {
    this.#tickMs = Math.max(1, Math.min(1000, Math.ceil(timeoutMs / 4)));
  }

  /** Reads `request`'s whole body; `done` gets its text (decoded by `charset`, else as the body says) or the failure to answer. */
  read(request: IncomingMessage, charset: BodyCharset, done: BodyCallback): void {
    const read = new BodyRead(this, request, charset, performance.now() + this.timeoutMs, done);
    (request as Reading)[READ] = read;
    this.#reading.add(read);
    // Unref'd: it must not keep a process alive; stopped by `#sweep` once nothing is being read.
    this.#timer ??= setInterval(() => this.#sweep(), this.#tickMs).unref();
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('aborted', onAborted);
  }

  finish(read: BodyRead, failure: HttpFailure | undefined): void {
    const { request } = read;
    if ((request as Reading)[READ] !== read) return;
    (request as Reading)[READ] = undefined;
    this.#reading.delete(read);
    request.off('data', onData);
    request.off('end', onEnd);
    request.off('aborted', onAborted);
    if (failure !== undefined) {
      // Drain without keeping anything so the peer can read our answer before the connection closes.
      request.resume();
      read.done(undefined, failure);
      return;
    }
    if (read.size >= SLICED_FROM) {
      // A large body is decoded in slices, letting the event loop turn meanwhile, from the chunks it came in.
      decodeXmlBytesInSlices(read.chunks, read.charset).then(
        (text) => read.done(text, undefined),
        (error: unknown) =>
          read.done(
            undefined,
            error instanceof XmlCharsetError
              ? new HttpFailure(500, SoapFault.client(error.message), false)
              : new HttpFailure(500, SoapFault.server('The service failed to read the request'), true),
          ),
      );
      return;
    }
    const body = read.chunks.length === 1 ? read.chunks[0] : Buffer.concat(read.chunks, read.size);
    let text: string;
    try {
      text = decodeXmlBytes(body, read.charset);
    } catch (error) {
      if (!(error instanceof XmlCharsetError)) throw error;
      read.done(undefined, new HttpFailure(500, SoapFault.client(error.message), false));
      return;
    }
    read.done(text, undefined);
  }

  #sweep(): void {
    if (this.#reading.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = performance.now();
    for (const read of this.#reading) {
      if (read.deadline <= now) {
        this.finish(read, new HttpFailure(408, SoapFault.client(`Request body not received within ${this.timeoutMs} ms`), true));
      }
    }
  }
}
