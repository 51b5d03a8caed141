/**
 * The corpus walk (issue 23): every real definition in ../shared/specs/corpus/ (27, provenance in its MANIFEST.tsv)
 * is parsed, generated into a full package by the CLI (a fresh process started as `npm run generate` starts it,
 * generator/launch.mjs: the generator's bundle, not tsx transpiling every module at each start), and the package
 * type-checked with `tsc --strict` (its own tsconfig); a table of the results is printed (document, generated,
 * errors by class, warnings, type errors, times, and openapi-typescript's time on the same OpenAPI document).
 * It is its own vitest project (`vitest.corpus.config.ts`, `npm run test:corpus`, run by `.ci/run` after
 * `npm test`): minutes of generating and type-checking megabytes of real definitions, two documents at a time.
 *
 * Then one operation of each package crosses HTTP on 127.0.0.1 (corpus-plan.ts chooses it by one rule over the
 * model; corpus-round-trip.ts runs it in a process of its own on the package just type-checked): the generated
 * client calls the generated server, which answers from the package's fixtures, and for a WSDL node-soap's
 * client, built from the served `?wsdl` alone, calls it too.
 *
 * What it asserts: a document not named in `KNOWN` parses with no error, generates, its package has no type
 * error, and its operation round-trips both ways. `KNOWN` lists what still stops the others, each by the class of issue 23 (or the defect) that owns it,
 * exactly: a document refused by a class is refused by nothing else, a known generation failure fails that way
 * and no other, a known count of type errors is that count. When a class lands and a document gets further, the
 * test fails and says to update its entry, so the table stays true. square.json and the trimmed marketo.wsdl have
 * real defects and keep being refused, each missing name reported once with every other use listed on it.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../generator/model/diagnostics.ts';
import type { Diagnostic } from '../../generator/model/types.ts';
import { parseInput } from '../../generator/inputs.ts';
import { repoRoot } from '../support/run-cli.ts';
import { roundTripPlan } from './corpus-plan.ts';
import type { RoundTripResult } from './corpus-round-trip.ts';

const CORPUS = resolve(repoRoot, '..', 'shared', 'specs', 'corpus');
const OUT = join(repoRoot, 'test', `.tmp-corpus-${process.pid}`);
const TSC = join(repoRoot, 'node_modules', '.bin', 'tsc');
const ROUND_TRIP = join(repoRoot, 'test', 'generate', 'corpus-round-trip.ts');

/** Classes of issue 23 still open that refuse a document in the parser, by the message of their errors. */
const CLASSES: Record<string, RegExp> = {
  // None refuses a document now (classes 3 and 4 landed); a class that does adds its errors' pattern here.
};

interface Known {
  /** Refused by the parser, only by errors of these classes (and `defects`). */
  refusedBy?: (keyof typeof CLASSES)[];
  /** Real defects of the document, as `CODE message-start`, each reported once; with how many other uses listed. */
  defects?: { error: string; alsoUsed?: number }[];
  /** Parses, but generation fails (exit 70, an internal error) this way; `owner` says what must change. */
  generateFails?: { stderr: RegExp; owner: string };
  /** Generates, with this many type errors in its package; `owner` says what must change. */
  typeErrors?: { count: number; owner: string };
  /** Its round trip over HTTP fails this way on each side named (`client`, `nodeSoap`); `owner` says what must change. */
  roundTripFails?: { client?: RegExp; nodeSoap?: RegExp; owner: string };
  /**
   * Types whose fixtures its own validator refuses (seeds 0-2): how many, and why no fixture can do better (the
   * document's own contradictions: oneOf variants that overlap, so a value matches several).
   */
  fixturesRefused?: { count: number; reason: string };
  /** No operation to round-trip (the rule of corpus-plan.ts finds none), for this reason. */
  noRoundTrip?: { reason: RegExp; owner: string };
}

