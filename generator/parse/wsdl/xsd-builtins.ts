/** XML Schema built-in simple types -> model type nodes. A fresh node per call: callers may add facets. */
import type { TypeNode } from '../../model/types.ts';

/** Lexical form of xs:decimal; decimals stay strings so no precision is lost. */
export const DECIMAL_PATTERN = '^[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)$';

const SAFE = Number.MAX_SAFE_INTEGER;

function int(format: string | undefined, minimum?: number, maximum?: number): () => TypeNode {
  return () => {
    const node: TypeNode = { kind: 'number', integer: true };
    if (format) node.format = format;
    if (minimum !== undefined) node.minimum = minimum;
    if (maximum !== undefined) node.maximum = maximum;
    return node;
  };
}

function str(format?: string, pattern?: string): () => TypeNode {
  return () => {
    const node: TypeNode = { kind: 'string' };
    if (format) node.format = format;
    if (pattern) node.pattern = pattern;
    return node;
  };
}

const BUILTINS: Record<string, () => TypeNode> = {
  string: str(),
  normalizedString: str(),
  token: str(),
  language: str(),
  Name: str(),
  NCName: str(),
  NMTOKEN: str(),
  NMTOKENS: str(),
  ID: str(),
  IDREF: str(),
  IDREFS: str(),
  ENTITY: str(),
  ENTITIES: str(),
  QName: str(),
  NOTATION: str(),
  anySimpleType: str(),
  anyURI: str('uri'),
  boolean: () => ({ kind: 'boolean' }),
  decimal: str('decimal', DECIMAL_PATTERN),
  float: () => ({ kind: 'number', integer: false, format: 'float' }),
  double: () => ({ kind: 'number', integer: false, format: 'double' }),
  // Unbounded XSD integers are limited to what a JS number holds exactly.
  integer: int(undefined, -SAFE, SAFE),
  nonNegativeInteger: int(undefined, 0, SAFE),
  positiveInteger: int(undefined, 1, SAFE),
  nonPositiveInteger: int(undefined, -SAFE, 0),
  negativeInteger: int(undefined, -SAFE, -1),
  long: int('int64', -SAFE, SAFE),
  int: int('int32', -2147483648, 2147483647),
  short: int('int16', -32768, 32767),
  byte: int('int8', -128, 127),
  unsignedLong: int('uint64', 0, SAFE),
  unsignedInt: int('uint32', 0, 4294967295),
  unsignedShort: int('uint16', 0, 65535),
  unsignedByte: int('uint8', 0, 255),
  dateTime: str('date-time'),
  dateTimeStamp: str('date-time'),
  date: str('date'),
  time: str('time'),
  duration: str('duration'),
  gYear: str('gYear'),
  gYearMonth: str('gYearMonth'),
  gMonth: str('gMonth'),
  gMonthDay: str('gMonthDay'),
  gDay: str('gDay'),
  base64Binary: str('byte'),
  hexBinary: str('hex', '^(?:[0-9a-fA-F]{2})*$'),
  anyType: () => ({ kind: 'unknown' }),
};

/** The node for `xs:<local>`, or undefined when XSD has no such built-in. */
export function builtinType(local: string): TypeNode | undefined {
  return Object.hasOwn(BUILTINS, local) ? BUILTINS[local]() : undefined;
}
