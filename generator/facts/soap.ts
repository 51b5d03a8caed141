/**
 * The XML binding of SOAP message types: how each property of an element's type travels on the wire, in the
 * terms of the SOAP runtime's `Field` / `ReadSpec` (`templates/soap-messages/envelope.ts`, `fields.ts`). Read from the
 * model only: property kinds, `required`, `nullable` (nillable), arrays of simple or complex items with
 * `xmlItemName` (wrapper types such as `ArrayOfString`, `ArrayOfCustomer`) or without (repeated elements), nested
 * object types.
 *
 * XML attributes of simple type travel on their element's start tag; simpleContent values as the element's text.
 *
 * Properties the runtime cannot carry (unions of objects, any-type content) are
 * left out of the codec and listed in its `skipped` (the generated codec's JSDoc names them); a message element
 * whose type is not complex stops generation with a message naming the operation.
 */
import { packageStem, packageValueStem } from '../model/naming.ts';
import type {
  ApiModel,
  NamedTypeNode,
  ObjectTypeNode,
  PropertyNode,
  SoapHeaderNode,
  SoapOperationNode,
  TypeNode,
} from '../model/types.ts';
import { fact, read } from './index.ts';
import { typeIndex } from './types.ts';

/** The XML name the WSDL parser gives a simpleContent type's value (the element's own text). */
const TEXT_CONTENT = '#text';

export type ScalarKind = 'string' | 'int' | 'long' | 'double' | 'boolean';

/** One child element of an object type. */
interface FieldBase {
  /** Element local name on the wire. */
  wire: string;
  /** Property name of the TypeScript value. */
  key: string;
  required: boolean;
  nillable: boolean;
  property: PropertyNode;
}

export type FieldShape =
  | (FieldBase & { kind: ScalarKind })
  | (FieldBase & { kind: 'array'; itemName: string; itemKind: ScalarKind })
  | (FieldBase & { kind: 'repeated'; itemKind: ScalarKind })
  /** A nested complex element, decoded and encoded by the codec of `codec` (a key of `MessageCodecs`). */
  | (FieldBase & { kind: 'element'; codec: string })
  /** A wrapper of complex items named `itemName`, each decoded and encoded by `codec`. */
  | (FieldBase & { kind: 'element-array'; itemName: string; codec: string })
  /** Complex elements repeated in the parent, each decoded and encoded by `codec`. */
  | (FieldBase & { kind: 'repeated-element'; codec: string })
  /** An XML attribute of the element itself, of simple type; `qualified`: in the element's namespace. */
  | (FieldBase & { kind: 'attribute'; valueKind: ScalarKind; qualified: boolean })
  /** The element's own text content (simpleContent; the parser names such a property `#text`). */
  | (FieldBase & { kind: 'text'; valueKind: ScalarKind });

/** An object type written as an element's children. */
export interface CodecShape {
  /** Codec key: a named type's model name, or `<parent key>.<property>` for an inline object type. */
  key: string;
  /** Model name of the named type it belongs to (for the TypeScript type), or undefined for inline types. */
  named?: string;
  fields: FieldShape[];
  /** Properties the runtime cannot carry (attributes ...), left out of the codec: `property: reason`. */
  skipped: string[];
  /** Children qualified with the wrapper's namespace (elementFormDefault="qualified"). */
  qualified: boolean;
}

/** Every codec the SOAP operations need, in a stable order (operations' input, output, then nested types). */
export interface MessageCodecs {
  codecs: Map<string, CodecShape>;
}

export class SoapBindingError extends Error {
  readonly reason: string;
  constructor(where: string, reason: string) {
    super(`SOAP binding of ${where}: ${reason}`);
    this.name = 'SoapBindingError';
    this.reason = reason;
  }
}

const soapOperationList = fact('soapOperations', (model): readonly SoapOperationNode[] =>
  model.services.flatMap((s) => s.operations.filter((op): op is SoapOperationNode => op.kind === 'soap')),
);

export function soapOperations(model: ApiModel): readonly SoapOperationNode[] {
  return read(model, soapOperationList);
}

