// The server core's exchange hooks (issue 25): what a layer in front of the server learns of each exchange
// without wrapping node's request or response: the body as sent, every answer as written (success, fault,
// binary), and an error body of its own in place of the core's, the trace id header kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountingServer, fixtures, Reply } from '@svc/accounting';

type Answered = { status: number; contentType: string | undefined; body: string | undefined };
const read: string[] = [];
const answers: Answered[] = [];
const pdf = Buffer.from('%PDF-1.4\n%hooks\n');
const server = createAccountingServer(
  {
    createInvoice: ({ body }) => ({ ...fixtures.Invoice(), ...body, Id: '9' }),
    pdfInvoice: () => pdf,
    // A header node refuses: the answer becomes a 500, and that is what the hooks are told.
    readInvoice: ({ params }) => new Reply(200, { Invoice: { ...fixtures.Invoice(), Id: params.id } }, { 'x-note': 'two\r\nlines' }),
  },
  {
    rateLimits: false,
    authenticate: (token) => token === 'good',
    exchangeHooks: {
      bodyRead: (_request, bytes) => read.push(bytes.toString('utf8')),
      replaceError: (_request, status) => (status === 401 ? { contentType: 'text/plain; charset=utf-8', body: 'who are you?' } : undefined),
      answered: (_request, status, contentType, body) =>
        answers.push({ status, contentType, body: body === undefined ? undefined : typeof body === 'string' ? body : Buffer.from(body).toString('latin1') }),
    },
  },
);
let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ url, close } = await server.listen(0, '127.0.0.1'));
});
afterAll(() => close());

describe('exchange hooks', () => {
  it('tell the body as sent and the answer as written, once each', async () => {
    read.length = 0;
    answers.length = 0;
    const sent = '{"CustomerRef":{"value":"1"},  "Line":[{"DetailType":"SalesItemLineDetail","Amount":5,"SalesItemLineDetail":{"ItemRef":{"value":"1"}}}]}';
    const response = await fetch(`${url}/v3/company/1/invoice`, { method: 'POST', headers: { authorization: 'Bearer good', 'content-type': 'application/json' }, body: sent });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(read).toEqual([sent]);
    expect(answers).toEqual([{ status: 200, contentType: response.headers.get('content-type'), body: text }]);
  });

  it('tell a fault and a binary answer', async () => {
    answers.length = 0;
    const missing = await fetch(`${url}/v3/company/1/nothing-here`, { headers: { authorization: 'Bearer good' } });
    const fault = await missing.text();
    const document = await fetch(`${url}/v3/company/1/invoice/9/pdf`, { headers: { authorization: 'Bearer good', accept: 'application/pdf' } });
    expect(Buffer.from(await document.arrayBuffer())).toEqual(pdf);
    expect(answers).toEqual([
      { status: 404, contentType: missing.headers.get('content-type'), body: fault },
      { status: 200, contentType: 'application/pdf', body: pdf.toString('latin1') },
    ]);
  });

  it('tell the answer the client got when the one a handler gave cannot be written', async () => {
    answers.length = 0;
    const response = await fetch(`${url}/v3/company/1/invoice/9`, { headers: { authorization: 'Bearer good' } });
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(answers).toEqual([{ status: 500, contentType: response.headers.get('content-type'), body }]);
  });

  it('let an error answer carry a body of their own, the trace id header kept', async () => {
    answers.length = 0;
    const refused = await fetch(`${url}/v3/company/1/invoice/9`, { headers: { authorization: 'Bearer bad' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(refused.headers.get('svc_tid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await refused.text()).toBe('who are you?');
    expect(answers).toEqual([{ status: 401, contentType: 'text/plain; charset=utf-8', body: 'who are you?' }]);
  });
});
