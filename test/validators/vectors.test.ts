/**
 * Every real sample that is an entity, a response or an error body passes its generated validator; invalid
 * variants of them fail at the right pointer with the right code. Connector messages are checked element by
 * element after turning the SOAP body into a value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../generator/model/types.ts';
import { accountingVectors } from '../definitions/vectors-accounting.ts';
import { paymentsVectors } from '../definitions/vectors-payments.ts';
import { repoRoot } from '../support/run-cli.ts';
import {
  importValidators,
  realModel,
  removeValidatorPackage,
  writeValidatorPackage,
  type ValidatorsModule,
} from '../support/validate-package.ts';
import { soapBodyElement, xmlToValue } from '../support/validate-xml.ts';

const VECTORS = resolve(repoRoot, '..', 'shared', 'vectors');

/** Files in the vector folders that are not JSON bodies of a schema, and why. */
const NOT_APPLICABLE: Record<string, string> = {
  'accounting/fault-throttle-429.xml': 'XML body (the gateway answers a throttled JSON client in XML): no JSON schema applies',
};

function read(pkg: string, file: string): unknown {
  return JSON.parse(readFileSync(join(VECTORS, pkg, file), 'utf8'));
}

/** The validator a vector is checked with: requests use the write (request) shape when the type has one. */
function validatorName(v: ValidatorsModule, file: string, type: string): string {
  return file.includes('.request.') && v.validate[`${type}Write`] ? `${type}Write` : type;
}

const packages: Record<string, { dir: string; v: ValidatorsModule; model: ApiModel }> = {};

beforeAll(async () => {
  for (const name of ['accounting', 'payments', 'connector'] as const) {
    const model = await realModel(name);
    if (model === undefined) throw new Error(`${name} does not parse`);
    const dir = await writeValidatorPackage(model, name);
    packages[name] = { dir, v: await importValidators(dir), model };
  }
});

afterAll(() => {
  for (const p of Object.values(packages)) removeValidatorPackage(p.dir);
});

describe.each([
  ['accounting', accountingVectors],
  ['payments', paymentsVectors],
] as const)('%s vectors', (pkg, mapping) => {
  it('maps every file in the folder or says why not', () => {
    const files = readdirSync(join(VECTORS, pkg)).sort();
    const unmapped = files.filter((f) => mapping[f] === undefined && NOT_APPLICABLE[`${pkg}/${f}`] === undefined);
    expect(unmapped).toEqual([]);
  });

  it.each(Object.entries(mapping))('%s passes validate.%s', (file, type) => {
    const { v } = packages[pkg];
    const name = validatorName(v, file, type);
    const result = v.validate[name](read(pkg, file));
    expect(result.errors ?? []).toEqual([]);
    expect(result.ok).toBe(true);
    expect(v.is[name](read(pkg, file))).toBe(true);
  });
});

