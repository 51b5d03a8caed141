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
export type ValidationCode =
  | 'type'
  | 'required'
  | 'nullable'
  | 'enum'
  | 'const'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'additionalProperties'
  | 'minProperties'
  | 'maxProperties'
  | 'oneOf'
  | 'anyOf'
  | 'not'
  | 'discriminator'
  | 'writeOnly'
  | 'depth';

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
export type ValidationResult<T> =
  | { ok: true; value: T; dropped: string[] }
  | { ok: false; errors: ValidationError[]; dropped: string[] };

/** Where the collecting pass of a validator writes what it finds. */
export interface ValidationReport {
  errors: ValidationError[];
  dropped: string[];
}

/**
 * In an allOf, a member that declares a property writable overrules another that marks it read-only: removes
 * the `dropped` entries, added since `from`, of those properties of the object at `path`.
 */
export function keepWritable(r: ValidationReport, from: number, path: string, names: readonly string[]): void {
  if (r.dropped.length === from) return;
  const keep = new Set(names.map((name) => `${path}/${escapePointer(name)}`));
  let kept = from;
  for (let i = from; i < r.dropped.length; i++) if (!keep.has(r.dropped[i])) r.dropped[kept++] = r.dropped[i];
  r.dropped.length = kept;
}

/** The collecting pass of one generated validator: records every problem of `value` (at `path`) in `report`. */
export type CollectingCheck = (value: unknown, path: string, depth: number, report: ValidationReport) => void;

/** Containers (objects, arrays) nested deeper than this are refused, so cyclic or hostile input cannot hang. */
export const MAX_DEPTH = 64;

/**
 * Runs the collecting pass of a validator whose fast boolean pass failed (or saw read-only properties) and
 * shapes the result. Duplicate errors (same path, code and message, e.g. two allOf members refusing the same
 * type) are reported once.
 */
