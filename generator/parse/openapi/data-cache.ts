/**
 * YAML texts already read, as data (issue 25): reading YAML is most of parsing a definition split into many files,
 * and an edit changes one of them. What js-yaml made of a text is kept, by the SHA-256 of the text, in this process
 * (`--watch`: a save re-reads only the saved file) and in the cache folder (cache-directory.ts, `yaml-<key>.bin`:
 * a later run reads the others back with V8's deserializer, several times faster than reading YAML). The data is
 * kept in V8's serialization format, which holds everything js-yaml's core schema makes (-0, NaN, Infinity, keys
 * such as `__proto__` as own properties) and is deserialized afresh for each use, so the parser may change what it
 * gets. The key covers js-yaml's version and Node's (the format); an entry carries the digest of its bytes and one
 * that does not match, or does not deserialize, is a miss. Positions are not kept: they come from the text, and
 * only when a diagnostic asks (load.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { cacheDirectory } from '../../pipeline/cache-directory.ts';

let salt: string | undefined;

/** What the data of a text depends on besides the text: the reader's version and the serialization format's. */
function cacheSalt(): string {
  if (salt === undefined) {
    let reader = 'js-yaml@?';
    try {
      const require = createRequire(import.meta.url);
      reader = `js-yaml@${(JSON.parse(readFileSync(require.resolve('js-yaml/package.json'), 'utf8')) as { version: string }).version}`;
    } catch {
      // Without js-yaml nothing is read fast, so nothing is kept.
    }
    salt = `yaml-data 1\0${reader}\0node ${process.versions.node}\0v8 ${process.versions.v8}\0`;
  }
  return salt;
}

const keyOf = (text: string): string => createHash('sha256').update(cacheSalt()).update(text).digest('hex');
const DIGEST_BYTES = 32;

/** Entries this process read or made (`--watch`), by key; bounded: past MEMORY_BYTES it starts again empty. */
const memory = new Map<string, Buffer>();
let memoryBytes = 0;
const MEMORY_BYTES = 64 * 1024 * 1024;

function remember(key: string, bytes: Buffer): void {
  if (memoryBytes + bytes.length > MEMORY_BYTES) {
    memory.clear();
    memoryBytes = 0;
  }
  memory.set(key, bytes);
  memoryBytes += bytes.length;
}

let enabled = true;

/** Turns the cache off in this process (tests that compare cached with uncached results). */
export function setYamlDataCache(on: boolean): void {
  enabled = on;
  memory.clear();
  memoryBytes = 0;
}

/** A fresh copy of the data kept for `text`, or undefined when none is kept (then `keepYamlData` after reading). */
export function cachedYamlData(text: string): { data: unknown } | { key: string } {
  // With the cache off (`--no-cache`, a cold run) nothing is kept: keeping costs a digest and a serialization.
  const dir = cacheDirectory();
  if (!enabled || dir === undefined) return { key: '' };
  const key = keyOf(text);
  let bytes = memory.get(key);
  if (bytes === undefined) {
    try {
      const entry = readFileSync(join(dir, `yaml-${key}.bin`));
      const payload = entry.subarray(DIGEST_BYTES);
      if (!createHash('sha256').update(payload).digest().equals(entry.subarray(0, DIGEST_BYTES))) return { key };
      bytes = payload;
    } catch {
      return { key };
    }
  }
  try {
    const data: unknown = deserialize(bytes);
    remember(key, bytes);
    return { data };
  } catch {
    return { key };
  }
}

/** Keeps what `text` (the key `cachedYamlData` gave) read as, before anything changes `data`. */
export function keepYamlData(key: string, data: unknown): void {
  if (!enabled || key === '') return;
  let bytes: Buffer;
  try {
    bytes = serialize(data);
  } catch {
    return;
  }
  remember(key, bytes);
  const dir = cacheDirectory();
  if (dir === undefined) return;
  try {
    mkdirSync(dir, { recursive: true });
    const target = join(dir, `yaml-${key}.bin`);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.concat([createHash('sha256').update(bytes).digest(), bytes]));
    renameSync(temp, target);
  } catch {
    // A cache that cannot be written only costs time next run.
  }
}