describe('invalid variants fail at the right pointer with the right code', () => {
  type Case = [label: string, pkg: 'accounting' | 'payments', file: string, type: string, mutate: (x: any) => void, path: string, code: string];
  const cases: Case[] = [
    ['wrong type', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.amount = 10.55), '/amount', 'type'],
    ['bad pattern', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.currency = 'usd'), '/currency', 'pattern'],
    ['bad enum', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.status = 'DONE'), '/status', 'enum'],
    ['bad timestamp', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.created = '2018-01-31 18:48:25'), '/created', 'format'],
    ['nested pattern', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.card.expMonth = '13'), '/card/expMonth', 'pattern'],
    ['oneOf none', 'payments', 'charge-create.response.json', 'Charge', (x) => (x.context.mobile = 'yes'), '/context/mobile', 'oneOf'],
    ['missing required', 'payments', 'charge-create.request.json', 'ChargeRequest', (x) => delete x.amount, '/amount', 'required'],
    ['minItems', 'payments', 'error.format.json', 'ErrorResponse', (x) => (x.errors = []), '/errors', 'minItems'],
    ['null not allowed', 'payments', 'card-get.response.json', 'Card', (x) => (x.name = null), '/name', 'nullable'],
    ['bad date', 'accounting', 'invoice-create.response.json', 'InvoiceResponse', (x) => (x.Invoice.TxnDate = '24/07/2015'), '/Invoice/TxnDate', 'format'],
    ['impossible date', 'accounting', 'invoice-create.response.json', 'InvoiceResponse', (x) => (x.Invoice.DueDate = '2015-02-29'), '/Invoice/DueDate', 'format'],
    ['line wrong type', 'accounting', 'invoice-create.response.json', 'InvoiceResponse', (x) => (x.Invoice.Line[0].Amount = '100'), '/Invoice/Line/0/Amount', 'type'],
    ['unknown DetailType', 'accounting', 'invoice-create.response.json', 'InvoiceResponse', (x) => (x.Invoice.Line[1].DetailType = 'Nope'), '/Invoice/Line/1/DetailType', 'discriminator'],
    ['bad enum', 'accounting', 'invoice-create.response.json', 'InvoiceResponse', (x) => (x.Invoice.EmailStatus = 'Maybe'), '/Invoice/EmailStatus', 'enum'],
    ['missing required', 'accounting', 'invoice-delete.request.json', 'EntityDeleteRequest', (x) => delete x.Id, '/Id', 'required'],
  ];

  it.each(cases)('%s: %s %s', (_label, pkg, file, type, mutate, path, code) => {
    const { v } = packages[pkg];
    const value = read(pkg, file);
    mutate(value);
    const result = v.validate[validatorName(v, file, type)](value);
    expect(result.ok).toBe(false);
    expect(result.errors).toContainEqual(expect.objectContaining({ path, code }));
    for (const e of result.errors ?? []) expect(e.message).toMatch(/\S/);
  });

  it('reports every error, not the first', () => {
    const { v } = packages.payments;
    const value = read('payments', 'charge-create.response.json') as any;
    value.amount = 1;
    value.currency = 'usd';
    value.card.cvc = 'abc';
    const result = v.validate.Charge(value);
    expect(result.errors?.map((e) => e.path).sort()).toEqual(['/amount', '/card/cvc', '/currency']);
  });

  it('says what was expected and what came', () => {
    const { v } = packages.accounting;
    const value = read('accounting', 'invoice-create.response.json') as any;
    value.Invoice.TxnDate = '24/07/2015';
    const errors = v.validate.InvoiceResponse(value).errors ?? [];
    expect(errors.map((e) => e.message)).toContain("expected a date like 2015-07-24, got '24/07/2015'");
  });

  it('accepts read-only properties in a request and lists them as dropped', () => {
    const { v } = packages.accounting;
    const invoice = (read('accounting', 'invoice-create.response.json') as any).Invoice;
    const result = v.validate.InvoiceWrite(invoice);
    expect(result.ok).toBe(true);
    expect(result.dropped).toEqual(expect.arrayContaining(['/Id', '/SyncToken', '/TotalAmt', '/MetaData']));
  });
});

describe('connector vectors (SOAP bodies -> element values)', () => {
  const files = readdirSync(join(VECTORS, 'connector')).filter((f) => f.endsWith('.xml')).sort();

  it.each(files)('%s passes validate.<element>', (file) => {
    const { v, model } = packages.connector;
    const { element, content } = soapBodyElement(readFileSync(join(VECTORS, 'connector', file), 'utf8'));
    const named = model.types.find((t) => t.xml?.element === element);
    expect(named, `a type for element ${element}`).toBeDefined();
    const value = xmlToValue(model, named!.type, content);
    const result = v.validate[named!.name](value);
    expect(result.errors ?? []).toEqual([]);
  });

  it('applies XSD semantics: int range, required int, nillable strings in ArrayOfString', () => {
    const { v } = packages.connector;
    const base = { ticket: 't', acctXMLMajorVers: 13, acctXMLMinorVers: 0 };
    expect(v.validate.sendRequestXML(base).ok).toBe(true);
    expect(v.validate.sendRequestXML({ ...base, acctXMLMajorVers: 2 ** 31 }).errors).toContainEqual(
      expect.objectContaining({ path: '/acctXMLMajorVers', code: 'maximum' }),
    );
    expect(v.validate.sendRequestXML({ ...base, acctXMLMinorVers: 1.5 }).errors).toContainEqual(
      expect.objectContaining({ path: '/acctXMLMinorVers', code: 'type' }),
    );
    const { acctXMLMajorVers: _, ...missing } = base;
    expect(v.validate.sendRequestXML(missing).errors).toContainEqual(
      expect.objectContaining({ path: '/acctXMLMajorVers', code: 'required' }),
    );
    expect(v.validate.authenticateResponse({ authenticateResult: ['a', null, ''] }).ok).toBe(true);
    expect(v.validate.authenticateResponse({ authenticateResult: ['a', 1] }).errors).toContainEqual(
      expect.objectContaining({ path: '/authenticateResult/1', code: 'type' }),
    );
    expect(v.validate.authenticate({ strUserName: 'u', other: 1 }).errors).toContainEqual(
      expect.objectContaining({ path: '/other', code: 'additionalProperties' }),
    );
  });
});
