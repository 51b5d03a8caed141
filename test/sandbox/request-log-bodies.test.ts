// The request log's entries are made from the server core's exchange hooks (issue 25: no method of node's request
// or response is wrapped per request): each answer's status, types and the start of both bodies, the service's own
// 401 body in place of the core's, and excerpts that stay within EXCERPT_BYTES however large the bodies are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingSandbox } from '@svc/accounting';

const TOKEN = 'log-bodies-token';
const sandbox = createAccountingSandbox({ rateLimits: false, token: TOKEN });
let url: string;
let close: () => Promise<void>;
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

beforeAll(async () => {
  ({ url, close } = await sandbox.listen(0, '127.0.0.1'));
});
afterAll(() => close());

const last = () => {
  const entries = sandbox.requests();
  return entries[entries.length - 1];
};

describe('the request log, from the exchange hooks', () => {
  it('keeps a create as sent and as answered, with both types, the company and the status', async () => {
    const sent = { CustomerRef: { value: '1' }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 42, SalesItemLineDetail: { ItemRef: { value: '1' } } }] };
    const response = await fetch(`${url}/v3/company/7001/invoice?minorversion=75`, { method: 'POST', headers: auth, body: JSON.stringify(sent) });
    const answered = await response.text();
    expect(response.status).toBe(200);
    const entry = last();
    expect(entry).toMatchObject({ kind: 'request', method: 'POST', path: '/v3/company/7001/invoice', query: 'minorversion=75', status: 200, company: '7001' });
    expect(entry.requestType).toBe('application/json');
    expect(entry.responseType).toMatch(/^application\/json/);
    expect(JSON.parse(entry.requestBody ?? '')).toEqual(sent);
    expect(JSON.parse(entry.responseBody ?? '')).toEqual(JSON.parse(answered));
    expect(entry.truncated).toBeUndefined();
  });

  it('logs the 401 the client got: the service\'s own body, not the core\'s, and no body it never read', async () => {
    const response = await fetch(`${url}/v3/company/7001/invoice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Line":[]}' });
    const answered = await response.text();
    expect(response.status).toBe(401);
    const entry = last();
    expect(entry.status).toBe(401);
    expect(entry.responseBody).toBe(answered);
    expect(entry.responseType).toBe(response.headers.get('content-type'));
    expect(JSON.parse(answered)).toHaveProperty('fault');
  });

  it('keeps at most the excerpt of a large request and a large answer, and says so', async () => {
    const note = 'n'.repeat(3000);
    const lines = Array.from({ length: 40 }, (_, i) => ({ DetailType: 'SalesItemLineDetail', Amount: i + 1, Description: `line ${i} ${'é'.repeat(100)}`, SalesItemLineDetail: { ItemRef: { value: '1' } } }));
    const response = await fetch(`${url}/v3/company/7002/invoice`, { method: 'POST', headers: auth, body: JSON.stringify({ CustomerRef: { value: '1' }, PrivateNote: note, Line: lines }) });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(8192);
    const entry = last();
    expect(entry.truncated).toBe(true);
    expect(Buffer.byteLength(entry.requestBody ?? '', 'utf8')).toBeLessThanOrEqual(4096);
    expect(Buffer.byteLength(entry.responseBody ?? '', 'utf8')).toBeLessThanOrEqual(4096);
    expect(entry.requestBody?.startsWith('{"CustomerRef":{"value":"1"},"PrivateNote":"nnn')).toBe(true);
  });

  it('logs the sandbox\'s own endpoints and a statement POSTed as text', async () => {
    const posted = await fetch(`${url}/v3/company/7001/query`, { method: 'POST', headers: { ...auth, 'content-type': 'application/text' }, body: 'SELECT * FROM Invoice MAXRESULTS 1' });
    expect(posted.status).toBe(200);
    const query = last();
    expect(query).toMatchObject({ method: 'POST', path: '/v3/company/7001/query', status: 200, requestBody: 'SELECT * FROM Invoice MAXRESULTS 1' });
    const refused = await fetch(`${url}/__sandbox/reset`, { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(last()).toMatchObject({ method: 'POST', path: '/__sandbox/reset', status: 401 });
  });
});
