/**
 * JSON parsing of a large body in slices, so that no single step holds the event loop (or a browser's main thread)
 * for long: `JSON.parse` of a 50 MiB body blocks for about half a second, decoding its bytes for a quarter more, and
 * even joining the decoded text into one string is a long step.
 *
 * How: the bytes are decoded a mebibyte at a time into pieces that are never joined; one pass over the pieces finds
 * the objects, arrays and strings longer than a leaf (checking the nesting depth and the brackets on the way); a
 * second pass builds those few by hand and hands everything smaller to `JSON.parse`, neighbours together, a leaf's
 * worth at a time, and cuts long strings into pieces. Between steps it yields to the event loop once `SLICE_MS`
 * have passed. The result equals `JSON.parse` of the whole text (same values, key order, last duplicate key wins,
 * `__proto__` an own property), and a text `JSON.parse` refuses is refused (`SyntaxError`); so is a number, literal
 * or run of whitespace longer than a leaf, which no service sends.
 */

/** Values up to this many characters go to `JSON.parse` whole (tests set less, to build small documents by hand). */
const LEAF_CHARS = 128 * 1024;
/** Longest number, literal or run of whitespace accepted. */
const MAX_RUN_CHARS = 128 * 1024;
/** Work done between two yields, in milliseconds. */
const SLICE_MS = 8;
/** Bytes decoded in one step. */
const DECODE_STEP = 1024 * 1024;

/** What `parseJsonInSlices` found: the value, or that the text nests deeper than allowed (nothing built). */
export type SlicedJson = { readonly tooDeep: false; readonly value: unknown } | { readonly tooDeep: true };

/** Node's `setImmediate` where there is one (a browser has none: its `setTimeout(0)` is clamped to 4 ms when nested). */
const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
const yieldNow: () => Promise<void> = immediate ? () => new Promise<void>((resolve) => void immediate(resolve)) : () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A clock that says when the current slice is spent. */
class Slicer {
  private started = performance.now();
  async pause(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return;
    await yieldNow();
    this.started = performance.now();
  }
}

/** Text held as pieces: read by position, never joined into one string (which would be one long step). */
export class PiecedText {
  readonly length: number;
  private readonly starts: number[] = [];
  private piece = '';
  private index = 0;
  private start = 0;
  private end = 0;

  constructor(readonly pieces: readonly string[]) {
    let at = 0;
    for (const piece of pieces) {
      this.starts.push(at);
      at += piece.length;
    }
    this.length = at;
  }

  /** A string cut into pieces of `size` characters (tests, and callers that already hold a string). */
  static of(text: string, size: number = DECODE_STEP): PiecedText {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
    return new PiecedText(pieces);
  }

  /** The UTF-16 code unit at `at`; NaN past the end. */
  code(at: number): number {
    if (at < this.start || at >= this.end) {
      if (at < 0 || at >= this.length) return Number.NaN;
      this.seek(at);
    }
    return this.piece.charCodeAt(at - this.start);
  }

  /** Characters `from` to `to` (short ranges: a value of at most two leaves). */
  slice(from: number, to: number): string {
    from = Math.max(0, from);
    to = Math.min(to, this.length);
    if (from >= this.start && to <= this.end) return this.piece.slice(from - this.start, to - this.start);
    let text = '';
    for (let at = from; at < to; ) {
      this.seek(at);
      const take = Math.min(to, this.end);
      text += this.piece.slice(at - this.start, take - this.start);
      at = take;
    }
    return text;
  }

  /** Position of the first `search` at or after `from`, across pieces; -1 when there is none. */
  indexOf(search: string, from: number): number {
    if (from >= this.length) return -1;
    this.seek(Math.max(0, from));
    let offset = Math.max(0, from - this.start);
    for (let index = this.index; index < this.pieces.length; index++) {
      const piece = this.pieces[index];
      const start = this.starts[index];
      const found = piece.indexOf(search, offset);
      if (found >= 0) return start + found;
      // A match may begin at the end of this piece and end in the next ones: look at the seam alone.
      if (search.length > 1 && index + 1 < this.pieces.length) {
        const seamStart = Math.max(start + offset, start + piece.length - (search.length - 1));
        const seam = this.slice(seamStart, Math.min(this.length, start + piece.length + search.length - 1));
        const across = seam.indexOf(search);
        if (across >= 0) return seamStart + across;
      }
      offset = 0;
    }
    return -1;
  }

  /** The whole text as one string (a rope: joined only when read). */
  toString(): string {
    let text = '';
    for (const piece of this.pieces) text += piece;
    return text;
  }

  private seek(at: number): void {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    this.index = low;
    this.piece = this.pieces[low];
    this.start = this.starts[low];
    this.end = this.start + this.piece.length;
  }
}

