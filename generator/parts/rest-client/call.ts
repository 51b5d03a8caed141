/**
 * One operation's call as the client class's method and the `calls` entry's function both write it: its
 * parameters (positional path parameters the connection does not hold, required query and header parameters, the
 * body, an options object with the optional ones), its result type, and the body that sends it. Types are the
 * model's own names (`InvoiceWrite`, `Invoice`), collected in the contexts' `used` for the import line.
 */
import { argumentName, optionalParameters, positionalParameters, requestBodyType, successBody } from '../../facts/http.ts';
import { resolveType } from '../../facts/types.ts';
import type { ApiModel, HttpOperationNode, ParameterNode } from '../../model/types.ts';
import { literal, propertyKey, typeExpression, type TypeContext } from '../../part-kit/type-expression.ts';
import { bodies, requestType } from '../operations/operations.ts';
import { descriptorName } from '../operations/descriptors.ts';

export interface CallSignature {
  readonly doc: readonly string[];
  /** `invoice: InvoiceWrite, options?: ...` */
  readonly parameters: string;
  /** The same parameters, one by one (for emitters that lay them out). */
  readonly parameterList: readonly string[];
  readonly result: string;
  /** The export of the operation's descriptor (operation-descriptors.ts). */
  readonly descriptor: string;
  /** The expression that sends the call, given how the descriptor is referred to. */
  body(descriptor: string): string;
}

export interface CallContext {
  readonly held: readonly ParameterNode[];
  readonly types: TypeContext;
  readonly write: TypeContext;
  readonly callOptions: string;
  /** Who holds the HTTP client and path values: the class (`this`) or a connection parameter. */
  readonly target: string;
}

export function callSignature(op: HttpOperationNode, model: ApiModel, context: CallContext): CallSignature {
  const { held, target } = context;
  const positional = positionalParameters(op, model, held);
  const args: string[] = [];
  const pathEntries: string[] = held
    .filter((h) => op.parameters.some((p) => p.in === 'path' && p.name === h.name))
    .map((h) => `${propertyKey(h.name)}: ${target}.pathValues[${literal(h.name)}]`);
  const queryEntries: string[] = [];
  const headerEntries: string[] = [];
  const taken = new Set<string>(target === 'this' ? [] : [target]);
  for (const p of positional) {
    let arg = argumentName(p.name);
    if (taken.has(arg)) arg = `${arg}Value`;
    taken.add(arg);
    args.push(`${arg}: ${typeExpression(p.type, context.write)}`);
    if (p.in === 'path') pathEntries.push(`${propertyKey(p.name)}: ${arg}`);
    else if (p.in === 'query') queryEntries.push(`${propertyKey(p.name)}: ${arg}`);
    else headerEntries.push(`${propertyKey(p.name)}: String(${arg})`);
  }
  let bodyArg: string | undefined;
  if (op.requestBody !== undefined && op.requestBody.contents.length > 0) {
    const typeName = requestBodyType(op);
    bodyArg = typeName === undefined ? 'body' : argumentName(typeName);
    if (bodyArg === 'bodyValue' || taken.has(bodyArg)) bodyArg = 'requestBody';
    const type = requestType({ ...op, requestBody: { ...op.requestBody, required: true } }, context.write);
    args.push(`${bodyArg}${op.requestBody.required ? '' : '?'}: ${type}`);
  }
  const members = (location: 'query' | 'header'): string => {
    const params = optionalParameters(op, model, held, location);
    if (params.length === 0) return 'Record<never, never>';
    return `{ ${params.map((p) => `readonly ${propertyKey(p.name)}?: ${typeExpression(p.type, context.write)}`).join('; ')} }`;
  };
  // Body flags (`x-svc-body-flags`) are options that set a boolean member of the body: `{ sparse: true }`.
  const flags = bodyArg !== undefined ? (op.bodyFlags ?? []) : [];
  const flagMembers = flags.map((f) => `/** Sets \`${f}\` in the request body. */\nreadonly ${propertyKey(f)}?: boolean;`);
  const optionsType = `${context.callOptions}<${members('query')}, ${members('header')}>${flags.length > 0 ? ` & {\n${flagMembers.join('\n')}\n}` : ''}`;
  args.push(`options?: ${optionsType}`);
  const bodyValue =
    bodyArg === undefined ? undefined : flags.length === 0 ? bodyArg : `withFlags(${bodyArg}, { ${flags.map((f) => `${propertyKey(f)}: options?.${f}`).join(', ')} })`;
  const query = queryEntries.length > 0 ? `{ ...options?.query, ${queryEntries.join(', ')} }` : 'options?.query';
  const headers =
    headerEntries.length > 0
      ? `{ ...(options?.headers as { [name: string]: string | undefined }), ${headerEntries.join(', ')} }`
      : 'options?.headers as { [name: string]: string | undefined } | undefined';
  return {
    doc: [op.summary ?? op.name, ...(op.description ? ['', op.description] : []), ...(op.deprecated ? ['', '@deprecated'] : [])],
    parameters: args.join(', '),
    parameterList: args,
    result: resultType(op, model, context.types),
    descriptor: descriptorName(op.name),
    body: (descriptor) => `${target}.http.call(${descriptor}, {
      path: { ${pathEntries.join(', ')} },
      query: ${query},
      headers: ${headers},${bodyValue !== undefined ? `\n      body: ${bodyValue},` : ''}
      idempotencyKey: options?.idempotencyKey,
      signal: options?.signal,
    })`,
  };
}

/**
 * What an operation resolves to, as the model's types: the wrapper's result member (`x-svc-result`) where there is
 * one, else the success bodies (as `Operations[...]['response']` says).
 */
export function resultType(op: HttpOperationNode, model: ApiModel, ctx: TypeContext): string {
  const success = successBody(op, model);
  if (success.resultProperty !== undefined && success.typeName !== undefined) {
    const wrapper = resolveType(model, { kind: 'ref', name: success.typeName });
    const member = wrapper?.kind === 'object' ? wrapper.properties.find((p) => p.name === success.resultProperty) : undefined;
    if (member !== undefined) {
      const text = typeExpression({ ...member.type, nullable: false }, ctx);
      return resolveType(model, member.type)?.nullable === true ? `NonNullable<${text}>` : text;
    }
  }
  const responses = op.responses.filter((r) => r.status.startsWith('2'));
  return responses.length === 0 ? 'never' : bodies(responses.map((r) => r.contents), ctx, 'undefined');
}

