/** The XSD layer on its own: schemas (inline or files) -> named types, usable for WSDL types and plain .xsd files. */
import path from 'node:path';
import type { Diagnostic, NamedTypeNode } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { loadXmlFile } from './load.ts';
import { NS } from './qname.ts';
import { assignNames } from './xsd-names.ts';
import { collectSchemas, type NamespaceLookup, type SchemaRoot, type SchemaSet } from './xsd-schemas.ts';
import { XsdConverter } from './xsd-types.ts';

export interface SchemaModel {
  set: SchemaSet;
  converter: XsdConverter;
  types: NamedTypeNode[];
}

/**
 * Loads every schema reachable from the roots and converts all global declarations. `messageElements`: QName keys
 * of the elements WSDL messages carry (kept objects, see XsdConverter).
 */
export async function buildSchemaModel(
  roots: SchemaRoot[],
  diagnostics: Diagnostic[],
  messageElements?: ReadonlySet<string>,
  byNamespace?: NamespaceLookup,
): Promise<SchemaModel> {
  const set = await collectSchemas(roots, diagnostics, byNamespace);
  const converter = new XsdConverter(set, assignNames(set), diagnostics, messageElements);
  return { set, converter, types: converter.namedTypes() };
}

/** Parses a standalone .xsd file (and what it includes/imports) into named types. */
export async function parseXsdFile(file: string): Promise<{ types: NamedTypeNode[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const absFile = path.resolve(file);
  const doc = await loadXmlFile(absFile, diagnostics);
  if (!doc) return { types: [], diagnostics };
  if (doc.root.ns !== NS.xsd || doc.root.local !== 'schema') {
    diagnostics.push(diagnostic('SVC009', `${doc.file} is not an XML Schema document (root <${doc.root.local}>)`, doc.root.location));
    return { types: [], diagnostics };
  }
  const { types } = await buildSchemaModel([{ el: doc.root, absFile }], diagnostics);
  return { types, diagnostics };
}
