/**
 * XML text -> a small element tree where every element knows its namespace URI (resolved with the xmlns
 * declarations in scope) and its file:line:column. fast-xml-parser does the parsing (its validator reports
 * syntax errors with line/column; `captureMetaData` gives each element's start offset in the original text).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Diagnostic, SourceLocation } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { recordFile } from '../../read-ledger.ts';

export interface XmlElement {
  /** Prefix as written (`''` when none). */
  prefix: string;
  local: string;
  /** Namespace URI of the element (`''` when none is in scope). */
  ns: string;
  /** Attributes as written (qualified names as keys, entity references resolved), xmlns declarations included. */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text and CDATA directly inside the element, untrimmed. */
  text: string;
  /** In-scope namespace declarations: prefix -> URI (`''` = default namespace). */
  scope: Readonly<Record<string, string>>;
  location: SourceLocation;
}

export interface XmlDocument {
  /** Absolute path, for resolving relative schemaLocation values. */
  absFile: string;
  /** Path shown in diagnostics and source locations (relative to the working directory). */
  file: string;
  root: XmlElement;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const BASE_SCOPE: Readonly<Record<string, string>> = Object.freeze({ xml: XML_NS });

/** Path as shown to users: relative to the working directory, with forward slashes. */
export function displayPath(absFile: string): string {
  const rel = path.relative(process.cwd(), absFile);
  return (rel === '' ? absFile : rel).split(path.sep).join('/');
}

/** Reads and parses a file; a missing file is SVC012, malformed XML SVC001. */
export async function loadXmlFile(
  absFile: string,
  diagnostics: Diagnostic[],
  from?: SourceLocation,
): Promise<XmlDocument | undefined> {
  const file = displayPath(absFile);
  let text: string;
  try {
    text = await readFile(absFile, 'utf8');
    recordFile(absFile, text);
  } catch {
    recordFile(absFile, undefined);
    diagnostics.push(
      diagnostic('SVC012', `file not found: ${file}`, from ?? { file, line: 1, column: 1, pointer: '' }),
    );
    return undefined;
  }
  return loadXmlText(text, absFile, diagnostics);
}

type RawNode = Record<string, unknown>;

export function loadXmlText(text: string, absFile: string, diagnostics: Diagnostic[]): XmlDocument | undefined {
  const file = displayPath(absFile);
  // Strip a byte-order mark: offsets below are computed on the same string the parser sees.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    diagnostics.push(diagnostic('SVC001', `XML syntax error: ${msg}`, { file, line: line || 1, column: col || 1, pointer: '' }));
    return undefined;
  }
  const parser = new XMLParser({
    preserveOrder: true,
    captureMetaData: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    cdataPropName: '#cdata',
    processEntities: true,
  });
  const raw = parser.parse(text) as RawNode[];
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol;
  const lineStarts = computeLineStarts(text);

  const locate = (offset: number, pointer: string): SourceLocation => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { file, line: lo + 1, column: offset - lineStarts[lo] + 1, pointer };
  };

  const build = (node: RawNode, tag: string, parentScope: Readonly<Record<string, string>>, pointer: string): XmlElement => {
    const attrs = { ...((node[':@'] as Record<string, string> | undefined) ?? {}) };
    let scope = parentScope;
    for (const [name, value] of Object.entries(attrs)) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        if (scope === parentScope) scope = { ...parentScope };
        (scope as Record<string, string>)[name === 'xmlns' ? '' : name.slice(6)] = value;
      }
    }
    const colon = tag.indexOf(':');
    const prefix = colon < 0 ? '' : tag.slice(0, colon);
    const local = colon < 0 ? tag : tag.slice(colon + 1);
    const offset = (node as Record<symbol, { startIndex?: number } | undefined>)[meta]?.startIndex ?? 0;
    const element: XmlElement = {
      prefix,
      local,
      ns: scope[prefix] ?? '',
      attrs,
      children: [],
      text: '',
      scope,
      location: locate(offset, pointer),
    };
    const content = (node[tag] as RawNode[] | undefined) ?? [];
    const childTags = content.map(tagOf);
    const counts = new Map<string, number>();
    for (const t of childTags) if (t) counts.set(localOf(t), (counts.get(localOf(t)) ?? 0) + 1);
    const seen = new Map<string, number>();
    content.forEach((child, i) => {
      const childTag = childTags[i];
      if (childTag === '#text') element.text += String(child['#text']);
      else if (childTag === '#cdata') element.text += cdataText(child);
      else if (childTag) {
        const l = localOf(childTag);
        const index = (seen.get(l) ?? 0) + 1;
        seen.set(l, index);
        const childAttrs = child[':@'] as Record<string, string> | undefined;
        const step = childAttrs?.name !== undefined
          ? `${l}[@name='${childAttrs.name}']`
          : (counts.get(l) ?? 0) > 1 ? `${l}[${index}]` : l;
        element.children.push(build(child, childTag, scope, `${pointer}/${step}`));
      }
    });
    return element;
  };

  for (const node of raw) {
    const tag = tagOf(node);
    if (tag && tag !== '#text' && tag !== '#cdata') {
      const root = build(node, tag, BASE_SCOPE, `/${localOf(tag)}`);
      return { absFile, file, root };
    }
  }
  diagnostics.push(diagnostic('SVC001', 'XML syntax error: no root element', { file, line: 1, column: 1, pointer: '' }));
  return undefined;
}

/** The tag of a preserveOrder node: its one key other than the attribute holder; comments are skipped. */
function tagOf(node: RawNode): string | undefined {
  for (const key of Object.keys(node)) {
    if (key === ':@') continue;
    if (key === '#comment') return undefined;
    return key;
  }
  return undefined;
}

function localOf(tag: string): string {
  const colon = tag.indexOf(':');
  return colon < 0 ? tag : tag.slice(colon + 1);
}

function cdataText(node: RawNode): string {
  const parts = node['#cdata'] as RawNode[] | undefined;
  return (parts ?? []).map((p) => String(p['#text'] ?? '')).join('');
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Child elements in a namespace, optionally of one local name. */
export function childrenIn(el: XmlElement, ns: string, local?: string): XmlElement[] {
  return el.children.filter((c) => c.ns === ns && (local === undefined || c.local === local));
}

/** All text inside an element, nested elements included (documentation may hold XHTML). */
export function deepText(el: XmlElement): string {
  return el.text + el.children.map(deepText).join('');
}
