/**
 * A package whose inputs did not change is neither parsed nor emitted (generator/package-manifest.ts): a run over
 * unchanged inputs writes nothing and says so per package; an edit to a definition, a service module or a runtime
 * template regenerates exactly the package it feeds; a hand-edited generated file is caught by --check and
 * repaired by generate, whatever the manifest says. Runs the CLI on copies of two definitions (one OpenAPI with
 * service modules, one WSDL), as a user would.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-skip-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const SKIPPED = '(inputs unchanged: not regenerated)';
const cache = join(temp, 'cache');
const out = join(temp, 'out');
const defs = join(temp, 'defs');
const payments = join(defs, 'payments', 'openapi.yaml');
const connector = join(defs, 'connector.wsdl');

/** The CLI on the two copies, with a cache of this test's own (manifests of other runs cannot interfere). */
const generate = (extra: string[] = []) => {
  const result = runCli(['--input', payments, '--input', connector, '--out', out, ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });
  return { ...result, line: (pkg: string) => result.stdout.split('\n').find((l) => l.startsWith(`@svc/${pkg} `)) ?? '' };
};

/** Every file of the output: which one it is (inode) and when it was written. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        const s = statSync(path);
        return [path, `${s.ino} ${s.mtimeMs}`];
      }),
  );
}

/** The manifest kept for the package written to `<out>/<dir>`, with its file in the cache. */
function manifestOf(dir: string): { file: string; reads: { files: Record<string, string | null> } } {
  for (const name of readdirSync(cache).filter((n) => n.startsWith('package-'))) {
    const manifest = JSON.parse(readFileSync(join(cache, name), 'utf8'));
    if (manifest.dir === dir) return { ...manifest, file: join(cache, name) };
  }
  throw new Error(`no manifest of ${dir} in ${cache}`);
}

