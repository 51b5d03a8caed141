/**
 * What the SOAP runtime cannot carry is said before anything is emitted, located in the WSDL: a message element
 * of simple type stops generation (nothing written, exit 1); a property the client and server leave out (one
 * of xs:anyType) is a warning, and the package is written.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const FIXTURE = join(repoRoot, 'test', 'samples', 'wsdl', 'array-of-wrapper', 'service.wsdl');
const dir = mkdtempSync(join(repoRoot, 'test', '.generic-binding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SOAP binding diagnostics', () => {
  it('warns, at the type, of a property the client and server leave out, and writes the package', () => {
    const out = join(dir, 'warn');
    const result = runCli([
      '--input',
      join(repoRoot, 'test', 'samples', 'wsdl', 'builtins', 'service.wsdl'),
      '--out',
      out,
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      'builtins/service.wsdl:9:7 SVC007 warning: echo.anyTypeValue: content of kind unknown cannot be carried',
    );
    expect(existsSync(join(out, 'service', 'dist', 'index.js'))).toBe(true);
  });

  it('stops, at the operation, on a message element of simple type, and writes nothing', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const start = text.indexOf('<xs:element name="listResponse">');
    const end = text.indexOf('</xs:element>', text.indexOf('</xs:complexType>', start)) + '</xs:element>'.length;
    const wsdl = join(dir, 'simple.wsdl');
    writeFileSync(wsdl, `${text.slice(0, start)}<xs:element name="listResponse" type="xs:string"/>${text.slice(end)}`);
    const out = join(dir, 'stop');
    const result = runCli(['--input', wsdl, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /simple\.wsdl:\d+:\d+ SVC007 SOAP binding of listResponse: a message element must have a complex type, not string/,
    );
    expect(result.stderr).toContain('nothing written');
    expect(result.stderr).not.toContain('internal error');
    expect(existsSync(out)).toBe(false);
  });
});
