/**
 * The accounting sandbox (issue 12): the query `SELECT * FROM Invoice WHERE TotalAmt > 100 ORDERBY TxnDate DESC
 * MAXRESULTS 100` over 10,000 invoices (target < 20 ms), answered over HTTP on loopback; and create / read
 * throughput of the sandbox against the generated server stub with fixture handlers (target: at least half),
 * requests per second from autocannon and the server process's CPU time per request; and the stub's readInvoice
 * against bare node:http answering the same bytes (issue 25). Each server runs alone in a child process (this
 * file, `--serve <kind>`), as in connector.ts; the three are started together and measured in interleaved rounds
 * (bench/server-rounds.ts). Figures are printed, never asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { progress } from './progress.ts';
import { type Contender, formatRatio, type LoadResult, measureInRounds, ratioOf } from './server-rounds.ts';

type Kind = 'sandbox' | 'stub' | 'bare';
const REALM = '9130';
const INVOICE = { CustomerRef: { value: '1' }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 150, SalesItemLineDetail: { ItemRef: { value: '1' } } }] };
const STATEMENT = 'SELECT * FROM Invoice WHERE TotalAmt > 100 ORDERBY TxnDate DESC MAXRESULTS 100';

async function serve(kind: Kind): Promise<string> {
  const { createAccountingSandbox, createAccountingServer, fixtures } = await import('@svc/accounting');
  if (kind === 'sandbox') return (await createAccountingSandbox({ rateLimits: false }).listen(0, '127.0.0.1')).url;
  if (kind === 'bare') return serveBare(await stubReply());
  // The stub does what a fixture-backed fake does: answer a fixture with the request's id.
  const invoice = fixtures.Invoice();
  let next = 0;
  const server = createAccountingServer(
    {
      createInvoice: ({ body }) => ({ ...invoice, ...body, Id: String(++next), SyncToken: '0' }),
      readInvoice: ({ params }) => ({ ...invoice, Id: params.id }),
    },
    { rateLimits: false },
  );
  return (await server.listen(0, '127.0.0.1')).url;
}

/** The stub's answer to readInvoice, as bytes (asked of a stub started and stopped here). */
async function stubReply(): Promise<{ type: string; bytes: Buffer }> {
  const child = await serveStubInProcess();
  try {
    const response = await fetch(`${child.url}/v3/company/${REALM}/invoice/1`, { headers: { authorization: 'Bearer bench' } });
    return { type: response.headers.get('content-type') ?? 'application/json', bytes: Buffer.from(await response.arrayBuffer()) };
  } finally {
    await child.close();
  }
}

async function serveStubInProcess(): Promise<{ url: string; close(): Promise<void> }> {
  const { createAccountingServer, fixtures } = await import('@svc/accounting');
  const invoice = fixtures.Invoice();
  return createAccountingServer({ readInvoice: ({ params }) => ({ ...invoice, Id: params.id }) }, { rateLimits: false }).listen(0, '127.0.0.1');
}