/** Whether the model has SOAP operations (the SOAP parts apply). */
export function hasSoap(model: ApiModel): boolean {
  return soapOperations(model).length > 0;
}

/** How one SOAP header entry travels: a complex element by its codec, or a simple one as its text. */
export interface HeaderShape {
  header: SoapHeaderNode;
  content: { kind: 'codec'; codec: string } | { kind: 'text'; valueKind: ScalarKind };
}

/** The header entries of an operation's request and response that the runtime carries. */
export interface OperationHeaders {
  input: HeaderShape[];
  output: HeaderShape[];
}

/** The codecs of every SOAP message, and why an operation's messages cannot be carried (if any cannot). */
export interface SoapBinding extends MessageCodecs {
  /** One entry per operation whose messages the runtime cannot carry. */
  problems: { operation: SoapOperationNode; message: string }[];
  /** Header entries per operation name (operations that declare any). */
  headers: Map<string, OperationHeaders>;
  /** Header entries the runtime cannot carry, left out of their operation: why. */
  skippedHeaders: { operation: SoapOperationNode; header: SoapHeaderNode; reason: string }[];
}

const binding = fact('soapBinding', (model): SoapBinding => {
  const codecs = new Map<string, CodecShape>();
  const problems: SoapBinding['problems'] = [];
  const headers = new Map<string, OperationHeaders>();
  const skippedHeaders: SoapBinding['skippedHeaders'] = [];
  for (const op of soapOperations(model)) {
    if (op.input.namespace !== op.output.namespace) {
      problems.push({ operation: op, message: `operation ${op.name}: input and output elements in different namespaces` });
      continue;
    }
    try {
      addCodecs(model, [op], codecs);
    } catch (error) {
      if (!(error instanceof SoapBindingError)) throw error;
      problems.push({ operation: op, message: error.message });
      continue;
    }
    if (op.inputHeaders === undefined && op.outputHeaders === undefined) continue;
    const shapes: OperationHeaders = { input: [], output: [] };
    for (const [list, declared] of [
      [shapes.input, op.inputHeaders ?? []],
      [shapes.output, op.outputHeaders ?? []],
    ] as const) {
      for (const header of declared) {
        try {
          list.push(headerShape(model, header, codecs));
        } catch (error) {
          // A header the runtime cannot carry must not stop the operation: it is left out and reported.
          if (!(error instanceof SoapBindingError)) throw error;
          skippedHeaders.push({ operation: op, header, reason: error.reason });
        }
      }
    }
    if (shapes.input.length > 0 || shapes.output.length > 0) headers.set(op.name, shapes);
  }
  return { codecs, problems, headers, skippedHeaders };
});

/** How `header` travels: its complex type's codec (added to `codecs`), or its simple type as the element's text. */
function headerShape(model: ApiModel, header: SoapHeaderNode, codecs: Map<string, CodecShape>): HeaderShape {
  const types = read(model, typeIndex);
  const where = `header ${header.name}`;
  const named = (name: string, at: string): NamedTypeNode => {
    const found = types.get(name);
    if (found === undefined) throw new SoapBindingError(at, `unknown type ${name}`);
    return found;
  };
  const type = resolve(named(header.type, where).type, named, where);
  if (type.kind !== 'object') {
    const valueKind = scalarKind(type, where);
    if (valueKind === undefined) throw new SoapBindingError(where, `content of kind ${type.kind} cannot be carried`);
    return { header, content: { kind: 'text', valueKind } };
  }
  // Built apart, so a failing header adds no codec; kept when the whole header's codecs were built.
  const built = new Map(codecs);
  addCodecs(model, [], built, [header.type]);
  for (const [key, shape] of built) if (!codecs.has(key)) codecs.set(key, shape);
  return { header, content: { kind: 'codec', codec: header.type } };
}

/** The header entries of `op` the runtime carries (none when it declares none). */
export function operationHeaders(model: ApiModel, op: SoapOperationNode): OperationHeaders {
  return soapBinding(model).headers.get(op.name) ?? { input: [], output: [] };
}

