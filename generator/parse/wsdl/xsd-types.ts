/**
 * XSD declarations -> model type nodes.
 *
 * Mapping choices (see also the README section of the WSDL parser, index.ts):
 * - complexType sequence / all -> object; properties in declaration order. `all` is a sequence in any order.
 * - choice -> its alternatives become optional properties of the enclosing object (the model has no "exactly one
 *   of these keys" node; a union of objects would not nest inside sequences).
 * - maxOccurs > 1 -> array property (each item is a sibling element named like the property). A complexType
 *   whose whole content is one repeated element (.NET `ArrayOfX`) -> an array type with `xmlItemName`: the
 *   presence of `xmlItemName` marks a wrapper element around the items.
 * - nillable -> `nullable` on the element's type; minOccurs=0 -> optional property.
 * - complexContent extension -> one object: the base's properties, then its own (an intersection only when the
 *   base is not an object); restriction -> own content. simpleContent extension of such a type likewise.
 * - simpleContent -> the simple type when there are no attributes, else an object whose text content is the
 *   property `value` (xml.name `#text`) beside the attribute properties.
 * - simpleType restriction -> the base with facets; list -> string (whitespace-separated); union -> anyOf.
 * - xs:any -> `additionalProperties: true` (warning); anyAttribute is ignored.
 */
import type { Diagnostic, NamedTypeNode, ObjectTypeNode, PropertyNode, TypeNode } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { xsdDocumentation } from './docs.ts';
import type { XmlElement } from './load.ts';
import { didYouMean } from '../../model/nearest.ts';
import { localNamesIn, NS, qnameKey, resolveQName, type QName } from './qname.ts';
import { builtinType } from './xsd-builtins.ts';
import { applyFacets, hasFacets } from './xsd-facets.ts';
import type { AssignedNames } from './xsd-names.ts';
import type { Declaration, SchemaDoc, SchemaSet } from './xsd-schemas.ts';

interface Occurs {
  min: number;
  max: number;
}

/** What a content model adds to the object besides properties. */
interface ContentState {
  additional: boolean;
}

const TEXT_PROPERTY = 'value';

export class XsdConverter {
  private readonly cache = new Map<string, TypeNode>();
  private readonly inProgress = new Set<string>();
  private readonly typeDeclByName = new Map<string, Declaration>();
  private readonly groupStack = new Set<string>();

  /**
   * @param messageElements QName keys of the global elements WSDL messages carry: their content stays an object
   *   even when it is one repeated child (the collapse to an array is for nested types, the `ArrayOfX` wrappers;
   *   a message element is the envelope's body child and must have element content).
   */
  constructor(
    private readonly set: SchemaSet,
    private readonly names: AssignedNames,
    private readonly diagnostics: Diagnostic[],
    private readonly messageElements: ReadonlySet<string> = new Set(),
  ) {
    for (const [key, decl] of set.types) this.typeDeclByName.set(names.types.get(key)!, decl);
  }

  /** Name of the NamedTypeNode of a global element, if declared. */
  elementTypeName(qname: QName): string | undefined {
    return this.names.elements.get(qnameKey(qname));
  }

  /**
   * The type an rpc message part names (`type=` on `el`): a built-in node or a ref to a named type; `unknown` after
   * a diagnostic located at the part.
   */
  partType(el: XmlElement): TypeNode {
    return this.typeRef(el, 'type');
  }

  /** Local names of the global elements in namespace `ns`. */
  elementNames(ns: string): string[] {
    return localNamesIn(this.names.elements.keys(), ns);
  }

