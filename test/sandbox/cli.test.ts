// `npm run sandbox` as a real child process on a free port, driven by the generated clients: the shared scenarios
// for both APIs, the connector endpoint, and a restart with --data keeping everything (then --reset forgetting it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient } from '@svc/accounting';
import { ConnectorClient, connectorWebConnectorWire, simulatedCompany, simulateWebConnector } from '@svc/connector';
import { accountingClient, accountingScenarios, pageInvoices, paymentsClient, paymentsScenarios, type Target } from './scenarios.ts';
import { startSandboxProcess, type SandboxProcess } from './support.ts';

let running: SandboxProcess;
const target: Target = { accounting: () => running.urls.accounting, payments: () => running.urls.payments };

beforeAll(async () => {
  running = await startSandboxProcess(['--no-rate-limits']);
}, 90_000);
afterAll(() => running?.stop());

describe('npm run sandbox: accounting', () => {
  it('prints one line per interface', () => {
    expect(running.urls.accounting).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/accounting$/);
    expect(running.urls.payments).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payments$/);
    expect(running.urls.connector).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connector\/ConnectorSvc\.asmx$/);
  });
  accountingScenarios(target);
  it('pages 2,500 invoices with select().all()', () => pageInvoices(target, 2500), 90_000);
});

describe('npm run sandbox: payments', () => {
  paymentsScenarios(target);
});

describe('npm run sandbox: connector', () => {
  it('runs a whole Web Connector session with the demo job queue (a customer query paging with an iterator)', async () => {
    const transcript = await simulateWebConnector({
      wire: connectorWebConnectorWire,
      url: running.urls.connector,
      user: 'demo',
      password: 'demo',
      formatVersion: [13, 0],
      respond: simulatedCompany({ customers: 25 }),
    });
    expect(transcript.outcome).toBe('done');
    expect(transcript.requests).toHaveLength(3);
    expect(transcript.requests[0]).toContain('iterator="Start"');
    expect(transcript.requests[1]).toContain('iterator="Continue"');
    expect(transcript.percents).toEqual([33, 66, 100]);
    // A plain client: an unknown ticket is refused, and the WSDL names the sandbox's own address.
    const client = new ConnectorClient({ url: running.urls.connector });
    expect(await client.serverVersion()).toBeTypeOf('string');
    await expect(
      client.sendRequestXML({ ticket: 'forged', strHCPResponse: '', strCompanyFileName: '', acctXMLCountry: 'US', acctXMLMajorVers: 13, acctXMLMinorVers: 0 }),
    ).rejects.toThrow(/ticket/i);
    const wsdl = await fetch(`${running.urls.connector}?wsdl`);
    expect(await wsdl.text()).toContain(`location="${running.urls.connector}"`);
  });
});

describe('npm run sandbox --data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-sandbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps everything across a restart, and --reset starts over', async () => {
    let first: SandboxProcess | undefined = await startSandboxProcess(['--data', dir, '--token', 'secret-1']);
    const t1: Target = { accounting: () => first!.urls.accounting, payments: () => first!.urls.payments };
    const realm = 'persist-1';
    const c = accountingClient(t1, realm); // its token is not the one --token accepts
    const withToken = (baseUrl: string) => new AccountingClient({ environment: { baseUrl }, realmId: realm, accessToken: 'secret-1', retry: false });
    const cFixed = withToken(t1.accounting());
    const customer = await cFixed.createCustomer({ DisplayName: 'Durable Ltd' });
    const updated = await cFixed.updateCustomer({ Id: customer.Id!, SyncToken: '0', Notes: 'kept' }, { sparse: true });
    const invoice = await cFixed.createInvoice({ CustomerRef: { value: customer.Id! }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 99, SalesItemLineDetail: { ItemRef: { value: '1' } } }] }, { idempotencyKey: 'once' });
    const p = paymentsClient(t1, 'secret-1');
    const charge = await p.createCharge({ amount: '12.00', currency: 'USD', card: { number: '4111111111111111', expMonth: '01', expYear: '2031', cvc: '999' }, capture: 'false' }, { idempotencyKey: 'charge-1' });
    expect(await c.readCustomer(customer.Id!).catch((e: { status: number }) => e.status)).toBe(401);
    await first.stop();
    first = undefined;

    const second = await startSandboxProcess(['--data', dir, '--token', 'secret-1']);
    try {
      const c2 = withToken(second.urls.accounting);
      expect(await c2.readCustomer(customer.Id!)).toEqual({ ...updated, Balance: 99, BalanceWithJobs: 99 });
      expect((await c2.readInvoice(invoice.Id!)).TotalAmt).toBe(99);
      // The idempotency record survived: the repeat answers the first invoice and creates nothing.
      expect((await c2.createInvoice({ CustomerRef: { value: customer.Id! }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 99, SalesItemLineDetail: { ItemRef: { value: '1' } } }] }, { idempotencyKey: 'once' })).Id).toBe(invoice.Id);
      const next = await c2.createVendor({ DisplayName: 'After Restart' });
      expect(Number(next.Id)).toBeGreaterThan(3);
      const p2 = paymentsClient({ accounting: () => '', payments: () => second.urls.payments }, 'secret-1');
      expect((await p2.readCharge(charge.id!)).status).toBe('AUTHORIZED');
      expect((await p2.captureCharge(charge.id!, { amount: '12.00' })).status).toBe('CAPTURED');
    } finally {
      await second.stop();
    }

    const third = await startSandboxProcess(['--data', dir, '--token', 'secret-1', '--reset']);
    try {
      const c3 = withToken(third.urls.accounting);
      expect((await c3.query("SELECT COUNT(*) FROM Customer WHERE DisplayName = 'Durable Ltd'")).totalCount).toBe(0);
    } finally {
      await third.stop();
    }
  }, 180_000);
});
