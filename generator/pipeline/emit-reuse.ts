/**
 * Emit reuse (issue 25): a part's files are a function of what its emitter reads of the analysed model (directly
 * or through facts), of its emit context and of the files it reads from disk. When a part is recorded (generate.ts
 * decides when), the model it is given is a recording view (a Proxy per model node) noting every read: each node
 * reached and by which property of which node, each property read with what it held, each key listing and `in`
 * test. A later emit of the same part with the same context key (the symbol table's names, the package and the
 * parts it imports from; records are kept per generator identity) is answered with the files kept when every noted
 * read gives the same answer on the new model, with the same sharing of nodes (emitters may key maps by node), and
 * every file it read has the same digest; otherwise it is emitted (and recorded) again. A part whose emitter writes
 * to the model, or meets data other than plain objects and arrays, is never kept. Facts are memoised per model
 * object, so a recorded part derives its facts through its own view: their reads are its reads.
 * test/pipeline/cached-equals-uncached.test.ts holds reuse = a fresh emit, edit after edit.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { folderDigest, readsWithin, recordFile, recordFolder, textDigest } from '../read-ledger.ts';
import { cacheDirectory } from './cache-directory.ts';
import type { EmittedFile } from './file.ts';

/**
 * What a part's emit read of the model, in a form that can be checked against another model: every primitive it
 * mentions (property names, values read, answers) once in `values`, and the reads as indexes into it in one
 * Int32Array (`ints`), so a record kept in the cache folder is read back as one typed array and a short list (as
 * nested arrays of strings, the 11 records of an edited package took 28 ms to deserialize and most of the GC of an
 * edit run). `ints`: the node count, the count of further ways; per node after the model (node 0) its parent node
 * and property; per further way the node, its parent node and property; then per node its reads (count, then
 * property and value read: an object or function as its kind, `{ kind }`) and its other questions (count, then
 * question: `h`as, `d`escriptor + property, `k` its keys; and answer).
 */
interface ModelReads {
  readonly values: readonly unknown[];
  readonly ints: Int32Array;
}

interface PartRecord {
  readonly key: string;
  readonly reads: ModelReads;
  /** Files and folders the emit read from disk, with their digests (null: missing). */
  readonly files: Readonly<Record<string, string | null>>;
  readonly folders: Readonly<Record<string, string | null>>;
  readonly emitted: readonly EmittedFile[];
}

/** `a` array, `o` plain object, `n` object without prototype, `x` anything else (a Map, a class instance ...). */
function plainKind(value: object): string {
  if (Array.isArray(value)) return 'a';
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype ? 'o' : proto === null ? 'n' : 'x';
}

/** A value read, as kept: a primitive as it is; an object by its kind (its node is checked apart); a function as `F`. */
function kept(value: unknown): unknown {
  if (typeof value === 'function') return { kind: 'F' };
  return typeof value === 'object' && value !== null ? { kind: plainKind(value) } : value;
}

function sameValue(keptValue: unknown, value: unknown): boolean {
  if (typeof keptValue === 'object' && keptValue !== null) {
    const kind = (keptValue as { kind: string }).kind;
    if (typeof value === 'function') return kind === 'F';
    return typeof value === 'object' && value !== null && plainKind(value) === kind;
  }
  return Object.is(keptValue, value);
}

function descriptorToken(d: PropertyDescriptor | undefined): string {
  if (d === undefined) return 'u';
  return `${d.enumerable ? 'e' : '-'}${d.configurable ? 'c' : '-'}${d.writable ? 'w' : '-'}${'get' in d || 'set' in d ? 'A' : 'D'}`;
}

/** The recording view of one emit. */
class Recorder {
  readonly ids = new Map<object, number>();
  readonly views: object[] = [];
  readonly parents: (number | string)[] = [];
  readonly also: (number | string)[] = [];
  private readonly alsoSeen = new Set<string>();
  readonly gets: Map<string, unknown>[] = [];
  readonly others: Map<string, string>[] = [];
  /** Set when the emit did something the record cannot vouch for: it is then not kept. */
  spoilt = false;

