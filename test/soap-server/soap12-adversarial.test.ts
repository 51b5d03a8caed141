/**
 * Hostile input against a SOAP 1.2 endpoint (issue 23, class 16): the 1.1 server's limits and refusals hold in
 * 1.2, each answered with a 1.2 fault in `application/soap+xml` (Sender 400, Receiver 500, the HTTP-level
 * statuses as in 1.1), in CPU time linear in the body, and the server keeps serving. Also the version cases: a
 * 1.1 envelope at a 1.2-only endpoint and a 1.2 one at a 1.1-only endpoint (VersionMismatch in the endpoint's
 * version), a missing or wrong action, and an action parameter built to be expensive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readField } from '../../templates/soap-messages/fields.ts';
import { createSoapServer, soapOperation, type AnySoapOperation, type RunningSoapServer } from '../../templates/soap-server/server.ts';
import { expectLinearCost, scaled } from '../support/linear-cost.ts';
import { rawExchange } from '../support/soap-adversarial.ts';

const NS = 'urn:example:adversarial12';
const ENV11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const ENV12 = 'http://www.w3.org/2003/05/soap-envelope';
const TYPE12 = 'application/soap+xml; charset=utf-8';
const HANDLER_TIMEOUT_MS = 300;

function echo(versions: readonly ('1.1' | '1.2')[] | undefined): AnySoapOperation {
  return soapOperation<string, string | Promise<string>>({
    name: 'echo',
    soapAction: `${NS}/echo`,
    ...(versions !== undefined ? { soapVersions: versions } : {}),
    namespace: NS,
    inputElement: 'echo',
    outputElement: 'echoResponse',
    decode: (body) => (readField(body, { name: 'text', kind: 'string' }) as string | undefined) ?? '',
    handle: (text) => (text === 'hang' ? new Promise<string>(() => undefined) : text.length > 20 ? `${text.length}` : text),
    encode: (result) => [{ kind: 'string', name: 'echoResult', value: result as string }],
  });
}

let server12: RunningSoapServer;
let server11: RunningSoapServer;
const errors: unknown[] = [];
beforeAll(async () => {
  server12 = await createSoapServer({
    operations: [echo(['1.2'])],
    path: '/svc',
    bodyTimeoutMs: 10_000,
    handlerTimeoutMs: HANDLER_TIMEOUT_MS,
    onError: (error) => errors.push(error),
  }).listen();
  server11 = await createSoapServer({ operations: [echo(undefined)], path: '/svc' }).listen();
});
afterAll(async () => {
  await server12.close();
  await server11.close();
});

interface Reply {
  status: number;
  type: string;
  text: string;
}
async function post(url: string, body: string, contentType = TYPE12, extra: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, ...extra }, body });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}
const envelope12 = (inner: string): string => `<e:Envelope xmlns:e="${ENV12}"><e:Body>${inner}</e:Body></e:Envelope>`;
const envelope11 = (inner: string): string => `<e:Envelope xmlns:e="${ENV11}"><e:Body>${inner}</e:Body></e:Envelope>`;
const echoOf = (inner: string): string => envelope12(`<echo xmlns="${NS}"><text>${inner}</text></echo>`);

/** The 1.2 fault of a reply: its Code Value and Reason Text, after checking its shape and that it leaks nothing. */
function fault12(reply: Reply): { code: string; reason: string } {
  expect(reply.type).toBe(TYPE12);
  expect(reply.text).toMatch(
    new RegExp(`^<\\?xml version="1.0" encoding="utf-8"\\?><env:Envelope xmlns:env="${ENV12}"><env:Body><env:Fault><env:Code><env:Value>env:[A-Za-z]+</env:Value></env:Code><env:Reason><env:Text xml:lang="en">[^<]*</env:Text></env:Reason>(<env:Detail>[^<]*</env:Detail>)?</env:Fault></env:Body></env:Envelope>$`),
  );
  expect(reply.text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/);
  return {
    code: /<env:Value>env:([^<]*)<\/env:Value>/.exec(reply.text)?.[1] ?? '',
    reason: /<env:Text xml:lang="en">([^<]*)<\/env:Text>/.exec(reply.text)?.[1] ?? '',
  };
}

async function expectServing(): Promise<void> {
  const reply = await post(server12.url, echoOf('ok'));
  expect(reply.status).toBe(200);
  expect(reply.text).toContain('<tns:echoResult>ok</tns:echoResult>');
}

function attributes(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ` a${i}=""`;
  return out;
}

