import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The corpus walk is its own project (vitest.corpus.config.ts, `npm run test:corpus`): it takes minutes.
    exclude: ['**/node_modules/**', 'test/samples/**', 'test/generate/corpus*.test.ts'],
    // Several suites spawn real tools (tsc, redocly, SOAP servers): give them room on a 2-core machine, loaded
    // or not (a timeout catches a hang, it does not measure speed; issue 21: generation tests timed out at 60 s
    // under load).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time at least. vitest's default, one fewer than the cores, is one file at a time on a 2-core
    // machine (CI's), and most of a file's time is spent waiting, not computing: on the child processes it starts
    // (tsc, the generator, npm, workers), on sockets, on real expiry windows (2 s tokens, 1 s sessions).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
