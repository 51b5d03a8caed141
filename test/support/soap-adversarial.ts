/**
 * Shared by the SOAP adversarial suites: envelopes, raw HTTP requests (node:http, no client smarts), fault
 * reading that checks the fault is a well-formed SOAP 1.1 envelope, and the "still serving" check that follows
 * every hostile case.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { expect } from 'vitest';

export const NS = 'http://developer.svc.example/';
export const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export function envelope(body: string, head = '<?xml version="1.0" encoding="utf-8"?>'): string {
  return `${head}<soap:Envelope xmlns:soap="${SOAP_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

export function authenticate(user: string, password = 'p'): string {
  return envelope(`<authenticate xmlns="${NS}"><strUserName>${user}</strUserName><strPassword>${password}</strPassword></authenticate>`);
}

export function soapHeaders(action: string, extra: { [name: string]: string } = {}): { [name: string]: string } {
  return { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${NS}${action}"`, ...extra };
}

export interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly ms: number;
}

/** One request on its own connection; resolves with whatever came back. */
export function send(
  url: string,
  options: { method?: string; headers?: { [name: string]: string }; body?: string | Buffer; path?: string } = {},
): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (options.path !== undefined) target.pathname = options.path;
    const req = httpRequest(target, { method: options.method ?? 'POST', headers: options.headers ?? {}, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.end(options.body);
  });
}

/** Writes raw bytes on a TCP connection and collects everything until the server closes it (or `waitMs`). */
export function rawExchange(url: string, bytes: string | Buffer, waitMs = 2000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(bytes);
  });
}

export interface ParsedFault {
  readonly faultcode: string;
  readonly faultstring: string;
}

/** The fault of a reply, after checking it is a SOAP 1.1 fault envelope in text/xml and carries no stack. */
export function faultOf(reply: Reply): ParsedFault {
  expect(reply.headers['content-type']).toBe('text/xml; charset=utf-8');
  expect(reply.body).toMatch(
    new RegExp(`^<\\?xml version="1.0" encoding="utf-8"\\?><soap:Envelope xmlns:soap="${SOAP_NS}"><soap:Body><soap:Fault><faultcode>soap:[A-Za-z.]+</faultcode><faultstring>[^<]*</faultstring>(<detail>[^<]*</detail>)?</soap:Fault></soap:Body></soap:Envelope>$`),
  );
  expect(reply.body).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/);
  const faultcode = /<faultcode>soap:([^<]*)<\/faultcode>/.exec(reply.body)?.[1] ?? '';
  const faultstring = unescape(/<faultstring>([^<]*)<\/faultstring>/.exec(reply.body)?.[1] ?? '');
  return { faultcode, faultstring };
}

function unescape(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');
}

/** The server answers a normal authenticate right now (and quickly). */
export async function expectServing(url: string): Promise<void> {
  const reply = await send(url, { headers: soapHeaders('authenticate'), body: authenticate('alice') });
  expect(reply.status).toBe(200);
  expect(reply.body).toContain('<tns:authenticateResult>');
}

