/**
 * Emits `src/operation-descriptors.ts`: one runtime descriptor per operation, each its own export
 * (`<operation>Operation`), so a bundler keeps only the operations a program calls (the `calls` entry imports them
 * one by one; `operations` in operations.ts gathers them all). Pieces repeated across descriptors (parameter
 * lists, response header lists, media types ...) are written once as module constants: on a real interface the
 * same header descriptor stood in the table hundreds of times.
 */
import { successBody } from '../../facts/http.ts';
import type { ApiModel, MediaContentNode, MessagePartNode, OperationNode, PropertyNode, SoapOperationNode, TypeNode } from '../../model/types.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile, type SourceAssembler } from '../../part-kit/source-file.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { operationTable } from './runtime.ts';

/** The export of an operation's descriptor in `src/operation-descriptors.ts`. */
export const descriptorName = (operation: string): string => `${operation}Operation`;

/** A repeated piece is shared once its text is at least this long (shorter ones cost less inline than by name). */
const SHARE_FROM = 24;

/** Source text of `src/operation-descriptors.ts`. */
export function emitDescriptors<T = string>(
  model: ApiModel,
  symbols: SymbolTable,
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const operations = model.services.flatMap((s) => s.operations);
  const data = operations.map((op) => descriptor(op, model, symbols));

  // Count every object and array by its JSON: the ones that recur are shared.
  const json = jsonOfEach();
  const counts = new Map<string, number>();
  const count = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const key = json(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const child of Object.values(value as object)) count(child);
  };
  for (const d of data) for (const child of Object.values(d)) count(child);

  const shared = new Map<string, string>();
  const constants: string[] = [];
  const write = (value: unknown, top = false): string => {
    if (value === null || typeof value !== 'object') return scalar(value);
    const key = json(value);
    const known = shared.get(key);
    if (known !== undefined) return known;
    const text = Array.isArray(value)
      ? `[${value.map((v) => write(v)).join(', ')}]`
      : (() => {
          const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
          return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${write(v)}`).join(', ')} }`;
        })();
    if (top || (counts.get(key) ?? 0) < 2 || key.length < SHARE_FROM) return text;
    const name = `$${shared.size + 1}`;
    shared.set(key, name);
    constants.push(`const ${name} = ${text} as const;`);
    return name;
  };
  const exported = operations.map((op, i) => {
    const type = op.kind === 'http' ? 'HttpOperationDescriptor' : 'SoapOperationDescriptor';
    return `${renderDoc([`\`${op.name}\`: ${op.kind === 'http' ? `${op.method.toUpperCase()} ${op.path}` : `SOAPAction ${op.soapAction}`}.`])}export const ${descriptorName(op.name)}: ${type} = ${write(data[i], true)};`;
  });
  const kinds = [...new Set(operations.map((op) => (op.kind === 'http' ? 'HttpOperationDescriptor' : 'SoapOperationDescriptor')))].sort();
  const header = `${renderDoc([
    `The runtime descriptor of each operation of ${model.title} ${model.version}, one export per operation (a bundler keeps the ones called).`,
    '',
    'Generated from the definition; do not edit.',
  ])}${kinds.length > 0 ? operationTable.importTypes(kinds) : ''}`;
  return assemble(header, [...constants, ...exported, ...(exported.length === 0 ? ['export {};'] : [])]);
}

/**
 * `JSON.stringify` of each object of the descriptors, built from its members' and kept: stringifying every nested
 * object again from scratch cost time growing with the depth of each (plain data: no `toJSON`, functions or cycles).
 */
function jsonOfEach(): (value: object) => string {
  const known = new Map<object, string>();
  const member = (v: unknown): string | undefined =>
    v !== null && typeof v === 'object' ? json(v) : v === undefined || typeof v === 'function' || typeof v === 'symbol' ? undefined : JSON.stringify(v);
  const json = (value: object): string => {
    let text = known.get(value);
    if (text === undefined) {
      text = Array.isArray(value)
        ? `[${value.map((v) => member(v) ?? 'null').join(',')}]`
        : `{${Object.entries(value)
            .flatMap(([k, v]) => {
              const m = member(v);
              return m === undefined ? [] : [`${JSON.stringify(k)}:${m}`];
            })
            .join(',')}}`;
      known.set(value, text);
    }
    return text;
  };
  return json;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return literal(value);
  return String(value);
}

/** The runtime descriptor of one operation (plain data). */
function descriptor(op: OperationNode, model: ApiModel, symbols: SymbolTable): Record<string, unknown> {
  const limits = model.rateLimits.filter((l) => l.appliesTo.length === 0 || l.appliesTo.includes(op.name)).map((l) => l.id);
  if (op.kind === 'soap') return soapDescriptor(op, limits, symbols);
  return stripUndefined({
    name: op.name,
    kind: 'http',
    method: op.method.toUpperCase(),
    path: op.path,
    selector: op.selector,
    parameters: op.parameters.map((p) => stripUndefined({ name: p.name, in: p.in, required: p.required, style: p.style, explode: p.explode })),
    requestBody: op.requestBody && {
      required: op.requestBody.required,
      mediaTypes: op.requestBody.contents.map((c) => c.mediaType),
      form: formFields(op.requestBody.contents, model),
    },
    responses: Object.fromEntries(
      op.responses.map((r) => [
        r.status,
        { mediaTypes: r.contents.map((c) => c.mediaType), headers: r.headers.map((h) => ({ name: h.name, required: h.required, kind: headerKind(h.type, model) })) },
      ]),
    ),
    security: op.security.map((req) => Object.fromEntries(req.schemes.map((s) => [s.name, s.scopes]))),
    serialize: op.serialize,
    rateLimits: limits,
    result: successBody(op, model).resultProperty,
    deprecated: op.deprecated ? true : undefined,
  });
}

function soapDescriptor(op: SoapOperationNode, limits: string[], symbols: SymbolTable): Record<string, unknown> {
  // `type` names the generated TypeScript type, which the symbol registry may have renamed.
  const part = (p: MessagePartNode): Record<string, unknown> => ({ ...p, type: symbols.typeName(p.type) });
  return stripUndefined({
    name: op.name,
    kind: 'soap',
    soapAction: op.soapAction,
    soapVersion: op.soapVersion,
    style: op.style,
    use: op.use,
    input: part(op.input),
    output: part(op.output),
    faults: op.faults.map(part),
    rateLimits: limits,
    deprecated: op.deprecated ? true : undefined,
  });
}

function stripUndefined<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

const FORM_MEDIA = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The members of a form body (the first form media type's schema), each with its kind and `encoding` entry, so the
 * client writes and the server reads them by the schema: undefined when the body has no form media type, so other
 * bodies' descriptors are unchanged.
 */
function formFields(contents: readonly MediaContentNode[], model: ApiModel): Record<string, unknown> | undefined {
  const forms = contents.filter((c) => FORM_MEDIA.test(c.mediaType));
  if (forms.length === 0) return undefined;
  const named = namedTypes(model);
  const fields: Record<string, unknown> = {};
  for (const content of forms) {
    for (const property of formProperties(content.type, named, 0)) {
      if (Object.hasOwn(fields, property.name)) continue;
      const type = plain(property.type, named);
      const array = type.kind === 'array';
      const kind = fieldKind(array ? plain(type.items, named) : type);
      const encoding = content.encoding?.[property.name];
      fields[property.name] = { kind, array: array || undefined, contentType: encoding?.contentType, style: encoding?.style, explode: encoding?.explode };
    }
  }
  return fields;
}

const namedByTypes = new WeakMap<ApiModel['types'], ReadonlyMap<string, TypeNode>>();

/** The model's named types by name, once per list of types (every response header asked for a map of its own). */
function namedTypes(model: ApiModel): ReadonlyMap<string, TypeNode> {
  let named = namedByTypes.get(model.types);
  if (named === undefined) {
    named = new Map(model.types.map((t) => [t.name, t.type]));
    namedByTypes.set(model.types, named);
  }
  return named;
}

/** A ref followed, a nullable union reduced to its one other variant. */
function plain(type: TypeNode, named: ReadonlyMap<string, TypeNode>): TypeNode {
  let t = type;
  for (let i = 0; i < 16; i++) {
    if (t.kind === 'ref') t = named.get(t.name) ?? { kind: 'unknown' };
    else if (t.kind === 'union' && t.variants.filter((v) => v.kind !== 'null').length === 1) t = t.variants.find((v) => v.kind !== 'null')!;
    else break;
  }
  return t;
}

/** The properties of an object schema, allOf members' gathered. */
function formProperties(type: TypeNode, named: ReadonlyMap<string, TypeNode>, depth: number): PropertyNode[] {
  const t = plain(type, named);
  if (t.kind === 'object') return t.properties;
  if (t.kind === 'intersection' && depth < 8) return t.members.flatMap((m) => formProperties(m, named, depth + 1));
  return [];
}

function fieldKind(type: TypeNode): string {
  switch (type.kind) {
    case 'string':
    case 'boolean':
    case 'binary':
    case 'object':
      return type.kind;
    case 'number':
      return type.integer ? 'integer' : 'number';
    case 'literal':
      return typeof type.value === 'string' ? 'string' : typeof type.value === 'boolean' ? 'boolean' : typeof type.value === 'number' ? 'number' : 'other';
    default:
      return 'other';
  }
}

/** A response header's kind when it is not text (`integer`, `number`, `boolean`), read so by the client. */
function headerKind(type: TypeNode, model: ApiModel): string | undefined {
  const t = plain(type, namedTypes(model));
  if (t.kind === 'number') return t.integer ? 'integer' : 'number';
  return t.kind === 'boolean' ? 'boolean' : undefined;
}