describe('packages whose inputs did not change', () => {
  it('are not regenerated; an edit regenerates exactly the package it feeds; --check still sees hand edits', () => {
    mkdirSync(defs, { recursive: true });
    cpSync(join(repoRoot, 'definitions', 'payments'), join(defs, 'payments'), { recursive: true });
    cpSync(join(repoRoot, 'definitions', 'connector.wsdl'), connector);

    const first = generate();
    expect(first.status, first.stderr).toBe(0);
    expect(first.line('payments')).toMatch(/ \d+ files \(\d+ written\) /);
    expect(first.line('connector')).toMatch(/ \d+ files \(\d+ written\) /);
    expect(first.stdout).not.toContain(SKIPPED);

    // Nothing changed: neither package is parsed or emitted, nothing is written.
    const before = snapshot();
    const second = generate();
    expect(second.status, second.stderr).toBe(0);
    expect(second.line('payments')).toContain(SKIPPED);
    expect(second.line('connector')).toContain(SKIPPED);
    expect(second.line('payments')).toMatch(/ (\d+) files \(\1 unchanged\) /);
    expect(snapshot()).toEqual(before);
    const check = generate(['--check']);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain('2 package(s) up to date');

    // A definition file reached by a $ref: only its package is regenerated.
    const card = join(defs, 'payments', 'schemas', 'Card.yaml');
    writeFileSync(card, readFileSync(card, 'utf8').replace('description: |\n', 'description: |\n  Edited.\n'));
    const edited = generate();
    expect(edited.status, edited.stderr).toBe(0);
    expect(edited.line('payments')).toMatch(/ \d+ files \(3 written, \d+ unchanged\) /);
    expect(edited.line('connector')).toContain(SKIPPED);
    expect(readFileSync(join(out, 'payments', 'src', 'types.ts'), 'utf8')).toContain('Edited.');

    // A service module beside the definition: the same.
    const module = join(defs, 'payments', 'service', 'sandbox', 'money.ts');
    writeFileSync(module, `${readFileSync(module, 'utf8')}\n/** Added by the test. */\nexport const addedByTest = 1;\n`);
    const moduleEdited = generate();
    expect(moduleEdited.status, moduleEdited.stderr).toBe(0);
    expect(moduleEdited.line('payments')).not.toContain(SKIPPED);
    expect(moduleEdited.line('payments')).toMatch(/\(\d+ written, \d+ unchanged\)/);
    expect(moduleEdited.line('connector')).toContain(SKIPPED);
    expect(readFileSync(join(out, 'payments', 'src', 'service', 'sandbox', 'money.ts'), 'utf8')).toContain('addedByTest');

    // A file added to a folder the definition's files are in: the parser lists those folders (an unreferenced
    // file is a warning), so the package is regenerated, and its warning is repeated by the runs that skip it.
    writeFileSync(join(defs, 'payments', 'schemas', 'Unused.yaml'), 'type: string\n');
    const added = generate();
    expect(added.status, added.stderr).toBe(0);
    expect(added.line('payments')).not.toContain(SKIPPED);
    expect(added.stderr).toMatch(/Unused\.yaml:1:1 SVC016 warning/);
    const again = generate();
    expect(again.line('payments')).toContain(SKIPPED);
    expect(again.stderr).toBe(added.stderr);

    // A runtime template a package ships: the manifest records each one read with its digest. The templates are
    // the generator's own (shared by every test), so a change is stood for by a recorded digest that differs.
    const webConnector = manifestOf('connector');
    const template = Object.keys(webConnector.reads.files).find((f) => f.includes('/templates/web-connector/'));
    expect(template).toBeDefined();
    expect(Object.keys(manifestOf('payments').reads.files).some((f) => f.includes('/templates/web-connector/'))).toBe(false);
    const recorded = readFileSync(webConnector.file, 'utf8');
    writeFileSync(webConnector.file, recorded.replace(webConnector.reads.files[template!]!, '0'.repeat(64)));
    const templated = generate();
    expect(templated.status, templated.stderr).toBe(0);
    expect(templated.line('connector')).not.toContain(SKIPPED);
    expect(templated.line('connector')).toMatch(/ (\d+) files \(\1 unchanged\) /);
    expect(templated.line('payments')).toContain(SKIPPED);

    // A generated file edited by hand: --check names it although no input changed, and generate repairs it.
    const types = join(out, 'payments', 'src', 'types.ts');
    const generated = readFileSync(types, 'utf8');
    writeFileSync(types, `${generated}// edited by hand\n`);
    writeFileSync(join(out, 'connector', 'stray.txt'), 'x');
    const caught = generate(['--check']);
    expect(caught.status).toBe(1);
    expect(caught.stderr).toContain(`differs: ${types}`);
    expect(caught.stderr).toContain(`not generated: ${join(out, 'connector', 'stray.txt')}`);
    const repaired = generate();
    expect(repaired.status, repaired.stderr).toBe(0);
    expect(repaired.line('payments')).toMatch(/\(1 written, \d+ unchanged\)/);
    expect(repaired.stdout).toContain('  removed: stray.txt\n');
    expect(readFileSync(types, 'utf8')).toBe(generated);
    const clean = generate(['--check']);
    expect(clean.status, clean.stderr).toBe(0);
    // A script that lost its executable mode is a difference too.
    const bin = readdirSync(join(out, 'connector', 'dist', 'bin')).find((n) => n.endsWith('.js'));
    expect(bin).toBeDefined();
    const binPath = join(out, 'connector', 'dist', 'bin', bin!);
    expect(statSync(binPath).mode & 0o111).not.toBe(0);
    chmodSync(binPath, 0o644);
    expect(generate().line('connector')).toMatch(/\(1 written, \d+ unchanged\)/);
    expect(statSync(binPath).mode & 0o111).not.toBe(0);
  }, 300_000);

  it('other options are another package: --types-only does not reuse the full package\'s manifest', () => {
    const dir = join(temp, 'options');
    const input = join(repoRoot, 'definitions', 'connector.wsdl');
    const run = (extra: string[]) => runCli(['--input', input, '--out', dir, ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });
    expect(run([]).status).toBe(0);
    expect(run([]).stdout).toContain(SKIPPED);
    const typesOnly = run(['--types-only']);
    expect(typesOnly.status, typesOnly.stderr).toBe(0);
    expect(typesOnly.stdout).not.toContain(SKIPPED);
    expect(typesOnly.stdout).toMatch(/removed/);
    expect(run(['--types-only']).stdout).toContain(SKIPPED);
    const full = run([]);
    expect(full.stdout).not.toContain(SKIPPED);
    expect(full.stdout).toMatch(/written/);
  }, 300_000);

  it('a file is taken on its recorded times only when they are its own: a same-size edit after they were learnt is caught', async () => {
    const dir = join(temp, 'times');
    const input = join(repoRoot, 'definitions', 'connector.wsdl');
    const run = (extra: string[] = []) => runCli(['--input', input, '--out', dir, ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });
    expect(run().status).toBe(0);
    // Files younger than two seconds are always hashed; older ones have their times recorded by the next run.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(run().stdout).toContain(SKIPPED);
    const stats = () =>
      readdirSync(cache)
        .filter((n) => n.startsWith('package-'))
        .map((n) => JSON.parse(readFileSync(join(cache, n), 'utf8')))
        .find((m) => Object.keys(m.stats ?? {}).some((p: string) => p.startsWith(dir)))?.stats;
    const types = join(dir, 'connector', 'src', 'types.ts');
    expect(stats()?.[types]).toMatch(/^\d+:\d+:\d+:\d+:[0-9a-f]{64}$/);
    expect(run().stdout).toContain(SKIPPED);
    // Same size, same modification time set back by hand: the change time still tells.
    const before = statSync(types);
    const text = readFileSync(types, 'utf8');
    const edited = text.replace(/[a-z](?=[^a-z]*$)/, (c) => (c === 'x' ? 'y' : 'x'));
    expect(edited).not.toBe(text);
    expect(edited.length).toBe(text.length);
    writeFileSync(types, edited);
    utimesSync(types, before.atime, before.mtime);
    const caught = run(['--check']);
    expect(caught.status).toBe(1);
    expect(caught.stderr).toContain(`differs: ${types}`);
    expect(run().stdout).toMatch(/\(1 written, \d+ unchanged\)/);
    expect(readFileSync(types, 'utf8')).toBe(text);
  }, 300_000);

  it('a regenerated package is compared with its folder on recorded times too, and a same-size hand edit is still caught', async () => {
    const dir = join(temp, 'regenerated');
    const input = join(temp, 'regenerated.wsdl');
    const original = readFileSync(join(repoRoot, 'definitions', 'connector.wsdl'), 'utf8');
    // An XML comment: the input changed (the package is regenerated), its output did not.
    const edit = (i: number) => writeFileSync(input, original.replace(/<\/([\w:]+)>\s*$/, `<!-- edit ${i} --></$1>\n`));
    const run = () => runCli(['--input', input, '--out', dir], repoRoot, { SVC_CODEGEN_CACHE: cache });
    edit(0);
    expect(run().status).toBe(0);
    await new Promise((r) => setTimeout(r, 2_500));
    edit(1);
    const regenerated = run();
    expect(regenerated.stdout).not.toContain(SKIPPED);
    // The definition's text is shipped (src/wsdl.ts), so that file changes; the others are found unchanged.
    expect(regenerated.stdout).toMatch(/\(2 written, \d+ unchanged\)/);
    const types = join(dir, 'regenerated', 'src', 'types.ts');
    const manifest = readdirSync(cache)
      .filter((n) => n.startsWith('package-'))
      .map((n) => JSON.parse(readFileSync(join(cache, n), 'utf8')))
      .find((m) => m.stats?.[types] !== undefined);
    // The times of the files found unchanged, kept for the next comparison.
    expect(manifest?.stats[types]).toMatch(/^\d+:\d+:\d+:\d+:[0-9a-f]{64}$/);
    const before = statSync(types);
    const text = readFileSync(types, 'utf8');
    const edited = text.replace(/[a-z](?=[^a-z]*$)/, (c) => (c === 'x' ? 'y' : 'x'));
    expect(edited.length).toBe(text.length);
    writeFileSync(types, edited);
    utimesSync(types, before.atime, before.mtime);
    edit(2);
    const repaired = run();
    expect(repaired.stdout).toMatch(/\(3 written, \d+ unchanged\)/);
    expect(repaired.stdout).toContain('written: src/types.ts');
    expect(readFileSync(types, 'utf8')).toBe(text);
  }, 300_000);

  it('a regenerated package takes an unchanged emitted file\'s finished files from disk only when they are as recorded', () => {
    const dir = join(temp, 'known');
    const input = join(temp, 'known.wsdl');
    const original = readFileSync(join(repoRoot, 'definitions', 'connector.wsdl'), 'utf8');
    // An XML comment: the input changed (the package is regenerated and emitted), src/types.ts's text did not.
    const edit = (i: number) => writeFileSync(input, original.replace(/<\/([\w:]+)>\s*$/, `<!-- edit ${i} --></$1>\n`));
    const run = (extra: string[] = []) => runCli(['--input', input, '--out', dir, ...extra], repoRoot, { SVC_CODEGEN_CACHE: cache });
    edit(0);
    expect(run().status).toBe(0);
    // The manifest knows each emitted file by its text's digest, with the files finishing made of it.
    const manifest = readdirSync(cache)
      .filter((n) => n.startsWith('package-'))
      .map((n) => JSON.parse(readFileSync(join(cache, n), 'utf8')))
      .find((m) => m.dir === 'known');
    expect(manifest.emitted['src/types.ts'][0]).toMatch(/^e[0-9a-f]{64}$/);
    expect(manifest.emitted['src/types.ts'][1]).toEqual(['src/types.ts', 'dist/types.js', 'dist/types.d.ts', 'dist/cjs/types.d.ts']);
    const pkg = join(dir, 'known');
    const texts = Object.fromEntries(['dist/types.d.ts', 'dist/types.js', 'dist/cjs/types.d.ts'].map((f) => [f, readFileSync(join(pkg, f), 'utf8')]));

    // Finished files of unchanged emitted texts, edited by hand (one to the same size), removed, or stripped of their
    // mode: each is written again, although the text it is made from is the one the manifest knows.
    writeFileSync(join(pkg, 'dist/types.d.ts'), `${texts['dist/types.d.ts']}// edited by hand\n`);
    writeFileSync(join(pkg, 'dist/types.js'), texts['dist/types.js'].replace(/[a-z](?=[^a-z]*$)/, (c) => (c === 'x' ? 'y' : 'x')));
    rmSync(join(pkg, 'dist/cjs/types.d.ts'));
    const bin = readdirSync(join(pkg, 'dist', 'bin')).find((n) => n.endsWith('.js'))!;
    chmodSync(join(pkg, 'dist', 'bin', bin), 0o644);
    edit(1);
    const repaired = run();
    expect(repaired.status, repaired.stderr).toBe(0);
    // src/wsdl.ts ships the definition's text, so it changes too.
    expect(repaired.stdout).toMatch(/\(6 written, \d+ unchanged\)/);
    for (const [file, text] of Object.entries(texts)) expect(readFileSync(join(pkg, file), 'utf8'), file).toBe(text);
    expect(statSync(join(pkg, 'dist', 'bin', bin)).mode & 0o111).not.toBe(0);
    expect(run(['--check']).status).toBe(0);

    // An edit that changes an emitted text finishes it again and writes what it makes.
    writeFileSync(input, original.replace(/(<xsd?:documentation>)/, '$1Edited by the test. '));
    const changed = run();
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.stdout).toMatch(/written: (src|dist)\//);
    expect(run(['--check']).status).toBe(0);
  }, 300_000);

  it('an unchanged package is still parsed when another input goes to its folder, so the clash is reported', () => {
    const dir = join(temp, 'clash');
    mkdirSync(join(temp, 'clash-defs', 'other'), { recursive: true });
    const input = join(temp, 'clash-defs', 'connector.wsdl');
    const copy = join(temp, 'clash-defs', 'other', 'connector.wsdl');
    cpSync(join(repoRoot, 'definitions', 'connector.wsdl'), input);
    cpSync(join(repoRoot, 'definitions', 'connector.wsdl'), copy);
    const run = (inputs: string[]) => runCli([...inputs.flatMap((i) => ['--input', i]), '--out', dir], repoRoot, { SVC_CODEGEN_CACHE: cache });
    expect(run([input]).status).toBe(0);
    expect(run([input]).stdout).toContain(SKIPPED);
    const both = run([input, copy]);
    expect(both.status).toBe(1);
    expect(both.stderr).toMatch(/SVC010 package @svc\/connector goes to the folder "connector", as does the package of /);
    expect(both.stderr).toContain('nothing written');
  }, 300_000);
});
