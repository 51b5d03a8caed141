/**
 * JSDoc text for generated declarations: descriptions from the definitions plus one tag per constraint, so an
 * editor shows what a schema allows without opening the definition.
 */
import type { PropertyNode, TypeNode } from '../model/types.ts';

/** Renders `/** ... *\/` from lines (empty lines kept as paragraph breaks); '' when there is nothing to say. */
export function renderDoc(lines: readonly string[]): string {
  const body = trimBlank(lines.flatMap((line) => line.split('\n')).map((l) => escapeDoc(l.trimEnd())));
  if (body.length === 0) return '';
  if (body.length === 1) return `/** ${body[0]} */\n`;
  return `/**\n${body.map((l) => (l === '' ? ' *' : ` * ${l}`)).join('\n')}\n */\n`;
}

/** Constraint and annotation tags of a type node (not its description). */
export function constraintTags(type: TypeNode): string[] {
  const tags: string[] = [];
  const tag = (name: string, value: unknown): void => {
    if (value !== undefined) tags.push(`@${name} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  };
  switch (type.kind) {
    case 'string':
      tag('format', type.format);
      tag('pattern', type.pattern);
      tag('minLength', type.minLength);
      tag('maxLength', type.maxLength);
      break;
    case 'number':
      if (type.integer && type.format === undefined) tags.push('@integer');
      tag('format', type.format);
      tag('minimum', type.minimum);
      tag('maximum', type.maximum);
      tag('exclusiveMinimum', type.exclusiveMinimum);
      tag('exclusiveMaximum', type.exclusiveMaximum);
      tag('multipleOf', type.multipleOf);
      break;
    case 'array':
      tag('minItems', type.minItems);
      tag('maxItems', type.maxItems);
      if (type.uniqueItems) tags.push('@uniqueItems');
      if (type.xmlItemName !== undefined) tags.push(`XML: each item is a \`<${type.xmlItemName}>\` element.`);
      break;
    case 'object':
      tag('minProperties', type.minProperties);
      tag('maxProperties', type.maxProperties);
      if (type.additionalProperties === true && type.properties.length > 0) {
        tags.push('Other properties are allowed too; they are not part of this type.');
      }
      break;
    default:
      break;
  }
  if (type.default !== undefined) tags.push(`@default ${JSON.stringify(type.default)}`);
  for (const example of type.examples ?? []) tags.push(`@example ${JSON.stringify(example)}`);
  return tags;
}

/** Doc lines of a named type or of an operation-level declaration. */
export function typeDoc(type: TypeNode, extra: readonly string[] = []): string[] {
  return assemble(type.description, [
    ...extra,
    ...constraintTags(type),
    ...(type.deprecated ? ['@deprecated'] : []),
  ]);
}

/**
 * Doc lines of a property: its own description (else its type's), the access note, the constraints of its
 * type (a ref's constraints belong to the referenced type) and deprecation. Provenance (`x-svc-source`) is a fact
 * about the definition, for its maintainers: it stays there, out of what users read in their editor.
 */
export function propertyDoc(property: PropertyNode, shape: 'read' | 'write'): string[] {
  const notes: string[] = [];
  if (property.access === 'read') notes.push('Read-only: set by the server.');
  if (property.access === 'write') {
    notes.push(
      shape === 'read'
        ? 'Write-only: sent by clients, never returned by the server (hence optional here).'
        : 'Write-only: sent by clients, never returned by the server.',
    );
  }
  if (property.xml?.attribute) notes.push('XML: written as an attribute.');
  const type = property.type;
  return assemble(property.description ?? type.description, [
    ...notes,
    ...constraintTags(type),
    ...(property.deprecated || type.deprecated ? ['@deprecated'] : []),
  ]);
}

function assemble(description: string | undefined, rest: string[]): string[] {
  const prose = rest.filter((l) => !l.startsWith('@'));
  const tags = rest.filter((l) => l.startsWith('@'));
  const head = [description, ...prose].filter((l): l is string => l !== undefined && l.trim() !== '');
  const paragraphs = head.flatMap((l, i) => (i === 0 ? [l] : ['', l]));
  return tags.length > 0 && paragraphs.length > 0 ? [...paragraphs, '', ...tags] : [...paragraphs, ...tags];
}

function escapeDoc(line: string): string {
  return line.replace(/\*\//g, '*\\/');
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end);
}
