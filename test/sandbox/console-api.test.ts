/**
 * The sandbox console's JSON API and page files (issue 26) under hostile use, over HTTP on npm run sandbox's
 * server with a token: only the console's own origin and the sandbox token get in; reads never create a company;
 * nothing a request names reaches a prototype; pages are bounded; writes take only JSON, bounded; live streams
 * are capped; the page is served with a strict CSP and nothing outside its three files. The sandbox keeps serving.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingClient, createAccountingSandbox, SandboxStore } from '@svc/accounting';
import { expectLinearCost, scaled } from '../support/linear-cost.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';

const TOKEN = 'console-token-5c1e';
const auth = { authorization: `Bearer ${TOKEN}` };
let sandbox: RunningSandbox;
let api: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', rateLimits: false, token: TOKEN });
  api = `${sandbox.urls.accounting}/__sandbox/api`;
  await new AccountingClient({ environment: { baseUrl: sandbox.urls.accounting }, realmId: '77', accessToken: TOKEN, retry: false }).readInvoice('1');
});
afterAll(() => sandbox.close());

async function get(url: string, headers: { [name: string]: string } = auth): Promise<{ status: number; body: { [name: string]: unknown } }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { [name: string]: unknown } };
}

describe('the console API: who gets in', () => {
  it('needs the sandbox token, and refuses pages of other origins even with it', async () => {
    expect((await get(`${api}/companies`, {})).status).toBe(401);
    expect((await get(`${api}/companies`, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await get(`${api}/companies`, { ...auth, origin: 'https://evil.example' })).status).toBe(403);
    expect((await get(`${api}/companies`, { ...auth, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const reset = await fetch(`${api}/reset`, { method: 'POST', headers: { ...auth, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'x=1' });
    expect(reset.status).toBe(403);
    expect((await get(`${api}/companies`)).body.companies).toEqual([expect.objectContaining({ key: '77' })]);
  });

  it('takes writes only as JSON, bounded', async () => {
    const form = await fetch(`${api}/faults`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: 'rules=1' });
    expect(form.status).toBe(415);
    const big = await fetch(`${api}/faults`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ rules: [], pad: 'x'.repeat(100_000) }) });
    expect(big.status).toBe(413);
    const bad = await fetch(`${api}/faults`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: '{"rules":[{"operation":"readInvoice","every":1,"fault":"418"}]}' });
    expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([400, expect.stringContaining('Invalid fault rule')]);
    const many = await fetch(`${api}/faults`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ rules: Array.from({ length: 101 }, () => ({ every: 1, fault: '500' })) }) });
    expect(many.status).toBe(400);
    expect((await get(`${api}/faults`)).body.rules).toEqual([]);
  });
});

describe('the console API: what a request can name', () => {
  it('never creates a company by reading it, and answers 404 for one that does not exist', async () => {
    expect((await get(`${api}/companies/9999/Invoice`)).status).toBe(404);
    expect((await get(`${api}/companies/9999/Invoice/1`)).status).toBe(404);
    expect(((await get(`${api}/companies`)).body.companies as unknown[]).length).toBe(1);
  });

  it('refuses entities that are prototype members, and odd encodings, with 404', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '%E0%A4%A']) {
      const { status, body } = await get(`${api}/companies/77/${name}`);
      expect([name, status, typeof body.error]).toEqual([name, 404, 'string']);
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('bounds a page at 200 records whatever is asked, and ignores numbers that are not', async () => {
    const page = (await get(`${api}/companies/77/Account?limit=1000000&offset=-5`)).body;
    expect(page.limit).toBe(200);
    expect(page.offset).toBe(0);
    expect((await get(`${api}/companies/77/Account?limit=abc`)).body.limit).toBe(50);
  });

  it('sorts by any member path without throwing, and finds by a value', async () => {
    const sorted = (await get(`${api}/companies/77/Invoice?sort=__proto__.constructor&order=desc`)).body;
    expect(sorted.total).toBe(5);
    const found = (await get(`${api}/companies/77/Invoice?q=1003`)).body;
    expect((found.rows as { DocNumber: string }[]).map((r) => r.DocNumber)).toEqual(['1003']);
  });

  it('answers 404 for endpoints and methods it does not have', async () => {
    expect((await get(`${api}/nothing`)).status).toBe(404);
    const del = await fetch(`${api}/companies`, { method: 'DELETE', headers: auth });
    expect(del.status).toBe(404);
    expect((await fetch(`${api}/webhooks/abc/resend`, { method: 'POST', headers: auth })).status).toBe(404);
  });
});

describe('the console API: live streams', () => {
  it('holds at most 16 streams at once; the 17th is 503, and a closed one frees its place', async () => {
    const open: { close(): void; status: number }[] = [];
    const stream = (): Promise<{ close(): void; status: number }> =>
      new Promise((resolve, reject) => {
        const req = httpRequest(`${api}/requests/stream`, { headers: auth }, (res) => {
          res.on('data', () => undefined);
          resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
        });
        req.on('error', reject);
        req.end();
      });
    for (let i = 0; i < 16; i++) open.push(await stream());
    expect(open.map((s) => s.status)).toEqual(Array(16).fill(200));
    const extra = await stream();
    expect(extra.status).toBe(503);
    extra.close();
    open.pop()?.close();
    await expect.poll(async () => (await stream().then((s) => (s.close(), s.status))) === 200, { timeout: 5000 }).toBe(true);
    for (const s of open) s.close();
  });
});

describe('the console API at 10,000 invoices', () => {
  it('answers a page (search, sort, offset) with 50 rows, in time linear in the records', async () => {
    const sandboxed = createAccountingSandbox({ store: new SandboxStore(), rateLimits: false, seed: 1 });
    const running = await sandboxed.listen(0, '127.0.0.1');
    try {
      const template = sandboxed.tenant('seed').get('Invoice', '1') ?? {};
      const { Id: _id, SyncToken: _token, MetaData: _meta, ...invoice } = template as { [member: string]: unknown };
      let built = 0;
      const company = (scale: number): string => {
        const key = `big${++built}`;
        const t = sandboxed.tenant(key);
        for (let i = 0; i < scaled(10_000, scale); i++) t.save('Invoice', { ...invoice, Id: `x${i}`, SyncToken: '0', DocNumber: `D${i}`, TotalAmt: (i * 7919) % 10_007 });
        return key;
      };
      const { result } = await expectLinearCost(company, async (key) => {
        const response = await fetch(`${running.url}/__sandbox/api/companies/${key}/Invoice?q=d1&sort=TotalAmt&order=desc&offset=100&limit=50`);
        return (await response.json()) as { total: number; rows: { TotalAmt: number }[] };
      });
      // D1, D10-D19, D100-D199, D1000-D1999 (the seeded invoices have other numbers).
      expect(result?.total).toBe(1 + 10 + 100 + 1000);
      expect(result?.rows).toHaveLength(50);
      const amounts = result?.rows.map((r) => r.TotalAmt) ?? [];
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    } finally {
      await running.close();
    }
  });
});

describe('the console API: rate limits', () => {
  it('shows the counters with what they counted, per limit and realm', async () => {
    const limited = await startSandbox({ port: 0, host: '127.0.0.1' });
    try {
      const client = new AccountingClient({ environment: { baseUrl: limited.urls.accounting }, realmId: '55', accessToken: 't', retry: false });
      for (let i = 0; i < 3; i++) await client.readInvoice('1');
      const { counted, counters } = (await (await fetch(`${limited.urls.accounting}/__sandbox/api/rate-limits`)).json()) as { counted: boolean; counters: { limit: string; keys: string[]; used: number; of: number }[] };
      expect(counted).toBe(true);
      expect(counters).toEqual(
        expect.arrayContaining([
          { limit: 'api-per-second', keys: ['55'], used: 3, of: 10, windowMs: 1000 },
          { limit: 'api-per-minute', keys: ['55'], used: 3, of: 500, windowMs: 60_000 },
        ]),
      );
    } finally {
      await limited.close();
    }
    // Off (this suite's sandbox): nothing is counted, and the console says so.
    expect((await get(`${api}/rate-limits`)).body).toEqual({ counted: false, counters: [] });
  });
});

describe("the console's Web Connector endpoints", () => {
  const base = (): string => `${new URL(sandbox.urls.console).origin}/__sandbox/connector`;

  it('are guarded like the others', async () => {
    expect((await fetch(`${base()}/sessions`)).status).toBe(401);
    expect((await fetch(`${base()}/sessions`, { headers: { ...auth, origin: 'https://evil.example' } })).status).toBe(403);
    const ok = await fetch(`${base()}/sessions`, { headers: auth });
    expect(await ok.json()).toMatchObject({ enabled: true, sessions: [], jobs: ['customers'] });
  });

  it('enqueue only known jobs, for a named company, as bounded JSON', async () => {
    const post = (body: string, type = 'application/json'): Promise<Response> => fetch(`${base()}/queue`, { method: 'POST', headers: { ...auth, 'content-type': type }, body });
    expect((await post('tenant=a&job=customers', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{"tenant":"a","job":"format-disk"}')).status).toBe(400);
    expect((await post(JSON.stringify({ tenant: 'x'.repeat(101), job: 'customers' }))).status).toBe(400);
    expect((await post(JSON.stringify({ tenant: 'a', job: 'customers', pad: 'x'.repeat(5000) }))).status).toBe(400);
    expect((await post('{"tenant":"__proto__","job":"customers"}')).status).toBe(200);
    const queue = (await (await fetch(`${base()}/queue?tenant=__proto__`, { headers: auth })).json()) as { items: { job: string }[] };
    expect(queue.items.map((i) => i.job)).toEqual(['customers']);
    expect((await fetch(`${base()}/nothing`, { headers: auth })).status).toBe(404);
  });
});

describe('the console page', () => {
  const base = (): string => new URL(sandbox.urls.console).origin;

  it('is served with a strict Content-Security-Policy, and only its own files', async () => {
    const page = await fetch(sandbox.urls.console);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<script type="module" src="console.js">');
    const script = await fetch(`${base()}/__sandbox/console.js`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await script.text()).not.toContain('interface ');
    for (const path of ['/__sandbox/serve.ts', '/__sandbox/console.ts', '/__sandbox/..%2fserver.ts', '/__sandbox/%2e%2e/cli.ts']) {
      expect([path, (await fetch(`${base()}${path}`)).status]).toEqual([path, 404]);
    }
    expect((await fetch(`${base()}/__sandbox/`, { method: 'POST' })).status).toBe(405);
    const bare = await fetch(`${base()}/__sandbox`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([308, '/__sandbox/']);
  });

  it('leaves the sandbox serving', async () => {
    const client = new AccountingClient({ environment: { baseUrl: sandbox.urls.accounting }, realmId: '77', accessToken: TOKEN, retry: false });
    expect((await client.readInvoice('2')).Id).toBe('2');
  });
});
