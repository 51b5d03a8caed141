/**
 * Every shell line of the README that a user would paste (issue 21): each is either run here, from a fresh
 * folder where it writes files, or named with the test (or CI step) that runs it. A command added to the
 * README without one fails the first test, a command whose entry went stale fails it too.
 *
 * Lines are the README's as written, less a trailing `# comment`; `#`-only lines are output shown, not commands.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-cli.ts';
import { readmeBlocks } from './blocks.ts';

const README = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const temp = mkdtempSync(join(tmpdir(), 'svc-readme-sh-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The command lines of the README's sh blocks. */
function commandLines(): string[] {
  return readmeBlocks(README)
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.code.split('\n'))
    .map((line) => line.replace(/\s+#(?!!).*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Where a command line that is not run here is run: a file, and a text in it showing the command is exercised. */
const COVERED: { readonly [line: string]: readonly [file: string, shows: string] } = {
  'npm ci && npm run generate': ['.ci/run', 'npm ci'],
  'npm test': ['.ci/run', 'npm test'],
  'bash test/node-versions.sh': ['.ci/run', 'bash test/node-versions.sh'],
  'npm run generate': ['test/generate/cli.test.ts', "'--check'"],
  'npm run generate -- --watch': ['test/generate/watch.test.ts', "'--watch'"],
  'npm run generate -- --input ../shared/specs/stripe.yaml --out /tmp/out': ['test/generate/cli.test.ts', 'stripe.yaml'],
  'npm run generate -- --input my.wsdl --name billing --out /tmp/out': ['test/web-connector/part.test.ts', "'--name'"],
  'npm run generate -- --input ../shared/specs/petstore.yaml --name @acme/pets --out /tmp/out': ['test/generate/scope.test.ts', '@acme/pets'],
  'npm run generate -- --types-only --input api.yaml --out /tmp/out': ['test/generate/cli.test.ts', '--types-only'],
  'npm run generate -- --format prettier --input api.yaml --out /tmp/out': ['test/generate/cli.test.ts', "'prettier'"],
  'npm run generate -- --part zod': ['test/generate/parts.test.ts', "'--part'"],
  'npm run connect -- --client-id <id> --client-secret <secret> --scopes accounting,payments': ['test/oauth/connect-cli.test.ts', "'--client-id'"],
  'npm install redis@6.3.1': ['package.json', '"redis": "6.3.1"'],
  'redis-server --port 6379 &': ['test/support/redis-server.ts', "'--port'"],
  'REDIS_URL=redis://127.0.0.1:6379 node server.js': ['test/web-connector/redis-store.test.ts', 'REDIS_URL'],
  'npx wc-sim http://127.0.0.1:8080/ConnectorSvc.asmx --user alice --password secret': ['test/web-connector/demo.test.ts', 'wc-sim'],
  'npm run scaffold -- accounting Widget': ['test/scaffold/scaffold.test.ts', "'--like'"],
  'npm run scaffold -- accounting Widget --like Item': ['test/scaffold/scaffold.test.ts', "'--like'"],
  'npm run scaffold -- payments Wallet --like Card': ['test/scaffold/scaffold.test.ts', "'--like'"],
  'npm run scaffold -- connector getStatus --like getLastError': ['test/scaffold/scaffold.test.ts', "'--like'"],
};

/** The lines run here. */
const RUN = [
  'npm run generate -- --check',
  `node -e "import('@svc/accounting').then((m) => console.log(Object.keys(m.operations)))"`,
  'npx qwc --name "Acme Sync" --url https://sync.example.com/ConnectorSvc.asmx --user alice --every-minutes 15 --out acme.qwc',
  'npm run sandbox -- --port 0 --data .sandbox --seed 7',
];

const shell = (line: string, cwd: string) => spawnSync('bash', ['-c', line], { cwd, encoding: 'utf8', timeout: 170_000, env: { ...process.env, NODE_NO_WARNINGS: '1' } });

describe('the README shell lines', () => {
  it('each is run here or names the test that runs it', () => {
    const lines = commandLines();
    const unaccounted = lines.filter((l) => !(l in COVERED) && !RUN.includes(l));
    expect(unaccounted, 'README commands with no test').toEqual([]);
    const stale = [...Object.keys(COVERED), ...RUN].filter((l) => !lines.includes(l));
    expect(stale, 'entries for commands the README no longer has').toEqual([]);
    for (const [line, [file, shows]] of Object.entries(COVERED)) {
      const path = join(repoRoot, file);
      expect(existsSync(path), `${line}: ${file}`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${line}: ${file} shows ${shows}`).toContain(shows);
    }
  });

  it('npm run generate -- --check: the committed packages are up to date', () => {
    const r = shell(RUN[0], repoRoot);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/3 package\(s\) up to date/);
  }, 180_000);

  it('node -e "import(\'@svc/accounting\')...": prints the operation names', () => {
    const r = shell(RUN[1], repoRoot);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\[[\s\S]*'createInvoice'[\s\S]*\]\s*$/);
  });

  it('npx qwc ... --out acme.qwc: writes a QWC file, nothing else on stdout', () => {
    const dir = mkdtempSync(join(temp, 'qwc-'));
    // From the checkout, where npx finds the installed package's bin (as in a project that installed it); the
    // file goes to the test's folder.
    const r = shell(RUN[2].replace('--out acme.qwc', `--out ${join(dir, 'acme.qwc')}`), repoRoot);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    const qwc = readFileSync(join(dir, 'acme.qwc'), 'utf8');
    expect(qwc).toMatch(/^<\?xml version="1\.0"/);
    expect(qwc).toContain('<AppName>Acme Sync</AppName>');
    expect(qwc).toContain('<AppURL>https://sync.example.com/ConnectorSvc.asmx</AppURL>');
    expect(qwc).toContain('<UserName>alice</UserName>');
    expect(qwc).toMatch(/<RunEveryNMinutes>15<\/RunEveryNMinutes>/);
  });

  it('npm run sandbox -- --port 0 --data .sandbox --seed 7: prints the three URLs, answers, and keeps its data', async () => {
    const dir = mkdtempSync(join(temp, 'sandbox-'));
    // From the checkout (npm run needs it), with the data folder under the test's own folder.
    const line = RUN[3].replace('--data .sandbox', `--data ${join(dir, '.sandbox')}`);
    const child = spawn('bash', ['-c', `exec ${line.replace(/^npm run/, 'npm run --silent')}`], { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const end = Date.now() + 90_000;
      while (!/^connector \S+$/m.test(out) && Date.now() < end && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
      expect(out).toMatch(/^accounting http:\/\/127\.0\.0\.1:\d+\/accounting$/m);
      expect(out).toMatch(/^payments http:\/\/127\.0\.0\.1:\d+\/payments$/m);
      expect(out).toMatch(/^connector http:\/\/127\.0\.0\.1:\d+\/connector\/ConnectorSvc\.asmx$/m);
      const base = /^accounting (\S+)$/m.exec(out)![1];
      const res = await fetch(`${base}/v3/company/1/customer/1`, { headers: { authorization: 'Bearer any', accept: 'application/json' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      const end2 = Date.now() + 10_000;
      while (!/\[accounting\] \S+ GET \/accounting\/v3\/company\/1\/customer\/1 200 \d+ ms/.test(out) && Date.now() < end2) await new Promise((r) => setTimeout(r, 100));
      expect(out).toMatch(/\[accounting\] \S+ GET \/accounting\/v3\/company\/1\/customer\/1 200 \d+ ms/);
      expect(existsSync(join(dir, '.sandbox', 'accounting'))).toBe(true);
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }, 180_000);
});
