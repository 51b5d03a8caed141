/**
 * Warnings for definitions that generate but leave something silently half-done, each located in the file to
 * change and naming the change:
 * - SVC016: a data file in a folder of the definition that no `$ref` reaches (a schema or path file written but
 *   never wired into the root document);
 * - SVC017: a response wrapper of the `{Entity, <scalar>}` shape without `x-svc-result` (clients would return
 *   the wrapper, not the entity);
 * - SVC018: an entity with operations of its own that the definition's query language cannot select (names the
 *   line to add to the query result schema).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel, HttpOperationNode, NamedTypeNode, SourceLocation, TypeNode } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { recordFolder } from '../../read-ledger.ts';
import type { ParseContext } from './context.ts';
import type { LoadedDocument } from './load.ts';
import { relativeFile } from './load.ts';

const DATA_FILE = /\.(ya?ml|json)$/i;

export function checkDefinition(ctx: ParseContext, root: LoadedDocument, model: ApiModel): void {
  checkUnreferencedFiles(ctx, root);
  const types = new Map(model.types.map((t) => [t.name, t]));
  const ops = model.services.flatMap((s) => s.operations).filter((o): o is HttpOperationNode => o.kind === 'http');
  checkWrappers(ctx, ops, types);
  checkQueryable(ctx, ops, types);
}

/** SVC016: in every folder holding a file the definition references, the data files nothing references. */
function checkUnreferencedFiles(ctx: ParseContext, root: LoadedDocument): void {
  const docs = ctx.store.loaded();
  if (docs.length <= 1) return; // a one-file document has no folder of parts
  const referenced = new Set(docs.map((d) => d.path));
  for (const d of docs) {
    // A file names the same few files in many `$ref`s: each is resolved once.
    const seen = new Set<string>();
    const dir = path.dirname(d.path);
    for (const ref of refsIn(d.data)) {
      const file = ref.split('#')[0];
      if (file === '' || seen.has(file)) continue;
      seen.add(file);
      if (!/^[a-z][a-z0-9+.-]*:/i.test(file)) referenced.add(path.resolve(dir, file));
    }
  }
  const rootDir = path.dirname(root.path);
  const folders = new Set(
    [...referenced].map((f) => path.dirname(f)).filter((dir) => dir !== rootDir && !path.relative(rootDir, dir).startsWith('..')),
  );
  for (const dir of [...folders].sort()) {
    let entries;
    recordFolder(dir);
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, e.name);
      if (!e.isFile() || !DATA_FILE.test(e.name) || referenced.has(file)) continue;
      ctx.diagnostics.push(
        diagnostic('SVC016', `no $ref of ${root.file} reaches this file`, { file: relativeFile(file), line: 1, column: 1, pointer: '' }, {
          severity: 'warning',
          hint: `Nothing in it reaches the package. Reference it from ${root.file} (a line under \`paths:\` or \`components:\`, see the header of that file), or delete it.`,
        }),
      );
    }
  }
}

function resolve(type: TypeNode | undefined, types: ReadonlyMap<string, NamedTypeNode>): TypeNode | undefined {
  let t = type;
  for (let i = 0; i < 16 && t?.kind === 'ref'; i++) t = types.get(t.name)?.type;
  return t;
}

/** The named type of an operation's first 2xx JSON body, if it is one. */
function successType(op: HttpOperationNode): string | undefined {
  const json = op.responses
    .filter((r) => /^2\d\d$/.test(r.status))
    .flatMap((r) => r.contents)
    .find((c) => /json/i.test(c.mediaType));
  return json?.type.kind === 'ref' ? json.type.name : undefined;
}

/**
 * The `{Entity, <scalar>}` shape: two members, one named as the object type it holds (`Widget: Widget`), the
 * other neither an object nor an array (`time`). Returns the entity member and the other.
 */
function bareWrapper(body: TypeNode | undefined, types: ReadonlyMap<string, NamedTypeNode>): { entity: string; other: string } | undefined {
  if (body?.kind !== 'object' || body.resultProperty !== undefined || body.properties.length !== 2) return undefined;
  const entity = body.properties.find((p) => p.type.kind === 'ref' && p.type.name === p.name && resolve(p.type, types)?.kind === 'object');
  const other = body.properties.find((p) => p !== entity);
  const otherType = resolve(other?.type, types);
  if (!entity || !other || !otherType || otherType.kind === 'object' || otherType.kind === 'array') return undefined;
  return { entity: entity.name, other: other.name };
}

