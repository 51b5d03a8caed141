/**
 * Emits `src/soap-messages.ts`: one decoder (element -> typed value) and one encoder (typed value -> the runtime's
 * `Field` list) per message type of the SOAP operations, and per complex type they nest. Straight-line code over
 * `readField` with the field specs hoisted to module constants, so a request costs no spec allocation.
 *
 * Decoding keeps absent (left out), nil (`null`) and empty (`''`) apart and never trims text; kind errors and
 * missing required elements are Client faults naming the element (the runtime's `readField`). Encoding refuses a
 * missing required value with an `XmlEncodingError` (a Server fault when a handler returned it).
 */
import {
  messageCodecs,
  soapBinding,
  soapOperations,
  type CodecShape,
  type FieldShape,
  type HeaderShape,
} from '../../facts/soap.ts';
import { memberAccess, propertyKey } from '../../model/naming.ts';
import type { ApiModel } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal } from '../../part-kit/type-expression.ts';
import { soapMessages } from './runtime.ts';

/** Identifier part of a codec key: a named type's identifier, or `Parent$property` for an inline type. */
function codecId(codec: CodecShape | undefined, key: string, symbols: SymbolTable): string {
  if (codec?.named !== undefined) return symbols.typeName(codec.named);
  return key
    .split('.')
    .map((part, i) => (i === 0 ? symbols.typeName(part) : part.replace(/[^A-Za-z0-9_]/g, '_')))
    .join('$');
}

export function decoderName(key: string, codecs: ReadonlyMap<string, CodecShape>, symbols: SymbolTable): string {
  return `decode${codecId(codecs.get(key), key, symbols)}`;
}

export function encoderName(key: string, codecs: ReadonlyMap<string, CodecShape>, symbols: SymbolTable): string {
  return `encode${codecId(codecs.get(key), key, symbols)}`;
}

/** Source text of `src/soap-messages.ts`. */
export function emitSoapMessages(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const { symbols } = context;
  const { codecs } = messageCodecs(model);
  const statements: string[] = [];
  const { headers } = soapBinding(model);
  // The namespaces of the body wrappers: a child in any other one names its own (a header entry's children in its
  // namespace too, declared again: correct, if longer).
  const framed = new Set<string>();
  for (const op of soapOperations(model)) framed.add(op.input.namespace).add(op.output.namespace);
  const encoded = encodedCodecs(model, codecs);
  for (const codec of codecs.values()) statements.push(...codecStatements(codec, codecs, symbols, framed, encoded.has(codec.key)));
  for (const op of soapOperations(model)) {
    const shapes = headers.get(op.name);
    if (shapes === undefined) continue;
    statements.push(
      ...headerStatements(headerSetName(op.name, 'Request'), op.name, 'request', shapes.input, codecs, symbols, true),
      ...headerStatements(headerSetName(op.name, 'Response'), op.name, 'response', shapes.output, codecs, symbols, false),
    );
  }
  if (statements.some((s) => s.includes('present('))) statements.unshift(PRESENT);
  const header = `${renderDoc([
    `XML codecs of the SOAP messages of ${model.title} ${model.version}. Generated from the definition; do not edit.`,
    '',
    '`decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the',
    "element's children, in sequence order, for `writeEnvelope`.",
    ...(headers.size > 0
      ? ['`<Operation>RequestHeaders` / `ResponseHeaders`: the SOAP Header entries an operation declares, by part name.']
      : []),
  ])}${
    headers.size > 0
      ? soapMessages.import(['findHeader', 'readField', 'XmlEncodingError'], ['Field', 'HeaderEntry', 'ReadSpec', 'ReadValue', 'XmlElement'])
      : soapMessages.import(['readField', 'XmlEncodingError'], ['Field', 'ReadSpec', 'ReadValue', 'XmlElement'])
  }
${context.importFrom('types', { typeNamespace: 'T' })}`;
  return buildSourceFile(header, statements);
}

const PRESENT = `${renderDoc(['A required value: refuses `undefined` (and `null` where the element is not nillable).'])}function present<V>(value: V, where: string, nillable: boolean): V {
  if (value === undefined || (value === null && !nillable)) throw new XmlEncodingError(\`\${where} is required\`);
  return value;
}`;

/** The codecs an rpc/encoded message reaches (its wrapper's and every one nested in it). */
function encodedCodecs(model: ApiModel, codecs: ReadonlyMap<string, CodecShape>): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string): void => {
    const codec = codecs.get(key);
    if (codec === undefined || reached.has(key)) return;
    reached.add(key);
    for (const f of codec.fields) if ('codec' in f) visit(f.codec);
  };
  for (const op of soapOperations(model)) {
    if (op.use !== 'encoded') continue;
    visit(op.input.type);
    visit(op.output.type);
  }
  return reached;
}

