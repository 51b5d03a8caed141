/**
 * Validator throughput: the generated validator vs ajv 8 (compiled from the same JSON Schema, same input, same
 * process, same run) vs `JSON.parse` of the same document (the ceiling: reading the value at all), on a realistic
 * 3-line invoice (accounting `Invoice`) and a charge (payments `Charge`). Figures are printed, never asserted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';
import { contextOf } from '../generator/pipeline/compose.ts';
import { emitValidators } from '../generator/parts/validators/validators.ts';
import { analyseModel } from '../generator/model/analyse.ts';
import { parseOpenApi } from '../generator/parse/openapi/index.ts';
import { ajvForDocument } from '../test/support/validate-ajv.ts';
import { progress } from './progress.ts';

const root = resolve(import.meta.dirname, '..');
const vectors = resolve(root, '..', 'shared', 'vectors');

type Validate = (value: unknown) => { ok: boolean };

/** Emits and compiles (TypeScript -> JavaScript, as a package ships it) the validators of one definition. */
async function loadValidators(definition: string, dir: string): Promise<Record<string, Validate>> {
  const parsed = await parseOpenApi(definition);
  if (parsed.model === undefined) throw new Error(`${definition} does not parse`);
  const model = analyseModel(parsed.model);
  const sources: Record<string, string> = {
    'validators.ts': emitValidators(model, contextOf(model, 'validators')),
    'runtime/validators/validation.ts': readFileSync(resolve(root, 'templates', 'validators', 'validation.ts'), 'utf8'),
  };
  for (const [path, text] of Object.entries(sources)) {
    const js = ts.transpileModule(text, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
    }).outputText;
    const file = join(dir, path.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, js);
  }
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  const module = (await import(pathToFileURL(join(dir, 'validators.js')).href)) as { validate: Record<string, Validate> };
  return module.validate;
}

/** Operations per second of `fn`: warm-up, then batches until about `seconds` have passed. */
function opsPerSecond(fn: () => unknown, seconds = 1.5): number {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) if (fn()) sink++;
  let iterations = 0;
  const batch = 10_000;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < batch; i++) if (fn()) sink++;
    iterations += batch;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.log(sink);
  return (iterations / elapsed) * 1000;
}

function threeLineInvoice(): unknown {
  const reply = JSON.parse(readFileSync(join(vectors, 'accounting', 'invoice-create.response.json'), 'utf8')) as {
    Invoice: { Line: Record<string, unknown>[] };
  };
  const invoice = reply.Invoice;
  const sales = invoice.Line[0];
  // The published reply has one sales line and the subtotal; a second item line makes the realistic three.
  invoice.Line.splice(1, 0, { ...structuredClone(sales), Id: '2', LineNum: 2, Amount: 50, Description: 'Pest control' });
  return invoice;
}

interface Case {
  label: string;
  value: unknown;
  ours: Validate;
  ajv: (value: unknown) => boolean;
}

export async function benchValidators(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-validators-'));
  try {
    const cases: Case[] = [];
    progress('validators: generating the packages');
    const accounting = resolve(root, 'definitions', 'accounting', 'openapi.yaml');
    const payments = resolve(root, 'definitions', 'payments', 'openapi.yaml');
    const ours = {
      accounting: await loadValidators(accounting, join(dir, 'accounting')),
      payments: await loadValidators(payments, join(dir, 'payments')),
    };
    const ajv = { accounting: await ajvForDocument(accounting), payments: await ajvForDocument(payments) };
    cases.push({
      label: 'invoice (3 lines)',
      value: threeLineInvoice(),
      ours: ours.accounting.Invoice,
      ajv: ajv.accounting.validator('Invoice', 'read'),
    });
    cases.push({
      label: 'charge',
      value: JSON.parse(readFileSync(join(vectors, 'payments', 'charge-create.response.json'), 'utf8')),
      ours: ours.payments.Charge,
      ajv: ajv.payments.validator('Charge', 'read'),
    });

    const lines = ['validators (validations per second; ratio vs ajv 8, same schema, input and process):'];
    for (const c of cases) {
      progress(`validators: ${c.label}`);
      const text = JSON.stringify(c.value);
      if (!c.ours(c.value).ok || !c.ajv(c.value)) throw new Error(`${c.label}: the benchmark value is not valid`);
      const generated = opsPerSecond(() => c.ours(c.value).ok);
      const viaAjv = opsPerSecond(() => c.ajv(c.value));
      const parse = opsPerSecond(() => JSON.parse(text) !== null);
      const fmt = (n: number): string => `${Math.round(n).toLocaleString('en-US')}/s`;
      lines.push(
        `${c.label.padEnd(18)} generated ${fmt(generated)} (${(generated / viaAjv).toFixed(2)}x ajv), ajv ${fmt(viaAjv)}, ` +
          `JSON.parse ${fmt(parse)} (${(parse / viaAjv).toFixed(2)}x ajv; ${text.length} bytes)`,
      );
    }
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
