/**
 * A fast pointer -> line:column index for block-style YAML, read straight from the text. Parsing a multi-MB
 * document into a full YAML AST only to know where a few thousand nodes start costs most of a second; this
 * scans lines once and indexes each mapping/sequence level on first use. It answers only what it can read
 * with certainty and returns `undefined` otherwise (flow style, JSON, complex keys), so the caller can fall
 * back to the full AST.
 */

interface Line {
  /** Column (0-based) of the first character that is not indentation (the `-` for a sequence item). */
  first: number;
  /** Column of `- ` when the line starts a sequence item, else -1. */
  dash: number;
  /** Column of a mapping key on this line (after any `- `), else -1. */
  keyCol: number;
  key: string;
  /** Column where the key's value starts on this line, or -1 when it continues on the next lines. */
  valueCol: number;
  /** The value on this line opens a flow collection (`{` or `[`). */
  flow: boolean;
}

interface Level {
  mode: 'map' | 'seq';
  /** Line indexes of the children, in order. */
  lines: number[];
  keys: Map<string, number>;
}

const PLAIN_KEY = /^([^\s'"#?&*!|>%@`{}[\],-][^#]*?|-[^\s#][^#]*?)\s*:(?:\s+|$)/;

function parseKey(text: string): { key: string; length: number } | undefined {
  if (text.startsWith("'")) {
    const m = /^'((?:[^']|'')*)'\s*:(?:\s+|$)/.exec(text);
    return m ? { key: m[1].replace(/''/g, "'"), length: m[0].length } : undefined;
  }
  if (text.startsWith('"')) {
    const m = /^("(?:[^"\\]|\\.)*")\s*:(?:\s+|$)/.exec(text);
    if (!m) return undefined;
    try {
      return { key: JSON.parse(m[1]) as string, length: m[0].length };
    } catch {
      return undefined;
    }
  }
  const m = PLAIN_KEY.exec(text);
  return m ? { key: m[1], length: m[0].length } : undefined;
}

export class LineLocator {
  private readonly lines: (Line | undefined)[] = [];
  private readonly levels = new Map<string, Level>();

  constructor(text: string) {
    const raw = text.split(/\r?\n/);
    for (const line of raw) this.lines.push(scanLine(line));
  }

  /** 1-based line and column of the node at `segments`, or undefined when the text is not plain block YAML. */
  locate(segments: readonly string[]): { line: number; column: number } | undefined {
    let from = this.nextContent(0);
    if (from < 0) return undefined;
    let to = this.lines.length;
    let indent = this.lines[from]!.first;
    let at = { line: from, column: indent };
    for (let s = 0; s < segments.length; s++) {
      const level = this.level(from, to, indent);
      const idx = level.mode === 'map' ? level.keys.get(segments[s]) : /^[0-9]+$/.test(segments[s]) ? Number(segments[s]) : -1;
      if (idx === undefined || idx < 0 || idx >= level.lines.length) return undefined;
      const lineNo = level.lines[idx];
      const end = idx + 1 < level.lines.length ? level.lines[idx + 1] : to;
      const line = this.lines[lineNo]!;
      if (level.mode === 'map') {
        if (line.valueCol >= 0) {
          // Value on the key's line: a scalar (at its value), or a flow collection (at its key, like
          // block collections) that we cannot descend into.
          if (s < segments.length - 1) return undefined;
          return { line: lineNo + 1, column: (line.flow ? line.keyCol : line.valueCol) + 1 };
        }
        at = { line: lineNo, column: line.keyCol };
        const next = this.nextContent(lineNo + 1, end);
        if (next < 0) return s === segments.length - 1 ? { line: lineNo + 1, column: line.keyCol + 1 } : undefined;
        const nextLine = this.lines[next]!;
        const compactSeq = nextLine.first === line.keyCol && nextLine.dash === line.keyCol;
        if (nextLine.first <= line.keyCol && !compactSeq) return undefined;
        from = next;
        to = end;
        indent = nextLine.first;
      } else {
        if (line.keyCol >= 0) {
          // `- key: value`: the item is a mapping starting on the dash line.
          at = { line: lineNo, column: line.keyCol };
          from = lineNo;
          to = end;
          indent = line.keyCol;
        } else if (line.valueCol >= 0) {
          if (s < segments.length - 1) return undefined;
          return { line: lineNo + 1, column: line.valueCol + 1 };
        } else {
          const next = this.nextContent(lineNo + 1, end);
          if (next < 0 || this.lines[next]!.first <= line.dash) return undefined;
          at = { line: lineNo, column: line.dash + 2 };
          from = next;
          to = end;
          indent = this.lines[next]!.first;
        }
      }
    }
    return { line: at.line + 1, column: at.column + 1 };
  }

  private nextContent(from: number, to = this.lines.length): number {
    for (let i = from; i < to; i++) if (this.lines[i]) return i;
    return -1;
  }

  /** Children of the block starting at `from` whose entries sit at column `indent`. */
  private level(from: number, to: number, indent: number): Level {
    const cacheKey = `${from}:${indent}`;
    const cached = this.levels.get(cacheKey);
    if (cached) return cached;
    const first = this.lines[from]!;
    const mode: Level['mode'] = first.dash === indent ? 'seq' : 'map';
    const level: Level = { mode, lines: [], keys: new Map() };
    for (let i = from; i < to; i++) {
      const line = this.lines[i];
      if (!line) continue;
      if (line.first < indent && i !== from) break;
      if (mode === 'seq') {
        if (line.dash === indent) level.lines.push(i);
      } else if (line.keyCol === indent) {
        if (!level.keys.has(line.key)) level.keys.set(line.key, level.lines.length);
        level.lines.push(i);
      }
    }
    this.levels.set(cacheKey, level);
    return level;
  }
}

function scanLine(text: string): Line | undefined {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  if (i >= text.length || text[i] === '#') return undefined;
  if (i === 0 && (text.startsWith('---') || text.startsWith('...') || text.startsWith('%'))) return undefined;
  const line: Line = { first: i, dash: -1, keyCol: -1, key: '', valueCol: -1, flow: false };
  let rest = text.slice(i);
  let col = i;
  if (rest === '-' || rest.startsWith('- ')) {
    line.dash = i;
    let j = 1;
    while (j < rest.length && rest[j] === ' ') j++;
    col = i + j;
    rest = rest.slice(j);
    if (rest === '' || rest.startsWith('#')) return line;
  }
  const key = parseKey(rest);
  if (key) {
    line.keyCol = col;
    line.key = key.key;
    const after = rest.slice(key.length);
    if (after !== '' && !after.startsWith('#')) {
      line.valueCol = col + key.length;
      line.flow = after.startsWith('{') || after.startsWith('[');
    }
  } else if (line.dash >= 0) {
    line.valueCol = col;
  }
  return line;
}
