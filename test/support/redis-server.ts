/**
 * A private `redis-server` for one test file: started on a free loopback port with no persistence, stopped
 * when the file ends. The one way every suite that needs Redis gets it (the connector kit's session store,
 * the OAuth token store, the webhook de-duplication store).
 *
 * Usage:
 *   const redis = await startRedis();          // null when redis-server is not installed (a loud skip)
 *   describe.skipIf(!redis)('...', () => { ... redis!.url ... });
 *   afterAll(() => redis?.stop());
 *
 * When `redis-server` is missing the helper prints, once per file, what is skipped and how to enable it
 * (`apt-get install redis-server`, or REDIS_SERVER=/path/to/redis-server). `.ci/run` installs it, so CI
 * runs everything; set SVC_REQUIRE_REDIS=1 to turn the skip into a failure (CI does).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface RedisHandle {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The child process (tests that kill Redis mid-run use it). */
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The redis-server binary: $REDIS_SERVER, else `redis-server` on PATH; null when neither runs. */
export function redisServerBinary(): string | null {
  const candidate = process.env.REDIS_SERVER || 'redis-server';
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? candidate : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolvePing) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolvePing(false);
    });
    socket.on('error', () => resolvePing(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolvePing(reply.startsWith('+PONG'));
      }
    });
  });
}

let warned = false;

/** Starts a private redis-server, or returns null (after a loud warning) when none is installed. */
export async function startRedis(suite = 'this suite'): Promise<RedisHandle | null> {
  const binary = redisServerBinary();
  if (!binary) {
    if (process.env.SVC_REQUIRE_REDIS === '1') {
      throw new Error('SVC_REQUIRE_REDIS=1 but redis-server is not installed (apt-get install -y redis-server)');
    }
    if (!warned) {
      warned = true;
      process.stderr.write(
        `\n[SKIPPED] ${suite}: redis-server is not installed, so the tests that need a real Redis are skipped.\n` +
          `          Enable them with: apt-get install -y redis-server  (or REDIS_SERVER=/path/to/redis-server)\n\n`,
      );
    }
    return null;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let exited = false;
    child.once('exit', () => (exited = true));
    const deadline = Date.now() + 10_000;
    while (!exited && Date.now() < deadline) {
      if (await ping(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          port,
          process: child,
          stop: () =>
            new Promise<void>((resolveStop) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
              child.once('exit', () => resolveStop());
              child.kill('SIGKILL');
            }),
        };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    // The port was taken between probing and binding: try another.
  }
  throw new Error('redis-server is installed but did not start on a free port in 5 attempts');
}
