/**
 * Schema Object (OpenAPI 3.0 and 3.1 / JSON Schema 2020-12 subset) -> TypeNode. Every `$ref` becomes a
 * `ref` node to a named type; a ref target no components entry names is registered as a named type of its
 * own and converted later from the queue, which is what keeps recursive schemas finite.
 */
import path from 'node:path';
import type {
  DiscriminatorNode,
  NumberTypeNode,
  ObjectTypeNode,
  PropertyNode,
  StringTypeNode,
  TypeCommon,
  TypeNode,
} from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { readEntityFacts, readProvenance } from './extensions.ts';
import type { Site, Target } from './refs.ts';
import { toTypeName } from './names.ts';
import { get, join, split } from './pointer.ts';
import { isRef, targetKey } from './refs.ts';

type SchemaObject = Record<string, unknown>;

const KNOWN_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']);

/** Keywords the model cannot express. Errors change what values are valid; warnings only narrow them. */
const UNSUPPORTED: Record<string, 'error' | 'warning'> = {
  if: 'error',
  patternProperties: 'error',
  prefixItems: 'error',
  dependentSchemas: 'error',
  unevaluatedProperties: 'warning',
  unevaluatedItems: 'warning',
  contains: 'warning',
  propertyNames: 'warning',
  dependentRequired: 'warning',
};

/**
 * The name a schema reached by a pointer is known by: its last key, or, when that is an index (`oneOf/0`), the
 * nearest key before it with the steps after it (`properties/data/oneOf/0` -> `data oneOf 0`, `DataOneOf0`).
 */
function pointerName(pointer: string): string {
  const segments = split(pointer);
  let i = segments.length - 1;
  if (!/^[0-9]+$/.test(segments[i])) return segments[i];
  while (i > 0 && (/^[0-9]+$/.test(segments[i]) || SCHEMA_KEYWORDS.has(segments[i]))) i--;
  return segments.slice(i).join(' ');
}

