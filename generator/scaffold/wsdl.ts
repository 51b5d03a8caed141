/**
 * Scaffolding an operation in a WSDL 1.1 document: the `--like` operation's portType operation, binding
 * operations, messages (input, output, faults) and the schema elements their parts name are found by reading
 * the document and copied, each block right after its original, with only the names that denote the operation
 * changed (xml-rewrite.ts: `name` attributes such as `serverVersionSoapIn` and `serverVersionResult`, references
 * to the copies, the soapAction) and its documentation renamed and listed. Types the elements share
 * (`ArrayOfString`) stay shared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../model/types.ts';
import { childrenIn, loadXmlText, type XmlElement } from '../parse/wsdl/load.ts';
import { NS } from '../parse/wsdl/qname.ts';
import { lineAt, type Leftover } from './leftovers.ts';
import { Renamer } from './names.ts';
import { ScaffoldError, type Plan } from './plan.ts';
import { rewriteXml } from './xml-rewrite.ts';
import type { RewriteNote } from './yaml-rewrite.ts';
import { applyEdits, type Edit } from './text-edits.ts';

interface Doc {
  text: string;
  lineStarts: number[];
  root: XmlElement;
}

function read(file: string): Doc {
  const abs = path.resolve(file);
  const text = readFileSync(abs, 'utf8').replace(/^\uFEFF/, '');
  const diagnostics: Diagnostic[] = [];
  const doc = loadXmlText(text, abs, diagnostics);
  if (!doc) throw new ScaffoldError(`${file} is not well-formed XML`, 'Run `npm run generate` to see its problems.');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return { text, lineStarts, root: doc.root };
}

const localName = (qname: string | undefined): string | undefined => qname?.slice(qname.indexOf(':') + 1);

function portTypeOperations(root: XmlElement): XmlElement[] {
  return childrenIn(root, NS.wsdl, 'portType').flatMap((p) => childrenIn(p, NS.wsdl, 'operation'));
}

/** The operations of the document's port types, in order. */
export function wsdlOperations(file: string): string[] {
  return portTypeOperations(read(file).root).map((o) => o.attrs.name ?? '').filter(Boolean);
}

/** The default `--like` of a WSDL: its first operation. */
export function defaultWsdlOperation(file: string): string | undefined {
  return wsdlOperations(file)[0];
}

/** Offset just past the end tag of the element starting at `start` (skips comments, CDATA, PIs, quoted `>`). */
function elementEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    const skip = (open: string, close: string) => (text.startsWith(open, lt) ? text.indexOf(close, lt) + close.length : -1);
    const skipped = Math.max(skip('<!--', '-->'), skip('<![CDATA[', ']]>'), skip('<?', '?>'));
    if (skipped > 0) {
      i = skipped;
      continue;
    }
    let j = lt + 1;
    let quote = '';
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) quote = c === quote ? '' : quote;
      else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    const end = j + 1;
    if (text[lt + 1] === '/') depth--;
    else if (text[j - 1] !== '/') depth++;
    if (depth === 0) return end;
    i = end;
  }
  throw new ScaffoldError('an element of the document has no end tag', 'Run `npm run generate` to see the problem.');
}

/** Whole lines holding the element: from the start of its first line to the end of its last. */
function span(doc: Doc, el: XmlElement): { from: number; to: number } {
  const start = doc.lineStarts[el.location.line - 1] + el.location.column - 1;
  const end = elementEnd(doc.text, start);
  const from = doc.lineStarts[el.location.line - 1];
  const newline = doc.text.indexOf('\n', end);
  return { from, to: newline < 0 ? doc.text.length : newline + 1 };
}

export function planWsdl(file: string, name: string, like: string): Plan {
  const abs = path.resolve(file);
  const doc = read(abs);
  const ops = portTypeOperations(doc.root);
  const op = ops.find((o) => o.attrs.name === like);
  if (!op) {
    throw new ScaffoldError(`'${like}' is not an operation of ${file}`, `Operations: ${ops.map((o) => o.attrs.name).join(', ') || 'none'}.`);
  }
  if (ops.some((o) => o.attrs.name === name)) {
    throw new ScaffoldError(`operation '${name}' already exists in ${file}:${ops.find((o) => o.attrs.name === name)!.location.line}`, `Choose another name than '${name}'.`);
  }
  const renamer = new Renamer(like, name);

  const messageNames = op.children.filter((c) => c.ns === NS.wsdl).map((c) => localName(c.attrs.message)).filter((m): m is string => !!m);
  const messages = childrenIn(doc.root, NS.wsdl, 'message').filter((m) => messageNames.includes(m.attrs.name ?? ''));
  const elementNames = messages.flatMap((m) => childrenIn(m, NS.wsdl, 'part').map((p) => localName(p.attrs.element))).filter((e): e is string => !!e);
  const schemas = childrenIn(doc.root, NS.wsdl, 'types').flatMap((t) => childrenIn(t, NS.xsd, 'schema'));
  const allElements = schemas.flatMap((s) => childrenIn(s, NS.xsd, 'element'));
  const elements = allElements.filter((e) => elementNames.includes(e.attrs.name ?? ''));
  const bindingOps = childrenIn(doc.root, NS.wsdl, 'binding').flatMap((b) => childrenIn(b, NS.wsdl, 'operation').filter((o) => o.attrs.name === like));

  const copied = new Set([like, ...messages.map((m) => m.attrs.name ?? ''), ...elements.map((e) => e.attrs.name ?? '')]);
  const ctx = { renamer, copied, known: copied };
  const edits: Edit[] = [];
  const notes: { at: number; notes: RewriteNote[] }[] = [];
  const groups: [XmlElement[], XmlElement[]][] = [
    [elements, allElements],
    [messages, childrenIn(doc.root, NS.wsdl, 'message')],
    [[op], ops],
    [bindingOps, []],
  ];
  for (const [group, siblings] of groups) {
    if (group.length === 0) continue;
    for (const el of group) {
      const renamed = renamer.renameName(el.attrs.name ?? '');
      const clash = siblings.find((s) => s.attrs.name === renamed);
      if (renamed === el.attrs.name || clash) {
        throw new ScaffoldError(
          `'${renamed}' ${clash ? `already exists in ${file}:${clash.location.line}` : `is not named after '${like}'`}`,
          `Choose another name than '${name}'.`,
        );
      }
    }
    // One block per group, after the last original of the group (an element pair stays a pair).
    const spans = group.map((el) => span(doc, el));
    let text = '';
    const groupNotes: RewriteNote[] = [];
    for (const sp of spans) {
      const copy = rewriteXml(doc.text.slice(sp.from, sp.to), ctx);
      groupNotes.push(...copy.notes.map((n) => ({ ...n, offset: n.offset + text.length })));
      text += copy.text;
    }
    const at = Math.max(...spans.map((sp) => sp.to));
    edits.push({ start: at, end: at, text });
    notes.push({ at, notes: groupNotes });
  }
  const { text: out, map } = applyEdits(doc.text, edits);
  const leftovers: Leftover[] = notes.flatMap((g) =>
    g.notes.map((n) => {
      const where = lineAt(out, map(g.at) + n.offset);
      return { file: abs, line: where.line, kind: n.kind, text: where.text, detail: n.detail };
    }),
  );
  return { changes: [{ path: abs, before: readFileSync(abs, 'utf8'), after: out }], leftovers };
}
