/**
 * WSDL 1.1 (+ XSD) parser: a definition file -> the format-neutral model.
 *
 * Supported: document/literal operations over SOAP 1.1 or 1.2 bindings; inline schemas and xs:import /
 * xs:include of local files; wsdl:import of local files, by location or by namespace (wsdl-imports.ts); the XSD
 * subset mapped in xsd-types.ts. Reported instead of guessed: rpc style, encoded use, soap:header, multi-part
 * messages, one-way operations, xs:redefine (errors);
 * xs:any, substitutionGroup, mixed content, xs:list, facets the model cannot hold (warnings).
 * Named types: one per global element (named after it) and per named complex/simple type (a type whose name an
 * element already took gets the suffix `Type`). Every problem is collected; any error leaves the model undefined.
 */
import path from 'node:path';
import type { ApiModel, Diagnostic, NamedTypeNode, SourceLocation } from '../../model/types.ts';
import { diagnostic, sortDiagnostics, type ParseResult } from '../../model/diagnostics.ts';
import { wsdlDocumentation } from './docs.ts';
import { displayPath, loadXmlFile } from './load.ts';
import { NS, qnameKey } from './qname.ts';
import { isWsdl11, buildServices, type RpcTypes } from './wsdl.ts';
import { readWsdl, type WsdlTables } from './wsdl-read.ts';
import { loadWsdlImports, NamespaceIndex } from './wsdl-imports.ts';
import { chosenPackageName, derivedPackageName, type PackageNaming } from '../package-name.ts';
import { readServiceModules } from '../service-modules.ts';
import { buildSchemaModel, parseXsdFile } from './xsd.ts';

/** Namespace of svc-codegen's WSDL extensibility elements (`<svc:serviceModules dir="..."/>`). */
export const SVC_NAMESPACE = 'urn:svc-codegen:extensions';

export interface ParseWsdlOptions {
  /** Package name (`billing`, or scoped: `@acme/billing`); default: the file's base name (rules: ../package-name.ts). */
  name?: string;
}

export async function parseWsdl(file: string, options: ParseWsdlOptions = {}): Promise<ParseResult> {
  const diagnostics: Diagnostic[] = [];
  let model: ApiModel | undefined;
  try {
    model = await parse(file, options, diagnostics);
  } catch (err) {
    diagnostics.push(internalError(file, err));
  }
  const sorted = finish(diagnostics);
  return sorted.some((d) => d.severity === 'error') ? { diagnostics: sorted } : { model, diagnostics: sorted };
}

/** Parses a standalone XML Schema file (with its includes and imports) into named types. */
export async function parseXsd(file: string): Promise<{ types?: NamedTypeNode[]; diagnostics: Diagnostic[] }> {
  let result: { types: NamedTypeNode[]; diagnostics: Diagnostic[] };
  try {
    result = await parseXsdFile(file);
  } catch (err) {
    result = { types: [], diagnostics: [internalError(file, err)] };
  }
  const sorted = finish(result.diagnostics);
  return sorted.some((d) => d.severity === 'error') ? { diagnostics: sorted } : { types: result.types, diagnostics: sorted };
}

