/**
 * Types of Pet Store 1.2.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** A postal address. */
export interface Address {
  street: string;
  city: string;
  /**
   * Five-digit postal code.
   *
   * @pattern ^[0-9]{5}$
   */
  postcode?: string;
}

/** Any animal the store sells, told apart by `petType`. */
export type Animal = Cat | (Dog & { petType: 'dog' }) | Bird;

/**
 * Any animal the store sells, told apart by `petType`.
 *
 * Write shape of {@link Animal}: what requests send (create/update input), without read-only properties.
 */
export type AnimalWrite = CatWrite | (DogWrite & { petType: 'dog' }) | BirdWrite;

/** Free-form JSON value. */
export type AnyValue = unknown;

export type Bird = PetBase & {
  petType: 'bird';
  /**
   * Wingspan in centimetres.
   *
   * @format float
   * @minimum 0
   */
  wingspan?: number;
};

/** Write shape of {@link Bird}: what requests send (create/update input), without read-only properties. */
export type BirdWrite = PetBaseWrite & {
  petType: 'bird';
  /**
   * Wingspan in centimetres.
   *
   * @format float
   * @minimum 0
   */
  wingspan?: number;
};

export type Cat = PetBase & {
  petType: 'cat';
  /** @default true */
  indoor?: boolean;
};

/** Write shape of {@link Cat}: what requests send (create/update input), without read-only properties. */
export type CatWrite = PetBaseWrite & {
  petType: 'cat';
  /** @default true */
  indoor?: boolean;
};

/** A node of the category tree. */
export interface Category {
  name: string;
  /** The enclosing category; absent at the root. */
  parent?: Category;
  children: Category[];
}

/** Only the declared property is allowed. */
export interface Closed {
  a: string;
}

export type Dog = PetBase & {
  /** Always `dog` for dogs. */
  petType: string;
  /**
   * @format int32
   * @minimum 0
   * @maximum 10
   */
  barkVolume?: number;
};

/** Write shape of {@link Dog}: what requests send (create/update input), without read-only properties. */
export type DogWrite = PetBaseWrite & {
  /** Always `dog` for dogs. */
  petType: string;
  /**
   * @format int32
   * @minimum 0
   * @maximum 10
   */
  barkVolume?: number;
};

/** An error body. */
export interface Error {
  /** @format int32 */
  code: number;
  message: string;
  details?: unknown;
}

/** Free labels: name -> value. */
export interface Labels {
  [key: string]: string;
}

/** Version plus free string entries. */
export interface Metadata {
  /** @integer */
  version: number;
  /** Other properties: `string` (widened: the declared properties do not all fit it). */
  [key: string]: unknown;
}

/**
 * An amount as a decimal string.
 *
 * @format decimal
 * @pattern ^-?[0-9]+(\.[0-9]{1,2})?$
 * @example "10.50"
 */
export type Money = string;

/**
 * Extensible settings.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Open {
  kind: string;
}

export interface Owner {
  /**
   * Read-only: set by the server.
   *
   * @format int64
   */
  readonly id: number;
  /** @minLength 1 */
  name: string;
  /** Postal address; null when unknown. */
  address: Address | null;
  /**
   * Write-only: sent by clients, never returned by the server (hence optional here).
   *
   * @format password
   */
  password?: string;
}

/** Write shape of {@link Owner}: what requests send (create/update input), without read-only properties. */
export interface OwnerWrite {
  /** @minLength 1 */
  name: string;
  /** Postal address; null when unknown. */
  address: Address | null;
  /**
   * Write-only: sent by clients, never returned by the server.
   *
   * @format password
   */
  password: string;
}

/** A page of search results. */
export interface Page {
  items: PetList;
  /** Cursor of the next page; null on the last page. */
  next: string | null;
  total?: Quantity;
  score?: Score;
  metadata?: Metadata;
  settings?: Open;
  extra?: AnyValue;
  closed?: Closed;
}

/** Fields every pet has. */
export interface PetBase {
  /**
   * Server-assigned identifier.
   *
   * Read-only: set by the server.
   *
   * @format int64
   */
  readonly id: number;
  /**
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /** Optional tag; may be null. */
  tag?: string | null;
  /** @default "available" */
  status?: 'available' | 'pending' | 'sold';
  /**
   * Read-only: set by the server.
   *
   * @format date-time
   */
  readonly createdAt: string;
  owner?: Owner;
  /**
   * @minItems 0
   * @maxItems 10
   * @uniqueItems
   */
  photoUrls?: string[];
  price?: Money;
  /** @deprecated */
  legacyCode?: string;
  /** Trace identifier (non-identifier key). */
  'x-trace'?: string;
}

/**
 * Fields every pet has.
 *
 * Write shape of {@link PetBase}: what requests send (create/update input), without read-only properties.
 */
export interface PetBaseWrite {
  /**
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /** Optional tag; may be null. */
  tag?: string | null;
  /** @default "available" */
  status?: 'available' | 'pending' | 'sold';
  owner?: OwnerWrite;
  /**
   * @minItems 0
   * @maxItems 10
   * @uniqueItems
   */
  photoUrls?: string[];
  price?: Money;
  /** @deprecated */
  legacyCode?: string;
  /** Trace identifier (non-identifier key). */
  'x-trace'?: string;
}

/** A page of animals. */
export type PetList = Animal[];

/**
 * @integer
 * @minimum 1
 * @maximum 1000
 * @multipleOf 1
 */
export type Quantity = number;

/**
 * @format double
 * @minimum 0
 * @exclusiveMaximum 100
 */
export type Score = number | null;

/**
 * Defined as `status-filter`.
 *
 * @deprecated
 */
export type StatusFilter = 'available' | 'pending' | 'sold' | null;
