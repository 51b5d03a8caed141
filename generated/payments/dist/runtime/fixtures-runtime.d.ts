/**
* Runtime of a generated package's fixtures (`src/fixtures.ts`): a seeded PRNG, a value generator with pools of
* realistic generic vocabulary (people, companies, streets, cities), a generator for the regular-expression
* subset definitions use, deep merge of overrides, and the assembly of invalid cases.
*
* Copied verbatim into every generated package as `src/runtime/fixtures-runtime.ts`: generic (no knowledge of
* any interface), dependency-free, no `Date.now` and no `Math.random` (the same fixture on every run and
* machine), and with explicit types on every export so declarations can be emitted file by file.
*/
/** A function returning the next number in [0, 1). */
export type Random = () => number;
/** mulberry32: tiny, fast, and good enough for test data; the same sequence everywhere for a given seed. */
export declare function mulberry32(seed: number): Random;
/** FNV-1a of the type name mixed with the fixture index: each type and index gets its own stream. */
export declare function fixtureSeed(name: string, index: number): number;
/** Overrides of a fixture: objects may be given in part (merged), arrays and scalars replace the value. */
export type DeepPartial<T> = T extends readonly unknown[] | Uint8Array ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
/** A deep copy of JSON-like data (objects, arrays, scalars, bytes). */
export declare function cloneValue<T>(value: T): T;
/**
* `overrides` laid over `base`: objects merge key by key (recursively), anything else (arrays, scalars, null)
* replaces; keys whose override is `undefined` keep the base value. Neither input is modified.
*/
export declare function deepMerge<T>(base: T, overrides: unknown): T;
/** What a string should look like, chosen by the emitter from property-name words and the format. */
export type TextKind = "text" | "word" | "sentence" | "title" | "code" | "status" | "id" | "token" | "uuid" | "version" | "number" | "personName" | "firstName" | "lastName" | "middleName" | "companyName" | "productName" | "accountName" | "username" | "password" | "fileName" | "email" | "phone" | "url" | "street" | "city" | "region" | "postalCode" | "country" | "countryCode" | "currency" | "date" | "dateTime" | "time" | "decimal" | "amount" | "ipAddress" | "macAddress" | "latitude" | "longitude" | "base64" | "hex" | "language";
/** What a number should look like. */
export type NumberKind = "number" | "integer" | "amount" | "quantity" | "count" | "position" | "percent" | "rate" | "year" | "month" | "day" | "hour" | "minute" | "latitude" | "longitude" | "version" | "id" | "duration";
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
/** `YYYY-MM-DD` of a day counted from 2016-01-01. */
export declare function dateOf(dayNumber: number): string;
/** `YYYY-MM-DDThh:mm:ss<offset>` with the offset written as given (`Z` or `±hh:mm`). */
export declare function dateTimeOf(dayNumber: number, secondOfDay: number, offset: string): string;
/** A string matching `pattern` (the subset above), drawn with `random`; throws on an unsupported pattern. */
export declare function stringMatching(pattern: string, random: Random): string;
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
/** Draws every value of one fixture from one seeded stream, so a (type, index) pair always gives one value. */
export declare class FixtureGen {
	readonly random: Random;
	readonly index: number;
	readonly complete: boolean;
	private depth;
	private scopes;
	constructor(name: string, options: FixtureOptions);
	/** Integer in [min, max]. */
	int(min: number, max: number): number;
	chance(probability: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** Builds a referenced named type one level deeper (the depth budget makes recursive types stop). */
	ref<T>(build: (g: FixtureGen) => T): T;
	/** `{ key: value }` for an optional property in a realistic share of fixtures, else `{}`. */
	optional<
		K extends string,
		V
	>(key: K, build: () => V): { [P in K]?: V };
	private optionalShare;
	/** `null` now and then for a nullable value (never in complete mode). */
	nullable<V>(build: () => V): V | null;
	/**
	* Examples written in the definition come first: a top-level fixture with index k uses the k-th example while
	* there is one; nested values take an example now and then. Complete mode skips object examples (they may
	* leave optional members out).
	*/
	example<V>(examples: readonly unknown[], build: () => V): V;
	/**
	* One of the variants, drawn; beyond the depth budget always `fallback` (a variant the emitter knows does not
	* lead back into a recursive type), so recursive unions stop.
	*/
	oneOf(variants: readonly (() => unknown)[], fallback?: number): unknown;
	/** A discriminated variant: the referenced type built one level deeper, with its tag set to `value`. */
	tagged(build: (g: FixtureGen) => unknown, property: string, value: string): unknown;
	/** allOf: the members' values merged, later members over earlier ones. */
	allOf(members: readonly unknown[]): unknown;
	array<V>(constraints: ArrayConstraints, build: (index: number) => V): V[];
	/** A small string-keyed map (additionalProperties with a schema and no declared properties). */
	map<V>(build: () => V): Record<string, V>;
	boolean(): boolean;
	bytes(): Uint8Array;
	/** Any JSON value (an unconstrained schema). */
	unknown(): unknown;
	/**
	* A string of the given kind that meets the constraints: the realistic value first, then (when a pattern or a
	* length rejects it) a value generated from the pattern, then a fitted one.
	*/
	text(kind: TextKind, constraints?: TextConstraints): string;
	private fitLength;
	private scope;
	private place;
	private person;
	private company;
	private digits;
	private hex;
	private day;
	private realisticText;
	/** A realistic number of the given kind within the bounds (and a multiple of `multipleOf` when given). */
	number(kind: NumberKind, constraints?: NumberConstraints): number;
}
/** A fixture builder: `X()` (index 0), `X.many(n)` (indexes 0..n-1), `X.seed(k)`; overrides deep-merge. */
export interface FixtureBuilder<T> {
	(overrides?: DeepPartial<T>): T;
	/** `count` distinct fixtures (indexes 0..count-1), each with the overrides applied. */
	many(count: number, overrides?: DeepPartial<T>): T[];
	/** The fixture of index `index` (`seed(0)` is the default fixture). */
	seed(index: number, overrides?: DeepPartial<T>): T;
}
/** Wraps a generated build function (which returns the value untyped) as a typed builder. */
export declare function fixtureBuilder<T>(name: string, build: (g: FixtureGen) => unknown): FixtureBuilder<T>;
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
/** The invalid cases of a type: each mutation applied to its own copy of the complete fixture. */
export declare function invalidCases(name: string, build: (g: FixtureGen) => unknown, mutations: readonly Mutation[]): InvalidCase[];
/**
* One entry of a generated invalid list (pointers relative to the type's value):
* - `[at, code, value]`: set `value` at `at`; the validator reports `code` there;
* - `[at, code]`: remove the member at `at` (a missing required member or discriminator tag);
* - `[at, list]` / `[at, list, 'skipNull']`: every case of the referenced type's list, moved under `at`
*   (`'skipNull'` leaves out its null-at-the-root case: null is fine there, or the member is optional);
* - a full {@link Mutation} for the rare rest (resizing an array, a duplicated item reported at another path).
*/
export type InvalidEntry = readonly [at: string, code: string, value?: unknown] | readonly [at: string, list: InvalidList, mode?: "skipNull"] | Mutation;
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
* A type's invalid list from its own entries (a thunk, so entries may name lists defined further down). Each
* delegation is expanded when the cases are asked for: recursion is cut at a list already being expanded, and
* expansions that did not depend on the stack are memoised per depth.
*/
export declare function invalidList(name: string, build: (g: FixtureGen) => unknown, entries: () => readonly InvalidEntry[]): InvalidList;
