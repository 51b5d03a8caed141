/**
 * Functions written one statement per line (the validators' fast and collecting passes, issue 25), laid out as the
 * formatter (Biome, whose JavaScript layout is Prettier's) prints them, so the finishing step does not format them.
 * Biome spent most of a cold run's formatting on these functions: long `if` conditions and calls broken over lines.
 *
 * Each line of the body is read into a small syntax tree (identifiers, literals, member access, calls, unary,
 * binary and conditional expressions, `as` casts; `if`, `else`, `for`, `switch`, declarations, expression
 * statements) and printed with Prettier's algorithm (groups that break when they do not fit in the line width) and
 * its rules for those constructs: an `if` condition broken one operand per line, a long consequent on the next line,
 * call arguments one per line, `const x =` with a long binary on the next line. Anything else (a construct not read
 * here, a string it would requote, a declaration or a block opening too long for its line) makes the whole
 * function `undefined`: it is formatted as before. The layout tests (test/pipeline/layout-by-construction.test.ts)
 * hold every function laid out here equal to Biome's output for the three definitions, stripe and a corpus sample.
 */
import { LINE_WIDTH } from './layout.ts';

/** Whether emitters lay out their functions (the layout test turns it off to compare with the formatter's bytes). */
export const functionLayout = { enabled: true };

// ---------------------------------------------------------------------------------------------------------------
// Documents (Prettier's intermediate form) and their printer.

type Doc = string | Doc[] | Group | Indent | Line | IfBreak;
interface Group {
  t: 'group';
  c: Doc;
  /** Must print flat: a group that would break makes the statement not laid out here. */
  flatOnly?: boolean;
  /** Its width printed flat, once measured. */
  width?: number;
}
interface Indent {
  t: 'indent';
  c: Doc;
}
interface Line {
  t: 'line';
  /** A soft line is nothing when flat; a plain one a space. */
  soft: boolean;
}
interface IfBreak {
  t: 'ifBreak';
  broken: Doc;
}

const group = (c: Doc): Group => ({ t: 'group', c });
const indentDoc = (c: Doc): Indent => ({ t: 'indent', c });
const LINE: Line = { t: 'line', soft: false };
const SOFTLINE: Line = { t: 'line', soft: true };
const TRAILING_COMMA: IfBreak = { t: 'ifBreak', broken: ',' };

type Command = [depth: number, flat: boolean, doc: Doc];

/**
 * The document printed at `depth` (its first line not indented, starting at `column`): Prettier's printDocToString
 * for these documents.
 */
function printDoc(doc: Doc, depth: number, column = depth * 2): string {
  const out: string[] = [];
  const commands: Command[] = [[depth, false, doc]];
  while (commands.length > 0) {
    const [d, flat, next] = commands.pop()!;
    if (typeof next === 'string') {
      out.push(next);
      column += next.length;
    } else if (Array.isArray(next)) {
      for (let i = next.length - 1; i >= 0; i--) commands.push([d, flat, next[i]]);
    } else if (next.t === 'indent') {
      commands.push([d + 1, flat, next.c]);
    } else if (next.t === 'group') {
      const asFlat = flat || fits([d, true, next.c], commands, LINE_WIDTH - column);
      if (!asFlat && next.flatOnly) throw BAIL;
      commands.push([d, asFlat, next.c]);
    } else if (next.t === 'line') {
      if (flat) {
        if (!next.soft) {
          out.push(' ');
          column++;
        }
      } else {
        out.push(`\n${'  '.repeat(d)}`);
        column = d * 2;
      }
    } else if (!flat) {
      commands.push([d, flat, next.broken]);
    }
  }
  return out.join('');
}

