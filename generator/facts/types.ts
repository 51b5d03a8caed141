/**
 * Facts about a model's named types: the index by model name, and following refs to the node that says what a
 * value is. Every part that looks a type up reads this index instead of building its own map.
 */
import type { ApiModel, NamedTypeNode, TypeNode } from '../model/types.ts';
import { fact, read } from './index.ts';

/** Named types by model name. */
export const typeIndex = fact('typeIndex', (model): ReadonlyMap<string, NamedTypeNode> => new Map(model.types.map((t) => [t.name, t])));

/** The named type of this model name, if any. */
export function namedType(model: ApiModel, name: string): NamedTypeNode | undefined {
  return read(model, typeIndex).get(name);
}

/**
 * Follows refs (at most 16 deep, so a cycle of aliases cannot loop) to the first node that is not a ref; a ref to
 * an unknown name is returned as it is.
 */
export function resolveType(model: ApiModel, type: TypeNode): TypeNode;
export function resolveType(model: ApiModel, type: TypeNode | undefined): TypeNode | undefined;
export function resolveType(model: ApiModel, type: TypeNode | undefined): TypeNode | undefined {
  const index = read(model, typeIndex);
  let t = type;
  for (let i = 0; i < 16 && t !== undefined && t.kind === 'ref'; i++) {
    const named = index.get(t.name);
    if (named === undefined) break;
    t = named.type;
  }
  return t;
}