/** What still stops a document of the corpus. A document not named here generates fully and type-checks. */
const KNOWN: Record<string, Known> = {
  'adyen-bp-config-webhooks-v2': {
    // Webhooks only: the API calls the app, so the package has a receiver and no client (test/webhooks/ covers those).
    noRoundTrip: { reason: /^no operation takes/, owner: 'webhooks only: no operation a client calls' },
  },
  pagerduty: {
    fixturesRefused: { count: 52, reason: 'oneOf variants that overlap (Channel, the custom field values: a value matches several), and runner_type whose mapping names values its enum refuses' },
  },
  openai: {
    fixturesRefused: { count: 32, reason: 'oneOf variants that overlap (a string or an array of items that are also strings), tags two variants share, and `not` members' },
  },
  'jira-platform': {
    fixturesRefused: { count: 17, reason: 'allOf and oneOf of objects that each forbid other properties (as the petstore sample), and maps of objects bounded by maxProperties' },
  },
  exchange: {
    fixturesRefused: { count: 14, reason: 'the item and folder change descriptions (ItemChangeType, AppendToItemFieldType ...): not diagnosed yet' },
  },
  ndfd: {
    fixturesRefused: { count: 2, reason: 'an XSD pattern (zip code lists) outside the subset the fixtures draw strings from' },
  },
  box: {
    fixturesRefused: { count: 8, reason: 'oneOf of an integer and a number (an integer matches both), and variants that overlap' },
  },
  digitalocean: {
    fixturesRefused: { count: 4, reason: 'oneOf variants that overlap, and a tag value its own enum does not list' },
  },
  marketo: {
    defects: [
      // Its soap:header names a message the trimmed document does not keep.
      { error: 'SVC002 unresolved message "tns:AuthenticationHeader" of soap:header' },
      { error: 'SVC002 unresolved type "tns:StreamPosition"' },
      { error: 'SVC002 unresolved type "tns:ActivityTypeFilter"' },
      { error: 'SVC002 unresolved type "tns:LeadSelector"' },
      { error: 'SVC002 unresolved type "tns:SuccessGetLeadChanges"' },
    ],
  },
  square: {
    defects: [
      // Used five times: reported once, the four other uses listed on it.
      { error: "SVC002 unresolved $ref '#/components/schemas/CatalogModifierToggleOverrideType'", alsoUsed: 4 },
      { error: "SVC013 path '/v2/vendors/{vendor_id}' has {vendor_id} but no path parameter 'vendor_id'" },
    ],
  },
};

interface Document {
  name: string;
  file: string;
  format: 'openapi' | 'wsdl';
}

/**
 * Each document of the corpus: the definition files at its top, the entry of each folder (MANIFEST's path), and
 * those the MANIFEST says are kept elsewhere in ../shared (`qbwc (in vectors/connector/real-wsdl)`).
 */
function corpusDocuments(manifest: string[][]): Document[] {
  const docs: Document[] = [];
  for (const cols of manifest) {
    const elsewhere = /^(\S+) \(in ([^)]+)\)$/.exec(cols[0]);
    const file = elsewhere && resolve(CORPUS, '..', '..', elsewhere[2], basename(cols[2]));
    if (elsewhere && file && existsSync(file)) docs.push({ name: elsewhere[1], file, format: extname(file) === '.wsdl' ? 'wsdl' : 'openapi' });
  }
  for (const entry of readdirSync(CORPUS).sort()) {
    const path = join(CORPUS, entry);
    let file: string | undefined;
    if (statSync(path).isDirectory()) {
      const row = manifest.find((cols) => cols[0] === entry && /\.(wsdl|ya?ml|json)$/i.test(cols[2]));
      file = row && [join(path, row[2]), join(path, basename(row[2]))].find((f) => existsSync(f));
    } else if (/\.(wsdl|ya?ml|yml|json)$/i.test(entry)) {
      file = path;
    }
    if (file === undefined) continue;
    const name = statSync(path).isDirectory() ? entry : entry.replace(/\.[^.]+$/, '');
    docs.push({ name, file, format: extname(file) === '.wsdl' ? 'wsdl' : 'openapi' });
  }
  return docs;
}

interface Row {
  document: string;
  generated: string;
  errors: string;
  warnings: string;
  typeErrors: string;
  parseMs: string;
  generateMs: string;
  tscMs: string;
  roundTrip: string;
  roundTripMs: string;
  /** Types whose fixtures pass the package's own validator, of all. */
  fixtures: string;
  openapiTypescriptMs: string;
}
const rows: Row[] = [];

