/** One file of a generated package, as parts emit it and the pipeline finishes and writes it. */
export interface EmittedFile {
  /** Relative to the package directory, with `/` separators (`src/client.ts`). */
  path: string;
  content: string;
  /**
   * A big source file's content cut between top-level statements (`chunks.join('\n') === content`): the
   * finishing threads format the chunks in parallel (part-kit/source-file.ts). Absent on small files and on
   * finished output.
   */
  chunks?: readonly string[];
  /**
   * Per chunk, whether the emitter wrote it in the formatter's layout already (part-kit/layout.ts): it is not
   * formatted, only joined to the others (the layout tests hold it equal to what the formatter makes of it).
   */
  laidOut?: readonly boolean[];
  /** Written in its final form (a hand-written runtime template, JSON, Markdown): compiled but never reformatted. */
  verbatim?: boolean;
}
