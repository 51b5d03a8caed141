/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `echo` in `urn:example:builtins`. */
export interface echo {
  stringValue: string;
  normalizedStringValue: string;
  tokenValue: string;
  /** @format uri */
  anyURIValue: string;
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  intValue: number;
  /**
   * @format int64
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  longValue: number;
  /**
   * @format int16
   * @minimum -32768
   * @maximum 32767
   */
  shortValue: number;
  /**
   * @format int8
   * @minimum -128
   * @maximum 127
   */
  byteValue: number;
  /**
   * @format uint32
   * @minimum 0
   * @maximum 4294967295
   */
  unsignedIntValue: number;
  /**
   * @format uint64
   * @minimum 0
   * @maximum 9007199254740991
   */
  unsignedLongValue: number;
  /**
   * @format uint16
   * @minimum 0
   * @maximum 65535
   */
  unsignedShortValue: number;
  /**
   * @format uint8
   * @minimum 0
   * @maximum 255
   */
  unsignedByteValue: number;
  /**
   * @integer
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  integerValue: number;
  /**
   * @integer
   * @minimum 1
   * @maximum 9007199254740991
   */
  positiveIntegerValue: number;
  /**
   * @integer
   * @minimum 0
   * @maximum 9007199254740991
   */
  nonNegativeIntegerValue: number;
  /**
   * @integer
   * @minimum -9007199254740991
   * @maximum -1
   */
  negativeIntegerValue: number;
  /**
   * @integer
   * @minimum -9007199254740991
   * @maximum 0
   */
  nonPositiveIntegerValue: number;
  booleanValue: boolean;
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  decimalValue: string;
  /** @format float */
  floatValue: number;
  /** @format double */
  doubleValue: number;
  /** @format date-time */
  dateTimeValue: string;
  /** @format date */
  dateValue: string;
  /** @format time */
  timeValue: string;
  /** @format duration */
  durationValue: string;
  /** @format byte */
  base64BinaryValue: string;
  /**
   * @format hex
   * @pattern ^(?:[0-9a-fA-F]{2})*$
   */
  hexBinaryValue: string;
  anyTypeValue: unknown;
  QNameValue: string;
  IDValue: string;
  IDREFValue: string;
  languageValue: string;
  untyped: unknown;
}

/** XML element `echoResponse` in `urn:example:builtins`. */
export interface echoResponse {
  echoResult?: string;
}
