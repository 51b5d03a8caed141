/**
 * The generic half of a generated REST server stub: given the tables the generated `server.ts` declares
 * (parameter specs, body and response validators, result wrappers, shared-operation variants, the error body
 * template of `x-svc-error-format`), it makes the functions `createServerCore` takes: `validateRequest`,
 * `validateResponse`, `wrap`, `formatError` and `dispatch` (handlers keyed as the router sees operations).
 */
import type { HttpOperationDescriptor } from '../operations/operation-table.js';
import { ERROR_LIMIT } from '../validators/validation.js';
import { Reply, type OperationHandler, type RequestParts, type RequestValidation, type ResponseValidation, type ServerFault } from './server.js';

/** How a parameter's raw text is checked and converted (from its schema). */
export interface ParameterSpec {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly kind: 'string' | 'integer' | 'number' | 'boolean' | 'other';
  /** The parameter may repeat (an array); otherwise a query parameter given twice is refused. */
  readonly array?: boolean;
  readonly enum?: readonly (string | number)[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** What a generated validator returns, as far as the server reads it. */
interface ValidatorResult {
  readonly ok: boolean;
  readonly errors?: readonly { readonly path: string; readonly message: string }[];
  readonly dropped: readonly string[];
}

export interface ServerTables {
  readonly parameters: { readonly [operation: string]: readonly ParameterSpec[] };
  /** Operation -> name of the validator of its request body (the write shape). */
  readonly requestBodies: { readonly [operation: string]: string };
  /** Operation -> name of the validator of its 2xx body. */
  readonly responseBodies: { readonly [operation: string]: string };
  readonly wrappers: { readonly [operation: string]: { readonly member: string; readonly timestamps: readonly string[] } };
  /** First operation of a group sharing method, path and selector -> every operation of the group. */
  readonly variants: { readonly [operation: string]: readonly string[] };
  /** The JSON template of an error body (`x-svc-error-format`). */
  readonly errorBody: unknown;
  /** Placeholder values per fault kind (`default` for the others). */
  readonly errorValues: { readonly [kind: string]: { readonly [name: string]: string } };
  /** The package's generated validators by name. */
  readonly validate: { readonly [name: string]: (value: unknown) => ValidatorResult };
}

export interface ServerGlue {
  readonly validateRequest: (routed: string, parts: RequestParts) => RequestValidation;
  readonly validateResponse: (operation: string, status: number, body: unknown) => ResponseValidation;
  readonly wrap: (operation: HttpOperationDescriptor, result: unknown) => unknown;
  readonly formatError: (fault: ServerFault) => unknown;
  readonly dispatch: (handlers: { readonly [name: string]: OperationHandler | undefined }) => { readonly [name: string]: OperationHandler | undefined };
}

const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,400}(\.\d{1,400})?([eE][+-]?\d{1,4})?$/;

/** Checks one raw parameter value and converts it to its declared kind; a string is a problem. */
// The texts of a problem, made only for a value that has one (a request's parameters mostly have none).
const where = (spec: ParameterSpec): string => `${spec.in} parameter "${spec.name}"`;
const shown = (raw: string): string => (raw.length > 40 ? `${raw.slice(0, 37)}...` : raw);

export function convertParameter(spec: ParameterSpec, raw: string): { value: unknown } | string {
  let value: unknown = raw;
  if (spec.kind === 'string' && spec.minLength === undefined && spec.maxLength === undefined && spec.enum === undefined) return { value };
  if (spec.kind === 'integer' || spec.kind === 'number') {
    // Decimal notation only, as JSON writes numbers: `Number()` would also take ' 5', '0x10', '1e3' or ''.
    const n = (spec.kind === 'integer' ? INTEGER : NUMBER).test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(n) || (spec.kind === 'integer' && !Number.isSafeInteger(n))) {
      return `${where(spec)}: expected ${spec.kind === 'integer' ? 'an integer' : 'a number'}, got '${shown(raw)}'`;
    }
    if (spec.minimum !== undefined && n < spec.minimum) return `${where(spec)}: must be at least ${spec.minimum}`;
    if (spec.maximum !== undefined && n > spec.maximum) return `${where(spec)}: must be at most ${spec.maximum}`;
    value = n;
  } else if (spec.kind === 'boolean') {
    if (raw !== 'true' && raw !== 'false') return `${where(spec)}: expected true or false, got '${shown(raw)}'`;
    value = raw === 'true';
  } else if (spec.kind === 'string') {
    const length = spec.minLength === undefined && spec.maxLength === undefined ? 0 : codePoints(raw);
    if (spec.minLength !== undefined && length < spec.minLength) return `${where(spec)}: must have at least ${spec.minLength} characters`;
    if (spec.maxLength !== undefined && length > spec.maxLength) return `${where(spec)}: must have at most ${spec.maxLength} characters`;
  }
  if (spec.enum !== undefined && !spec.enum.includes(value as string | number)) return `${where(spec)}: expected one of ${spec.enum.join(', ')}, got '${shown(raw)}'`;
  return { value };
}

