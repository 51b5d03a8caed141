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

function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolveCpu) => {
    const onMessage = (message: unknown): void => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage } | null)?.cpu;
      if (cpu === undefined) return;
      child.off('message', onMessage);
      resolveCpu(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
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

interface Figures {
  eventsPerSecond: number;
  rps: number;
  errors: number;
  cpuUs: number;
}

async function measure(child: ChildProcess, url: string, events: number, seconds: number): Promise<Figures> {
  const before = await serverCpu(child);
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
  const used = (await serverCpu(child)) - before;
  return {
    rps: result.requests.average,
    eventsPerSecond: result.requests.average * events,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuUs: result.requests.total > 0 ? used / result.requests.total : NaN,
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

export async function benchWebhooks(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const lines = [`receivers in child processes, 16 connections, ${seconds} s per figure after a 1 s warm-up, a distinct signed payload per request`];
  const figures: Record<Kind, Record<number, Figures>> = { generated: {}, bare: {} };
  for (const kind of ['generated', 'bare'] as const) {
    const { child, url } = await startChild(kind);
    try {
      for (const events of [1, 100]) {
        await measure(child, url, events, 1);
        figures[kind][events] = await measure(child, url, events, seconds);
      }
    } finally {
      child.kill();
    }
  }
  for (const events of [1, 100]) {
    const g = figures.generated[events];
    const b = figures.bare[events];
    lines.push(
      `${String(events).padStart(3)} event(s)/payload: generated ${fmt(g.eventsPerSecond)} events/s (${fmt(g.rps)} req/s) | bare HMAC ${fmt(b.eventsPerSecond)} events/s -> ${(g.eventsPerSecond / b.eventsPerSecond).toFixed(2)}x (target ${events === 1 ? '>= 0.7x' : '>= 0.5x'})` +
        `; server CPU per request ${g.cpuUs.toFixed(0)} us vs ${b.cpuUs.toFixed(0)} us` +
        (g.errors + b.errors > 0 ? ` — ${g.errors + b.errors} errors` : ''),
    );
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
