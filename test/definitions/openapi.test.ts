/**
 * The OpenAPI definitions (payments, accounting) are valid for third-party tools and agree with real traffic:
 * Redocly CLI lints each with its recommended rules and finds no error, @apidevtools/swagger-parser validates
 * each, and every JSON sample in `../shared/vectors/<name>/` validates (ajv, JSON Schema 2020-12) against the
 * schema its mapping table names. A vector that is neither mapped nor skipped by name fails the suite, so a new
 * sample cannot be left out silently.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountingVectors } from './vectors-accounting.ts';
import { paymentsVectors } from './vectors-payments.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vectorsRoot = path.resolve(root, '../shared/vectors');
const redocly = path.join(root, 'node_modules/.bin/redocly');

// ajv-formats is CommonJS; depending on the loader its default import is the plugin or the module object.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats: FormatsPlugin =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  (addFormatsModule as unknown as FormatsPlugin);

interface DocumentCase {
  name: string;
  /** Root file of the definition. */
  file: string;
  /** Vector file name -> schema name in `components.schemas`. */
  vectors: Record<string, string>;
  /** Vector file name -> why ajv cannot check it (not a JSON body). Listed by name, never filtered. */
  skippedVectors: Record<string, string>;
  /** Operation ids the issue fixes for this definition, when it fixes them exactly. */
  operationIds?: string[];
}

const documents: DocumentCase[] = [
  {
    name: 'payments',
    file: path.join(root, 'definitions/payments/openapi.yaml'),
    vectors: paymentsVectors,
    skippedVectors: {},
    operationIds: [
      'createCharge',
      'readCharge',
      'captureCharge',
      'refundCharge',
      'readRefund',
      'voidTransaction',
      'createCard',
      'listCards',
      'readCard',
      'deleteCard',
      'createCardFromToken',
      'createBankAccount',
      'listBankAccounts',
      'readBankAccount',
      'deleteBankAccount',
      'createBankAccountFromToken',
      'createToken',
    ],
  },
  {
    name: 'accounting',
    file: path.join(root, 'definitions/accounting/openapi.yaml'),
    vectors: accountingVectors,
    // Document-level ids: the shared POST of each entity carries its create method's name; update, delete and
    // void are x-svc-operations variants (their names are checked on the generated operation table).
    operationIds: [
      ...['Account', 'Bill', 'Customer', 'Invoice', 'Item', 'Payment', 'Vendor'].flatMap((e) => [
        `create${e}`,
        `read${e}`,
      ]),
      'pdfInvoice',
      'sendInvoice',
      'query',
      'batch',
      'cdc',
    ],
    skippedVectors: {
      'fault-throttle-429.xml': 'XML fault body (the throttle reply is XML even to a JSON client)',
    },
  },
];

