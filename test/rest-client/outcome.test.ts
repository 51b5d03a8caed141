/**
 * Issue 23, class 20: errors and headers typed per operation. Over HTTP on 127.0.0.1 with the petstore fixture's
 * package: `client.safe(...)` answers `{ ok, status, data | error, headers }` (an error status returned, not thrown;
 * the declared `X-Rate-Limit-Remaining` read as a number, `X-Next` as text), and a thrown error narrows by
 * operation and status. The types are checked on the committed payments package by `npm run typecheck`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorResponse } from '../../generated/payments/src/types.ts';
import type { PaymentsClient, PaymentsError, PaymentsErrorBodies, PaymentsOutcome, PaymentsResponseHeaders } from '../../generated/payments/src/client.ts';
import { buildPackage } from '../../generator/pipeline/build.ts';
import { loadModelFixture, writeFiles } from '../support/emit-fixtures.ts';
import { repoRoot } from '../support/run-cli.ts';
import { json, startScripted, type ScriptedServer } from '../support/scripted-server.ts';

type Outcome =
  | { ok: true; status: number; data: unknown; headers: Record<string, unknown> }
  | { ok: false; status: number; error: unknown; headers: Record<string, unknown>; cause: Error };
interface Client {
  listPets(options?: object): Promise<unknown>;
  readPet(petId: number): Promise<unknown>;
  safe(operation: string, ...args: unknown[]): Promise<Outcome>;
}
interface ClientError extends Error {
  status: number;
  body: unknown;
  isFrom(operation: string): boolean;
}

const temp = mkdtempSync(join(repoRoot, 'test', '.tmp-outcome-'));
let server: ScriptedServer;
let client: Client;
let ErrorClass: new (...args: never[]) => ClientError;

beforeAll(async () => {
  writeFiles(join(temp, 'pkg'), await buildPackage(loadModelFixture('rest-petstore')));
  const pkg = (await import(pathToFileURL(join(temp, 'pkg', 'dist', 'client.js')).href)) as Record<string, unknown>;
  server = await startScripted((req, res) => {
    if (req.url.startsWith('/pets/404')) return json(res, 404, { code: 404, message: 'no such pet' });
    if (req.url.startsWith('/pets/500')) return json(res, 500, { code: 500, message: 'down' });
    json(res, 200, [], { 'x-next': 'cursor-2', 'x-rate-limit-remaining': '7' });
  });
  const Client = pkg.PetstoreClient as new (options: object) => Client;
  ErrorClass = pkg.PetstoreError as typeof ErrorClass;
  client = new Client({ environment: { baseUrl: server.url }, accessToken: 't', retry: false });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('the non-throwing form', () => {
  it('a success: data, status and the declared headers read by their schemas', async () => {
    const outcome = await client.safe('listPets', { query: { limit: 2 } });
    expect(outcome).toMatchObject({ ok: true, status: 200, data: [] });
    expect(outcome.headers['x-rate-limit-remaining']).toBe(7);
    expect(outcome.headers['x-next']).toBe('cursor-2');
    expect(server.received.at(-1)!.url).toBe('/pets?limit=2');
  });

  it('an error status is returned with its body, not thrown; the throwing method still throws', async () => {
    const outcome = await client.safe('readPet', 404);
    expect(outcome).toMatchObject({ ok: false, status: 404, error: { code: 404, message: 'no such pet' } });
    expect(outcome.ok === false && outcome.cause).toBeInstanceOf(ErrorClass);
    await expect(client.readPet(404)).rejects.toBeInstanceOf(ErrorClass);
  });

  it('network failures still throw (no status to branch on)', async () => {
    const Client = client.constructor as new (options: object) => Client;
    const offline = new Client({ environment: { baseUrl: 'http://127.0.0.1:1' }, accessToken: 't', retry: false });
    await expect(offline.safe('listPets')).rejects.toThrow();
  });
});

describe('the thrown error, narrowed per operation', () => {
  it('isFrom says which operation it answers', async () => {
    const error = (await client.readPet(500).catch((e: unknown) => e)) as ClientError;
    expect(error.isFrom('readPet')).toBe(true);
    expect(error.isFrom('listPets')).toBe(false);
    expect(error.status).toBe(500);
  });
});

describe('types (checked by npm run typecheck)', () => {
  it('error bodies are keyed by status, the outcome is discriminated by ok and status, headers are typed', () => {
    expectTypeOf<PaymentsErrorBodies['readCharge']>().toEqualTypeOf<
      | { readonly status: 401; readonly body: ErrorResponse }
      | { readonly status: 429; readonly body: ErrorResponse }
      | { readonly status: number; readonly body: ErrorResponse }
    >();
    type Read = PaymentsOutcome<'readCharge'>;
    expectTypeOf<Extract<Read, { ok: true }>['data']>().toEqualTypeOf<Awaited<ReturnType<PaymentsClient['readCharge']>>>();
    expectTypeOf<Extract<Read, { ok: false }>['error']>().toEqualTypeOf<ErrorResponse>();
    expectTypeOf<Extract<Read, { ok: true }>['headers']['svc_tid']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PaymentsResponseHeaders['readCharge']>().toHaveProperty('svc_tid');
    // The operation's own arguments, checked (never run: no server here).
    const calls = (c: PaymentsClient): unknown[] => [
      c.safe('readCharge', 'ch_1'),
      // @ts-expect-error not an operation
      c.safe('noSuchOperation'),
      // @ts-expect-error readCharge takes a string id
      c.safe('readCharge', 1),
    ];
    expectTypeOf(calls).toBeFunction();
    const narrowed = (e: PaymentsError): ErrorResponse | undefined => (e.isFrom('readCharge') && e.status === 401 ? e.body : undefined);
    expectTypeOf(narrowed).returns.toEqualTypeOf<ErrorResponse | undefined>();
  });
});
