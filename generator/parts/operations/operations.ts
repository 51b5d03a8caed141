/**
 * Emits `src/operations.ts`: the runtime operation table later emitters (client, server) read, the package's
 * endpoints, rate limits, rate-limit keys and security schemes as constants, and the type-level `Operations`
 * map (parameters, request and response types of every operation).
 *
 * The constants carry explicit descriptor types from the runtime template (`src/runtime/operation-table.ts`), so
 * the compiler checks them and declarations emit file by file.
 */
import type {
  ApiModel,
  HttpOperationNode,
  MediaContentNode,
  OperationNode,
  ParameterNode,
} from '../../model/types.ts';
import { read as readFact } from '../../facts/index.ts';
import { typeIndex } from '../../facts/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc, typeDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile, type SourceAssembler } from '../../part-kit/source-file.ts';
import { literal, propertyKey, typeExpression, unionOf, type TypeContext } from '../../part-kit/type-expression.ts';
import { descriptorName } from './descriptors.ts';
import { operationTable } from './runtime.ts';

/** What `src/operations.ts` declares and exports. */
export const OPERATIONS_EXPORTS = {
  values: ['operations', 'endpoints', 'rateLimits', 'rateLimitKeys', 'securitySchemes'],
  types: ['Operations', 'OperationName'],
} as const;

/** Source text of `src/operations.ts` for an analysed model (or what `assemble` makes of its header and statements). */
export function emitOperations<T = string>(
  model: ApiModel,
  context: Pick<EmitContext, 'symbols' | 'importFrom'>,
  assemble: SourceAssembler<T> = buildSourceFile as SourceAssembler<T>,
): T {
  const { symbols } = context;
  const operations = model.services.flatMap((s) => s.operations);
  const used = new Set<string>();
  const types = readFact(model, typeIndex);
  const read: TypeContext = { symbols, types, shape: 'read', used };
  const write: TypeContext = { symbols, types, shape: 'write', used };

  // The descriptors themselves are in operation-descriptors.ts, one export each (descriptors.ts).
  const table = operations.map((op) => `${renderDoc(operationDoc(op))}${propertyKey(op.name)}: descriptors.${descriptorName(op.name)},`);
  const typeMap = operations.map((op) => `${renderDoc(operationDoc(op))}${op.name}: ${operationTypes(op, read, write)};`);

  // Explicit annotations (not `as const`): declarations emit file by file, and stay small for big specs.
  const tableType = operations.map((op) => `readonly ${op.name}: ${op.kind === 'http' ? 'HttpOperationDescriptor' : 'SoapOperationDescriptor'};`);
  const statements = [
    `${renderDoc(['Every operation by name: the transport facts clients and servers read at run time.'])}export const operations: {\n${tableType.join('\n')}\n} = {\n${table.join('\n')}\n};`,
    `${renderDoc(['Name of an operation of this package.'])}export type OperationName = keyof typeof operations;`,
    `${renderDoc(['Request and response types of every operation, by name. `request` is a write shape (no read-only properties).'])}export interface Operations {\n${typeMap.join('\n')}\n}`,
    // Descriptions are documentation: they go to JSDoc, not into data every client bundle would carry.
    `${renderDoc(['Addresses the services are reached at.', ...described(model.services.flatMap((s) => s.endpoints.map((e) => [e.name ?? e.url, e.description] as const)))])}export const endpoints: readonly EndpointDescriptor[] = ${value(endpoints(model))};`,
    `${renderDoc(['Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`.', ...described(model.rateLimits.map((l) => [l.id, l.description] as const))])}export const rateLimits: readonly RateLimit[] = ${value(model.rateLimits.map(rateLimit))};`,
    `${renderDoc(['How each rate-limit key is read off a request.', ...described(model.rateLimitKeys.map((k) => [k.name, k.description] as const))])}export const rateLimitKeys: readonly RateLimitKey[] = ${value(model.rateLimitKeys.map(({ description: _description, ...key }) => stripUndefined(key)))};`,
    `${renderDoc(["Security schemes by name, as operations' `security` requirements refer to them.", ...described(model.securitySchemes.map((s) => [s.name, s.description] as const))])}export const securitySchemes: { readonly [name: string]: SecuritySchemeDescriptor } = ${value(securitySchemes(model))};`,
  ];

  const kinds = new Set(operations.map((op) => (op.kind === 'http' ? 'HttpOperationDescriptor' : 'SoapOperationDescriptor')));
  const runtimeTypes = ['EndpointDescriptor', ...kinds, 'RateLimit', 'RateLimitKey', 'SecuritySchemeDescriptor'].sort();
  const imports = [
    operationTable.importTypes(runtimeTypes),
    ...(operations.length > 0 ? ["import * as descriptors from './operation-descriptors.js';"] : []),
    ...(used.size > 0 ? [context.importFrom('types', { types: [...used].sort() })] : []),
  ];
  const header = `${renderDoc([`Operations of ${model.title} ${model.version}.`, '', 'Generated from the definition; do not edit.'])}${imports.join('\n')}`;
  return assemble(header, statements);
}

