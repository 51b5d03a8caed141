/**
 * Every TypeScript example of the README is type-checked and run (issue 21: a snippet that stops working fails
 * the build). The README says what each block needs on a hidden line before its fence:
 *
 * - nothing: a complete program, run as written;
 * - `<!-- example: run with <setup> -->`: a fragment; the setup (test/readme/setups.ts) is written before it:
 *   the names it takes for granted, and the generated sandboxes standing in for the services;
 * - `<!-- example: continues -->`: the fragment goes on from the block before it, and runs with it;
 * - `<!-- example: files -->`: files of a project, each after a `// <path>` line, generated with (the parts
 *   example).
 *
 * When run, a fixed port (8080) becomes 0 (a free one) and `redis://127.0.0.1:6379` a private redis-server's URL
 * (blocks that use Redis are type-checked only, loudly, when redis-server is not installed). A program must
 * exit 0 within 60 s; servers it leaves listening are ended with it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/run-cli.ts';
import { startRedis, type RedisHandle } from '../support/redis-server.ts';
import { readmeBlocks, type ReadmeBlock } from './blocks.ts';
import { SETUPS } from './setups.ts';

const README = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const WORK = join(repoRoot, '.tmp', 'readme-examples');

interface Program {
  readonly name: string;
  readonly blocks: ReadmeBlock[];
  readonly source: string;
  readonly file: string;
  readonly redis: boolean;
}

/** The README's TypeScript examples as programs, in order. */
function programs(): { programs: Program[]; files: ReadmeBlock[] } {
  const out: { blocks: ReadmeBlock[]; prelude: string }[] = [];
  const files: ReadmeBlock[] = [];
  for (const block of readmeBlocks(README).filter((b) => b.lang === 'ts')) {
    const directive = block.directive;
    if (directive === 'files') files.push(block);
    else if (directive === 'continues') {
      const last = out.at(-1);
      if (last === undefined) throw new Error(`README.md:${block.line}: "continues" with no block before it`);
      last.blocks.push(block);
    } else if (directive === '') out.push({ blocks: [block], prelude: '' });
    else {
      const setup = /^run with ([\w-]+)$/.exec(directive)?.[1];
      if (setup === undefined || SETUPS[setup] === undefined) {
        throw new Error(`README.md:${block.line}: unknown example directive "${directive}" (setups: ${Object.keys(SETUPS).join(', ')})`);
      }
      out.push({ blocks: [block], prelude: SETUPS[setup] });
    }
  }
  return {
    files,
    programs: out.map(({ blocks, prelude }) => {
      const name = `README.md:${blocks.map((b) => b.line).join('+')} (${blocks[0].section})`;
      const body = blocks.map((b) => b.code).join('\n');
      const source = `${prelude}\n// ---- README.md:${blocks[0].line}\n${body}\nprocess.exit(0);\n`;
      return { name, blocks, source, file: join(WORK, `block-${blocks[0].line}.ts`), redis: /redis:\/\/127\.0\.0\.1:6379|REDIS_URL/.test(source) };
    }),
  };
}

const { programs: PROGRAMS, files: FILE_BLOCKS } = programs();
let redis: RedisHandle | null = null;
let typeErrors = '';

beforeAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  for (const p of PROGRAMS) writeFileSync(p.file, p.source);
  const base = relative(WORK, join(repoRoot, 'tsconfig.json'));
  writeFileSync(join(WORK, 'tsconfig.json'), JSON.stringify({ extends: base, include: ['*.ts'], exclude: [] }));
  // One compiler run for all the examples: their errors, by file, are each example's to report.
  const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(WORK, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8', cwd: repoRoot });
  typeErrors = `${tsc.stdout}${tsc.stderr}`;
  if (PROGRAMS.some((p) => p.redis)) redis = await startRedis('README examples that use Redis (they are still type-checked)');
}, 180_000);
afterAll(async () => {
  await redis?.stop();
});

describe('the README examples', () => {
  it('are found: every TypeScript block is in a program or a project', () => {
    const blocks = readmeBlocks(README).filter((b) => b.lang === 'ts');
    expect(PROGRAMS.flatMap((p) => p.blocks).length + FILE_BLOCKS.length).toBe(blocks.length);
    expect(blocks.length).toBeGreaterThanOrEqual(15);
  });

  for (const program of PROGRAMS) {
    it(`${program.name} type-checks and runs`, () => {
      const mine = typeErrors.split('\n').filter((l) => l.includes(`block-${program.blocks[0].line}.ts`));
      expect(mine, `type errors in\n${program.source}`).toEqual([]);
      if (program.redis && redis === null) return; // type-checked; startRedis said loudly why it does not run
      let source = program.source.replace(/\b8080\b/g, '0');
      if (redis !== null) source = source.replaceAll('redis://127.0.0.1:6379', redis.url).replaceAll('process.env.REDIS_URL', JSON.stringify(redis.url));
      const runFile = program.file.replace(/\.ts$/, '.run.ts');
      writeFileSync(runFile, source);
      const cwd = join(WORK, `cwd-${program.blocks[0].line}`);
      mkdirSync(cwd, { recursive: true });
      const run = spawnSync(process.execPath, ['--import', 'tsx', runFile], {
        cwd,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_NO_WARNINGS: '1', CLIENT_ID: 'readme-client', CLIENT_SECRET: 'readme-secret', ALICE_PW: 'readme-password', VERIFIER_TOKEN: 'verifier' },
      });
      expect(run.status, `${program.name} exited ${run.status} (${run.signal ?? 'no signal'}):\n${run.stdout}\n${run.stderr}`).toBe(0);
    }, 90_000);
  }

  for (const block of FILE_BLOCKS) {
    it(`README.md:${block.line} (${block.section}): the project's files generate`, () => {
      const project = join(WORK, `project-${block.line}`);
      // `// <path>` starts each file; the package name svc-codegen is this checkout.
      const parts = block.code.split(/^\/\/ (\S+\.ts)\s*$/m).slice(1);
      expect(parts.length).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < parts.length; i += 2) {
        const path = join(project, parts[i]);
        mkdirSync(join(path, '..'), { recursive: true });
        writeFileSync(path, parts[i + 1].trim().replaceAll("'svc-codegen/", `'${pathToFileURL(repoRoot).href}/`) + '\n');
      }
      const result = runCli(['--input', join(repoRoot, 'definitions', 'payments', 'openapi.yaml'), '--out', join(project, 'out')], project);
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stderr).not.toMatch(/warning/i);
    }, 180_000);
  }
});
