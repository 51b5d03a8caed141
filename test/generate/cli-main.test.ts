/**
 * The generate CLI's `main(argv)` in process (issue 21: the CLIs ran only as child processes, where coverage does
 * not see them): usage, each usage error with exit code 2, and `--check` of the committed packages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../generator/cli.ts';

const printed = { out: [] as string[], err: [] as string[] };
function capture(): void {
  printed.out = [];
  printed.err = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.err.push(args.join(' ')));
}
afterEach(() => vi.restoreAllMocks());

describe('generate main()', () => {
  it('--help prints the usage and exits 0', async () => {
    capture();
    expect(await main(['--help'])).toBe(0);
    expect(printed.out.join('\n')).toMatch(/^usage: npm run generate -- /);
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--name', 'x'], /--name needs exactly one --input/],
    [['--name', '@acme', '--input', 'a.yaml'], /^--name: /],
    [['--format', 'gofmt'], /--format must be one of: biome, prettier/],
    [['--watch', '--check'], /--watch and --check do not go together/],
  ])('%j is a usage error: exit 2, the reason and the usage on stderr', async (argv, reason) => {
    capture();
    expect(await main(argv)).toBe(2);
    const err = printed.err.join('\n');
    expect(err).toMatch(reason);
    expect(err).toContain('usage: npm run generate -- ');
    expect(printed.out).toEqual([]);
  });

  it('--check of the committed packages: exit 0, nothing written', async () => {
    capture();
    expect(await main(['--check'])).toBe(0);
    expect(printed.out.join('\n')).toMatch(/3 package\(s\) up to date in generated\//);
  });
});