/** Bare node:http answering the stub's readInvoice bytes: what the stub's own work costs on top (issue 25). */
async function serveBare(reply: { type: string; bytes: Buffer }): Promise<string> {
  const { createServer } = await import('node:http');
  const server = createServer((request, response) => {
    request.resume();
    if (request.method === 'GET' && request.url?.startsWith(`/v3/company/${REALM}/invoice/`)) {
      response.writeHead(200, { 'content-type': reply.type, 'content-length': reply.bytes.byteLength }).end(reply.bytes);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function startChild(kind: Kind): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (url) => resolveStart({ child, url: String(url) }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(url: string, options: { method: 'GET' | 'POST'; path: string; body?: string }, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${options.path}`,
    method: options.method,
    connections: 16,
    duration: seconds,
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: options.body,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, total: result.requests.total };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

async function queryTime(): Promise<string[]> {
  const { createAccountingSandbox } = await import('@svc/accounting');
  const sandbox = createAccountingSandbox({ rateLimits: false, seed: false });
  const tenant = sandbox.tenant(REALM);
  tenant.create('Account', { Name: 'Income', AccountType: 'Income' });
  tenant.create('Item', { Name: 'Services', Type: 'Service', IncomeAccountRef: { value: '1' } });
  tenant.create('Customer', { DisplayName: 'Bench Customer' });
  const started = performance.now();
  for (let i = 0; i < 10_000; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    tenant.create('Invoice', { ...INVOICE, TxnDate: `2024-${month}-${day}`, Line: [{ ...INVOICE.Line[0], Amount: (i * 37) % 400 }] });
  }
  const seeding = performance.now() - started;
  const { url, close } = await sandbox.listen(0, '127.0.0.1');
  const times: number[] = [];
  let count = 0;
  try {
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      const response = await fetch(`${url}/v3/company/${REALM}/query?query=${encodeURIComponent(STATEMENT)}`, { headers: { authorization: 'Bearer bench' } });
      const body = (await response.json()) as { QueryResponse: { Invoice?: unknown[]; totalCount?: number } };
      times.push(performance.now() - t0);
      count = body.QueryResponse.Invoice?.length ?? 0;
    }
  } finally {
    await close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return [
    `query over 10,000 invoices (${count} returned): median ${median.toFixed(1)} ms, p90 ${times[Math.floor(times.length * 0.9)].toFixed(1)} ms over HTTP (target < 20 ms); seeding 10,000 invoices took ${fmt(seeding)} ms`,
  ];
}

async function throughput(seconds: number, rounds: number): Promise<string[]> {
  const started: Partial<Record<Kind, Contender>> = {};
  try {
    for (const kind of ['sandbox', 'stub', 'bare'] as const) started[kind] = await startChild(kind);
    const { sandbox, stub, bare } = started as Record<Kind, Contender>;
    const create = { method: 'POST', path: `/v3/company/${REALM}/invoice`, body: JSON.stringify(INVOICE) } as const;
    const read = { method: 'GET', path: `/v3/company/${REALM}/invoice/1` } as const;
    const options = { rounds, seconds, progress };
    const created = await measureInRounds({ sandbox, stub }, (url, s) => load(url, create, s), options);
    // The REST stub's readInvoice against bare node:http sending the same bytes (issue 25: >= 0.7x), in the same rounds.
    const reads = await measureInRounds({ sandbox, stub, bare }, (url, s) => load(url, read, s), options);
    const lines: string[] = [
      `${rounds} rounds of ${seconds} s per server, the servers in turn (bench/server-rounds.ts); figures are medians of the rounds, ratios taken within each round`,
    ];
    const s = reads.median.stub;
    const b = reads.median.bare;
    lines.push(
      `read    stub ${fmt(s.rps)} req/s, ${s.cpuUs.toFixed(1)} us server CPU per request | bare node:http, same bytes ${fmt(b.rps)} req/s, ${b.cpuUs.toFixed(1)} us | stub/bare by CPU ${formatRatio(ratioOf(reads, 'stub', 'bare', 'cpu'))}, by req/s ${formatRatio(ratioOf(reads, 'stub', 'bare', 'rps'))} (target >= 0.7x)`,
    );
    for (const [op, measured] of [['create', created], ['read', reads]] as const) {
      const box = measured.median.sandbox;
      const st = measured.median.stub;
      lines.push(
        `${op.padEnd(7)} sandbox ${fmt(box.rps)} req/s p99 ${box.p99} ms | stub ${fmt(st.rps)} req/s p99 ${st.p99} ms | sandbox/stub ${formatRatio(ratioOf(measured, 'sandbox', 'stub', 'rps'))} (target >= 0.5x)` +
          (box.errors + st.errors > 0 ? `; errors: sandbox ${box.errors}, stub ${st.errors}` : ''),
        `${''.padEnd(7)} server CPU per request: sandbox ${box.cpuUs.toFixed(1)} us | stub ${st.cpuUs.toFixed(1)} us (by CPU ${formatRatio(ratioOf(measured, 'sandbox', 'stub', 'cpu'))})`,
      );
    }
    return lines;
  } finally {
    for (const contender of Object.values(started)) contender?.child.kill();
  }
}

export async function benchSandbox(seconds = Number(process.env.BENCH_SECONDS ?? 3), rounds = Number(process.env.BENCH_ROUNDS ?? 3)): Promise<string[]> {
  return [...(await queryTime()), ...(await throughput(seconds, rounds))];
}

if (process.argv[2] === '--serve') {
  const url = await serve(process.argv[3] as Kind);
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.(url);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchSandbox()) console.log(line);
}
