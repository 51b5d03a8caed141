// templates/soap-messages/xml-slices.ts and the sliced drivers beside it (issue 22): a large body is decoded and
// parsed in slices that yield to the event loop, with the same result as the one-step path: the same tree (text
// runs cut into pieces at any size, entities, CR/LF and surrogate pairs across the cuts), the same refusals (same
// messages), the same decoded text and charset errors.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope, parseEnvelopeInSlices } from '../../templates/soap-messages/envelope.ts';
import { decodeXmlBytes, decodeXmlBytesInSlices } from '../../templates/soap-messages/xml-charset.ts';
import { SLICED_FROM, XmlPieces } from '../../templates/soap-messages/xml-slices.ts';
import { parseXml, parseXmlInSlices, type XmlElement, type XmlParseOptions } from '../../templates/soap-messages/xml-tree.ts';

function plain(element: XmlElement): unknown {
  return {
    name: element.name,
    namespace: element.namespace,
    prefix: element.prefix,
    attributes: element.attributes.map((a) => ({ ...a })),
    text: element.text,
    nil: element.nil,
    namespaces: Object.fromEntries([...element.namespaces].sort(([a], [b]) => a.localeCompare(b))),
    children: element.children.map(plain),
  };
}

function outcome(xml: string, options: XmlParseOptions = {}): unknown {
  try {
    return { tree: plain(parseXml(xml, options)) };
  } catch (error) {
    return { refused: (error as Error).name, message: (error as Error).message };
  }
}

async function slicedOutcome(xml: string, piece: number, options: XmlParseOptions = {}): Promise<unknown> {
  try {
    return { tree: plain(await parseXmlInSlices(xml, options, piece)) };
  } catch (error) {
    return { refused: (error as Error).name, message: (error as Error).message };
  }
}

const name = fc.constantFrom('a', 'b', 'p:a', 'q:b', 'c');
const text = fc.constantFrom(
  '', ' ', '\r\n', '\r', '\r\r\n', 'x', '&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&#65;', '&#x1F600;', '&#13;', '&bad;', '&#0;',
  '& ', '&amp', '&#x110000;', '\u00e9\u20ac', '\ud83d\ude00', '\ud83d', '\u0001', 'long text &amp; more '.repeat(3), '<![CDATA[ c\r\n&amp; ]]>',
  '<!-- k -->', '<?pi v?>', ']]>', '&lt;'.repeat(20), 'x'.repeat(40),
);
const attr = fc.tuple(fc.constantFrom('x', 'p:x', 'xsi:nil', 'xmlns:p', 'xmlns'), fc.constantFrom('1', 'true', 'urn:p', '&amp;', '', 'a\r\nb'));
const element: fc.Memo<string> = fc.memo((n) =>
  fc
    .tuple(name, fc.array(attr, { maxLength: 3 }), fc.array(fc.oneof(text, n > 1 ? element(n - 1) : text), { maxLength: 5 }))
    .map(([tag, attrs, content]) => `<${tag}${attrs.map(([k, v]) => ` ${k}="${v}"`).join('')}>${content.join('')}</${tag}>`),
);

