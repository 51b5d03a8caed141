/**
 * The scaffold CLI's `main(argv)` in process (issue 21: it ran only as a child process, where coverage cannot see
 * it): usage and its exit codes, refusals that write nothing, and a `--no-generate` scaffold of each kind of
 * definition in a temporary copy of definitions/. The whole command with generation, as `npm run scaffold` runs it,
 * is scaffold.test.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../generator/scaffold/cli.ts';
import { repoRoot } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.scaffold-main-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let copies = 0;
/** A fresh copy of definitions/. */
function definitions(): string {
  const dir = join(temp, `defs-${copies++}`);
  cpSync(join(repoRoot, 'definitions'), dir, { recursive: true });
  return dir;
}

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) files[relative(dir, join(e.parentPath, e.name))] = readFileSync(join(e.parentPath, e.name), 'utf8');
  }
  return files;
}

const printed = { out: [] as string[], err: [] as string[] };
function capture(): void {
  printed.out = [];
  printed.err = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.err.push(args.join(' ')));
}
afterEach(() => vi.restoreAllMocks());

describe('scaffold main()', () => {
  it('--help: the usage, exit 0', async () => {
    capture();
    expect(await main(['--help'])).toBe(0);
    expect(printed.out.join('\n')).toMatch(/^usage: npm run scaffold -- <interface> <Name>/);
  });

  it.each([[['--bogus']], [['accounting']], [['accounting', 'Widget', 'extra']]])('%j is a usage error: exit 2 and the usage', async (argv) => {
    capture();
    expect(await main(argv)).toBe(2);
    expect(printed.err.join('\n')).toContain('usage: npm run scaffold -- ');
    expect(printed.out).toEqual([]);
  });

  it.each([
    [['nothing-here', 'Widget'], /^error: no definition 'nothing-here' in /],
    [['accounting', 'widget'], /^error: 'widget' is not an entity name; nothing written\n {2}hint: Use PascalCase/],
    [['accounting', 'Widget', '--like', 'NoSuchEntity'], /nothing written/],
    [['connector', 'get-status'], /^error: 'get-status' is not an operation name; nothing written/],
    [['payments', 'Refund'], /^error: entity 'Refund' already exists in components.schemas of .*openapi.yaml:\d+; nothing written/],
  ])('%j is refused: exit 1, the reason, and the definitions are untouched', async (argv, reason) => {
    const dir = definitions();
    const before = snapshot(dir);
    capture();
    expect(await main([...argv, '--definitions', dir, '--no-generate'])).toBe(1);
    expect(printed.err.join('\n')).toMatch(reason);
    expect(snapshot(dir)).toEqual(before);
  });

  it('--no-generate adds an entity to an OpenAPI definition and an operation to a WSDL, and says what it wrote', async () => {
    const dir = definitions();
    const before = snapshot(dir);
    capture();
    const code = await main(['payments', 'Payout', '--definitions', dir, '--no-generate']);
    expect(printed.err).toEqual([]);
    expect(code).toBe(0);
    const out = printed.out.join('\n');
    expect(out).toMatch(/^Payout from \w+ in .*openapi\.yaml:/);
    const after = snapshot(dir);
    const created = Object.keys(after).filter((f) => !(f in before));
    expect(created.length).toBeGreaterThan(0);
    for (const file of created) expect(out).toContain(`created ${relative(process.cwd(), join(dir, file))}`);
    expect(created.some((f) => /Payout/.test(f))).toBe(true);

    capture();
    expect(await main(['connector', 'getStatus', '--definitions', dir, '--no-generate'])).toBe(0);
    expect(printed.out.join('\n')).toMatch(/^getStatus from \w+ in .*connector\.wsdl:/);
    expect(readFileSync(join(dir, 'connector.wsdl'), 'utf8')).toContain('getStatus');
  });
});