  constructor(root: object) {
    this.add(root, -1, '');
  }

  private add(node: object, parent: number, property: string): number {
    const id = this.views.length;
    const gets = new Map<string, unknown>();
    const others = new Map<string, string>();
    const note = (question: string, answer: string): void => {
      if (!others.has(question)) others.set(question, answer);
    };
    const spoil = () => {
      this.spoilt = true;
      return true;
    };
    const handler: ProxyHandler<object> = {
      get: (target, property) => {
        const value = Reflect.get(target, property);
        if (typeof property === 'symbol') {
          // Well-known symbols (Symbol.iterator ...) come from the prototype; an own symbol is not plain data.
          if (Object.hasOwn(target, property)) this.spoilt = true;
          return value;
        }
        if (!gets.has(property)) gets.set(property, kept(value));
        if (typeof value !== 'object' || value === null) return value;
        // A frozen or sealed node's fixed property must be answered with its very value (a Proxy invariant).
        if (!Object.isExtensible(target) && Reflect.getOwnPropertyDescriptor(target, property)?.configurable === false) {
          this.spoilt = true;
          return value;
        }
        return this.view(value, id, property);
      },
      has: (target, property) => {
        const answer = Reflect.has(target, property);
        if (typeof property === 'symbol') this.spoilt ||= Object.hasOwn(target, property);
        else note(`h${property}`, answer ? 't' : 'f');
        return answer;
      },
      ownKeys: (target) => {
        const keys = Reflect.ownKeys(target);
        if (keys.some((k) => typeof k === 'symbol')) this.spoilt = true;
        note('k', keys.join('\0'));
        return keys;
      },
      getOwnPropertyDescriptor: (target, property) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target, property);
        if (typeof property === 'symbol') this.spoilt ||= descriptor !== undefined;
        else note(`d${property}`, descriptorToken(descriptor));
        return descriptor;
      },
      set: (target, property, value) => spoil() && Reflect.set(target, property, value),
      defineProperty: (target, property, descriptor) => spoil() && Reflect.defineProperty(target, property, descriptor),
      deleteProperty: (target, property) => spoil() && Reflect.deleteProperty(target, property),
      setPrototypeOf: (target, proto) => spoil() && Reflect.setPrototypeOf(target, proto),
      preventExtensions: (target) => spoil() && Reflect.preventExtensions(target),
    };
    this.ids.set(node, id);
    this.views.push(new Proxy(node, handler));
    this.parents.push(parent, property);
    this.gets.push(gets);
    this.others.push(others);
    return id;
  }

  /** The view of `node`, reached as `property` of node `parent`. */
  view(node: object, parent: number, property: string): object {
    let id = this.ids.get(node);
    if (id === undefined) {
      if (plainKind(node) === 'x') {
        // Not plain data: what the emit does with it cannot be noted. Given as it is, and the record not kept.
        this.spoilt = true;
        return node;
      }
      id = this.add(node, parent, property);
    } else if (this.parents[2 * id] !== parent || this.parents[2 * id + 1] !== property) {
      const way = `${id}\0${parent}\0${property}`;
      if (!this.alsoSeen.has(way)) {
        this.alsoSeen.add(way);
        this.also.push(id, parent, property);
      }
    }
    return this.views[id];
  }

  reads(): ModelReads {
    const values: unknown[] = [];
    const index = new Map<unknown, number>();
    const kinds = new Map<string, number>();
    let minusZero = -1;
    const at = (value: unknown): number => {
      // Kept objects by kind, -0 apart from 0 (a Map key treats them as one; a read tells them apart).
      if (typeof value === 'object' && value !== null) {
        const kind = (value as { kind: string }).kind;
        let i = kinds.get(kind);
        if (i === undefined) kinds.set(kind, (i = values.push({ kind }) - 1));
        return i;
      }
      if (Object.is(value, -0)) return minusZero < 0 ? (minusZero = values.push(-0) - 1) : minusZero;
      let i = index.get(value);
      if (i === undefined) index.set(value, (i = values.push(value) - 1));
      return i;
    };
    const nodes = this.views.length;
    const ints: number[] = [nodes, this.also.length / 3];
    for (let id = 1; id < nodes; id++) ints.push(this.parents[2 * id] as number, at(this.parents[2 * id + 1]));
    for (let i = 0; i < this.also.length; i += 3) ints.push(this.also[i] as number, this.also[i + 1] as number, at(this.also[i + 2]));
    for (let id = 0; id < nodes; id++) {
      ints.push(this.gets[id].size);
      for (const [property, value] of this.gets[id]) ints.push(at(property), at(value));
      ints.push(this.others[id].size);
      for (const [question, answer] of this.others[id]) ints.push(at(question), at(answer));
    }
    return { values, ints: Int32Array.from(ints) };
  }
}