/** Removes the members at these JSON pointers (read-only members a client sent: silently ignored). */
export function dropPointers(body: unknown, pointers: readonly string[]): void {
  for (const pointer of [...pointers].sort().reverse()) {
    const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = body;
    for (const segment of segments.slice(0, -1)) {
      node = node !== null && typeof node === 'object' && Object.hasOwn(node, segment) ? (node as { [k: string]: unknown })[segment] : undefined;
    }
    const last = segments[segments.length - 1];
    if (last !== undefined && node !== null && typeof node === 'object' && !Array.isArray(node)) delete (node as { [k: string]: unknown })[last];
  }
}

/** Fills a template's `{name}` placeholders; an array of one item repeats per detail (`{detail}` each). */
function fill(template: unknown, values: { readonly [name: string]: string }, details: readonly string[]): unknown {
  if (typeof template === 'string') return template.replace(/\{([A-Za-z0-9_]+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name] : match));
  if (Array.isArray(template)) {
    if (template.length === 1 && details.length > 1) return details.map((detail) => fill(template[0], { ...values, detail }, [detail]));
    return template.map((item) => fill(item, values, details));
  }
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fill(value, values, details)]));
  }
  return template;
}

/** Characters (code points) of a text, counted without making an array of them. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff) count--;
  }
  return count;
}

/** A request whose parts are valid as they are (converted in place). */
const VALID: RequestValidation = Object.freeze({ ok: true });

let stampMs = Number.NaN;
let stampText = '';
/** The time as ISO 8601, made once per millisecond (replies and error bodies carry it; most share the millisecond). */
function isoNow(): string {
  const now = Date.now();
  if (now !== stampMs) {
    stampMs = now;
    stampText = new Date(now).toISOString();
  }
  return stampText;
}

