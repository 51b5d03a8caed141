/** The fast line index must place nodes where the `yaml` AST does, or decline (undefined). */
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { LineLocator } from '../../../generator/parse/openapi/line-locator.ts';

const text = `# comment
openapi: 3.1.0
paths:
  '/a/{id}':
    get:
      tags:
      - one
      - two
      parameters:
        - name: id
          in: path
        -
          name: q
      responses: {}
      "200 ok": |
        block: not a key
        text
      description: >-
        folded
      flow: { a: 1 }
`;

function reference(segments: string[]): { line: number; column: number } {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc });
  let node = doc.contents as unknown as { items: { key?: { value: unknown; range: number[] }; value?: unknown; range?: number[] }[]; range: number[] };
  let offset = 0;
  for (const s of segments) {
    const pair = node.items.find((p) => p.key && String(p.key.value) === s);
    if (pair) {
      const v = pair.value as { range: number[]; items?: unknown };
      offset = v.items ? pair.key!.range[0] : v.range[0];
      node = v as typeof node;
    } else {
      const item = node.items[Number(s)] as unknown as { range: number[] };
      offset = item.range[0];
      node = item as typeof node;
    }
  }
  const pos = lc.linePos(offset);
  return { line: pos.line, column: pos.col };
}

describe('LineLocator', () => {
  const locator = new LineLocator(text);
  it.each([
    [['openapi']],
    [['paths']],
    [['paths', '/a/{id}']],
    [['paths', '/a/{id}', 'get', 'tags']],
    [['paths', '/a/{id}', 'get', 'tags', '1']],
    [['paths', '/a/{id}', 'get', 'parameters', '0']],
    [['paths', '/a/{id}', 'get', 'parameters', '0', 'in']],
    [['paths', '/a/{id}', 'get', 'parameters', '1', 'name']],
    [['paths', '/a/{id}', 'get', 'responses']],
    [['paths', '/a/{id}', 'get', '200 ok']],
    [['paths', '/a/{id}', 'get', 'description']],
    [['paths', '/a/{id}', 'get', 'flow']],
  ])('%j', (segments) => {
    expect(locator.locate(segments)).toEqual(reference(segments));
  });

  it('declines what it cannot read instead of guessing', () => {
    expect(locator.locate(['paths', '/a/{id}', 'get', 'flow', 'a'])).toBeUndefined();
    expect(locator.locate(['paths', 'missing'])).toBeUndefined();
    expect(new LineLocator('{"openapi": "3.1.0"}').locate(['openapi'])).toBeUndefined();
  });
});