  /** Every global element and named type as a NamedTypeNode, sorted by name. */
  namedTypes(): NamedTypeNode[] {
    const out: NamedTypeNode[] = [];
    for (const [key, decl] of this.set.elements) {
      if (decl.el.attrs.substitutionGroup !== undefined) {
        this.warn(
          decl.el,
          'substitutionGroup is not supported: the element is typed on its own and may not stand in for its head',
        );
      }
      const type = this.elementType(decl.el, decl.schema, this.messageElements.has(key));
      this.checkBoolean(decl.el, 'abstract');
      out.push(this.named(this.names.elements.get(key)!, decl, type, decl.qname.local));
    }
    for (const [key, decl] of this.set.types) {
      out.push(this.named(this.names.types.get(key)!, decl, this.declType(decl), undefined));
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  private named(name: string, decl: Declaration, type: TypeNode, element: string | undefined): NamedTypeNode {
    const xml: { namespace?: string; element?: string } = {};
    if (decl.qname.ns) xml.namespace = decl.qname.ns;
    if (element !== undefined) xml.element = element;
    return {
      name,
      originalName: decl.qname.local,
      xml,
      type: this.withDocs(type, decl.el),
      recursive: false,
      hasAccessScoped: false,
      inRequest: false,
      source: decl.el.location,
    };
  }

  /** The node of a named type, converted once (later uses and derived types share the result). */
  private declType(decl: Declaration): TypeNode {
    const key = qnameKey(decl.qname);
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (this.inProgress.has(key)) {
      this.error('SVC007', decl.el, `type "${decl.qname.local}" is derived from itself`);
      return { kind: 'unknown' };
    }
    this.inProgress.add(key);
    const node =
      decl.el.local === 'complexType' ? this.complexType(decl.el, decl.schema) : this.simpleType(decl.el, decl.schema);
    this.inProgress.delete(key);
    this.cache.set(key, node);
    return node;
  }

  // ---- references -------------------------------------------------------------------------------------------

  /** A QName-valued attribute naming a type: built-in node, ref to a named type, or unknown plus a diagnostic. */
  private typeRef(el: XmlElement, attr: string): TypeNode {
    const decl = this.lookupType(el, attr);
    if (decl === 'builtin') return this.builtin(el, attr);
    if (decl === undefined) return { kind: 'unknown' };
    return { kind: 'ref', name: this.names.types.get(qnameKey(decl.qname))! };
  }

  /** Resolves a type QName: `'builtin'` for the XSD (or SOAP encoding) namespace, undefined after a diagnostic. */
  private lookupType(el: XmlElement, attr: string): Declaration | 'builtin' | undefined {
    const value = el.attrs[attr]!;
    const resolved = resolveQName(value, el);
    if (!resolved.ok) {
      this.error('SVC003', el, `unknown type "${value}": prefix "${resolved.prefix}" is not declared`);
      return undefined;
    }
    const { qname } = resolved;
    if (qname.ns === NS.xsd || qname.ns === NS.soapEncoding) return 'builtin';
    const decl = this.set.types.get(qnameKey(qname));
    if (!decl) {
      this.missing(`type${qnameKey(qname)}`, el, () => `unresolved type "${value}" ({${qname.ns}}${qname.local})${didYouMean(qname.local, localNamesIn(this.set.types.keys(), qname.ns))}`);
      return undefined;
    }
    return decl;
  }

  private builtin(el: XmlElement, attr: string): TypeNode {
    const value = el.attrs[attr]!;
    const resolved = resolveQName(value, el);
    const qname = resolved.ok ? resolved.qname : { ns: '', local: value };
    const node = builtinType(qname.local);
    if (qname.ns === NS.soapEncoding && (!node || qname.local === 'Array')) {
      this.error('SVC007', el, `SOAP encoding type "${value}" is not supported (use document/literal XSD types)`);
      return { kind: 'unknown' };
    }
    if (!node) {
      this.error('SVC003', el, `unknown type "${value}": XML Schema has no built-in type "${qname.local}"`);
      return { kind: 'unknown' };
    }
    return node;
  }

  private lookup(table: Map<string, Declaration>, el: XmlElement, what: string): Declaration | undefined {
    const value = el.attrs.ref!;
    const resolved = resolveQName(value, el);
    if (!resolved.ok) {
      this.error('SVC002', el, `unresolved ${what} "${value}": prefix "${resolved.prefix}" is not declared`);
      return undefined;
    }
    const decl = table.get(qnameKey(resolved.qname));
    if (!decl) {
      const { ns, local } = resolved.qname;
      this.missing(`${what}${qnameKey(resolved.qname)}`, el, () => `unresolved ${what} "${value}" ({${ns}}${local})${didYouMean(local, localNamesIn(table.keys(), ns))}`);
    }
    return decl;
  }

  // ---- simple types -----------------------------------------------------------------------------------------

  private simpleType(el: XmlElement, schema: SchemaDoc): TypeNode {
    const body = this.xsdChildren(el)[0];
    if (!body) return { kind: 'string' };
    if (body.local === 'restriction') return this.simpleRestriction(body, schema);
    if (body.local === 'list') {
      this.warn(body, 'xs:list is typed as a string holding whitespace-separated items');
      return { kind: 'string' };
    }
    if (body.local === 'union') {
      const variants: TypeNode[] = [];
      for (const member of (body.attrs.memberTypes ?? '').split(/\s+/).filter(Boolean)) {
        variants.push(this.typeRef({ ...body, attrs: { ...body.attrs, memberTypes: member } }, 'memberTypes'));
      }
      for (const inline of this.xsdChildren(body))
        if (inline.local === 'simpleType') variants.push(this.simpleType(inline, schema));
      return { kind: 'union', mode: 'anyOf', variants };
    }
    this.warn(body, `xs:${body.local} in a simpleType is not supported`);
    return { kind: 'string' };
  }

  /** The base of a restriction, inlined (a fresh copy) so facets can narrow it. */
  private restrictionBase(restriction: XmlElement, schema: SchemaDoc): TypeNode {
    const inline = this.xsdChildren(restriction).find((c) => c.local === 'simpleType');
    if (inline) return this.simpleType(inline, schema);
    if (restriction.attrs.base === undefined) {
      this.error('SVC015', restriction, 'xs:restriction needs a base attribute or an inline simpleType');
      return { kind: 'unknown' };
    }
    const decl = this.lookupType(restriction, 'base');
    if (decl === 'builtin') return this.builtin(restriction, 'base');
    if (decl === undefined) return { kind: 'unknown' };
    return this.inline(decl);
  }

  /** A copy of a named type's node with refs followed, minus its own documentation. */
  private inline(decl: Declaration): TypeNode {
    let node = this.declType(decl);
    const seen = new Set<string>();
    while (node.kind === 'ref' && !seen.has(node.name)) {
      seen.add(node.name);
      const target = this.typeDeclByName.get(node.name);
      if (!target) break;
      node = this.declType(target);
    }
    const copy = structuredClone(node);
    delete copy.description;
    delete copy.provenance;
    return copy;
  }

  private simpleRestriction(restriction: XmlElement, schema: SchemaDoc): TypeNode {
    if (!hasFacets(restriction) && restriction.attrs.base !== undefined) {
      // No narrowing: keep the reference so the named base stays visible.
      return this.typeRef(restriction, 'base');
    }
    return applyFacets(this.restrictionBase(restriction, schema), restriction, this.diagnostics);
  }

  // ---- complex types ----------------------------------------------------------------------------------------

  /** `collapse`: one repeated child element makes an array (a wrapper type); false keeps the object. */
  private complexType(el: XmlElement, schema: SchemaDoc, collapse = true): TypeNode {
    if (this.checkBoolean(el, 'mixed')) this.warn(el, 'mixed content: text between child elements is not represented');
    const children = this.xsdChildren(el);
    const simple = children.find((c) => c.local === 'simpleContent');
    if (simple) return this.simpleContent(simple, schema);
    const complex = children.find((c) => c.local === 'complexContent');
    if (complex) return this.complexContent(complex, schema);
    const wrapper = collapse ? this.wrapperArray(el, schema) : undefined;
    if (wrapper) return wrapper;
    return this.objectFrom(el, schema);
  }

  /**
   * The type of a message element named by type=: the named type, unless that type collapses to an array (one
   * repeated child); then its content as an object with that child repeated, so the element keeps element content.
   */
  private messageTypeRef(el: XmlElement): TypeNode {
    const decl = this.lookupType(el, 'type');
    if (decl === undefined || decl === 'builtin') return this.typeRef(el, 'type');
    const named = this.declType(decl);
    if (decl.el.local !== 'complexType' || named.kind !== 'array' || named.xmlItemName === undefined) return this.typeRef(el, 'type');
    return this.complexType(decl.el, decl.schema, false);
  }

  /** `<sequence><element maxOccurs="unbounded"/></sequence>` and nothing else: an array of that element. */
  private wrapperArray(el: XmlElement, schema: SchemaDoc): TypeNode | undefined {
    const children = this.xsdChildren(el);
    if (children.length !== 1 || children[0].local !== 'sequence') return undefined;
    const sequence = children[0];
    const seqOccurs = this.occurs(sequence);
    if (seqOccurs.min !== 1 || seqOccurs.max !== 1) return undefined;
    const particles = this.xsdChildren(sequence);
    if (particles.length !== 1 || particles[0].local !== 'element') return undefined;
    const item = particles[0];
    const occurs = this.occurs(item);
    if (occurs.max <= 1) return undefined;
    const prop = this.elementProperty(item, schema, false, false);
    if (!prop) return undefined;
    // elementProperty already made the array; mark the wrapper.
    if (prop.type.kind === 'array') {
      prop.type.xmlItemName = prop.xml?.name ?? prop.name;
      if (prop.description && !prop.type.items.description) prop.type.items.description = prop.description;
      return prop.type;
    }
    return undefined;
  }

  private objectFrom(container: XmlElement, schema: SchemaDoc): ObjectTypeNode {
    const properties: PropertyNode[] = [];
    const state: ContentState = { additional: false };
    for (const child of this.xsdChildren(container)) {
      if (child.local === 'sequence' || child.local === 'all' || child.local === 'choice' || child.local === 'group') {
        this.particle(child, schema, false, false, properties, state);
      } else if (child.local === 'attribute' || child.local === 'attributeGroup' || child.local === 'anyAttribute') {
        this.attribute(child, schema, properties);
      } else if (child.local === 'element' || child.local === 'any') {
        this.particle(child, schema, false, false, properties, state);
      } else if (child.local !== 'simpleContent' && child.local !== 'complexContent') {
        this.warn(child, `xs:${child.local} is not supported here; it is ignored`);
      }
    }
    return { kind: 'object', properties, additionalProperties: state.additional };
  }

  private complexContent(content: XmlElement, schema: SchemaDoc): TypeNode {
    if (this.checkBoolean(content, 'mixed'))
      this.warn(content, 'mixed content: text between child elements is not represented');
    const derivation = this.xsdChildren(content)[0];
    if (!derivation || (derivation.local !== 'extension' && derivation.local !== 'restriction')) {
      this.error('SVC015', content, 'xs:complexContent needs an xs:extension or xs:restriction');
      return { kind: 'unknown' };
    }
    if (derivation.attrs.base === undefined) {
      this.error('SVC015', derivation, `xs:${derivation.local} needs a base attribute`);
      return { kind: 'unknown' };
    }
    const baseQ = resolveQName(derivation.attrs.base, derivation);
    if (baseQ.ok && baseQ.qname.ns === NS.soapEncoding) {
      this.error(
        'SVC007',
        derivation,
        `SOAP-encoded type derivation from "${derivation.attrs.base}" is not supported (rpc/encoded arrays)`,
      );
      return { kind: 'unknown' };
    }
    const own = this.objectFrom(derivation, schema);
    if (derivation.local === 'restriction') {
      // A restriction restates the whole content model; the base adds nothing.
      this.typeRef(derivation, 'base');
      return own;
    }
    const base = this.typeRef(derivation, 'base');
    if (base.kind === 'unknown') return own;
    if (own.properties.length === 0 && !own.additionalProperties) return base;
    return this.extended(derivation, base, own);
  }

  /**
   * A type derived by extension: the base's content, then its own, as one object (XML Schema appends the
   * extension's particles and attributes to the base's). Not an intersection: the model's intersection is
   * allOf, whose members each refuse the other's properties when closed. Falls back to the intersection when
   * the base is not an object (the model then says what it cannot carry).
   */
  private extended(derivation: XmlElement, base: TypeNode, own: ObjectTypeNode): TypeNode {
    const decl = this.lookupType(derivation, 'base');
    const baseNode = decl !== undefined && decl !== 'builtin' ? this.declType(decl) : undefined;
    if (baseNode?.kind !== 'object') return { kind: 'intersection', members: [base, own] };
    return {
      kind: 'object',
      properties: [...baseNode.properties, ...own.properties],
      additionalProperties: baseNode.additionalProperties || own.additionalProperties,
    };
  }

  private simpleContent(content: XmlElement, schema: SchemaDoc): TypeNode {
    const derivation = this.xsdChildren(content)[0];
    if (!derivation || (derivation.local !== 'extension' && derivation.local !== 'restriction')) {
      this.error('SVC015', content, 'xs:simpleContent needs an xs:extension or xs:restriction');
      return { kind: 'unknown' };
    }
    if (derivation.attrs.base === undefined) {
      this.error('SVC015', derivation, `xs:${derivation.local} needs a base attribute`);
      return { kind: 'unknown' };
    }
    const decl = this.lookupType(derivation, 'base');
    const attributes: PropertyNode[] = [];
    for (const child of this.xsdChildren(derivation)) {
      if (child.local === 'attribute' || child.local === 'attributeGroup' || child.local === 'anyAttribute') {
        this.attribute(child, schema, attributes);
      }
    }
    if (decl !== undefined && decl !== 'builtin' && decl.el.local === 'complexType') {
      // Extending a complex type with simple content: its text and attributes plus ours.
      if (derivation.local === 'restriction' && hasFacets(derivation)) {
        this.warn(derivation, 'facets restricting a complex type with simple content are ignored');
      }
      const base: TypeNode = { kind: 'ref', name: this.names.types.get(qnameKey(decl.qname))! };
      if (attributes.length === 0) return base;
      return this.extended(derivation, base, { kind: 'object', properties: attributes, additionalProperties: false });
    }
    let text: TypeNode;
    if (derivation.local === 'restriction') text = this.simpleRestriction(derivation, schema);
    else
      text =
        decl === 'builtin'
          ? this.builtin(derivation, 'base')
          : decl
            ? this.typeRef(derivation, 'base')
            : { kind: 'unknown' };
    if (attributes.length === 0) return text;
    const name = attributes.some((a) => a.name === TEXT_PROPERTY) ? `$${TEXT_PROPERTY}` : TEXT_PROPERTY;
    return {
      kind: 'object',
      properties: [{ name, required: true, type: text, xml: { name: '#text' } }, ...attributes],
      additionalProperties: false,
    };
  }

  // ---- particles --------------------------------------------------------------------------------------------

  private particle(
    el: XmlElement,
    schema: SchemaDoc,
    optional: boolean,
    repeated: boolean,
    properties: PropertyNode[],
    state: ContentState,
  ): void {
    const occurs = this.occurs(el);
    const childOptional = optional || occurs.min === 0;
    const childRepeated = repeated || occurs.max > 1;
    switch (el.local) {
      case 'element': {
        const prop = this.elementProperty(el, schema, optional, repeated);
        if (prop) this.addProperty(properties, prop);
        return;
      }
      case 'sequence':
      case 'all':
        for (const child of this.xsdChildren(el))
          this.particle(child, schema, childOptional, childRepeated, properties, state);
        return;
      case 'choice': {
        const alternatives = this.xsdChildren(el);
        const oneAlternative = alternatives.length === 1;
        for (const child of alternatives) {
          this.particle(child, schema, childOptional || !oneAlternative, childRepeated, properties, state);
        }
        return;
      }
      case 'group': {
        if (el.attrs.ref === undefined) {
          this.error('SVC015', el, 'a local xs:group needs a ref attribute');
          return;
        }
        const decl = this.lookup(this.set.groups, el, 'group');
        if (!decl) return;
        const key = qnameKey(decl.qname);
        if (this.groupStack.has(key)) {
          this.error('SVC007', el, `group "${decl.qname.local}" contains itself`);
          return;
        }
        this.groupStack.add(key);
        for (const model of this.xsdChildren(decl.el)) {
          this.particle(model, decl.schema, childOptional, childRepeated, properties, state);
        }
        this.groupStack.delete(key);
        return;
      }
      case 'any':
        this.warn(el, 'xs:any: elements it allows are typed as additional properties of unknown type');
        state.additional = true;
        return;
      default:
        this.warn(el, `xs:${el.local} is not supported in a content model; it is ignored`);
    }
  }

  /** A repeated name (the same element twice in a sequence) becomes one array property. */
  private addProperty(properties: PropertyNode[], prop: PropertyNode): void {
    const existing = properties.find((p) => p.name === prop.name);
    if (!existing) {
      properties.push(prop);
      return;
    }
    if (existing.type.kind !== 'array') existing.type = { kind: 'array', items: existing.type };
    existing.required = existing.required || prop.required;
  }

  private elementProperty(
    el: XmlElement,
    schema: SchemaDoc,
    optional: boolean,
    repeated: boolean,
  ): PropertyNode | undefined {
    const occurs = this.occurs(el);
    const docs = xsdDocumentation(el);
    let name: string;
    let namespace: string | undefined;
    let type: TypeNode;
    if (el.attrs.ref !== undefined) {
      const decl = this.lookup(this.set.elements, el, 'element');
      if (!decl) return undefined;
      name = decl.qname.local;
      namespace = decl.qname.ns || undefined;
      type = { kind: 'ref', name: this.names.elements.get(qnameKey(decl.qname))! };
    } else {
      if (el.attrs.name === undefined) {
        this.error('SVC015', el, 'xs:element needs a name or a ref attribute');
        return undefined;
      }
      name = el.attrs.name;
      if (name !== name.trim()) {
        // Not an XML name as written (a stray space, seen in real WSDLs): the name on the wire is the trimmed one.
        this.warn(el, `name "${name}" has leading or trailing whitespace; it is read as "${name.trim()}"`);
        name = name.trim();
      }
      const form = el.attrs.form;
      if (form !== undefined && form !== 'qualified' && form !== 'unqualified') {
        this.error('SVC015', el, `form="${form}" must be "qualified" or "unqualified"`);
      }
      const qualified = form === undefined ? schema.elementQualified : form === 'qualified';
      namespace = qualified && schema.tns ? schema.tns : undefined;
      type = this.elementType(el, schema);
    }
    if (repeated || occurs.max > 1) {
      const array: TypeNode = { kind: 'array', items: type };
      if (!repeated && !optional && occurs.min > 0) array.minItems = occurs.min;
      if (!repeated && Number.isFinite(occurs.max)) array.maxItems = occurs.max;
      type = array;
    }
    const prop: PropertyNode = { name, required: !optional && occurs.min > 0, type };
    if (docs.description) prop.description = docs.description;
    if (namespace) prop.xml = { namespace };
    if (docs.provenance) prop.provenance = docs.provenance;
    return prop;
  }

  /**
   * Type of an element declaration (global or local): type=, inline type, or anyType; nillable and values applied.
   * `message`: the element is a WSDL message part (its content is never collapsed to an array).
   */
  private elementType(el: XmlElement, schema: SchemaDoc, message = false): TypeNode {
    const inline = this.xsdChildren(el).find((c) => c.local === 'complexType' || c.local === 'simpleType');
    let type: TypeNode;
    if (el.attrs.type !== undefined) {
      if (inline) this.error('SVC015', el, 'xs:element has both a type attribute and an inline type');
      type = message ? this.messageTypeRef(el) : this.typeRef(el, 'type');
    } else if (inline) {
      type = inline.local === 'complexType' ? this.complexType(inline, schema, !message) : this.simpleType(inline, schema);
    } else {
      type = { kind: 'unknown' };
    }
    if (this.checkBoolean(el, 'nillable')) type = { ...type, nullable: true };
    return this.withValue(type, el);
  }

  // ---- attributes -------------------------------------------------------------------------------------------

  private attribute(el: XmlElement, schema: SchemaDoc, properties: PropertyNode[]): void {
    if (el.local === 'anyAttribute') return;
    if (el.local === 'attributeGroup') {
      if (el.attrs.ref === undefined) {
        this.error('SVC015', el, 'a local xs:attributeGroup needs a ref attribute');
        return;
      }
      const decl = this.lookup(this.set.attributeGroups, el, 'attributeGroup');
      if (!decl) return;
      const key = `ag${qnameKey(decl.qname)}`;
      if (this.groupStack.has(key)) {
        this.error('SVC007', el, `attributeGroup "${decl.qname.local}" contains itself`);
        return;
      }
      this.groupStack.add(key);
      for (const child of this.xsdChildren(decl.el)) this.attribute(child, decl.schema, properties);
      this.groupStack.delete(key);
      return;
    }
    const use = el.attrs.use ?? 'optional';
    if (use !== 'optional' && use !== 'required' && use !== 'prohibited') {
      this.error('SVC015', el, `use="${use}" must be optional, required or prohibited`);
    }
    if (use === 'prohibited') return;
    const docs = xsdDocumentation(el);
    let name: string;
    let namespace: string | undefined;
    let type: TypeNode;
    if (el.attrs.ref !== undefined) {
      const resolved = resolveQName(el.attrs.ref, el);
      if (resolved.ok && resolved.qname.ns === NS.xml) {
        // xml:lang, xml:space ... are strings in the XML namespace.
        name = resolved.qname.local;
        namespace = NS.xml;
        type = { kind: 'string' };
      } else {
        const decl = this.lookup(this.set.attributes, el, 'attribute');
        if (!decl) return;
        name = decl.qname.local;
        namespace = decl.qname.ns || undefined;
        type = this.attributeType(decl.el, decl.schema);
      }
    } else {
      if (el.attrs.name === undefined) {
        this.error('SVC015', el, 'xs:attribute needs a name or a ref attribute');
        return;
      }
      name = el.attrs.name;
      if (name !== name.trim()) {
        // Not an XML name as written (a stray space, seen in real WSDLs): the name on the wire is the trimmed one.
        this.warn(el, `name "${name}" has leading or trailing whitespace; it is read as "${name.trim()}"`);
        name = name.trim();
      }
      const form = el.attrs.form;
      const qualified = form === undefined ? schema.attributeQualified : form === 'qualified';
      namespace = qualified && schema.tns ? schema.tns : undefined;
      type = this.attributeType(el, schema);
    }
    const xml: PropertyNode['xml'] = { attribute: true };
    if (namespace) xml.namespace = namespace;
    let propName = name;
    if (properties.some((p) => p.name === propName)) {
      // An element of the same name came first; the attribute keeps its XML name in xml.name.
      propName = `${name}Attribute`;
      xml.name = name;
    }
    const prop: PropertyNode = { name: propName, required: use === 'required', type };
    if (docs.description) prop.description = docs.description;
    prop.xml = xml;
    if (docs.provenance) prop.provenance = docs.provenance;
    properties.push(prop);
  }

  private attributeType(el: XmlElement, schema: SchemaDoc): TypeNode {
    const inline = this.xsdChildren(el).find((c) => c.local === 'simpleType');
    let type: TypeNode;
    if (el.attrs.type !== undefined) type = this.typeRef(el, 'type');
    else if (inline) type = this.simpleType(inline, schema);
    else type = { kind: 'string' };
    return this.withValue(type, el);
  }

  // ---- helpers ----------------------------------------------------------------------------------------------

  /** default= and fixed= on an element or attribute. */
  private withValue(type: TypeNode, el: XmlElement): TypeNode {
    const fixed = el.attrs.fixed;
    if (fixed !== undefined) {
      const value = coerce(type, fixed);
      return type.nullable ? { kind: 'literal', value, nullable: true } : { kind: 'literal', value };
    }
    if (el.attrs.default !== undefined) return { ...type, default: coerce(type, el.attrs.default) };
    return type;
  }

  private withDocs(type: TypeNode, el: XmlElement): TypeNode {
    const docs = xsdDocumentation(el);
    if (!docs.description && !docs.provenance) return type;
    const copy = { ...type };
    if (docs.description) copy.description = docs.description;
    if (docs.provenance) copy.provenance = docs.provenance;
    return copy;
  }

  private occurs(el: XmlElement): Occurs {
    const min = el.attrs.minOccurs ?? '1';
    const max = el.attrs.maxOccurs ?? '1';
    let minN = 1;
    let maxN = 1;
    if (/^\s*[0-9]+\s*$/.test(min)) minN = Number(min);
    else this.error('SVC015', el, `minOccurs="${min}" is not a non-negative integer`);
    if (max.trim() === 'unbounded') maxN = Infinity;
    else if (/^\s*[0-9]+\s*$/.test(max)) maxN = Number(max);
    else this.error('SVC015', el, `maxOccurs="${max}" is not a non-negative integer or "unbounded"`);
    if (minN > maxN) this.error('SVC015', el, `minOccurs="${min}" is greater than maxOccurs="${max}"`);
    return { min: minN, max: maxN };
  }

  /** Reads a boolean attribute; a value other than true/false/1/0 is SVC015. */
  private checkBoolean(el: XmlElement, attr: string): boolean {
    const value = el.attrs[attr];
    if (value === undefined) return false;
    const v = value.trim();
    if (v === 'true' || v === '1') return true;
    if (v !== 'false' && v !== '0') this.error('SVC015', el, `${attr}="${value}" is not a boolean (true or false)`);
    return false;
  }

  private xsdChildren(el: XmlElement): XmlElement[] {
    return el.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  }

  /**
   * A name no schema declares: reported once, at its first use, with every other use listed on it (a type used in
   * fifty places is one mistake, not fifty).
   */
  private missing(key: string, el: XmlElement, message: () => string): void {
    const first = this.missingNames.get(key);
    if (!first) {
      const d = diagnostic('SVC002', message(), el.location);
      this.missingNames.set(key, d);
      this.diagnostics.push(d);
    } else if (first.location !== el.location && !first.related?.some((r) => r.location === el.location)) {
      (first.related ??= []).push({ message: 'also used here', location: el.location });
    }
  }

  private readonly missingNames = new Map<string, Diagnostic>();

  private error(code: 'SVC002' | 'SVC003' | 'SVC007' | 'SVC015', el: XmlElement, message: string): void {
    this.diagnostics.push(diagnostic(code, message, el.location));
  }

  private warn(el: XmlElement, message: string): void {
    this.diagnostics.push(diagnostic('SVC007', message, el.location, { severity: 'warning' }));
  }
}

/** A default/fixed value as JSON, typed like the node it belongs to. */
function coerce(type: TypeNode, value: string): string | number | boolean {
  if (type.kind === 'number') {
    const n = Number(value.trim());
    return Number.isNaN(n) ? value : n;
  }
  if (type.kind === 'boolean') {
    const v = value.trim();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  return value;
}