export function collectResult<T>(value: unknown, check: CollectingCheck): ValidationResult<T> {
  const report: ValidationReport = { errors: [], dropped: [] };
  check(value, '', 0, report);
  if (report.errors.length === 0) return { ok: true, value: value as T, dropped: report.dropped };
  const seen = new Set<string>();
  const errors = report.errors.filter((e) => {
    const key = `${e.path}\u0000${e.code}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ok: false, errors, dropped: report.dropped };
}

/**
 * Reports hold at most this many errors: a value with thousands of bad items gets the first hundred, and a cyclic
 * value is not walked along every branch.
 */
export const ERROR_LIMIT = 100;

/** Adds an error to a report that is not full yet. */
function record(report: ValidationReport, error: ValidationError): void {
  if (report.errors.length < ERROR_LIMIT) report.errors.push(error);
}

// ---------------------------------------------------------------------------------------------------------
// Reporters the collecting pass calls: one short line per broken constraint in the generated code. They run
// only after the fast pass failed, so they may build messages freely.

/** Records one error. */
export function fail(report: ValidationReport, path: string, code: ValidationCode, message: string): void {
  record(report, { path, code, message });
}

/** Records a value of the wrong type (`nullable` when it is null: the type does not allow null). */
export function typeError(report: ValidationReport, path: string, what: string, value: unknown): void {
  record(report, { path, code: value === null ? 'nullable' : 'type', message: expected(what, value) });
}

/** Records a missing required property (at the property's own pointer). */
export function required(report: ValidationReport, path: string, property: string): void {
  record(report, { path, code: 'required', message: missing(property) });
}

/** True when `value` is a string; else reports it. */
export function expectString(report: ValidationReport, path: string, value: unknown): value is string {
  if (typeof value === 'string') return true;
  typeError(report, path, 'a string', value);
  return false;
}

/** True when `value` is a finite number; else reports it. */
export function expectNumber(report: ValidationReport, path: string, value: unknown): value is number {
  if (typeof value === 'number' && Number.isFinite(value)) return true;
  typeError(report, path, 'a number', value);
  return false;
}

/** True when `value` is an integer; else reports it. */
export function expectInteger(report: ValidationReport, path: string, value: unknown): value is number {
  if (Number.isInteger(value)) return true;
  typeError(report, path, 'an integer', value);
  return false;
}

/** True when `value` is a boolean; else reports it. */
export function expectBoolean(report: ValidationReport, path: string, value: unknown): value is boolean {
  if (typeof value === 'boolean') return true;
  typeError(report, path, 'true or false', value);
  return false;
}

/**
 * Whether to look inside a container: false (and reported) when it nests deeper than `MAX_DEPTH`, false
 * (silently) once the report holds `ERROR_LIMIT` errors.
 */
export function descend(report: ValidationReport, path: string, depth: number): boolean {
  if (depth >= MAX_DEPTH) {
    record(report, { path, code: 'depth', message: `nested deeper than the limit of ${MAX_DEPTH} levels` });
    return false;
  }
  return report.errors.length < ERROR_LIMIT;
}

/** True when `value` is a plain object to look inside (see `descend`); else reports it. */
export function expectObject(
  report: ValidationReport,
  path: string,
  value: unknown,
  depth: number,
): value is Record<string, unknown> {
  if (isObject(value)) return descend(report, path, depth);
  typeError(report, path, 'an object', value);
  return false;
}

/** True when `value` is an array to look inside (see `descend`); else reports it. */
export function expectArray(report: ValidationReport, path: string, value: unknown, depth: number): value is unknown[] {
  if (Array.isArray(value)) return descend(report, path, depth);
  typeError(report, path, 'an array', value);
  return false;
}

/** Records a value outside an enum. */
export function enumError(
  report: ValidationReport,
  path: string,
  values: readonly (string | number)[] | ReadonlySet<string | number>,
  value: unknown,
): void {
  record(report, { path, code: 'enum', message: expectedOneOf([...values], value) });
}

/** Records a string not matching a pattern (`shown` as `/source/flags`). */
export function patternError(report: ValidationReport, path: string, shown: string, value: unknown): void {
  record(report, { path, code: 'pattern', message: expected(`text matching ${shown}`, value) });
}

/** Records a value not of a checked format. */
export function formatError(report: ValidationReport, path: string, format: string, value: unknown): void {
  record(report, { path, code: 'format', message: formatMessage(format, value) });
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Checks a string's length in code points against `minLength` / `maxLength` (either may be undefined). */
export function reportLength(
  report: ValidationReport,
  path: string,
  text: string,
  min: number | undefined,
  max: number | undefined,
): void {
  const length = codePointLength(text);
  if (min !== undefined && length < min) {
    record(report, { path, code: 'minLength', message: expected(`at least ${count(min, 'character')}`, text) });
  }
  if (max !== undefined && length > max) {
    record(report, { path, code: 'maxLength', message: expected(`at most ${count(max, 'character')}`, text) });
  }
}

/** Checks an array's item count against `minItems` / `maxItems` (either may be undefined). */
export function reportItemCount(
  report: ValidationReport,
  path: string,
  items: readonly unknown[],
  min: number | undefined,
  max: number | undefined,
): void {
  if (min !== undefined && items.length < min) {
    record(report, { path, code: 'minItems', message: expected(`at least ${count(min, 'item')}`, items) });
  }
  if (max !== undefined && items.length > max) {
    record(report, { path, code: 'maxItems', message: expected(`at most ${count(max, 'item')}`, items) });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Values and messages

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes one JSON pointer segment (RFC 6901: `~` -> `~0`, `/` -> `~1`). */
export function escapePointer(segment: string): string {
  return segment.indexOf('~') === -1 && segment.indexOf('/') === -1
    ? segment
    : segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Length of a string in Unicode code points, as JSON Schema counts it (an emoji is 1, not 2). */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** How a value is shown in a message: strings quoted and shortened, containers by kind. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return `'${shown.replace(/\n/g, '\\n')}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** "expected <what>, got <value>". */
export function expected(what: string, value: unknown): string {
  return `expected ${what}, got ${describeValue(value)}`;
}

/** Message for a string enum or number enum: "expected one of 'A', 'B', got 'C'". */
export function expectedOneOf(values: readonly (string | number)[], value: unknown): string {
  const shown = values.length > 12 ? [...values.slice(0, 12).map(showLiteral), '...'] : values.map(showLiteral);
  return expected(values.length === 1 ? showLiteral(values[0]) : `one of ${shown.join(', ')}`, value);
}

function showLiteral(value: string | number | boolean | null): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** Message for a required property that is absent. */
export function missing(property: string): string {
  return `missing required property '${property}'`;
}

/** How each known format is named in messages. */
const FORMAT_NAMES: { readonly [format: string]: string } = {
  date: 'a date like 2015-07-24',
  'date-time': 'a timestamp like 2015-07-24T10:33:39-07:00 (with Z or an offset)',
  decimal: "a decimal number as a string, like '10.55'",
  email: 'an e-mail address like name@example.com',
  uuid: 'a UUID like 123e4567-e89b-12d3-a456-426614174000',
  uri: 'an absolute URI like https://example.com/x',
  byte: 'base64-encoded bytes',
  int32: 'a 32-bit integer (-2147483648 to 2147483647)',
  int64: 'a 64-bit integer',
};

export function formatMessage(format: string, value: unknown): string {
  return expected(FORMAT_NAMES[format] ?? `a value of format ${format}`, value);
}

/**
 * JSON equality (as JSON Schema's `uniqueItems` compares): same primitives, arrays item by item, objects key
 * by key regardless of order.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Index of the first item equal to an earlier one, or -1 when all items are distinct. */
export function duplicateIndex(items: readonly unknown[]): number {
  for (let i = 1; i < items.length; i++) {
    for (let j = 0; j < i; j++) if (jsonEqual(items[i], items[j])) return i;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------------------
// Formats. Each takes a string (or a number for the integer formats) and answers whether it conforms.

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]);
}

// Formats are read char code by char code (no regular expression, no match array): validators run them on
// every timestamp of every value, so they must not allocate.

/** The number written by the two ASCII digits at `at`, or -1 when one of them is not a digit. */
function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** `YYYY-MM-DD` at the start of `text`, a real calendar day. */
function dateAt(text: string): boolean {
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const century = twoDigits(text, 0);
  const year = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  return century >= 0 && year >= 0 && month >= 0 && day >= 0 && validCalendarDate(century * 100 + year, month, day);
}

/** `YYYY-MM-DD`, a real calendar day (`2015-02-29` is refused). */
export function isDate(text: string): boolean {
  return text.length === 10 && dateAt(text);
}

/**
 * RFC 3339 timestamp as the definitions write it: `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or a
 * `+HH:MM` / `-HH:MM` offset (upper-case `T` and `Z`, no leap second, no offset without a colon).
 */
export function isDateTime(text: string): boolean {
  const length = text.length;
  if (length < 20 || !dateAt(text) || text.charCodeAt(10) !== 84 /* T */) return false;
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false;
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  let i = 19;
  if (text.charCodeAt(i) === 46 /* . */) {
    i++;
    const first = i;
    while (i < length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    if (i === first) return false;
  }
  const zone = text.charCodeAt(i);
  if (zone === 90 /* Z */) return i + 1 === length;
  if (zone !== 43 && zone !== 45) return false;
  if (i + 6 !== length || text.charCodeAt(i + 3) !== 58) return false;
  const offsetHour = twoDigits(text, i + 1);
  const offsetMinute = twoDigits(text, i + 4);
  return offsetHour >= 0 && offsetHour <= 23 && offsetMinute >= 0 && offsetMinute <= 59;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A decimal number written as a string (`'10.55'`, `'-3'`): no exponent, no leading `+`, no bare dot. */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** An addr-spec with a dotted domain (`name@example.com`), as ajv-formats' full mode checks it. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `8-4-4-4-12` hexadecimal digits, any case (no `urn:uuid:` prefix: that is a URI, not a UUID value). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

// Scheme, then characters a URI may carry (RFC 3986 reserved/unreserved or a %XX escape); no spaces or controls.
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** An absolute URI (a scheme, then only characters RFC 3986 allows, `%XX` escapes included). */
export function isUri(text: string): boolean {
  return URI.test(text);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 with padding (OpenAPI `format: byte`). */
export function isByte(text: string): boolean {
  return BASE64.test(text);
}

/** An integer from -2^31 to 2^31-1. */
export function isInt32(value: number): boolean {
  return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;
}

/** An integer from -2^63 to 2^63-1 (as far as a JavaScript number can tell). */
export function isInt64(value: number): boolean {
  return Number.isInteger(value) && value >= -9223372036854775808 && value <= 9223372036854775807;
}

/** String formats the generated validators check; any other format name is an annotation only. */
export const STRING_FORMATS: readonly string[] = ['date', 'date-time', 'decimal', 'email', 'uuid', 'uri', 'byte'];
/** Number formats the generated validators check (`float`, `double` constrain nothing in JSON). */
export const NUMBER_FORMATS: readonly string[] = ['int32', 'int64'];
