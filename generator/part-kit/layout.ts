/**
 * Statements written in the formatter's layout by the emitter itself (issue 25), so the finishing step does not
 * format them (`SourceAssembler`'s `laidOut`, part-kit/source-file.ts): tables whose shape is known in advance
 * (an object literal of one-line members, a call whose last argument is an arrow returning a list of one-line
 * entries). Biome spends most of a cold run re-reading megabytes of such text only to indent it.
 *
 * Each helper gives the layout only where it is certain of it, and `undefined` otherwise (the statement is then
 * formatted as before): every line must fit in the line width, be plain ASCII (a column is a character) and hold
 * nothing the formatter rewrites (an escaped quote, which it turns into the other quote; `1e+21`, which it prints
 * `1e21`; an empty object written `{  }`). The layout tests (test/pipeline/layout-by-construction.test.ts) hold
 * every laid-out statement of the three definitions, stripe and a corpus sample equal to the formatter's output.
 */

/** The formatter's line width and indent (finish-core.mjs). */
export const LINE_WIDTH = 100;
const INDENT = '  ';

/** Printable ASCII, no escaped quote, no `e+` exponent, no `{  }`. */
const PLAIN = /^[\x20-\x7e]*$/;
const REWRITTEN = /\\'|\de\+|\{ {2}\}/;

/** Whether a line (with its indentation) stays as written: it fits and holds nothing the formatter rewrites. */
export function staysAsWritten(line: string): boolean {
  return line.length <= LINE_WIDTH && PLAIN.test(line) && !REWRITTEN.test(line);
}

/** `depth` levels of indentation. */
export function indent(depth: number): string {
  return INDENT.repeat(depth);
}

/** The lines joined, when every one stays as written. */
export function laidOutLines(lines: readonly string[]): string | undefined {
  return lines.every(staysAsWritten) ? lines.join('\n') : undefined;
}

/**
 * `head {` + one member per line + `close`: an object literal (or interface, or type literal) written expanded,
 * which the formatter keeps expanded (a line break after `{` says so) as long as each member fits on its line.
 * A member may itself be such a block (`{ head, members, close }`), one level deeper.
 */
export interface Block {
  head: string;
  /** A one-line member, a nested block, or a member already laid out on several lines (relative indentation). */
  members: readonly (string | Block | readonly string[])[];
  close: string;
}

export function blockLines(block: Block, depth = 0): string[] | undefined {
  // An empty block is joined to `{}`.
  if (block.members.length === 0) return undefined;
  const lines = [`${indent(depth)}${block.head}`];
  if (!staysAsWritten(lines[0]) || !staysAsWritten(`${indent(depth)}${block.close}`)) return undefined;
  for (const member of block.members) {
    if (typeof member === 'string') {
      const line = `${indent(depth + 1)}${member}`;
      if (member.includes('\n') || !staysAsWritten(line)) return undefined;
      lines.push(line);
    } else if (!('head' in member)) {
      lines.push(...member.map((line) => `${indent(depth + 1)}${line}`));
    } else {
      const inner = blockLines(member, depth + 1);
      if (inner === undefined) return undefined;
      lines.push(...inner);
    }
  }
  lines.push(`${indent(depth)}${block.close}`);
  return lines;
}

/** A top-level statement: its doc comment (as written) and an expanded block, when every line stays as written. */
export function laidOutBlock(doc: string, block: Block): string | undefined {
  const lines = blockLines(block);
  return lines === undefined ? undefined : `${doc}${lines.join('\n')}`;
}

/**
 * `<prefix><callee>(<args>, () => [` + one entry per line + `]);`: a call whose last argument is an arrow returning
 * a list, as the formatter prints it when the whole does not fit on one line. It keeps the last argument hugged
 * when the first line fits; otherwise every argument goes on its own line, the list one level deeper. Entries are
 * one line each, none a list or object of several lists or objects (the formatter would break those apart).
 */
