/**
 * The browser entries in a real browser: browser-page.ts (the generated packages' client, validators, fixtures
 * and operations entries, nothing else) bundled by esbuild for the browser and run in headless Chromium (Debian's,
 * started here with a fresh profile; the suite skips loudly without it, and fails without it when
 * SVC_REQUIRE_CHROMIUM=1, as in CI).
 *
 * In the page: every fixture (3 seeds) and every invalid fixture of the three packages gets the expected verdict
 * from the bundled validators, and the fixture values are Node's; the payments sandbox (createPaymentsSandbox,
 * started here on 127.0.0.1 with the `cors` option) is called with the bundled client from pages on two other
 * origins: `http://127.0.0.1:<port>` (a secure context) and `http://app.test:<port>` (plain http, not localhost:
 * no `crypto.randomUUID`, so idempotency keys come from `getRandomValues`). A sandbox without `cors`, or one that
 * allows another origin, is unreachable from the page (the browser blocks it); a redirect, whose target a
 * browser's fetch hides, is refused with reason `redirect`. `npm run sandbox -- --cors` too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPaymentsSandbox } from '@svc/payments/sandbox';
import { createPaymentsServer, Reply, type PaymentsHandlers } from '@svc/payments/server';
import { startSandboxProcess, type SandboxProcess } from '../sandbox/support.ts';
import { bundleForBrowser, INSECURE_HOST, servePage, startChromium, type ServedPage } from '../support/browser.ts';
import type * as PageScript from './browser-page.ts';
import { checkFixtures, SEEDS } from './browser-page.ts';

type PageExports = typeof PageScript;
/** The page's script: browser-page.ts, bundled with what it imports (the browser entries). */
const PAGE_SCRIPT = `export * from './test/rest-client/browser-page.ts';`;

const chromium = await startChromium('test/rest-client/browser.test.ts (the browser entries in headless Chromium)');
afterAll(() => chromium?.stop());

type Listening = { url: string; close(): Promise<void> };

