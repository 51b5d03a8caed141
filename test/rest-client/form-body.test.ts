/**
 * The form runtime (issue 23, class 5) by itself: templates/rest-client/form-body.ts writes a form by OpenAPI's
 * style/explode rules, templates/rest-server/form-decode.ts reads it back; each rule both ways, and the multipart
 * writer's output read by the server's parser.
 */
import { describe, expect, it } from 'vitest';
import type { FormFieldDescriptor } from '../../templates/operations/operation-table.ts';
import { encodeMultipart, encodeUrlEncoded } from '../../templates/rest-client/form-body.ts';
import { decodeMultipart, decodeUrlEncoded, FormProblem, multipartBoundary } from '../../templates/rest-server/form-decode.ts';

const limits = { maxParts: 50, maxPartHeaderBytes: 1024, maxFieldBytes: 1024 };
const parseJson = (text: string): unknown => JSON.parse(text);

const cases: [string, { readonly [member: string]: FormFieldDescriptor }, Record<string, unknown>, string][] = [
  ['form, exploded array', { a: { kind: 'integer', array: true } }, { a: [1, 2] }, 'a=1&a=2'],
  ['form, unexploded array', { a: { kind: 'integer', array: true, explode: false } }, { a: [1, 2] }, 'a=1%2C2'],
  ['spaceDelimited array', { a: { kind: 'string', array: true, style: 'spaceDelimited', explode: false } }, { a: ['x', 'y'] }, 'a=x+y'],
  ['pipeDelimited array', { a: { kind: 'string', array: true, style: 'pipeDelimited', explode: false } }, { a: ['x', 'y'] }, 'a=x%7Cy'],
  ['deepObject', { o: { kind: 'object', style: 'deepObject' } }, { o: { k: 'v', j: 'w' } }, 'o%5Bk%5D=v&o%5Bj%5D=w'],
  ['form, exploded object', { n: { kind: 'string' }, o: { kind: 'object' } }, { n: 'x', o: { k: 'v' } }, 'n=x&k=v'],
  ['form, unexploded object', { o: { kind: 'object', explode: false } }, { o: { k: 'v', j: 'w' } }, 'o=k%2Cv%2Cj%2Cw'],
  ['scalars by kind', { i: { kind: 'integer' }, b: { kind: 'boolean' }, s: { kind: 'string' } }, { i: 3, b: false, s: 'a&b=c' }, 'i=3&b=false&s=a%26b%3Dc'],
];

describe('urlencoded forms by style and explode', () => {
  it.each(cases)('%s: written as the spec says and read back', (_, fields, value, text) => {
    expect(encodeUrlEncoded(value, fields)).toBe(text);
    expect({ ...decodeUrlEncoded(text, fields, limits, parseJson) }).toEqual(value);
  });

  it('a number that is not one stays text (the validator refuses it); too many members is a 413 problem', () => {
    expect({ ...decodeUrlEncoded('i=1.5x', { i: { kind: 'integer' } }, limits, parseJson) }).toEqual({ i: '1.5x' });
    expect(() => decodeUrlEncoded('a=1&'.repeat(51), {}, limits, parseJson)).toThrow(FormProblem);
    expect(() => decodeUrlEncoded('__proto__=1', {}, limits, parseJson)).toThrow(/not allowed/);
  });
});

describe('multipart', () => {
  it('the writer (platform FormData) and the parser agree: file part, JSON part, repeated text', async () => {
    const fields: { readonly [member: string]: FormFieldDescriptor } = {
      file: { kind: 'binary', contentType: 'image/png' },
      meta: { kind: 'object' },
      tags: { kind: 'string', array: true },
      n: { kind: 'number' },
    };
    const bytes = new Uint8Array([0, 13, 10, 45, 45, 255]);
    const { bytes: body, contentType } = await encodeMultipart({ file: bytes, meta: { a: [1] }, tags: ['x', 'y'], n: 1.5 }, fields);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartBoundary(contentType)).toBeDefined();
    expect(Buffer.from(body).toString('latin1')).toMatch(/name="file"; filename="file"\r\nContent-Type: image\/png/i);
    const read = decodeMultipart(Buffer.from(body), contentType, fields, limits, parseJson);
    expect({ ...read }).toEqual({ file: bytes, meta: { a: [1] }, tags: ['x', 'y'], n: 1.5 });
  });

  it('a quoted boundary, a preamble and an epilogue are read', () => {
    const body = 'preamble\r\n--q b\r\ncontent-disposition: form-data; name="s"\r\n\r\nv\r\n--q b--\r\nepilogue';
    expect({ ...decodeMultipart(Buffer.from(body), 'multipart/form-data; boundary="q b"', {}, limits, parseJson) }).toEqual({ s: 'v' });
  });
});