/** Decodes bytes a mebibyte at a time into pieces (a streaming decoder keeps characters split across steps whole). */
export async function decodeInSlices(bytes: Uint8Array, decoder: TextDecoder): Promise<PiecedText> {
  const slicer = new Slicer();
  const pieces: string[] = [];
  for (let at = 0; at < bytes.byteLength; at += DECODE_STEP) {
    const end = Math.min(at + DECODE_STEP, bytes.byteLength);
    const piece = decoder.decode(bytes.subarray(at, end), { stream: end < bytes.byteLength });
    if (piece !== '') pieces.push(piece);
    await slicer.pause();
  }
  const rest = decoder.decode();
  if (rest !== '') pieces.push(rest);
  return new PiecedText(pieces);
}

/**
 * Parses JSON text as `JSON.parse` would, in slices; `tooDeep` when objects and arrays nest deeper than `maxDepth`.
 * Throws `SyntaxError` for text that is not JSON.
 */
export async function parseJsonInSlices(text: PiecedText, maxDepth: number, leafChars: number = LEAF_CHARS): Promise<SlicedJson> {
  const slicer = new Slicer();
  const large = await findLargeValues(text, maxDepth, leafChars, slicer);
  if (large === 'too-deep') return { tooDeep: true };
  if (large.size === 0) return { tooDeep: false, value: JSON.parse(text.toString()) };
  const builder = new Builder(text, large, leafChars, slicer);
  let at = skipSpace(text, 0);
  const value = await builder.value(at);
  at = skipSpace(text, builder.end);
  if (at !== text.length) throw new SyntaxError(`Unexpected non-whitespace character after JSON at position ${at}`);
  return { tooDeep: false, value };
}

/**
 * Start positions of the objects, arrays and strings of `LEAF_CHARS` or more, checking on the way the depth and that
 * brackets pair up. A number, literal or run of whitespace that long is refused (no service sends one; it would
 * otherwise be one long step).
 */
async function findLargeValues(text: PiecedText, maxDepth: number, leafChars: number, slicer: Slicer): Promise<Set<number> | 'too-deep'> {
  const large = new Set<number>();
  const open: number[] = [];
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let run = 0;
  let base = 0;
  for (const piece of text.pieces) {
    for (let j = 0; j < piece.length; j++) {
      const c = piece.charCodeAt(j);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 0x5c /* \ */) escaped = true;
        else if (c === 0x22 /* " */) {
          inString = false;
          if (base + j + 1 - stringStart >= leafChars) large.add(stringStart);
        }
      } else if (c === 0x22) {
        inString = true;
        stringStart = base + j;
        run = 0;
      } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        run = 0;
        if (open.length >= maxDepth) return 'too-deep';
        open.push(base + j);
      } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
        run = 0;
        const start = open.pop();
        if (start === undefined || text.code(start) !== c - 2) throw unexpected(text, base + j);
        if (base + j + 1 - start >= leafChars) large.add(start);
      } else if (c === 0x2c /* , */ || c === 0x3a /* : */) run = 0;
      else if (++run > MAX_RUN_CHARS) throw new SyntaxError(`JSON with a number, literal or whitespace of more than ${MAX_RUN_CHARS} characters at position ${base + j}`);
    }
    base += piece.length;
    await slicer.pause();
  }
  if (open.length > 0 || inString) throw unexpected(text, text.length);
  return large;
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(text: PiecedText, at: number): number {
  while (at < text.length && isSpace(text.code(at))) at++;
  return at;
}

function unexpected(text: PiecedText, at: number): SyntaxError {
  return new SyntaxError(at >= text.length ? 'Unexpected end of JSON input' : `Unexpected token in JSON at position ${at}`);
}

/** Sets a member as `JSON.parse` does: `__proto__` becomes an own property (an assignment would set the prototype). */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/**
 * Builds the large values by hand. Between them, runs of small neighbours (array items, object members) go to
 * `JSON.parse` together, up to `LEAF_CHARS` at a time. `end` is where the value built last ended.
 */
class Builder {
  end = 0;
  constructor(
    private readonly text: PiecedText,
    private readonly large: ReadonlySet<number>,
    private readonly leafChars: number,
    private readonly slicer: Slicer,
  ) {}

  async value(at: number): Promise<unknown> {
    const text = this.text;
    const c = text.code(at);
    if (this.large.has(at)) return c === 0x7b ? this.object(at) : c === 0x5b ? this.array(at) : this.string(at);
    this.end = smallEnd(text, at);
    return JSON.parse(text.slice(at, this.end));
  }

