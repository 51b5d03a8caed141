// Property tests of the generated accounting receiver's handle(): arbitrary bodies, signatures and headers never
// make it throw, every answer is one of its documented statuses in its error format, and no handler ever runs
// for a request whose signature is not the MAC of its exact bytes.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAccountingWebhookReceiver } from '@svc/accounting';

const TOKEN = 'property-token';
const mac = (body: Uint8Array): string => createHmac('sha256', TOKEN).update(body).digest('base64');

const legacyEntity = fc.record({
  name: fc.constantFrom('Invoice', 'Customer', '__proto__', ''),
  id: fc.string(),
  operation: fc.constantFrom('Create', 'Update', 'Delete', 'Merge', 'Void', 'Explode'),
  lastUpdated: fc.constantFrom('2026-01-01T00:00:00Z', 'yesterday'),
});
const bodies = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.jsonValue().map((v) => new TextEncoder().encode(JSON.stringify(v))),
  fc.array(legacyEntity, { maxLength: 5 }).map((entities) => new TextEncoder().encode(JSON.stringify({ eventNotifications: [{ realmId: '1', dataChangeEvent: { entities } }] }))),
);

describe('handle() under arbitrary input', () => {
  it('never throws, answers a documented status, and runs handlers only for verified bytes', async () => {
    let ran = 0;
    const receiver = createAccountingWebhookReceiver({ verifierToken: TOKEN, onEvent: () => void ran++, onError: () => {} });
    await fc.assert(
      fc.asyncProperty(bodies, fc.oneof(fc.constant('sign'), fc.string(), fc.base64String(), fc.constant(undefined)), fc.constantFrom(undefined, 'application/json', 'text/plain'), async (body, signature, type) => {
        const before = ran;
        const header = signature === 'sign' ? mac(body) : signature;
        const headers: Record<string, string> = {};
        if (header !== undefined) headers['intuit-signature'] = header;
        if (type !== undefined) headers['content-type'] = type;
        const answer = await receiver.handle(body, headers);
        expect([200, 400, 401, 415, 500]).toContain(answer.status);
        const parsed = JSON.parse(answer.body);
        if (answer.status !== 200) expect(parsed.error.status).toBe(answer.status);
        const verified = header === mac(body);
        if (!verified) {
          expect(answer.status).toBe(401);
          expect(ran).toBe(before);
        }
      }),
      { numRuns: 400 },
    );
  });
});
