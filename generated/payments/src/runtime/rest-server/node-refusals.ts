/// <reference types="node" />
/**
 * What node:http answers by itself, before any listener sees a request, made to follow the server's limits:
 * headers too large (431), headers or a request too slow (408), a request it cannot parse (400), an `Expect` it
 * cannot meet (417). Node writes these with empty bodies and checks the header deadline only every 30 s
 * (`connectionsCheckingInterval`); here they are answered in the interface's own format, and the deadline is
 * checked often enough to hold within a second. (The REST server, SOAP server and webhook receiver each ship this
 * module: a part's runtime imports only from the parts it requires.)
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** An answer written before (or instead of) a request object: status, headers and body. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: { readonly [name: string]: string };
  readonly body: Buffer;
}

/** The statuses node:http refuses a connection's request with. */
export type NodeRefusal = 400 | 408 | 413 | 417 | 431;

/**
 * Options of `createServer` for these deadlines: headers within `headersTimeoutMs`, the whole request within
 * `requestTimeoutMs` (0 = none), both checked every `headersTimeoutMs / 4` (at least every second, at most every
 * 100 ms), where node's default is every 30 s.
 */
export function deadlineOptions(headersTimeoutMs: number, requestTimeoutMs: number): ServerOptions {
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
  };
}

/** Node's refusal for one of its parser or deadline errors. */
function refusalOf(code: string | undefined): NodeRefusal {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The request-target of the request node refused, when the bytes it was parsing start with a request line
 * (`GET /a/b HTTP/1.1`); several services on one port pick whose error format answers by it.
 */
function targetOf(error: NodeJS.ErrnoException): string | undefined {
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  if (!(packet instanceof Uint8Array)) return undefined;
  const head = Buffer.from(packet.buffer, packet.byteOffset, Math.min(packet.byteLength, 8192)).toString('latin1');
  return /^[A-Za-z]{1,20} (\S{1,8000}) HTTP\/\d\.\d\r?\n/.exec(head)?.[1];
}

/** A whole HTTP/1.1 response as bytes, for a socket that has no `ServerResponse`. */
function rawResponse(answer: RawAnswer): Buffer {
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n`;
  for (const [name, value] of Object.entries(answer.headers)) head += `${name}: ${value}\r\n`;
  head += `content-length: ${answer.body.byteLength}\r\nconnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), answer.body]);
}

/**
 * Answers node's own refusals on `server` with `answer(status, target)`, the interface's error; `target` is the
 * request-target when node got as far as reading it (always for a 417, for a 431 or 400 when the request line came
 * in the bytes it was parsing, never for a 408). The connection is closed after it (what is left of the request
 * cannot be read reliably). A socket that is gone, or that already carries a response, is just closed.
 */
export function answerNodeRefusals(server: Server, answer: (status: NodeRefusal, target: string | undefined) => RawAnswer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A request whose answer is out (a 413 while the rest of its body drains) gets no second one when node's
    // whole-request deadline passes; its connection is just closed. The connection's latest request is its
    // parser's `incoming`; with no response in flight, every response of the connection is written, its own
    // included. Read here rather than noted per request (a `request` listener kept each connection's last
    // response alive until its next request: a listener call and a WeakMap write per request, issue 25).
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    const latest = (socket as { parser?: { incoming?: { complete?: boolean } | null } | null }).parser?.incoming;
    const answered = inFlight?.headersSent === true || (!inFlight && latest != null && latest.complete === false);
    if (error.code === 'ECONNRESET' || !socket.writable || answered) {
      socket.destroy();
      return;
    }
    let bytes: Buffer;
    try {
      bytes = rawResponse(answer(refusalOf(error.code), targetOf(error)));
    } catch {
      socket.destroy();
      return;
    }
    socket.end(bytes);
    // A peer that never reads must not keep the socket: it goes once the answer is out, or after a second.
    setTimeout(() => socket.destroy(), 1000).unref();
  });
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    try {
      const { status, headers, body } = answer(417, request.url);
      response.writeHead(status, { ...headers, 'content-length': body.byteLength, connection: 'close' }).end(body);
    } catch {
      response.destroy();
    }
  });
}