  private async object(at: number): Promise<Record<string, unknown>> {
    const text = this.text;
    const result: Record<string, unknown> = {};
    at = skipSpace(text, at + 1);
    if (text.code(at) === 0x7d) {
      this.end = at + 1;
      return result;
    }
    let batch = -1; // start of the run of small members not parsed yet
    let batchEnd = -1;
    const flush = async (): Promise<void> => {
      if (batch < 0) return;
      const members = JSON.parse(`{${text.slice(batch, batchEnd)}}`) as Record<string, unknown>;
      for (const key of Object.keys(members)) setMember(result, key, members[key]);
      batch = -1;
      await this.slicer.pause();
    };
    for (;;) {
      if (text.code(at) !== 0x22) throw unexpected(text, at);
      const keyLarge = this.large.has(at);
      const keyEnd = keyLarge ? -1 : smallEnd(text, at);
      let valueAt = -1;
      if (!keyLarge) {
        const colon = skipSpace(text, keyEnd);
        if (text.code(colon) !== 0x3a /* : */) throw unexpected(text, colon);
        valueAt = skipSpace(text, colon + 1);
      }
      if (keyLarge || this.large.has(valueAt)) {
        await flush();
        let key: string;
        if (keyLarge) {
          key = await this.string(at);
          const colon = skipSpace(text, this.end);
          if (text.code(colon) !== 0x3a) throw unexpected(text, colon);
          valueAt = skipSpace(text, colon + 1);
        } else key = JSON.parse(text.slice(at, keyEnd)) as string;
        setMember(result, key, await this.value(valueAt));
        at = this.end;
      } else {
        if (batch < 0) batch = at;
        batchEnd = smallEnd(text, valueAt);
        at = batchEnd;
        if (batchEnd - batch >= this.leafChars) await flush();
      }
      at = skipSpace(text, at);
      const c = text.code(at);
      if (c === 0x7d) {
        await flush();
        this.end = at + 1;
        return result;
      }
      if (c !== 0x2c /* , */) throw unexpected(text, at);
      at = skipSpace(text, at + 1);
    }
  }

  private async array(at: number): Promise<unknown[]> {
    const text = this.text;
    const result: unknown[] = [];
    at = skipSpace(text, at + 1);
    if (text.code(at) === 0x5d) {
      this.end = at + 1;
      return result;
    }
    let batch = -1;
    let batchEnd = -1;
    const flush = async (): Promise<void> => {
      if (batch < 0) return;
      for (const item of JSON.parse(`[${text.slice(batch, batchEnd)}]`) as unknown[]) result.push(item);
      batch = -1;
      await this.slicer.pause();
    };
    for (;;) {
      if (this.large.has(at)) {
        await flush();
        result.push(await this.value(at));
        at = this.end;
      } else {
        if (batch < 0) batch = at;
        batchEnd = smallEnd(text, at);
        at = batchEnd;
        if (batchEnd - batch >= this.leafChars) await flush();
      }
      at = skipSpace(text, at);
      const c = text.code(at);
      if (c === 0x5d) {
        await flush();
        this.end = at + 1;
        return result;
      }
      if (c !== 0x2c) throw unexpected(text, at);
      at = skipSpace(text, at + 1);
    }
  }

  /** A large string, in pieces cut between characters (never inside an escape). */
  private async string(at: number): Promise<string> {
    const text = this.text;
    let value = '';
    let from = at + 1;
    for (let i = from; ; ) {
      if (i >= text.length) throw unexpected(text, text.length);
      const c = text.code(i);
      if (c === 0x22 || i - from >= this.leafChars) {
        // A piece is a JSON string of its own; halves of a surrogate pair join again in the concatenation.
        value += JSON.parse(`"${text.slice(from, i)}"`) as string;
        from = i;
        if (c === 0x22) {
          this.end = i + 1;
          return value;
        }
        await this.slicer.pause();
      }
      i += c === 0x5c ? (text.code(i + 1) === 0x75 /* u */ ? 6 : 2) : 1;
    }
  }
}

/** Position after the small value (not a large one: shorter than the leaf size) that starts at `at`. */
function smallEnd(text: PiecedText, at: number): number {
  const c = text.code(at);
  if (c === 0x22) return stringEnd(text, at);
  if (c === 0x7b || c === 0x5b) return containerEnd(text, at);
  let i = at;
  while (i < text.length) {
    const s = text.code(i);
    if (s === 0x2c || s === 0x7d || s === 0x5d || s === 0x3a || s === 0x22 || s === 0x7b || s === 0x5b || isSpace(s)) break;
    i++;
  }
  if (i === at) throw unexpected(text, at);
  return i;
}

/** Position after the closing quote of the string that starts at `at`. */
function stringEnd(text: PiecedText, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.code(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  throw unexpected(text, text.length);
}

/** Position after the object or array that starts at `at`. */
function containerEnd(text: PiecedText, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.code(i);
    if (c === 0x22) i = stringEnd(text, i) - 1;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return i + 1;
    }
  }
  throw unexpected(text, text.length);
}