/** The SOAP binding of the model's messages (built once; see `SoapBinding`). */
export function soapBinding(model: ApiModel): SoapBinding {
  return read(model, binding);
}

/** The codec of every message type of the SOAP operations, and of the types they nest (throws on a bad binding). */
export function messageCodecs(model: ApiModel): MessageCodecs {
  const { codecs, problems } = soapBinding(model);
  if (problems.length > 0) throw new SoapBindingError(problems[0].operation.name, problems[0].message);
  return { codecs };
}

/** Adds the codecs of `operations`' messages (and the types they nest) to `codecs`. */
function addCodecs(
  model: ApiModel,
  operations: readonly SoapOperationNode[],
  codecs: Map<string, CodecShape>,
  more: readonly string[] = [],
): void {
  const types = read(model, typeIndex);
  const named = (name: string, where: string): NamedTypeNode => {
    const found = types.get(name);
    if (found === undefined) throw new SoapBindingError(where, `unknown type ${name}`);
    return found;
  };

  const addNamed = (name: string, where: string): string => {
    if (!codecs.has(name)) {
      const node = named(name, where);
      addObject(name, name, objectOf(node.type, name, named), node.name);
    }
    return name;
  };

  const addObject = (key: string, where: string, object: ObjectTypeNode, namedName?: string): void => {
    const shape: CodecShape = { key, fields: [], skipped: [], qualified: true };
    if (namedName !== undefined) shape.named = namedName;
    codecs.set(key, shape); // before the fields: a recursive type refers to itself
    for (const p of object.properties) {
      try {
        shape.fields.push(fieldShape(p, `${where}.${p.name}`, key));
      } catch (error) {
        // One property the runtime cannot carry must not stop the package: it is left out and documented.
        if (!(error instanceof SoapBindingError)) throw error;
        shape.skipped.push(`${p.name}: ${error.reason}`);
      }
    }
    const elements = object.properties.filter((p) => !p.xml?.attribute);
    shape.qualified = elements.length === 0 || elements.some((p) => p.xml?.namespace !== undefined);
  };

  const fieldShape = (property: PropertyNode, where: string, parentKey: string): FieldShape => {
    const base = {
      wire: property.xml?.name ?? property.name,
      key: property.name,
      required: property.required,
      nillable: property.type.nullable === true,
      property,
    };
    const type = resolve(property.type, named, where);
    if (base.wire === TEXT_CONTENT) {
      const valueKind = scalarKind(type, where);
      if (valueKind === undefined)
        throw new SoapBindingError(where, `text content of ${type.kind} type cannot be carried`);
      return { ...base, nillable: false, kind: 'text', valueKind };
    }
    if (property.xml?.attribute) {
      const valueKind = scalarKind(type, where);
      if (valueKind === undefined)
        throw new SoapBindingError(where, `an attribute of ${type.kind} type cannot be carried`);
      return {
        ...base,
        nillable: false,
        kind: 'attribute',
        valueKind,
        qualified: property.xml.namespace !== undefined,
      };
    }
    const nillable = base.nillable || type.nullable === true;
    if (type.kind === 'array') {
      const items = resolve(type.items, named, where);
      const itemKind = scalarKind(items, where);
      if (itemKind !== undefined) {
        return type.xmlItemName !== undefined
          ? { ...base, nillable, kind: 'array', itemName: type.xmlItemName, itemKind }
          : { ...base, nillable, kind: 'repeated', itemKind };
      }
      if (items.kind !== 'object') throw new SoapBindingError(where, `arrays of ${items.kind} items are not supported`);
      const codec = objectCodec(type.items, items, `${parentKey}.${property.name}[]`, where);
      return type.xmlItemName !== undefined
        ? { ...base, nillable, kind: 'element-array', itemName: type.xmlItemName, codec }
        : { ...base, nillable, kind: 'repeated-element', codec };
    }
    if (type.kind === 'object') {
      return {
        ...base,
        nillable,
        kind: 'element',
        codec: objectCodec(property.type, type, `${parentKey}.${property.name}`, where),
      };
    }
    const kind = scalarKind(type, where);
    if (kind === undefined)
      throw new SoapBindingError(where, `content of kind ${type.kind} cannot be carried as an element`);
    return { ...base, nillable, kind };
  };

  /** The codec of an object type: a ref keeps the named type's codec, an inline type gets one under `inlineKey`. */
  const objectCodec = (declared: TypeNode, object: ObjectTypeNode, inlineKey: string, where: string): string => {
    const direct = declared.kind === 'ref' ? types.get(declared.name) : undefined;
    if (direct !== undefined && resolve(direct.type, named, where).kind === 'object')
      return addNamed(direct.name, where);
    if (!codecs.has(inlineKey)) addObject(inlineKey, where, object);
    return inlineKey;
  };

  for (const op of operations) {
    addNamed(op.input.type, `${op.name} input`);
    addNamed(op.output.type, `${op.name} output`);
  }
  for (const name of more) addNamed(name, name);
}

