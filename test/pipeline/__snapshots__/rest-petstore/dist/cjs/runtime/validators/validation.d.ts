/**
* Runtime pieces the generated validators (`src/validators.ts`) call: result and error types, format checks,
* JSON pointer escaping and the sentences errors carry.
*
* Copied verbatim into every generated package as `src/runtime/validation.ts`: generic (no knowledge of any
* interface), dependency-free, no `eval` / `new Function` (runs under a strict Content-Security-Policy), and
* explicit types on every export so declarations can be emitted file by file.
*
* Conventions the generated code and the fixtures follow:
* - `path` is a JSON pointer into the validated value (`''` = the value itself, `/Line/0/Amount`);
* - a missing required property is reported at the property's own pointer (`/CustomerRef`, code `required`);
* - an unknown discriminator tag, or a missing one, is reported at the tag's pointer (code `discriminator`);
* - containers nested deeper than `MAX_DEPTH` are reported once, at the first too-deep container (`depth`);
* - a report holds at most `ERROR_LIMIT` (100) errors.
*/
/** What kind of constraint a value broke (JSON Schema keyword names, plus `discriminator`, `writeOnly`, `depth`). */
export type ValidationCode = "type" | "required" | "nullable" | "enum" | "const" | "pattern" | "format" | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" | "multipleOf" | "minLength" | "maxLength" | "minItems" | "maxItems" | "uniqueItems" | "additionalProperties" | "minProperties" | "maxProperties" | "oneOf" | "anyOf" | "not" | "discriminator" | "writeOnly" | "depth";
export interface ValidationError {
	/** JSON pointer of the offending value; `''` is the validated value itself. */
	path: string;
	/** A sentence a person understands: "expected a date like 2015-07-24, got '24/07/2015'". */
	message: string;
	code: ValidationCode;
}
/**
* Outcome of `validate.<Type>(value)`. `dropped` lists the pointers of read-only properties found in a request
* (write-shape) value: accepted, never an error, because the service overwrites them.
*/
export type ValidationResult<T> = {
	ok: true;
	value: T;
	dropped: string[];
} | {
	ok: false;
	errors: ValidationError[];
	dropped: string[];
};
/** Where the collecting pass of a validator writes what it finds. */
export interface ValidationReport {
	errors: ValidationError[];
	dropped: string[];
}
/**
* In an allOf, a member that declares a property writable overrules another that marks it read-only: removes
* the `dropped` entries, added since `from`, of those properties of the object at `path`.
*/
export declare function keepWritable(r: ValidationReport, from: number, path: string, names: readonly string[]): void;
/** The collecting pass of one generated validator: records every problem of `value` (at `path`) in `report`. */
export type CollectingCheck = (value: unknown, path: string, depth: number, report: ValidationReport) => void;
/** Containers (objects, arrays) nested deeper than this are refused, so cyclic or hostile input cannot hang. */
export declare const MAX_DEPTH = 64;
/**
* Runs the collecting pass of a validator whose fast boolean pass failed (or saw read-only properties) and
* shapes the result. Duplicate errors (same path, code and message, e.g. two allOf members refusing the same
* type) are reported once.
*/
export declare function collectResult<T>(value: unknown, check: CollectingCheck): ValidationResult<T>;
/**
* Reports hold at most this many errors: a value with thousands of bad items gets the first hundred, and a cyclic
* value is not walked along every branch.
*/
export declare const ERROR_LIMIT = 100;
/** Records one error. */
export declare function fail(report: ValidationReport, path: string, code: ValidationCode, message: string): void;
/** Records a value of the wrong type (`nullable` when it is null: the type does not allow null). */
export declare function typeError(report: ValidationReport, path: string, what: string, value: unknown): void;
/** Records a missing required property (at the property's own pointer). */
export declare function required(report: ValidationReport, path: string, property: string): void;
/** True when `value` is a string; else reports it. */
export declare function expectString(report: ValidationReport, path: string, value: unknown): value is string;
/** True when `value` is a finite number; else reports it. */
export declare function expectNumber(report: ValidationReport, path: string, value: unknown): value is number;
/** True when `value` is an integer; else reports it. */
export declare function expectInteger(report: ValidationReport, path: string, value: unknown): value is number;
/** True when `value` is a boolean; else reports it. */
export declare function expectBoolean(report: ValidationReport, path: string, value: unknown): value is boolean;
/**
* Whether to look inside a container: false (and reported) when it nests deeper than `MAX_DEPTH`, false
* (silently) once the report holds `ERROR_LIMIT` errors.
*/
export declare function descend(report: ValidationReport, path: string, depth: number): boolean;
/** True when `value` is a plain object to look inside (see `descend`); else reports it. */
export declare function expectObject(report: ValidationReport, path: string, value: unknown, depth: number): value is Record<string, unknown>;
/** True when `value` is an array to look inside (see `descend`); else reports it. */
export declare function expectArray(report: ValidationReport, path: string, value: unknown, depth: number): value is unknown[];
/** Records a value outside an enum. */
export declare function enumError(report: ValidationReport, path: string, values: readonly (string | number)[] | ReadonlySet<string | number>, value: unknown): void;
/** Records a string not matching a pattern (`shown` as `/source/flags`). */
export declare function patternError(report: ValidationReport, path: string, shown: string, value: unknown): void;
/** Records a value not of a checked format. */
export declare function formatError(report: ValidationReport, path: string, format: string, value: unknown): void;
/** Checks a string's length in code points against `minLength` / `maxLength` (either may be undefined). */
export declare function reportLength(report: ValidationReport, path: string, text: string, min: number | undefined, max: number | undefined): void;
/** Checks an array's item count against `minItems` / `maxItems` (either may be undefined). */
export declare function reportItemCount(report: ValidationReport, path: string, items: readonly unknown[], min: number | undefined, max: number | undefined): void;
/** True for a plain JSON object (not null, not an array). */
export declare function isObject(value: unknown): value is Record<string, unknown>;
/** Escapes one JSON pointer segment (RFC 6901: `~` -> `~0`, `/` -> `~1`). */
export declare function escapePointer(segment: string): string;
/** Length of a string in Unicode code points, as JSON Schema counts it (an emoji is 1, not 2). */
export declare function codePointLength(text: string): number;
/** How a value is shown in a message: strings quoted and shortened, containers by kind. */
export declare function describeValue(value: unknown): string;
/** "expected <what>, got <value>". */
export declare function expected(what: string, value: unknown): string;
/** Message for a string enum or number enum: "expected one of 'A', 'B', got 'C'". */
export declare function expectedOneOf(values: readonly (string | number)[], value: unknown): string;
/** Message for a required property that is absent. */
export declare function missing(property: string): string;
export declare function formatMessage(format: string, value: unknown): string;
/**
* JSON equality (as JSON Schema's `uniqueItems` compares): same primitives, arrays item by item, objects key
* by key regardless of order.
*/
export declare function jsonEqual(a: unknown, b: unknown): boolean;
/** Index of the first item equal to an earlier one, or -1 when all items are distinct. */
export declare function duplicateIndex(items: readonly unknown[]): number;
/** `YYYY-MM-DD`, a real calendar day (`2015-02-29` is refused). */
export declare function isDate(text: string): boolean;
/**
* RFC 3339 timestamp as the definitions write it: `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or a
* `+HH:MM` / `-HH:MM` offset (upper-case `T` and `Z`, no leap second, no offset without a colon).
*/
export declare function isDateTime(text: string): boolean;
/** A decimal number written as a string (`'10.55'`, `'-3'`): no exponent, no leading `+`, no bare dot. */
export declare function isDecimal(text: string): boolean;
/** An addr-spec with a dotted domain (`name@example.com`), as ajv-formats' full mode checks it. */
export declare function isEmail(text: string): boolean;
/** `8-4-4-4-12` hexadecimal digits, any case (no `urn:uuid:` prefix: that is a URI, not a UUID value). */
export declare function isUuid(text: string): boolean;
/** An absolute URI (a scheme, then only characters RFC 3986 allows, `%XX` escapes included). */
export declare function isUri(text: string): boolean;
/** Standard base64 with padding (OpenAPI `format: byte`). */
export declare function isByte(text: string): boolean;
/** An integer from -2^31 to 2^31-1. */
export declare function isInt32(value: number): boolean;
/** An integer from -2^63 to 2^63-1 (as far as a JavaScript number can tell). */
export declare function isInt64(value: number): boolean;
/** String formats the generated validators check; any other format name is an annotation only. */
export declare const STRING_FORMATS: readonly string[];
/** Number formats the generated validators check (`float`, `double` constrain nothing in JSON). */
export declare const NUMBER_FORMATS: readonly string[];
