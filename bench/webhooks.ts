/**
 * Webhook receiver throughput (issue 15): verified events per second on loopback, the generated accounting
 * receiver (verification, validation, mapping, in-memory de-duplication: its defaults) against a bare node:http
 * handler that computes the same HMAC over the raw body, compares it in constant time and parses the JSON, for
 * payloads of 1 and of 100 events. Every request carries a distinct payload (autocannon signs each one as it
 * builds it), so de-duplication skips nothing. Also the server process's CPU time per request.
 *
 * Each server runs alone in a child process (`--serve <kind>`); autocannon runs in this one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { progress } from './progress.ts';
import { type Contender, formatRatio, type LoadResult, measureInRounds, ratioOf } from './server-rounds.ts';

type Kind = 'generated' | 'bare';
const TOKEN = 'bench-verifier-token';
const HEADER = 'intuit-signature';

async function serve(kind: Kind): Promise<string> {
  let handled = 0;
  if (kind === 'generated') {
    const { createAccountingWebhookReceiver } = await import('@svc/accounting');
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: () => void handled++ });
    return (await receiver.listen(0, '127.0.0.1')).url;
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const given = Buffer.from(String(req.headers[HEADER] ?? ''), 'base64');
      const mac = createHmac('sha256', TOKEN).update(body).digest();
      if (given.length !== mac.length || !timingSafeEqual(given, mac)) {
        res.writeHead(401).end();
        return;
      }
      const payload = JSON.parse(body.toString('utf8')) as { eventNotifications: { dataChangeEvent: { entities: unknown[] } }[] };
      for (const n of payload.eventNotifications) for (const _ of n.dataChangeEvent.entities) handled++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

function startChild(kind: Kind): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (url) => resolveStart({ child, url: String(url) }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

let serial = 0;
/** A distinct legacy payload of `events` entities, signed. */
function signedPayload(events: number): { body: string; signature: string } {
  const n = serial++;
  const entities = Array.from({ length: events }, (_, i) => ({ name: 'Invoice', id: `${n}-${i}`, operation: 'Update', lastUpdated: '2026-01-02T03:04:05.000Z' }));
  const body = JSON.stringify({ eventNotifications: [{ realmId: '9130', dataChangeEvent: { entities } }] });
  return { body, signature: createHmac('sha256', TOKEN).update(body).digest('base64') };
}

function load(events: number): (url: string, seconds: number) => Promise<LoadResult> {
  return async (url, seconds) => {
    const result = await autocannon({
      url,
      connections: 16,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const { body, signature } = signedPayload(events);
            return { ...req, body, headers: { 'content-type': 'application/json', [HEADER]: signature } };
          },
        },
      ],
    });
    return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts, total: result.requests.total };
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

export async function benchWebhooks(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const lines = [
    `receivers in child processes, 16 connections, a distinct signed payload per request; ${rounds} rounds of ${seconds} s per receiver after a 1 s warm-up, the receivers in turn (bench/server-rounds.ts): medians of the rounds, ratios taken within each round`,
  ];
  const started: Partial<Record<Kind, Contender>> = {};
  try {
    for (const kind of ['generated', 'bare'] as const) started[kind] = await startChild(kind);
    const contenders = started as Record<Kind, Contender>;
    for (const events of [1, 100]) {
      const measured = await measureInRounds(contenders, load(events), { rounds, seconds, progress: (step) => progress(`${events} event(s): ${step}`) });
      const g = measured.median.generated;
      const b = measured.median.bare;
      lines.push(
        `${String(events).padStart(3)} event(s)/payload: generated ${fmt(g.rps * events)} events/s (${fmt(g.rps)} req/s) | bare HMAC ${fmt(b.rps * events)} events/s -> ${formatRatio(ratioOf(measured, 'generated', 'bare', 'rps'))} (target ${events === 1 ? '>= 0.7x' : '>= 0.5x'})` +
          `; server CPU per request ${g.cpuUs.toFixed(0)} us vs ${b.cpuUs.toFixed(0)} us (by CPU ${formatRatio(ratioOf(measured, 'generated', 'bare', 'cpu'))})` +
          (g.errors + b.errors > 0 ? ` — ${g.errors + b.errors} errors` : ''),
      );
    }
  } finally {
    for (const contender of Object.values(started)) contender?.child.kill();
  }
  return lines;
}

if (process.argv[2] === '--serve') {
  const url = await serve(process.argv[3] as Kind);
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.(url);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchWebhooks()) console.log(line);
}
