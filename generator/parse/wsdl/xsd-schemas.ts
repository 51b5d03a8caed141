/**
 * Gathers every schema reachable from the roots (inline WSDL schemas or an .xsd file), following xs:include and
 * xs:import with a schemaLocation relative to the including file, and indexes their global declarations by QName.
 */
import path from 'node:path';
import type { Diagnostic } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { loadXmlFile, type XmlElement } from './load.ts';
import { NS, qnameKey, type QName } from './qname.ts';

export interface SchemaDoc {
  el: XmlElement;
  /** Effective target namespace (a chameleon include takes the includer's). */
  tns: string;
  elementQualified: boolean;
  attributeQualified: boolean;
  absFile: string;
}

export interface Declaration {
  qname: QName;
  el: XmlElement;
  schema: SchemaDoc;
}

export interface SchemaSet {
  schemas: SchemaDoc[];
  /** Global elements, in load then document order. */
  elements: Map<string, Declaration>;
  /** Named complex and simple types (one symbol space), in load then document order. */
  types: Map<string, Declaration>;
  groups: Map<string, Declaration>;
  attributeGroups: Map<string, Declaration>;
  attributes: Map<string, Declaration>;
}

export interface SchemaRoot {
  el: XmlElement;
  absFile: string;
}

/** Namespaces whose schemas are known without loading (their types are built-in or unsupported). */
const WELL_KNOWN = new Set<string>([NS.xsd, NS.soapEncoding, NS.wsdl, NS.xml]);

/** The schema documents of namespace `ns` among the files of folder `dir` (for imports without a schemaLocation). */
export type NamespaceLookup = (dir: string, ns: string) => Promise<{ root: XmlElement; absFile: string }[]>;

