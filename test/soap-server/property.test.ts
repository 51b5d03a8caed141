/**
 * Properties of the generated @svc/connector SOAP server under arbitrary input (fast-check), and a bounded soak.
 * Whatever arrives: the server answers within a bounded time; a 200 is a well-formed response envelope; every
 * other answer is a documented status (400, 404, 405, 408, 413, 415) or a well-formed SOAP 1.1 fault whose code
 * is Client (VersionMismatch / MustUnderstand for those cases), never a Server fault, never a crash; and the
 * server keeps answering normal requests. The soak sends 20k mixed requests and compares heap and RSS after GC.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectorServer, type ConnectorHandlers, type RunningSoapServer } from '@svc/connector';
import { parseXml } from '../../templates/soap-messages/xml-tree.ts';
import { authenticate, envelope, expectServing, faultOf, NS, send, SOAP_NS, soapHeaders, type Reply } from '../support/soap-adversarial.ts';

const received: unknown[] = [];
const errors: unknown[] = [];
const handlers: ConnectorHandlers = {
  serverVersion: async () => 'v1',
  clientVersion: async () => '',
  authenticate: async (request) => {
    received.push(request.strUserName);
    return ['ticket', ''];
  },
  sendRequestXML: async () => '<doc>&</doc>',
  receiveResponseXML: async () => 100,
  connectionError: async () => 'done',
  getLastError: async () => 'NoOp',
  closeConnection: async () => 'OK',
};

let server: RunningSoapServer;
let url: string;
const escaped: unknown[] = [];
const onEscape = (error: unknown): void => {
  escaped.push(error);
};

beforeAll(async () => {
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
  server = await createConnectorServer(handlers, { onError: (e) => errors.push(e), handlerTimeoutMs: 2000 }).listen();
  url = server.url;
});
afterAll(async () => {
  await server.close();
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
  expect(escaped).toEqual([]);
  expect(errors).toEqual([]);
});

const DOCUMENTED_STATUS = new Set([400, 404, 405, 408, 413, 415]);
const BOUND_MS = 3000;

/** The property every answer must have. */
function checkAnswer(reply: Reply): void {
  expect(reply.ms).toBeLessThan(BOUND_MS);
  if (reply.status === 200) {
    const root = parseXml(reply.body);
    expect(root.name).toBe('Envelope');
    expect(root.namespace).toBe(SOAP_NS);
    return;
  }
  if (reply.status === 500) {
    expect(['Client', 'VersionMismatch', 'MustUnderstand']).toContain(faultOf(reply).faultcode);
    return;
  }
  expect(DOCUMENTED_STATUS.has(reply.status)).toBe(true);
}

// Names and namespaces from the interface and around it, so generated documents reach the operations.
const NAMES = ['Envelope', 'Body', 'Header', 'Fault', 'authenticate', 'strUserName', 'strPassword', 'sendRequestXML', 'ticket', 'acctXMLMajorVers', 'string', 'a', 'x:y', 'xmlns', 'ä'];
const NAMESPACES = [SOAP_NS, NS, 'urn:other', '', 'http://www.w3.org/2001/XMLSchema-instance'];

interface Node {
  name: string;
  namespace: string;
  attributes: [string, string][];
  children: (Node | string)[];
}

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('&amp;', '&lt;', '&#65;', '&#x1F600;', '&#0;', '&bogus;', ']]>', '<![CDATA[<x>]]>', '<!-- c -->', '<?pi x?>', '\r\n', '\u0001', '\uFFFE'),
);

const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.record({
    name: fc.constantFrom(...NAMES),
    namespace: fc.constantFrom(...NAMESPACES),
    attributes: fc.array(fc.tuple(fc.constantFrom('a', 'xsi:nil', 'soap:mustUnderstand', 'b', 'xmlns:p'), fc.constantFrom('1', 'true', '', '&lt;', 'urn:p', '<')), { maxLength: 3 }),
    children: fc.array(fc.oneof({ maxDepth: 4 }, text, tie('node')), { maxLength: 4 }),
  }) as fc.Arbitrary<Node>,
}));

function write(n: Node, parentNamespace: string | undefined): string {
  const declare = n.namespace !== parentNamespace ? ` xmlns="${n.namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:soap="${SOAP_NS}"` : '';
  const attributes = n.attributes.map(([k, v]) => ` ${k}="${v}"`).join('');
  const inner = n.children.map((c) => (typeof c === 'string' ? c : write(c, n.namespace))).join('');
  return `<${n.name}${declare}${attributes}>${inner}</${n.name}>`;
}

