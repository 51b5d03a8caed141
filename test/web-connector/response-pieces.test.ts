// A response read as the pieces it was decoded in (issue 22): the SOAP parse keeps a long text's pieces beside the
// text, and customerQueryJob reads the same customers however the document is cut, an element across any edge.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelopeInSlices } from '../../templates/soap-messages/envelope.ts';
import { XmlPieces } from '../../templates/soap-messages/xml-slices.ts';
import { textPiecesOf } from '../../templates/web-connector/session-handlers.ts';
import { customerQueryJob, type DemoCustomer } from '../../templates/web-connector/demo-company.ts';
import type { JobResponseContext } from '../../templates/web-connector/jobs.ts';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (names: readonly string[]): string =>
  `<?xml version="1.0" ?><QBXML><QBXMLMsgsRs><CustomerQueryRs requestID="1" statusCode="0" statusSeverity="Info" iteratorRemainingCount="0">` +
  names.map((name, i) => `<CustomerRet>\r\n<ListID>${i}-1</ListID>\r\n<Name>${escape(name)}</Name>\r\n</CustomerRet>`).join('\r\n') +
  `</CustomerQueryRs></QBXMLMsgsRs></QBXML>`;

async function read(pieces: readonly string[]): Promise<DemoCustomer[]> {
  const got: DemoCustomer[] = [];
  const job = customerQueryJob({ onCustomers: (list) => void got.push(...list) });
  const context = { response: pieces.join(''), responsePieces: pieces, message: '', tenant: 't', user: 'u', seq: 1, item: { id: 'i', job: 'c' }, host: {} };
  expect(await job.response(context as unknown as JobResponseContext)).toBeUndefined();
  return got;
}

describe('a long text field as its pieces', () => {
  it('a document of a mebibyte or more keeps its long text as the pieces it was decoded in; a small one does not', async () => {
    const long = escape(page(Array.from({ length: 20_000 }, (_, i) => `Customer ${i} & Sons é€`)));
    const envelope = (text: string): string =>
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><r xmlns="urn:x"><ticket>t</ticket><response>${text}</response></r></s:Body></s:Envelope>`;
    const big = await parseEnvelopeInSlices(XmlPieces.of(envelope(long), 1 << 18));
    if (big.kind !== 'body') throw new Error('not a body');
    const pieces = textPiecesOf(big.body, 'response') ?? [];
    expect(pieces.length).toBeGreaterThan(1);
    const field = big.body.children.find((c) => c.name === 'response');
    expect(pieces.join('')).toBe(field?.text);
    expect(Object.keys(field ?? {})).not.toContain('textPieces'); // the tree compares and prints as before
    const small = await parseEnvelopeInSlices(envelope('short &amp; sweet'));
    if (small.kind !== 'body') throw new Error('not a body');
    expect(textPiecesOf(small.body, 'response')).toEqual(['short & sweet']);
    expect(textPiecesOf(small.body, 'absent')).toBeUndefined();
  });

  it('customerQueryJob reads the same customers however the response is cut into pieces', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 30 }),
        async (names, cuts) => {
          const text = page(names);
          const pieces: string[] = [];
          let at = 0;
          for (let i = 0; at < text.length; i++) {
            const size = cuts[i % cuts.length];
            pieces.push(text.slice(at, at + size));
            at += size;
          }
          const whole = await read([text]);
          expect(whole.map((c) => c.listId)).toEqual(names.map((_, i) => `${i}-1`));
          expect(await read(pieces)).toEqual(whole);
        },
      ),
      { numRuns: 150 },
    );
  });
});
