// wc-sim and a reply near its cap (issue 22): a sendRequestXML reply of ~60 MiB (one escaped request document, as a
// service that hands out a large batch writes it) is read whole and right, and no step holds the simulator's event
// loop 100 ms of CPU (it runs in a child process of its own, measured by test/support/stall-meter.ts).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runStallChild, STEP_BOUND_MS, type Stall } from '../support/stall-meter.ts';
import { escapeText } from '../../templates/web-connector/wc-sim-xml.ts';

const reply = (document: string): Buffer =>
  Buffer.from(
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
      `<sendRequestXMLResponse xmlns="http://developer.intuit.com/"><sendRequestXMLResult>${escapeText(document)}</sendRequestXMLResult></sendRequestXMLResponse></soap:Body></soap:Envelope>`,
    'utf8',
  );

describe('wc-sim reads a reply near its cap briefly (issue 22)', () => {
  it('a ~60 MiB sendRequestXML reply: the document arrives whole, and no step holds the loop 100 ms', async () => {
    const one = '<CustomerAddRq requestID="1"><CustomerAdd><Name>Caf\u00e9 & Sons \u20ac</Name></CustomerAdd></CustomerAddRq>\r\n';
    const document = `<?xml version="1.0" encoding="utf-8"?>\r\n<?qbxml version="13.0"?>\r\n<QBXML><QBXMLMsgsRq onError="stopOnError">\r\n${one.repeat(410_000)}</QBXMLMsgsRq></QBXML>`;
    const big = reply(document);
    const small = reply('<QBXML/>');
    expect(big.byteLength).toBeGreaterThan(56 * 1024 * 1024);
    expect(big.byteLength).toBeLessThan(64 * 1024 * 1024);
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(request.url === '/big' ? big : small));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const seen = await runStallChild<Stall & { length: number; sha256: string }>(new URL('./stall-wc-sim.ts', import.meta.url), [url]);
      expect(seen.length).toBe(document.length);
      expect(seen.sha256).toBe(createHash('sha256').update(document).digest('hex'));
      expect(seen.step).toBeLessThan(STEP_BOUND_MS);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 300_000);
});
