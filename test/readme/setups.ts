/**
 * What a README fragment takes for granted, written before it when it runs (`<!-- example: run with <name> -->`).
 * Each setup declares the names the fragment uses and does not declare itself, and starts what it calls: the
 * generated sandboxes stand in for the services (the definitions' server URLs are routed to them, so
 * `environment: 'sandbox'` works as written), a local receiver for a webhook endpoint. Names of the setup's own
 * start with `$`, so they cannot clash with a fragment's.
 */
const localServices = `
import * as $accounting from '@svc/accounting';
import * as $payments from '@svc/payments';
const $books = await $accounting.createAccountingSandbox({ seed: 1 }).listen(0, '127.0.0.1');
const $pay = await $payments.createPaymentsSandbox().listen(0, '127.0.0.1');
// The definitions' servers (production and sandbox) are answered by the local sandboxes.
const $routes: [string, string][] = [
  ...$accounting.endpoints.map((e): [string, string] => [e.url, $books.url]),
  ...$payments.endpoints.map((e): [string, string] => [e.url, $pay.url]),
];
const $fetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  for (const [from, to] of $routes) {
    if (url.startsWith(from)) {
      const local = to + url.slice(from.length);
      return input instanceof Request ? $fetch(new Request(local, input), init) : $fetch(local, init);
    }
  }
  return $fetch(input, init);
};
const getToken = async (): Promise<string> => 'any-token';
`;

export const SETUPS: { readonly [name: string]: string } = {
  'local-services': localServices,

  'accounting-client': `${localServices}
const client = new $accounting.AccountingClient({ environment: 'sandbox', realmId: 'readme-1', accessToken: getToken });
const $read = await client.readCustomer('1');
// What a sparse update sends: the id, the version read, and the members that change.
const customer = { Id: $read.Id!, SyncToken: $read.SyncToken!, DisplayName: 'Renamed by the README' };
const items: $accounting.AccountingBatchItem[] = [
  { operation: 'create', Customer: { DisplayName: 'From a batch' } },
  { Query: 'SELECT * FROM Item MAXRESULTS 2' },
];
`,

  'invoice-json': `
import * as $accounting from '@svc/accounting';
const text = JSON.stringify($accounting.fixtures.Invoice());
/** The fragment's assertion, as a test runner would give it. */
const expect = (actual: unknown) => ({
  toBe(expected: unknown): void {
    if (actual !== expected) throw new Error(\`expected \${String(expected)}, got \${String(actual)}\`);
  },
});
`,

  'oauth-app': `
const realmId = '9130350000000000';
`,

  'oauth-redis': `
import { createOAuthClient } from '@svc/accounting';
const clientId = 'readme-client';
const clientSecret = 'readme-secret';
const redirectUri = 'http://localhost:8765/callback';
`,

  'web-connector-app': `
const $saved: unknown[] = [];
const save = (tenant: string, list: readonly unknown[]): void => void $saved.push({ tenant, count: list.length });
`,

  'webhook-app': `
const refreshInvoice = async (realmId: string, id: string): Promise<void> => void [realmId, id];
const handleEvent = async (event: unknown): Promise<void> => void event;
`,

  'webhook-redis': `
import { createAccountingWebhookReceiver } from '@svc/accounting';
const verifierToken = 'verifier';
const onEvent = async (event: unknown): Promise<void> => void event;
`,

  'webhook-endpoint': `
import * as $accounting from '@svc/accounting';
const verifierToken = 'verifier';
const $endpoint = $accounting.createAccountingWebhookReceiver({ verifierToken, onEvent: () => undefined });
const { url } = await $endpoint.listen(0, '127.0.0.1');
`,
};

/** Setups that need a Redis: run only when a private redis-server can be started (else type-checked only). */
export const NEEDS_REDIS = new Set(['oauth-redis', 'web-connector-redis', 'webhook-redis']);
