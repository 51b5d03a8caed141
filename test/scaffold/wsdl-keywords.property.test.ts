/**
 * Property: a scaffold of a random operation of the connector WSDL under a random new name (words that are also
 * WSDL or XML Schema words among them: `message`, `element`, `sequence`) changes no WSDL or XML Schema keyword:
 * the document afterwards has the same element and attribute names as before (each at least as often), and every
 * attribute other than the naming ones (`name`, `message`, `element`, `soapAction`) has only values it had before.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScaffoldError } from '../../generator/scaffold/plan.ts';
import { planWsdl, wsdlOperations } from '../../generator/scaffold/wsdl.ts';
import { repoRoot } from '../support/run-cli.ts';

const file = `${repoRoot}/definitions/connector.wsdl`;
const operations = wsdlOperations(file);
const NAMING = new Set(['name', 'message', 'element', 'soapAction']);

interface Shape {
  tags: Map<string, number>;
  attributes: Map<string, number>;
  values: Map<string, Set<string>>;
}

function shape(text: string): Shape {
  const out: Shape = { tags: new Map(), attributes: new Map(), values: new Map() };
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of body.matchAll(/<([A-Za-z_][\w:.-]*)([^>]*)>/g)) {
    bump(out.tags, tag[1]);
    for (const attr of tag[2].matchAll(/([\w:.-]+)\s*=\s*(["'])(.*?)\2/g)) {
      bump(out.attributes, attr[1]);
      if (!NAMING.has(attr[1])) out.values.set(attr[1], (out.values.get(attr[1]) ?? new Set()).add(attr[3]));
    }
  }
  return out;
}

const WORDS = ['message', 'element', 'sequence', 'part', 'type', 'get', 'status', 'send', 'request', 'xml', 'ping', 'result'];
const newName = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((ws) => ws[0] + ws.slice(1).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''));

describe('a WSDL scaffold changes no keyword', () => {
  it('holds for a random operation under a random new name', () => {
    const before = shape(readFileSync(file, 'utf8'));
    fc.assert(
      fc.property(fc.constantFrom(...operations), newName, (like, name) => {
        let plan;
        try {
          plan = planWsdl(file, name, like);
        } catch (error) {
          if (error instanceof ScaffoldError) return true; // refused (the name exists): nothing written
          throw error;
        }
        const after = shape(plan.changes[0].after);
        const problems: string[] = [];
        for (const [kind, b, a] of [['element', before.tags, after.tags], ['attribute', before.attributes, after.attributes]] as const) {
          for (const [k, n] of a) if (!b.has(k)) problems.push(`new ${kind} name ${k} (${n}x)`);
          for (const [k, n] of b) if ((a.get(k) ?? 0) < n) problems.push(`${kind} ${k}: ${n} became ${a.get(k) ?? 0}`);
        }
        for (const [attr, values] of after.values) {
          for (const v of values) if (!before.values.get(attr)?.has(v)) problems.push(`${attr}="${v}" is new`);
        }
        expect(problems, `${like} -> ${name}`).toEqual([]);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});