describe('parseXmlInSlices', () => {
  it('property: random documents cut at random piece sizes give the tree (or the refusal) of parseXml', async () => {
    await fc.assert(
      fc.asyncProperty(element(4), fc.integer({ min: 1, max: 40 }), async (xml, piece) => {
        const doc = `<root xmlns:p="urn:p" xmlns:q="urn:q" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</root>`;
        expect(await slicedOutcome(doc, piece)).toEqual(outcome(doc));
      }),
      { numRuns: 1500 },
    );
  });

  it('property: documents held as pieces of uneven sizes (tags, comments, CDATA, declarations across the cuts) read as one string is', async () => {
    const odd = fc.constantFrom('<!-- a > b -->', '<![CDATA[ x ]] ]]]>', '<?pi a > b ?>', 'x\r', '\n', '<e a=">" b=\'>>\'/>', '<e  a = "1"\r\n/>', '<e a="1" a="2"/>', '<e a=">"', '</e >');
    const doc = fc.tuple(element(3), fc.array(odd, { maxLength: 4 })).map(([xml, extra]) => `<?xml version="1.0"?>\r\n<root xmlns:p="urn:p" xmlns:q="urn:q" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${extra.join('')}${xml}</root>\r\n<!-- end -->`);
    await fc.assert(
      fc.asyncProperty(doc, fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }), async (xml, sizes) => {
        const pieces: string[] = [];
        for (let at = 0, i = 0; at < xml.length; i++) {
          const size = sizes[i % sizes.length];
          pieces.push(xml.slice(at, at + size));
          at += size;
        }
        let sliced: unknown;
        try {
          sliced = { tree: plain(await parseXmlInSlices(new XmlPieces(pieces), {}, 1)) };
        } catch (error) {
          sliced = { refused: (error as Error).name, message: (error as Error).message };
        }
        expect(sliced).toEqual(outcome(xml));
      }),
      { numRuns: 1500 },
    );
  });

  it('property: arbitrary text (any UTF-16, references, line ends) in one long run, cut anywhere', async () => {
    const unit = fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('&amp;', '&lt;', '&#x1F600;', '&#13;', '\r\n', '\r', '&', ';', '&#', '\ud800', '\udc00'));
    await fc.assert(
      fc.asyncProperty(fc.array(unit, { maxLength: 40 }), fc.integer({ min: 1, max: 30 }), async (units, piece) => {
        const doc = `<r>${units.join('').replace(/</g, '&lt;')}</r>`;
        expect(await slicedOutcome(doc, piece)).toEqual(outcome(doc));
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps the limits: depth, elements, attributes', async () => {
    const cases: [string, XmlParseOptions][] = [
      ['<a><b><c/></b></a>', { maxDepth: 2 }],
      ['<a><b/><b/><b/></a>', { maxElements: 3 }],
      ['<a x="1" y="2"/>', { maxAttributesPerElement: 1 }],
      ['<a x="1"><b y="2"/></a>', { maxAttributes: 1 }],
    ];
    for (const [xml, options] of cases) {
      const expected = outcome(xml, options);
      expect(expected).toHaveProperty('refused', 'XmlParseError');
      expect(await slicedOutcome(xml, 3, options), xml).toEqual(expected);
    }
  });

  it('is the same on the real messages of the vectors, cut at several piece sizes', async () => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.xml')) found.push(path);
      }
    };
    walk('/work/shared/vectors/connector');
    expect(found.length).toBeGreaterThan(5);
    for (const path of found) {
      const xml = readFileSync(path, 'utf8');
      for (const piece of [1, 7, 64, 4096]) expect(await slicedOutcome(xml, piece), `${path} / ${piece}`).toEqual(outcome(xml));
    }
  });

  it('gives a multi-MiB escaped text field whole, the envelope as parseEnvelope does', async () => {
    const inner = `<?xml version="1.0"?>\r\n<QBXML><QBXMLMsgsRs>${'<CustomerRet><Name>A &amp; B \u00e9\ud83d\ude00</Name></CustomerRet>\r\n'.repeat(40_000)}</QBXMLMsgsRs></QBXML>`;
    const escaped = inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const xml = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><receiveResponseXML xmlns="http://developer.intuit.com/"><ticket>t</ticket><response>${escaped}</response><hresult/><message/></receiveResponseXML></soap:Body></soap:Envelope>`;
    expect(xml.length).toBeGreaterThan(2 * SLICED_FROM);
    const sliced = await parseEnvelopeInSlices(xml);
    const whole = parseEnvelope(xml);
    if (sliced.kind !== 'body' || whole.kind !== 'body') throw new Error('not a body');
    expect(sliced.body.children[1].text).toBe(inner.replace(/\r\n/g, '\n'));
    expect(sliced.body.children[1].text).toBe(whole.body.children[1].text);
    await expect(parseEnvelopeInSlices(`${xml.slice(0, -10)}`)).rejects.toThrow(/Malformed XML|not closed|Unterminated/);
  });
});

describe('decodeXmlBytesInSlices', () => {
  it('decodes large bodies as decodeXmlBytes does, characters cut between steps kept whole', async () => {
    const text = `<r>${'\u00e9\u20ac\ud83d\ude00 abc '.repeat(300_000)}</r>`;
    for (const [bytes, charset] of [
      [Buffer.from(`\ufeff${text}`, 'utf8'), undefined],
      [Buffer.from(text, 'utf8'), 'utf-8'],
      [Buffer.from(`\ufeff${text}`, 'utf16le'), undefined],
      [Buffer.from(text.replace(/[^\u0000-\u00ff]/g, 'x'), 'latin1'), 'iso-8859-1'],
      [Buffer.from(text.replace(/[^\u0000-\u00ff]/g, '\u0080'), 'latin1'), 'windows-1252'],
    ] as const) {
      expect(bytes.length).toBeGreaterThan(SLICED_FROM);
      expect(String(await decodeXmlBytesInSlices(bytes, charset))).toBe(decodeXmlBytes(bytes, charset));
    }
  });

  it('decodes a body given as the chunks it came in, characters cut between chunks kept whole', async () => {
    const text = `\ufeff<r>${'\u00e9\u20ac\ud83d\ude00 abc '.repeat(200_000)}</r>`;
    for (const encoding of ['utf8', 'utf16le'] as const) {
      const bytes = Buffer.from(text, encoding);
      for (const cuts of [[1], [2, 3, 65_537], [1_048_577, 1_048_578, 2_000_001]]) {
        const chunks = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
        expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(bytes.length);
        expect(String(await decodeXmlBytesInSlices(chunks, undefined))).toBe(decodeXmlBytes(bytes, undefined));
      }
    }
  });

  it('refuses invalid bytes and unknown encodings with the same error', async () => {
    const bad = Buffer.concat([Buffer.from(`<r>${'x'.repeat(SLICED_FROM + 5)}`), Buffer.from([0xc3, 0x28]), Buffer.from('</r>')]);
    const error = (() => {
      try {
        decodeXmlBytes(bad, undefined);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.name).toBe('XmlCharsetError');
    await expect(decodeXmlBytesInSlices(bad, undefined)).rejects.toThrow(error?.message);
    await expect(decodeXmlBytesInSlices(bad, 'no-such-charset')).rejects.toThrow('Unsupported character encoding no-such-charset');
  });
});
