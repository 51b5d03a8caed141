/**
 * The model analysis pass: facts many emitters need, computed once over the whole model (Kubb's lesson) and
 * stored on the named types, so no emitter walks the reference graph itself.
 *
 * - `recursive`: the type reaches itself through refs (directly or via other named types).
 * - `hasAccessScoped`: the type has a readOnly/writeOnly property at any depth, through refs too; such a type
 *   gets distinct read and write shapes.
 *
 * - `inRequest`: a request can carry the type (reachable from a request body, parameter or SOAP input).
 *
 * The first two are answered with one strongly-connected-components pass (Tarjan) over the ref graph, so cycles are
 * handled without special cases and the cost is linear in the size of the model.
 */
import { diagnostic } from './diagnostics.ts';
import type { ApiModel, Diagnostic, NamedTypeNode, TypeNode } from './types.ts';

/** Returns a new model with the computed facts filled on every named type; the input is untouched. */
export function analyseModel(model: ApiModel): ApiModel {
  const names = model.types.map((t) => t.name);
  const index = new Map(names.map((name, i) => [name, i]));
  const edges = model.types.map((t) => {
    const targets = new Set<number>();
    for (const ref of collectRefs(t.type)) {
      const target = index.get(ref);
      if (target !== undefined) targets.add(target);
    }
    return [...targets];
  });
  const components = stronglyConnectedComponents(edges);

  const recursive = new Array<boolean>(names.length).fill(false);
  const scoped = model.types.map((t) => hasOwnAccessScoped(t.type));
  // Tarjan yields components successors-first, so each component's targets are final when it is reached.
  for (const component of components) {
    const members = new Set(component);
    const cyclic = component.length > 1 || edges[component[0]].includes(component[0]);
    let anyScoped = component.some((i) => scoped[i]);
    for (const i of component) {
      for (const target of edges[i]) if (!members.has(target) && scoped[target]) anyScoped = true;
    }
    for (const i of component) {
      recursive[i] = cyclic;
      scoped[i] = anyScoped;
    }
  }

  const inRequest = reachableFromRequests(model, index, edges);
  return {
    ...model,
    types: model.types.map(
      (t, i): NamedTypeNode => ({
        ...t,
        recursive: recursive[i],
        hasAccessScoped: scoped[i],
        inRequest: inRequest[i],
      }),
    ),
  };
}

function reachableFromRequests(model: ApiModel, index: Map<string, number>, edges: number[][]): boolean[] {
  const seen = new Array<boolean>(model.types.length).fill(false);
  const stack: number[] = [];
  const visit = (type: TypeNode): void => {
    for (const ref of collectRefs(type)) {
      const i = index.get(ref);
      if (i !== undefined && !seen[i]) {
        seen[i] = true;
        stack.push(i);
      }
    }
  };
  for (const op of model.services.flatMap((s) => s.operations)) {
    if (op.kind === 'soap') {
      visit({ kind: 'ref', name: op.input.type });
      continue;
    }
    for (const p of op.parameters) visit(p.type);
    for (const c of op.requestBody?.contents ?? []) visit(c.type);
  }
  while (stack.length > 0) {
    for (const target of edges[stack.pop()!]) {
      if (!seen[target]) {
        seen[target] = true;
        stack.push(target);
      }
    }
  }
  return seen;
}

/**
 * Checks the invariants emitters rely on and the model documents (unique type and operation names, refs that
 * resolve, discriminator mappings that name a variant). Parsers should already guarantee them; this catches a
 * hand-written or buggy model before it becomes confusing TypeScript errors in a generated package.
 */