/** An XML-ish document: a generated tree, often inside a real envelope, sometimes broken on purpose. */
const xmlDocument = fc.tuple(node, fc.constantFrom('envelope', 'bare', 'truncated', 'declared')).map(([n, how]) => {
  const xml = write(n, undefined);
  switch (how) {
    case 'envelope':
      return envelope(xml);
    case 'truncated':
      return envelope(xml).slice(0, Math.max(1, Math.floor(xml.length / 2)));
    case 'declared':
      return `<?xml version="1.0" encoding="ISO-8859-1"?>${xml}`;
    default:
      return xml;
  }
});

const action = fc.oneof(fc.constantFrom('authenticate', 'sendRequestXML', 'nothing', ''), fc.stringMatching(/^[A-Za-z]{0,12}$/));

describe('properties', () => {
  it('arbitrary bytes: a documented answer, never a Server fault, bounded time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom('text/xml; charset=utf-8', 'text/xml', 'application/xml; charset=iso-8859-1'), async (bytes, type) => {
        checkAnswer(await send(url, { headers: { 'Content-Type': type, SOAPAction: `"${NS}authenticate"` }, body: Buffer.from(bytes) }));
      }),
      { numRuns: 150 },
    );
    await expectServing(url);
  });

  it('arbitrary XML: a documented answer, never a Server fault, bounded time', async () => {
    await fc.assert(
      fc.asyncProperty(xmlDocument, action, async (xml, op) => {
        checkAnswer(await send(url, { headers: soapHeaders(op), body: xml }));
      }),
      { numRuns: 300 },
    );
    await expectServing(url);
  });

  it('arbitrary strings in a field: kept exactly (line ends as XML reads them) or a Client fault for characters XML 1.0 forbids', async () => {
    const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (sent) => {
        // What UTF-8 can carry: a lone surrogate is sent as U+FFFD.
        const value = Buffer.from(sent, 'utf8').toString('utf8');
        const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        const reply = await send(url, { headers: soapHeaders('authenticate'), body: Buffer.from(authenticate(escaped), 'utf8') });
        checkAnswer(reply);
        if (forbidden.test(value)) {
          expect(reply.status).toBe(500);
          expect(faultOf(reply).faultstring).toMatch(/not allowed in XML 1.0|not valid utf-8/);
        } else {
          expect(reply.status).toBe(200);
          expect(received.at(-1)).toBe(value.replace(/\r\n?/g, '\n'));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('arbitrary header values: a documented answer', async () => {
    const headerValue = fc.stringMatching(/^[\x20-\x7E]{0,40}$/);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom('text/xml', 'text/xml; charset=utf-8', 'application/xml;charset="iso-8859-1"', 'text/xml; charset=utf-16'), headerValue), headerValue, fc.oneof(fc.constant(''), headerValue), async (type, soapAction, encoding) => {
        const headers: { [name: string]: string } = { 'Content-Type': type, SOAPAction: soapAction };
        if (encoding !== '') headers['Content-Encoding'] = encoding;
        checkAnswer(await send(url, { headers, body: authenticate('u') }));
      }),
      { numRuns: 100 },
    );
    await expectServing(url);
  });
});

/** Heap and RSS after a full garbage collection. */
function afterGc(): { heap: number; rss: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return { heap: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
}

describe('soak', () => {
  it('20k mixed requests on keep-alive connections: heap after GC grows < 8 MB, RSS < 64 MB, every answer as expected', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const bodies: [(i: number) => string, number][] = [
      [(i) => authenticate(`user-${i}`), 200],
      [(i) => envelope(`<sendRequestXML xmlns="${NS}"><ticket>${i}</ticket><acctXMLMajorVers>13</acctXMLMajorVers><acctXMLMinorVers>0</acctXMLMinorVers></sendRequestXML>`), 200],
      [(i) => envelope(`<sendRequestXML xmlns="${NS}"><ticket>${i}</ticket></sendRequestXML>`), 500],
      [(i) => authenticate(`<broken${i}`), 500],
      [(i) => envelope(`<nothing${i} xmlns="urn:${i}"/>`), 500],
      [(i) => `<a${i}${' b=""'.repeat(300)}/>`, 500],
    ];
    const one = (i: number): Promise<void> =>
      new Promise((resolve, reject) => {
        const [body, status] = bodies[i % bodies.length];
        const req = httpRequest(url, { method: 'POST', agent, headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === status ? resolve() : reject(new Error(`request ${i}: ${res.statusCode}`))));
        });
        req.on('error', reject);
        req.end(body(i));
      });
    const run = async (from: number, count: number): Promise<void> => {
      let next = from;
      const worker = async (): Promise<void> => {
        while (next < from + count) await one(next++);
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    };
    await run(0, 2_000); // warm-up: JIT, caches, socket pool
    const start = afterGc();
    await run(2_000, 18_000);
    const end = afterGc();
    agent.destroy();
    expect(end.heap - start.heap).toBeLessThan(8 * 1024 * 1024);
    expect(end.rss - start.rss).toBeLessThan(64 * 1024 * 1024);
    await expectServing(url);
  });
});