type JsonObject = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** One ajv instance per document: the whole bundled document is added as a schema so `$ref`s resolve in it. */
function schemaValidator(bundled: JsonObject): (name: string) => ReturnType<Ajv2020['compile']> {
  // strict off: OpenAPI documents carry x- keywords and OpenAPI-only keywords (discriminator, xml, example).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addSchema(bundled, 'openapi.json');
  const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
  return (name) => {
    let validate = compiled.get(name);
    if (!validate) {
      const pointer = `openapi.json#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      validate = ajv.compile({ $ref: pointer });
      compiled.set(name, validate);
    }
    return validate;
  };
}

function schemasOf(bundled: JsonObject): JsonObject {
  const components = (bundled.components ?? {}) as JsonObject;
  return (components.schemas ?? {}) as JsonObject;
}

describe.each(documents)('$name OpenAPI definition', (doc) => {
  const present = existsSync(doc.file);
  const vectorsDir = path.join(vectorsRoot, doc.name);

  it('exists', () => {
    expect(present, doc.file).toBe(true);
  });

  describe('third-party tools and vectors', () => {
    let bundled: JsonObject;
    let schemaNamed: ReturnType<typeof schemaValidator>;

    beforeAll(async () => {
      bundled = (await SwaggerParser.bundle(doc.file)) as unknown as JsonObject;
      schemaNamed = schemaValidator(bundled);
    });

    it('passes Redocly lint (recommended rules) with zero errors', () => {
      const run = spawnSync(redocly, ['lint', doc.file, '--format=json', '--config', path.join(root, 'redocly.yaml')], {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        },
      });
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: {
          ruleId: string;
          severity: string;
          message: string;
          location?: { pointer?: string }[];
        }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    });

    it('is accepted by swagger-parser validate()', async () => {
      // validate() resolves every $ref and checks the document against the OpenAPI (3.0/3.1) schema.
      await expect(SwaggerParser.validate(doc.file)).resolves.toBeTruthy();
    });

    // Every operation the issue names is there; a user's added ones (npm run scaffold) may be there too.
    it.runIf(doc.operationIds !== undefined)('has every operation id of the issue', () => {
      const found: string[] = [];
      for (const item of Object.values((bundled.paths ?? {}) as Record<string, JsonObject>)) {
        for (const method of HTTP_METHODS) {
          const operation = item[method] as JsonObject | undefined;
          if (operation) found.push(String(operation.operationId));
        }
      }
      const seed = [...(doc.operationIds ?? [])].sort();
      expect(found.filter((id) => seed.includes(id)).sort()).toEqual(seed);
      expect(new Set(found).size).toBe(found.length);
    });

    it('maps or skips (by name) every vector file, and names only existing vectors and schemas', () => {
      const files = readdirSync(vectorsDir).sort();
      const unaccounted = files.filter((f) => !(f in doc.vectors) && !(f in doc.skippedVectors));
      expect(unaccounted, 'vectors with no schema mapping and no skip reason').toEqual([]);
      const stale = [...Object.keys(doc.vectors), ...Object.keys(doc.skippedVectors)].filter((f) => !files.includes(f));
      expect(stale, 'mapped vectors that do not exist').toEqual([]);
      const schemas = schemasOf(bundled);
      const unknown = [...new Set(Object.values(doc.vectors))].filter((name) => !(name in schemas));
      expect(unknown, 'schema names missing from components.schemas').toEqual([]);
    });

    const mapped = Object.entries(doc.vectors).sort(([a], [b]) => a.localeCompare(b));
    it.each(mapped)('vector %s validates against schema %s', (file, schemaName) => {
      const sample: unknown = JSON.parse(readFileSync(path.join(vectorsDir, file), 'utf8'));
      const validate = schemaNamed(schemaName);
      const ok = validate(sample);
      expect(validate.errors ?? [], `${file} against ${schemaName}`).toEqual([]);
      expect(ok).toBe(true);
    });

    it('validates every schema-level example against its own schema', () => {
      const failures: string[] = [];
      for (const [name, schema] of Object.entries(schemasOf(bundled))) {
        const examples = (schema as JsonObject).examples;
        if (!Array.isArray(examples)) continue;
        const validate = schemaNamed(name);
        examples.forEach((example, i) => {
          if (!validate(example)) failures.push(`${name} examples[${i}]: ${JSON.stringify(validate.errors)}`);
        });
      }
      expect(failures).toEqual([]);
    });
  });
});

/** Payments-specific encodings the brief fixes: the checks above would pass a schema that is too loose. */
describe('payments encodings', () => {
  let schemaNamed: ReturnType<typeof schemaValidator>;
  beforeAll(async () => {
    schemaNamed = schemaValidator((await SwaggerParser.bundle(documents[0].file)) as unknown as JsonObject);
  });

  it.each([
    ['2018-01-31T18:48:25Z', true],
    ['2025-03-28T10:00:00-07:00', true],
    ['2025-03-28T10:00:00+05:30', true],
    ['2025-03-28T10:00:00.123Z', true],
    ['2025-03-28T10:00:00', false],
    ['2025-03-28 10:00:00Z', false],
    ['2025-03-28T10:00:00+0530', false],
  ])('DateTime %s -> %s', (value, valid) => {
    expect(schemaNamed('DateTime')(value)).toBe(valid);
  });

  it('sends amount as a decimal string, never a number', () => {
    expect(schemaNamed('Amount')('10.55')).toBe(true);
    expect(schemaNamed('Amount')('10')).toBe(true);
    expect(schemaNamed('Amount')(10.55)).toBe(false);
    expect(schemaNamed('Amount')('1e3')).toBe(false);
    expect(schemaNamed('ChargeRequest')({ amount: 10.55, currency: 'USD' })).toBe(false);
  });

  it('takes context booleans as strings in requests and JSON booleans or strings in replies', () => {
    expect(
      schemaNamed('ChargeRequest')({
        amount: '1.00',
        currency: 'USD',
        context: { mobile: 'false' },
      }),
    ).toBe(true);
    expect(
      schemaNamed('ChargeRequest')({
        amount: '1.00',
        currency: 'USD',
        context: { mobile: false },
      }),
    ).toBe(false);
    expect(schemaNamed('PaymentContext')({ mobile: false, isEcommerce: 'true' })).toBe(true);
    expect(schemaNamed('PaymentContext')({ mobile: 'yes' })).toBe(false);
  });

  it('accepts masked card numbers and cvc on read, rejects other shapes', () => {
    expect(schemaNamed('Card')({ number: 'xxxxxxxxxxxx1111', cvc: 'xxx' })).toBe(true);
    expect(schemaNamed('Card')({ number: '4111111111111111', cvc: '123' })).toBe(true);
    expect(schemaNamed('Card')({ number: '4111-1111' })).toBe(false);
    expect(schemaNamed('Card')({ expMonth: '13' })).toBe(false);
  });

  it('rejects a charge status outside the enum and an error body without errors[]', () => {
    expect(schemaNamed('Charge')({ status: 'SETTLED' })).toBe(true);
    expect(schemaNamed('Charge')({ status: 'settled' })).toBe(false);
    expect(schemaNamed('ErrorResponse')({ message: 'x' })).toBe(false);
  });
});
