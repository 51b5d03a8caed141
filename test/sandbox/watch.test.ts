// `npm run sandbox -- --watch` as a user runs it beside `npm run generate -- --watch`: when a package's build is
// rewritten, the sandbox restarts on it (a new process) on the same port, and the companies keep their state.
// The regeneration is simulated by touching the build (its bytes unchanged), so the repo's generated/ stays as is.
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AccountingClient } from '@svc/accounting';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

const BUILD = join(fileURLToPath(new URL('../..', import.meta.url)), 'generated', 'accounting', 'dist', 'index.js');
let running: SandboxProcess;

beforeAll(async () => {
  running = await startSandboxProcess(['--watch', '--quiet', '--no-rate-limits']);
}, 90_000);
afterAll(() => running?.stop());

async function waitFor(pattern: RegExp, ms = 90_000): Promise<RegExpExecArray> {
  const end = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(running.output());
    if (match !== null) return match;
    if (Date.now() > end) throw new Error(`no ${pattern} in:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('restarts on a regenerated package, on the same URL, with the state kept; a temporary data folder goes on exit', async () => {
  const watching = await waitFor(/^sandbox: watching .* state in (\S+)$/m);
  const dataDir = watching[1];
  expect(existsSync(dataDir)).toBe(true);
  const books = new AccountingClient({ environment: { baseUrl: running.urls.accounting }, realmId: 'watch-1', accessToken: 'any' });
  const created = await books.createCustomer({ DisplayName: 'Kept across restarts' });

  const now = new Date();
  utimesSync(BUILD, now, now);
  const restarted = await waitFor(/^sandbox: packages regenerated; restarted on them \(pid (\d+)\) in \d+ ms, port (\d+), state kept in (\S+)$/m);
  expect(Number(restarted[1])).not.toBe(running.child.pid);
  expect(restarted[2]).toBe(new URL(running.urls.accounting).port);
  expect(restarted[3]).toBe(dataDir);

  // The new process answers on the old URL once it is up, with the company as it was.
  const end = Date.now() + 60_000;
  let read: Awaited<ReturnType<typeof books.readCustomer>> | undefined;
  while (read === undefined) {
    read = await books.readCustomer(String(created.Id)).catch((error: unknown) => {
      if (Date.now() > end) throw error;
      return new Promise<undefined>((r) => setTimeout(() => r(undefined), 200));
    });
  }
  expect(read.DisplayName).toBe('Kept across restarts');
  expect(running.output()).not.toMatch(/exited \(/);

  await running.stop();
  // npm may exit before its child has finished stopping: give the supervisor a moment to clean up.
  const gone = Date.now() + 10_000;
  while (existsSync(dataDir) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
  expect(existsSync(dataDir)).toBe(false);
}, 180_000);
