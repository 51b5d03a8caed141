/**
 * Names for operations that have no `operationId`. The rule is hey-api's (openapi-ts): the method, then the
 * path's words, a `{placeholder}` read as `by <placeholder>`, all camelCased: `GET /pets/{petId}` ->
 * `getPetsByPetId`, `POST /v2/1-clicks/kubernetes` -> `postV21ClicksKubernetes`, `GET /` -> `get`. A name is
 * only derived when the definition gives none, so adding an `operationId` later renames nothing else.
 *
 * Derived names never collide: an operationId keeps its name, and a derived name another operation already
 * has (written or derived earlier, in definition order) gets the next free number: `getPets2`. Each derived name is
 * reported once, as a warning located at the operation, so the user sees the name clients will use.
 */
import { diagnostic } from '../../model/diagnostics.ts';
import type { HttpOperationNode } from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import { toMemberName } from './names.ts';
import type { Site } from './refs.ts';

/** An operation read without an operationId, waiting for its final name. */
export interface DerivedName {
  /** Every model operation of that Operation Object (one, or its `x-svc-operations` variants keep theirs). */
  operation: HttpOperationNode;
  site: Site;
}

/** `method` + the path's words, placeholders as `by <name>` (hey-api's rule). */
export function derivedOperationName(method: string, path: string): string {
  const words = path.replace(/\{([^}]*)\}/g, ' by $1 ');
  return toMemberName(`${method} ${words}`);
}

/** Gives every derived name its final, unique form and reports it. `operations` are all of the model's. */
export function settleDerivedNames(ctx: ParseContext, operations: readonly HttpOperationNode[], derived: readonly DerivedName[]): void {
  const pending = new Set(derived.map((d) => d.operation));
  const taken = new Set(operations.filter((o) => !pending.has(o)).map((o) => o.name));
  for (const { operation, site } of derived) {
    const base = operation.name;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    operation.name = name;
    const clash = name === base ? '' : ` (\`${base}\` is taken)`;
    ctx.diagnostics.push(
      diagnostic('SVC008', `${operation.method.toUpperCase()} ${operation.path} has no operationId; it is named \`${name}\`${clash}`, site.doc.locate(site.pointer), {
        severity: 'warning',
        hint: `Give it an operationId to choose the name clients and servers use (derived: method, then the path's words, {x} as "by x").`,
      }),
    );
  }
}
