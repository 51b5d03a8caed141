/**
 * Rewriting a copied stretch of a WSDL for a new operation, token by token (tags, attributes, text, comments): only
 * attribute values that name the copied things change (`name`, QName references such as `message="tns:xSoapIn"`
 * to a copied element or message, the operation's `soapAction`), and `documentation` text is renamed as prose and
 * listed. Element and attribute names (`xs:element`, `minOccurs`), values of other attributes and references to
 * what stays shared (`tns:ArrayOfString`) are never touched.
 */
import type { NoteKind } from './leftovers.ts';
import type { Renamer } from './names.ts';
import type { RewriteNote } from './yaml-rewrite.ts';

const QNAME_ATTRIBUTES = new Set(['message', 'element', 'type', 'base', 'ref', 'binding', 'itemType']);

export interface XmlRewriteContext {
  renamer: Renamer;
  /** Names of what is copied (elements, messages, the operation), which references to follow. */
  copied: ReadonlySet<string>;
  /** Names that denote the operation, for its prose. */
  known: ReadonlySet<string>;
}

const local = (tag: string): string => tag.slice(tag.indexOf(':') + 1);

export function rewriteXml(text: string, ctx: XmlRewriteContext): { text: string; notes: RewriteNote[] } {
  const { renamer } = ctx;
  const notes: RewriteNote[] = [];
  let out = '';
  let i = 0;
  let documentation = 0;
  let depth = 0;
  /** Depth of the open documentation element: 3 at most for the copied thing's own (element > annotation > doc). */
  let documentationDepth = 0;
  const note = (kind: NoteKind, detail?: string) => notes.push({ offset: out.length, kind, detail });
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    if (textEnd > i) {
      const raw = text.slice(i, textEnd);
      if (documentation > 0 && raw.trim() !== '') {
        const renamed = renamer.renameProse(raw, ctx.known, 'camel');
        if (documentationDepth <= 3 || renamed.text !== raw) note('description');
        if (renamed.kept.length > 0) note('names', [...new Set(renamed.kept)].join(', '));
        out += renamed.text;
      } else out += raw;
      i = textEnd;
      continue;
    }
    const closer = text.startsWith('<!--', lt) ? '-->' : text.startsWith('<![CDATA[', lt) ? ']]>' : text.startsWith('<?', lt) ? '?>' : undefined;
    if (closer) {
      const end = text.indexOf(closer, lt);
      const stop = end < 0 ? text.length : end + closer.length;
      const raw = text.slice(lt, stop);
      if (closer === '-->' && renamer.mentions(raw)) note('comment');
      out += raw;
      i = stop;
      continue;
    }
    // A tag: find its end outside quotes, then rewrite the attributes that name copied things.
    let j = lt + 1;
    let quote = '';
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) quote = c === quote ? '' : quote;
      else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    const tag = text.slice(lt, j + 1);
    const tagName = /^<\/?([^\s/>]+)/.exec(tag)?.[1] ?? '';
    const opens = !tag.startsWith('</') && !tag.endsWith('/>');
    if (opens) depth++;
    if (local(tagName) === 'documentation') {
      if (tag.startsWith('</')) documentation = Math.max(0, documentation - 1);
      else if (opens) {
        documentation++;
        documentationDepth = depth;
      }
    }
    if (tag.startsWith('</')) depth--;
    out += tag.replace(/(\s)([\w:.-]+)(\s*=\s*)(["'])(.*?)\4/gs, (whole, space: string, attr: string, eq: string, q: string, value: string) => {
      const next = renameAttribute(local(attr), value, ctx);
      return next === value ? whole : `${space}${attr}${eq}${q}${next}${q}`;
    });
    i = j + 1;
  }
  return { text: out, notes };
}

function renameAttribute(attr: string, value: string, ctx: XmlRewriteContext): string {
  const { renamer } = ctx;
  if (attr === 'name') return renamer.renameName(value);
  if (QNAME_ATTRIBUTES.has(attr)) {
    const colon = value.indexOf(':');
    const name = value.slice(colon + 1);
    return ctx.copied.has(name) ? value.slice(0, colon + 1) + renamer.renameName(name) : value;
  }
  if (attr === 'soapAction') {
    const cut = Math.max(value.lastIndexOf('/'), value.lastIndexOf('#')) + 1;
    const action = value.slice(cut);
    return ctx.copied.has(action) ? value.slice(0, cut) + renamer.renameName(action) : value;
  }
  return value;
}