/** Whether every read noted in `reads` gives the same answer on `root` (the model of this run). */
function sameReads(reads: ModelReads, root: object): boolean {
  try {
    return readsHold(reads, root);
  } catch {
    // A record whose indexes lead nowhere (damaged on disk): the part is emitted.
    return false;
  }
}

function readsHold(reads: ModelReads, root: object): boolean {
  if (plainKind(root) === 'x') return false;
  const { values, ints } = reads;
  const count = ints[0];
  const alsoCount = ints[1];
  const nodes: object[] = [root];
  const ids = new Map<object, number>([[root, 0]]);
  let at = 2;
  for (let id = 1; id < count; id++, at += 2) {
    const node = Reflect.get(nodes[ints[at]], values[ints[at + 1]] as string) as unknown;
    if (typeof node !== 'object' || node === null || ids.has(node)) return false;
    ids.set(node, id);
    nodes.push(node);
  }
  for (let i = 0; i < alsoCount; i++, at += 3) {
    if (Reflect.get(nodes[ints[at + 1]], values[ints[at + 2]] as string) !== nodes[ints[at]]) return false;
  }
  for (let id = 0; id < count; id++) {
    const node = nodes[id];
    const gets = ints[at++];
    for (const end = at + 2 * gets; at < end; at += 2) {
      if (!sameValue(values[ints[at + 1]], Reflect.get(node, values[ints[at]] as string))) return false;
    }
    const others = ints[at++];
    for (const end = at + 2 * others; at < end; at += 2) {
      const question = values[ints[at]] as string;
      const property = question.slice(1);
      const answer =
        question[0] === 'h'
          ? Reflect.has(node, property)
            ? 't'
            : 'f'
          : question[0] === 'd'
            ? descriptorToken(Reflect.getOwnPropertyDescriptor(node, property))
            : Reflect.ownKeys(node).join('\0');
      if (answer !== values[ints[at + 1]]) return false;
    }
  }
  return true;
}

/** Whether the files and folders a record read are as they were; if so, they are recorded for this run too. */
function sameDiskReads(record: PartRecord): boolean {
  const texts = new Map<string, string | undefined>();
  for (const [path, digest] of Object.entries(record.files)) {
    let text: string | undefined;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      text = undefined;
    }
    if ((text === undefined ? null : textDigest(text)) !== digest) return false;
    texts.set(path, text);
  }
  for (const [path, digest] of Object.entries(record.folders)) if (folderDigest(path) !== digest) return false;
  // The package's ledger lists them as if the part had read them now (it would have, and found the same).
  for (const [path, text] of texts) recordFile(path, text);
  for (const [path, digest] of Object.entries(record.folders)) recordFolder(path, digest);
  return true;
}

/** A record as kept in the cache folder: its texts apart, in one file read as one string and sliced. */
interface StoredRecord {
  readonly format: string;
  readonly identity: string;
  readonly key: string;
  /** The reads' values; their indexes (`ints`) are stored apart, raw (see `save`). */
  readonly values: readonly unknown[];
  readonly files: Readonly<Record<string, string | null>>;
  readonly folders: Readonly<Record<string, string | null>>;
  /** Per emitted file: path, text length, chunk lengths (or null), laidOut, verbatim. */
  readonly emitted: readonly (readonly [string, number, readonly number[] | null, readonly boolean[] | null, boolean])[];
}