export function laidOutListCall(doc: string, prefix: string, callee: string, args: readonly string[], entries: readonly string[]): string | undefined {
  if (entries.length === 0 || entries.some((e) => e.includes('\n') || /\[\[|\[\{|\], \[|\}, \{/.test(e))) return undefined;
  const flat = `${prefix}${callee}(${[...args, `() => [${entries.join(', ')}]`].join(', ')});`;
  // Short enough for one line: the formatter would join it (not laid out here).
  if (flat.length <= LINE_WIDTH) return undefined;
  const hugged = `${prefix}${callee}(${[...args, '() => ['].join(', ')}`;
  // Arguments one per line: the list stays on the arrow's line when it fits there (unless the formatter breaks it
  // for holding several lists, which is not decided here).
  if (hugged.length > LINE_WIDTH && `${indent(1)}() => [${entries.join(', ')}],`.length <= LINE_WIDTH) return undefined;
  const lines =
    hugged.length <= LINE_WIDTH
      ? [hugged, ...entries.map((e) => `${indent(1)}${e},`), ']);']
      : [`${prefix}${callee}(`, ...args.map((a) => `${indent(1)}${a},`), `${indent(1)}() => [`, ...entries.map((e) => `${indent(2)}${e},`), `${indent(1)}],`, ');'];
  const text = laidOutLines(lines);
  return text === undefined ? undefined : `${doc}${text}`;
}

/**
 * An object member whose value is an arrow function of one parameter returning a call,
 * `key: (param): Result => callee(args),`, laid out at `depth` as the formatter prints it: on one line when it fits;
 * else the body on the next line, one level deeper (the parameter on a line of its own when even `key: (param): Result =>`
 * does not fit), and the call's arguments one per line when the call does not fit there either. Lines relative to
 * `depth` (for `Block` members), or undefined when a line would not stay as written.
 */
export function arrowMemberLines(key: string, param: string, result: string, callee: string, args: readonly string[], depth: number): string[] | undefined {
  const width = (line: string): number => indent(depth).length + line.length;
  const call = `${callee}(${args.join(', ')})`;
  const flat = `${key}: (${param}): ${result} => ${call},`;
  if (width(flat) <= LINE_WIDTH) return plainLines([flat]);
  const head = `${key}: (${param}): ${result} =>`;
  // Lines with nothing left to break (a parameter, the return type, an argument) may run past the width, as the
  // formatter leaves them.
  if (width(head) <= LINE_WIDTH) return plainLines([head, ...arrowBody(callee, args, depth + 1)]);
  // The body would stay on the line of the closing parenthesis if it fit there: not laid out here.
  if (width(`): ${result} => ${call},`) <= LINE_WIDTH) return undefined;
  if (width(`${key}: (`) <= LINE_WIDTH) {
    return plainLines([`${key}: (`, `${indent(1)}${param},`, `): ${result} =>`, ...arrowBody(callee, args, depth + 1)]);
  }
  // Not even `key: (` fits: the value goes under the key, one level deeper, its parameter on a line of its own.
  if (width(`${indent(1)}(${param}): ${result} =>`) <= LINE_WIDTH) return undefined;
  return plainLines([`${key}:`, `${indent(1)}(`, `${indent(2)}${param},`, `${indent(1)}): ${result} =>`, ...arrowBody(callee, args, depth + 2).map((l) => `${indent(1)}${l}`)]);
}

/** An arrow's body `callee(args),` on the line after its `=>`, one level deeper (relative to `depth`), its arguments one per line when it does not fit. */
function arrowBody(callee: string, args: readonly string[], depth: number): string[] {
  const body = `${indent(1)}${callee}(${args.join(', ')}),`;
  if (indent(depth - 1).length + body.length <= LINE_WIDTH) return [body];
  return [`${indent(1)}${callee}(`, ...args.map((a) => `${indent(2)}${a},`), `${indent(1)}),`];
}

/** The lines, when none holds anything the formatter rewrites (their width is the caller's to check). */
function plainLines(lines: string[]): string[] | undefined {
  return lines.every((line) => PLAIN.test(line) && !REWRITTEN.test(line)) ? lines : undefined;
}
