// A document with webhooks and no paths (Adyen's balance-platform configuration webhooks, OpenAPI 3.1): the
// parser carries them as outbound operations, the package has a receiver and no client or server, the receiver
// checks the Basic credentials the document declares and attributes each of the document's own examples to its
// webhook, and the sender signs with them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../generator/parse/openapi/index.ts';
import { repoRoot, runCli } from '../support/run-cli.ts';

const SPEC = join(repoRoot, '..', 'shared', 'specs', 'corpus', 'adyen-bp-config-webhooks-v2.json');
const temp = mkdtempSync(join(repoRoot, 'test', '.webhooks-only-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Receiver {
  handle(body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
  listen(): Promise<{ url: string; close(): Promise<void> }>;
}
interface Package {
  createAdyenBpWebhookReceiver(options: { basicAuth: unknown; onEvent?: (e: { id: string; format: string; payload: unknown }) => unknown; onError?: () => void }): Receiver;
  sendAdyenBpWebhook(url: string, payload: unknown, options: { basicAuth: unknown; retries?: number }): Promise<{ status: number }>;
  operations: Record<string, unknown>;
}
let pkg: Package;

beforeAll(async () => {
  const result = runCli(['--input', SPEC, '--name', 'adyen-bp', '--out', temp]);
  expect(result.status, result.stderr).toBe(0);
  pkg = (await import(pathToFileURL(join(temp, 'adyen-bp', 'dist', 'index.js')).href)) as Package;
}, 120_000);

describe('webhooks-only document', () => {
  it('parses every webhook as an outbound operation with its Basic security, none as a client operation', async () => {
    const { model, diagnostics } = await parseOpenApi(SPEC);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(model!.services.flatMap((s) => s.operations)).toEqual([]);
    expect(model!.webhooks).toHaveLength(26);
    for (const w of model!.webhooks!) {
      expect(w.direction).toBe('outbound');
      expect(w.security).toEqual([{ schemes: [{ name: 'BasicAuth', scopes: [] }] }]);
    }
    expect(Object.keys(pkg.operations)).toEqual([]);
    expect('createAdyenBpServer' in pkg).toBe(false);
  });

  it("attributes each of the document's examples to its webhook, after the Basic credentials check", async () => {
    const doc = JSON.parse(readFileSync(SPEC, 'utf8'));
    const events: { format: string; payload: unknown }[] = [];
    const credentials = { username: 'ws_123@Company.Adyen', password: 's3cret' };
    const receiver = pkg.createAdyenBpWebhookReceiver({ basicAuth: credentials, onEvent: (e) => void events.push(e), onError: () => {} });
    const basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
    let checked = 0;
    for (const [key, item] of Object.entries(doc.webhooks as Record<string, { post: { operationId: string; requestBody: { content: Record<string, { examples: Record<string, { $ref: string }> }> } } }>)) {
      for (const ref of Object.values(item.post.requestBody.content['application/json'].examples ?? {})) {
        const example = doc.components.examples[ref.$ref.split('/').pop()!].value;
        const body = JSON.stringify(example);
        const refused = await receiver.handle(body, { 'content-type': 'application/json' });
        expect(refused.status).toBe(401);
        const wrong = await receiver.handle(body, { authorization: `Basic ${Buffer.from('ws:nope').toString('base64')}` });
        expect(JSON.parse(wrong.body).error.reason).toBe('wrong-credentials');
        events.length = 0;
        const answer = await receiver.handle(body, { 'content-type': 'application/json', authorization: basic });
        expect(answer.status, `${key}: ${answer.body}`).toBe(200);
        expect(events).toHaveLength(1);
        expect(events[0].format.toLowerCase()).toBe(`post${key.replace(/[^A-Za-z0-9]/g, '')}`.toLowerCase());
        expect(events[0].payload).toEqual(example);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it('the sender signs with the declared Basic credentials', async () => {
    const credentials = { username: 'u', password: 'p' };
    const events: unknown[] = [];
    const receiver = pkg.createAdyenBpWebhookReceiver({ basicAuth: credentials, onEvent: (e) => void events.push(e) });
    const { url, close } = await receiver.listen();
    try {
      const payload = { type: 'balancePlatform.score.triggered', environment: 'test', data: { balancePlatform: 'x', creationDate: '2024-01-01T00:00:00+01:00', id: '1', riskScore: 1, accountHolder: { id: 'AH1' } } };
      const first = await pkg.sendAdyenBpWebhook(url, payload, { basicAuth: credentials, retries: 0 }).catch((e: Error) => e);
      expect(first).toMatchObject({ status: 200 });
      expect(events).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
