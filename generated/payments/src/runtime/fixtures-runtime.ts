/**
 * Runtime of a generated package's fixtures (`src/fixtures.ts`): a seeded PRNG, a value generator with pools of
 * realistic generic vocabulary (people, companies, streets, cities), a generator for the regular-expression
 * subset definitions use, deep merge of overrides, and the assembly of invalid cases.
 *
 * Copied verbatim into every generated package as `src/runtime/fixtures-runtime.ts`: generic (no knowledge of
 * any interface), dependency-free, no `Date.now` and no `Math.random` (the same fixture on every run and
 * machine), and with explicit types on every export so declarations can be emitted file by file.
 */

// ---------------------------------------------------------------------------------------------------------------
// Seeds and the PRNG

/** A function returning the next number in [0, 1). */
export type Random = () => number;

/** mulberry32: tiny, fast, and good enough for test data; the same sequence everywhere for a given seed. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the type name mixed with the fixture index: each type and index gets its own stream. */
export function fixtureSeed(name: string, index: number): number {
  let hash = 0x811c9dc5;
  const text = `${name}#${index}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Deep partial overrides and merging

/** Overrides of a fixture: objects may be given in part (merged), arrays and scalars replace the value. */
export type DeepPartial<T> = T extends readonly unknown[] | Uint8Array
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** A deep copy of JSON-like data (objects, arrays, scalars, bytes). */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneValue(item)) as T;
  if (value instanceof Uint8Array) return new Uint8Array(value) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key]);
    return copy as T;
  }
  return value;
}

/**
 * `overrides` laid over `base`: objects merge key by key (recursively), anything else (arrays, scalars, null)
 * replaces; keys whose override is `undefined` keep the base value. Neither input is modified.
 */
export function deepMerge<T>(base: T, overrides: unknown): T {
  if (overrides === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(overrides)) return cloneValue(overrides) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(overrides)) {
    const value = overrides[key];
    if (value === undefined) continue;
    merged[key] = key in base ? deepMerge(base[key], value) : cloneValue(value);
  }
  return merged as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: generic, realistic words (nothing about any one interface)

const FIRST_NAMES = [
  'Amelia', 'James', 'Olivia', 'Noah', 'Sofia', 'Liam', 'Maya', 'Ethan', 'Grace', 'Lucas', 'Chloe', 'Daniel',
  'Priya', 'Mateo', 'Hannah', 'Samuel', 'Aisha', 'Oliver', 'Elena', 'Kenji', 'Zoe', 'Marcus', 'Ines', 'Tomas',
];
const LAST_NAMES = [
  'Anderson', 'Bennett', 'Carter', 'Diaz', 'Edwards', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Johnson', 'Kowalski',
  'Lopez', 'Martin', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Reyes', 'Schmidt', 'Turner', 'Walsh', 'Young',
];
const COMPANY_WORDS = [
  'Acme', 'Bluebird', 'Cedar', 'Summit', 'Harbor', 'Northwind', 'Redwood', 'Silverline', 'Brightside', 'Keystone',
  'Maple', 'Granite', 'Lakeside', 'Pioneer', 'Evergreen', 'Orchard',
];
const COMPANY_KINDS = [
  'Landscaping', 'Consulting', 'Bakery', 'Design', 'Plumbing', 'Electric', 'Logistics', 'Outfitters', 'Studio',
  'Supply', 'Coffee', 'Builders',
];
const COMPANY_SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Ltd.', '& Sons', 'Group'];
const STREET_NAMES = [
  'Oak', 'Maple', 'Pine', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Main', 'Sunset', 'River', 'Church',
  'Highland', 'Mill', 'Spring',
];
const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Dr', 'Way', 'Ct'];
const PRODUCTS = [
  'Garden Hose', 'Rock Fountain', 'Sprinkler Heads', 'Pump', 'Design Consultation', 'Installation', 'Hours',
  'Concrete Pavers', 'Lighting Kit', 'Maintenance Plan', 'Office Chair', 'Printer Paper', 'Coffee Beans',
  'Cleaning Service', 'Web Hosting', 'Training Session',
];
const ACCOUNT_NAMES = [
  'Checking', 'Savings', 'Sales of Product Income', 'Services', 'Accounts Receivable', 'Office Expenses',
  'Utilities', 'Rent or Lease', 'Advertising', 'Inventory Asset', 'Undeposited Funds', 'Cost of Goods Sold',
];
const WORDS = [
  'alpha', 'amber', 'basic', 'blue', 'bright', 'calm', 'central', 'classic', 'delta', 'east', 'final', 'fresh',
  'green', 'harbor', 'local', 'main', 'north', 'prime', 'quick', 'river', 'solid', 'standard', 'summit', 'west',
];
const SENTENCES = [
  'Thank you for your business.',
  'Monthly maintenance as agreed.',
  'Delivered to the front office.',
  'Includes parts and labour.',
  'Please pay within 30 days.',
  'Second installment of the project.',
  'Adjusted after the site visit.',
  'Replacement under warranty.',
  'Weekly service, spring season.',
  'Payment received, thank you.',
];
const STATUSES = ['Active', 'Pending', 'Open', 'Closed', 'Approved', 'Draft'];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];

/** A coherent place: city, region, postal code and country that belong together. */
interface Place {
  city: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
  currency: string;
  phonePrefix: string;
  timeZone: string;
}

const PLACES: readonly Place[] = [
  { city: 'Mountain View', region: 'CA', postalCode: '94043', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(650) 555-', timeZone: '-07:00' },
  { city: 'Austin', region: 'TX', postalCode: '78701', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(512) 555-', timeZone: '-05:00' },
  { city: 'Seattle', region: 'WA', postalCode: '98101', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(206) 555-', timeZone: '-08:00' },
  { city: 'Denver', region: 'CO', postalCode: '80202', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(303) 555-', timeZone: '-07:00' },
  { city: 'Boston', region: 'MA', postalCode: '02108', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(617) 555-', timeZone: '-05:00' },
  { city: 'Chicago', region: 'IL', postalCode: '60601', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(312) 555-', timeZone: '-06:00' },
  { city: 'Bayshore', region: 'CA', postalCode: '94326', country: 'USA', countryCode: 'US', currency: 'USD', phonePrefix: '(415) 555-', timeZone: '-08:00' },
  { city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', country: 'Canada', countryCode: 'CA', currency: 'CAD', phonePrefix: '(416) 555-', timeZone: '-05:00' },
  { city: 'London', region: 'Greater London', postalCode: 'EC1A 1BB', country: 'United Kingdom', countryCode: 'GB', currency: 'GBP', phonePrefix: '020 7946 ', timeZone: '+00:00' },
  { city: 'Sydney', region: 'NSW', postalCode: '2000', country: 'Australia', countryCode: 'AU', currency: 'AUD', phonePrefix: '(02) 5550 ', timeZone: '+10:00' },
  { city: 'Bangalore', region: 'KA', postalCode: '560001', country: 'India', countryCode: 'IN', currency: 'INR', phonePrefix: '080 5550 ', timeZone: '+05:30' },
  { city: 'Berlin', region: 'BE', postalCode: '10115', country: 'Germany', countryCode: 'DE', currency: 'EUR', phonePrefix: '030 5550 ', timeZone: '+01:00' },
];

/** What a string should look like, chosen by the emitter from property-name words and the format. */
export type TextKind =
  | 'text' | 'word' | 'sentence' | 'title' | 'code' | 'status' | 'id' | 'token' | 'uuid' | 'version' | 'number'
  | 'personName' | 'firstName' | 'lastName' | 'middleName' | 'companyName' | 'productName' | 'accountName'
  | 'username' | 'password' | 'fileName' | 'email' | 'phone' | 'url' | 'street' | 'city' | 'region'
  | 'postalCode' | 'country' | 'countryCode' | 'currency' | 'date' | 'dateTime' | 'time' | 'decimal' | 'amount'
  | 'ipAddress' | 'macAddress' | 'latitude' | 'longitude' | 'base64' | 'hex' | 'language';

/** What a number should look like. */
export type NumberKind =
  | 'number' | 'integer' | 'amount' | 'quantity' | 'count' | 'position' | 'percent' | 'rate' | 'year' | 'month'
  | 'day' | 'hour' | 'minute' | 'latitude' | 'longitude' | 'version' | 'id' | 'duration';

export interface TextConstraints {
  format?: string;
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
}

export interface NumberConstraints {
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export interface ArrayConstraints {
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;
/** 2016-01-01T00:00:00Z: fixtures' dates fall in the ten years after it. */
const EPOCH_MS = 1_451_606_400_000;
const OFFSETS = ['Z', '-08:00', '-07:00', '-05:00', '+00:00', '+01:00', '+05:30', '+10:00'];

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` of a day counted from 2016-01-01. */
export function dateOf(dayNumber: number): string {
  const date = new Date(EPOCH_MS + dayNumber * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `YYYY-MM-DDThh:mm:ss<offset>` with the offset written as given (`Z` or `±hh:mm`). */
export function dateTimeOf(dayNumber: number, secondOfDay: number, offset: string): string {
  const h = Math.floor(secondOfDay / 3600) % 24;
  const m = Math.floor(secondOfDay / 60) % 60;
  const s = secondOfDay % 60;
  return `${dateOf(dayNumber)}T${pad(h)}:${pad(m)}:${pad(s)}${offset}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Regular-expression subset -> a matching string

type RegexNode =
  | { kind: 'alt'; options: RegexNode[][] }
  | { kind: 'chars'; set: string }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number };

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const WORD_CHARS = `${UPPER}${LOWER}${DIGITS}_`;
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
/** How far open quantifiers (`*`, `+`, `{n,}`) go beyond their minimum. */
const OPEN_REPEAT = 3;

function escapeSet(char: string): string {
  switch (char) {
    case 'd': return DIGITS;
    case 'w': return WORD_CHARS;
    case 's': return ' ';
    case 'D': return `${UPPER}${LOWER}`;
    case 'W': return '-.';
    case 'S': return `${UPPER}${LOWER}${DIGITS}`;
    case 'n': return '\n';
    case 't': return '\t';
    default: return char;
  }
}

/** Parses the subset: literals, escapes, `.`, classes, groups (incl. `(?:`), `|`, quantifiers, anchors. */
class RegexParser {
  private i = 0;
  constructor(private readonly source: string) {}

  parse(): RegexNode {
    const node = this.alternation();
    if (this.i < this.source.length) throw new Error(`unsupported pattern near "${this.source.slice(this.i)}"`);
    return node;
  }

  private alternation(): RegexNode {
    const options: RegexNode[][] = [this.sequence()];
    while (this.source[this.i] === '|') {
      this.i++;
      options.push(this.sequence());
    }
    return { kind: 'alt', options };
  }

  private sequence(): RegexNode[] {
    const items: RegexNode[] = [];
    while (this.i < this.source.length && this.source[this.i] !== '|' && this.source[this.i] !== ')') {
      const atom = this.atom();
      if (atom !== undefined) items.push(this.quantified(atom));
    }
    return items;
  }

  private atom(): RegexNode | undefined {
    const c = this.source[this.i++];
    if (c === '^' || c === '$') return undefined;
    if (c === '(') {
      if (this.source.startsWith('?:', this.i)) this.i += 2;
      else if (this.source[this.i] === '?') throw new Error('lookaround is not supported');
      const inner = this.alternation();
      if (this.source[this.i++] !== ')') throw new Error('unclosed group');
      return inner;
    }
    if (c === '[') return { kind: 'chars', set: this.charClass() };
    if (c === '.') return { kind: 'chars', set: `${LOWER}${DIGITS}` };
    if (c === '\\') {
      const e = this.source[this.i++];
      if (e === 'b' || e === 'B') return undefined;
      return { kind: 'chars', set: escapeSet(e) };
    }
    return { kind: 'chars', set: c };
  }

  private charClass(): string {
    let negated = false;
    if (this.source[this.i] === '^') {
      negated = true;
      this.i++;
    }
    let set = '';
    let first = true;
    while (this.i < this.source.length && (this.source[this.i] !== ']' || first)) {
      first = false;
      let c = this.source[this.i++];
      if (c === '\\') {
        const e = this.source[this.i++];
        const expanded = escapeSet(e);
        if (expanded.length > 1) {
          set += expanded;
          continue;
        }
        c = expanded;
      }
      if (this.source[this.i] === '-' && this.source[this.i + 1] !== ']' && this.i + 1 < this.source.length) {
        this.i++;
        let end = this.source[this.i++];
        if (end === '\\') end = escapeSet(this.source[this.i++]);
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++) set += String.fromCharCode(code);
      } else {
        set += c;
      }
    }
    if (this.source[this.i++] !== ']') throw new Error('unclosed character class');
    if (!negated) return set;
    const allowed = Array.from(`${LOWER}${UPPER}${DIGITS} -_.`).filter((ch) => !set.includes(ch));
    return allowed.length > 0 ? allowed.join('') : Array.from(PRINTABLE).filter((ch) => !set.includes(ch)).join('');
  }

  private quantified(atom: RegexNode): RegexNode {
    let node = atom;
    for (;;) {
      const c = this.source[this.i];
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, OPEN_REPEAT];
      else if (c === '+') [min, max] = [1, 1 + OPEN_REPEAT];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.i));
        if (!match) return node;
        min = Number(match[1]);
        max = match[2] === undefined ? min : match[3] === '' ? min + OPEN_REPEAT : Number(match[3]);
        this.i += match[0].length - 1;
      } else return node;
      this.i++;
      if (this.source[this.i] === '?') this.i++; // lazy: same language
      node = { kind: 'repeat', node, min, max };
    }
  }
}

const parsedPatterns = new Map<string, RegexNode>();

function parsePattern(source: string): RegexNode {
  let node = parsedPatterns.get(source);
  if (node === undefined) {
    node = new RegexParser(source).parse();
    parsedPatterns.set(source, node);
  }
  return node;
}

function generateFrom(node: RegexNode, random: Random, out: string[]): void {
  switch (node.kind) {
    case 'chars':
      out.push(node.set[Math.floor(random() * node.set.length)] ?? '');
      return;
    case 'repeat': {
      const count = node.min + Math.floor(random() * (node.max - node.min + 1));
      for (let k = 0; k < count; k++) generateFrom(node.node, random, out);
      return;
    }
    case 'alt': {
      const option = node.options[Math.floor(random() * node.options.length)];
      for (const item of option) generateFrom(item, random, out);
      return;
    }
  }
}

/** A string matching `pattern` (the subset above), drawn with `random`; throws on an unsupported pattern. */
export function stringMatching(pattern: string, random: Random): string {
  const out: string[] = [];
  generateFrom(parsePattern(pattern), random, out);
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The generator handed to every builder

/** Options of one fixture build. */
export interface FixtureOptions {
  /** Fixture index: 0 is `fixtures.X()`, `many(n)` uses 0..n-1, `seed(k)` uses k. */
  index: number;
  /**
   * Complete mode, used as the base of invalid cases: every optional property present, never null, arrays
   * non-empty (down to a depth budget), so every constraint's path exists in the value.
   */
  complete?: boolean;
}

/** Ref depth from which optional properties are left out and arrays shrink to their minimum. */
const DEPTH_BUDGET = 6;
/** Ref depth a build may never reach: a type whose recursion cannot stop (required all the way). */
const DEPTH_LIMIT = 64;
/** Depth up to which complete mode fills everything in. */
const COMPLETE_DEPTH = 5;

interface Scope {
  place?: Place;
  first?: string;
  last?: string;
  company?: string;
}

/** Draws every value of one fixture from one seeded stream, so a (type, index) pair always gives one value. */
export class FixtureGen {
  readonly random: Random;
  readonly index: number;
  readonly complete: boolean;
  private depth = 0;
  private scopes: Scope[] = [{}];

  constructor(name: string, options: FixtureOptions) {
    this.random = mulberry32(fixtureSeed(name, options.index));
    this.index = options.index;
    this.complete = options.complete ?? false;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  /** Builds a referenced named type one level deeper (the depth budget makes recursive types stop). */
  ref<T>(build: (g: FixtureGen) => T): T {
    if (this.depth >= DEPTH_LIMIT) throw new Error('fixture recursion does not terminate (required all the way down)');
    this.depth++;
    this.scopes.push({});
    try {
      return build(this);
    } finally {
      this.scopes.pop();
      this.depth--;
    }
  }

  /** `{ key: value }` for an optional property in a realistic share of fixtures, else `{}`. */
  optional<K extends string, V>(key: K, build: () => V): { [P in K]?: V } {
    const include = this.complete && this.depth <= COMPLETE_DEPTH ? true : this.chance(this.optionalShare());
    if (!include) return {};
    return { [key]: build() } as { [P in K]?: V };
  }

  private optionalShare(): number {
    if (this.depth >= DEPTH_BUDGET) return 0;
    return this.depth <= 1 ? 0.75 : this.depth <= 3 ? 0.55 : 0.3;
  }

  /** `null` now and then for a nullable value (never in complete mode). */
  nullable<V>(build: () => V): V | null {
    if (this.complete) return build();
    return this.chance(0.1) ? null : build();
  }

  /**
   * Examples written in the definition come first: a top-level fixture with index k uses the k-th example while
   * there is one; nested values take an example now and then. Complete mode skips object examples (they may
   * leave optional members out).
   */
  example<V>(examples: readonly unknown[], build: () => V): V {
    const usable = this.complete ? examples.filter((e) => typeof e !== 'object' || e === null) : examples;
    if (usable.length === 0) return build();
    if (this.depth === 0 && this.index < usable.length) return cloneValue(usable[this.index]) as V;
    const draw = this.random();
    if (this.depth > 0 && draw < 0.35) return cloneValue(usable[Math.floor((draw / 0.35) * usable.length)]) as V;
    return build();
  }

  /**
   * One of the variants, drawn; beyond the depth budget always `fallback` (a variant the emitter knows does not
   * lead back into a recursive type), so recursive unions stop.
   */
  oneOf(variants: readonly (() => unknown)[], fallback = 0): unknown {
    const index = this.depth >= DEPTH_BUDGET ? fallback : this.int(0, variants.length - 1);
    return variants[index]();
  }

  /** A discriminated variant: the referenced type built one level deeper, with its tag set to `value`. */
  tagged(build: (g: FixtureGen) => unknown, property: string, value: string): unknown {
    const built = this.ref(build);
    return isPlainObject(built) ? { ...built, [property]: value } : built;
  }

  /** allOf: the members' values merged, later members over earlier ones. */
  allOf(members: readonly unknown[]): unknown {
    return members.reduce((merged, member) => deepMerge(merged, member), {});
  }

  array<V>(constraints: ArrayConstraints, build: (index: number) => V): V[] {
    const min = constraints.minItems ?? 0;
    const max = constraints.maxItems ?? Number.POSITIVE_INFINITY;
    let low = min;
    let high = Math.min(max, Math.max(min, this.depth >= 3 ? 1 : 3));
    if (this.complete && this.depth <= COMPLETE_DEPTH) low = Math.min(Math.max(min, 1), max);
    else if (this.depth >= DEPTH_BUDGET) high = min;
    else if (low === 0 && high > 0) low = 1; // an empty list is rarely what a test wants
    const count = this.int(low, Math.max(low, high));
    const items: V[] = [];
    const seen = new Set<string>();
    for (let attempt = 0; items.length < count && attempt < count * 10; attempt++) {
      const item = build(items.length);
      if (constraints.uniqueItems) {
        const key = JSON.stringify(item);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      items.push(item);
    }
    return items;
  }

  /** A small string-keyed map (additionalProperties with a schema and no declared properties). */
  map<V>(build: () => V): Record<string, V> {
    const map: Record<string, V> = {};
    const count = this.complete ? 1 : this.depth >= DEPTH_BUDGET ? 0 : this.int(1, 2);
    for (let k = 0; k < count; k++) map[`${this.pick(WORDS)}${k === 0 ? '' : k + 1}`] = build();
    return map;
  }

  boolean(): boolean {
    return this.chance(0.5);
  }

  bytes(): Uint8Array {
    return new Uint8Array(Array.from({ length: this.int(4, 16) }, () => this.int(0, 255)));
  }

  /** Any JSON value (an unconstrained schema). */
  unknown(): unknown {
    return this.pick([this.pick(WORDS), this.int(1, 100), true]);
  }

  // -- strings ---------------------------------------------------------------------------------------------------

  /**
   * A string of the given kind that meets the constraints: the realistic value first, then (when a pattern or a
   * length rejects it) a value generated from the pattern, then a fitted one.
   */
  text(kind: TextKind, constraints: TextConstraints = {}): string {
    const fits = (value: string): boolean =>
      (constraints.pattern === undefined || constraints.pattern.test(value)) &&
      value.length >= (constraints.minLength ?? 0) &&
      value.length <= (constraints.maxLength ?? Number.POSITIVE_INFINITY);
    const realistic = this.realisticText(formatKind(constraints.format) ?? kind);
    if (fits(realistic)) return realistic;
    const trimmed = this.fitLength(realistic, constraints);
    if (fits(trimmed)) return trimmed;
    if (constraints.pattern !== undefined) {
      try {
        for (let attempt = 0; attempt < 20; attempt++) {
          const candidate = stringMatching(constraints.pattern.source, this.random);
          if (fits(candidate)) return candidate;
        }
      } catch {
        // A pattern outside the supported subset: the fitted realistic value is the best we can do.
      }
    }
    return trimmed;
  }

  private fitLength(value: string, constraints: TextConstraints): string {
    const min = constraints.minLength ?? 0;
    const max = constraints.maxLength ?? Number.POSITIVE_INFINITY;
    let text = value;
    if (text.length > max) text = text.slice(0, max).trimEnd();
    if (text.length > max) text = text.slice(0, max);
    while (text.length < min) text += text.length === 0 ? 'a' : text;
    return text.length > max ? text.slice(0, max) : text;
  }

  private scope(): Scope {
    return this.scopes[this.scopes.length - 1];
  }

  private place(): Place {
    const scope = this.scope();
    scope.place ??= this.pick(PLACES);
    return scope.place;
  }

  private person(): { first: string; last: string } {
    const scope = this.scope();
    scope.first ??= this.pick(FIRST_NAMES);
    scope.last ??= this.pick(LAST_NAMES);
    return { first: scope.first, last: scope.last };
  }

  private company(): string {
    const scope = this.scope();
    scope.company ??= `${this.pick(COMPANY_WORDS)} ${this.pick(COMPANY_KINDS)}${this.chance(0.5) ? ` ${this.pick(COMPANY_SUFFIXES)}` : ''}`;
    return scope.company;
  }

  private digits(count: number): string {
    let text = String(this.int(1, 9));
    while (text.length < count) text += String(this.int(0, 9));
    return text;
  }

  private hex(count: number): string {
    let text = '';
    while (text.length < count) text += '0123456789abcdef'[this.int(0, 15)];
    return text;
  }

  private day(): number {
    return this.int(0, 3650);
  }

  private realisticText(kind: TextKind): string {
    switch (kind) {
      case 'word': return this.pick(WORDS);
      case 'text': return `${capitalise(this.pick(WORDS))} ${this.pick(WORDS)}`;
      case 'sentence': return this.pick(SENTENCES);
      case 'title': return `${capitalise(this.pick(WORDS))} ${this.pick(PRODUCTS).toLowerCase()}`;
      case 'code': return `${this.pick(WORDS).slice(0, 3).toUpperCase()}-${this.digits(4)}`;
      case 'status': return this.pick(STATUSES);
      case 'id': return String(this.int(1, 9999));
      case 'token': return this.hex(32);
      case 'uuid': return uuidOf(this.hex(32), this.int(8, 11));
      case 'version': return `${this.int(1, 9)}.${this.int(0, 20)}.${this.int(0, 9)}`;
      case 'number': return String(this.int(1001, 9999));
      case 'personName': {
        const p = this.person();
        return `${p.first} ${p.last}`;
      }
      case 'firstName': return this.person().first;
      case 'lastName': return this.person().last;
      case 'middleName': return this.pick(Array.from(UPPER));
      case 'companyName': return this.company();
      case 'productName': return this.pick(PRODUCTS);
      case 'accountName': return this.pick(ACCOUNT_NAMES);
      case 'username': {
        const p = this.person();
        return `${p.first[0]}${p.last}`.toLowerCase();
      }
      case 'password': return `${capitalise(this.pick(WORDS))}-${this.pick(WORDS)}-${this.digits(3)}!`;
      case 'fileName': return `${this.pick(WORDS)}-${this.digits(3)}.${this.pick(['pdf', 'csv', 'txt', 'qbw'])}`;
      case 'email': {
        const p = this.person();
        return `${p.first}.${p.last}@${this.pick(DOMAINS)}`.toLowerCase();
      }
      case 'phone': return `${this.place().phonePrefix}${this.digits(4)}`;
      case 'url': return `https://www.${this.pick(DOMAINS)}/${this.pick(WORDS)}`;
      case 'street': return `${this.int(1, 9899)} ${this.pick(STREET_NAMES)} ${this.pick(STREET_KINDS)}`;
      case 'city': return this.place().city;
      case 'region': return this.place().region;
      case 'postalCode': return this.place().postalCode;
      case 'country': return this.place().country;
      case 'countryCode': return this.place().countryCode;
      case 'currency': return this.place().currency;
      case 'date': return dateOf(this.day());
      case 'dateTime': return dateTimeOf(this.day(), this.int(0, 86_399), this.pick(OFFSETS));
      case 'time': return `${pad(this.int(0, 23))}:${pad(this.int(0, 59))}:${pad(this.int(0, 59))}`;
      case 'decimal':
      case 'amount': return (this.int(500, 250_000) / 100).toFixed(2);
      case 'ipAddress': return `192.0.2.${this.int(1, 254)}`;
      case 'macAddress': return Array.from({ length: 6 }, () => this.hex(2)).join(':');
      case 'latitude': return (this.int(-90_000, 90_000) / 1000).toFixed(4);
      case 'longitude': return (this.int(-180_000, 180_000) / 1000).toFixed(4);
      case 'base64': return base64Of(Array.from({ length: 9 }, () => this.int(0, 255)));
      case 'hex': return this.hex(16);
      case 'language': return this.pick(['en', 'en-US', 'fr-CA', 'de-DE', 'es-ES']);
    }
  }

  // -- numbers ---------------------------------------------------------------------------------------------------

  /** A realistic number of the given kind within the bounds (and a multiple of `multipleOf` when given). */
  number(kind: NumberKind, constraints: NumberConstraints = {}): number {
    const [typicalLow, typicalHigh, decimals] = NUMBER_RANGES[kind];
    const integer = constraints.integer === true;
    const step = constraints.multipleOf ?? (integer ? 1 : 1 / 10 ** decimals);
    let low = Math.max(constraints.minimum ?? -Infinity, constraints.exclusiveMinimum ?? -Infinity);
    let high = Math.min(constraints.maximum ?? Infinity, constraints.exclusiveMaximum ?? Infinity);
    // Prefer the realistic range when it overlaps the allowed one; else stay near the allowed bound.
    const overlapLow = Math.max(low, typicalLow);
    const overlapHigh = Math.min(high, typicalHigh);
    if (overlapLow <= overlapHigh) [low, high] = [overlapLow, overlapHigh];
    else if (low === -Infinity) low = high - 100;
    else if (high === Infinity) high = low + 100;
    const unit = integer && step < 1 ? 1 : step;
    const first = Math.ceil(low / unit - 1e-9);
    const last = Math.floor(high / unit + 1e-9);
    const accepts = (value: number): boolean =>
      (constraints.exclusiveMinimum === undefined || value > constraints.exclusiveMinimum) &&
      (constraints.exclusiveMaximum === undefined || value < constraints.exclusiveMaximum) &&
      (constraints.minimum === undefined || value >= constraints.minimum) &&
      (constraints.maximum === undefined || value <= constraints.maximum);
    for (let attempt = 0; attempt < 8 && first <= last; attempt++) {
      const value = roundTo(this.int(first, last) * unit, unit);
      if (accepts(value) && (!integer || Number.isInteger(value))) return value;
    }
    for (let k = first; k <= Math.min(last, first + 16); k++) {
      const value = roundTo(k * unit, unit);
      if (accepts(value)) return value;
    }
    return roundTo(first * unit, unit);
  }
}

/** Typical [low, high, decimals] of each number kind. */
const NUMBER_RANGES: Record<NumberKind, [number, number, number]> = {
  number: [1, 1000, 2],
  integer: [1, 1000, 0],
  amount: [5, 2500, 2],
  quantity: [1, 20, 0],
  count: [0, 50, 0],
  position: [1, 10, 0],
  percent: [0, 100, 2],
  rate: [0.5, 2, 4],
  year: [2016, 2025, 0],
  month: [1, 12, 0],
  day: [1, 28, 0],
  hour: [0, 23, 0],
  minute: [0, 59, 0],
  latitude: [-90, 90, 4],
  longitude: [-180, 180, 4],
  version: [1, 20, 0],
  id: [1, 9999, 0],
  duration: [1, 120, 0],
};

/** Rounds to the decimals of `unit`, so `0.1 * 3` prints as `0.3`. */
function roundTo(value: number, unit: number): number {
  const decimals = Math.min(10, Math.max(0, -Math.floor(Math.log10(unit)) + 1));
  return Number(value.toFixed(decimals));
}

function formatKind(format: string | undefined): TextKind | undefined {
  switch (format) {
    case 'date': return 'date';
    case 'date-time': return 'dateTime';
    case 'time': return 'time';
    case 'email': case 'idn-email': return 'email';
    case 'uuid': return 'uuid';
    case 'uri': case 'url': case 'uri-reference': case 'iri': return 'url';
    case 'decimal': case 'number': return 'decimal';
    case 'int32': case 'int64': case 'integer': return 'number';
    case 'ipv4': return 'ipAddress';
    case 'byte': return 'base64';
    case 'password': return 'password';
    default: return undefined;
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function uuidOf(hex: string, variant: number): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant.toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function base64Of(bytes: number[]): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alphabet[(n >> 18) & 63] + alphabet[(n >> 12) & 63];
    out += i + 1 < bytes.length ? alphabet[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? alphabet[n & 63] : '=';
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Builders

/** A fixture builder: `X()` (index 0), `X.many(n)` (indexes 0..n-1), `X.seed(k)`; overrides deep-merge. */
export interface FixtureBuilder<T> {
  (overrides?: DeepPartial<T>): T;
  /** `count` distinct fixtures (indexes 0..count-1), each with the overrides applied. */
  many(count: number, overrides?: DeepPartial<T>): T[];
  /** The fixture of index `index` (`seed(0)` is the default fixture). */
  seed(index: number, overrides?: DeepPartial<T>): T;
}

/** Wraps a generated build function (which returns the value untyped) as a typed builder. */
export function fixtureBuilder<T>(name: string, build: (g: FixtureGen) => unknown): FixtureBuilder<T> {
  const make = (index: number, overrides: unknown): T =>
    deepMerge(build(new FixtureGen(name, { index })) as T, overrides);
  const builder = (overrides?: DeepPartial<T>): T => make(0, overrides);
  builder.many = (count: number, overrides?: DeepPartial<T>): T[] =>
    Array.from({ length: count }, (_, index) => make(index, overrides));
  builder.seed = (index: number, overrides?: DeepPartial<T>): T => make(index, overrides);
  return builder;
}

/** One negative case: `value` fails its validator at `path` (JSON pointer) with `code`. */
export interface InvalidCase {
  value: unknown;
  path: string;
  code: string;
}

/**
 * A mutation of the complete base value: at `at` (JSON pointer), remove the member, set a value, or resize the
 * array there (padding with copies of its first item). `path` and `code` are what the validator reports.
 */
export interface Mutation {
  at: string;
  path: string;
  code: string;
  remove?: true;
  set?: unknown;
  resize?: number;
  /** Make the array there hold its first item twice (a uniqueItems violation). */
  duplicate?: true;
}

function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function applyMutation(base: unknown, mutation: Mutation): unknown {
  const tokens = pointerTokens(mutation.at);
  const replace = (current: unknown): unknown => {
    if (mutation.duplicate) {
      const items = Array.isArray(current) ? current : [];
      return [cloneValue(items[0] ?? null), cloneValue(items[0] ?? null)];
    }
    if (mutation.resize !== undefined) {
      const items = Array.isArray(current) ? current : [];
      return Array.from({ length: mutation.resize }, (_, i) => cloneValue(items[i] ?? items[0] ?? null));
    }
    return cloneValue(mutation.set);
  };
  if (tokens.length === 0) return replace(base);
  const root = cloneValue(base);
  let parent = root as Record<string, unknown>;
  for (const token of tokens.slice(0, -1)) {
    const next = parent[token];
    if (typeof next !== 'object' || next === null) throw new Error(`invalid case: nothing at ${mutation.at}`);
    parent = next as Record<string, unknown>;
  }
  const last = tokens[tokens.length - 1];
  if (mutation.remove) delete parent[last];
  else parent[last] = replace(parent[last]);
  return root;
}

/** The invalid cases of a type: each mutation applied to its own copy of the complete fixture. */
export function invalidCases(name: string, build: (g: FixtureGen) => unknown, mutations: readonly Mutation[]): InvalidCase[] {
  const base = build(new FixtureGen(name, { index: 0, complete: true }));
  return mutations.map((m) => ({ value: applyMutation(base, m), path: m.path, code: m.code }));
}

// ---------------------------------------------------------------------------------------------------------------
// Compact invalid lists: a type's own constraints, plus one delegation per member whose type is another named one

/**
 * One entry of a generated invalid list (pointers relative to the type's value):
 * - `[at, code, value]`: set `value` at `at`; the validator reports `code` there;
 * - `[at, code]`: remove the member at `at` (a missing required member or discriminator tag);
 * - `[at, list]` / `[at, list, 'skipNull']`: every case of the referenced type's list, moved under `at`
 *   (`'skipNull'` leaves out its null-at-the-root case: null is fine there, or the member is optional);
 * - a full {@link Mutation} for the rare rest (resizing an array, a duplicated item reported at another path).
 */
export type InvalidEntry =
  | readonly [at: string, code: string, value?: unknown]
  | readonly [at: string, list: InvalidList, mode?: 'skipNull']
  | Mutation;

/** `fixtures.invalid.X`: callable for X's negative cases; `expand` gives their mutations (for other lists). */
export interface InvalidList {
  (): InvalidCase[];
  /** The expanded mutations at ref depth `depth`, with the lists in `stack` being expanded already. */
  expand(depth: number, stack: ReadonlySet<InvalidList>): Expansion;
  /** The type's own entries, unexpanded. */
  readonly entries: () => readonly InvalidEntry[];
}

/** Mutations of an expansion; `cut` when a recursion guard fired (the result then depends on the stack). */
export interface Expansion {
  mutations: readonly Mutation[];
  cut: boolean;
}

/**
 * How many refs deep delegations are followed; deeper, only the referenced type's root cases (null, wrong
 * type) are kept, since the complete fixture fills optional members in only down to COMPLETE_DEPTH.
 */
const INVALID_REF_DEPTH = 4;

function joinPointer(prefix: string, pointer: string): string {
  return prefix + pointer;
}

function isDelegation(entry: InvalidEntry): entry is readonly [string, InvalidList, 'skipNull'?] {
  return Array.isArray(entry) && typeof entry[1] === 'function';
}

function mutationOf(entry: InvalidEntry): Mutation {
  if (!Array.isArray(entry)) return entry as Mutation;
  const [at, code] = entry as readonly [string, string, unknown?];
  return entry.length === 2 ? { at, path: at, code, remove: true } : { at, path: at, code, set: entry[2] };
}

/** The root cases of a list that stand for a whole type where delegation stops: null and wrong type. */
function rootCases(list: InvalidList): Mutation[] {
  return list
    .entries()
    .filter((e) => !isDelegation(e))
    .map(mutationOf)
    .filter((m) => m.at === '' && m.set !== undefined && (m.code === 'nullable' || m.code === 'type'))
    .slice(0, 2);
}

function duplicateKey(m: Mutation): string {
  return `${m.at}\u0000${m.code}\u0000${JSON.stringify(m.set)}\u0000${m.remove === true}`;
}

/**
 * A type's invalid list from its own entries (a thunk, so entries may name lists defined further down). Each
 * delegation is expanded when the cases are asked for: recursion is cut at a list already being expanded, and
 * expansions that did not depend on the stack are memoised per depth.
 */
export function invalidList(name: string, build: (g: FixtureGen) => unknown, entries: () => readonly InvalidEntry[]): InvalidList {
  const memo = new Map<number, readonly Mutation[]>();
  const expand = (depth: number, stack: ReadonlySet<InvalidList>): Expansion => {
    const known = memo.get(depth);
    if (known !== undefined) return { mutations: known, cut: false };
    const mutations: Mutation[] = [];
    let cut = false;
    for (const entry of entries()) {
      if (!isDelegation(entry)) {
        mutations.push(mutationOf(entry));
        continue;
      }
      const [at, sub, mode] = entry;
      let inner: readonly Mutation[];
      if (stack.has(sub) || depth >= INVALID_REF_DEPTH) {
        cut ||= stack.has(sub);
        inner = rootCases(sub);
      } else {
        const expansion = sub.expand(depth + 1, new Set([...stack, sub]));
        cut ||= expansion.cut;
        inner = expansion.mutations;
      }
      for (const m of inner) {
        if (mode === 'skipNull' && m.at === '' && m.code === 'nullable') continue;
        mutations.push({ ...m, at: joinPointer(at, m.at), path: joinPointer(at, m.path) });
      }
    }
    if (!cut) memo.set(depth, mutations);
    return { mutations, cut };
  };
  let cases: Mutation[] | undefined;
  const list = (): InvalidCase[] => {
    if (cases === undefined) {
      const seen = new Set<string>();
      cases = expand(0, new Set()).mutations.filter((m) => {
        const key = duplicateKey(m);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    return invalidCases(name, build, cases);
  };
  list.expand = expand;
  list.entries = entries;
  return list;
}