export async function collectSchemas(roots: SchemaRoot[], diagnostics: Diagnostic[], byNamespace?: NamespaceLookup): Promise<SchemaSet> {
  const set: SchemaSet = {
    schemas: [],
    elements: new Map(),
    types: new Map(),
    groups: new Map(),
    attributeGroups: new Map(),
    attributes: new Map(),
  };
  // A file is loaded once per effective namespace (chameleon includes may need it twice).
  const loaded = new Set<string>();
  /** Namespaces imported without a schemaLocation, and the folder of the importing schema. */
  const unlocated: { ns: string; dir: string }[] = [];
  const inProgress = new Map<string, Promise<XmlElement | undefined>>();

  const loadSchemaFile = async (absFile: string, from: XmlElement): Promise<XmlElement | undefined> => {
    let pending = inProgress.get(absFile);
    if (!pending) {
      pending = (async () => {
        const doc = await loadXmlFile(absFile, diagnostics, from.location);
        if (!doc) return undefined;
        if (doc.root.ns !== NS.xsd || doc.root.local !== 'schema') {
          diagnostics.push(
            diagnostic('SVC009', `${doc.file} is not an XML Schema document (root <${doc.root.local}>)`, doc.root.location),
          );
          return undefined;
        }
        return doc.root;
      })();
      inProgress.set(absFile, pending);
    }
    return pending;
  };

  const visit = async (el: XmlElement, absFile: string, inheritedTns: string | undefined): Promise<void> => {
    const tns = el.attrs.targetNamespace ?? inheritedTns ?? '';
    const schema: SchemaDoc = {
      el,
      tns,
      elementQualified: el.attrs.elementFormDefault === 'qualified',
      attributeQualified: el.attrs.attributeFormDefault === 'qualified',
      absFile,
    };
    checkForm(el, 'elementFormDefault', diagnostics);
    checkForm(el, 'attributeFormDefault', diagnostics);
    set.schemas.push(schema);
    register(set, schema, diagnostics);
    for (const child of el.children) {
      if (child.ns !== NS.xsd) continue;
      if (child.local === 'redefine') {
        diagnostics.push(diagnostic('SVC007', 'xs:redefine is not supported', child.location));
        continue;
      }
      if (child.local !== 'include' && child.local !== 'import') continue;
      const location = child.attrs.schemaLocation;
      if (child.local === 'import' && WELL_KNOWN.has(child.attrs.namespace ?? '')) continue;
      // An import without a location names a namespace another schema of the set provides, else (svcutil's
      // output) a file beside this one: looked up once every schema with a location is in.
      if (location === undefined) {
        if (child.local === 'import') unlocated.push({ ns: child.attrs.namespace ?? '', dir: path.dirname(absFile) });
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
        diagnostics.push(
          diagnostic('SVC012', `remote schemaLocation is not fetched: ${location}`, child.location, {
            hint: 'Download the schema next to the definition and point schemaLocation at the local copy.',
          }),
        );
        continue;
      }
      const target = path.resolve(path.dirname(absFile), location);
      const childTns = child.local === 'include' ? tns : undefined;
      const key = `${target}\u0000${child.local === 'include' ? tns : (child.attrs.namespace ?? '')}`;
      if (loaded.has(key)) continue;
      loaded.add(key);
      const root = await loadSchemaFile(target, child);
      if (!root) continue;
      if (child.local === 'include' && root.attrs.targetNamespace !== undefined && root.attrs.targetNamespace !== tns) {
        diagnostics.push(
          diagnostic('SVC002', `included schema ${location} has targetNamespace "${root.attrs.targetNamespace}", expected "${tns}"`, child.location, {
            hint: 'xs:include needs the same target namespace; use xs:import for another namespace.',
          }),
        );
        continue;
      }
      if (child.local === 'import' && (root.attrs.targetNamespace ?? '') !== (child.attrs.namespace ?? '')) {
        diagnostics.push(
          diagnostic('SVC002', `imported schema ${location} has targetNamespace "${root.attrs.targetNamespace ?? ''}", expected "${child.attrs.namespace ?? ''}"`, child.location),
        );
        continue;
      }
      await visit(root, target, childTns);
    }
  };

  for (const root of roots) {
    loaded.add(`${root.absFile}\u0000${root.el.attrs.targetNamespace ?? ''}`);
  }
  for (const root of roots) await visit(root.el, root.absFile, undefined);
  while (byNamespace && unlocated.length > 0) {
    const { ns, dir } = unlocated.shift()!;
    if (set.schemas.some((s) => s.tns === ns)) continue;
    for (const found of await byNamespace(dir, ns)) {
      if (found.root.ns !== NS.xsd || found.root.local !== 'schema') continue;
      const key = `${found.absFile}\u0000${ns}`;
      if (loaded.has(key)) continue;
      loaded.add(key);
      await visit(found.root, found.absFile, undefined);
    }
  }
  return set;
}

function checkForm(el: XmlElement, attr: string, diagnostics: Diagnostic[]): void {
  const value = el.attrs[attr];
  if (value !== undefined && value !== 'qualified' && value !== 'unqualified') {
    diagnostics.push(diagnostic('SVC015', `${attr}="${value}" must be "qualified" or "unqualified"`, el.location));
  }
}

const TABLE_OF: Record<string, keyof Omit<SchemaSet, 'schemas'>> = {
  element: 'elements',
  complexType: 'types',
  simpleType: 'types',
  group: 'groups',
  attributeGroup: 'attributeGroups',
  attribute: 'attributes',
};

function register(set: SchemaSet, schema: SchemaDoc, diagnostics: Diagnostic[]): void {
  for (const el of schema.el.children) {
    if (el.ns !== NS.xsd) continue;
    const table = TABLE_OF[el.local];
    if (!table) continue;
    const name = el.attrs.name;
    if (name === undefined) {
      diagnostics.push(diagnostic('SVC015', `global xs:${el.local} has no name`, el.location));
      continue;
    }
    const qname = { ns: schema.tns, local: name };
    const key = qnameKey(qname);
    const existing = set[table].get(key);
    if (existing) {
      const where = existing.el.location;
      diagnostics.push(
        diagnostic('SVC010', `duplicate xs:${el.local} "${name}" in namespace "${schema.tns}" (first defined at ${where.file}:${where.line}:${where.column})`, el.location),
      );
      continue;
    }
    set[table].set(key, { qname, el, schema });
  }
}