const present = existsSync(join(CORPUS, 'MANIFEST.tsv'));
if (!present) console.warn(`\n*** corpus walk SKIPPED: ${CORPUS} is missing (it comes with ../shared). Nothing was measured. ***\n`);
const manifest = present
  ? readFileSync(join(CORPUS, 'MANIFEST.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter((cols) => cols.length > 2)
  : [];
const documents = present ? corpusDocuments(manifest) : [];

/** The open class an error belongs to, or undefined. */
function classOf(d: Diagnostic): string | undefined {
  return Object.entries(CLASSES).find(([, pattern]) => pattern.test(d.message))?.[0];
}

function summary(errors: Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of errors) {
    const key = classOf(d) ?? d.code;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n} ${k}`).join(', ') || '-';
}

interface Run {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** A child process, awaited (so two documents are worked on at once), with its exit status and time. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const start = performance.now();
  return new Promise((done) => {
    execFile(command, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_NO_WARNINGS: '1', ...env } }, (error, stdout, stderr) => {
      const status = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      done({ status, stdout, stderr, ms: performance.now() - start });
    });
  });
}

async function openapiTypescriptMs(file: string): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const start = performance.now();
  try {
    astToString(await openapiTS(pathToFileURL(file), { silent: true }));
    return (performance.now() - start).toFixed(0);
  } catch (error) {
    return `failed (${(error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 60)})`;
  }
}

describe.skipIf(!present)('the corpus of real definitions', () => {
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    if (rows.length === 0) return;
    rows.sort((a, b) => a.document.localeCompare(b.document));
    const header = Object.keys(rows[0]) as (keyof Row)[];
    const widths = header.map((h) => Math.max(h.length, ...rows.map((r) => r[h].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(header.map((h) => r[h])))];
    const generated = rows.filter((r) => r.generated === 'yes').length;
    const clean = rows.filter((r) => r.generated === 'yes' && r.typeErrors === '0').length;
    console.log(
      `\nCorpus walk: ${rows.length} documents, ${generated} generate, ${clean} of them with no type error ` +
        `(times in ms on this machine, two documents at a time):\n${table.join('\n')}\n`,
    );
  });

  it('holds every document of its MANIFEST', () => {
    // One MANIFEST name per document (a folder's files share it): 27.
    const names = new Set(manifest.map((cols) => cols[0]));
    expect(documents.length).toBe(names.size);
    expect(new Set(documents.map((d) => d.name)).size).toBe(documents.length);
    for (const name of Object.keys(KNOWN)) expect(documents.map((d) => d.name)).toContain(name);
  });

  it.concurrent.each(documents)('$name', async ({ name, file, format }) => {
    const known = KNOWN[name] ?? {};
    const shown = relative(repoRoot, file);
    const start = performance.now();
    const parsed = await parseInput(shown);
    const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
    const row: Row = {
      document: name,
      generated: 'no',
      errors: summary(errors),
      warnings: String(parsed.diagnostics.length - errors.length),
      typeErrors: '-',
      parseMs: (performance.now() - start).toFixed(0),
      generateMs: '-',
      tscMs: '-',
      roundTrip: '-',
      roundTripMs: '-',
      fixtures: '-',
      // Beside a document we generate (openapi-typescript fails on square's defects too, at length).
      openapiTypescriptMs: format === 'openapi' && parsed.model !== undefined ? await openapiTypescriptMs(file) : '-',
    };
    rows.push(row);

    // The real defects: each reported once (other uses listed on it), and nothing else of ours.
    const refusedBy = new Set<string>(known.refusedBy ?? []);
    const unexplained = errors.filter((d) => !refusedBy.has(classOf(d) ?? ''));
    const defects = known.defects ?? [];
    expect(unexplained.map((d) => defects.find((e) => `${d.code} ${d.message}`.startsWith(e.error))?.error ?? formatDiagnostic(d)).sort()).toEqual(
      defects.map((e) => e.error).sort(),
    );
    for (const { error, alsoUsed } of defects) {
      const d = unexplained.find((e) => `${e.code} ${e.message}`.startsWith(error));
      if (alsoUsed !== undefined) expect(d?.related?.length, error).toBe(alsoUsed);
    }
    for (const owner of refusedBy) {
      expect(errors.some((d) => classOf(d) === owner), `${name} is no longer refused by ${owner}: update KNOWN`).toBe(true);
    }
    if (errors.length > 0) {
      expect(parsed.model).toBeUndefined();
      return;
    }

    const generation = await run(process.execPath, ['generator/launch.mjs', 'generator/cli.ts', '--input', shown, '--name', name, '--out', OUT], {
      SVC_CODEGEN_CACHE: 'off',
    });
    row.generateMs = generation.ms.toFixed(0);
    if (known.generateFails) {
      expect(generation.status, `${name} generates now: update KNOWN`).not.toBe(0);
      expect(generation.stderr).toMatch(known.generateFails.stderr);
      row.generated = `no: ${known.generateFails.owner}`;
      return;
    }
    expect(generation.stderr.split('\n').filter((l) => /\bSVC\d{3}\b(?! warning)/.test(l))).toEqual([]);
    expect(generation.status, generation.stderr.slice(0, 2000)).toBe(0);
    row.generated = 'yes';

    const folder = join(OUT, name);
    try {
      const tsc = await run(TSC, ['--noEmit', '-p', folder]);
      row.tscMs = tsc.ms.toFixed(0);
      const typeErrors = (tsc.stdout.match(/error TS\d+/g) ?? []).length;
      row.typeErrors = String(typeErrors);
      if (known.typeErrors) row.typeErrors += ` (${known.typeErrors.owner})`;
      expect(typeErrors, `${name}: ${tsc.stdout.slice(0, 2000)}`).toBe(known.typeErrors?.count ?? 0);

      // One operation over HTTP (corpus-plan.ts chooses it), from a process of its own on the package just built.
      const plan = roundTripPlan(parsed.model!);
      if (typeof plan === 'string') {
        row.roundTrip = `no: ${plan}${known.noRoundTrip ? ` (${known.noRoundTrip.owner})` : ''}`;
        expect(known.noRoundTrip, `${name}: no round trip: ${plan}`).toBeDefined();
        expect(plan).toMatch(known.noRoundTrip!.reason);
        return;
      }
      expect(known.noRoundTrip, `${name} has an operation to round-trip now: update KNOWN`).toBeUndefined();
      const trip = await run(process.execPath, ['--import', 'tsx', ROUND_TRIP, folder, JSON.stringify(plan)]);
      row.roundTripMs = trip.ms.toFixed(0);
      const line = trip.stdout.trim().split('\n').at(-1) ?? '';
      const result = (line.startsWith('{') ? JSON.parse(line) : { client: `no: ${trip.stderr.trim().split('\n')[0]}` }) as RoundTripResult;
      if (result.fixtures !== undefined) {
        const { refused, total } = result.fixtures;
        row.fixtures = `${total - refused.length}/${total}`;
        expect(
          refused.length,
          `${name}: ${refused.length} of ${total} types have fixtures their own validator refuses (${refused.slice(0, 8).join(', ')}${refused.length > 8 ? ', ...' : ''}); KNOWN says ${known.fixturesRefused?.count ?? 0}: update KNOWN if it got better`,
        ).toBe(known.fixturesRefused?.count ?? 0);
      }
      const sides = { client: result.client, ...(result.nodeSoap !== undefined ? { nodeSoap: result.nodeSoap } : {}) };
      const failing = Object.entries(sides).filter(([, r]) => r !== 'ok');
      const notes = result.notes?.length ? ` [${result.notes.join('; ')}]` : '';
      row.roundTrip =
        failing.length === 0
          ? `yes: ${plan.operation}${plan.kind === 'soap' ? ' (client, node-soap)' : ''}${notes}`
          : `no: ${plan.operation}: ${failing.map(([side, r]) => `${side} ${r}`).join('; ')}${known.roundTripFails ? ` (${known.roundTripFails.owner})` : ''}`;
      if (known.roundTripFails) {
        const { owner: _owner, ...expected } = known.roundTripFails;
        expect(failing.map(([s]) => s), `${name} round-trips now, or fails otherwise: update KNOWN (${row.roundTrip})`).toEqual(Object.keys(expected));
        for (const [side, error] of Object.entries(expected)) expect(sides[side as keyof typeof sides]).toMatch(error);
      } else {
        expect(failing, `${name}: ${row.roundTrip}`).toEqual([]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
