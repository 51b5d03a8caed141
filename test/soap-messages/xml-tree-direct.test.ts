// templates/soap-messages/xml-tree.ts (issue 25): the tree the scan builds as it checks a document is the tree
// fast-xml-parser built over the scan's shell (kept as parseXmlByParser, the reference): same elements, names,
// namespaces, attributes, text (entities decoded, CDATA verbatim, whitespace kept) and nil, on real messages
// and on generated documents; and a document either refuses both ways or neither.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXml, parseXmlByParser, type XmlElement } from '../../templates/soap-messages/xml-tree.ts';

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

function outcome(parse: (xml: string) => XmlElement, xml: string): unknown {
  try {
    return { tree: plain(parse(xml)) };
  } catch (error) {
    return { refused: error instanceof Error ? error.name : 'other' };
  }
}

const SAMPLES = [
  '<a/>',
  '<?xml version="1.0"?>\r\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><m:op xmlns:m="urn:x" m:attr="1&amp;2">text &lt;here&gt; &#233;&#x1F600;<![CDATA[ <raw> &amp; ]]>tail\r\nline</m:op></s:Body></s:Envelope>',
  '<root xmlns="urn:d" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <child xsi:nil="true"/>\n  <!-- a comment -->\n  <other a=\'x\' b="y">  spaced  </other>\n  <?pi data?>\n</root>',
  `<r>${'long text run with &amp; entities '.repeat(50)}<c>${'x'.repeat(40)}</c>${'y'.repeat(5)}</r>`,
  '<r><a><b><c>deep</c></b></a><a/><a></a></r>',
  '<r>a<!--c-->b<![CDATA[c]]>d<?p x?>e</r>',
  '<p:r xmlns:p="urn:p"><q:c xmlns:q="urn:q" q:x="1" p:y="2" z="3"/></p:r>',
  '<r><x:c/></r>',
  '<r>&bogus;</r>',
  '<r>&#0;</r>',
  '<r></s>',
  '<r/><r/>',
];

describe('the tree built by the scan', () => {
  it('is the tree fast-xml-parser built, for hand-picked documents (accepted or refused alike)', () => {
    for (const xml of SAMPLES) expect(outcome(parseXml, xml), xml).toEqual(outcome(parseXmlByParser, xml));
  });

  it('refuses what is nested deeper than the limit, an empty-element tag included, as the reference does', () => {
    for (const xml of ['<a><b><c/></b></a>', '<a><b><c></c></b></a>', '<a><b/></a>']) {
      expect(outcome((x) => parseXml(x, { maxDepth: 2 }), xml), xml).toEqual(outcome((x) => parseXmlByParser(x, { maxDepth: 2 }), xml));
    }
    expect(() => parseXml('<a><b><c/></b></a>', { maxDepth: 2 })).toThrow('XML nesting deeper than 2 levels');
    expect(parseXml('<a><b/></a>', { maxDepth: 2 }).children[0].name).toBe('b');
  });

  it('is the same for the real messages of the test vectors and fixtures', () => {
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
        } else if (entry.name.endsWith('.xml')) found.push(path);
      }
    };
    walk('/work/shared/vectors');
    walk(new URL('../', import.meta.url).pathname.replace(/\/$/, ''));
    expect(found.length).toBeGreaterThan(5);
    for (const path of found) {
      const xml = readFileSync(path, 'utf8');
      expect(outcome(parseXml, xml), path).toEqual(outcome(parseXmlByParser, xml));
    }
  });

  it('property: generated documents give the same tree or are refused both ways', () => {
    const name = fc.constantFrom('a', 'b', 'p:a', 'q:b', 'xsi:nil', 'c');
    const text = fc.constantFrom('', ' ', '\r\n', 'x', '&amp;', '&lt;', '&#65;', '&#x1F600;', '&bad;', '&#0;', 'long text '.repeat(3), '<![CDATA[ c ]]>', '<!-- k -->', '<?pi v?>', ']]>');
    const attr = fc.tuple(fc.constantFrom('x', 'p:x', 'xsi:nil', 'xmlns:p', 'xmlns', 'xmlns:xsi'), fc.constantFrom('1', 'true', 'urn:p', 'http://www.w3.org/2001/XMLSchema-instance', '&amp;', ''));
    const element: fc.Memo<string> = fc.memo((n) =>
      fc
        .tuple(name, fc.array(attr, { maxLength: 3 }), fc.array(fc.oneof(text, n > 1 ? element(n - 1) : text), { maxLength: 4 }))
        .map(([tag, attrs, content]) => `<${tag}${attrs.map(([k, v]) => ` ${k}="${v}"`).join('')}>${content.join('')}</${tag}>`),
    );
    fc.assert(
      fc.property(element(4), (xml) => {
        const doc = `<root xmlns:p="urn:p" xmlns:q="urn:q" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</root>`;
        expect(outcome(parseXml, doc)).toEqual(outcome(parseXmlByParser, doc));
      }),
      { numRuns: 2000 },
    );
  });
});