describe.skipIf(!chromium)('the browser entries in headless Chromium', () => {
  let site: ServedPage;
  let origins: { secure: string; insecure: string };
  let withCors: Listening;
  let withoutCors: Listening;
  let otherOrigin: Listening;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const bundle = await bundleForBrowser(PAGE_SCRIPT, { format: 'iife', globalName: 'svcPage' });
    site = await servePage({
      '/': '<!doctype html><meta charset="utf-8"><title>svc-codegen in a browser</title><script src="/page.js"></script>',
      '/page.js': bundle.code,
    });
    origins = { secure: site.origin, insecure: `http://${INSECURE_HOST}:${site.port}` };
    const faults = [{ operation: 'listCards', every: 1, fault: '429' }];
    withCors = await createPaymentsSandbox({ faults, server: { cors: { origins: [origins.secure, origins.insecure] } } }).listen(0, '127.0.0.1');
    withoutCors = await createPaymentsSandbox().listen(0, '127.0.0.1');
    otherOrigin = await createPaymentsSandbox({ server: { cors: { origins: ['https://somewhere.else.example'] } } }).listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await site?.close();
    for (const server of [withCors, withoutCors, otherOrigin]) await server?.close();
  });

  /** A new tab at `origin`, with the bundle loaded (its exports on `window.svcPage`). */
  async function open(origin: string): Promise<Page> {
    const page = await chromium!.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'svcPage' in window);
    return page;
  }
  /** Calls an export of the page script in the page (arguments and result cross as JSON). */
  function call<K extends 'checkFixtures' | 'chargeThroughSandbox' | 'blockedCall' | 'redirectedCall' | 'otherEntries'>(
    page: Page,
    name: K,
    ...args: Parameters<PageExports[K]>
  ): Promise<Awaited<ReturnType<PageExports[K]>>> {
    return page.evaluate(
      ({ name, args }) => (window as unknown as { svcPage: Record<string, (...a: unknown[]) => unknown> }).svcPage[name](...args),
      { name, args: args as unknown[] },
    ) as Promise<Awaited<ReturnType<PageExports[K]>>>;
  }

  it.each(['payments', 'accounting', 'connector'])('validates every fixture and invalid fixture of @svc/%s with the expected verdicts', async (pkg) => {
    const page = await open(origins.insecure);
    try {
      const inBrowser = await call(page, 'checkFixtures', pkg);
      expect(inBrowser.problems).toEqual([]);
      expect(inBrowser.types).toBeGreaterThan(5);
      expect(inBrowser.valid).toBe(inBrowser.types * SEEDS);
      expect(inBrowser.invalidCases).toBeGreaterThan(inBrowser.types);
      expect(inBrowser.refusedAsStated).toBe(inBrowser.invalidCases);
      // The same values in Node (fixtures are seeded): the browser build makes what Node makes.
      const inNode = checkFixtures(pkg, false);
      expect(inBrowser.types).toBe(inNode.types);
      expect(inBrowser.values.length).toBe(inNode.values.length);
      expect(inBrowser.values === inNode.values).toBe(true);
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it.each([
    ['http://127.0.0.1:<port> (a secure context)', 'secure', true],
    [`http://${INSECURE_HOST}:<port> (plain http: no crypto.randomUUID)`, 'insecure', false],
  ] as const)('calls the payments sandbox (cors on) from a page at %s with the bundled client', async (_name, which, secure) => {
    const page = await open(origins[which]);
    try {
      const session = await call(page, 'chargeThroughSandbox', withCors.url, `company-${which}`);
      expect(session.secureContext).toBe(secure);
      expect(session.hasRandomUUID).toBe(secure);
      expect(session.authorized).toEqual({ status: 'AUTHORIZED', valid: true });
      expect(session.captured.status).toBe('CAPTURED');
      expect(session.read).toEqual({ status: 'CAPTURED', sameId: true });
      expect(session.replayedSameCharge).toBe(true);
      // One key per create and capture (random v4 UUIDs without dashes), then the two given ones.
      expect(session.generatedKeys.slice(0, 2)).toEqual([expect.stringMatching(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
      expect(new Set(session.generatedKeys.slice(0, 2)).size).toBe(2);
      // Error answers are readable cross-origin: status, body, and the exposed trace header and Retry-After.
      expect(session.notFound).toEqual({ isPaymentsError: true, status: 404, traceId: expect.stringMatching(/^[0-9a-f-]{36}$/), code: expect.stringMatching(/^PMT-/) });
      expect(session.throttled).toEqual({ isThrottleError: true, status: 429, retryAfterMs: 1000, traceId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('cannot reach a sandbox without cors, or one that allows another origin: the client throws NetworkError', async () => {
    const page = await open(origins.secure);
    try {
      for (const server of [withoutCors, otherOrigin]) {
        expect(await call(page, 'blockedCall', server.url)).toEqual({ error: 'NetworkError', isNetworkError: true });
      }
    } finally {
      await page.close();
    }
  });

  it("refuses a redirect, whose target a browser's fetch hides: reason 'redirect', never a status-0 answer read as a result", async () => {
    const handlers = { readCharge: () => new Reply(307, undefined, { location: `${withCors.url}/svc/v4/payments/charges/elsewhere` }) };
    const server = await createPaymentsServer(handlers as unknown as PaymentsHandlers, { rateLimits: false, cors: { origins: [origins.secure] } }).listen(0, '127.0.0.1');
    const page = await open(origins.secure);
    try {
      expect(await call(page, 'redirectedCall', server.url)).toEqual({ isPaymentsError: true, reason: 'redirect', status: 0 });
    } finally {
      await page.close();
      await server.close();
    }
  });

  it('loads the accounting and SOAP clients and an operation table too', async () => {
    const page = await open(origins.secure);
    try {
      expect(await call(page, 'otherEntries')).toEqual({ accounting: true, connector: true, operations: expect.any(Number) });
    } finally {
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  });

  describe('npm run sandbox -- --cors <origin>', () => {
    let sandbox: SandboxProcess;
    beforeAll(async () => {
      sandbox = await startSandboxProcess(['--no-rate-limits', '--cors', origins.secure]);
    }, 90_000);
    afterAll(() => sandbox?.stop());

    it('lets a page of that origin call the payments sandbox, and no other origin', async () => {
      const page = await open(origins.secure);
      try {
        const session = await call(page, 'chargeThroughSandbox', sandbox.urls.payments, 'cli-company');
        expect(session.read).toEqual({ status: 'CAPTURED', sameId: true });
      } finally {
        await page.close();
      }
      const other = await open(origins.insecure);
      try {
        expect(await call(other, 'blockedCall', sandbox.urls.payments)).toEqual({ error: 'NetworkError', isNetworkError: true });
      } finally {
        await other.close();
      }
    }, 90_000);
  });
});

// Where Chromium is missing, the page script still bundles for the browser from the browser entries alone.
describe('the page script', () => {
  it('bundles for the browser from the browser entries alone', async () => {
    const bundle = await bundleForBrowser(PAGE_SCRIPT, { format: 'iife', globalName: 'svcPage' });
    expect(bundle.inputs.filter((input) => /node:|\/runtime\/(rest-server|sandbox|oauth|webhooks|web-connector|soap-server)\//.test(input))).toEqual([]);
    expect(bundle.inputs.filter((input) => input.includes('/dist/runtime/validators/')).length).toBe(3);
  });
});
