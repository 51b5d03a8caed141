/**
 * What parsing keeps between runs and in `--watch` (issue 25: the data of every YAML text read, by its digest,
 * in memory and in the cache folder; parse/openapi/data-cache.ts) never changes a result: over copies of the
 * OpenAPI definitions, edit after edit (a description, a new property, a new schema file, a removed file, a renamed
 * operation, all undone), each definition parsed from the cache folder (a later run), from memory (a later
 * `--watch` regeneration) and with no cache at all gives the same model, the same diagnostics with the same
 * positions, and the same emitted files. The files `--watch` reuses from its earlier emits (emit-reuse.ts: a part
 * whose recorded reads of the model give the same answers) are those a fresh emit gives, edit after edit, kept in
 * memory or read back from the cache folder by a later process; a damaged record is a miss.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';

// The cache folder is read once per process, at the first use: set it before anything parses.
const temp = mkdtempSync(join(tmpdir(), 'svc-cached-'));
process.env.SVC_CODEGEN_CACHE = join(temp, 'cache');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const { parseOpenApi } = await import('../../generator/parse/openapi/index.ts');
const { setYamlDataCache } = await import('../../generator/parse/openapi/data-cache.ts');
const { emitOne } = await import('../../generator/pipeline/build.ts');
const { EmitReuse } = await import('../../generator/pipeline/emit-reuse.ts');
/** As `--watch` keeps it: one store for every run of the test, so each edit's emit finds the records of the last. */
const reuse = new EmitReuse();
/** How many parts' files came from a record, over the test (it must be some: reuse that never happens proves nothing). */
let reused = 0;
const { repoRoot } = await import('../support/run-cli.ts');

const definitions = join(repoRoot, 'definitions');
/** The definitions read as YAML: every folder with an `openapi.yaml`. */
const folders = readdirSync(definitions, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(definitions, e.name, 'openapi.yaml')))
  .map((e) => e.name)
  .sort();

/** Everything a parse gives that a later step or a user sees, as comparable data (locations read out). */
async function parsed(input: string) {
  const result = await parseOpenApi(input);
  const diagnostics = result.diagnostics.map((d) => ({ ...d, location: { ...d.location } }));
  const model = result.model === undefined ? undefined : structuredClone(result.model);
  const files = result.model === undefined ? [] : emitOne(result.model).map((f) => ({ path: f.path, content: f.content }));
  return { model, diagnostics, files, parsed: result.model };
}

/** The files of a model emitted with the store (as a `--watch` regeneration), all fields. */
function emitReusing(model: NonNullable<Awaited<ReturnType<typeof parsed>>['parsed']>) {
  const before = reusedCount();
  const files = emitOne(model, { reuse });
  reused += reusedCount() - before;
  return files;
}

/** Parts answered from a record so far (records whose files were handed out). */
function reusedCount(): number {
  return reuse.hits;
}

/** Parts answered from records a store read from the cache folder. */
let reusedFromDisk = 0;

/** The files of a model emitted as a one-shot run does: a new store (a new process), its records read from and kept in the cache folder. */
function emitFromDisk(model: NonNullable<Awaited<ReturnType<typeof parsed>>['parsed']>) {
  const store = new EmitReuse('cached-equals-uncached');
  const files = emitOne(model, { reuse: store });
  store.save();
  reusedFromDisk += store.hits;
  return files;
}

/** Each definition parsed from the cache folder, from memory, and with no cache: all three must agree. */
async function expectSameEveryWay(inputs: string[], label: string) {
  for (const input of inputs) {
    setYamlDataCache(true); // memory emptied: what a run before left in the folder
    const fromFolder = await parsed(input);
    const fromMemory = await parsed(input);
    setYamlDataCache(false);
    const uncached = await parsed(input);
    setYamlDataCache(true);
    expect(fromFolder.diagnostics, `${label}: ${input}`).toStrictEqual(uncached.diagnostics);
    expect(fromMemory.diagnostics, `${label}: ${input}`).toStrictEqual(uncached.diagnostics);
    expect(fromFolder.model, `${label}: ${input}`).toStrictEqual(uncached.model);
    expect(fromMemory.model, `${label}: ${input}`).toStrictEqual(uncached.model);
    expect(fromFolder.files, `${label}: ${input}`).toStrictEqual(uncached.files);
    // Every field of every file (layout hints too): a fresh emit of its own model against one through the store.
    if (uncached.parsed !== undefined) {
      const fresh = emitOne(structuredClone(uncached.parsed));
      expect(emitReusing(fromMemory.parsed!), `${label}: ${input} (reused)`).toStrictEqual(fresh);
      expect(emitReusing(fromFolder.parsed!), `${label}: ${input} (reused again)`).toStrictEqual(fresh);
      expect(emitFromDisk(structuredClone(uncached.parsed)), `${label}: ${input} (records from the cache folder)`).toStrictEqual(fresh);
    }
  }
}

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();

