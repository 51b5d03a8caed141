/**
 * A minimal, valid PDF 1.4 document: one A4 page of Helvetica text lines. The cross-reference table holds the
 * exact byte offset of each object, so strict readers (pdf.js, qpdf) open it. Text outside Latin-1 is replaced
 * by `?` (the standard Helvetica encoding covers no more); `(`, `)` and `\` are escaped.
 */

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 255 || (code > 126 && code < 160)) out += '?';
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

/** A one-page PDF with a title line and body lines (at most 60 lines of 120 characters are kept). */
export function renderPdf(title: string, lines: readonly string[]): Uint8Array {
  const body = lines.slice(0, 60).map((l) => l.slice(0, 120));
  const text = [
    'BT',
    '/F1 18 Tf',
    '56 790 Td',
    `${pdfString(title.slice(0, 80))} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...body.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0].byteLength;
  const offsets: number[] = [];
  const push = (buffer: Buffer): void => {
    chunks.push(buffer);
    size += buffer.byteLength;
  };
  objects.forEach((object, i) => {
    offsets.push(size);
    push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  offsets.push(size);
  push(Buffer.from(`5 0 obj\n<< /Length ${content.byteLength} >>\nstream\n`, 'latin1'));
  push(content);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = size;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
