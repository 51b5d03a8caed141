// The SOAP client and replies of 1 MiB and more (issue 22): read from the chunks they arrive in, decoded and
// parsed in slices, over a real node:http server on 127.0.0.1; the result is the one-step parse's, and the
// refusals (undecodable bytes, malformed XML) are the same errors as for a small reply; and a ~48 MiB reply holds
// the client's event loop less than 100 ms of CPU at any one step (the client runs in a child process of its own,
// stall-client.ts, measured by test/support/stall-meter.ts).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callSoap, SoapResponseError } from '../../templates/soap-client/client.ts';
import { parseEnvelope } from '../../templates/soap-messages/envelope.ts';
import { runStallChild, STEP_BOUND_MS, type Stall } from '../support/stall-meter.ts';

const NS = 'urn:test';
let open: Server | undefined;
afterEach(() => {
  open?.close();
  open?.closeAllConnections();
  open = undefined;
});

/** Serves `body` in 64 KiB writes (so the client reads many chunks), with the given content type. */
async function serve(body: Buffer, type = 'text/xml; charset=utf-8'): Promise<string> {
  open = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type });
    for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
    res.end();
  });
  await new Promise<void>((resolve) => open?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(open.address() as AddressInfo).port}/`;
}

const reply = (inner: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><r:opResponse xmlns:r="${NS}">${inner}</r:opResponse></soap:Body></soap:Envelope>`;

const call = (url: string) => callSoap({ url, soapAction: `${NS}/op`, envelope: '<x/>', timeoutMs: 60_000 });

describe('replies of 1 MiB and more (issue 22)', () => {
  it('a 4 MiB reply with a long escaped text and many elements gives the tree of the one-step parse', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => `<item n="${i}">v${i} &amp; \u00e9\ud83d\ude00</item>`).join('\r\n');
    const xml = reply(`<text>${'a &lt;b&gt; &#233; \u20ac\r\n'.repeat(150_000)}</text>${items}`);
    const bytes = Buffer.from(xml);
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    const body = await call(await serve(bytes));
    const expected = parseEnvelope(xml);
    if (expected.kind !== 'body') throw new Error('not a body');
    expect(body.children.length).toBe(20_001);
    expect(body.children[0].text).toBe(expected.body.children[0].text);
    expect(body.children.map((c) => c.text)).toEqual(expected.body.children.map((c) => c.text));
    expect(body.children[20_000].attributes).toEqual(expected.body.children[20_000].attributes);
  });

  it('a large reply with bytes invalid in its encoding, or malformed, is refused as a small one is', async () => {
    const good = Buffer.from(reply(`<text>${'x'.repeat(2 * 1024 * 1024)}</text>`));
    const invalid = Buffer.concat([good.subarray(0, 1_500_000), Buffer.from([0xc3, 0x28]), good.subarray(1_500_000)]);
    await expect(call(await serve(invalid))).rejects.toThrow('Undecodable SOAP response: The body is not valid utf-8');
    open?.close();
    const malformed = Buffer.from(reply(`<text>${'x'.repeat(2 * 1024 * 1024)}</txet>`));
    const error = await call(await serve(malformed)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoapResponseError);
    expect((error as Error).message).toMatch(/^Invalid SOAP response: Malformed XML at line 1, column \d+$/);
  });
});

describe('a reply near the 50 MiB cap holds the client briefly (issue 22)', () => {
  it('a ~48 MiB reply (a 22 MiB escaped text and 10 000 records): the tree is whole, and no step holds the loop 100 ms', async () => {
    const text = 'QuickBooks &lt;row&gt; &amp; \u00e9\u20ac \r\n'.repeat(540_000);
    const note = 'lorem &lt;ipsum&gt; dolor &#233; '.repeat(90);
    const records: string[] = [];
    for (let i = 0; i < 10_000; i++) records.push(`<record id="${i}"><name>Customer ${i} &amp; Sons</name><note>${note}</note></record>`);
    const bytes = Buffer.from(reply(`<text>${text}</text>${records.join('\r\n')}`));
    expect(bytes.length).toBeGreaterThan(46 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(50 * 1024 * 1024);
    const decode = (escaped: string): string => escaped.replace(/\r\n/g, '\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#233;/g, '\u00e9').replace(/&amp;/g, '&');
    // Element texts: the long text, then each record's (a record holds only elements: its own text is empty).
    const hash = createHash('sha256').update(decode(text)).update('\u0000');
    for (let i = 0; i < 10_000; i++) hash.update('').update('\u0000');
    const digest = hash.digest('hex');
    open = createServer((req, res) => {
      const body = req.url === '/big' ? bytes : Buffer.from(reply('<small>x</small>'));
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
      res.end();
    });
    await new Promise<void>((resolve) => open?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(open.address() as AddressInfo).port}/`;
    const seen = await runStallChild<Stall & { children: number; sha256: string }>(new URL('./stall-client.ts', import.meta.url), [url]);
    expect(seen.children).toBe(10_001);
    expect(seen.sha256).toBe(digest);
    expect(seen.step).toBeLessThan(STEP_BOUND_MS);
  }, 300_000);
});