describe('parsing with the YAML data cache', () => {
  it('gives what parsing without it gives, edit after edit', async () => {
    expect(folders.length).toBeGreaterThan(1);
    const inputs = folders.map((f) => join(temp, f, 'openapi.yaml'));
    for (const f of folders) cpSync(join(definitions, f), join(temp, f), { recursive: true });
    const originals = new Map(folders.flatMap((f) => yamlFiles(join(temp, f))).map((file) => [file, readFileSync(file, 'utf8')]));
    const edit = (file: string, change: (text: string) => string) => {
      const text = readFileSync(file, 'utf8');
      const changed = change(text);
      expect(changed, file).not.toBe(text);
      writeFileSync(file, changed);
    };
    const schemaFiles = (folder: string) => yamlFiles(join(temp, folder, 'schemas'));
    const plainDescription = /^( +)description: (?![>|'"])(.+)$/m;
    const properties = /^( *)properties:\n/m;

    // Nothing kept yet (every text read and kept), then the same texts again.
    await expectSameEveryWay(inputs, 'first run');
    await expectSameEveryWay(inputs, 'unchanged');

    // A description, in one schema file of each definition.
    for (const f of folders) {
      const file = schemaFiles(f).find((s) => plainDescription.test(originals.get(s)!))!;
      edit(file, (t) => t.replace(plainDescription, '$1description: $2 (edited)'));
    }
    await expectSameEveryWay(inputs, 'description');

    // A new property, and a new schema file that a new property refers to.
    for (const f of folders) {
      const [first, second] = schemaFiles(f).filter((s) => properties.test(originals.get(s)!));
      edit(first, (t) => t.replace(properties, '$1properties:\n$1  addedByTheTest:\n$1    type: string\n$1    description: A member the test added.\n'));
      writeFileSync(join(temp, f, 'schemas', 'AddedByTheTest.yaml'), 'type: object\nproperties:\n  note:\n    type: string\n    maxLength: 40\n');
      edit(second, (t) => t.replace(properties, '$1properties:\n$1  addedReference:\n$1    $ref: ./AddedByTheTest.yaml\n'));
    }
    await expectSameEveryWay(inputs, 'new property and schema file');

    // The new file removed while still referred to: the same diagnostics, at the same positions.
    for (const f of folders) rmSync(join(temp, f, 'schemas', 'AddedByTheTest.yaml'));
    await expectSameEveryWay(inputs, 'removed file');

    // The edits undone, then a renamed operation.
    for (const [file, text] of originals) writeFileSync(file, text);
    const operationId = /^( +)operationId: (\w+)$/m;
    for (const f of folders) {
      const file = yamlFiles(join(temp, f, 'paths')).find((p) => operationId.test(originals.get(p)!))!;
      edit(file, (t) => t.replace(operationId, '$1operationId: $2Renamed'));
    }
    await expectSameEveryWay(inputs, 'renamed operation');

    // Every edit undone: the texts of the first run, read back from the cache.
    for (const [file, text] of originals) writeFileSync(file, text);
    await expectSameEveryWay(inputs, 'undone');
    expect(reused).toBeGreaterThan(0);
    expect(reusedFromDisk).toBeGreaterThan(0);

    // Records damaged in the cache folder (texts cut short, reads garbled) are misses, never wrong files.
    const cache = join(temp, 'cache');
    const records = readdirSync(cache).filter((f) => f.startsWith('emit-'));
    expect(records.length).toBeGreaterThan(0);
    for (const [i, f] of records.entries()) {
      const file = join(cache, f);
      const bytes = readFileSync(file);
      if (i % 3 === 2) {
        // Well formed, its reads' indexes leading nowhere (every one past the end of the values read): the indexes
        // follow the serialized rest and their count, 4-byte aligned.
        const metaEnd = 4 + bytes.readUInt32LE(0);
        expect(deserialize(bytes.subarray(4, metaEnd)).format).toMatch(/^emit-reuse /);
        const count = bytes.readUInt32LE(metaEnd);
        const intsAt = metaEnd + 4 + ((4 - ((metaEnd + 4) % 4)) % 4);
        const damaged = Buffer.from(bytes);
        for (let at = 2; at < count; at++) damaged.writeInt32LE(bytes.readInt32LE(intsAt + 4 * at) + 1_000_000, intsAt + 4 * at);
        writeFileSync(file, damaged);
      } else writeFileSync(file, i % 3 === 0 ? bytes.subarray(0, Math.floor(bytes.length / 2)) : 'not a record');
    }
    reusedFromDisk = 0;
    for (const input of inputs) {
      const { parsed: model } = await parsed(input);
      expect(emitFromDisk(structuredClone(model!)), `damaged records: ${input}`).toStrictEqual(emitOne(structuredClone(model!)));
    }
  });
});