export function validateModel(model: ApiModel): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const typeNames = new Set<string>();
  for (const t of model.types) {
    if (typeNames.has(t.name)) {
      problems.push(diagnostic('SVC010', `Duplicate type name "${t.name}".`, t.source));
    }
    typeNames.add(t.name);
  }
  const checkType = (type: TypeNode, where: NamedTypeNode['source'], owner: string): void => {
    walkType(type, (node) => {
      if (node.kind === 'ref' && !typeNames.has(node.name)) {
        problems.push(diagnostic('SVC002', `${owner} refers to unknown type "${node.name}".`, where));
      }
      if (node.kind === 'union' && node.discriminator) {
        const variantRefs = new Set(node.variants.flatMap((v) => (v.kind === 'ref' ? [v.name] : [])));
        for (const entry of node.discriminator.mapping) {
          if (!variantRefs.has(entry.type)) {
            problems.push(
              diagnostic(
                'SVC014',
                `${owner}: discriminator value "${entry.value}" maps to "${entry.type}", which is not a variant.`,
                where,
              ),
            );
          }
        }
      }
    });
  };
  for (const t of model.types) checkType(t.type, t.source, `Type "${t.name}"`);

  const operationNames = new Set<string>();
  for (const service of model.services) {
    for (const op of service.operations) {
      if (operationNames.has(op.name)) {
        problems.push(diagnostic('SVC004', `Duplicate operation name "${op.name}".`, op.source));
      }
      operationNames.add(op.name);
      const owner = `Operation "${op.name}"`;
      if (op.kind === 'http') {
        for (const p of op.parameters) checkType(p.type, op.source, owner);
        for (const c of op.requestBody?.contents ?? []) checkType(c.type, op.source, owner);
        for (const r of op.responses) {
          for (const c of r.contents) checkType(c.type, op.source, owner);
          for (const h of r.headers) checkType(h.type, op.source, owner);
        }
      } else {
        for (const part of [op.input, op.output, ...op.faults]) {
          if (!typeNames.has(part.type)) {
            problems.push(diagnostic('SVC002', `${owner} refers to unknown type "${part.type}".`, op.source));
          }
        }
      }
    }
  }
  return problems;
}

/** Visits a type node and every node inside it (not through refs). */
export function walkType(type: TypeNode, visit: (node: TypeNode) => void): void {
  visit(type);
  if (type.not !== undefined) walkType(type.not, visit);
  switch (type.kind) {
    case 'array':
      walkType(type.items, visit);
      break;
    case 'object':
      for (const p of type.properties) walkType(p.type, visit);
      if (typeof type.additionalProperties === 'object') walkType(type.additionalProperties, visit);
      break;
    case 'union':
      for (const v of type.variants) walkType(v, visit);
      break;
    case 'intersection':
      for (const m of type.members) walkType(m, visit);
      break;
    default:
      break;
  }
}

/** Names of the named types a type node refers to directly, in first-seen order. */
export function collectRefs(type: TypeNode): string[] {
  const refs = new Set<string>();
  walkType(type, (node) => {
    if (node.kind === 'ref') refs.add(node.name);
  });
  return [...refs];
}

/** True when a readOnly/writeOnly property occurs inside this node itself (refs are followed by the caller). */
function hasOwnAccessScoped(type: TypeNode): boolean {
  let found = false;
  walkType(type, (node) => {
    if (node.kind === 'object' && node.properties.some((p) => p.access !== undefined)) found = true;
  });
  return found;
}

/** Tarjan's algorithm, iterative (deep ref chains in big specs must not overflow the stack). */
function stronglyConnectedComponents(edges: number[][]): number[][] {
  const count = edges.length;
  const order = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;

  for (let root = 0; root < count; root++) {
    if (order[root] !== -1) continue;
    const work: { node: number; next: number }[] = [{ node: root, next: 0 }];
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const { node } = frame;
      if (frame.next < edges[node].length) {
        const target = edges[node][frame.next++];
        if (order[target] === -1) {
          order[target] = low[target] = counter++;
          stack.push(target);
          onStack[target] = true;
          work.push({ node: target, next: 0 });
        } else if (onStack[target]) {
          low[node] = Math.min(low[node], order[target]);
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low[parent] = Math.min(low[parent], low[node]);
      }
      if (low[node] === order[node]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = false;
          component.push(member);
        } while (member !== node);
        components.push(component.sort((a, b) => a - b));
      }
    }
  }
  return components;
}
