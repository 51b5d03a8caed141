/**
 * The README's code blocks, with what the README says to do with each: a hidden comment on the line before a
 * fence, `<!-- example: <directive> -->`, read by test/readme/examples.test.ts (the directives are documented
 * there). A block without one is a complete program, run as written.
 */
export interface ReadmeBlock {
  readonly lang: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The directive before the fence, without `example:`; '' when none. */
  readonly directive: string;
  /** The nearest heading above the block. */
  readonly section: string;
}

export function readmeBlocks(readme: string): ReadmeBlock[] {
  const lines = readme.split('\n');
  const blocks: ReadmeBlock[] = [];
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const heading = /^#{1,6}\s+(.*)$/.exec(lines[i]);
    if (heading !== null) section = heading[1];
    const open = /^```(\w+)\s*$/.exec(lines[i]);
    if (open === null) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    const before = start > 0 ? /^<!--\s*example:\s*(.*?)\s*-->$/.exec(lines[start - 1]) : null;
    blocks.push({ lang: open[1], code: `${body.join('\n')}\n`, line: start + 1, directive: before?.[1] ?? '', section });
  }
  return blocks;
}
