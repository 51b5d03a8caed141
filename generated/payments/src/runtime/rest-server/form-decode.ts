/**
 * A received form body read back into its schema's shape (issue 23, class 5), so the generated validators check it
 * as they check JSON: `application/x-www-form-urlencoded` by OpenAPI's style/explode rules, `multipart/form-data`
 * by a small parser of a body already read whole (and so already bounded by `maxBodyBytes` and the body timeout).
 * Members are converted by the form descriptor: integers, numbers and booleans from their text when it is one
 * (otherwise left as text, which the validator then refuses), binary parts as bytes, JSON parts (and object members
 * without an `encoding.contentType`) parsed. Bounded: at most `maxParts` members or parts, `maxPartHeaderBytes` of
 * headers per part, `maxFieldBytes` per text member; a part that is itself multipart is refused.
 */
import type { FormFieldDescriptor } from '../operations/operation-table.js';

type Fields = { readonly [member: string]: FormFieldDescriptor };

export interface FormLimits {
  /** Members of a urlencoded form or parts of a multipart body. */
  readonly maxParts: number;
  /** Header bytes of one multipart part. */
  readonly maxPartHeaderBytes: number;
  /** Bytes of one member that is not a file (binary) part. */
  readonly maxFieldBytes: number;
}

/** Why a form could not be read: the fault kind the server answers with, and the message. */
export class FormProblem extends Error {
  constructor(
    readonly kind: 'payload-too-large' | 'bad-request' | 'unsupported-media-type',
    message: string,
  ) {
    super(message);
  }
}

type JsonParser = (text: string, member: string) => unknown;

const DELIMITERS: { readonly [style: string]: string } = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' };
const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,400}(\.\d{1,400})?([eE][+-]?\d{1,4})?$/;

/** A member's text as its kind, or the text itself when it is not one (the validator says why). */
function scalar(textValue: string, kind: FormFieldDescriptor['kind']): unknown {
  if (kind === 'integer' && INTEGER.test(textValue)) return Number(textValue);
  if (kind === 'number' && NUMBER.test(textValue)) return Number(textValue);
  if (kind === 'boolean' && (textValue === 'true' || textValue === 'false')) return textValue === 'true';
  return textValue;
}

function member(out: { [name: string]: unknown }, name: string, value: unknown, field: FormFieldDescriptor | undefined): void {
  if (name === '__proto__') throw new FormProblem('bad-request', 'Form member name "__proto__" is not allowed');
  if (field?.array) {
    const list = (Object.hasOwn(out, name) ? out[name] : (out[name] = [])) as unknown[];
    list.push(value);
  } else if (Object.hasOwn(out, name)) {
    throw new FormProblem('bad-request', `Form member "${name.length <= 100 ? name : `${name.slice(0, 97)}...`}" given twice, expected once`);
  } else {
    out[name] = value;
  }
}

/** `application/x-www-form-urlencoded` text read back into an object by the form descriptor. */
export function decodeUrlEncoded(text: string, fields: Fields, limits: FormLimits, parseJson: JsonParser): { [name: string]: unknown } {
  const out: { [name: string]: unknown } = Object.create(null);
  const deep: { [name: string]: { [key: string]: unknown } } = Object.create(null);
  // Members of an exploded object arrive as top-level keys: they go to the one such object member, if there is one.
  const exploded = Object.keys(fields).filter((n) => fields[n].kind === 'object' && !fields[n].array && (fields[n].style ?? 'form') === 'form' && fields[n].explode !== false);
  const gather = exploded.length === 1 ? exploded[0] : undefined;
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > limits.maxParts) throw new FormProblem('payload-too-large', `Form has more than ${limits.maxParts} members`);
    if (value.length > limits.maxFieldBytes) throw new FormProblem('payload-too-large', `Form member exceeds ${limits.maxFieldBytes} bytes`);
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (bracket !== null && fields[bracket[1]]?.style === 'deepObject') {
      if (bracket[2] === '__proto__') throw new FormProblem('bad-request', 'Form member name "__proto__" is not allowed');
      (deep[bracket[1]] ??= Object.create(null))[bracket[2]] = value;
      continue;
    }
    const field = fields[key];
    if (field === undefined && gather !== undefined) {
      if (key === '__proto__') throw new FormProblem('bad-request', 'Form member name "__proto__" is not allowed');
      ((out[gather] ??= Object.create(null)) as { [key: string]: unknown })[key] = value;
      continue;
    }
    if (field === undefined) {
      member(out, key, value, undefined);
      continue;
    }
    const style = field.style ?? 'form';
    const explode = field.explode ?? style === 'form';
    if (field.array && !explode) {
      out[key] = value === '' ? [] : value.split(DELIMITERS[style] ?? ',').map((item) => scalar(item, field.kind));
    } else if (field.kind === 'object' && !field.array && !explode) {
      const parts = value.split(',');
      const object: { [key: string]: unknown } = Object.create(null);
      for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] !== '__proto__') object[parts[i]] = parts[i + 1];
      out[key] = object;
    } else if (field.kind === 'object' || field.kind === 'other') {
      // A structured member sent as one value: JSON when it reads as JSON, text otherwise.
      member(out, key, /^\s*[[{]/.test(value) ? parseJson(value, key) : value, field);
    } else {
      member(out, key, scalar(value, field.kind), field);
    }
  }
  for (const [name, object] of Object.entries(deep)) out[name] = object;
  return out;
}

