/**
 * ConnectorSvc server throughput (issue 5): the generated server stub (@svc/connector) vs a node-soap server on
 * the same WSDL with the same handler logic vs a bare node:http server answering the same bytes without parsing
 * anything (the ceiling). Two requests: `authenticate` (small) and `sendRequestXML` carrying the real 5.7 KB
 * escaped document of vector 04. Requests per second and p99 latency from autocannon, on loopback.
 *
 * Process layout: each server runs alone in a child process (this file, `--serve <kind>`), autocannon runs in
 * this process. On a 2-core machine that gives the server one core and the load generator the other; in one
 * process they would share one event loop and the figures would measure autocannon as much as the server.
 *
 * Besides requests per second, the server child's CPU time per request (user + system, from
 * `process.cpuUsage()` around each run): on a machine that also runs other work, or where autocannon itself
 * is the bottleneck, it is the steadier figure of what each server costs.
 *
 * Also: envelope parse time of a 10 MB receiveResponseXML request, in this process: ours (the runtime's
 * `parseEnvelope` + field decoding, the code the generated server runs) vs node-soap's `wsdl.xmlToObject` (what
 * its server runs on a request). Figures are printed, never asserted.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as soap from 'soap';
import { parseEnvelope } from '../templates/soap-messages/envelope.ts';
import { readFields } from '../templates/soap-messages/fields.ts';
import { progress } from './progress.ts';
import { type Contender, formatRatio, type LoadResult, measureInRounds, ratioOf } from './server-rounds.ts';

const root = resolve(import.meta.dirname, '..');
const vectors = resolve(root, '..', 'shared', 'vectors', 'connector');
const WSDL_PATH = resolve(root, 'definitions', 'connector.wsdl');
const NS = 'http://developer.svc.example/';
const PATH = '/ConnectorSvc.asmx';

type Kind = 'generated' | 'node-soap' | 'bare';

/** The same answers from every server: what a real handler would compute from the request. */
const TICKET = 'ea0bf596246b623664adb465cc8662a2';
const NEXT_REQUEST =
  '<?xml version="1.0" encoding="utf-8"?>\n<?qbxml version="5.0"?>\n<QBXML>\n<QBXMLMsgsRq onError="stopOnError">\n' +
  '<CustomerQueryRq requestID="1"><MaxReturned>10</MaxReturned></CustomerQueryRq>\n</QBXMLMsgsRq>\n</QBXML>\n';
const handlerLogic = {
  authenticate: (user: string | undefined, password: string | undefined): (string | null)[] =>
    user === 'api' && password === 'password' ? [TICKET, ''] : ['', 'nvu'],
  sendRequestXML: (ticket: string | undefined): string => (ticket === TICKET ? NEXT_REQUEST : ''),
};

const REQUESTS = {
  authenticate: {
    body: readFileSync(resolve(vectors, 'connector-03-authenticate-request.xml'), 'utf8'),
    action: `"${NS}authenticate"`,
  },
  sendRequestXML: {
    body: readFileSync(resolve(vectors, 'connector-04-sendRequestXML-request.xml'), 'utf8'),
    action: `"${NS}sendRequestXML"`,
  },
};

// ---------------------------------------------------------------------------------------------- child: servers

