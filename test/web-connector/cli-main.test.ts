/**
 * The kit's two commands in process (issue 21: the CLIs ran only as child processes, where coverage cannot see
 * them): `qwcMain` and `wcSimMain`, the functions the package's `qwc` and `wc-sim` bins call, with their output
 * captured. The child-process runs (`npm run qwc`, `npm run wc-sim`) stay in qwc.test.ts and demo.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connectorWebConnectorWire, customerQueryJob, writeQwc } from '@svc/connector/web-connector';
import { qwcMain } from '../../templates/web-connector/qwc-cli.ts';
import { wcSimMain } from '../../templates/web-connector/wc-sim-cli.ts';
import { startService } from './support.ts';

/** Runs a main with its output captured. */
async function run(main: (out: (t: string) => void, err: (t: string) => void) => number | Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(
    (t) => void (out += t),
    (t) => void (err += t),
  );
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'svc-cli-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('qwcMain', () => {
  const base = ['--name', 'Acme Sync', '--url', 'https://sync.example.com/svc', '--user', 'alice'];

  it('--help: the usage on stdout, exit 0', async () => {
    const r = await run((out, err) => qwcMain(['--help'], out, err));
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Usage: qwc --name <AppName> --url/);
  });

  it('writes exactly what writeQwc writes, to stdout, or to --out and then only where it went (on stderr)', async () => {
    const expected = writeQwc({ appName: 'Acme Sync', appUrl: 'https://sync.example.com/svc', userName: 'alice', everySeconds: 90 });
    const printed = await run((out, err) => qwcMain([...base, '--every-seconds', '90'], out, err));
    expect(printed).toEqual({ code: 0, out: expected, err: '' });
    const file = join(dir, 'acme.qwc');
    const written = await run((out, err) => qwcMain([...base, '--every-seconds', '90', '--out', file], out, err));
    expect(written).toEqual({ code: 0, out: '', err: `qwc: wrote ${file}\n` });
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it.each([
    [['--name', 'A'], /^Missing --url, --user\n/],
    [['--bogus'], /Unknown option '--bogus'/],
    [[...base.slice(0, 2), '--url', 'http://sync.example.com/x', '--user', 'u'], /^qwc: AppURL must use https \(plain http is accepted only for localhost\)/],
    [[...base, '--every-minutes', '0'], /RunEveryNMinutes must be a whole number from 1 to 1000000/],
  ])('%j: exit 1, the reason on stderr, nothing on stdout', async (argv, reason) => {
    const r = await run((out, err) => qwcMain(argv, out, err));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(reason);
  });
});

describe('wcSimMain', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (stops.length > 0) await stops.pop()!();
  });

  it('--help and a missing URL', async () => {
    const help = await run((out, err) => wcSimMain(['--help'], out, err));
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: wc-sim /);
    const none = await run((out, err) => wcSimMain(['--user', 'x'], out, err));
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/^Give one http\(s\) service URL/);
    const two = await run((out, err) => wcSimMain(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'], out, err));
    expect(two.code).toBe(1);
  });

  it('runs a whole session against a service: the transcript, exit 0; --json gives the same session as data', async () => {
    const { service, url, stop } = await startService({
      authenticate: (user, password) => (user === 'demo' && password === 'demo' ? { status: 'ok' } : { status: 'nvu' }),
      jobs: { customers: customerQueryJob({ pageSize: 10 }) },
    });
    stops.push(stop);
    await service.enqueue('demo', { job: 'customers' });
    const r = await run((out, err) => wcSimMain([url, '--customers', '15'], out, err, { wire: connectorWebConnectorWire }));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual([
      'serverVersion',
      'clientVersion',
      'authenticate',
      'sendRequestXML',
      'receiveResponseXML',
      'sendRequestXML',
      'receiveResponseXML',
      'closeConnection',
      'outcome:',
    ]);
    expect(lines.at(-1)).toBe('outcome: done; 2 request(s)');

    await service.enqueue('demo', { job: 'customers' });
    const json = await run((out, err) => wcSimMain([url, '--customers', '3', '--json'], out, err, { wire: connectorWebConnectorWire }));
    expect(json.code).toBe(0);
    const transcript = JSON.parse(json.out) as { outcome: string; requests: string[] };
    expect(transcript.outcome).toBe('done');
    expect(transcript.requests).toHaveLength(1);
  });

  it('a refused login is exit 1, with the outcome said', async () => {
    const { url, stop } = await startService({ jobs: { customers: customerQueryJob() } });
    stops.push(stop);
    const r = await run((out, err) => wcSimMain([url, '--user', 'mallory', '--password', 'guess'], out, err, { wire: connectorWebConnectorWire }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^authenticate .*\n/m);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^outcome: (?!done|none|stopped)/);
  });
});