/** The width of a document printed flat (a group's measured once: groups nest, and each is asked about again). */
function flatWidth(doc: Doc): number {
  if (typeof doc === 'string') return doc.length;
  if (Array.isArray(doc)) {
    let width = 0;
    for (const d of doc) width += flatWidth(d);
    return width;
  }
  switch (doc.t) {
    case 'group':
      return (doc.width ??= flatWidth(doc.c));
    case 'indent':
      return flatWidth(doc.c);
    case 'line':
      return doc.soft ? 0 : 1;
    default:
      return 0;
  }
}

/** Whether `next` fits flat in `width` columns, followed by what comes after it up to its first line break. */
function fits(next: Command, rest: readonly Command[], width: number): boolean {
  width -= flatWidth(next[2]);
  const commands: Command[] = [];
  let restAt = rest.length;
  while (width >= 0) {
    if (commands.length === 0) {
      if (restAt === 0) return true;
      commands.push(rest[--restAt]);
      continue;
    }
    const [d, flat, doc] = commands.pop()!;
    if (typeof doc === 'string') width -= doc.length;
    else if (Array.isArray(doc)) for (let i = doc.length - 1; i >= 0; i--) commands.push([d, flat, doc[i]]);
    else if (doc.t === 'indent' || doc.t === 'group') commands.push([d, flat, doc.c]);
    else if (doc.t === 'line') {
      if (!flat) return true;
      if (!doc.soft) width--;
    } else if (!flat) commands.push([d, flat, doc.broken]);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens and expressions.

/** Thrown where a line holds what is not laid out here (no stack trace: it is thrown often). */
const BAIL = Symbol('not laid out here');

type Token = { k: 'word' | 'string' | 'number' | 'template' | 'punct'; v: string };

const TOKEN =
  /\s*(?:([A-Za-z_$][\w$]*)|('(?:[^'\\\n]|\\[\\nrtbfvux0'])*'|"[^"\\\n]*")|((?:0|[1-9]\d*)(?:\.\d*[1-9])?)(?![\w.])|(`(?:[^`\\$]|\\[`\\$]|\$(?!\{)|\$\{[A-Za-z_$][\w$]*\})*`)|(===|!==|<=|>=|&&|\|\||\+\+|--|[-+*%<>!?:.,;()[\]{}=]))/y;

/** The line's tokens, or undefined when it holds anything not read here (a comment, a regular expression ...). */
function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (m === null) return /^\s*$/.test(text.slice(at)) ? tokens : undefined;
    if (m[1] !== undefined) tokens.push({ k: 'word', v: m[1] });
    else if (m[2] !== undefined) {
      // The formatter prefers single quotes, and double ones only around a single quote.
      const v = requoted(m[2]);
      if (v === undefined) return undefined;
      tokens.push({ k: 'string', v });
    } else if (m[3] !== undefined) tokens.push({ k: 'number', v: m[3] });
    else if (m[4] !== undefined) tokens.push({ k: 'template', v: m[4] });
    else tokens.push({ k: 'punct', v: m[5] });
  }
  return tokens;
}

/**
 * A string as the formatter writes it: in single quotes, unless it holds more single quotes than double ones
 * (`'\\'a\\''` becomes `"'a'"`); undefined where that is not decided here.
 */
function requoted(text: string): string | undefined {
  if (text[0] === '"') return text.includes("'") ? text : undefined;
  if (!text.includes("\\'")) return text;
  const inner = text.slice(1, -1);
  if (inner.includes('"')) return undefined;
  return `"${inner.replace(/\\'/g, "'")}"`;
}

type Expr =
  | { k: 'atom'; text: string; paren?: boolean }
  | { k: 'member'; object: Expr; name: string; paren?: boolean }
  | { k: 'index'; object: Expr; index: Expr; paren?: boolean }
  | { k: 'call'; callee: Expr; args: Expr[]; paren?: boolean }
  | { k: 'unary'; op: string; arg: Expr; paren?: boolean }
  | { k: 'binary'; op: string; left: Expr; right: Expr; paren?: boolean }
  | { k: 'as'; expr: Expr; type: string; paren?: boolean }
  | { k: 'cond'; test: Expr; then: Expr; else: Expr; paren?: boolean }
  | { k: 'array'; elements: Expr[]; paren?: boolean };

const PRECEDENCE: Readonly<Record<string, number>> = {
  '||': 1,
  '&&': 2,
  '===': 6,
  '!==': 6,
  '<': 7,
  '>': 7,
  '<=': 7,
  '>=': 7,
  instanceof: 7,
  '+': 9,
  '-': 9,
  '*': 10,
  '%': 10,
};
const LOGICAL = new Set(['||', '&&']);

class Reader {
  at = 0;
  constructor(readonly tokens: Token[]) {}
  peek(v?: string): Token | undefined {
    const t = this.tokens[this.at];
    return v === undefined || t?.v === v ? t : undefined;
  }
  take(v?: string): Token {
    const t = this.tokens[this.at];
    if (t === undefined || (v !== undefined && t.v !== v)) throw BAIL;
    this.at++;
    return t;
  }
  done(): boolean {
    return this.at === this.tokens.length;
  }
}

function expression(r: Reader): Expr {
  const test = binary(r, 1);
  if (!r.peek('?')) return test;
  r.take('?');
  const then = binary(r, 1);
  r.take(':');
  return { k: 'cond', test, then, else: binary(r, 1) };
}

function binary(r: Reader, min: number): Expr {
  let left = unary(r);
  for (;;) {
    const op = r.peek()?.v;
    const p = op === undefined ? undefined : PRECEDENCE[op];
    if (p === undefined || p < min || (r.peek()!.k !== 'punct' && op !== 'instanceof')) return left;
    r.take();
    left = { k: 'binary', op: op!, left, right: binary(r, p + 1) };
  }
}

function asCast(r: Reader, expr: Expr): Expr {
  r.take('as');
  const parts = [r.take().v];
  if (!/^[A-Za-z_$]/.test(parts[0])) throw BAIL;
  if (r.peek('<')) {
    // `Record<string, unknown>`: words and commas up to the closing `>`.
    parts.push(r.take('<').v);
    while (!r.peek('>')) {
      const t = r.take();
      if (t.k !== 'word' && t.v !== ',') throw BAIL;
      parts.push(t.v === ',' ? ', ' : t.v);
    }
    parts.push(r.take('>').v);
  }
  return { k: 'as', expr, type: parts.join('') };
}

function unary(r: Reader): Expr {
  const t = r.peek();
  if (t !== undefined && (t.v === '!' || t.v === '-' || t.v === '++' || t.v === 'typeof') && t.k !== 'string') {
    r.take();
    return { k: 'unary', op: t.v === 'typeof' ? 'typeof ' : t.v, arg: unary(r) };
  }
  let e = postfix(r, primary(r));
  while (r.peek('as')) e = asCast(r, e);
  return e;
}

function primary(r: Reader): Expr {
  const t = r.take();
  if (t.v === '(' && t.k === 'punct') {
    const inner = expression(r);
    r.take(')');
    if (inner.paren) throw BAIL;
    return { ...inner, paren: true };
  }
  if (t.v === '[' && t.k === 'punct') {
    const elements: Expr[] = [];
    while (!r.peek(']')) {
      elements.push(expression(r));
      if (!r.peek(']')) r.take(',');
    }
    r.take(']');
    return { k: 'array', elements };
  }
  if (t.k === 'punct' || ['typeof', 'instanceof', 'as', 'function', 'new', 'in', 'of'].includes(t.v)) throw BAIL;
  return { k: 'atom', text: t.v };
}

function postfix(r: Reader, e: Expr): Expr {
  for (;;) {
    if (r.peek('.')) {
      r.take('.');
      const name = r.take();
      if (name.k !== 'word') throw BAIL;
      e = { k: 'member', object: e, name: name.v };
    } else if (r.peek('[')) {
      r.take('[');
      const index = expression(r);
      r.take(']');
      e = { k: 'index', object: e, index };
    } else if (r.peek('(')) {
      r.take('(');
      const args: Expr[] = [];
      while (!r.peek(')')) {
        args.push(expression(r));
        if (!r.peek(')')) r.take(',');
      }
      r.take(')');
      e = { k: 'call', callee: e, args };
    } else return e;
  }
}

/** Whether the formatter writes parentheses around `e` as `role` of `parent`. */
function needsParens(e: Expr, parent: Expr | undefined, role: 'left' | 'right' | 'object' | 'callee' | 'arg' | 'other'): boolean {
  if (parent === undefined) return false;
  if (e.k === 'cond') return parent.k === 'binary' || parent.k === 'unary' || role === 'object' || role === 'callee' || parent.k === 'as' || parent.k === 'cond';
  if (e.k === 'as') return parent.k === 'binary' || parent.k === 'unary' || role === 'object' || role === 'callee';
  if (e.k === 'binary') {
    if (parent.k === 'unary' || role === 'object' || role === 'callee' || parent.k === 'as') return true;
    if (parent.k !== 'binary') return false;
    const pp = PRECEDENCE[parent.op];
    const np = PRECEDENCE[e.op];
    if (pp > np) return true;
    // A logical operator's right operand of the same operator is left there by the rebalancing, without parentheses.
    if (pp === np && role === 'right') return !(LOGICAL.has(e.op) && e.op === parent.op);
    if (pp === np && !sameFamily(parent.op, e.op)) return true;
    return false;
  }
  if (e.k === 'unary') return role === 'object' || role === 'callee';
  return false;
}

/** Operators the formatter flattens into one chain (`a + b - c`, `a && b && c`), not equality and not `%` with `*`. */
function sameFamily(a: string, b: string): boolean {
  if (PRECEDENCE[a] !== PRECEDENCE[b]) return false;
  if (PRECEDENCE[a] === 6 || (PRECEDENCE[a] === 10 && a !== b)) return false;
  return true;
}

/**
 * The tree as the formatter sees it: a logical operator whose right operand is the same operator in parentheses is
 * turned once, `a && (b && c)` to `(a && b) && c` (as Biome's syntax rewriter does, bottom up), so the chain is laid
 * out as one.
 */
function rebalanced(e: Expr): Expr {
  switch (e.k) {
    case 'member':
      e.object = rebalanced(e.object);
      return e;
    case 'index':
      e.object = rebalanced(e.object);
      e.index = rebalanced(e.index);
      return e;
    case 'call':
      e.callee = rebalanced(e.callee);
      for (let i = 0; i < e.args.length; i++) e.args[i] = rebalanced(e.args[i]);
      return e;
    case 'unary':
      e.arg = rebalanced(e.arg);
      return e;
    case 'as':
      e.expr = rebalanced(e.expr);
      return e;
    case 'cond':
      e.test = rebalanced(e.test);
      e.then = rebalanced(e.then);
      e.else = rebalanced(e.else);
      return e;
    case 'array':
      for (let i = 0; i < e.elements.length; i++) e.elements[i] = rebalanced(e.elements[i]);
      return e;
    case 'binary': {
      const left = rebalanced(e.left);
      const right = rebalanced(e.right);
      // `(a && b) && c`: the parentheses go first (the chain is one).
      if (left.paren && left.k === 'binary' && sameFamily(e.op, left.op)) left.paren = false;
      if (LOGICAL.has(e.op) && right.paren && right.k === 'binary' && right.op === e.op) {
        return { k: 'binary', op: e.op, left: { k: 'binary', op: e.op, left, right: right.left }, right: right.right, paren: e.paren };
      }
      e.left = left;
      e.right = right;
      return e;
    }
    default:
      return e;
  }
}

/**
 * The tree rebalanced, without the parentheses the formatter drops; fails (throws) where it is outside what is laid
 * out here (logical operators mixed without parentheses, which it would add).
 */
function normal(e: Expr): Expr {
  const tree = rebalanced(e);
  check(tree, undefined, 'other');
  return tree;
}

function check(e: Expr, parent: Expr | undefined, role: 'left' | 'right' | 'object' | 'callee' | 'arg' | 'other'): void {
  const needed = needsParens(e, parent, role);
  if (e.paren && !needed) e.paren = false;
  else if (!e.paren && needed) throw BAIL;
  switch (e.k) {
    case 'atom':
      return;
    case 'member':
      return check(e.object, e, 'object');
    case 'index':
      check(e.object, e, 'object');
      return check(e.index, e, 'other');
    case 'call':
      check(e.callee, e, 'callee');
      // A member chain with calls inside (`a.b().c()`) is laid out otherwise.
      for (let c = e.callee; c.k === 'member' || c.k === 'index' || c.k === 'call'; c = c.k === 'call' ? c.callee : c.object) {
        if (c !== e.callee && c.k === 'call') throw BAIL;
      }
      // A last argument the formatter may hug (a list), lists of numbers (filled), conditionals: not laid out here.
      if (e.args.some((a, i) => a.k === 'cond' || (a.k === 'array' && (i === e.args.length - 1 || a.elements.some((x) => x.k !== 'atom' || !/^['"]/.test(x.text)))))) {
        throw BAIL;
      }
      for (const a of e.args) check(a, e, 'arg');
      return;
    case 'unary':
      return check(e.arg, e, 'other');
    case 'binary':
      if (LOGICAL.has(e.op)) {
        for (const side of [e.left, e.right]) {
          if (side.k === 'binary' && LOGICAL.has(side.op) && side.op !== e.op && !side.paren) throw BAIL;
        }
      }
      check(e.left, e, 'left');
      return check(e.right, e, 'right');
    case 'as':
      return check(e.expr, e, 'other');
    case 'cond':
      check(e.test, e, 'other');
      check(e.then, e, 'other');
      return check(e.else, e, 'other');
    case 'array':
      for (const x of e.elements) check(x, e, 'arg');
  }
}

/** Where a binary expression is printed: its parent decides whether it is grouped and indented. */
type BinaryPlace = 'test' | 'unary' | 'declaration' | 'other';
/** The kind of a binary expression's parent (Prettier's BinaryExpression, LogicalExpression, or another). */
type ParentKind = 'binary' | 'logical' | 'other';

function doc(e: Expr, place: BinaryPlace = 'other', parent: ParentKind = 'other'): Doc {
  const inner = bare(e, place, parent);
  return e.paren ? ['(', inner, ')'] : inner;
}

function bare(e: Expr, place: BinaryPlace, parent: ParentKind): Doc {
  switch (e.k) {
    case 'atom':
      return e.text;
    case 'member':
      return [doc(e.object), '.', e.name];
    case 'index':
      return e.index.k === 'atom' && /^\d/.test(e.index.text)
        ? [doc(e.object), '[', e.index.text, ']']
        : [doc(e.object), group(['[', indentDoc([SOFTLINE, doc(e.index)]), SOFTLINE, ']'])];
    case 'call':
      return [doc(e.callee), e.args.length === 0 ? '()' : group(['(', indentDoc([SOFTLINE, join(e.args.map((a) => doc(a)))]), TRAILING_COMMA, SOFTLINE, ')'])];
    case 'unary':
      return [e.op, doc(e.arg, 'unary')];
    case 'as':
      return [doc(e.expr), ' as ', e.type];
    case 'cond':
      return group([doc(e.test), indentDoc([LINE, '? ', doc(e.then), LINE, ': ', doc(e.else)])]);
    case 'array':
      return group(['[', indentDoc([SOFTLINE, join(e.elements.map((x) => doc(x)))]), TRAILING_COMMA, SOFTLINE, ']']);
    case 'binary':
      return binaryDoc(e, place, parent);
  }
}

function join(docs: Doc[]): Doc[] {
  const joined: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    if (i > 0) joined.push(',', LINE);
    joined.push(docs[i]);
  }
  return joined;
}

/** Prettier's printBinaryish: a chain of one operator family flattened, one operand per line when broken. */
function binaryDoc(e: Extract<Expr, { k: 'binary' }>, place: BinaryPlace, parent: ParentKind): Doc {
  const parts = chainParts(e, place === 'test', parent);
  if (place === 'test') return parts;
  if (place === 'unary') return group([indentDoc([SOFTLINE, ...parts]), SOFTLINE]);
  if (place === 'declaration') return group(parts);
  const first = parts.findIndex((p) => typeof p === 'object' && !Array.isArray(p) && p.t === 'group');
  const head = parts.slice(0, first === -1 ? 1 : first + 1);
  return group([...head, indentDoc(parts.slice(head.length))]);
}

function chainParts(e: Extract<Expr, { k: 'binary' }>, inParens: boolean, parent: ParentKind): Doc[] {
  const left = e.left;
  const isLogical = LOGICAL.has(e.op);
  const own: ParentKind = isLogical ? 'logical' : 'binary';
  const parts: Doc[] =
    left.k === 'binary' && !left.paren && sameFamily(e.op, left.op) ? chainParts(left, inParens, own) : [group(doc(left, 'other', own))];
  const right: Doc = [e.op, LINE, doc(e.right, 'other', own)];
  const kind = (x: Expr): ParentKind => (x.k === 'binary' ? (LOGICAL.has(x.op) ? 'logical' : 'binary') : 'other');
  const grouped = !(inParens && isLogical) && parent !== own && kind(e.left) !== own && kind(e.right) !== own;
  parts.push(' ', grouped ? group(right) : right);
  return parts;
}

// ---------------------------------------------------------------------------------------------------------------
// Statements.

/** One line of a function body read as a statement (or a block's opening or closing). */
type Statement =
  | { k: 'if'; test: Expr; then: Statement | 'block' }
  | { k: 'else'; body: Statement | 'block'; closes: boolean }
  | { k: 'expr'; expr: Expr }
  | { k: 'return'; expr?: Expr }
  | { k: 'decl'; keyword: string; name: string; type?: string; init: Expr }
  | { k: 'assign'; name: string; value: Expr }
  | { k: 'word'; text: string };

function statement(r: Reader): Statement {
  const t = r.take();
  if (t.v === 'if') {
    r.take('(');
    const test = normal(expression(r));
    r.take(')');
    if (r.peek('{')) {
      r.take('{');
      return { k: 'if', test, then: 'block' };
    }
    return { k: 'if', test, then: statement(r) };
  }
  if (t.v === 'else') {
    if (r.peek('{')) {
      r.take('{');
      return { k: 'else', body: 'block', closes: false };
    }
    return { k: 'else', body: statement(r), closes: false };
  }
  if (t.v === 'return') {
    if (r.peek(';')) {
      r.take(';');
      return { k: 'return' };
    }
    const expr = normal(expression(r));
    r.take(';');
    return { k: 'return', expr };
  }
  if (t.v === 'break' || t.v === 'continue') {
    r.take(';');
    return { k: 'word', text: `${t.v};` };
  }
  if (t.v === 'const' || t.v === 'let') {
    const name = r.take();
    if (name.k !== 'word') throw BAIL;
    let type: string | undefined;
    if (r.peek(':')) {
      r.take(':');
      type = r.take().v;
      if (!/^[A-Za-z_$][\w$]*$/.test(type)) throw BAIL;
    }
    r.take('=');
    const init = normal(expression(r));
    r.take(';');
    return { k: 'decl', keyword: t.v, name: name.v, type, init };
  }
  if (t.k === 'word' && r.peek('=')) {
    r.take('=');
    const value = normal(expression(r));
    r.take(';');
    return { k: 'assign', name: t.v, value };
  }
  r.at--;
  const expr = normal(expression(r));
  if (expr.k !== 'call' && !(expr.k === 'unary' && expr.op === '++')) throw BAIL;
  r.take(';');
  return { k: 'expr', expr };
}

/** The document of a statement (an `if`'s consequent clause included); `block` statements end with ` {`. */
function statementDoc(s: Statement): Doc {
  switch (s.k) {
    case 'if':
      return group(['if (', group([indentDoc([SOFTLINE, doc(s.test, 'test')]), SOFTLINE]), ')', clause(s.then)]);
    case 'else':
      return ['else', s.body !== 'block' && s.body.k === 'if' ? [' ', statementDoc(s.body)] : group(clause(s.body))];
    case 'expr':
      return [doc(s.expr), ';'];
    case 'return':
      return s.expr === undefined ? 'return;' : ['return ', doc(s.expr), ';'];
    case 'word':
      return s.text;
    case 'assign':
      return [s.name, ' = ', doc(s.value), ';'];
    case 'decl': {
      const head = `${s.keyword} ${s.name}${s.type === undefined ? '' : `: ${s.type}`} =`;
      const init = s.init;
      // Prettier's "break-after-operator" for a binary or a member chain; other initialisers only when they fit.
      const breaksAfter = (init.k === 'binary' && !init.paren) || isMemberChain(init);
      // Other initialisers only when they fit (a `const` line longer than the width is left to the formatter).
      return breaksAfter ? [group([head, group(indentDoc([LINE, doc(init, 'declaration')]))]), ';'] : [head, ' ', flat(doc(init)), ';'];
    }
  }
}

function isMemberChain(e: Expr): boolean {
  return (e.k === 'member' || e.k === 'index') && !e.paren && (e.object.k === 'atom' || isMemberChain(e.object));
}

/** A document that must print on one line (else the statement is not laid out here). */
function flat(d: Doc): Doc {
  return { t: 'group', c: d, flatOnly: true };
}

function clause(then: Statement | 'block'): Doc {
  return then === 'block' ? ' {' : indentDoc([LINE, statementDoc(then)]);
}

/**
 * What may make the formatter rewrite a statement line that fits (the emitters write the formatter's spacing): a
 * parenthesis that is not a call's, an `if`'s, a `for`'s or a `switch`'s (it may drop it), a string it might requote,
 * a number it might rewrite, a comment, an object literal. A line without any stays as written.
 */
const REWRITTEN = /["\\]|(?<!\b(?:if|for|switch)) \(|[^\w$\s]\(|^\(|\d[.eExX]|\/[/*]| {2}|\{.|[^\s]\}|[^\x20-\x7e]/;

/** Lines the formatter keeps as they are at any depth: loop and switch openings, `case` labels. */
const OPENING = /^(?:for \((?:let|const) [\w$]+(?::\s*\w+)? (?:= 0; [\w$]+ < [\w$.]+; [\w$]+\+\+|in [\w$]+)\) \{|switch \([\w$]+\) \{)$/;
const CASE = /^(?:case (?:'[^'\\\n]*'|-?\d+|true|false|null):|default:)$/;

/**
 * `function name(params): result {` + one statement per line + `}` (a doc comment before it), laid out as the
 * formatter prints it, or undefined when a line holds anything not laid out here.
 */
export function laidOutFunction(text: string): string | undefined {
  const lines = text.split('\n');
  const head = lines.findIndex((l) => l.startsWith('function '));
  // An empty body is joined to `{}`: not laid out here.
  if (head === -1 || head >= lines.length - 2 || lines[lines.length - 1] !== '}') return undefined;
  // Doc comments as written: one line each, or a block whose lines start with ` * `.
  if (!lines.slice(0, head).every((l) => /^(?:\/\*\*.*|\s\*.*)$/.test(l) && /^[\x20-\x7e]*$/.test(l))) return undefined;
  const header = functionHeader(lines[head]);
  if (header === undefined) return undefined;
  const out = [...lines.slice(0, head), header];
  // Open blocks: a switch's cases are one level deeper, and a case's statements one more.
  const blocks: ('block' | 'switch' | 'case')[] = [];
  let depth = 1;
  /** Whether the last line was an `if` with a consequent that is not a block (an `else` line may follow). */
  let previousIsClause = false;
  const put = (line: string): boolean => {
    out.push(line);
    return line.length <= LINE_WIDTH;
  };
  try {
    for (let i = head + 1; i < lines.length - 1; i++) {
      let line = lines[i];
      let closes = false;
      // A blank line (an empty body written `{\n\n}`) is the formatter's to join or keep.
      if (line === '') return undefined;
      if (line.startsWith('}')) {
        if (blocks[blocks.length - 1] === 'case') {
          blocks.pop();
          depth--;
        }
        if (blocks.pop() === undefined) return undefined;
        depth--;
        if (line === '}') {
          out.push(`${'  '.repeat(depth)}}`);
          previousIsClause = false;
          continue;
        }
        if (!line.startsWith('} else ')) return undefined;
        line = line.slice(2);
        closes = true;
      } else if (OPENING.test(line)) {
        if (!put(`${'  '.repeat(depth)}${line}`)) return undefined;
        blocks.push(line.startsWith('switch') ? 'switch' : 'block');
        depth++;
        previousIsClause = false;
        continue;
      } else if (CASE.test(line)) {
        if (blocks[blocks.length - 1] === 'case') {
          blocks.pop();
          depth--;
        }
        if (blocks[blocks.length - 1] !== 'switch' || !put(`${'  '.repeat(depth)}${line}`)) return undefined;
        blocks.push('case');
        depth++;
        previousIsClause = false;
        continue;
      }
      const prefix = `${'  '.repeat(depth)}${closes ? '} ' : ''}`;
      if (closes && !line.startsWith('else ')) return undefined;
      if (line.startsWith('else ') && !closes && !previousIsClause) return undefined;
      if (prefix.length + line.length <= LINE_WIDTH && !REWRITTEN.test(line)) {
        // Most lines fit and hold nothing the formatter rewrites: they stay as written (the layout test holds it).
        out.push(`${prefix}${line}`);
        previousIsClause = /^if \(/.test(line) && !line.endsWith('{');
        if (line.endsWith('{')) {
          blocks.push('block');
          depth++;
        }
        continue;
      }
      const tokens = tokenize(line);
      if (tokens === undefined) return undefined;
      const r = new Reader(tokens);
      const s = statement(r);
      if (!r.done()) return undefined;
      const printed = `${prefix}${printDoc(statementDoc(s), depth, prefix.length)}`;
      // A line may stay longer than the width where nothing is left to break (a long name, a string): the printer
      // breaks all it can there, as the formatter does.
      out.push(printed);
      if (endsBlock(s)) {
        blocks.push('block');
        depth++;
      }
      previousIsClause = s.k === 'if' && s.then !== 'block';
    }
  } catch {
    return undefined;
  }
  if (blocks.length > 0) return undefined;
  out.push('}');
  return out.join('\n');
}

function endsBlock(s: Statement): boolean {
  if (s.k === 'if') return s.then === 'block' || endsBlock(s.then);
  if (s.k === 'else') return s.body === 'block' || endsBlock(s.body);
  return false;
}

/** `function name(a: A, b: B): R {`, its parameters one per line when it does not fit. */
function functionHeader(line: string): string | undefined {
  const m = /^function ([\w$]+)\(((?:[\w$]+: [\w$]+(?:, )?)*)\): ([\w$]+) \{$/.exec(line);
  if (m === null) return undefined;
  if (line.length <= LINE_WIDTH) return line;
  const params = m[2].split(', ');
  if (params.some((p) => p.length + 3 > LINE_WIDTH) || `function ${m[1]}(`.length > LINE_WIDTH) return undefined;
  return [`function ${m[1]}(`, ...params.map((p) => `  ${p},`), `): ${m[3]} {`].join('\n');
}
