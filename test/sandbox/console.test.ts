/**
 * The sandbox console (issue 26) driven in headless Chromium (Debian's, through playwright-core; skipped loudly
 * without it, required in CI): `npm run sandbox`'s server (startSandbox) serves the page at `/__sandbox/`; the
 * test finds a seeded invoice, edits it (a sparse update with its token, through the accounting API), sees the
 * service's stale-token error when the invoice changed underneath, switches a fault on and sees a client get
 * the 503, reads the request log with its copy-as-curl, resends a webhook the receiver refused, enqueues a Web
 * Connector job and watches a simulated session run it to the end. Screenshots of each screen go to
 * `test/.output/sandbox-console/` (for people; nothing compares them).
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, AccountingError } from '@svc/accounting';
import { connectorWebConnectorWire, simulatedCompany, simulateWebConnector } from '@svc/connector';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { startChromium } from '../support/browser.ts';
import { repoRoot } from '../support/run-cli.ts';

const SHOTS = join(repoRoot, 'test', '.output', 'sandbox-console');
const REALM = '9341453050';

const chromium = await startChromium('test/sandbox/console.test.ts (the sandbox console in headless Chromium)');
afterAll(() => chromium?.stop());

describe.skipIf(!chromium)('the sandbox console in headless Chromium', () => {
  let sandbox: RunningSandbox;
  let client: AccountingClient;
  let page: Page;
  const pageErrors: string[] = [];
  // The webhook endpoint: refuses (500) until told to accept; keeps every body it got.
  let receiver: Server;
  let accepting = false;
  const received: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(accepting ? 200 : 500, { 'content-type': 'text/plain' }).end(accepting ? 'ok' : 'not now');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      rateLimits: false,
      // Sent 20 ms after a write; a refused payload is retried only after 10 minutes (the test resends it).
      webhook: { url: webhookUrl, verifierToken: 'console-verifier', windowMs: 20, retryDelaysMs: [600_000] },
    });
    client = new AccountingClient({ environment: { baseUrl: sandbox.urls.accounting }, realmId: REALM, accessToken: 'test-token', retry: false });
    // The company exists once a client has used it (seeded with invoices 1001 ...).
    await client.readInvoice('1');
    page = await chromium!.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(sandbox.urls.console);
  }, 120_000);
  afterAll(async () => {
    await page?.close();
    await sandbox?.close();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  const shot = (name: string): Promise<Buffer> => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  it('lists the companies and the seeded invoices, searchable', async () => {
    await page.locator(`#company option[value="${REALM}"]`).waitFor({ state: 'attached' });
    await page.selectOption('#company', REALM);
    await page.selectOption('#entity', 'Invoice');
    await page.fill('#search', '1002');
    await expect.poll(() => page.locator('#rows tbody tr').count()).toBe(1);
    expect(await page.locator('#rows tbody tr').getAttribute('data-id')).toBe('2');
    // By keyboard: a row takes focus and Enter opens it.
    await page.focus('#rows tbody tr[data-id="2"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('#detail-title')).toBe('Invoice 2');
    await page.fill('#search', '');
    await expect.poll(() => page.locator('#rows tbody tr').count()).toBeGreaterThanOrEqual(3);
    // Every control has a name a screen reader reads (a label, or aria-label).
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea')]
        .filter((el) => (el as HTMLInputElement).labels?.length === 0 && !el.hasAttribute('aria-label'))
        .map((el) => el.id),
    );
    expect(unnamed).toEqual([]);
    await shot('data');
  });

  it('edits an invoice with a sparse update and its token; the history shows the write', async () => {
    await page.locator('#rows tbody tr[data-id="1"]').click();
    await expect.poll(() => page.inputValue('#editor')).toContain('"Id": "1"');
    const record = JSON.parse(await page.inputValue('#editor')) as { SyncToken: string; PrivateNote?: string };
    await page.fill('#editor', JSON.stringify({ ...record, PrivateNote: 'edited in the console' }, null, 2));
    await page.click('#save');
    await expect.poll(() => page.textContent('#status')).toBe('Saved Invoice 1.');
    const stored = await client.readInvoice('1');
    expect(stored.PrivateNote).toBe('edited in the console');
    expect(stored.SyncToken).toBe(String(Number(record.SyncToken) + 1));
    await expect.poll(() => page.textContent('#history')).toContain(`SyncToken ${stored.SyncToken}`);
    await shot('record');
  });

  it("shows the service's stale-token error when the invoice changed underneath", async () => {
    const shown = JSON.parse(await page.inputValue('#editor')) as { SyncToken: string };
    const current = await client.readInvoice('1');
    expect(current.SyncToken).toBe(shown.SyncToken);
    await client.updateInvoice({ Id: '1', SyncToken: String(current.SyncToken), PrivateNote: 'changed by a client' }, { sparse: true });
    await page.fill('#editor', JSON.stringify({ ...shown, PrivateNote: 'a stale edit' }, null, 2));
    await page.click('#save');
    await expect.poll(() => page.textContent('#problem')).toContain('The service answered 400');
    const problem = (await page.textContent('#problem')) ?? '';
    // The sandbox's real stale-object error, as a client gets it (code 5010).
    expect(problem).toContain('"code": "5010"');
    expect((await client.readInvoice('1')).PrivateNote).toBe('changed by a client');
    await shot('stale');
  });

  it('switches a fault on for one operation: a client gets the 503, other operations are untouched', async () => {
    await page.click('#tab-faults');
    await page.locator('select[data-operation="readInvoice"]').waitFor();
    await page.selectOption('select[data-operation="readInvoice"]', '503');
    await page.click('#apply-faults');
    await expect.poll(() => page.textContent('#status')).toBe('Faults on: readInvoice 503.');
    const failed = await client.readInvoice('1').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AccountingError);
    expect((failed as AccountingError).status).toBe(503);
    expect((await client.readCustomer('1')).Id).toBe('1');
    await shot('faults');
    await page.selectOption('select[data-operation="readInvoice"]', '');
    await page.click('#apply-faults');
    await expect.poll(() => page.textContent('#status')).toBe('No faults.');
    expect((await client.readInvoice('1')).Id).toBe('1');
  });

  it('shows the request log live, filterable, with the bodies and a curl command', async () => {
    await page.click('#tab-requests');
    await page.fill('#filter', '503');
    await expect.poll(() => page.locator('#log tbody tr').count()).toBe(1);
    await page.fill('#filter', 'invoice');
    await page.locator('#log tbody tr', { hasText: 'POST' }).first().click();
    const curl = (await page.textContent('#curl-text')) ?? '';
    expect(curl).toMatch(/^curl -X POST '.*\/accounting\/v3\/company\/9341453050\/invoice.*' -H 'Authorization: Bearer \$TOKEN'/);
    expect(curl).toContain('--data-raw');
    expect(await page.textContent('#entry-request')).toContain('"sparse":true');
    // A request made now appears without a reload (server-sent events).
    const before = await page.locator('#log tbody tr').count();
    await client.readInvoice('2');
    await expect.poll(() => page.locator('#log tbody tr').count()).toBe(before + 1);
    await shot('requests');
    expect(pageErrors).toEqual([]);
  });

  it('shows the webhooks sent (signature, payload, attempts) and resends one the endpoint refused', async () => {
    await page.click('#tab-webhooks');
    await page.locator('#deliveries tbody tr').first().waitFor();
    await page.locator('#deliveries tbody tr').last().click();
    await expect.poll(() => page.textContent('#delivery-attempts')).toContain('HTTP 500');
    expect((await page.textContent('#delivery-headers')) ?? '').toMatch(/signature: \S+/i);
    const payload = (await page.textContent('#delivery-payload')) ?? '';
    const sentBefore = received.length;
    expect(received).toContain(JSON.stringify(JSON.parse(payload)));
    accepting = true;
    await page.click('#resend');
    await expect.poll(() => page.textContent('#status')).toMatch(/^Resent delivery \d+: HTTP 200\.$/);
    await expect.poll(() => page.textContent('#delivery-attempts')).toContain('(resend) HTTP 200');
    // The same events again (signed afresh), so the receiver's de-duplication recognises them.
    expect(JSON.parse(received[sentBefore])).toEqual(JSON.parse(payload));
    // The resend acknowledged the payload: the company's next one (the client's update, waiting behind it) goes.
    await expect.poll(() => page.locator('#deliveries tbody tr').count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => received.length).toBe(sentBefore + 2);
    await shot('webhooks');
    expect(pageErrors).toEqual([]);
  });

  it('enqueues a Web Connector job and watches a simulated session finish, call by call', async () => {
    await page.click('#tab-connector');
    await expect.poll(() => page.textContent('#connector-note')).toContain('Sessions of the Web Connector endpoint');
    await page.fill('#queue-tenant', 'console-user');
    await page.selectOption('#queue-job', 'customers');
    await page.click('#enqueue');
    await expect.poll(() => page.textContent('#status')).toBe('Enqueued customers for console-user: 1 job(s) waiting.');
    await page.click('#show-queue');
    await expect.poll(() => page.locator('#queue tbody tr').count()).toBe(1);
    const transcript = await simulateWebConnector({
      wire: connectorWebConnectorWire,
      url: sandbox.urls.connector,
      user: 'console-user',
      password: 'any',
      formatVersion: [13, 0],
      respond: simulatedCompany({ customers: 25 }),
    });
    expect(transcript.outcome).toBe('done');
    await page.locator('#sessions tbody tr').first().waitFor();
    await expect.poll(() => page.locator('#sessions tbody tr').first().textContent()).toContain('closed');
    expect(await page.locator('#sessions tbody tr').first().textContent()).toContain('100%');
    await page.locator('#sessions tbody tr').first().click();
    const lines = ((await page.textContent('#transcript')) ?? '').split('\n');
    // The calls the simulator made from authenticate on (serverVersion and clientVersion carry no ticket), one
    // line each, in its format.
    const operations = transcript.steps.map((step) => step.operation);
    expect(lines.map((l) => l.split(' ')[0])).toEqual(operations.slice(operations.indexOf('authenticate')));
    expect(lines[lines.length - 1]).toMatch(/^closeConnection\s+\d+ ms {2}\S/);
    // The ticket (the session's credential) is never shown whole.
    expect(transcript.ticket).toMatch(/^\S{16,}$/);
    expect(await page.content()).not.toContain(transcript.ticket);
    await page.click('#show-queue');
    await expect.poll(() => page.locator('#queue tbody tr').count()).toBe(0);
    await shot('connector');
    expect(pageErrors).toEqual([]);
  });
});
