// templates/soap-messages/xml-text.ts `decodeXmlText` (issue 25): a text run checked, its line ends normalised and
// its references decoded in one pass over the document gives what the three steps did one after the other (the
// forbidden-character check, line-end normalisation, `decodeXmlEntities`), and refuses what they refused with the
// same message; and parseXml, which no longer checks the whole document first, still names a forbidden character
// whatever else is wrong, as the reference parser (which does check first) does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeXmlEntities, decodeXmlText } from '../../templates/soap-messages/xml-text.ts';
import { parseXml, parseXmlByParser } from '../../templates/soap-messages/xml-tree.ts';

const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The three steps as they were: check, normalise line ends, decode. */
function reference(raw: string): { text: string } | { error: string } {
  try {
    const bad = FORBIDDEN.exec(raw);
    if (bad !== null) {
      throw new Error(`character U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML 1.0`);
    }
    return { text: decodeXmlEntities(raw.replace(/\r\n?/g, '\n')) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function onePass(xml: string, from: number, to: number): { text: string } | { error: string } {
  try {
    return { text: decodeXmlText(xml, from, to) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Pieces text runs are made of: references whole and cut, line ends, forbidden and non-Latin-1 characters. */
const PIECES = [
  'a', 'xyz ', '&lt;', '&gt;', '&amp;', '&quot;', '&apos;', '&#233;', '&#xE9;', '&#x1F600;', '&#8364;', '&#13;', '&#0;',
  '&#00000065;', '&#x0000041;', '&#X41;', '&#;', '&lt', '&am', '&nbsp;', '&', ';', '#', '\r', '\r\n', '\n', '\t', '\u0001',
  '\u001F', 'é', 'ÿ', '€', '😀', '\uD800', '\uDC00', '\uFFFE', '\u0085',
];

const run = fc.array(fc.constantFrom(...PIECES), { maxLength: 120 }).map((parts) => parts.join(''));

describe('decodeXmlText', () => {
  it('property: gives what check + normalise + decodeXmlEntities gave, or the same refusal, on any run in any document', () => {
    fc.assert(
      fc.property(run, fc.constantFrom('', '<a>', 'x'.repeat(300)), fc.constantFrom('', '<', '&lt;</a>'), fc.nat(3), (text, before, after, repeat) => {
        const raw = text.repeat(repeat + 1);
        const xml = before + raw + after;
        expect(onePass(xml, before.length, before.length + raw.length)).toEqual(reference(raw));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads nothing past the run: a reference cut at its end is refused although an earlier, longer run left ";" there', () => {
    // The run before leaves ';' everywhere in the reused buffer past the next runs' ends.
    expect(decodeXmlText(`<a>&amp;${';'.repeat(100)}</a>`, 3, 108)).toBe(`&${';'.repeat(100)}`);
    expect(() => decodeXmlText('<a>x&lt</a>', 3, 7)).toThrow('stray "&" in character data');
    expect(() => decodeXmlText('<a>x&amp</a>', 3, 8)).toThrow('stray "&" in character data');
    expect(() => decodeXmlText('<a>x&#65</a>', 3, 8)).toThrow('stray "&" in character data');
  });

  it('decodes long runs (beyond its reused buffers) and runs beyond Latin-1 as the general path does', () => {
    const long = '&lt;é\r\n&#x1F600;'.repeat(5000);
    expect({ text: decodeXmlText(long, 0, long.length) }).toEqual(reference(long));
    const latin = 'a&amp;b\r'.repeat(10_000);
    expect(decodeXmlText(latin, 0, latin.length)).toBe('a&b\n'.repeat(10_000));
  });
});

describe('parseXml without a first pass over the whole document', () => {
  const broken = [
    '<a>\u0001</b>',
    '<a x="\u0001" x="2"/>',
    '<a>&bogus;\u0002</a>',
    '<a>&bogus;</a>\u0003',
    '<a><b>text</b></a><!-- \u0004 -->',
    '<a><![CDATA[\u0005]]></a>',
    '<a><?pi \u0006?></a>',
    '\u0007<a/>',
    '<a>ok</a>\uFFFE',
    '<a b="\uD800"/>',
    '<a>\uDC00</a><b/>',
    '<a><b>x</b><c>\u0008</c></a>',
  ];

  it('names the forbidden character first, whatever else is wrong, with the message the reference gives', () => {
    for (const xml of broken) {
      let ours = '';
      let theirs = '';
      try {
        parseXml(xml);
      } catch (error) {
        ours = (error as Error).message;
      }
      try {
        parseXmlByParser(xml);
      } catch (error) {
        theirs = (error as Error).message;
      }
      expect(ours, JSON.stringify(xml)).toMatch(/^Malformed XML: character U\+[0-9A-F]{4} is not allowed in XML 1\.0$/);
      expect(ours, JSON.stringify(xml)).toBe(theirs);
    }
  });
});
