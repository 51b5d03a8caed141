/**
 * Web Connector sessions through the session framework (issue 13): 100 concurrent simulated Web Connector
 * sessions, each of 10 request/response pairs (plus the version, authenticate and close calls), on loopback,
 * with the in-memory store and with the Redis store; sessions per second, p99 latency per call, and the server
 * process's CPU time per call. Target: Redis within 2x of in-memory.
 *
 * Process layout as in connector.ts: the service runs alone in a child process (this file, `--serve <store>`),
 * the simulators run in this process. Redis (when installed) is a private redis-server on a free port.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  connectorWebConnectorWire,
  createConnectorService,
  MemorySessionStore,
  RedisSessionStore,
  simulateWebConnector,
  type Transcript,
} from '@svc/connector/web-connector';
import { startRedis } from '../test/support/redis-server.ts';

type StoreKind = 'memory' | 'redis';
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const PAIRS = 10;

// ---------------------------------------------------------------------------------------------- child: server

async function serve(kind: StoreKind): Promise<void> {
  const store = kind === 'redis' ? new RedisSessionStore({ url: process.env.REDIS_URL!, prefix: `bench:${process.pid}:` }) : new MemorySessionStore();
  const service = createConnectorService({
    store,
    authenticate: (user, password) => (password === 'pw' ? { status: 'ok' } : { status: 'nvu' }),
    jobs: {
      item: {
        request: ({ item, seq }) => `<?xml version="1.0"?><?qbxml version="13.0"?><QBXML><QBXMLMsgsRq onError="stopOnError"><CustomerQueryRq requestID="${seq}"><ListID>${String(item.payload)}</ListID></CustomerQueryRq></QBXMLMsgsRq></QBXML>`,
        response: () => undefined,
      },
    },
  });
  const { url } = await service.listen(0, '127.0.0.1');
  process.on('message', async (message: { fill?: number; round?: number } | 'cpu') => {
    if (message === 'cpu') return process.send?.({ cpu: process.cpuUsage() });
    if (message.fill !== undefined) {
      for (let user = 0; user < message.fill; user++) {
        await service.enqueue(`r${message.round}-u${user}`, Array.from({ length: PAIRS }, (_, i) => ({ job: 'item', payload: i })));
      }
      process.send?.({ filled: true });
    }
  });
  process.send?.(url);
}

// ---------------------------------------------------------------------------------------------- parent: load

function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolveAnswer) => {
    const onMessage = (answer: unknown): void => {
      if (answer === null || typeof answer !== 'object' || !(key in answer)) return;
      child.off('message', onMessage);
      resolveAnswer((answer as Record<string, T>)[key] as T);
    };
    child.on('message', onMessage);
    child.send(message as string);
  });
}

function startChild(kind: StoreKind, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (url) => resolveStart({ child, url: String(url) }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} session server exited with ${code}`)));
  });
}

interface Figures {
  sessionsPerSecond: number;
  p99: number;
  cpuUsPerCall: number;
  failed: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function round(child: ChildProcess, url: string, index: number): Promise<Figures> {
  await ask(child, { fill: SESSIONS, round: index }, 'filled');
  const cpuBefore = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const started = performance.now();
  const transcripts: Transcript[] = await Promise.all(
    Array.from({ length: SESSIONS }, (_, user) => simulateWebConnector({ wire: connectorWebConnectorWire, url, user: `r${index}-u${user}`, password: 'pw', noOpDelayMs: 0 })),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await ask<NodeJS.CpuUsage>(child, 'cpu', 'cpu');
  const calls = transcripts.flatMap((t) => t.steps.map((s) => s.ms));
  return {
    sessionsPerSecond: SESSIONS / seconds,
    p99: percentile(calls, 99),
    cpuUsPerCall: (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / calls.length,
    failed: transcripts.filter((t) => t.outcome !== 'done' || t.requests.length !== PAIRS).length,
  };
}

async function measureStore(kind: StoreKind, env: NodeJS.ProcessEnv): Promise<Figures> {
  const { child, url } = await startChild(kind, env);
  try {
    await round(child, url, 0); // warm-up
    const runs: Figures[] = [];
    for (let i = 1; i <= 3; i++) runs.push(await round(child, url, i));
    runs.sort((a, b) => a.sessionsPerSecond - b.sessionsPerSecond);
    return runs[1] as Figures; // the median run by throughput
  } finally {
    child.kill();
  }
}

export async function benchConnectorSessions(): Promise<string[]> {
  const lines = [`${SESSIONS} concurrent simulated sessions x ${PAIRS} request/response pairs (15 calls each), service in a child process; median of 3 rounds`];
  const show = (label: string, f: Figures): string =>
    `${label.padEnd(10)} ${f.sessionsPerSecond.toFixed(1)} sessions/s, p99 ${f.p99.toFixed(1)} ms per call, server CPU ${f.cpuUsPerCall.toFixed(0)} us per call${f.failed > 0 ? `, ${f.failed} session(s) FAILED` : ''}`;
  const memory = await measureStore('memory', {});
  lines.push(show('in-memory', memory));
  const redis = await startRedis('connector sessions bench');
  if (!redis) {
    lines.push('redis      skipped: redis-server is not installed');
    return lines;
  }
  try {
    const onRedis = await measureStore('redis', { REDIS_URL: redis.url });
    lines.push(show('redis', onRedis));
    lines.push(
      `redis vs in-memory: ${(memory.sessionsPerSecond / onRedis.sessionsPerSecond).toFixed(2)}x the time per session, p99 ${(onRedis.p99 / memory.p99).toFixed(2)}x (target <= 2x)`,
    );
  } finally {
    await redis.stop();
  }
  return lines;
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as StoreKind);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchConnectorSessions()) console.log(line);
}
