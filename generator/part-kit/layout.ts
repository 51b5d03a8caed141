/**
 * Statements written in the formatter's layout by the emitter itself (issue 25), so the finishing step does not
 * format them (`SourceAssembler`'s `laidOut`, part-kit/source-file.ts): tables whose shape is known in advance
 * (an object literal of one-line members, a call whose last argument is an arrow returning a list of one-line
 * entries, the fixtures' build functions: calls, arrows, lists and objects nested). Biome spent most of a cold run
 * on such text, the nested calls above all (its layout of a call is tried several ways).
 *
 * Each helper gives the layout only where it is certain of it, and `undefined` otherwise (the statement is then
 * formatted as before): every line must fit in the line width (bar a few the formatter cannot break either), be
 * plain ASCII (a column is a character) and hold nothing the formatter rewrites (an escaped quote, which it turns into the other quote; `1e+21`, which it prints
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

/**
 * `head(params): result {` + `return <call>;` + `}`, where the call's last argument is an object literal written one
 * member per line (`callee(args, {` ... `})`), as the formatter prints it: the signature on one line when it fits,
 * else one parameter per line; the object hugged when `return callee(args, {` fits, else every argument on its own
 * line. Undefined when a parameter, a member or the result type would not stay as written on its line.
 */
export function laidOutReturnCall(doc: string, head: string, params: readonly string[], result: string, callee: string, args: readonly string[], members: readonly string[]): string | undefined {
  if (params.length === 0 || members.length === 0) return undefined;
  const flat = `${head}(${params.join(', ')}): ${result} {`;
  let signature = [flat];
  if (flat.length > LINE_WIDTH) {
    signature = [`${head}(`];
    for (const p of params) {
      const lines = parameterLines(p);
      if (lines === undefined) return undefined;
      signature.push(...lines);
    }
    signature.push(`): ${result} {`);
  }
  const hugged = `${indent(1)}return ${callee}(${[...args, '{'].join(', ')}`;
  const call =
    hugged.length <= LINE_WIDTH
      ? [hugged, ...members.map((m) => `${indent(2)}${m},`), `${indent(1)}});`]
      : [`${indent(1)}return ${callee}(`, ...args.map((a) => `${indent(2)}${a},`), `${indent(2)}{`, ...members.map((m) => `${indent(3)}${m},`), `${indent(2)}},`, `${indent(1)});`];
  const lines = [...signature, ...call, '}'];
  // A parameter or member with a line break (a type written expanded, a comment) is the formatter's to lay out.
  if (lines.some((line) => line.includes('\n') || line.includes('/*'))) return undefined;
  // Lines past the width are only the unbreakable parameters `parameterLines` let through.
  if (!lines.every((line) => PLAIN.test(line) && !REWRITTEN.test(line) && (line.length <= LINE_WIDTH || UNBREAKABLE.test(line.trim())))) return undefined;
  return `${doc}${lines.join('\n')}`;
}

/**
 * `head + callee([elements]);` (`const X: ReadonlySet<string> = ` + `new Set`) with string elements, as the formatter
 * prints it: on one line when it fits; else the list hugged, one element per line, when `head + callee([` fits; else
 * broken after `=`, the call on the next line (itself flat or hugged). Undefined when an element or a line would not
 * stay as written, or for a list of numbers (the formatter fills those).
 */
