/**
 * QWC files: valid XML parsed back field by field (hostile text included), HTTPS required except for localhost,
 * OwnerID/FileID derived stably per tenant unless given, every bad option refused by name; and `npm run qwc`.
 */
import { spawnSync } from 'node:child_process';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { derivedGuid, QwcError, writeQwc } from '@svc/connector/web-connector';
import { repoRoot } from '../support/run-cli.ts';

const BASE = { appName: 'Acme Sync', appUrl: 'https://sync.example.com/ConnectorSvc.asmx', userName: 'alice' } as const;
const GUID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}$/;

function parse(xml: string): Record<string, unknown> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ parseTagValue: false, trimValues: false, processEntities: true, htmlEntities: true }).parse(xml) as {
    QBWCXML: Record<string, unknown>;
  };
  return withoutLayout(parsed.QBWCXML) as Record<string, unknown>;
}

/** Drops the whitespace between elements (kept by trimValues: false, which keeps field text exact). */
function withoutLayout(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '#text' && typeof inner === 'string' && inner.trim() === '') continue;
    out[key] = withoutLayout(inner);
  }
  return out;
}

describe('writeQwc', () => {
  it('writes every field, escaped, and parses back to the same values', () => {
    const hostile = `Tom & Jerry's <"Sync"> ]]> &amp; ünïcødé 😀`;
    const xml = writeQwc({
      ...BASE,
      appName: hostile,
      userName: `a<b>&"c'`,
      appDescription: hostile,
      appId: 'id&1',
      appSupport: 'https://sync.example.com/help?a=1&b=<2>',
      everyMinutes: 15,
      readOnly: true,
      personalDataPref: 'pdpNotNeeded',
      unattendedModePref: 'umpRequired',
      authFlags: 15,
      qbType: 'QBFS',
    });
    expect(xml).not.toContain('<!DOCTYPE');
    const qwc = parse(xml);
    expect(qwc).toEqual({
      AppName: hostile,
      AppID: 'id&1',
      AppURL: BASE.appUrl,
      AppDescription: hostile,
      AppSupport: 'https://sync.example.com/help?a=1&b=<2>',
      UserName: `a<b>&"c'`,
      OwnerID: expect.stringMatching(GUID),
      FileID: expect.stringMatching(GUID),
      QBType: 'QBFS',
      Scheduler: { RunEveryNMinutes: '15' },
      IsReadOnly: 'true',
      PersonalDataPref: 'pdpNotNeeded',
      UnattendedModePref: 'umpRequired',
      AuthFlags: '0xF',
    });
    expect(Object.keys(qwc)).toEqual(['AppName', 'AppID', 'AppURL', 'AppDescription', 'AppSupport', 'UserName', 'OwnerID', 'FileID', 'QBType', 'Scheduler', 'IsReadOnly', 'PersonalDataPref', 'UnattendedModePref', 'AuthFlags']);
  });

  it('OwnerID and FileID are stable per tenant, differ between tenants, and given ones are kept (normalised)', () => {
    const ids = (options: Partial<Parameters<typeof writeQwc>[0]>) => {
      const qwc = parse(writeQwc({ ...BASE, ...options }));
      return [qwc.OwnerID, qwc.FileID];
    };
    const alice = ids({});
    expect(alice[0]).not.toBe(alice[1]);
    expect(ids({})).toEqual(alice);
    expect(ids({ tenant: 'alice' })).toEqual(alice);
    expect(ids({ userName: 'alice2', tenant: 'alice' })).toEqual(alice);
    expect(ids({ tenant: 'bob' })).not.toEqual(alice);
    expect(ids({ appName: 'Other' })).not.toEqual(alice);
    expect(alice[0]).toBe(derivedGuid('owner', 'Acme Sync', 'alice'));
    expect(ids({ ownerId: '57f3b9b1-86f1-4fcc-b1ee-566de1813d20', fileId: '{90A44FB5-33D9-4815-AC85-BC87A7E7D1EB}' })).toEqual([
      '{57F3B9B1-86F1-4FCC-B1EE-566DE1813D20}',
      '{90A44FB5-33D9-4815-AC85-BC87A7E7D1EB}',
    ]);
  });

  it('requires https except for localhost', () => {
    for (const appUrl of ['http://localhost:8080/ConnectorSvc.asmx', 'http://127.0.0.1/x', 'http://[::1]:1/x', 'https://a.example/x']) {
      expect(parse(writeQwc({ ...BASE, appUrl })).AppURL).toBe(appUrl);
    }
    for (const appUrl of ['http://sync.example.com/x', 'http://localhost.example.com/x', 'ftp://a.example/x', 'javascript:alert(1)', '/relative', 'https://user:pw@a.example/x']) {
      expect(() => writeQwc({ ...BASE, appUrl }), appUrl).toThrow(QwcError);
    }
    expect(() => writeQwc({ ...BASE, appUrl: 'http://sync.example.com/x' })).toThrow(
      'AppURL must use https (plain http is accepted only for localhost): "http://sync.example.com/x"',
    );
    expect(() => writeQwc({ ...BASE, appSupport: 'http://help.example.com/' })).toThrow(/^AppSupport must use https/);
  });

  it('refuses what it cannot write, naming the field', () => {
    const cases: [Partial<Parameters<typeof writeQwc>[0]>, string][] = [
      [{ appName: '' }, 'AppName is required'],
      [{ userName: '  ' }, 'UserName is required'],
      [{ appName: 'a\u0000b' }, 'AppName contains a character XML cannot carry'],
      [{ appDescription: 'x\u001b' }, 'AppDescription contains a character XML cannot carry'],
      [{ appName: 'x'.repeat(3000) }, 'AppName is longer than 2048 characters'],
      [{ ownerId: 'not-a-guid' }, 'OwnerID is not a GUID: "not-a-guid"'],
      [{ fileId: '{1234}' }, 'FileID is not a GUID: "{1234}"'],
      [{ everyMinutes: 0 }, 'RunEveryNMinutes must be a whole number from 1 to 1000000'],
      [{ everySeconds: 1.5 }, 'RunEveryNSeconds must be a whole number from 1 to 1000000'],
      [{ everyMinutes: 1, everySeconds: 1 }, 'Give RunEveryNMinutes or RunEveryNSeconds, not both'],
      [{ authFlags: '15; rm -rf' }, 'AuthFlags must be a hex number like 0xF'],
      [{ qbType: 'QBXX' as 'QBFS' }, 'QBType must be QBFS or QBPOS'],
    ];
    for (const [options, message] of cases) expect(() => writeQwc({ ...BASE, ...options })).toThrow(message);
  });
});

describe('npm run qwc', () => {
  const run = (args: string[]) => spawnSync('npm', ['run', '-s', 'qwc', '--', ...args], { cwd: repoRoot, encoding: 'utf8' });

  it('prints the file writeQwc writes', () => {
    const result = run(['--name', 'Acme Sync', '--url', BASE.appUrl, '--user', 'alice', '--every-seconds', '90', '--description', 'A & B']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(writeQwc({ ...BASE, everySeconds: 90, appDescription: 'A & B' }));
  });

  it('exits 1 with a message for a bad or missing option', () => {
    const plain = run(['--name', 'A', '--url', 'http://sync.example.com/x', '--user', 'u']);
    expect(plain.status).toBe(1);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toBe('qwc: AppURL must use https (plain http is accepted only for localhost): "http://sync.example.com/x"\n');
    const missing = run(['--name', 'A']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^Missing --url, --user\n/);
  });
});
