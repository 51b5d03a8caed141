/**
 * A schema named like a runtime type the client imports beside the model's types (Box's `AccessToken`, issue 23's
 * corpus) is renamed by the symbol table (`AccessToken2`): the package generates and type-checks, and the client's
 * option keeps the runtime's `AccessToken`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typeCheck } from '../support/emit-typecheck.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-runtime-names-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('schemas named like runtime types', () => {
  it('are renamed, and the package generates and type-checks', () => {
    const result = runCli(['--input', 'test/samples/openapi/runtime-type-names/openapi.yaml', '--out', temp]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const pkg = join(temp, 'runtime-type-names');
    const types = readFileSync(join(pkg, 'src', 'types.ts'), 'utf8');
    expect(types.match(/^export interface \w+/gm)).toEqual(['export interface AccessToken2', 'export interface HttpClient2', 'export interface RetryOptions2']);
    const client = readFileSync(join(pkg, 'src', 'client.ts'), 'utf8');
    expect(client).toContain('readonly accessToken?: AccessToken;');
    expect(client).toMatch(/requestAccessToken\(\s*\w+: RetryOptions2,[^)]*\): Promise<AccessToken2>/);
    expect(typeCheck(pkg)).toBe('');
  });
});