export function laidOutListConstant(head: string, callee: string, elements: readonly string[]): string | undefined {
  if (elements.length === 0 || !head.endsWith(' = ') || elements.some((e) => !/^'[^'\\\n]*'$/.test(e))) return undefined;
  const flat = `${head}${callee}([${elements.join(', ')}]);`;
  if (flat.length <= LINE_WIDTH) return laidOutLines([flat]);
  const hugged = `${head}${callee}([`;
  if (hugged.length <= LINE_WIDTH) return laidOutLines([hugged, ...elements.map((e) => `${indent(1)}${e},`), ']);']);
  const inner = `${indent(1)}${callee}([${elements.join(', ')}]);`;
  const after = head.trimEnd();
  if (inner.length <= LINE_WIDTH) return laidOutLines([after, inner]);
  return laidOutLines([after, `${indent(1)}${callee}([`, ...elements.map((e) => `${indent(2)}${e},`), `${indent(1)}]);`]);
}

/**
 * Whether a member at `depth` is past the width and stays so, having nothing to break: `key: Type<Argument>;` (one
 * type argument that is a plain name, which the formatter hugs) or `key(): Type[];`.
 */
export function hugsTypeArgument(member: string, depth: number): boolean {
  return indent(depth).length + member.length > LINE_WIDTH && /^[\w$]+(?:: [\w$.]+<[\w$]+>|\(\): [\w$.]+\[\]);$/.test(member) && PLAIN.test(member);
}

/**
 * An object member `key: callee(args),` at `depth` too long for its line, as the formatter prints it (relative lines,
 * for `Block` members): its arguments one per line when `key: callee(` fits; else the call under the key, one level
 * deeper, on one line or with its arguments one per line. Lines with nothing left to break may stay past the width,
 * as the formatter leaves them. Undefined when it fits on one line (the member as written then).
 */
export function memberCallLines(key: string, callee: string, args: readonly string[], depth: number): string[] | undefined {
  const flat = `${key}: ${callee}(${args.join(', ')}),`;
  if (indent(depth).length + flat.length <= LINE_WIDTH) return undefined;
  const broken = (at: number): string[] => [`${callee}(`, ...args.map((a) => `${indent(1)}${a},`), '),'].map((l, i) => (i === 0 ? l : `${indent(at)}${l}`));
  let lines: string[];
  if (indent(depth).length + `${key}: ${callee}(`.length <= LINE_WIDTH) lines = [`${key}: ${callee}(`, ...broken(0).slice(1)];
  else if (indent(depth + 1).length + `${callee}(${args.join(', ')}),`.length <= LINE_WIDTH) lines = [`${key}:`, `${indent(1)}${callee}(${args.join(', ')}),`];
  else lines = [`${key}:`, ...broken(0).map((l) => `${indent(1)}${l}`)];
  return plainLines(lines);
}

/** An object member `key: name,` at `depth`: as written when it fits, else the name under the key, one level deeper. */
export function memberLines(key: string, value: string, depth: number): string[] {
  const flat = `${key}: ${value},`;
  return indent(depth).length + flat.length <= LINE_WIDTH ? [flat] : [`${key}:`, `${indent(1)}${value},`];
}

/** A parameter with nothing to break: `name?: Namespace.Type` (the formatter leaves it past the width). */
const UNBREAKABLE = /^[\w$]+\??: [\w$.]+,$/;

/**
 * A parameter on its own line(s) of a broken signature: as written when it fits (or has nothing to break); a type
 * with arguments, `name?: Type<A, B>`, with its arguments one per line, each an object type written expanded when it
 * does not fit flat (its members one per line, none holding an object type). Undefined otherwise.
 */
function parameterLines(param: string): string[] | undefined {
  const line = `${indent(1)}${param},`;
  if (line.length <= LINE_WIDTH || UNBREAKABLE.test(`${param},`)) return [line];
  const m = /^([\w$]+\??: [\w$.]+)<(.*)>$/.exec(param);
  if (m === null) return undefined;
  const args = splitTopLevel(m[2], ', ');
  if (args === undefined) return undefined;
  const lines = [`${indent(1)}${m[1]}<`];
  for (const [i, arg] of args.entries()) {
    const comma = i < args.length - 1 ? ',' : '';
    const flat = `${indent(2)}${arg}${comma}`;
    if (flat.length <= LINE_WIDTH) {
      lines.push(flat);
      continue;
    }
    const object = /^\{ (.*) \}$/.exec(arg);
    const members = object === null ? undefined : splitTopLevel(object[1], '; ');
    if (members === undefined || members.some((member) => /[{}]/.test(member))) return undefined;
    lines.push(`${indent(2)}{`, ...members.map((member) => `${indent(3)}${member};`), `${indent(2)}}${comma}`);
  }
  lines.push(`${indent(1)}>,`);
  return lines.every((l) => l.length <= LINE_WIDTH) ? lines : undefined;
}

/** `text` split at `separator` outside brackets, or undefined when its brackets do not pair up. */
function splitTopLevel(text: string, separator: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<' || c === '{' || c === '(' || c === '[') depth++;
    else if (c === '>' || c === '}' || c === ')' || c === ']') {
      // `=>` is an arrow, not a closing bracket.
      if (c === '>' && text[i - 1] === '=') continue;
      if (--depth < 0) return undefined;
    } else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  if (depth !== 0) return undefined;
  parts.push(text.slice(start));
  return parts;
}

// ---------------------------------------------------------------------------------------------------------------
// Expressions of calls, arrows without parameters, arrays and object literals (the fixtures' build functions),
// laid out as the formatter prints them: flat when they fit; a call whose last argument is an arrow, array or object
// keeps it on the call's line ("hugged") when that first line fits, else puts every argument on its own line.

/** An expression read back from emitted text (`readExpression`). */
export type Expr =
  | { kind: 'atom'; text: string }
  | { kind: 'call'; callee: string; args: Expr[] }
  | { kind: 'arrow'; body: Expr }
  | { kind: 'array'; elements: Expr[] }
  | { kind: 'object'; members: Member[]; expanded: boolean };

/** An object member: `key: value` or `...value`. */
export interface Member {
  key?: string;
  value: Expr;
}

/**
 * The expression in `text`, or undefined when it holds anything else (a parameter, an operator, a regular
 * expression, a template, a comment): such text is left to the formatter.
 */
export function readExpression(text: string): Expr | undefined {
  const reader = { text, at: 0 };
  try {
    const expr = expression(reader);
    skipSpace(reader);
    return reader.at === text.length ? expr : undefined;
  } catch {
    return undefined;
  }
}

interface Reader {
  text: string;
  at: number;
}

function skipSpace(r: Reader): void {
  while (r.at < r.text.length && (r.text[r.at] === ' ' || r.text[r.at] === '\n')) r.at++;
}

function expect(r: Reader, token: string): void {
  skipSpace(r);
  if (!r.text.startsWith(token, r.at)) throw new Error(`expected ${token}`);
  r.at += token.length;
}

function peek(r: Reader, token: string): boolean {
  skipSpace(r);
  return r.text.startsWith(token, r.at);
}

const ATOM = /(?:'(?:[^'\\\n]|\\.)*'|-?\d+(?:\.\d+)?(?:e-?\d+)?|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\.[A-Za-z_$][\w$]*)*/y;

function expression(r: Reader): Expr {
  skipSpace(r);
  if (r.text.startsWith('() => ', r.at)) {
    r.at += '() => '.length;
    if (peek(r, '({')) {
      expect(r, '(');
      const body = expression(r);
      expect(r, ')');
      if (body.kind !== 'object') throw new Error('parenthesised body');
      return { kind: 'arrow', body };
    }
    return { kind: 'arrow', body: expression(r) };
  }
  if (peek(r, '[')) {
    r.at++;
    return { kind: 'array', elements: list(r, ']', () => expression(r)) };
  }
  if (peek(r, '{')) {
    r.at++;
    const expanded = r.text[r.at] === '\n';
    const members = list(r, '}', () => member(r));
    return { kind: 'object', members, expanded };
  }
  ATOM.lastIndex = r.at;
  const m = ATOM.exec(r.text);
  if (m === null) throw new Error('not an expression');
  r.at += m[0].length;
  if (r.text[r.at] !== '(') return { kind: 'atom', text: m[0] };
  r.at++;
  return { kind: 'call', callee: m[0], args: list(r, ')', () => expression(r)) };
}

function member(r: Reader): Member {
  skipSpace(r);
  if (r.text.startsWith('...', r.at)) {
    r.at += 3;
    return { value: expression(r) };
  }
  ATOM.lastIndex = r.at;
  const key = ATOM.exec(r.text);
  if (key === null || key[0].includes('.')) throw new Error('not a key');
  r.at += key[0].length;
  expect(r, ': ');
  return { key: key[0], value: expression(r) };
}

/** Items up to `close`, separated by commas (a trailing comma allowed). */
function list<T>(r: Reader, close: string, item: () => T): T[] {
  const items: T[] = [];
  while (!peek(r, close)) {
    items.push(item());
    if (peek(r, ',')) r.at++;
    else if (!peek(r, close)) throw new Error('expected a comma');
  }
  r.at++;
  return items;
}

/** The expression on one line, as the formatter prints it when it fits. */
export function flatExpression(e: Expr): string {
  switch (e.kind) {
    case 'atom':
      return e.text;
    case 'call':
      return `${e.callee}(${e.args.map(flatExpression).join(', ')})`;
    case 'arrow':
      return `() => ${e.body.kind === 'object' ? `(${flatExpression(e.body)})` : flatExpression(e.body)}`;
    case 'array':
      return `[${e.elements.map(flatExpression).join(', ')}]`;
    case 'object':
      return e.members.length === 0 ? '{}' : `{ ${e.members.map(flatMember).join(', ')} }`;
  }
}

function flatMember(m: Member): string {
  return m.key === undefined ? `...${flatExpression(m.value)}` : `${m.key}: ${flatExpression(m.value)}`;
}

/**
 * Whether the formatter breaks the expression whatever the width: an object written expanded, or a list of several
 * objects or lists of several members each.
 */
function breaks(e: Expr): boolean {
  switch (e.kind) {
    case 'atom':
      return false;
    case 'call':
      return e.args.some(breaks);
    case 'arrow':
      return breaks(e.body);
    case 'object':
      return (e.expanded && e.members.length > 0) || e.members.some((m) => breaks(m.value));
    case 'array': {
      const first = e.elements[0];
      const several = (x: Expr) => (x.kind === 'array' ? x.elements.length > 1 : x.kind === 'object' && x.members.length > 1);
      if (e.elements.length > 1 && (first.kind === 'array' || first.kind === 'object') && e.elements.every((x) => x.kind === first.kind && several(x))) return true;
      return e.elements.some(breaks);
    }
  }
}

/** Whether a last argument may stay on its call's line, broken itself (the formatter's "hugged" last argument). */
function huggable(e: Expr): boolean {
  if (e.kind === 'array') return e.elements.length > 0;
  if (e.kind === 'object') return e.members.length > 0;
  return e.kind === 'arrow' && (e.body.kind === 'call' || e.body.kind === 'array' || e.body.kind === 'object');
}

/**
 * The lines of `prefix + expression + suffix` at `depth` (each line without the indentation of `depth`, deeper lines
 * with theirs), or undefined when it cannot be laid out for sure (an atom too long for its line, say).
 */
export function expressionLines(e: Expr, depth: number, prefix = '', suffix = ''): string[] | undefined {
  const flat = `${prefix}${flatExpression(e)}${suffix}`;
  if (!breaks(e) && indent(depth).length + flat.length <= LINE_WIDTH) return [flat];
  const nested = (x: Expr, p: string, s: string): string[] | undefined => expressionLines(x, depth + 1, p, s)?.map((l) => `${indent(1)}${l}`);
  const all = (parts: (string[] | undefined)[]): string[] | undefined => (parts.some((p) => p === undefined) ? undefined : (parts as string[][]).flat());
  switch (e.kind) {
    case 'atom':
      return undefined;
    case 'array':
      return all([[`${prefix}[`], ...e.elements.map((x) => nested(x, '', ',')), [`]${suffix}`]]);
    case 'object':
      return all([[`${prefix}{`], ...e.members.map((m) => nested(m.value, m.key === undefined ? '...' : `${m.key}: `, ',')), [`}${suffix}`]]);
    case 'arrow':
      return arrowLines(e, depth, prefix, suffix, false);
    case 'call': {
      const last = e.args[e.args.length - 1];
      const others = e.args.slice(0, -1);
      if (others.some(breaks)) return undefined;
      const head = `${prefix}${e.callee}(${others.map((x) => `${flatExpression(x)}, `).join('')}`;
      if (last !== undefined && huggable(last) && (others.length === 0 || others[others.length - 1].kind !== last.kind)) {
        // The hugged form is the formatter's when its first line (up to the last argument's opening) fits.
        if (indent(depth).length + head.length + opening(last).length <= LINE_WIDTH) {
          return last.kind === 'arrow' ? arrowLines(last, depth, head, `)${suffix}`, true) : expressionLines(last, depth, head, `)${suffix}`);
        }
      }
      return all([[`${prefix}${e.callee}(`], ...e.args.map((x) => nested(x, '', ',')), [`)${suffix}`]]);
    }
  }
}

/** What a hugged last argument puts on its call's line. */
function opening(e: Expr): string {
  if (e.kind !== 'arrow') return e.kind === 'array' ? '[' : '{';
  return e.body.kind === 'object' ? '() => ({' : e.body.kind === 'array' ? '() => [' : '() =>';
}

/**
 * An arrow broken: a list or object body stays on the arrow's line, another body goes to the next line one level
 * deeper (as a hugged last argument, followed by a comma and the closing parenthesis on a line of its own).
 */
function arrowLines(e: Extract<Expr, { kind: 'arrow' }>, depth: number, prefix: string, suffix: string, hugged: boolean): string[] | undefined {
  const body = e.body;
  if (body.kind === 'object') return expressionLines(body, depth, `${prefix}() => (`, `)${suffix}`);
  if (body.kind === 'array') return expressionLines(body, depth, `${prefix}() => `, suffix);
  const inner = expressionLines(body, depth + 1, '', hugged ? ',' : suffix);
  if (inner === undefined) return undefined;
  const lines = [`${prefix}() =>`, ...inner.map((l) => `${indent(1)}${l}`)];
  if (hugged) lines.push(suffix);
  return lines;
}