describe('SOAP 1.2: huge and quadratic XML, default limits', () => {
  const CASES: { name: string; body: (scale: number) => string; status: number; code?: string; reason?: RegExp }[] = [
    { name: '300k attributes on one element', body: (s) => envelope12(`<echo xmlns="${NS}"${attributes(scaled(300_000, s))}/>`), status: 400, code: 'Sender', reason: /^(XML element with more than 256 attributes|XML tag longer than 1048576 characters)$/ },
    { name: '8M empty elements (32 MB)', body: (s) => echoOf('<a/>'.repeat(scaled(8_000_000, s))), status: 400, code: 'Sender', reason: /^XML with more than 50000 elements/ },
    { name: '1M nested elements', body: (s) => echoOf(`${'<a>'.repeat(scaled(1_000_000, s))}${'</a>'.repeat(scaled(1_000_000, s))}`), status: 400, code: 'Sender', reason: /^XML nesting deeper than 64 levels$/ },
    { name: 'a 30 MB element name', body: (s) => envelope12(`<n${'x'.repeat(scaled(30_000_000, s))} xmlns="${NS}"/>`), status: 400, code: 'Sender', reason: /^XML tag longer than 1048576 characters$/ },
    { name: 'a 30 MB text (accepted)', body: (s) => echoOf('x'.repeat(scaled(30_000_000, s))), status: 200 },
    { name: 'a 30 MB unterminated comment', body: (s) => `<!--${'-'.repeat(scaled(30_000_000, s))}`, status: 400, code: 'Sender', reason: /^Unterminated comment$/ },
  ];
  for (const c of CASES) {
    it(`${c.name}: ${c.status}${c.code ? ` ${c.code}` : ''}, in linear CPU time, then still serving`, async () => {
      const { result: reply } = await expectLinearCost(c.body, (body) => post(server12.url, body));
      if (reply === undefined) throw new Error('no reply');
      expect(reply.status).toBe(c.status);
      if (c.code !== undefined) {
        const fault = fault12(reply);
        expect(fault.code).toBe(c.code);
        expect(fault.reason).toMatch(c.reason ?? /./);
      } else expect(reply.text).toMatch(/<tns:echoResult>\d+<\/tns:echoResult>/);
      await expectServing();
    });
  }

  it('a DOCTYPE: 400 Sender', async () => {
    const reply = await post(server12.url, `<!DOCTYPE e [<!ENTITY x "y">]>${echoOf('&x;')}`);
    expect(reply.status).toBe(400);
    expect(fault12(reply).code).toBe('Sender');
  });

  it('a declared body over the cap: 413 Sender before it is read, connection closed', async () => {
    const { port } = new URL(server12.url);
    const raw = await rawExchange(
      server12.url,
      `POST /svc HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${TYPE12}\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n<e:Envelope`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(raw).toContain(`Content-Type: ${TYPE12}`);
    expect(raw).toContain('<env:Value>env:Sender</env:Value>');
    await expectServing();
  });

  it('request headers over 16 KiB: 431 with a 1.2 fault', async () => {
    const raw = await rawExchange(server12.url, `POST /svc HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toContain('<env:Value>env:Sender</env:Value>');
    await expectServing();
  });

  it('a handler that never answers: 500 Receiver after handlerTimeoutMs', async () => {
    const reply = await post(server12.url, echoOf('hang'));
    expect(reply.status).toBe(500);
    expect(fault12(reply)).toEqual({ code: 'Receiver', reason: `The service did not answer within ${HANDLER_TIMEOUT_MS} ms` });
    await expectServing();
  });
});

describe('SOAP versions and actions', () => {
  it('a 1.1 envelope at a 1.2-only endpoint: 500 VersionMismatch in 1.2', async () => {
    const reply = await post(server12.url, envelope11(`<echo xmlns="${NS}"><text>a</text></echo>`), 'text/xml; charset=utf-8');
    expect(reply.status).toBe(500);
    expect(fault12(reply)).toEqual({ code: 'VersionMismatch', reason: `Expected a SOAP 1.2 Envelope in namespace ${ENV12}` });
    await expectServing();
  });

  it('a 1.2 envelope at a 1.1-only endpoint: 500 VersionMismatch in 1.1', async () => {
    const reply = await post(server11.url, echoOf('a'));
    expect(reply.status).toBe(500);
    expect(reply.type).toBe('text/xml; charset=utf-8');
    expect(reply.text).toContain('<faultcode>soap:VersionMismatch</faultcode>');
    // And a 1.1 envelope sent as application/soap+xml there: 415 Client.
    const typed = await post(server11.url, envelope11(`<echo xmlns="${NS}"><text>a</text></echo>`));
    expect(typed.status).toBe(415);
    expect(typed.text).toContain('<faultcode>soap:Client</faultcode>');
  });

  it('no action: dispatched on the body; a wrong one: 400 Sender; a 14 KB action parameter: refused, linear', async () => {
    expect((await post(server12.url, echoOf('b'))).text).toContain('<tns:echoResult>b</tns:echoResult>');
    const wrong = await post(server12.url, echoOf('b'), `${TYPE12}; action="${NS}/other"`);
    expect(wrong.status).toBe(400);
    expect(fault12(wrong).reason).toBe(`SOAPAction "${NS}/other" does not match the body element echo (expected "${NS}/echo")`);
    // Node caps the header block at 16 KiB: a longer action never reaches the listener (431, as above); a long one
    // within the cap and one of many backslashes are read in linear time and cut short in the fault.
    const { result } = await expectLinearCost(
      (s) => `${TYPE12}; action="${'\\"'.repeat(scaled(7000, s))}"`,
      (type) => post(server12.url, echoOf('c'), type),
    );
    expect(result?.status).toBe(400);
    expect(fault12(result as Reply).reason).toMatch(/^SOAPAction "("){64}\.\.\." does not match/);
    await expectServing();
  });

  it('a SOAP Fault as the request: 400 Sender', async () => {
    const reply = await post(server12.url, envelope12(`<e:Fault xmlns:e="${ENV12}"/>`));
    expect(reply.status).toBe(400);
    expect(fault12(reply).reason).toBe('A request must not be a SOAP Fault');
  });

  it('nothing reached onError but the handler timeout', () => {
    expect(errors.map((e) => (e as Error).name)).toEqual(['SoapHandlerTimeoutError']);
  });
});
