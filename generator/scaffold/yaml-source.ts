/**
 * A YAML text read with the positions of its parts (the `yaml` package's ranges): every scalar with its path of
 * keys and whether it is a key or a value, every sequence and map pair, every comment. A scaffold edits the text
 * at those positions (text-edits.ts), so it changes exactly the names it means to and leaves the rest of the text
 * (layout, quotes, comments) as written.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node as YamlNode, Pair } from 'yaml';

export type YamlPath = readonly (string | number)[];

export interface ScalarAt {
  /** Keys (and sequence indexes) from the document's root; a key's path ends with the key itself. */
  path: YamlPath;
  isKey: boolean;
  value: string;
  start: number;
  end: number;
  /** The keys of the map holding this pair (for a key or a value of a map pair). */
  siblings: readonly string[];
}

export interface SeqAt {
  path: YamlPath;
  flow: boolean;
  start: number;
  end: number;
  items: { value: unknown; start: number; end: number }[];
}

export interface PairAt {
  path: YamlPath;
  key: string;
  /** From the key's first character to the end of the value. */
  start: number;
  end: number;
  value: unknown;
  /** The keys of the map holding the pair, in order, and whether that map is a block map. */
  siblings: readonly string[];
  block: boolean;
}

export interface YamlSource {
  text: string;
  doc: Document;
  lines: LineCounter;
  scalars: ScalarAt[];
  seqs: SeqAt[];
  pairs: PairAt[];
  /** Comments, `#` to the end of its line. */
  comments: { start: number; end: number }[];
  /** 1-based line of an offset. */
  line(offset: number): number;
}


export function readYamlSource(text: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false });
  const scalars: ScalarAt[] = [];
  const seqs: SeqAt[] = [];
  const pairs: PairAt[] = [];
  const walk = (node: unknown, path: YamlPath): void => {
    if (isMap(node)) {
      const keys = (node.items as Pair[]).map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
      for (const pair of node.items as Pair[]) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        const key = String(pair.key.value);
        const keyPath = [...path, key];
        scalars.push({ path: keyPath, isKey: true, value: key, start: pair.key.range[0], end: pair.key.range[1], siblings: keys });
        const value = pair.value as YamlNode | null;
        pairs.push({
          path: keyPath,
          key,
          start: pair.key.range[0],
          end: value?.range?.[1] ?? pair.key.range[1],
          value: value ?? null,
          siblings: keys,
          block: !node.flow,
        });
        if (isScalar(value) && value.range) {
          scalars.push({ path: keyPath, isKey: false, value: String(value.value), start: value.range[0], end: value.range[1], siblings: keys });
        } else walk(value, keyPath);
      }
    } else if (isSeq(node) && node.range) {
      const items: SeqAt['items'] = [];
      (node.items as YamlNode[]).forEach((item, i) => {
        if (isScalar(item) && item.range) {
          scalars.push({ path: [...path, i], isKey: false, value: String(item.value), start: item.range[0], end: item.range[1], siblings: [] });
          items.push({ value: item.value, start: item.range[0], end: item.range[1] });
        } else {
          if (item?.range) items.push({ value: item, start: item.range[0], end: item.range[1] });
          walk(item, [...path, i]);
        }
      });
      seqs.push({ path, flow: !!node.flow, start: node.range[0], end: node.range[1], items });
    }
  };
  walk(doc.contents, []);
  return { text, doc, lines, scalars, seqs, pairs, comments: findComments(text, scalars), line: (o) => lines.linePos(o).line };
}

/** `#` comments: a `#` at a line's start or after a blank, outside every scalar. */
function findComments(text: string, scalars: readonly ScalarAt[]): { start: number; end: number }[] {
  const inside = new Uint8Array(text.length + 1);
  for (const s of scalars) inside.fill(1, s.start, s.end);
  const out: { start: number; end: number }[] = [];
  for (let i = text.indexOf('#'); i >= 0; i = text.indexOf('#', i + 1)) {
    if (inside[i] || (i > 0 && !/\s/.test(text[i - 1]))) continue;
    const newline = text.indexOf('\n', i);
    const end = newline < 0 ? text.length : newline;
    out.push({ start: i, end });
    i = end;
  }
  return out;
}
