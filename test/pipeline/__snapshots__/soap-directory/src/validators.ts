/**
 * Validators of Directory Service 1.0.0. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */

import type * as T from './types.js';
import {
  MAX_DEPTH,
  collectResult,
  enumError,
  escapePointer,
  expectArray,
  expectBoolean,
  expectInteger,
  expectObject,
  expectString,
  fail,
  formatError,
  isInt32,
  required,
  type CollectingCheck,
  type ValidationReport,
  type ValidationResult,
} from './runtime/validators/validation.js';

/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;

/** The fast pass refusing a container nested too deep: the flag lets unions stop trying variants. */
function refuseTooDeep(): false {
  tooDeep = true;
  return false;
}

/** Fast pass: is `v` a valid ArrayOfString? */
function validArrayOfString(v: unknown, d: number): boolean {
  if (!Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (item !== null && typeof item !== 'string') return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ArrayOfString, at pointer `p`. */
function checkArrayOfString(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectArray(r, p, v, d)) {
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      if (item !== null) expectString(r, p + '/' + i, item);
    }
  }
}

/** Fast pass: is `v` a valid DirectoryFault? */
function validDirectoryFault(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCode = o.code;
  if (vCode === undefined) return false;
  if (!Number.isInteger(vCode)) return false;
  if (!isInt32(vCode as number)) return false;
  const vMessage = o.message;
  if (vMessage !== undefined && typeof vMessage !== 'string') return false;
  for (const key in o) {
    if (!(key === 'code' || key === 'message')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid DirectoryFault, at pointer `p`. */
function checkDirectoryFault(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vCode = v.code;
    if (vCode === undefined) required(r, p + '/code', 'code');
    else if (expectInteger(r, p + '/code', vCode) && !isInt32(vCode))
      formatError(r, p + '/code', 'int32', vCode);
    if (v.message !== undefined) expectString(r, p + '/message', v.message);
    for (const key in v) {
      if (!(key === 'code' || key === 'message'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid ListNames? */
function validListNames(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vMaxCount = o.maxCount;
  if (vMaxCount === undefined) return false;
  if (!Number.isInteger(vMaxCount)) return false;
  if (!isInt32(vMaxCount as number)) return false;
  const vPrefix = o.prefix;
  if (vPrefix !== undefined && typeof vPrefix !== 'string') return false;
  for (const key in o) {
    if (!(key === 'maxCount' || key === 'prefix')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ListNames, at pointer `p`. */
function checkListNames(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vMaxCount = v.maxCount;
    if (vMaxCount === undefined) required(r, p + '/maxCount', 'maxCount');
    else if (expectInteger(r, p + '/maxCount', vMaxCount) && !isInt32(vMaxCount))
      formatError(r, p + '/maxCount', 'int32', vMaxCount);
    if (v.prefix !== undefined) expectString(r, p + '/prefix', v.prefix);
    for (const key in v) {
      if (!(key === 'maxCount' || key === 'prefix'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid ListNamesResponse? */
function validListNamesResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vListNamesResult = o.listNamesResult;
  if (vListNamesResult !== undefined && !validArrayOfString(vListNamesResult, d + 1)) return false;
  for (const key in o) {
    if (!(key === 'listNamesResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ListNamesResponse, at pointer `p`. */
function checkListNamesResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.listNamesResult !== undefined)
      checkArrayOfString(v.listNamesResult, p + '/listNamesResult', d + 1, r);
    for (const key in v) {
      if (!(key === 'listNamesResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid LookupPerson? */
function validLookupPerson(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPersonId = o.personId;
  if (vPersonId === undefined) return false;
  if (!Number.isInteger(vPersonId)) return false;
  if (!isInt32(vPersonId as number)) return false;
  const vRegion = o.region;
  if (vRegion !== undefined && typeof vRegion !== 'string') return false;
  const vIncludeHistory = o.includeHistory;
  if (vIncludeHistory !== undefined && typeof vIncludeHistory !== 'boolean') return false;
  for (const key in o) {
    if (!(key === 'personId' || key === 'region' || key === 'includeHistory')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid LookupPerson, at pointer `p`. */
function checkLookupPerson(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vPersonId = v.personId;
    if (vPersonId === undefined) required(r, p + '/personId', 'personId');
    else if (expectInteger(r, p + '/personId', vPersonId) && !isInt32(vPersonId))
      formatError(r, p + '/personId', 'int32', vPersonId);
    if (v.region !== undefined) expectString(r, p + '/region', v.region);
    if (v.includeHistory !== undefined) expectBoolean(r, p + '/includeHistory', v.includeHistory);
    for (const key in v) {
      if (!(key === 'personId' || key === 'region' || key === 'includeHistory'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid LookupPersonResponse? */
function validLookupPersonResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vLookupPersonResult = o.lookupPersonResult;
  if (vLookupPersonResult !== undefined && !validPerson(vLookupPersonResult, d + 1)) return false;
  for (const key in o) {
    if (!(key === 'lookupPersonResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid LookupPersonResponse, at pointer `p`. */
function checkLookupPersonResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.lookupPersonResult !== undefined)
      checkPerson(v.lookupPersonResult, p + '/lookupPersonResult', d + 1, r);
    for (const key in v) {
      if (!(key === 'lookupPersonResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Person? */
function validPerson(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId === undefined) return false;
  if (!Number.isInteger(vId)) return false;
  if (!isInt32(vId as number)) return false;
  const vFirstName = o.firstName;
  if (vFirstName !== undefined && typeof vFirstName !== 'string') return false;
  const vLastName = o.lastName;
  if (vLastName !== undefined && typeof vLastName !== 'string') return false;
  const vNickname = o.nickname;
  if (vNickname !== undefined && vNickname !== null && typeof vNickname !== 'string') return false;
  const vKind = o.kind;
  if (vKind !== undefined) {
    if (typeof vKind !== 'string') return false;
    if (!(vKind === 'staff' || vKind === 'guest')) return false;
  }
  const vAliases = o.aliases;
  if (vAliases !== undefined && !validArrayOfString(vAliases, d + 1)) return false;
  for (const key in o) {
    if (
      !(
        key === 'id' ||
        key === 'firstName' ||
        key === 'lastName' ||
        key === 'nickname' ||
        key === 'kind' ||
        key === 'aliases'
      )
    )
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Person, at pointer `p`. */
function checkPerson(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vId = v.id;
    if (vId === undefined) required(r, p + '/id', 'id');
    else if (expectInteger(r, p + '/id', vId) && !isInt32(vId))
      formatError(r, p + '/id', 'int32', vId);
    if (v.firstName !== undefined) expectString(r, p + '/firstName', v.firstName);
    if (v.lastName !== undefined) expectString(r, p + '/lastName', v.lastName);
    const vNickname = v.nickname;
    if (vNickname !== undefined && vNickname !== null) expectString(r, p + '/nickname', vNickname);
    const vKind = v.kind;
    if (
      vKind !== undefined &&
      expectString(r, p + '/kind', vKind) &&
      !(vKind === 'staff' || vKind === 'guest')
    )
      enumError(r, p + '/kind', ['staff', 'guest'], vKind);
    if (v.aliases !== undefined) checkArrayOfString(v.aliases, p + '/aliases', d + 1, r);
    for (const key in v) {
      if (
        !(
          key === 'id' ||
          key === 'firstName' ||
          key === 'lastName' ||
          key === 'nickname' ||
          key === 'kind' ||
          key === 'aliases'
        )
      )
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** A fast pass: is the value valid, at this depth? */
type FastCheck = (v: unknown, d: number) => boolean;

/** Fast pass first; the collecting pass only when it fails. */
function resultOf<T>(
  value: unknown,
  valid: FastCheck,
  check: CollectingCheck,
): ValidationResult<T> {
  tooDeep = false;
  if (valid(value, 0)) return { ok: true, value: value as T, dropped: [] };
  return collectResult<T>(value, check);
}

/** The type guard of a shape. */
function guardOf(value: unknown, valid: FastCheck): boolean {
  tooDeep = false;
  return valid(value, 0);
}

/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
  ArrayOfString: (value: unknown): ValidationResult<T.ArrayOfString> =>
    resultOf(value, validArrayOfString, checkArrayOfString),
  DirectoryFault: (value: unknown): ValidationResult<T.DirectoryFault> =>
    resultOf(value, validDirectoryFault, checkDirectoryFault),
  ListNames: (value: unknown): ValidationResult<T.ListNames> =>
    resultOf(value, validListNames, checkListNames),
  ListNamesResponse: (value: unknown): ValidationResult<T.ListNamesResponse> =>
    resultOf(value, validListNamesResponse, checkListNamesResponse),
  LookupPerson: (value: unknown): ValidationResult<T.LookupPerson> =>
    resultOf(value, validLookupPerson, checkLookupPerson),
  LookupPersonResponse: (value: unknown): ValidationResult<T.LookupPersonResponse> =>
    resultOf(value, validLookupPersonResponse, checkLookupPersonResponse),
  Person: (value: unknown): ValidationResult<T.Person> => resultOf(value, validPerson, checkPerson),
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  ArrayOfString: (value: unknown): value is T.ArrayOfString => guardOf(value, validArrayOfString),
  DirectoryFault: (value: unknown): value is T.DirectoryFault =>
    guardOf(value, validDirectoryFault),
  ListNames: (value: unknown): value is T.ListNames => guardOf(value, validListNames),
  ListNamesResponse: (value: unknown): value is T.ListNamesResponse =>
    guardOf(value, validListNamesResponse),
  LookupPerson: (value: unknown): value is T.LookupPerson => guardOf(value, validLookupPerson),
  LookupPersonResponse: (value: unknown): value is T.LookupPersonResponse =>
    guardOf(value, validLookupPersonResponse),
  Person: (value: unknown): value is T.Person => guardOf(value, validPerson),
};

export type {
  ValidationCode,
  ValidationError,
  ValidationResult,
} from './runtime/validators/validation.js';