async function parse(file: string, options: ParseWsdlOptions, diagnostics: Diagnostic[]): Promise<ApiModel | undefined> {
  const absFile = path.resolve(file);
  const doc = await loadXmlFile(absFile, diagnostics);
  if (!doc) return undefined;
  const root = doc.root;
  if (!isWsdl11(root)) {
    const what = root.ns === NS.wsdl20 ? 'a WSDL 2.0 document' : `<${root.local}> in namespace "${root.ns}"`;
    diagnostics.push(diagnostic('SVC009', `not a WSDL 1.1 document: found ${what}`, root.location));
    return undefined;
  }
  const namespaces = new NamespaceIndex(diagnostics);
  const imported = await loadWsdlImports(doc, namespaces, diagnostics);
  const schemaRoots = [
    ...imported.definitions.flatMap((d) =>
      d.root.children
        .filter((c) => c.ns === NS.wsdl && c.local === 'types')
        .flatMap((t) => t.children.filter((s) => s.ns === NS.xsd && s.local === 'schema'))
        .map((el) => ({ el, absFile: d.absFile })),
    ),
    ...imported.schemas.map((d) => ({ el: d.root, absFile: d.absFile })),
  ];
  const tables = mergeTables(imported.definitions.map((d) => readWsdl(d.root, diagnostics)));
  const messageElements = new Set([...tables.messages.values()].flatMap((m) => m.parts.flatMap((p) => (p.element ? [qnameKey(p.element)] : []))));
  const schemas = await buildSchemaModel(schemaRoots, diagnostics, messageElements, (dir, ns) => namespaces.find(dir, ns));
  // rpc operations' wrapper types join the schemas' (named apart from them).
  const rpcTypes: RpcTypes = { taken: new Set(schemas.types.map((t) => t.name)), types: [] };
  const services = buildServices(tables, schemas.converter, diagnostics, rpcTypes);

  const docs = wsdlDocumentation(root);
  const naming = wsdlPackageName(file, options.name, root.location, diagnostics);
  const model: ApiModel = {
    ...naming,
    title: tables.services[0]?.name ?? root.attrs.name ?? naming.name,
    version: documentedVersion(docs.description) ?? '1.0.0',
    source: { file: doc.file, line: root.location.line, column: root.location.column, pointer: root.location.pointer },
    services,
    types: [...schemas.types, ...rpcTypes.types],
    securitySchemes: [],
    rateLimits: [],
    rateLimitKeys: [],
    extensions: {},
  };
  if (docs.description) model.description = docs.description;
  // An extensibility element of our namespace (WSDL 1.1 allows them in wsdl:definitions; other tools ignore it).
  const modules = root.children.find((c) => c.ns === SVC_NAMESPACE && c.local === 'serviceModules');
  if (modules) {
    const read = readServiceModules(absFile, modules.attrs.dir, modules.location, diagnostics);
    if (read) model.serviceModules = read;
  }
  return model;
}

/** The tables of the root document and of the documents it imports, as one (a name defined twice: the first). */
function mergeTables(all: WsdlTables[]): WsdlTables {
  const [first, ...rest] = all;
  for (const t of rest) {
    for (const key of ['messages', 'portTypes', 'bindings'] as const) {
      for (const [name, value] of t[key] as Map<string, unknown>) if (!first[key].has(name)) (first[key] as Map<string, unknown>).set(name, value);
    }
    first.bindingList.push(...t.bindingList.filter((b) => first.bindingList.every((o) => o.name !== b.name || o.el === b.el)));
    first.services.push(...t.services);
  }
  return first;
}

/** `--name` when given, else the file's base name; a name npm would refuse is an error located at the root. */
function wsdlPackageName(file: string, option: string | undefined, at: SourceLocation, diagnostics: Diagnostic[]): PackageNaming {
  const fromFile = derivedPackageName(path.basename(file, path.extname(file)));
  const chosen = option === undefined ? fromFile : chosenPackageName(option);
  if ('naming' in chosen) return chosen.naming;
  diagnostics.push(diagnostic('SVC015', chosen.problem, at, { hint: chosen.hint }));
  return 'naming' in fromFile ? fromFile.naming : { name: 'api' };
}

/** A `Version: 1.2.3` line in the definitions' documentation. */
function documentedVersion(description: string | undefined): string | undefined {
  const match = description && /^version\s*:\s*(\d+(?:\.\d+){0,2}(?:[-+][0-9A-Za-z.-]+)?)\s*$/im.exec(description);
  return match ? match[1] : undefined;
}

function internalError(file: string, err: unknown): Diagnostic {
  const message = err instanceof Error ? err.message : String(err);
  return diagnostic('SVC007', `internal error while parsing: ${message}`, { file: displayPath(path.resolve(file)), line: 1, column: 1, pointer: '' }, {
    hint: 'This is a bug in the WSDL parser; please report it with the definition.',
  });
}

/** Sorted, without repeats (a construct checked from two places reports once). */
function finish(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const key = `${d.code}|${d.location.file}|${d.location.line}|${d.location.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return sortDiagnostics(unique);
}
