/**
 * One naming module for every parser and emitter: identifiers, reserved words, leading digits. A REST or SOAP
 * input whose package name starts with a digit (`3ds.yaml`, `--name 3d-secure`) generates a package that
 * compiles and imports, with the same `Svc` stem for both transports.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { toIdentifier } from '../../generator/part-kit/symbols.ts';
import { argumentName, restNames } from '../../generator/facts/http.ts';
import { soapNames } from '../../generator/facts/soap.ts';
import {
  camelCase,
  identifier,
  memberAccess,
  packageStem,
  pascalCase,
  propertyKey,
} from '../../generator/model/naming.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { toMemberName, toTypeName } from '../../generator/parse/openapi/names.ts';
import { safeIdentifier } from '../../generator/parse/wsdl/xsd-names.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

// Inside the repository: the packages' runtime dependencies resolve from its node_modules.
const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-naming-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const named = (name: string) => ({ name }) as ApiModel;

describe('naming rules', () => {
  it.each([
    ['packageStem', '3d-secure', 'Svc3dSecure', packageStem],
    ['packageStem', '3ds', 'Svc3ds', packageStem],
    ['packageStem', 'my-api', 'MyApi', packageStem],
    ['packageStem', '---', 'Svc', packageStem],
    ['pascalCase', 'issuing.card', 'IssuingCard', pascalCase],
    ['camelCase', 'Request-Id', 'requestId', camelCase],
    ['identifier', '3x', '_3x', identifier],
    ['identifier', 'class', 'class_', identifier],
    ['identifier', 'a-b', 'a_b', identifier],
    ['toIdentifier', 'string', 'string_', toIdentifier],
    ['toIdentifier', 'Promise', 'Promise_', toIdentifier],
    ['toTypeName', '3d.secure', '_3dSecure', toTypeName],
    ['toTypeName', '', 'Type', toTypeName],
    ['toMemberName', '3d-secure', '_3dSecure', toMemberName],
    ['toMemberName', 'delete', 'delete_', toMemberName],
    ['toMemberName', 'get-pets', 'getPets', toMemberName],
    ['safeIdentifier', '3D', '_3D', safeIdentifier],
    ['safeIdentifier', 'type', 'type_', safeIdentifier],
    ['argumentName', 'Request-Id', 'requestId', argumentName],
    ['argumentName', 'page_size', 'page_size', argumentName],
    ['argumentName', '3ds', '_3ds', argumentName],
    ['argumentName', 'options', 'optionsValue', argumentName],
    ['propertyKey', 'x-trace', "'x-trace'", propertyKey],
  ] as const)('%s(%j) is %j', (_name, given, want, fn) => {
    expect((fn as (s: string) => string)(given)).toBe(want);
  });

  it('member access is bare for identifiers and quoted otherwise', () => {
    expect(memberAccess('v', 'id')).toBe('v.id');
    expect(memberAccess('v', "it's")).toBe("v['it\\'s']");
  });

  it('REST and SOAP exports share one stem for a package name with a leading digit', () => {
    expect(restNames(named('3d-secure')).client).toBe('Svc3dSecureClient');
    expect(restNames(named('3d-secure')).createServer).toBe('createSvc3dSecureServer');
    expect(soapNames(named('3d-secure')).client).toBe('Svc3dSecureClient');
    expect(soapNames(named('3d-secure')).wsdl).toBe('svc3dSecureWsdl');
  });
});

describe('package names with a leading digit (CLI)', () => {
  it('a REST input named 3ds.yaml generates a package that imports from plain Node', async () => {
    const input = join(temp, '3ds.yaml');
    copyFileSync(join(repoRoot, '..', 'shared', 'specs', 'petstore.yaml'), input);
    const out = join(temp, 'out-file');
    const result = runCli(['--input', input, '--out', out]);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.status, result.stderr).toBe(0);
    const index = readFileSync(join(out, '3ds', 'src', 'index.ts'), 'utf8');
    expect(index).toContain('Svc3dsClient');
    const pkg = await import(pathToFileURL(join(out, '3ds', 'dist', 'index.js')).href);
    expect(typeof pkg.Svc3dsClient).toBe('function');
    expect(typeof pkg.createSvc3dsServer).toBe('function');
  });

  it.each([
    ['REST', join('..', 'shared', 'specs', 'petstore.yaml')],
    ['SOAP', join('definitions', 'connector.wsdl')],
  ])('%s with --name 3d-secure', async (_kind, relative) => {
    const out = join(temp, `out-${_kind}`);
    const result = runCli(['--input', join(repoRoot, relative), '--name', '3d-secure', '--out', out]);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.status, result.stderr).toBe(0);
    const pkg = await import(pathToFileURL(join(out, '3d-secure', 'dist', 'index.js')).href);
    expect(typeof pkg.Svc3dSecureClient).toBe('function');
    expect(typeof pkg.createSvc3dSecureServer).toBe('function');
  });
});