/** Keywords whose value is a schema or a list of them (skipped when naming a schema by its pointer). */
const SCHEMA_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'items', 'prefixItems', 'not', 'additionalProperties', 'properties', 'schema']);

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export class SchemaConverter {
  constructor(private readonly ctx: ParseContext) {}

  convert(value: unknown, site: Site): TypeNode {
    if (value === true) return { kind: 'unknown' };
    if (value === false) {
      this.ctx.report('SVC007', 'schema `false` (no value is valid) is not supported', site);
      return { kind: 'unknown' };
    }
    if (!isObject(value)) {
      this.ctx.report('SVC015', 'a schema must be an object or a boolean', site);
      return { kind: 'unknown' };
    }
    this.checkUnsupported(value, site);
    let node: TypeNode;
    if ('$recursiveRef' in value || '$dynamicRef' in value) {
      node = this.dynamicRefNode(value, site);
    } else if ('$ref' in value) {
      const ref = this.refNode(value.$ref, site);
      // 3.1 allows keywords beside $ref; structural ones add to the referenced schema (allOf semantics).
      const rest = this.structural(value, site);
      node = rest ? { kind: 'intersection', members: [ref, rest] } : ref;
    } else {
      node = this.structural(value, site) ?? { kind: 'unknown' };
    }
    this.applyCommon(node, value, site);
    // `not`: no TypeScript type says "anything but", so types ignore it; validators refuse a value matching it.
    if ('not' in value) node.not = this.convert(value.not, this.ctx.child(site, 'not'));
    return node;
  }

  /**
   * `$recursiveRef: '#'` (2019-09) and `$dynamicRef: '#name'` (2020-12): the recursive type, i.e. the outermost
   * schema around this one that declares `$recursiveAnchor: true` / `$dynamicAnchor: name` (the dynamic scope of
   * a schema entered at its top). Other targets are plain references.
   */
  private dynamicRefNode(s: SchemaObject, site: Site): TypeNode {
    const recursive = '$recursiveRef' in s;
    const key = recursive ? '$recursiveRef' : '$dynamicRef';
    const ref = s[key];
    const anchor = typeof ref === 'string' && ref.startsWith('#') && !ref.startsWith('#/') ? ref.slice(1) : undefined;
    if (anchor === undefined || (recursive && anchor !== '')) {
      if (typeof ref === 'string' && recursive) {
        this.ctx.report('SVC015', `$recursiveRef must be '#' (got '${ref}')`, site, [key]);
        return { kind: 'unknown' };
      }
      return this.refNode(ref, { ...site, pointer: site.pointer }, key);
    }
    const segments = split(site.pointer);
    for (let i = 0; i < segments.length; i++) {
      const pointer = join('', ...segments.slice(0, i));
      const candidate = get(site.doc.data, segments.slice(0, i));
      const declares = isObject(candidate) && (recursive ? candidate.$recursiveAnchor === true : candidate.$dynamicAnchor === anchor);
      if (declares) return { kind: 'ref', name: this.nameFor({ doc: site.doc, pointer, key: targetKey(site.doc, pointer), value: candidate }) };
    }
    const wanted = recursive ? '`$recursiveAnchor: true`' : `\`$dynamicAnchor: ${anchor}\``;
    this.ctx.report('SVC002', `${key} '${String(ref)}': no schema around this one declares ${wanted}`, site, [key]);
    return { kind: 'unknown' };
  }

  /** `{kind:'ref'}` to the named type of a ref's final target, registering the target when new. */
  refNode(ref: unknown, site: Site, keyword = '$ref'): TypeNode {
    const target = this.ctx.refs.resolve(ref, site, keyword);
    if (!target) return { kind: 'unknown' };
    return { kind: 'ref', name: this.nameFor(target) };
  }

  nameFor(target: Target): string {
    const known = this.ctx.nameOf(target.key);
    if (known) return known;
    const originalName = target.pointer === '' ? path.basename(target.doc.path).replace(/\.(ya?ml|json)$/i, '') : pointerName(target.pointer);
    const name = this.ctx.uniqueName(toTypeName(originalName));
    this.ctx.register({ name, originalName, target, source: target.doc.locate(target.pointer) });
    return name;
  }

  private checkUnsupported(s: SchemaObject, site: Site): void {
    for (const key in s) {
      const level = UNSUPPORTED[key];
      if (level) {
        const what = key === 'if' ? 'if/then/else' : key;
        this.ctx.report('SVC007', `schema keyword '${what}' is not supported`, site, [key], level);
      }
    }
  }

  /** The schema's own shape (type keywords and compositions), or undefined when it states none. */
  private structural(s: SchemaObject, site: Site): TypeNode | undefined {
    // allOf members first, then the schema's own keywords (`Base & { extra }`), then unions.
    const parts: TypeNode[] = [];
    const base = this.baseType(s, site);
    if ('allOf' in s) {
      const members = this.list(s.allOf, this.ctx.child(site, 'allOf'));
      if (members.length === 1 && !base && !('oneOf' in s) && !('anyOf' in s)) return members[0];
      parts.push(...members);
    }
    // `type: object` and nothing else of an object beside a oneOf/anyOf (OpenAI's `oneOf: ['auto', {...}]` under
    // `type: object`): the variants say what the value is, as openapi-typescript reads it, not `object & (...)`,
    // which would make a string variant unsatisfiable.
    if (base && !(('oneOf' in s || 'anyOf' in s) && isBareObject(s))) parts.push(base);
    for (const mode of ['oneOf', 'anyOf'] as const) {
      if (mode in s) parts.push(this.union(s, mode, site));
    }
    if (s.discriminator !== undefined && !('oneOf' in s) && !('anyOf' in s)) {
      this.ctx.report('SVC007', 'a discriminator is only modelled on oneOf/anyOf; this one is ignored', site, ['discriminator'], 'warning');
    }
    if (parts.length === 0) return undefined;
    if (parts.length === 1) return parts[0];
    return { kind: 'intersection', members: parts };
  }

  private list(value: unknown, site: Site): TypeNode[] {
    if (!Array.isArray(value)) {
      this.ctx.report('SVC015', 'expected an array of schemas', site);
      return [];
    }
    return value.map((v, i) => this.convert(v, this.ctx.child(site, i)));
  }

  private union(s: SchemaObject, mode: 'oneOf' | 'anyOf', site: Site): TypeNode {
    const all = this.variants(s, mode, site);
    const variants = all.filter((v) => v.kind !== 'null');
    const nullable = variants.length < all.length;
    let node: TypeNode;
    const discriminator = s.discriminator !== undefined && mode === (('oneOf' in s) ? 'oneOf' : 'anyOf')
      ? this.discriminator(s.discriminator, variants, this.ctx.child(site, 'discriminator'))
      : undefined;
    if (variants.length === 0) node = { kind: 'null' };
    else if (variants.length === 1 && !discriminator) node = variants[0];
    else node = { kind: 'union', mode, variants, ...(discriminator ? { discriminator } : {}) };
    if (nullable && node.kind !== 'null') node.nullable = true;
    return node;
  }

  /**
   * The variants of a oneOf/anyOf. An inline variant that the discriminator's mapping points at (by a JSON
   * pointer, as PagerDuty writes it) becomes a named type, since a mapping names types.
   */
  private variants(s: SchemaObject, mode: 'oneOf' | 'anyOf', site: Site): TypeNode[] {
    const listSite = this.ctx.child(site, mode);
    const raw = s[mode];
    const mapping = isObject(s.discriminator) && isObject(s.discriminator.mapping) ? Object.entries(s.discriminator.mapping) : [];
    const mapped = new Set<string>();
    for (const [key, ref] of mapping) {
      if (typeof ref !== 'string' || !/[#/]|\.(ya?ml|json)$/i.test(ref)) continue;
      const target = this.ctx.refs.resolve(ref, this.ctx.child(site, 'discriminator', 'mapping', key));
      if (target) mapped.add(target.key);
    }
    if (mapped.size === 0 || !Array.isArray(raw)) return this.list(raw, listSite);
    return raw.map((v, i) => {
      const at = this.ctx.child(listSite, i);
      const key = targetKey(at.doc, at.pointer);
      if (isRef(v) || !mapped.has(key)) return this.convert(v, at);
      return { kind: 'ref', name: this.nameFor({ ...at, key, value: v }) };
    });
  }

  private discriminator(value: unknown, variants: TypeNode[], site: Site): DiscriminatorNode | undefined {
    if (!isObject(value) || typeof value.propertyName !== 'string' || value.propertyName === '') {
      this.ctx.report('SVC014', 'discriminator needs a string propertyName', site);
      return undefined;
    }
    const variantNames = new Set(variants.flatMap((v) => (v.kind === 'ref' ? [v.name] : [])));
    const mapping: DiscriminatorNode['mapping'] = [];
    if (value.mapping !== undefined) {
      if (!isObject(value.mapping)) {
        this.ctx.report('SVC014', 'discriminator mapping must be an object of value: $ref', site, ['mapping']);
        return undefined;
      }
      for (const [key, ref] of Object.entries(value.mapping)) {
        const at = this.ctx.child(site, 'mapping', key);
        if (typeof ref !== 'string') {
          this.ctx.report('SVC014', `discriminator mapping '${key}' must be a $ref string`, at);
          continue;
        }
        let type: string | undefined;
        if (/[#/]|\.(ya?ml|json)$/i.test(ref)) {
          const target = this.ctx.refs.resolve(ref, at);
          if (!target) continue;
          type = this.nameFor(target);
        } else {
          // A bare name is a schema name: a variant's, else a components schema of the root document.
          type = [...variantNames].find((n) => n === toTypeName(ref) || this.ctx.originalNameOf(n) === ref);
          if (!type) {
            const root = this.ctx.rootDoc;
            const pointer = join('/components/schemas', ref);
            if (!root || get(root.data, ['components', 'schemas', ref]) === undefined) {
              this.ctx.report('SVC014', `discriminator mapping '${key}' names '${ref}', which is neither a variant nor a components schema`, at);
              continue;
            }
            const target = this.ctx.refs.deref(get(root.data, ['components', 'schemas', ref]), { doc: root, pointer });
            if (!target) continue;
            type = this.nameFor(target);
          }
        }
        if (!variantNames.has(type)) {
          this.ctx.report('SVC014', `discriminator mapping '${key}' names ${type}, which is not a variant of the union`, at);
          continue;
        }
        mapping.push({ value: key, type });
      }
      // Variants the mapping leaves out keep their implicit value, their schema's name (OpenAPI 3.x).
      for (const v of variants) {
        if (v.kind === 'ref' && !mapping.some((m) => m.type === v.name)) mapping.push({ value: this.ctx.originalNameOf(v.name) ?? v.name, type: v.name });
      }
    } else {
      for (const v of variants) {
        if (v.kind === 'ref') mapping.push({ value: this.ctx.originalNameOf(v.name) ?? v.name, type: v.name });
      }
    }
    const unmapped = variants.findIndex((v) => v.kind !== 'ref');
    if (unmapped >= 0) {
      // An inline variant has no name, so no tag value selects it: validate the union without dispatching.
      this.ctx.report('SVC014', `variant ${unmapped} is an inline schema no mapping names, so the discriminator cannot select it; it is ignored`, site, [], 'warning');
      return undefined;
    }
    return { property: value.propertyName, mapping };
  }

  private baseType(s: SchemaObject, site: Site): TypeNode | undefined {
    let types: string[] | undefined;
    let nullable = false;
    if (s.type !== undefined) {
      const raw = Array.isArray(s.type) ? s.type : [s.type];
      types = [];
      raw.forEach((t, i) => {
        const at = Array.isArray(s.type) ? ['type', i] : ['type'];
        if (typeof t !== 'string' || !KNOWN_TYPES.has(t)) {
          this.ctx.report('SVC003', `unknown type '${String(t)}' (expected one of ${[...KNOWN_TYPES].join(', ')})`, site, at);
        } else if (t === 'null' && raw.length > 1) {
          nullable = true;
        } else if (!types!.includes(t)) {
          types!.push(t);
        }
      });
    }
    let node: TypeNode | undefined;
    if ('const' in s) {
      node = this.literal(s.const, site, ['const']);
    } else if (types === undefined) {
      node = this.inferred(s, site);
    } else if (types.length === 1) {
      node = this.typed(types[0], s, site);
    } else if (types.length > 1) {
      node = { kind: 'union', mode: 'anyOf', variants: types.map((t) => this.typed(t, s, site)) };
    }
    if (node && nullable && node.kind !== 'null') node.nullable = true;
    return node;
  }

  /** No `type`: infer from the keywords present. */
  private inferred(s: SchemaObject, site: Site): TypeNode | undefined {
    if (s.enum !== undefined) return this.enumType(undefined, s, site);
    // `required` alone (`not: { required: [a, b] }`, `anyOf: [{ required: [a] }, ...]`) constrains an object's keys.
    if ('properties' in s || 'additionalProperties' in s || 'minProperties' in s || 'maxProperties' in s || Array.isArray(s.required)) {
      return this.typed('object', s, site);
    }
    if ('items' in s) return this.typed('array', s, site);
    if (s.format === 'binary') return { kind: 'binary' };
    return undefined;
  }

  private typed(type: string, s: SchemaObject, site: Site): TypeNode {
    if (s.enum !== undefined && type !== 'array' && type !== 'object') return this.enumType(type, s, site);
    switch (type) {
      case 'string': {
        if (s.format === 'binary') return { kind: 'binary' };
        const node: StringTypeNode = { kind: 'string' };
        if (typeof s.format === 'string') node.format = s.format;
        if (s.pattern !== undefined) {
          if (typeof s.pattern === 'string') node.pattern = s.pattern;
          else this.ctx.report('SVC015', 'pattern must be a string', site, ['pattern']);
        }
        this.numberField(node, 'minLength', s, site);
        this.numberField(node, 'maxLength', s, site);
        return node;
      }
      case 'number':
      case 'integer': {
        const node: NumberTypeNode = { kind: 'number', integer: type === 'integer' };
        if (typeof s.format === 'string') node.format = s.format;
        this.numberField(node, 'minimum', s, site);
        this.numberField(node, 'maximum', s, site);
        for (const [key, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
          const v = s[key];
          if (v === undefined || v === false) continue;
          if (v === true) {
            // 3.0 form: a flag that makes minimum/maximum exclusive.
            if (node[bound] !== undefined) {
              node[key] = node[bound];
              delete node[bound];
            }
          } else if (typeof v === 'number') {
            node[key] = v;
          } else {
            this.ctx.report('SVC015', `${key} must be a number (3.1) or a boolean (3.0)`, site, [key]);
          }
        }
        this.numberField(node, 'multipleOf', s, site);
        return node;
      }
      case 'boolean':
        return { kind: 'boolean' };
      case 'null':
        return { kind: 'null' };
      case 'array':
        return this.array(s, site);
      default:
        return this.object(s, site);
    }
  }

  private numberField<T extends object>(node: T, key: keyof T & string, s: SchemaObject, site: Site): void {
    const v = s[key];
    if (v === undefined) return;
    if (typeof v === 'number' && Number.isFinite(v)) (node as Record<string, unknown>)[key] = v;
    else this.ctx.report('SVC015', `${key} must be a number`, site, [key]);
  }

  private literal(value: unknown, site: Site, at: (string | number)[]): TypeNode {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      return { kind: 'literal', value: value as string | number | boolean | null };
    }
    this.ctx.report('SVC007', 'only string, number, boolean and null constants are supported', site, at);
    return { kind: 'unknown' };
  }

  private enumType(type: string | undefined, s: SchemaObject, site: Site): TypeNode {
    if (!Array.isArray(s.enum)) {
      this.ctx.report('SVC015', 'enum must be an array of values', site, ['enum']);
      return type ? this.typed(type, { ...s, enum: undefined }, site) : { kind: 'unknown' };
    }
    if (s.enum.length === 0) {
      // JSON Schema: no value is valid. The model's empty union is `never` (validators refuse every value).
      this.ctx.diagnostics.push(
        diagnostic('SVC015', '`enum: []` allows no value: it is typed `never`', site.doc.locate(join(site.pointer, 'enum')), {
          severity: 'warning',
          hint: 'List the values it may take, or remove the schema if nothing can be sent there.',
        }),
      );
      return { kind: 'union', mode: 'oneOf', variants: [] };
    }
    const values = s.enum.filter((v) => v !== null);
    const nullable = values.length < s.enum.length;
    let node: TypeNode;
    if (values.length === 0) return { kind: 'null' };
    if (values.length === 1) {
      node = this.literal(values[0], site, ['enum', 0]);
    } else if (type === 'string' || (type === undefined && values.every((v) => typeof v === 'string'))) {
      const base = this.typed('string', { ...s, enum: undefined }, site);
      node = base.kind === 'string' ? { ...base, enum: values.map((v) => String(v)) } : base;
    } else if ((type === 'number' || type === 'integer' || type === undefined) && values.every((v) => typeof v === 'number')) {
      const base = this.typed(type ?? 'number', { ...s, enum: undefined }, site);
      node = base.kind === 'number' ? { ...base, enum: values as number[] } : base;
    } else {
      node = { kind: 'union', mode: 'oneOf', variants: values.map((v, i) => this.literal(v, site, ['enum', i])) };
    }
    if (nullable) node.nullable = true;
    return node;
  }

  private array(s: SchemaObject, site: Site): TypeNode {
    let items: TypeNode = { kind: 'unknown' };
    if (Array.isArray(s.items)) {
      this.ctx.report('SVC007', 'tuple `items` (an array of schemas) is not supported', site, ['items']);
    } else if (s.items !== undefined) {
      items = this.convert(s.items, this.ctx.child(site, 'items'));
    }
    const node: TypeNode = { kind: 'array', items };
    this.numberField(node, 'minItems', s, site);
    this.numberField(node, 'maxItems', s, site);
    if (s.uniqueItems === true) node.uniqueItems = true;
    return node;
  }

  private object(s: SchemaObject, site: Site): ObjectTypeNode {
    const properties: PropertyNode[] = [];
    let required = new Set<string>();
    if (s.required !== undefined) {
      if (Array.isArray(s.required) && s.required.every((r) => typeof r === 'string')) required = new Set(s.required as string[]);
      else this.ctx.report('SVC015', 'required must be an array of property names', site, ['required']);
    }
    if (s.properties !== undefined) {
      // `properties: { $ref: ... }` (the whole map kept elsewhere, as DigitalOcean does): Redocly and
      // openapi-typescript read the map where it points, and so does this. A `$ref` holding a schema is a
      // property named `$ref` (Kubernetes' JSONSchemaProps declares one), not a reference.
      const map = isRef(s.properties) && typeof s.properties.$ref === 'string' ? this.ctx.refs.resolve(s.properties.$ref, this.ctx.child(site, 'properties')) : { ...this.ctx.child(site, 'properties'), value: s.properties };
      if (!map) {
        // reported by the resolver
      } else if (!isObject(map.value)) {
        this.ctx.report('SVC015', 'properties must be an object', map);
      } else {
        for (const [name, raw] of Object.entries(map.value)) {
          properties.push(this.property(name, raw, required.has(name), this.ctx.child(map, name)));
        }
      }
    } else {
      // No `properties`: the required keys must be there, whatever their values.
      for (const name of required) properties.push({ name, required: true, type: { kind: 'unknown' } });
    }
    let additionalProperties: boolean | TypeNode = true;
    const ap = s.additionalProperties;
    if (typeof ap === 'boolean') additionalProperties = ap;
    else if (isObject(ap)) additionalProperties = Object.keys(ap).length === 0 ? true : this.convert(ap, this.ctx.child(site, 'additionalProperties'));
    else if (ap !== undefined) this.ctx.report('SVC015', 'additionalProperties must be a boolean or a schema', site, ['additionalProperties']);
    const node: ObjectTypeNode = { kind: 'object', properties, additionalProperties };
    this.numberField(node, 'minProperties', s, site);
    this.numberField(node, 'maxProperties', s, site);
    const result = s['x-svc-result'];
    if (result !== undefined) {
      if (typeof result === 'string' && properties.some((p) => p.name === result)) node.resultProperty = result;
      else this.ctx.report('SVC011', 'x-svc-result must name a property of this schema', site, ['x-svc-result']);
    }
    const entity = readEntityFacts(this.ctx, s, site, properties.map((p) => p.name));
    if (entity) node.entity = entity;
    return node;
  }

  private property(name: string, raw: unknown, required: boolean, site: Site): PropertyNode {
    const type = this.convert(raw, site);
    const prop: PropertyNode = { name, required, type };
    if (isObject(raw)) {
      if (raw.readOnly === true && raw.writeOnly === true) {
        this.ctx.report('SVC015', `property '${name}' cannot be both readOnly and writeOnly`, site);
      } else if (raw.readOnly === true) prop.access = 'read';
      else if (raw.writeOnly === true) prop.access = 'write';
    }
    // Documentation of a property lives on the property, not repeated on its type.
    if (type.description !== undefined) {
      prop.description = type.description;
      delete type.description;
    }
    if (type.deprecated) {
      prop.deprecated = true;
      delete type.deprecated;
    }
    if (type.provenance !== undefined) {
      prop.provenance = type.provenance;
      delete type.provenance;
    }
    return prop;
  }

  private applyCommon(node: TypeNode, s: SchemaObject, site: Site): void {
    const common: TypeCommon = node;
    if (typeof s.description === 'string') common.description = s.description;
    // `x-nullable` is Swagger 2.0's word for it (go-swagger and others keep writing it in 3.0 documents).
    if ((s.nullable === true || s['x-nullable'] === true) && node.kind !== 'null') common.nullable = true;
    if (s.deprecated === true) common.deprecated = true;
    if ('default' in s) common.default = s.default;
    if (Array.isArray(s.examples)) common.examples = s.examples;
    else if ('example' in s) common.examples = [s.example];
    const provenance = readProvenance(this.ctx, s, site);
    if (provenance !== undefined) common.provenance = provenance;
  }
}

/** `type: object` with no keyword that shapes an object (properties, required, additionalProperties ...). */
function isBareObject(s: SchemaObject): boolean {
  return (
    s.type === 'object' &&
    !['properties', 'additionalProperties', 'patternProperties', 'required', 'minProperties', 'maxProperties', 'propertyNames', 'const', 'enum'].some((k) => k in s)
  );
}