/** Identifiers the SOAP client and server parts export, from the package's stem. */
export interface SoapNames {
  readonly client: string;
  readonly clientOptions: string;
  readonly callOptions: string;
  readonly createServer: string;
  readonly serverOptions: string;
  readonly handlers: string;
  readonly wsdl: string;
}

const names = fact('soapNames', (model): SoapNames => {
  const base = packageStem(model.name);
  return {
    client: `${base}Client`,
    clientOptions: `${base}ClientOptions`,
    callOptions: `${base}CallOptions`,
    createServer: `create${base}Server`,
    serverOptions: `${base}ServerOptions`,
    handlers: `${base}Handlers`,
    wsdl: `${packageValueStem(model.name)}Wsdl`,
  };
});

export function soapNames(model: ApiModel): SoapNames {
  return read(model, names);
}

/** Follows refs (and single-member intersections) to the node that says what the value is. */
function resolve(type: TypeNode, named: (name: string, where: string) => NamedTypeNode, where: string): TypeNode {
  let current = type;
  const seen = new Set<string>();
  for (;;) {
    if (current.kind === 'ref') {
      if (seen.has(current.name)) throw new SoapBindingError(where, `type ${current.name} refers to itself`);
      seen.add(current.name);
      const target = named(current.name, where).type;
      current = current.nullable ? { ...target, nullable: true } : target;
    } else if (current.kind === 'intersection' && current.members.length === 1) {
      current = current.members[0];
    } else return current;
  }
}

function objectOf(
  type: TypeNode,
  where: string,
  named: (name: string, where: string) => NamedTypeNode,
): ObjectTypeNode {
  const resolved = resolve(type, named, where);
  if (resolved.kind !== 'object')
    throw new SoapBindingError(where, `a message element must have a complex type, not ${resolved.kind}`);
  return resolved;
}

/** The runtime's simple-content kind of a scalar type node, or undefined when it is not a scalar. */
export function scalarKind(type: TypeNode, where: string): ScalarKind | undefined {
  switch (type.kind) {
    case 'string':
    case 'binary': // base64Binary / hexBinary travel as their text
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      if (!type.integer) return 'double';
      // xs:int and narrower fit the int range check; anything wider is a safe-integer long.
      return type.format !== undefined && /^u?int(8|16|32)$/.test(type.format) ? 'int' : 'long';
    case 'literal':
      return typeof type.value === 'string'
        ? 'string'
        : typeof type.value === 'boolean'
          ? 'boolean'
          : typeof type.value === 'number'
            ? Number.isInteger(type.value)
              ? 'long'
              : 'double'
            : undefined;
    case 'union': {
      const kinds = new Set(type.variants.map((v) => scalarKind(v, where)));
      if (kinds.size === 1) return [...kinds][0];
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The single child of an output element's type, whose value the client returns and the handler gives. */
export function resultField(codec: CodecShape): FieldShape | undefined {
  return codec.fields.length === 1 ? codec.fields[0] : undefined;
}
