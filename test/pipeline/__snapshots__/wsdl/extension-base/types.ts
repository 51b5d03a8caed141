/**
 * Types of ExampleService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

export interface Customer {
  id: string;
  name: string;
}

export interface Entity {
  id: string;
}

export interface IdOnly {
  id?: string;
}

export type Marker = Entity;

export interface Money {
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  value: string;
  /** XML: written as an attribute. */
  currency: string;
}

export type PlainText = string;

export interface TaggedMoney {
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  value: string;
  /** XML: written as an attribute. */
  currency: string;
  /** XML: written as an attribute. */
  tag?: string;
}

/** XML element `save` in `urn:example:extension-base`. */
export interface save {
  customer: Customer;
  marker?: Marker;
  idOnly?: IdOnly;
  price?: TaggedMoney;
  text?: PlainText;
}

/** XML element `saveResponse` in `urn:example:extension-base`. */
export interface saveResponse {
  saveResult?: string;
}
