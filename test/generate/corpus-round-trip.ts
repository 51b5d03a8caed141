/**
 * One operation of a generated package over HTTP on 127.0.0.1, run by the corpus walk (corpus.test.ts) in a
 * process of its own per document: the package's generated server answers from the package's fixtures, its
 * generated client calls it, and for a SOAP package node-soap's client (built from the served `?wsdl` alone)
 * calls it too. Which operation, and what goes in and out, the walk chose from the model (`RoundTripPlan`);
 * this prints one JSON line (`RoundTripResult`) and exits 0 whatever happened: the walk judges.
 *
 * Usage: node --import tsx test/generate/corpus-round-trip.ts <package folder> <plan as JSON>
 */
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What to call and how, chosen generically by the walk (corpus-plan.ts). */
export interface RoundTripPlan {
  kind: 'http' | 'soap';
  operation: string;
  /** HTTP: the method's arguments in order (path, then required query and header values), before the body. */
  args?: unknown[];
  /** HTTP: the request body: a fixture of `fixture` when there is one its validator accepts, else `value`. */
  body?: { fixture?: string; value: unknown };
  /** The handler's result: a fixture of `fixture` (its `member`) when there is one its validator accepts, else `value`. */
  result: { fixture?: string; member?: string; value?: unknown; empty?: boolean };
  /** SOAP: the request, a fixture of this type. */
  requestFixture?: string;
  /**
   * SOAP: per codec of the request (the request type's first), its attribute members, its wrapped lists (member ->
   * item element) and its complex members (member -> codec): node-soap's client takes attributes under
   * `attributes` and a wrapped list as `{ <item>: [...] }`.
   */
  nodeSoapShapes?: { [codec: string]: { attributes: string[]; wrapped: { [key: string]: string }; children: { [key: string]: string } } };
  /** HTTP: a credential per non-bearer security scheme (the client's `credentials` option). */
  credentials?: { [scheme: string]: unknown };
}

export interface RoundTripResult {
  /** Generated client -> generated server: `ok`, or what went wrong. */
  client: string;
  /** Fixtures refused by their own validator (a minimal value went instead). */
  notes?: string[];
  /** node-soap -> generated server (SOAP only): `ok`, or what went wrong. */
  nodeSoap?: string;
  /** Every type's fixtures (seeds 0-2) against the package's own validator: how many types, and those refused. */
  fixtures?: { total: number; refused: string[] };
}

type Package = { readonly [name: string]: unknown };
interface Running {
  url: string;
  close(): Promise<void>;
}
type Fixtures = { readonly [type: string]: (() => unknown) | undefined };

const TIMEOUT_MS = 20_000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0].slice(0, 200);
}

/** A value of codec `key` the way node-soap's client takes it (see `RoundTripPlan.nodeSoapShapes`). */
function forNodeSoap(value: unknown, key: string, shapes: NonNullable<RoundTripPlan['nodeSoapShapes']>): unknown {
  const shape = shapes[key];
  if (Array.isArray(value)) return value.map((item) => forNodeSoap(item, key, shapes));
  if (shape === undefined || value === null || typeof value !== 'object') return value;
  const out: { [key: string]: unknown } = {};
  const attributes: { [key: string]: unknown } = {};
  for (const [member, child] of Object.entries(value)) {
    if (shape.attributes.includes(member)) {
      attributes[member] = child;
      continue;
    }
    const codec = shape.children[member];
    const converted = codec === undefined ? child : forNodeSoap(child, codec, shapes);
    const item = shape.wrapped[member];
    out[member] = item === undefined ? converted : { [item]: converted };
  }
  if (Object.keys(attributes).length > 0) out.attributes = attributes;
  return out;
}

/** Zero occurrences of a repeated element read back as `[]`: the same message as a value that leaves it out. */
function withoutEmptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyLists);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, withoutEmptyLists(v)]),
  );
}