/** The entity type a success body holds: its `x-svc-result` member, or the entity of a bare wrapper. */
function wrappedEntity(op: HttpOperationNode, types: ReadonlyMap<string, NamedTypeNode>): string | undefined {
  const name = successType(op);
  const body = name === undefined ? undefined : resolve({ kind: 'ref', name }, types);
  if (body?.kind !== 'object') return undefined;
  if (body.resultProperty === undefined) return bareWrapper(body, types)?.entity;
  const member = body.properties.find((p) => p.name === body.resultProperty);
  return member?.type.kind === 'ref' && resolve(member.type, types)?.kind === 'object' ? member.type.name : undefined;
}

/** SVC017: `{Widget: Widget, time: DateTime}` returned by an operation, with no `x-svc-result`. */
function checkWrappers(ctx: ParseContext, ops: HttpOperationNode[], types: ReadonlyMap<string, NamedTypeNode>): void {
  const reported = new Set<string>();
  for (const op of ops) {
    const name = successType(op);
    if (name === undefined || reported.has(name)) continue;
    const shape = bareWrapper(resolve({ kind: 'ref', name }, types), types);
    if (!shape) continue;
    reported.add(name);
    ctx.diagnostics.push(
      diagnostic('SVC017', `response '${name}' wraps '${shape.entity}' with '${shape.other}' but has no x-svc-result: clients of ${op.name} return the wrapper`, definedAt(ctx, name, types), {
        severity: 'warning',
        hint: `Add \`x-svc-result: ${shape.entity}\` to the schema ${name} (definitions/EXTENSIONS.md), so clients return the ${shape.entity} and servers wrap it.`,
      }),
    );
  }
}

/** SVC018: entities that operations create, read or change, missing from the query language's result members. */
function checkQueryable(ctx: ParseContext, ops: HttpOperationNode[], types: ReadonlyMap<string, NamedTypeNode>): void {
  const queryOp = ops.find((o) => o.query !== undefined);
  const wrapperName = queryOp && successType(queryOp);
  if (!queryOp || !wrapperName) return;
  let result = resolve({ kind: 'ref', name: wrapperName }, types);
  let resultName = wrapperName;
  if (result?.kind === 'object' && result.resultProperty !== undefined) {
    const wanted = result.resultProperty;
    const member = result.properties.find((p) => p.name === wanted);
    if (member?.type.kind === 'ref') resultName = member.type.name;
    result = resolve(member?.type, types);
  }
  if (result?.kind !== 'object') return;
  const queryable = new Set(
    result.properties.filter((p) => {
      const t = resolve(p.type, types);
      return t?.kind === 'array' && t.items.kind === 'ref';
    }).map((p) => p.name),
  );
  if (queryable.size === 0) return;

  // An entity: what a wrapped success body holds, read by a GET and written by another method.
  const byEntity = new Map<string, HttpOperationNode[]>();
  for (const op of ops) {
    const entity = op === queryOp ? undefined : wrappedEntity(op, types);
    if (entity !== undefined) byEntity.set(entity, [...(byEntity.get(entity) ?? []), op]);
  }
  const resultTarget = targetOf(ctx, resultName);
  for (const [entity, entityOps] of [...byEntity].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (queryable.has(entity) || !entityOps.some((o) => o.method === 'get') || !entityOps.some((o) => o.method !== 'get')) continue;
    const target = targetOf(ctx, entity);
    let line = `${entity}: { type: array, items: { $ref: '#/components/schemas/${entity}' } }`;
    if (target && resultTarget) {
      let file = path.relative(path.dirname(resultTarget.doc.path), target.doc.path).split(path.sep).join('/');
      if (!file.startsWith('.')) file = `./${file}`;
      const ref = target.doc.path === resultTarget.doc.path ? `#${target.pointer}` : `${file}${target.pointer ? `#${target.pointer}` : ''}`;
      line = `${entity}: { type: array, items: { $ref: ${ref} } }`;
    }
    const where = resultTarget ? resultTarget.doc.locate(`${resultTarget.pointer}/properties`) : definedAt(ctx, resultName, types);
    ctx.diagnostics.push(
      diagnostic(
        'SVC018',
        `entity '${entity}' has operations (${entityOps.map((o) => o.name).join(', ')}) but the query language of '${queryOp.name}' cannot select it`,
        where,
        { severity: 'warning', hint: `Add this line under \`properties:\` of ${resultName} (${where.file}): ${line}` },
      ),
    );
  }
}

function targetOf(ctx: ParseContext, name: string): { doc: LoadedDocument; pointer: string } | undefined {
  const pending = ctx.pending.find((p) => p.name === name && !p.aliasOf);
  return pending ? { doc: pending.target.doc, pointer: pending.target.pointer } : undefined;
}

/** Where a named schema is written (its own file), else where it is registered. */
function definedAt(ctx: ParseContext, name: string, types: ReadonlyMap<string, NamedTypeNode>): SourceLocation {
  const target = targetOf(ctx, name);
  return target ? target.doc.locate(target.pointer) : types.get(name)!.source;
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}
