import { defineConfig } from 'vitest/config';

// The corpus walk (test/generate/corpus.test.ts): minutes of generating and type-checking real definitions, so it
// is a project of its own, run after `npm test` (`npm run test:corpus`, and by .ci/run). Two documents at a time:
// each generation and type-check is a child process, and CI has two cores.
export default defineConfig({
  test: {
    include: ['test/generate/corpus*.test.ts'],
    maxConcurrency: 2,
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
