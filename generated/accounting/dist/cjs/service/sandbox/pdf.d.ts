/** A one-page PDF with a title line and body lines (at most 60 lines of 120 characters are kept). */
export declare function renderPdf(title: string, lines: readonly string[]): Uint8Array;