/** The `boundary` parameter of a multipart Content-Type (RFC 2046: 1 to 70 characters). */
export function multipartBoundary(contentType: string): string | undefined {
  const m = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;,"]{1,70}))/i.exec(contentType);
  return m === null ? undefined : (m[1] ?? m[2]);
}

interface PartHead {
  readonly name: string;
  readonly filename?: string;
  readonly contentType?: string;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

function parseHead(text: string): PartHead {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FormProblem('bad-request', 'Malformed multipart part header');
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-type') contentType = value.toLowerCase();
    else if (header === 'content-disposition') {
      if (!/^form-data\s*(;|$)/i.test(value)) throw new FormProblem('bad-request', 'A multipart part must have Content-Disposition: form-data');
      name = /;\s*name\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(value)?.slice(1).find((v) => v !== undefined);
      filename = /;\s*filename\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(value)?.slice(1).find((v) => v !== undefined);
    }
  }
  if (name === undefined) throw new FormProblem('bad-request', 'A multipart part has no name (Content-Disposition: form-data; name="...")');
  return { name, ...(filename !== undefined ? { filename } : {}), ...(contentType !== undefined ? { contentType } : {}) };
}

/** A whole `multipart/form-data` body read back into an object by the form descriptor. */
export function decodeMultipart(bytes: Buffer, contentType: string, fields: Fields, limits: FormLimits, parseJson: JsonParser): { [name: string]: unknown } {
  const boundary = multipartBoundary(contentType);
  if (boundary === undefined) throw new FormProblem('bad-request', 'multipart/form-data needs a boundary parameter (1 to 70 characters)');
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter opens the body or follows a preamble's line break; the preamble is ignored (RFC 2046).
  let at = bytes.subarray(0, delimiter.length).equals(delimiter) ? 0 : bytes.indexOf(next);
  if (at < 0) throw new FormProblem('bad-request', 'multipart body has no boundary delimiter');
  if (at > 0) at += 2;
  const out: { [name: string]: unknown } = Object.create(null);
  let parts = 0;
  for (;;) {
    at += delimiter.length;
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) break; // `--`: the closing delimiter
    // Transport padding (spaces, tabs) may follow a delimiter before its line break.
    while (bytes[at] === 0x20 || bytes[at] === 0x09) at++;
    if (!bytes.subarray(at, at + 2).equals(CRLF)) throw new FormProblem('bad-request', 'multipart delimiter not followed by a line break');
    at += 2;
    if (++parts > limits.maxParts) throw new FormProblem('payload-too-large', `multipart body has more than ${limits.maxParts} parts`);
    const headEnd = bytes.subarray(at, at + limits.maxPartHeaderBytes + HEAD_END.length).indexOf(HEAD_END);
    if (headEnd < 0) {
      if (bytes.length - at > limits.maxPartHeaderBytes) throw new FormProblem('payload-too-large', `multipart part headers exceed ${limits.maxPartHeaderBytes} bytes`);
      throw new FormProblem('bad-request', 'multipart part headers not terminated');
    }
    const head = parseHead(bytes.subarray(at, at + headEnd).toString('latin1'));
    at += headEnd + HEAD_END.length;
    const end = bytes.indexOf(next, at);
    if (end < 0) throw new FormProblem('bad-request', 'multipart body ends without its closing delimiter');
    const content = bytes.subarray(at, end);
    at = end + 2;
    if (head.contentType !== undefined && /^multipart\//.test(head.contentType)) {
      throw new FormProblem('unsupported-media-type', `multipart part "${head.name.slice(0, 100)}" is itself multipart; nested multipart is not accepted`);
    }
    const field = fields[head.name];
    if (field?.kind === 'binary') {
      member(out, head.name, new Uint8Array(content), field);
      continue;
    }
    if (content.length > limits.maxFieldBytes) throw new FormProblem('payload-too-large', `multipart part "${head.name.slice(0, 100)}" exceeds ${limits.maxFieldBytes} bytes`);
    const text = content.toString('utf8');
    const json = head.contentType !== undefined ? /json/.test(head.contentType) : field !== undefined && (field.kind === 'object' || field.kind === 'other') && field.contentType === undefined;
    member(out, head.name, json ? parseJson(text, head.name) : field === undefined ? text : scalar(text, field.kind), field);
  }
  return out;
}
