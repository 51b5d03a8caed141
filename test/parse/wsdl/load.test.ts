/** The XML layer: namespaces resolved per scope, and line:column right with CRLF, BOM and nesting. */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../generator/model/types.ts';
import { loadXmlText } from '../../../generator/parse/wsdl/load.ts';
import { resolveQName } from '../../../generator/parse/wsdl/qname.ts';

const XML = [
  '\ufeff<?xml version="1.0"?>',
  '<!-- comment -->',
  '<a:root xmlns:a="urn:a" xmlns="urn:default">',
  '  <child ref="a:x"/>',
  '  <a:inner xmlns:a="urn:other"><deep attr="1 &amp; 2"/><![CDATA[<raw>]]></a:inner>',
  '</a:root>',
].join('\r\n');

describe('loadXmlText', () => {
  it('resolves namespaces and positions', () => {
    const diagnostics: Diagnostic[] = [];
    const doc = loadXmlText(XML, '/tmp/x.xml', diagnostics)!;
    expect(diagnostics).toEqual([]);
    const root = doc.root;
    expect([root.ns, root.local, root.location.line, root.location.column]).toEqual(['urn:a', 'root', 3, 1]);
    const [child, inner] = root.children;
    expect([child.ns, child.location.line, child.location.column, child.location.pointer]).toEqual(['urn:default', 4, 3, '/root/child']);
    expect(resolveQName(child.attrs.ref, child)).toEqual({ ok: true, qname: { ns: 'urn:a', local: 'x' } });
    expect([inner.ns, inner.location.line, inner.location.column, inner.text]).toEqual(['urn:other', 5, 3, '<raw>']);
    const deep = inner.children[0];
    expect([deep.ns, deep.attrs.attr, deep.location.line, deep.location.column]).toEqual(['urn:default', '1 & 2', 5, 32]);
    expect(resolveQName('b:y', deep)).toEqual({ ok: false, prefix: 'b' });
  });

  it('reports malformed XML as SVC001 with line and column', () => {
    const diagnostics: Diagnostic[] = [];
    expect(loadXmlText('<a>\n  <b>\n</a>', '/tmp/bad.xml', diagnostics)).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.location.line, d.location.column])).toEqual([['SVC001', 3, 1]]);
  });
});
