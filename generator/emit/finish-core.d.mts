/** Declarations of finish-core.mjs (plain JavaScript so worker threads need no TypeScript loader). */
export interface FinishInput {
  /** Relative to the package directory, `/`-separated. */
  path: string;
  content: string;
  /** Only format (a chunk of a bigger file, compiled once the chunks are joined). */
  formatOnly?: boolean;
}

/** The formatted file, followed by `dist/**\/*.js` and `.d.ts` when it is a `src/**\/*.ts` source. */
export function finishFile(file: FinishInput): Promise<FinishInput[]>;

/** A formatted file, followed by `dist/**\/*.js` and `.d.ts` when it is a `src/**\/*.ts` source. */
export function withCompiled(formatted: FinishInput): FinishInput[];
