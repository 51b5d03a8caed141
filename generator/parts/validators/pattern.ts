/**
 * Compiles simple anchored patterns (`^[0-9]{4}$`, `^(0[1-9]|1[0-2])$`, `^[0-9]+(\.[0-9]+)?$`) into a
 * deterministic automaton emitted as a plain function: one pass over the string's char codes, no backtracking,
 * no allocation. It matches exactly what the regular expression matches (a regular language has a unique minimal
 * answer; the subset construction below is exact), and is several times faster than `RegExp#test` on the short
 * strings schemas constrain.
 *
 * Only a safe subset is compiled: `^...$` anchored, ASCII literals and classes (no negated classes, no `.`, no
 * `\s`/`\S`-style escapes beyond `\d` and `\w`), groups, alternation and the quantifiers `? * + {n} {n,} {n,m}`.
 * In that subset, `u`-flag and UTF-16 matching agree (no class contains a surrogate). Anything else, or an
 * automaton too big to read, keeps the regular expression.
 */

type Range = readonly [number, number];
type Node =
  | { kind: 'set'; ranges: Range[] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const MAX_NFA_STATES = 600;
const MAX_DFA_STATES = 48;

/** The body of a matcher function for `pattern` (parameter `s`), or undefined when it is not compiled. */
export function compilePattern(pattern: string): string | undefined {
  try {
    const ast = parse(pattern);
    return emit(minimise(determinise(ast)));
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/**
 * True when every string matching `inner` also matches `outer` (both in the compiled subset), decided exactly on
 * the automata: no reachable pair of states where `inner` accepts and `outer` does not. Lets a validator skip a
 * pattern that a stricter format check already implies.
 */
export function patternIncludes(outer: string, inner: string): boolean {
  let a: Dfa;
  let b: Dfa;
  try {
    a = determinise(parse(inner));
    b = determinise(parse(outer));
  } catch (error) {
    if (error instanceof Unsupported) return false;
    throw error;
  }
  const step = (dfa: Dfa, state: number, c: number): number => {
    if (state < 0) return -1;
    for (const [lo, hi, t] of dfa.transitions[state]) if (lo <= c && c <= hi) return t;
    return -1;
  };
  const seen = new Set<string>();
  const queue: [number, number][] = [[0, 0]];
  while (queue.length > 0) {
    const [x, y] = queue.pop() as [number, number];
    const key = `${x},${y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (a.accepting[x] && (y < 0 || !b.accepting[y])) return false;
    // Representative characters: every interval boundary of either automaton in these states.
    const points = new Set<number>();
    for (const [lo, hi] of a.transitions[x]) points.add(lo).add(hi);
    if (y >= 0) for (const [lo, hi] of b.transitions[y]) points.add(lo).add(hi).add(lo - 1).add(hi + 1);
    for (const c of points) {
      const nx = step(a, x, c);
      if (nx >= 0) queue.push([nx, step(b, y, c)]);
    }
  }
  return true;
}

// ------------------------------------------------------------------------------------------------- parsing

function parse(pattern: string): Node {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) throw new Unsupported();
  const body = pattern.slice(1, -1);
  let i = 0;
  const peek = (): string | undefined => body[i];

  const escape = (inClass: boolean): Range[] => {
    const c = body[i++];
    if (c === undefined) throw new Unsupported();
    if (c === 'd') return [[48, 57]];
    if (c === 'w') return [[48, 57], [65, 90], [95, 95], [97, 122]];
    if ('.-\\/+*?()[]{}|^$'.includes(c)) return [[c.charCodeAt(0), c.charCodeAt(0)]];
    void inClass;
    throw new Unsupported();
  };

  const charClass = (): Node => {
    // After '['.
    if (peek() === '^') throw new Unsupported();
    const ranges: Range[] = [];
    let first = true;
    while (peek() !== ']' || first) {
      first = false;
      const c = body[i++];
      if (c === undefined) throw new Unsupported();
      let lo: Range[];
      if (c === '\\') lo = escape(true);
      else lo = [[code(c), code(c)]];
      if (peek() === '-' && body[i + 1] !== ']' && body[i + 1] !== undefined && lo.length === 1 && lo[0][0] === lo[0][1]) {
        i++;
        const d = body[i++];
        const hi = d === '\\' ? escape(true) : [[code(d), code(d)] as Range];
        if (hi.length !== 1 || hi[0][0] !== hi[0][1] || hi[0][0] < lo[0][0]) throw new Unsupported();
        ranges.push([lo[0][0], hi[0][0]]);
      } else {
        ranges.push(...lo);
      }
    }
    i++;
    return { kind: 'set', ranges };
  };

  const atom = (): Node => {
    const c = body[i++];
    if (c === '(') {
      if (peek() === '?') {
        if (body[i + 1] !== ':') throw new Unsupported();
        i += 2;
      }
      const inner = alternation();
      if (body[i++] !== ')') throw new Unsupported();
      return inner;
    }
    if (c === '[') return charClass();
    if (c === '\\') return { kind: 'set', ranges: escape(false) };
    if (c === undefined || '.^$|)*+?{}]'.includes(c)) throw new Unsupported();
    return { kind: 'set', ranges: [[code(c), code(c)]] };
  };

  const quantified = (): Node => {
    let node = atom();
    for (;;) {
      const c = peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(i));
        if (!m) throw new Unsupported();
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        if (max < min) throw new Unsupported();
        i += m[0].length - 1;
      } else return node;
      i++;
      if (peek() === '?') i++; // Laziness does not change what a whole-string match accepts.
      node = { kind: 'repeat', node, min, max };
    }
  };

  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < body.length && peek() !== '|' && peek() !== ')') items.push(quantified());
    return { kind: 'seq', items };
  };

  const alternation = (): Node => {
    const options = [sequence()];
    while (peek() === '|') {
      i++;
      options.push(sequence());
    }
    return options.length === 1 ? options[0] : { kind: 'alt', options };
  };

  const node = alternation();
  // `^a|b$` is `(^a)|(b$)`: anchored only in part, so top-level alternation stays a regular expression.
  if (i !== body.length || node.kind === 'alt') throw new Unsupported();
  return node;
}

function code(c: string | undefined): number {
  if (c === undefined) throw new Unsupported();
  const n = c.charCodeAt(0);
  if (n < 0x20 || n > 0x7e) throw new Unsupported();
  return n;
}

// ------------------------------------------------------------------------------------ NFA and subset construction

interface Nfa {
  epsilon: number[][];
  edges: { ranges: Range[]; to: number }[][];
}

function buildNfa(ast: Node): { nfa: Nfa; start: number; accept: number } {
  const nfa: Nfa = { epsilon: [], edges: [] };
  const state = (): number => {
    if (nfa.epsilon.length >= MAX_NFA_STATES) throw new Unsupported();
    nfa.epsilon.push([]);
    nfa.edges.push([]);
    return nfa.epsilon.length - 1;
  };
  // Wires `node` from `from`; returns the end state.
  const wire = (node: Node, from: number): number => {
    switch (node.kind) {
      case 'set': {
        const to = state();
        nfa.edges[from].push({ ranges: node.ranges, to });
        return to;
      }
      case 'seq':
        return node.items.reduce((at, item) => wire(item, at), from);
      case 'alt': {
        const end = state();
        for (const option of node.options) {
          const start = state();
          nfa.epsilon[from].push(start);
          nfa.epsilon[wire(option, start)].push(end);
        }
        return end;
      }
      case 'repeat': {
        let at = from;
        for (let k = 0; k < node.min; k++) at = wire(node.node, at);
        if (node.max === Infinity) {
          const loop = state();
          nfa.epsilon[at].push(loop);
          nfa.epsilon[wire(node.node, loop)].push(loop);
          return loop;
        }
        const end = state();
        nfa.epsilon[at].push(end);
        for (let k = node.min; k < node.max; k++) {
          at = wire(node.node, at);
          nfa.epsilon[at].push(end);
        }
        return end;
      }
    }
  };
  const start = state();
  const accept = wire(ast, start);
  return { nfa, start, accept };
}

interface Dfa {
  /** Per state: transitions as [lo, hi, target]. */
  transitions: [number, number, number][][];
  accepting: boolean[];
}

function determinise(ast: Node): Dfa {
  const { nfa, start, accept } = buildNfa(ast);
  const closure = (states: Iterable<number>): number[] => {
    const seen = new Set<number>();
    const stack = [...states];
    while (stack.length > 0) {
      const s = stack.pop() as number;
      if (seen.has(s)) continue;
      seen.add(s);
      stack.push(...nfa.epsilon[s]);
    }
    return [...seen].sort((a, b) => a - b);
  };
  // Alphabet split at every range boundary, so each interval behaves the same in every NFA edge.
  const cuts = new Set<number>();
  for (const list of nfa.edges) for (const e of list) for (const [lo, hi] of e.ranges) cuts.add(lo).add(hi + 1);
  const points = [...cuts].sort((a, b) => a - b);
  const intervals: Range[] = [];
  for (let k = 0; k + 1 < points.length; k++) intervals.push([points[k], points[k + 1] - 1]);

  const keys = new Map<string, number>();
  const sets: number[][] = [];
  const dfa: Dfa = { transitions: [], accepting: [] };
  const add = (set: number[]): number => {
    const key = set.join(',');
    let id = keys.get(key);
    if (id === undefined) {
      if (sets.length >= MAX_DFA_STATES) throw new Unsupported();
      id = sets.length;
      keys.set(key, id);
      sets.push(set);
      dfa.transitions.push([]);
      dfa.accepting.push(set.includes(accept));
    }
    return id;
  };
  add(closure([start]));
  for (let id = 0; id < sets.length; id++) {
    for (const [lo, hi] of intervals) {
      const next = new Set<number>();
      for (const s of sets[id]) {
        for (const e of nfa.edges[s]) if (e.ranges.some(([a, b]) => a <= lo && hi <= b)) next.add(e.to);
      }
      if (next.size === 0) continue;
      const target = add(closure(next));
      const list = dfa.transitions[id];
      const last = list[list.length - 1];
      if (last !== undefined && last[2] === target && last[1] + 1 === lo) last[1] = hi;
      else list.push([lo, hi, target]);
    }
  }
  return dfa;
}

/**
 * Merges equivalent states (Moore's partition refinement), so the emitted matcher has as few states as the
 * language needs. State 0 stays the start state.
 */
function minimise(dfa: Dfa): Dfa {
  const count = dfa.accepting.length;
  let block: number[] = dfa.accepting.map((a) => (a ? 1 : 0));
  for (;;) {
    const signatures = new Map<string, number>();
    const next = new Array<number>(count);
    for (let s = 0; s < count; s++) {
      const sig = `${block[s]}|${dfa.transitions[s].map(([lo, hi, t]) => `${lo}-${hi}:${block[t]}`).join(',')}`;
      let id = signatures.get(sig);
      if (id === undefined) {
        id = signatures.size;
        signatures.set(sig, id);
      }
      next[s] = id;
    }
    const stable = new Set(next).size === new Set(block).size;
    block = next;
    if (stable) break;
  }
  // Renumber blocks in first-reached order from the start state.
  const order = new Map<number, number>();
  const representative: number[] = [];
  for (let s = 0; s < count; s++) {
    if (!order.has(block[s])) {
      order.set(block[s], order.size);
      representative.push(s);
    }
  }
  const transitions = representative.map((s) => {
    const merged: [number, number, number][] = [];
    for (const [lo, hi, t] of dfa.transitions[s]) {
      const target = order.get(block[t]) as number;
      const last = merged[merged.length - 1];
      if (last !== undefined && last[2] === target && last[1] + 1 === lo) last[1] = hi;
      else merged.push([lo, hi, target]);
    }
    return merged;
  });
  return { transitions, accepting: representative.map((s) => dfa.accepting[s]) };
}

// ------------------------------------------------------------------------------------------------- emitting

function condition(lo: number, hi: number): string {
  return lo === hi ? `c === ${lo}` : `c >= ${lo} && c <= ${hi}`;
}

function emit(dfa: Dfa): string {
  // A leading chain of single-step states (`[0-9]{4}-` ...) is checked position by position before the loop.
  const chain: [number, number][] = [];
  let state = 0;
  const visited = new Set<number>([0]);
  for (;;) {
    const list = dfa.transitions[state];
    if (dfa.accepting[state] || list.length !== 1 || visited.has(list[0][2])) break;
    chain.push([list[0][0], list[0][1]]);
    state = list[0][2];
    visited.add(state);
  }
  const lines: string[] = [];
  if (chain.length > 0) {
    const rest = dfa.transitions[state].length === 0;
    lines.push(`if (s.length ${rest ? '!==' : '<'} ${chain.length}) return false;`, 'let c = 0;');
    chain.forEach(([lo, hi], k) => {
      lines.push(lo === hi ? `if (s.charCodeAt(${k}) !== ${lo}) return false;` : `c = s.charCodeAt(${k});\nif (c < ${lo} || c > ${hi}) return false;`);
    });
    if (rest) {
      lines.push(dfa.accepting[state] ? 'return true;' : 'return false;');
      return lines.join('\n');
    }
  }
  lines.push(`let state = ${state};`, `for (let i = ${chain.length}; i < s.length; i++) {`, 'const c = s.charCodeAt(i);', 'switch (state) {');
  dfa.transitions.forEach((list, id) => {
    if (id !== state && visited.has(id)) return; // Only reached through the chain.
    lines.push(`case ${id}:`);
    if (list.length === 0) {
      lines.push('return false;');
      return;
    }
    list.forEach(([lo, hi, target], k) => {
      lines.push(`${k === 0 ? 'if' : 'else if'} (${condition(lo, hi)}) state = ${target};`);
    });
    lines.push('else return false;', 'break;');
  });
  lines.push('}', '}');
  const accepting = dfa.accepting.flatMap((a, id) => (a ? [id] : []));
  lines.push(accepting.length === 0 ? 'return false;' : `return ${accepting.map((id) => `state === ${id}`).join(' || ')};`);
  return lines.join('\n');
}
