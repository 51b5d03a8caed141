/**
 * Browser tooling for tests: bundle imports for the browser (esbuild, pinned), serve a page from 127.0.0.1, and
 * drive Debian's headless Chromium through playwright-core (which never downloads a browser here: the installed
 * one is given by path).
 *
 * Usage:
 *   const { code, gzipBytes, inputs } = await bundleForBrowser(`export { validate } from '@svc/payments/validators';`);
 *   const chromium = await startChromium('the browser suite');   // null when Chromium is not installed (a loud skip)
 *   describe.skipIf(!chromium)('...', () => { ... await chromium!.newPage() ... });
 *   afterAll(() => chromium?.stop());
 *
 * Without Chromium the helper prints, once per file, what is skipped and how to enable it (`apt-get install
 * chromium`, or CHROMIUM=/path/to/chromium). `.ci/run` installs it and sets SVC_REQUIRE_CHROMIUM=1, which turns
 * the skip into a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './run-cli.ts';

export interface BrowserBundle {
  /** The bundle's JavaScript. */
  readonly code: string;
  /** Its size in bytes (UTF-8), and gzipped (level 9). */
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Every module that went into it, as esbuild names them (paths relative to the repository root). */
  readonly inputs: readonly string[];
}

export interface BundleOptions {
  /** Minify (whitespace, identifiers, syntax); default false. */
  readonly minify?: boolean;
  /** `esm` (default) or `iife`; an iife with `globalName` puts the source's exports on `window[globalName]`. */
  readonly format?: 'esm' | 'iife';
  readonly globalName?: string;
}

/**
 * Bundles `source` (TypeScript, e.g. `export { X } from '@svc/payments/client';`) for the browser as a user's
 * bundler would: esbuild with `platform: 'browser'`, resolving packages from the repository root (the generated
 * packages are workspaces there) through their `exports`. A `node:` import, or any module that cannot be bundled
 * for the browser, rejects with esbuild's messages.
 */
export async function bundleForBrowser(source: string, options: BundleOptions = {}): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: repoRoot, sourcefile: 'browser-entry.ts', loader: 'ts' },
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'browser',
    format: options.format ?? 'esm',
    globalName: options.globalName,
    target: 'es2022',
    minify: options.minify ?? false,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const bytes = Buffer.byteLength(code);
  return { code, bytes, gzipBytes: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(result.metafile.inputs).sort() };
}

/** The messages of a failed `bundleForBrowser` (esbuild's errors), or '' when it bundled. */
export async function bundleErrors(source: string): Promise<string> {
  try {
    await bundleForBrowser(source);
    return '';
  } catch (error) {
    const errors = (error as { errors?: { text: string }[] }).errors;
    return errors === undefined ? String(error) : errors.map((e) => e.text).join('\n');
  }
}

/** The Chromium binary: $CHROMIUM when set, else the first `chromium` on PATH; null when it does not run. */
export function chromiumBinary(): string | null {
  const candidate = process.env.CHROMIUM || (process.env.PATH ?? '').split(':').map((dir) => join(dir || '.', 'chromium')).find((file) => existsSync(file));
  if (candidate === undefined) return null;
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return probe.status === 0 && /chrom/i.test(probe.stdout) ? candidate : null;
}

/** Host names a page can be opened at besides 127.0.0.1: Chromium resolves them to 127.0.0.1 (a plain-http origin that is not "potentially trustworthy", so not a secure context). */
export const INSECURE_HOST = 'app.test';

export interface ChromiumHandle {
  /** A new tab in the browser's one (fresh, throw-away) profile. */
  newPage(): Promise<Page>;
  readonly context: BrowserContext;
  stop(): Promise<void>;
}

/** The flags every launch uses: headless, no sandbox (root in CI), and nothing that reaches the network by itself. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
];

let warned = false;

/** Starts headless Chromium with a fresh profile, or returns null (after a loud warning) when none is installed. */
export async function startChromium(suite = 'this suite'): Promise<ChromiumHandle | null> {
  const binary = chromiumBinary();
  if (!binary) {
    if (process.env.SVC_REQUIRE_CHROMIUM === '1') {
      throw new Error('SVC_REQUIRE_CHROMIUM=1 but Chromium is not installed (apt-get install -y chromium)');
    }
    if (!warned) {
      warned = true;
      process.stderr.write(
        `\n[SKIPPED] ${suite}: Chromium is not installed, so the tests that run in a real browser are skipped.\n` +
          `          Enable them with: apt-get install -y chromium  (or CHROMIUM=/path/to/chromium)\n\n`,
      );
    }
    return null;
  }
  const profile = mkdtempSync(join(tmpdir(), 'svc-chromium-'));
  let context: BrowserContext;
  try {
    // A persistent context is the way to give Chromium its own --user-data-dir (a fresh one, removed at stop).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: binary,
      headless: true,
      args: [...CHROMIUM_FLAGS],
      timeout: 60_000,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    newPage: () => context.newPage(),
    stop: async () => {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface ServedPage {
  /** `http://127.0.0.1:<port>`, the origin the files are served from. */
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves a few files (path -> content) with GET from 127.0.0.1 on a free port; anything else is a 404. `.js` as
 * JavaScript, `.html` as HTML. The files are whole strings in memory; requests carry no body worth reading.
 */
export async function servePage(files: { readonly [path: string]: string }): Promise<ServedPage> {
  const server: Server = createServer((request, response) => {
    request.resume();
    const path = (request.url ?? '/').split('?')[0];
    const content = request.method === 'GET' && Object.hasOwn(files, path) ? files[path] : undefined;
    if (content === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(content), 'cache-control': 'no-store' }).end(content);
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
