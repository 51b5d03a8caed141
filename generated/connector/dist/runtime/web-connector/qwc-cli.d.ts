/** Runs the command; resolves to the exit code. */
export declare function qwcMain(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number;