/** The reads' indexes are kept as the machine's own bytes: the byte order is part of the format. */
const FORMAT = `emit-reuse 3 ${endianness()}`;

/**
 * The records of the parts a process emitted (`--watch`: each regeneration finds those of the runs before), in
 * memory, and with `identity` (the generator's code and tools) in the cache folder too, for the next process: one
 * file per part of a package (`emit-<key>.bin`: its reads and its texts, the identity inside), written only for the
 * parts a run recorded.
 */
export class EmitReuse {
  private readonly records = new Map<string, PartRecord | null>();
  private readonly unsaved = new Set<string>();

  constructor(private readonly identity?: string) {}

  /** The file of a part's record, or undefined when records stay in memory. */
  private fileOf(name: string): string | undefined {
    const dir = this.identity === undefined ? undefined : cacheDirectory();
    if (dir === undefined) return undefined;
    // Named by the part alone, the generator's identity inside: one record per part of a package, replaced by the
    // next generator's (the cache folder does not grow with each edit of the generator).
    return join(dir, `emit-${textDigest(`${FORMAT}\0${name}`)}.bin`);
  }

  /** The record of `name` in memory, else read from the cache folder (null: none, or not usable). */
  private recordOf(name: string): PartRecord | null | undefined {
    if (this.records.has(name)) return this.records.get(name);
    const file = this.fileOf(name);
    if (file === undefined) return undefined;
    let record: PartRecord | undefined;
    try {
      // One file, so its reads and texts are always those one run wrote together: the length of the rest of the
      // record (4 bytes) and the rest (V8-serialized), the count of the reads' indexes (4 bytes) and the indexes (raw,
      // 4-byte aligned: viewed in place, not copied), the texts (UTF-8, read as one string and sliced).
      const bytes = readFileSync(file);
      const metaEnd = 4 + bytes.readUInt32LE(0);
      const stored = deserialize(bytes.subarray(4, metaEnd)) as StoredRecord;
      const count = bytes.readUInt32LE(metaEnd);
      const intsAt = metaEnd + 4 + ((4 - ((metaEnd + 4) % 4)) % 4);
      const textsAt = intsAt + 4 * count;
      if (textsAt > bytes.length) throw new RangeError('a record cut short');
      const ints =
        (bytes.byteOffset + intsAt) % 4 === 0
          ? new Int32Array(bytes.buffer, bytes.byteOffset + intsAt, count)
          : new Int32Array(bytes.buffer.slice(bytes.byteOffset + intsAt, bytes.byteOffset + textsAt));
      const texts = bytes.toString('utf8', textsAt);
      if (stored?.format === FORMAT && stored.identity === this.identity && Array.isArray(stored.emitted) && Array.isArray(stored.values)) {
        let at = 0;
        let whole = true;
        const emitted: EmittedFile[] = [];
        for (const [path, length, chunkLengths, laidOut, verbatim] of stored.emitted) {
          const content = texts.slice(at, at + length);
          at += length;
          const file: EmittedFile = { path, content };
          if (chunkLengths !== null) {
            // Chunks are the content cut at newlines (`chunks.join('\n') === content`), kept as their lengths.
            let from = 0;
            file.chunks = chunkLengths.map((n: number) => {
              const chunk = content.slice(from, from + n);
              from += n + 1;
              if (from - 1 < content.length && content.charCodeAt(from - 1) !== 10) whole = false;
              return chunk;
            });
            if (from - 1 !== content.length) whole = false;
          }
          if (laidOut !== null) file.laidOut = laidOut;
          if (verbatim) file.verbatim = true;
          emitted.push(file);
        }
        // The texts file must be the one written with these reads: the lengths account for all of it.
        if (whole && at === texts.length) record = { key: stored.key, reads: { values: stored.values, ints }, files: stored.files, folders: stored.folders, emitted };
      }
    } catch {
      // No record yet, or a damaged one: the part is emitted.
    }
    if (record !== undefined) this.records.set(name, record);
    return record;
  }

