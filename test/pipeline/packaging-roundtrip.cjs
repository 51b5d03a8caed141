// Copied into a consumer project outside the repository and run by plain Node: `node packaging-roundtrip.cjs
// <package>`. The server comes from `require()`, the client from `import()`: one call over HTTP on 127.0.0.1 that a
// handler answers, and one that none does, whose error must be an instance of the class `require()` of the root
// gave (one copy of every class). Exercises what loads lazily: the XML parser, fetch, the HTTP listener.
'use strict';

const assert = require('node:assert/strict');

const name = process.argv[2];

/** Per package: the handlers of a server, then the calls of a client against it. */
const cases = {
  '@svc/connector': {
    server: () => require('@svc/connector/server').createConnectorServer({ serverVersion: async () => 'packed' }),
    async calls(url) {
      const { ConnectorClient } = await import('@svc/connector/client');
      const client = new ConnectorClient({ url });
      assert.equal(await client.serverVersion(), 'packed');
      const unhandled = await client.clientVersion({ strVersion: '2.0.0.116' }).catch((error) => error);
      assert.ok(unhandled instanceof require('@svc/connector').SoapFault, String(unhandled));
    },
  },
  '@svc/payments': {
    server: () => {
      const { fixtures } = require('@svc/payments/fixtures');
      return require('@svc/payments/server').createPaymentsServer(
        { readCharge: async ({ params }) => ({ ...fixtures.Charge(), id: params.chargeId }) },
        { validateResponses: true },
      );
    },
    async calls(url) {
      const { PaymentsClient } = await import('@svc/payments/client');
      const client = new PaymentsClient({ environment: { baseUrl: url }, accessToken: 'token', retry: false });
      assert.equal((await client.readCharge('ch_packed')).id, 'ch_packed');
      const unhandled = await client.readRefund('ch_packed', 're_1').catch((error) => error);
      assert.ok(unhandled instanceof require('@svc/payments').PaymentsError, String(unhandled));
      assert.equal(unhandled.status, 501);
    },
  },
  '@svc/accounting': {
    server: () => {
      const { fixtures } = require('@svc/accounting/fixtures');
      return require('@svc/accounting/server').createAccountingServer(
        { readInvoice: async ({ params }) => ({ ...fixtures.Invoice(), Id: params.id }) },
        { validateResponses: true },
      );
    },
    async calls(url) {
      const { AccountingClient } = await import('@svc/accounting/client');
      const client = new AccountingClient({
        environment: { baseUrl: url },
        realmId: '9130',
        accessToken: 'token',
        retry: false,
      });
      assert.equal((await client.readInvoice('42')).Id, '42');
      const unhandled = await client.readBill('7').catch((error) => error);
      assert.ok(unhandled instanceof require('@svc/accounting').AccountingError, String(unhandled));
      assert.equal(unhandled.status, 501);
    },
  },
};

async function main() {
  const test = cases[name];
  if (test === undefined) throw new Error(`no round trip for ${name}`);
  const { url, close } = await test.server().listen(0, '127.0.0.1');
  try {
    await test.calls(url);
  } finally {
    await close();
  }
  console.log('ok');
}

main().catch((error) => {
  console.error(error && error.stack ? error.stack : String(error));
  process.exitCode = 1;
});
