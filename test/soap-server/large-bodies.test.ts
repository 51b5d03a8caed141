// The SOAP server and a request body near its 32 MiB cap (issue 22): a receiveResponseXML carrying ~30 MiB of
// escaped qbXML in one text field is answered with the field whole, and no step holds the server's event loop
// 100 ms of CPU (the body is decoded and parsed in slices). The server runs in a child process of its own
// (stall-server.ts, measured by test/support/stall-meter.ts); a server that parsed in one step fails.
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { runStallChild, STEP_BOUND_MS, type Stall } from '../support/stall-meter.ts';

const NS = 'http://developer.intuit.com/';

/** A qbXML customer query response of about `bytes`, as QuickBooks writes it (CRLF line ends, non-ASCII names). */
function qbxml(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const record = `<CustomerRet><ListID>80000${i}-1</ListID><Name>Customer ${i} &amp; "Sons" \u00e9\u20ac</Name><Balance>${i}.50</Balance></CustomerRet>\r\n`;
    parts.push(record);
    size += record.length;
  }
  return `<?xml version="1.0" ?>\r\n<QBXML><QBXMLMsgsRs><CustomerQueryRs requestID="1" statusCode="0">\r\n${parts.join('')}</CustomerQueryRs></QBXMLMsgsRs></QBXML>`;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function post(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}receiveResponseXML"`, 'content-length': body.length } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a request body near the cap holds the server briefly (issue 22)', () => {
  it('a ~30 MiB receiveResponseXML: the field arrives whole, and no step holds the loop 100 ms', async () => {
    const inner = qbxml(21 * 1024 * 1024);
    const envelope = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><receiveResponseXML xmlns="${NS}"><ticket>t</ticket><response>${escapeText(inner)}</response><hresult /><message /></receiveResponseXML></soap:Body></soap:Envelope>`;
    const body = Buffer.from(envelope);
    expect(body.length).toBeGreaterThan(28 * 1024 * 1024);
    expect(body.length).toBeLessThanOrEqual(32 * 1024 * 1024);
    const expected = inner.replace(/\r\n/g, '\n');
    const digest = createHash('sha256').update(expected).digest('hex');
    let answer = { status: 0, text: '' };
    const seen = await runStallChild<Stall & { received?: { length: number; sha256: string } }>(new URL('./stall-server.ts', import.meta.url), [], async (child, url) => {
      answer = await post(url, body);
      child.stdin?.write('done\n');
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/receiveResponseXMLResult[^>]*>100</);
    expect(seen.received).toEqual({ length: expected.length, sha256: digest });
    expect(seen.step).toBeLessThan(STEP_BOUND_MS);
  }, 300_000);
});

describe('one tag tens of MiB long (issue 22)', () => {
  it('a ~30 MiB attribute value is refused with a Client fault naming the tag limit, and no step holds the loop 100 ms', async () => {
    const huge = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><receiveResponseXML xmlns="${NS}" note="${'\u20ac'.repeat(10_000_000)}"><response>x</response></receiveResponseXML></s:Body></s:Envelope>`;
    const body = Buffer.from(huge, 'utf8');
    expect(body.byteLength).toBeGreaterThan(28 * 1024 * 1024);
    expect(body.byteLength).toBeLessThan(32 * 1024 * 1024);
    let answer = { status: 0, text: '' };
    const seen = await runStallChild<Stall>(new URL('./stall-server.ts', import.meta.url), [], async (child, url) => {
      answer = await post(url, body);
      child.stdin?.write('done\n');
    });
    expect(answer.status).toBe(500);
    expect(answer.text).toMatch(/<faultcode>[^<]*Client<\/faultcode>/);
    expect(answer.text).toContain('XML tag longer than');
    expect(seen.step).toBeLessThan(STEP_BOUND_MS);
  }, 300_000);
});