async function serve(kind: Kind): Promise<string> {
  if (kind === 'generated') {
    const { createConnectorServer } = await import(process.env.SVC_CONNECTOR_MODULE ?? '@svc/connector');
    const server = createConnectorServer({
      serverVersion: () => 'bench',
      clientVersion: () => '',
      authenticate: (r: { strUserName?: string; strPassword?: string }) => handlerLogic.authenticate(r.strUserName, r.strPassword),
      sendRequestXML: (r: { ticket?: string }) => handlerLogic.sendRequestXML(r.ticket),
      receiveResponseXML: () => 100,
      connectionError: () => 'done',
      getLastError: () => 'NoOp',
      closeConnection: () => 'OK',
    });
    return (await server.listen()).url;
  }
  const http = createServer();
  if (kind === 'node-soap') {
    const port = {
      serverVersion: () => ({ serverVersionResult: 'bench' }),
      clientVersion: () => ({ clientVersionResult: '' }),
      authenticate: (a: { strUserName?: string; strPassword?: string }) => ({
        authenticateResult: { string: handlerLogic.authenticate(a.strUserName, a.strPassword) },
      }),
      sendRequestXML: (a: { ticket?: string }) => ({ sendRequestXMLResult: handlerLogic.sendRequestXML(a.ticket) }),
      receiveResponseXML: () => ({ receiveResponseXMLResult: 100 }),
      connectionError: () => ({ connectionErrorResult: 'done' }),
      getLastError: () => ({ getLastErrorResult: 'NoOp' }),
      closeConnection: () => ({ closeConnectionResult: 'OK' }),
    };
    const server = soap.listen(http, PATH, { ConnectorSvc: { ConnectorSvcSoap: port } }, readFileSync(WSDL_PATH, 'utf8'));
    // Strings as sent, like ours (node-soap trims by default).
    (server as unknown as { wsdl: { options: { preserveWhitespace?: boolean } } }).wsdl.options.preserveWhitespace = true;
  } else {
    // The ceiling: read the whole body, answer the bytes the generated server answers, parse nothing.
    const replies = JSON.parse(process.env.BENCH_REPLIES ?? '{}') as { [action: string]: string };
    http.on('request', (req, res) => {
      req.on('data', () => undefined);
      req.on('end', () => {
        const body = Buffer.from(replies[String(req.headers.soapaction)] ?? '', 'utf8');
        res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8', 'Content-Length': body.length });
        res.end(body);
      });
    });
  }
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}${PATH}`;
}

// ---------------------------------------------------------------------------------------------- parent: load

function startChild(kind: Kind, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (url) => resolveStart({ child, url: String(url) }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(url: string, request: { body: string; action: string }, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: 16,
    pipelining: 1,
    duration: seconds,
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: request.action },
    body: request.body,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    total: result.requests.total,
  };
}

async function replyOf(url: string, request: { body: string; action: string }): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: request.action },
    body: request.body,
  });
  return response.text();
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

async function throughput(seconds: number, rounds: number): Promise<string[]> {
  const lines: string[] = [];
  const started: Partial<Record<Kind, Contender>> = {};
  try {
    // The bare server answers exactly what the generated one answers: its replies are asked first.
    started.generated = await startChild('generated');
    const replies: { [action: string]: string } = {};
    for (const request of Object.values(REQUESTS)) replies[request.action] = await replyOf(started.generated.url, request);
    for (const kind of ['node-soap', 'bare'] as const) started[kind] = await startChild(kind, { BENCH_REPLIES: JSON.stringify(replies) });
    const contenders = started as Record<Kind, Contender>;
    for (const [name, request] of Object.entries(REQUESTS)) {
      for (const kind of Object.keys(contenders) as Kind[]) {
        const reply = await replyOf(contenders[kind].url, request);
        if (!reply.includes(`${name}Response`)) throw new Error(`${kind} answered ${name} with: ${reply.slice(0, 300)}`);
      }
      const measured = await measureInRounds(contenders, (url, s) => load(url, request, s), {
        rounds,
        seconds,
        progress: (step) => progress(`${name}: ${step}`),
      });
      const g = measured.median.generated;
      const s = measured.median['node-soap'];
      const b = measured.median.bare;
      lines.push(
        `${name.padEnd(15)} generated ${fmt(g.rps)} req/s p99 ${g.p99} ms | node-soap ${fmt(s.rps)} req/s p99 ${s.p99} ms | bare node:http ${fmt(b.rps)} req/s p99 ${b.p99} ms`,
        `${''.padEnd(15)} generated/node-soap ${formatRatio(ratioOf(measured, 'generated', 'node-soap', 'rps'))} (target >= 3x), generated/bare ${formatRatio(ratioOf(measured, 'generated', 'bare', 'rps'))} (target >= 0.6x, issue 25)` +
          (g.errors + s.errors + b.errors > 0 ? `; errors: generated ${g.errors}, node-soap ${s.errors}, bare ${b.errors}` : ''),
        `${''.padEnd(15)} server CPU per request: generated ${g.cpuUs.toFixed(1)} us | node-soap ${s.cpuUs.toFixed(1)} us | bare ${b.cpuUs.toFixed(1)} us` +
          ` (node-soap/generated ${formatRatio(ratioOf(measured, 'generated', 'node-soap', 'cpu'))}, generated/bare ${formatRatio(ratioOf(measured, 'generated', 'bare', 'cpu'))})`,
      );
    }
  } finally {
    for (const contender of Object.values(started)) contender?.child.kill();
  }
  return lines;
}

/** A receiveResponseXML request carrying a ~10 MB escaped response document (vector 05's document, repeated). */
function bigRequest(): { xml: string; documentLength: number } {
  const vector = readFileSync(resolve(vectors, 'connector-05-receiveResponseXML-request.xml'), 'utf8');
  const match = /<response>([\s\S]*?)<\/response>/.exec(vector)!;
  const escaped = match[1];
  const target = 10 * 1024 * 1024;
  const repeated = escaped.repeat(Math.ceil(target / escaped.length));
  const xml = vector.replace(match[0], `<response>${repeated}</response>`);
  return { xml, documentLength: repeated.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function parseTime(): Promise<string[]> {
  progress('10 MB receiveResponseXML parse');
  const { xml } = bigRequest();
  const specs = [
    { name: 'ticket', kind: 'string' },
    { name: 'response', kind: 'string' },
    { name: 'hresult', kind: 'string' },
    { name: 'message', kind: 'string' },
  ] as const;
  const ours = (): string => {
    const parsed = parseEnvelope(xml);
    if (parsed.kind !== 'body') throw new Error('fault');
    return readFields(parsed.body, specs).response as string;
  };
  const client = await soap.createClientAsync(WSDL_PATH, { preserveWhitespace: true });
  const wsdl = (client as unknown as { wsdl: { xmlToObject(xml: string): { Body: { receiveResponseXML: { response: string } } } } }).wsdl;
  const theirs = (): string => wsdl.xmlToObject(xml).Body.receiveResponseXML.response;

  const expected = ours();
  const check = theirs();
  const lines: string[] = [];
  const time = (fn: () => string): number => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      fn();
      times.push(performance.now() - start);
    }
    return median(times);
  };
  const oursMs = time(ours);
  const theirsMs = time(theirs);
  lines.push(
    `parse of a ${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB receiveResponseXML request (median of 5): ours ${oursMs.toFixed(0)} ms, node-soap xmlToObject ${theirsMs.toFixed(0)} ms (${(theirsMs / oursMs).toFixed(1)}x)` +
      (check === expected ? '' : ' — node-soap read a different document'),
  );
  return lines;
}

export async function benchConnector(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  return [
    'servers in child processes (one core each side: server vs autocannon), 16 connections, ' +
      `${rounds} rounds of ${seconds} s per server after a 1 s warm-up, the servers in turn (bench/server-rounds.ts); figures are medians of the rounds, ratios taken within each round`,
    ...(await throughput(seconds, rounds)),
    ...(await parseTime()),
  ];
}

if (process.argv[2] === '--serve') {
  const url = await serve(process.argv[3] as Kind);
  // The parent asks for this process's CPU time around each load run (bench/server-rounds.ts).
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.(url);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchConnector()) console.log(line);
}
