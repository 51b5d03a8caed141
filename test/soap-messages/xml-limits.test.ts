/**
 * The XML parser's limits and its linear cost on pathological documents (issue 9, finding 2): attributes per
 * element and in all, elements (and other markup) per document, namespace declarations, references, long names.
 * Each shape is parsed within a CPU budget and refused with a message naming the limit where one applies.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_XML_LIMITS, parseXml, XmlParseError, type XmlParseOptions } from '../../templates/soap-messages/xml-tree.ts';

/** CPU time (user + system, ms) spent by `run`, and what it returned or threw. */
function timed<T>(run: () => T): { cpuMs: number; result?: T; error?: unknown } {
  const start = process.cpuUsage();
  try {
    const result = run();
    const used = process.cpuUsage(start);
    return { cpuMs: (used.user + used.system) / 1000, result };
  } catch (error) {
    const used = process.cpuUsage(start);
    return { cpuMs: (used.user + used.system) / 1000, error };
  }
}

function attributes(n: number, from = 0): string {
  let out = '';
  for (let i = from; i < from + n; i++) out += ` a${i}=""`;
  return out;
}

function refused(xml: string, message: RegExp, options?: XmlParseOptions): number {
  const { cpuMs, error } = timed(() => parseXml(xml, options));
  expect(error).toBeInstanceOf(XmlParseError);
  expect((error as Error).message).toMatch(message);
  return cpuMs;
}

describe('attributes', () => {
  it('100k attributes on one element (1 MB) are refused at the per-element cap, at once', () => {
    const cpu = refused(`<r${attributes(100_000)}/>`, /element with more than 256 attributes/);
    expect(cpu).toBeLessThan(200);
  });

  it('duplicate detection is linear: 300k distinct attributes under a raised cap parse in well under a second', () => {
    const xml = `<r${attributes(300_000)}/>`;
    const { cpuMs, result, error } = timed(() =>
      parseXml(xml, { maxAttributesPerElement: 400_000, maxAttributes: 400_000 }),
    );
    expect(error).toBeUndefined();
    expect(result?.attributes).toHaveLength(300_000);
    expect(cpuMs).toBeLessThan(1000);
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

  it('attributes spread over many elements stop at the document cap', () => {
    const xml = `<r>${`<a${attributes(100)}/>`.repeat(5000)}</r>`;
    const cpu = refused(xml, new RegExp(`more than ${DEFAULT_XML_LIMITS.maxAttributes} attributes`));
    expect(cpu).toBeLessThan(1000);
  });
});

describe('elements', () => {
  it('8M empty elements (32 MB) are refused at the element cap without building a tree', () => {
    const xml = `<r>${'<a/>'.repeat(8_000_000)}</r>`;
    const rssBefore = process.memoryUsage().rss;
    const cpu = refused(xml, /more than 50000 elements/);
    expect(cpu).toBeLessThan(500);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
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

  it('just under the cap parses within the CPU budget', () => {
    const xml = `<r>${'<a>x</a>'.repeat(DEFAULT_XML_LIMITS.maxElements - 1)}</r>`;
    const { cpuMs, result } = timed(() => parseXml(xml));
    expect(result?.children).toHaveLength(DEFAULT_XML_LIMITS.maxElements - 1);
    expect(cpuMs).toBeLessThan(1000);
  });
});

describe('other shapes at 30 MB', () => {
  it('namespace declarations on every element cost linear time (scopes are chained, not copied)', () => {
    const root = `<r${Array.from({ length: 250 }, (_, i) => ` xmlns:p${i}="urn:${i}"`).join('')}>`;
    const xml = `${root}${'<p0:a xmlns:q="urn:q" q:x="1"/>'.repeat(45_000)}</r>`;
    const { cpuMs, result } = timed(() => parseXml(xml));
    expect(result?.children).toHaveLength(45_000);
    expect(result?.children[44_999].namespace).toBe('urn:0');
    expect(result?.children[44_999].namespaces.get('p249')).toBe('urn:249');
    expect(result?.children[0].namespaces.size).toBe(252); // xml, p0..p249, q
    expect(cpuMs).toBeLessThan(1000);
  });

  it('6M numeric character references decode in well under a second', () => {
    const xml = `<r>${'&#65;&#x3A9;'.repeat(2_500_000)}</r>`;
    const { cpuMs, result } = timed(() => parseXml(xml));
    expect(result?.text.length).toBe(5_000_000);
    expect(result?.text.slice(0, 4)).toBe('AΩAΩ');
    expect(cpuMs).toBeLessThan(1000);
  });

  it('numeric references in many short runs decode in well under a second', () => {
    const xml = `<r>${`<a>${'&#1000;'.repeat(80)}</a>`.repeat(49_000)}</r>`;
    const { cpuMs, result } = timed(() => parseXml(xml));
    expect(result?.children[5].text).toBe('\u03E8'.repeat(80));
    expect(cpuMs).toBeLessThan(1000);
  });

  it('huge text, a huge attribute value and a huge name', () => {
    const big = 'x'.repeat(30_000_000);
    expect(timed(() => parseXml(`<r>${big}</r>`)).cpuMs).toBeLessThan(1000);
    expect(timed(() => parseXml(`<r a="${big}"/>`)).cpuMs).toBeLessThan(1000);
    const name = `n${'x'.repeat(10_000_000)}`;
    const { cpuMs, result } = timed(() => parseXml(`<${name}></${name}>`));
    expect(result?.name.length).toBe(name.length);
    expect(cpuMs).toBeLessThan(1000);
  });

  it('deep nesting is refused at the depth cap', () => {
    refused(`${'<a>'.repeat(1_000_000)}${'</a>'.repeat(1_000_000)}`, /nesting deeper than 64/);
  });
});
