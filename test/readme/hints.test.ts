/**
 * Every place a diagnostic's hint sends the user exists (issue 21: the SVC007 hint cited a README section that
 * did not exist): a `(README, "<heading>")` is a heading of README.md, a `definitions/<file>.md` a file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../generator/model/diagnostics.ts';
import { repoRoot } from '../support/run-cli.ts';

const README = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const HEADINGS = new Set([...README.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => m[1].trim()));

describe('diagnostic hints', () => {
  for (const [code, { hint }] of Object.entries(DIAGNOSTIC_CODES)) {
    it(`${code}: what its hint points at exists`, () => {
      for (const m of hint.matchAll(/README, "([^"]+)"/g)) expect(HEADINGS, `${code} cites README "${m[1]}"`).toContain(m[1]);
      for (const m of hint.matchAll(/\b(definitions\/[\w./-]+\.md)\b/g)) expect(existsSync(join(repoRoot, m[1])), `${code} cites ${m[1]}`).toBe(true);
    });
  }

  it('the hints point somewhere at least once (the check is not vacuous)', () => {
    const all = Object.values(DIAGNOSTIC_CODES).map((c) => c.hint).join('\n');
    expect(all).toMatch(/README, "/);
    expect(all).toMatch(/definitions\/\w+\.md/);
  });
});
