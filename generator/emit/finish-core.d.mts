/** Declarations of finish-core.mjs (plain JavaScript so worker threads need no TypeScript loader). */
export interface FinishInput {
  /** Relative to the package directory, `/`-separated. */
  path: string;
  content: string;
}

/** The formatted file, followed by `dist/**\/*.js` and `.d.ts` when it is a `src/**\/*.ts` source. */
export function finishFile(file: FinishInput): Promise<FinishInput[]>;
