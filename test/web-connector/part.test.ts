/**
 * The `web-connector` part applies to any WSDL that has the Web Connector's operations, whatever it calls their
 * fields: the vendor's own WSDL (`qbXMLCountry` ...) generates a package whose service runs a whole simulated
 * session with the package's wire vocabulary; a WSDL with only some of the operations gets no kit and a warning
 * that says what is missing; a WSDL with none of them gets neither.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const VENDOR_WSDL = join(repoRoot, '..', 'shared', 'vectors', 'connector', 'real-wsdl', 'QBWebConnectorSvc.wsdl');
// Inside the repository: the generated package's dependencies resolve from its node_modules.
const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-web-connector-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface GeneratedKit {
  createVendorService(options: object): { listen(port: number, host: string): Promise<{ url: string; close(): Promise<void> }>; enqueue(tenant: string, item: object): Promise<number>; close(): Promise<void> };
  vendorWebConnectorWire: { namespace: string; fields: Record<string, string[]> };
  simulateWebConnector(options: object): Promise<{ outcome: string; requests: string[]; steps: { operation: string; fields: Record<string, unknown> }[] }>;
  customerQueryJob(options: object): unknown;
  simulatedCompany(options: object): unknown;
}

describe('the web-connector part', () => {
  it("binds the vendor's own WSDL, field names and all, and runs a whole session", async () => {
    const out = join(temp, 'vendor');
    const run = runCli(['--input', VENDOR_WSDL, '--name', 'vendor', '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const pkg = join(out, 'vendor');
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest.exports['./web-connector']).toBeDefined();
    expect(manifest.bin).toEqual({ qwc: './dist/bin/qwc.js', 'wc-sim': './dist/bin/wc-sim.js' });
    const kit = (await import(pathToFileURL(join(pkg, 'dist', 'web-connector.js')).href)) as GeneratedKit;
    expect(kit.vendorWebConnectorWire.fields.sendRequestXML).toEqual([
      'ticket',
      'strHCPResponse',
      'strCompanyFileName',
      'qbXMLCountry',
      'qbXMLMajorVers',
      'qbXMLMinorVers',
    ]);
    const service = kit.createVendorService({
      authenticate: (user: string, password: string) => (user === 'alice' && password === 'pw' ? { status: 'ok' } : { status: 'nvu' }),
      jobs: { customers: kit.customerQueryJob({ pageSize: 10 }) },
      report: () => undefined,
    });
    await service.enqueue('alice', { job: 'customers' });
    const running = await service.listen(0, '127.0.0.1');
    try {
      const transcript = await kit.simulateWebConnector({
        wire: kit.vendorWebConnectorWire,
        url: running.url,
        user: 'alice',
        password: 'pw',
        respond: kit.simulatedCompany({ customers: 25 }),
      });
      expect(transcript.outcome).toBe('done');
      expect(transcript.requests).toHaveLength(3);
      expect(transcript.steps.find((s) => s.operation === 'sendRequestXML')?.fields).toHaveProperty('qbXMLMajorVers', 13);
    } finally {
      await running.close();
      await service.close();
    }
  });

  it('leaves the kit out of a WSDL that has only some of the operations, and says what is missing', () => {
    const dir = join(temp, 'partial');
    cpSync(join(repoRoot, 'definitions', 'connector.wsdl'), join(temp, 'partial.wsdl'));
    const wsdl = readFileSync(join(temp, 'partial.wsdl'), 'utf8');
    // The WSDL without closeConnection: its portType operation, binding operation and messages.
    const without = wsdl
      .replace(/<wsdl:operation name="closeConnection">[\s\S]*?<\/wsdl:operation>/g, '')
      .replace(/<wsdl:message name="closeConnection(?:SoapIn|SoapOut)">[\s\S]*?<\/wsdl:message>/g, '');
    expect(without).not.toContain('operation name="closeConnection"');
    writeFileSync(join(temp, 'partial.wsdl'), without);
    const run = runCli(['--input', join(temp, 'partial.wsdl'), '--out', dir]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/partial\.wsdl:\d+:\d+ SVC007 warning: the Web Connector kit is left out: no operation closeConnection/);
    const manifest = JSON.parse(readFileSync(join(dir, 'partial', 'package.json'), 'utf8'));
    expect(manifest.exports['./web-connector']).toBeUndefined();
    expect(manifest.bin).toBeUndefined();
    expect(existsSync(join(dir, 'partial', 'src', 'web-connector.ts'))).toBe(false);
  });

  it('says nothing about a WSDL with none of the operations', () => {
    const run = runCli(['--input', join(repoRoot, 'test', 'samples', 'wsdl', 'builtins', 'service.wsdl'), '--out', join(temp, 'other')]);
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('Web Connector');
  });
});