function operationDoc(op: OperationNode): string[] {
  const lines = [op.summary, op.description].filter((l): l is string => l !== undefined && l !== '');
  const paragraphs = lines.flatMap((l, i) => (i === 0 ? [l] : ['', l]));
  if (op.deprecated) paragraphs.push('', '@deprecated');
  return paragraphs;
}

/** One entry of the `Operations` type map. */
function operationTypes(op: OperationNode, read: TypeContext, write: TypeContext): string {
  if (op.kind === 'soap') {
    const faults = [...new Set(op.faults.map((f) => refText(f.type, read)))];
    return typeLiteral([
      ['path', 'Record<string, never>'],
      ['query', 'Record<string, never>'],
      ['headers', 'Record<string, never>'],
      ['cookies', 'Record<string, never>'],
      ['request', refText(op.input.type, write)],
      ['response', refText(op.output.type, read)],
      ['error', faults.length > 0 ? faults.join(' | ') : 'unknown'],
    ]);
  }
  const success = op.responses.filter((r) => r.status.startsWith('2'));
  const failure = op.responses.filter((r) => !r.status.startsWith('2'));
  return typeLiteral([
    ['path', parameters(op, 'path', write)],
    ['query', parameters(op, 'query', write)],
    ['headers', parameters(op, 'header', write)],
    ['cookies', parameters(op, 'cookie', write)],
    ['request', requestType(op, write)],
    ['response', success.length === 0 ? 'never' : bodies(success.map((r) => r.contents), read, 'undefined')],
    ['error', failure.length === 0 ? 'unknown' : bodies(failure.map((r) => r.contents), read, 'unknown')],
  ]);
}

/** The request body's type (its write shape), `| undefined` when the body is optional; `never` without a body. */
export function requestType(op: HttpOperationNode, ctx: TypeContext): string {
  const body = op.requestBody;
  if (body === undefined || body.contents.length === 0) return 'never';
  const text = unionOf(body.contents.map((c) => c.type), ctx);
  return body.required ? text : `${text} | undefined`;
}

/** Union of the body types of several responses, each type once; `empty` stands for a response without a body. */
export function bodies(responses: readonly (readonly MediaContentNode[])[], ctx: TypeContext, empty: string): string {
  const types = responses.flatMap((contents) => contents.map((c) => c.type));
  return unionOf(types, ctx, responses.some((contents) => contents.length === 0) ? [empty] : []);
}

function parameters(op: HttpOperationNode, location: ParameterNode['in'], ctx: TypeContext): string {
  const params = op.parameters.filter((p) => p.in === location);
  if (params.length === 0) return 'Record<string, never>';
  const members = params.map((p) => {
    const doc = typeDoc({ ...p.type, description: p.description ?? p.type.description, provenance: p.provenance ?? p.type.provenance, deprecated: p.deprecated || p.type.deprecated });
    return `${renderDoc(doc)}${propertyKey(p.name)}${p.required ? '' : '?'}: ${typeExpression(p.type, ctx)};`;
  });
  return `{\n${members.join('\n')}\n}`;
}

function refText(name: string, ctx: TypeContext): string {
  return typeExpression({ kind: 'ref', name }, ctx);
}

/** Distinct alternatives joined; no parentheses needed, as `&` binds tighter than `|` and unions flatten. */
function union(texts: string[]): string {
  return [...new Set(texts)].join(' | ');
}

function typeLiteral(members: [string, string][]): string {
  return `{\n${members.map(([key, type]) => `${key}: ${type};`).join('\n')}\n}`;
}

/** JSDoc bullets `- \`name\`: description` for the entries that have one. */
function described(entries: readonly (readonly [string, string | undefined])[]): string[] {
  const lines = entries.filter(([, d]) => d !== undefined && d.trim() !== '').map(([name, d]) => `- \`${name}\`: ${(d as string).replace(/\s+/g, ' ').trim()}`);
  return lines.length > 0 ? ['', ...lines] : [];
}

function endpoints(model: ApiModel): Record<string, unknown>[] {
  return model.services.flatMap((s) => s.endpoints.map((e) => stripUndefined({ service: s.name, name: e.name, url: e.url })));
}

function rateLimit(limit: ApiModel['rateLimits'][number]): Record<string, unknown> {
  const { provenance: _provenance, description: _description, ...rest } = limit;
  return stripUndefined({ ...rest });
}

function securitySchemes(model: ApiModel): Record<string, unknown> {
  return Object.fromEntries(
    model.securitySchemes.map((s) => [s.name, stripUndefined({ kind: s.kind, in: s.in, paramName: s.paramName, bearerFormat: s.bearerFormat })]),
  );
}

function stripUndefined<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** Writes plain data as a TypeScript literal on one line (the formatter breaks long ones): single-quoted strings. */
function value(data: unknown): string {
  if (data === null || typeof data === 'number' || typeof data === 'boolean') return String(data);
  if (typeof data === 'string') return literal(data);
  if (Array.isArray(data)) return `[${data.map(value).join(', ')}]`;
  if (typeof data === 'object') {
    const entries = Object.entries(data as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${value(v)}`).join(', ')} }`;
  }
  throw new Error(`Cannot write ${typeof data} as a literal.`);
}