function codecStatements(
  codec: CodecShape,
  codecs: ReadonlyMap<string, CodecShape>,
  symbols: SymbolTable,
  framed: ReadonlySet<string>,
  encoded: boolean,
): string[] {
  const id = codecId(codec, codec.key, symbols);
  const readType = codec.named !== undefined ? `T.${symbols.typeName(codec.named)}` : '{ [key: string]: unknown }';
  const writeType =
    codec.named !== undefined ? `T.${symbols.inputName(codec.named)}` : '{ readonly [key: string]: unknown }';
  const specs = `specsOf${id}`;
  const where = codec.named ?? codec.key;

  const specList = codec.fields.map((f) => readSpec(f, framed, encoded));
  const reads = codec.fields.map((f, i) => {
    const target = `out[${literal(f.key)}]`;
    const value =
      f.kind === 'element'
        ? `v === null ? null : ${decoderName(f.codec, codecs, symbols)}(v as XmlElement)`
        : f.kind === 'element-array' || f.kind === 'repeated-element'
          ? `v === null ? null : (v as readonly (XmlElement | null)[]).map((x) => (x === null ? null : ${decoderName(f.codec, codecs, symbols)}(x)))`
          : 'v';
    return `if ((v = readField(element, ${specs}[${i}])) !== undefined) ${target} = ${value};`;
  });
  // Inline types have no TypeScript type of their own: their properties are read as `never` (assignable to any field).
  const source = codec.named !== undefined ? 'value' : '(value as { readonly [key: string]: never })';
  const writes = codec.fields.map((f) => fieldLiteral(f, source, where, codecs, symbols, framed));

  const skipped =
    codec.skipped.length > 0
      ? ['', `Not carried (the SOAP runtime has no binding for them): ${codec.skipped.join('; ')}.`]
      : [];
  return [
    `const ${specs}: readonly ReadSpec[] = [${specList.join(', ')}];`,
    `${renderDoc([`Reads the \`${where}\` element: absent children are left out, nil ones are \`null\`, text is never trimmed.`, ...skipped])}export function ${decoderName(codec.key, codecs, symbols)}(element: XmlElement): ${readType} {
  const out: { [key: string]: unknown } = {};
  ${reads.length > 0 ? 'let v: ReadValue | undefined;' : ''}
  ${reads.join('\n')}
  return out as unknown as ${readType};
}`,
    `${renderDoc([`Children of the \`${where}\` element, in sequence order.`, ...skipped])}export function ${encoderName(codec.key, codecs, symbols)}(value: ${writeType}): Field[] {
  return [${writes.join(',\n')}];
}`,
  ];
}

/**
 * ` namespace: ".."` of an element declared in a schema other than the messages' (a child of a type from another
 * namespace, qualified there); none for one in a namespace messages are framed in, or unqualified.
 */
function namespacePart(f: FieldShape, framed: ReadonlySet<string>): string[] {
  const namespace = f.property.xml?.namespace;
  if (f.kind === 'attribute' || f.kind === 'text' || namespace === undefined || framed.has(namespace)) return [];
  return [`namespace: ${literal(namespace)}`];
}

/** `encoded`: a member of SOAP-encoded content, read in any namespace (stacks qualify it or not). */
function readSpec(f: FieldShape, framed: ReadonlySet<string>, encoded: boolean): string {
  const parts = [`name: ${literal(f.wire)}`, `kind: ${literal(f.kind)}`, ...namespacePart(f, framed)];
  if (encoded && f.kind !== 'attribute' && f.kind !== 'text') parts.push('anyNamespace: true');
  if (f.required) parts.push('required: true');
  if (f.nillable) parts.push('nillable: true');
  if (f.kind === 'array' || f.kind === 'element-array') parts.push(`itemName: ${literal(f.itemName)}`);
  if (f.kind === 'array' || f.kind === 'repeated') parts.push(`itemKind: ${literal(f.itemKind)}`);
  if (f.kind === 'attribute' || f.kind === 'text') parts.push(...attributeParts(f));
  return `{ ${parts.join(', ')} }`;
}

function fieldLiteral(
  f: FieldShape,
  source: string,
  where: string,
  codecs: ReadonlyMap<string, CodecShape>,
  symbols: SymbolTable,
  framed: ReadonlySet<string>,
): string {
  const access = memberAccess(source, f.key);
  const read = f.required ? `present(${access}, ${literal(`${where}.${f.key}`)}, ${f.nillable})` : access;
  const parts = [`name: ${literal(f.wire)}`, `kind: ${literal(f.kind)}`, ...namespacePart(f, framed)];
  if (f.nillable) parts.push('nillable: true');
  if (f.kind === 'array' || f.kind === 'element-array') parts.push(`itemName: ${literal(f.itemName)}`);
  if (f.kind === 'array' || f.kind === 'repeated') parts.push(`itemKind: ${literal(f.itemKind)}`);
  if (f.kind === 'attribute' || f.kind === 'text') parts.push(...attributeParts(f));
  const xsiType = f.property.xml?.xsiType;
  if (xsiType !== undefined && f.kind !== 'attribute' && f.kind !== 'text') {
    parts.push(`xsiType: { namespace: ${literal(xsiType.namespace)}, name: ${literal(xsiType.name)} }`);
  }
  if (f.kind === 'element') {
    const encode = encoderName(f.codec, codecs, symbols);
    parts.push(`value: ((x) => (x === undefined || x === null ? x : ${encode}(x)))(${read})`);
  } else if (f.kind === 'element-array' || f.kind === 'repeated-element') {
    // Items may be null (nil) where the item type is nillable; the type says which.
    const encode = encoderName(f.codec, codecs, symbols);
    parts.push(
      `value: ((xs) => (xs === undefined || xs === null ? xs : xs.map((x) => (x === null || x === undefined ? null : ${encode}(x)))))(${read})`,
    );
  } else parts.push(`value: ${read}`);
  return `{ ${parts.join(', ')} }`;
}

function attributeParts(f: FieldShape & { kind: 'attribute' | 'text' }): string[] {
  return [`valueKind: ${literal(f.valueKind)}`, ...(f.kind === 'attribute' && f.qualified ? ['qualified: true'] : [])];
}

/** `<Operation>RequestHeaders` / `<Operation>ResponseHeaders`: the typed Header entries of one direction. */
export function headerSetName(operation: string, direction: 'Request' | 'Response'): string {
  return `${operation.charAt(0).toUpperCase()}${operation.slice(1)}${direction}Headers`;
}

/**
 * The interface of one direction's Header entries (all optional: WSDL does not say a header must be sent) and
 * its codec: `encode<Set>(headers, mustUnderstand?)` gives the entries to write, `decode<Set>(entries)` reads the
 * declared ones out of a received Header (others are left to the mustUnderstand check).
 */
function headerStatements(
  name: string,
  operation: string,
  direction: 'request' | 'response',
  shapes: readonly HeaderShape[],
  codecs: ReadonlyMap<string, CodecShape>,
  symbols: SymbolTable,
  input: boolean,
): string[] {
  const typeOf = (h: HeaderShape): string =>
    `T.${input ? symbols.inputName(h.header.type) : symbols.typeName(h.header.type)}`;
  const members = shapes.map(
    (h) => `${renderDoc([`The \`${h.header.element}\` entry ({${h.header.namespace}}).`])}${propertyKey(h.header.name)}?: ${typeOf(h)};`,
  );
  const encodes = shapes.map((h) => {
    const access = memberAccess('headers', h.header.name);
    const fields =
      h.content.kind === 'codec'
        ? `${encoderName(h.content.codec, codecs, symbols)}(${access})`
        : `[{ kind: 'text', name: ${literal(h.header.element)}, valueKind: ${literal(h.content.valueKind)}, value: ${access} }]`;
    const qualified = h.content.kind === 'codec' && codecs.get(h.content.codec)?.qualified === false ? ', qualified: false' : '';
    return `if (${access} !== undefined && ${access} !== null) out.push({ namespace: ${literal(h.header.namespace)}, element: ${literal(h.header.element)}${qualified}, mustUnderstand: mustUnderstand.includes(${literal(h.header.name)}), fields: ${fields} });`;
  });
  const decodes = shapes.map((h) => {
    const value =
      h.content.kind === 'codec'
        ? `${decoderName(h.content.codec, codecs, symbols)}(h)`
        : `readField(h, { name: ${literal(h.header.element)}, kind: 'text', valueKind: ${literal(h.content.valueKind)} })`;
    return `if ((h = findHeader(entries, ${literal(h.header.namespace)}, ${literal(h.header.element)})) !== undefined) out[${literal(h.header.name)}] = ${value};`;
  });
  return [
    `${renderDoc([`SOAP Header entries of the ${direction} of \`${operation}\`, by part name; each may be left out.`])}export interface ${name} {
${members.join('\n')}
}`,
    `${renderDoc([`The Header entries to write for ${name}; those named in \`mustUnderstand\` are marked so.`])}export function encode${name}(headers: ${name}, mustUnderstand: readonly string[] = []): HeaderEntry[] {
  const out: HeaderEntry[] = [];
  ${encodes.join('\n')}
  return out;
}`,
    `${renderDoc([`Reads the declared entries of ${name} from a received Header; absent ones are left out.`])}export function decode${name}(entries: readonly XmlElement[]): { [key: string]: unknown } {
  const out: { [key: string]: unknown } = {};
  ${decodes.length > 0 ? 'let h: XmlElement | undefined;' : ''}
  ${decodes.join('\n')}
  return out;
}`,
  ];
}
