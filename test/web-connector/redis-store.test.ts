/**
 * The Redis session store with a real redis-server: whole sessions on one store, a session that moves between
 * two service processes (child processes, as behind a load balancer), a process killed mid-request losing
 * nothing the client was told is done, and identical responses racing on two processes handled once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callConnector,
  RedisSessionStore,
  simulateWebConnector,
  type FieldValue,
} from '@svc/connector/web-connector';
import { startRedis, type RedisHandle } from '../support/redis-server.ts';
import { ALICE, startService, simulate } from './support.ts';

const redis = await startRedis('connector kit Redis store');
const NS = 'http://developer.svc.example/';
const INSTANCE = fileURLToPath(new URL('./instance.ts', import.meta.url));

interface Instance {
  readonly url: string;
  readonly child: ChildProcess;
  readonly lines: string[];
}

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await redis?.stop();
});

function startInstance(handle: RedisHandle, name: string, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    env: { ...process.env, REDIS_URL: handle.url, INSTANCE: name, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start`)), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const match = /^listening (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code}`)));
  });
}

describe.skipIf(!redis)('Redis session store', () => {
  let store: RedisSessionStore;
  let effects: ReturnType<typeof createClient>;
  beforeAll(async () => {
    store = new RedisSessionStore({ url: redis!.url, prefix: 'unit:' });
    effects = createClient({ url: redis!.url });
    await effects.connect();
  });
  afterAll(async () => {
    await store.close();
    await effects.close();
  });

  it('runs whole sessions with iterators, follow-ups and errors, and keeps the queue in Redis', async () => {
    const { service, url, stop } = await startService({
      store,
      onError: 'continueOnError',
      jobs: {
        pages: {
          request: ({ item }) => `<PageRq page="${(item.state as number | undefined) ?? 0}"/>`,
          response: ({ item }) => {
            const page = (item.state as number | undefined) ?? 0;
            return page < 2 ? { again: { state: page + 1 } } : { enqueue: [{ job: 'fail' }] };
          },
        },
        fail: { request: () => '<FailRq/>', response: () => ({ error: 'no such customer' }) },
      },
    });
    try {
      await service.enqueue('alice', [{ job: 'pages', payload: { big: 'x'.repeat(10_000) } }]);
      expect((await store.queue('alice')).map((i) => i.job)).toEqual(['pages']);
      const t = await simulate({ url, ...ALICE, repeatReceive: 1 });
      expect(t.outcome).toBe('done');
      expect(t.requests).toEqual(['<PageRq page="0"/>', '<PageRq page="1"/>', '<PageRq page="2"/>', '<FailRq/>']);
      expect(t.percents).toEqual([50, 66, 75, 100]);
      expect(t.closeMessage).toBe('Completed with 1 error(s): no such customer');
      expect(await store.queue('alice')).toEqual([]);
      // Closed: the session is deleted, no lease is left, the empty queue is gone.
      expect(await effects.keys('unit:*')).toEqual([]);
      // A refused login stores nothing (its ticket says it was refused; issue 22, item 2), and its closeConnection
      // is still answered.
      const nvu = await callConnector({ url, namespace: NS, operation: 'authenticate', fields: [['strUserName', 'mallory'], ['strPassword', 'x']] });
      expect((nvu.result as string[])[1]).toBe('nvu');
      expect(await effects.keys('unit:*')).toEqual([]);
      const closed = await callConnector({ url, namespace: NS, operation: 'closeConnection', fields: [['ticket', (nvu.result as string[])[0]!]] });
      expect(closed.result).toBe('OK');
    } finally {
      await stop();
    }
  });

  it('a session started on one process continues on another', async () => {
    const prefix = `move${Date.now()}:`;
    const [a, b] = await Promise.all([startInstance(redis!, 'A', { PREFIX: prefix }), startInstance(redis!, 'B', { PREFIX: prefix })]);
    const queue = new RedisSessionStore({ url: redis!.url, prefix });
    await queue.enqueue('alice', ['1', '2', '3', '4'].map((id) => ({ id: `m${id}`, job: 'rec' })));
    await queue.close();
    await effects.del('effects');
    const t = await simulate({ url: (n) => (n % 2 === 0 ? a.url : b.url), user: 'alice', password: 'pw' });
    expect(t.outcome).toBe('done');
    expect(t.percents).toEqual([25, 50, 75, 100]);
    const done = await effects.lRange('effects', 0, -1);
    // Calls alternate A, B, A, ...: every sendRequestXML (calls 3, 5, ...) on B, every receive on A.
    expect(done.map((e) => e.split(':')[0])).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(new Set(done.map((e) => e.split(':')[2]))).toEqual(new Set(['A']));
    // Now every other pair: send on A, receive on B.
    const again = new RedisSessionStore({ url: redis!.url, prefix });
    await again.enqueue('alice', ['5', '6'].map((id) => ({ id: `m${id}`, job: 'rec' })));
    await again.close();
    await effects.del('effects');
    const t2 = await simulate({ url: (_n, op) => (op === 'receiveResponseXML' ? b.url : a.url), user: 'alice', password: 'pw' });
    expect(t2.outcome).toBe('done');
    expect((await effects.lRange('effects', 0, -1)).map((e) => e.split(':')[2])).toEqual(['B', 'B']);
  });

  it('killing a process mid-request loses nothing the client was told is done; the retry completes on the other', async () => {
    const prefix = `kill${Date.now()}:`;
    const env = { PREFIX: prefix, LEASE_MS: '1500' };
    const [a, b] = await Promise.all([startInstance(redis!, 'A', env), startInstance(redis!, 'B', env)]);
    const queue = new RedisSessionStore({ url: redis!.url, prefix });
    await queue.enqueue('alice', [
      { id: 'k1', job: 'rec' },
      { id: 'k2', job: 'rec', payload: { hangOn: 'A' } },
      { id: 'k3', job: 'rec' },
    ]);
    await effects.del('effects');
    const call = (url: string, operation: string, fields: ReadonlyArray<readonly [string, FieldValue]>) =>
      callConnector({ url, namespace: NS, operation, fields, timeoutMs: 10_000 });
    const auth = await call(a.url, 'authenticate', [['strUserName', 'alice'], ['strPassword', 'pw']]);
    const ticket = (auth.result as string[])[0]!;
    const send = (url: string) =>
      call(url, 'sendRequestXML', [['ticket', ticket], ['strHCPResponse', ''], ['strCompanyFileName', ''], ['acctXMLCountry', 'US'], ['acctXMLMajorVers', 13], ['acctXMLMinorVers', 0]]);
    const receive = (url: string, response: string) => call(url, 'receiveResponseXML', [['ticket', ticket], ['response', response], ['hresult', ''], ['message', '']]);
    expect((await send(a.url)).result).toBe('<RecRq item="k1"/>');
    expect((await receive(a.url, 'r1')).result).toBe('33'); // the client is told k1 is done
    expect((await send(a.url)).result).toBe('<RecRq item="k2"/>');
    const lost = receive(a.url, 'r2').catch((error: Error) => error);
    while (!a.lines.includes('hanging')) await new Promise((r) => setTimeout(r, 20));
    a.child.kill('SIGKILL');
    expect(await lost).toMatchObject({ name: 'WebConnectorCallError' });
    // The client retries on B: A's lease lapses, B handles r2 (once), and the session finishes there.
    expect((await receive(b.url, 'r2')).result).toBe('66');
    expect((await receive(b.url, 'r2')).result).toBe('66');
    expect((await send(b.url)).result).toBe('<RecRq item="k3"/>');
    expect((await receive(b.url, 'r3')).result).toBe('100');
    expect((await call(b.url, 'closeConnection', [['ticket', ticket]])).result).toBe('OK: 3 request(s) completed');
    expect(await effects.lRange('effects', 0, -1)).toEqual(['k1:r1:A', 'k2:r2:B', 'k3:r3:B']);
    expect(await queue.queue('alice')).toEqual([]);
    await queue.close();
  });

  it('identical responses racing on two processes are handled once; two sessions of one tenant never share an item', async () => {
    const prefix = `race${Date.now()}:`;
    const [a, b] = await Promise.all([startInstance(redis!, 'A', { PREFIX: prefix }), startInstance(redis!, 'B', { PREFIX: prefix })]);
    const queue = new RedisSessionStore({ url: redis!.url, prefix });
    await queue.enqueue('alice', Array.from({ length: 40 }, (_, i) => ({ id: `q${i}`, job: 'rec' })));
    await effects.del('effects');
    // Four sessions of the same user at once, each call on A or B at random, each response sent twice.
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        simulate({ url: () => (Math.random() < 0.5 ? a.url : b.url), user: 'alice', password: 'pw', repeatReceive: 1 }),
      ),
    );
    for (const run of runs) expect(['done', 'stopped']).toContain(run.outcome);
    const handled = (await effects.lRange('effects', 0, -1)).map((e) => e.split(':')[0]);
    expect(handled.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `q${i}`).sort());
    expect(runs.reduce((sum, run) => sum + run.requests.length, 0)).toBe(40);
    expect(await queue.queue('alice')).toEqual([]);
    await queue.close();
  });
});
