/**
 * The XML parser's limits and its linear cost on pathological documents (issue 9, finding 2): attributes per
 * element and in all, elements (and other markup) per document, namespace declarations, references, long names.
 * Each shape costs time linear in its size (compared with the same shape at a quarter of the size in the same
 * test, so a loaded machine cannot fail it; issue 21) and is refused with a message naming the limit where one
 * applies.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_XML_LIMITS, parseXml, XmlParseError, type XmlElement, type XmlParseOptions } from '../../templates/soap-messages/xml-tree.ts';
import { expectLinearCost, scaled } from '../support/linear-cost.ts';

/** What parsing `xml` returned or threw. */
function outcome(xml: string, options?: XmlParseOptions): { result?: XmlElement; error?: unknown } {
  try {
    return { result: parseXml(xml, options) };
  } catch (error) {
    return { error };
  }
}

/** Parses `xml(scale)` at full size and at a quarter, asserting linear cost; returns the full-size outcome. */
async function linear(xml: (scale: number) => string, options?: XmlParseOptions): Promise<{ result?: XmlElement; error?: unknown }> {
  const { result } = await expectLinearCost(xml, (text) => outcome(text, options));
  return result ?? {};
}

/** Parses `xml(scale)` at both sizes, asserting linear cost and that the full size is refused with `message`. */
async function refusedLinearly(xml: (scale: number) => string, message: RegExp, options?: XmlParseOptions): Promise<void> {
  const { error } = await linear(xml, options);
  expect(error).toBeInstanceOf(XmlParseError);
  expect((error as Error).message).toMatch(message);
}

function attributes(n: number, from = 0): string {
  let out = '';
  for (let i = from; i < from + n; i++) out += ` a${i}=""`;
  return out;
}

function refused(xml: string, message: RegExp, options?: XmlParseOptions): void {
  const { error } = outcome(xml, options);
  expect(error).toBeInstanceOf(XmlParseError);
  expect((error as Error).message).toMatch(message);
}

describe('attributes', () => {
  it('100k attributes on one element (1 MB) are refused at the per-element cap, at once', async () => {
    await refusedLinearly((s) => `<r${attributes(scaled(100_000, s))}/>`, /element with more than 256 attributes/);
  });

  it('duplicate detection is linear: 300k distinct attributes under a raised cap', async () => {
    const { result, error } = await linear((s) => `<r${attributes(scaled(300_000, s))}/>`, {
      maxAttributesPerElement: 400_000,
      maxAttributes: 400_000,
    });
    expect(error).toBeUndefined();
    expect(result?.attributes).toHaveLength(300_000);
  });

  it('a duplicate among many attributes is still found, first and last', () => {
    refused(`<r${attributes(200)} a0="x"/>`, /duplicate attribute a0$/);
    refused(`<r${attributes(5)} a4="x"/>`, /duplicate attribute a4$/);
    refused(`<r xmlns:p="u" xmlns:p="v"/>`, /duplicate attribute xmlns:p/);
  });

  it('the per-element cap and the document cap are configurable and exact', () => {
    expect(parseXml(`<r${attributes(3)}/>`, { maxAttributesPerElement: 3 }).attributes).toHaveLength(3);
    refused(`<r${attributes(4)}/>`, /element with more than 3 attributes/, { maxAttributesPerElement: 3 });
    const spread = `<r>${Array.from({ length: 10 }, (_, i) => `<a${attributes(2, i * 2)}/>`).join('')}</r>`;
    expect(parseXml(spread, { maxAttributes: 20 }).children).toHaveLength(10);
    refused(spread, /more than 19 attributes/, { maxAttributes: 19 });
  });

  it('attributes spread over many elements stop at the document cap', async () => {
    await refusedLinearly(
      (s) => `<r>${`<a${attributes(100)}/>`.repeat(scaled(5000, s))}</r>`,
      new RegExp(`more than ${DEFAULT_XML_LIMITS.maxAttributes} attributes`),
    );
  });
});

describe('elements', () => {
  it('8M empty elements (32 MB) are refused at the element cap without building a tree', async () => {
    const xml = `<r>${'<a/>'.repeat(8_000_000)}</r>`;
    const rssBefore = process.memoryUsage().rss;
    refused(xml, /more than 50000 elements/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    await refusedLinearly((s) => `<r>${'<a/>'.repeat(scaled(8_000_000, s))}</r>`, /more than 50000 elements/);
  });

  it('comments, CDATA sections and processing instructions count as elements', () => {
    for (const node of ['<!--c-->', '<![CDATA[x]]>', '<?pi x?>']) {
      refused(`<r>${node.repeat(200_000)}</r>`, /more than 50000 elements/);
    }
  });

  it('the element cap is configurable and exact (the root counts)', () => {
    expect(parseXml(`<r>${'<a/>'.repeat(9)}</r>`, { maxElements: 10 }).children).toHaveLength(9);
    refused(`<r>${'<a></a>'.repeat(10)}</r>`, /more than 10 elements/, { maxElements: 10 });
  });

  it('just under the cap parses in linear time', async () => {
    const { result } = await linear((s) => `<r>${'<a>x</a>'.repeat(scaled(DEFAULT_XML_LIMITS.maxElements - 1, s))}</r>`);
    expect(result?.children).toHaveLength(DEFAULT_XML_LIMITS.maxElements - 1);
  });
});

describe('other shapes at 30 MB', () => {
  it('namespace declarations on every element cost linear time (scopes are chained, not copied)', async () => {
    const root = `<r${Array.from({ length: 250 }, (_, i) => ` xmlns:p${i}="urn:${i}"`).join('')}>`;
    const { result } = await linear((s) => `${root}${'<p0:a xmlns:q="urn:q" q:x="1"/>'.repeat(scaled(45_000, s))}</r>`);
    expect(result?.children).toHaveLength(45_000);
    expect(result?.children[44_999].namespace).toBe('urn:0');
    expect(result?.children[44_999].namespaces.get('p249')).toBe('urn:249');
    expect(result?.children[0].namespaces.size).toBe(252); // xml, p0..p249, q
  });

  it('5M numeric character references decode in linear time', async () => {
    const { result } = await linear((s) => `<r>${'&#65;&#x3A9;'.repeat(scaled(2_500_000, s))}</r>`);
    expect(result?.text.length).toBe(5_000_000);
    expect(result?.text.slice(0, 4)).toBe('AΩAΩ');
  });

  it('numeric references in many short runs decode in linear time', async () => {
    const { result } = await linear((s) => `<r>${`<a>${'&#1000;'.repeat(80)}</a>`.repeat(scaled(49_000, s))}</r>`);
    expect(result?.children[5].text).toBe('\u03E8'.repeat(80));
  });

  it('huge text, a huge attribute value and a huge name', async () => {
    const big = (s: number) => 'x'.repeat(scaled(30_000_000, s));
    expect((await linear((s) => `<r>${big(s)}</r>`)).result?.text.length).toBe(30_000_000);
    expect((await linear((s) => `<r a="${big(s)}"/>`)).result?.attributes[0].value.length).toBe(30_000_000);
    const name = (s: number) => `n${'x'.repeat(scaled(10_000_000, s))}`;
    const { result } = await linear((s) => `<${name(s)}></${name(s)}>`);
    expect(result?.name.length).toBe(10_000_001);
  });

  it('deep nesting is refused at the depth cap', () => {
    refused(`${'<a>'.repeat(1_000_000)}${'</a>'.repeat(1_000_000)}`, /nesting deeper than 64/);
  });
});
