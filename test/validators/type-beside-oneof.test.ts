/**
 * `type: object` and nothing else of an object beside a oneOf/anyOf (OpenAI's chunking strategy, issue 23): the
 * variants say what the value is, so a string variant is valid, and the validators type-check (they no longer
 * compare a value narrowed to an object with a string). With properties beside it, both still hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../generator/parse/openapi/index.ts';
import { typecheck } from '../support/typecheck.ts';
import { importValidators, removeValidatorPackage, writeValidatorPackage, type ValidatorsModule } from '../support/validate-package.ts';

describe('type: object beside oneOf', () => {
  let dir = '';
  let v: ValidatorsModule;
  beforeAll(async () => {
    const result = await parseOpenApi('test/samples/openapi/type-beside-oneof/openapi.yaml');
    expect(result.diagnostics).toEqual([]);
    dir = await writeValidatorPackage(result.model!, 'type-beside-oneof');
    v = await importValidators(dir);
  });
  afterAll(() => removeValidatorPackage(dir));

  it('type-checks strictly', () => {
    expect(typecheck(dir, ['src/**/*.ts']).output).toBe('');
  });

  it('accepts each variant, a string one too, and refuses what no variant is', () => {
    expect(v.validate.ChunkingStrategy('auto').ok).toBe(true);
    expect(v.validate.ChunkingStrategy({ type: 'server_vad', threshold: 0.5 }).ok).toBe(true);
    expect(v.validate.ChunkingStrategy('manual').ok).toBe(false);
    expect(v.validate.ChunkingStrategy({ threshold: 0.5 }).ok).toBe(false);
    expect(v.validate.TranscriptionRequest({ chunking: 'auto' }).ok).toBe(true);
    expect(v.validate.TranscriptionRequest({ chunking: 7 })).toMatchObject({ ok: false, errors: [{ path: '/chunking' }] });
  });

  it('keeps the object beside an anyOf when it has properties of its own', () => {
    expect(v.validate.Labelled({ label: 'a', note: 'n' }).ok).toBe(true);
    expect(v.validate.Labelled({ note: 'n' })).toMatchObject({ ok: false });
    expect(v.validate.Labelled('auto').ok).toBe(false);
  });
});