export function bindServerTables(tables: ServerTables): ServerGlue {
  const runValidator = (name: string, value: unknown): ValidatorResult => tables.validate[name](value);

  /** The variant of a shared operation a body is for: the one whose validator accepts it with the fewest dropped members. */
  function chooseVariant(operation: string, body: unknown): string {
    const candidates = tables.variants[operation];
    if (candidates === undefined) return operation;
    let best = operation;
    let bestDropped = Infinity;
    for (const name of candidates) {
      const validator = tables.requestBodies[name];
      if (validator === undefined) continue;
      const result = runValidator(validator, body);
      if (result.ok && result.dropped.length < bestDropped) {
        best = name;
        bestDropped = result.dropped.length;
      }
    }
    return best;
  }

  function formatError(fault: ServerFault): unknown {
    const details = fault.details ?? [];
    const values = {
      message: fault.message,
      detail: details.length === 1 ? details[0] : fault.message,
      status: String(fault.status),
      time: isoNow(),
      operation: fault.operation ?? '',
      ...(tables.errorValues[fault.kind] ?? tables.errorValues['default'] ?? {}),
    };
    return fill(tables.errorBody, values, details);
  }

  function validateRequest(routed: string, parts: RequestParts): RequestValidation {
    const operation = chooseVariant(routed, parts.body);
    let problems: string[] | undefined;
    let total = 0;
    const problem = (text: string): void => {
      total++;
      if ((problems ??= []).length < ERROR_LIMIT) problems.push(text);
    };
    // Converted in place: the core makes both for this request alone (null-prototype objects), and a refused
    // request's are dropped.
    const params = parts.params as { [name: string]: unknown };
    const query = parts.query as { [name: string]: unknown };
    for (const spec of tables.parameters[operation] ?? []) {
      if (spec.in === 'cookie') continue;
      const source: { readonly [name: string]: unknown } = spec.in === 'path' ? parts.params : spec.in === 'query' ? parts.query : parts.headers;
      const key = spec.in === 'header' ? spec.name.toLowerCase() : spec.name;
      const raw = Object.hasOwn(source, key) ? source[key] : undefined;
      if (raw === undefined) continue;
      if (spec.in === 'header') {
        // Media-type headers carry parameters (charset, quality) that the definition's value leaves out.
        if (spec.enum !== undefined && /^(accept|content-type)$/i.test(spec.name)) continue;
        const result = convertParameter(spec, Array.isArray(raw) ? raw.join(', ') : String(raw));
        if (typeof result === 'string') problem(result);
        continue;
      }
      const target = spec.in === 'path' ? params : query;
      // An object read back from bracketed keys (deepObject, arrays of objects): its members stay text.
      if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
        if (spec.kind === 'other' && !spec.array) target[spec.name] = raw;
        else problem(`${spec.in} parameter "${spec.name}": expected ${spec.array ? 'a list' : 'one value'}, got an object`);
        continue;
      }
      if (Array.isArray(raw)) {
        if (!spec.array) {
          problem(`${spec.in} parameter "${spec.name}": given ${raw.length} times, expected once`);
          continue;
        }
        const values: unknown[] = [];
        for (const item of raw) {
          if (typeof item !== 'string') {
            if (spec.kind === 'other') values.push(item);
            else problem(`${spec.in} parameter "${spec.name}": expected text items, got an object`);
            continue;
          }
          const result = convertParameter(spec, item);
          if (typeof result === 'string') problem(result);
          else values.push(result.value);
        }
        target[spec.name] = values;
      } else {
        const result = convertParameter(spec, String(raw));
        if (typeof result === 'string') problem(result);
        else target[spec.name] = spec.array ? [result.value] : result.value;
      }
    }
    const body = parts.body;
    const validator = tables.requestBodies[operation];
    // Every decoded body is checked, a JSON string (`"x"`) included; only raw bytes are the handler's to read.
    if (validator !== undefined && body !== undefined && !(body instanceof Uint8Array)) {
      const result = runValidator(validator, body);
      if (!result.ok) for (const e of result.errors ?? []) problem(`body${e.path === '' ? '' : e.path}: ${e.message}`);
      else dropPointers(body, result.dropped);
    }
    if (total > 0) return { ok: false, errors: problems ?? [], total };
    // The parts were converted in place; the chosen variant of a shared operation travels with them (the core
    // hands it to the handler's context).
    return operation === routed ? VALID : { ok: true, parts: { ...parts, variant: operation } as RequestParts };
  }

  function validateResponse(operation: string, status: number, body: unknown): ResponseValidation {
    const validator = tables.responseBodies[operation];
    if (validator === undefined || status < 200 || status > 299) return { ok: true };
    if (body === undefined) return { ok: false, errors: ['/: expected a response body, got nothing (the handler returned undefined)'] };
    const result = runValidator(validator, body);
    if (result.ok) return { ok: true };
    return { ok: false, errors: (result.errors ?? []).slice(0, ERROR_LIMIT).map((e) => `${e.path === '' ? '/' : e.path}: ${e.message}`) };
  }

  function wrap(operation: HttpOperationDescriptor, result: unknown): unknown {
    const wrapper = tables.wrappers[operation.name];
    if (wrapper === undefined) return result;
    const body: { [name: string]: unknown } = { [wrapper.member]: result };
    const now = isoNow();
    for (const member of wrapper.timestamps) body[member] = now;
    return body;
  }

  function dispatch(handlers: { readonly [name: string]: OperationHandler | undefined }): { readonly [name: string]: OperationHandler | undefined } {
    const table: { [name: string]: OperationHandler | undefined } = Object.assign(Object.create(null), handlers);
    for (const [first, names] of Object.entries(tables.variants)) {
      if (!names.some((name) => handlers[name] !== undefined)) continue;
      table[first] = (context) => {
        const name = (context as { variant?: string }).variant ?? first;
        const handler = handlers[name];
        if (handler === undefined) {
          const fault: ServerFault = { kind: 'not-implemented', status: 501, message: `Operation ${name} is not implemented`, operation: name };
          throw new Reply(501, formatError(fault));
        }
        return handler(context);
      };
    }
    return table;
  }

  return { validateRequest, validateResponse, wrap, formatError, dispatch };
}