/** JSON's view of a value (what crosses the wire for REST; dates and undefined members drop out). */
function plain(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

async function main(): Promise<RoundTripResult> {
  const [folder, planText] = process.argv.slice(2);
  const plan = JSON.parse(planText) as RoundTripPlan;
  const pkg = (await import(pathToFileURL(join(folder, 'dist', 'index.js')).href)) as Package;
  // The stem of the package's names: the one with both `<Stem>Client` and `create<Stem>Server`.
  const stem = Object.keys(pkg)
    .map((name) => /^create(\w+)Server$/.exec(name)?.[1])
    .find((s) => s !== undefined && typeof pkg[`${s}Client`] === 'function');
  if (stem === undefined) return { client: 'no: the package exports no <Stem>Client beside create<Stem>Server' };
  const fixtures = pkg.fixtures as Fixtures;
  const validate = (pkg.validate ?? {}) as { readonly [type: string]: ((value: unknown) => { ok: boolean; errors?: { path: string; message: string }[] }) | undefined };
  const notes: string[] = [];
  /** A fixture of `type`, or undefined when there is none or (with a fallback to use) its own validator refuses it. */
  const fixtureOf = (type: string | undefined, hasFallback: boolean): unknown => {
    const build = type === undefined ? undefined : fixtures[type];
    if (type === undefined) return undefined;
    if (typeof build !== 'function') {
      if (hasFallback) notes.push(`no fixture named ${type}: a minimal value sent`);
      return undefined;
    }
    const value = build();
    const check = validate[type]?.(value);
    if (check === undefined || check.ok || !hasFallback) return value;
    const first = check.errors?.[0];
    notes.push(`fixture ${type} refused by its validator (${first ? `${first.path || '/'}: ${first.message}` : 'invalid'}): a minimal value sent`);
    return undefined;
  };
  const fullResult = fixtureOf(plan.result.fixture, 'value' in plan.result);
  if (fullResult === undefined && !('value' in plan.result) && plan.result.empty !== true) throw new Error(`no fixture of ${plan.result.fixture}`);
  const result =
    fullResult === undefined
      ? plan.result.value
      : plan.result.member === undefined
        ? fullResult
        : (fullResult as { [k: string]: unknown })[plan.result.member];
  const request = plan.requestFixture === undefined ? undefined : fixtureOf(plan.requestFixture, false);
  if (plan.requestFixture !== undefined && request === undefined) throw new Error(`no fixture of ${plan.requestFixture}`);
  const body = plan.body === undefined ? undefined : (fixtureOf(plan.body.fixture, true) ?? plan.body.value);
  let calls = 0;
  let handlerFailure: unknown;
  const handlers = {
    [plan.operation]: () => {
      calls++;
      return result;
    },
  };
  const create = pkg[`create${stem}Server`] as (handlers: object, options: object) => { listen(): Promise<Running> };
  const options =
    plan.kind === 'http'
      ? { validateResponses: true, onError: (error: unknown) => (handlerFailure ??= error) }
      : { onError: (error: unknown) => (handlerFailure ??= error) };
  const server = await create(handlers, options).listen();
  const out: RoundTripResult = { client: '', notes, fixtures: refusedFixtures(fixtures, validate) };
  try {
    const Client = pkg[`${stem}Client`] as new (options: object) => { [method: string]: (...args: unknown[]) => Promise<unknown> };
    const client = new Client(
      plan.kind === 'http'
        ? { environment: { baseUrl: server.url }, retry: false, timeoutMs: TIMEOUT_MS, accessToken: 'corpus-token', credentials: plan.credentials ?? {} }
        : { url: server.url, timeoutMs: TIMEOUT_MS },
    );
    try {
      const args = plan.kind === 'http' ? [...(plan.args ?? []), ...(plan.body !== undefined ? [body] : [])] : [request];
      const answer = await client[plan.operation](...args);
      const same =
        plan.kind === 'http' ? isDeepStrictEqual(plain(answer), plain(result)) : isDeepStrictEqual(withoutEmptyLists(plain(answer)), withoutEmptyLists(plain(result)));
      out.client =
        calls !== 1
          ? `no: the handler ran ${calls} times`
          : same
            ? 'ok'
            : `no: the client got ${JSON.stringify(answer).slice(0, 120)}, the handler returned ${JSON.stringify(result).slice(0, 120)}`;
    } catch (error) {
      out.client = `no: ${describeError(error)}${handlerFailure === undefined ? '' : ` (server: ${describeError(handlerFailure)})`}`;
    }
    if (plan.kind === 'soap') {
      const before = calls;
      try {
        const soap = await import('soap');
        const soapClient = await soap.createClientAsync(`${server.url}?wsdl`);
        // A WSDL may name no address (exchange's is commented out): then node-soap is told the one it was served from.
        const served = await (await fetch(`${server.url}?wsdl`)).text();
        if (!/<(?:[\w.-]+:)?address\b[^>]*\blocation\s*=/.test(served)) soapClient.setEndpoint(server.url);
        const method = (soapClient as unknown as { [name: string]: (args: unknown) => Promise<unknown[]> })[`${plan.operation}Async`];
        if (typeof method !== 'function') throw new Error(`node-soap's client has no ${plan.operation}Async`);
        await method.call(soapClient, forNodeSoap(request, plan.requestFixture ?? '', plan.nodeSoapShapes ?? {}));
        out.nodeSoap = calls === before + 1 ? 'ok' : `no: the handler ran ${calls - before} times`;
      } catch (error) {
        out.nodeSoap = `no: ${describeError(error)}`;
      }
    }
  } finally {
    await server.close();
  }
  return out;
}

/** Each type's fixtures, seeds 0-2, checked by its validator: the names of the types with a refused one. */
function refusedFixtures(fixtures: Fixtures, validate: { readonly [type: string]: ((value: unknown) => { ok: boolean }) | undefined }): { total: number; refused: string[] } {
  const refused: string[] = [];
  let total = 0;
  for (const [name, build] of Object.entries(fixtures)) {
    const check = validate[name];
    if (typeof build !== 'function' || check === undefined) continue;
    total++;
    const many = (build as unknown as { many?: (n: number) => unknown[] }).many;
    let values: unknown[];
    try {
      values = typeof many === 'function' ? many(3) : [build()];
    } catch {
      refused.push(name);
      continue;
    }
    if (values.some((v) => !check(v).ok)) refused.push(name);
  }
  return { total, refused };
}

main().then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ client: `no: ${describeError(error)}` })}\n`);
    process.exit(0);
  },
);