  /** Writes the records made since the last save to the cache folder (each file atomically; a failure costs time). */
  save(): void {
    for (const name of this.unsaved) {
      const file = this.fileOf(name);
      const record = this.records.get(name);
      if (file === undefined || !record) continue;
      const stored: StoredRecord = {
        format: FORMAT,
        identity: this.identity as string,
        key: record.key,
        values: record.reads.values,
        files: record.files,
        folders: record.folders,
        emitted: record.emitted.map((f) => [
          f.path,
          f.content.length,
          f.chunks?.map((c) => c.length) ?? null,
          f.laidOut ? [...f.laidOut] : null,
          f.verbatim === true,
        ]),
      };
      try {
        mkdirSync(join(file, '..'), { recursive: true });
        const meta = serialize(stored);
        const head = Buffer.alloc(4);
        head.writeUInt32LE(meta.length, 0);
        const count = Buffer.alloc(4 + ((4 - ((4 + meta.length + 4) % 4)) % 4));
        count.writeUInt32LE(record.reads.ints.length, 0);
        const ints = Buffer.from(record.reads.ints.buffer, record.reads.ints.byteOffset, record.reads.ints.byteLength);
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, Buffer.concat([head, meta, count, ints, Buffer.from(record.emitted.map((f) => f.content).join(''), 'utf8')]));
        renameSync(temp, file);
      } catch {
        // Only a later run's time depends on it.
      }
    }
    this.unsaved.clear();
  }
  /** Per model object, the records found to hold for it (by part name). */
  private readonly checked = new WeakMap<object, Map<string, PartRecord>>();
  /** Parts answered from a record (for the test that reuse happens at all). */
  hits = 0;
  /**
   * Whether a part with no valid record is emitted through the recording view (slower: every read of the model
   * goes through a Proxy), or plainly and only noted in `missed`, to be recorded after the run (`recordMissed`).
   */
  private recording = true;
  /** Whether a part was emitted plainly (cleared by the CLI before a run's emits). */
  missed = false;

  /** Runs `fn` (emits of a run's packages, again, or a step of them) with every part that has no valid record recorded. */
  recordMissed<T>(fn: () => T): T {
    const was = this.recording;
    this.recording = true;
    try {
      return fn();
    } finally {
      this.recording = was;
    }
  }

  /** Runs `fn` (a run's emits) with parts that have no valid record emitted plainly (noted in `missed`). */
  withoutRecording<T>(fn: () => T): T {
    const was = this.recording;
    this.recording = false;
    try {
      return fn();
    } finally {
      this.recording = was;
    }
  }

  /**
   * The files of part `part` of package `pkg`: those kept, when the record's key is `key` and its reads are the
   * same on `model`; else `emit(view)`'s, where `view` is the model to hand the emitter (recorded, then kept).
   */
  files(pkg: string, part: string, key: string, model: object, emit: (view: object) => readonly EmittedFile[]): readonly EmittedFile[] {
    const name = `${pkg}\0${part}`;
    const known = this.recordOf(name);
    let checked = this.checked.get(model);
    if (known && checked?.get(name) === known) {
      // Checked against this very model already (the recording pass after a run): nothing to read again.
      this.hits++;
      return known.emitted;
    }
    if (known && known.key === key && sameReads(known.reads, model) && sameDiskReads(known)) {
      this.hits++;
      if (checked === undefined) this.checked.set(model, (checked = new Map()));
      checked.set(name, known);
      // The kept objects themselves (nothing downstream changes a file): compose.ts remembers what it made of them.
      return known.emitted;
    }
    if (!this.recording || known === null) {
      // (A part that could not be recorded, null, is not tried again: its emit would go the same way.)
      this.missed ||= known !== null;
      return emit(model);
    }
    const recorder = new Recorder(model);
    const { result: emitted, files, folders } = readsWithin(() => emit(recorder.views[0]));
    const record = recorder.spoilt ? null : { key, reads: recorder.reads(), files, folders, emitted: emitted.map((f) => ({ ...f })) };
    this.records.set(name, record);
    if (record !== null) {
      this.unsaved.add(name);
      if (checked === undefined) this.checked.set(model, (checked = new Map()));
      checked.set(name, record);
    }
    return emitted;
  }
}
