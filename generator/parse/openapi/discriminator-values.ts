/**
 * Discriminator values a variant states itself. OpenAPI's implicit mapping names a variant by its schema's name,
 * but most real documents that leave the mapping out (OpenAI's hundreds of unions, PagerDuty's contact methods)
 * give each variant its tag as a `const` or a one-value `enum`, and that is what the services send: `{"type":
 * "shell"}`, never `{"type": "FunctionShellToolParam"}`. So a variant none of whose mapping values its own tag
 * property allows is also selected by the values it does allow, unless another variant already claims one.
 * Runs once after parsing, over the parser's own fresh nodes, so validators, types and fixtures agree.
 */
import type { ApiModel, NamedTypeNode, TypeNode, UnionTypeNode } from '../../model/types.ts';
import { walkType } from '../../model/analyse.ts';

export function completeDiscriminatorValues(model: ApiModel): void {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const visit = (node: TypeNode): void => {
    if (node.kind === 'union' && node.discriminator !== undefined) complete(node, types);
  };
  for (const named of model.types) walkType(named.type, visit);
  for (const op of [...model.services.flatMap((s) => s.operations), ...(model.webhooks ?? [])]) {
    if (op.kind !== 'http') continue;
    for (const content of op.requestBody?.contents ?? []) walkType(content.type, visit);
    for (const response of op.responses) for (const content of response.contents) walkType(content.type, visit);
  }
}

function complete(union: UnionTypeNode, types: ReadonlyMap<string, NamedTypeNode>): void {
  const discriminator = union.discriminator!;
  const claimed = new Set(discriminator.mapping.map((m) => m.value));
  const added: { value: string; type: string }[] = [];
  for (const variant of union.variants) {
    if (variant.kind !== 'ref') continue;
    const allowed = allowedValues(variant, discriminator.property, types, new Set());
    if (allowed === undefined || allowed.length === 0) continue;
    const own = discriminator.mapping.filter((m) => m.type === variant.name).map((m) => m.value);
    if (own.some((v) => allowed.includes(v))) continue;
    for (const value of allowed) {
      if (claimed.has(value)) continue;
      claimed.add(value);
      added.push({ value, type: variant.name });
    }
  }
  discriminator.mapping.push(...added);
}

/** The finite set of string values a type allows at `property` (a const or an enum), through refs and allOf. */
function allowedValues(type: TypeNode, property: string, types: ReadonlyMap<string, NamedTypeNode>, seen: Set<string>): string[] | undefined {
  switch (type.kind) {
    case 'ref': {
      if (seen.has(type.name)) return undefined;
      seen.add(type.name);
      const named = types.get(type.name);
      return named === undefined ? undefined : allowedValues(named.type, property, types, seen);
    }
    case 'intersection': {
      let result: string[] | undefined;
      for (const member of type.members) {
        const values = allowedValues(member, property, types, seen);
        if (values !== undefined) result = result === undefined ? values : result.filter((v) => values.includes(v));
      }
      return result;
    }
    case 'object': {
      const prop = type.properties.find((p) => p.name === property);
      if (prop === undefined) return undefined;
      return scalarValues(prop.type, types);
    }
    default:
      return undefined;
  }
}

function scalarValues(type: TypeNode, types: ReadonlyMap<string, NamedTypeNode>): string[] | undefined {
  if (type.kind === 'literal') return typeof type.value === 'string' ? [type.value] : undefined;
  if (type.kind === 'string' && type.enum !== undefined && type.enum.length > 0) return [...type.enum];
  if (type.kind === 'ref') {
    const named = types.get(type.name);
    return named === undefined ? undefined : scalarValues(named.type, types);
  }
  return undefined;
}
