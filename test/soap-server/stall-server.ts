/**
 * Child process of large-bodies.test.ts (issue 22): a SOAP server with one document/literal operation whose request
 * carries a long text field (`receiveResponseXML`'s shape), measured with `stall-meter.ts` from listening until
 * the parent writes a line to stdin (after reading the answer). Prints its URL, then one JSON line: the figures
 * and what the handler received (the field's length and a digest of it).
 */
import { createHash } from 'node:crypto';
import { createSoapServer, soapOperation } from '../../templates/soap-server/server.ts';
import { startStallMeter } from '../support/stall-meter.ts';

const NS = 'http://developer.intuit.com/';
let received: string | undefined;
const server = await createSoapServer({
  operations: [
    soapOperation({
      name: 'receiveResponseXML',
      soapAction: `${NS}receiveResponseXML`,
      namespace: NS,
      inputElement: 'receiveResponseXML',
      outputElement: 'receiveResponseXMLResponse',
      decode: (body) => ({ response: body.children.find((child) => child.name === 'response')?.text ?? '' }),
      handle: ({ response }) => {
        // Digested after the measurement: the handler's own work is not the server's.
        received = response;
        return 100;
      },
      encode: (result) => [{ kind: 'int', name: 'receiveResponseXMLResult', value: result }],
    }),
  ],
  bodyTimeoutMs: 300_000,
  handlerTimeoutMs: 300_000,
}).listen();
// Warm up as a running service is: a first small request compiles the paths a large one takes.
await fetch(server.url, {
  method: 'POST',
  headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}receiveResponseXML"` },
  body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><receiveResponseXML xmlns="${NS}"><response>x</response></receiveResponseXML></s:Body></s:Envelope>`,
}).then((response) => response.text());
const meter = startStallMeter();
process.stdout.write(`${server.url}\n`);
process.stdin.once('data', async () => {
  const seen = await meter.stop();
  await server.close();
  const digest = received === undefined ? undefined : { length: received.length, sha256: createHash('sha256').update(received).digest('hex') };
  process.stdout.write(`${JSON.stringify({ ...seen, received: digest })}\n`);
  process.exit(0);
});
