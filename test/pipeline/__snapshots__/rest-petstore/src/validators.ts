/**
 * Validators of Pet Store 1.2. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */

import type * as T from './types.js';
import {
  MAX_DEPTH,
  codePointLength,
  collectResult,
  duplicateIndex,
  enumError,
  escapePointer,
  expectArray,
  expectBoolean,
  expectInteger,
  expectNumber,
  expectObject,
  expectString,
  expected,
  expectedOneOf,
  fail,
  formatError,
  isDateTime,
  isDecimal,
  isInt32,
  isInt64,
  isUri,
  patternError,
  reportItemCount,
  reportLength,
  required,
  typeError,
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

/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;

/** Matches `/^[0-9]{5}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesAddressPostcode(s: string): boolean {
  if (s.length !== 5) return false;
  let c = 0;
  c = s.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(1);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(2);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(3);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(4);
  if (c < 48 || c > 57) return false;
  return true;
}

/** Matches `/^-?[0-9]+(\.[0-9]{1,2})?$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesMoney(s: string): boolean {
  let state = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 0:
        if (c === 45) state = 1;
        else if (c >= 48 && c <= 57) state = 2;
        else return false;
        break;
      case 1:
        if (c >= 48 && c <= 57) state = 2;
        else return false;
        break;
      case 2:
        if (c === 46) state = 3;
        else if (c >= 48 && c <= 57) state = 2;
        else return false;
        break;
      case 3:
        if (c >= 48 && c <= 57) state = 4;
        else return false;
        break;
      case 4:
        if (c >= 48 && c <= 57) state = 5;
        else return false;
        break;
      case 5:
        return false;
    }
  }
  return state === 2 || state === 4 || state === 5;
}

const PAGE_KEYS: ReadonlySet<string> = new Set([
  'items',
  'next',
  'total',
  'score',
  'metadata',
  'settings',
  'extra',
  'closed',
]);

const PET_BASE_KEYS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'tag',
  'status',
  'createdAt',
  'owner',
  'photoUrls',
  'price',
  'legacyCode',
  'x-trace',
]);

/** Fast pass: is `v` a valid Address? */
function validAddress(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vStreet = o.street;
  if (vStreet === undefined) return false;
  if (typeof vStreet !== 'string') return false;
  const vCity = o.city;
  if (vCity === undefined) return false;
  if (typeof vCity !== 'string') return false;
  const vPostcode = o.postcode;
  if (vPostcode !== undefined) {
    if (typeof vPostcode !== 'string') return false;
    if (!matchesAddressPostcode(vPostcode)) return false;
  }
  for (const key in o) {
    if (!(key === 'street' || key === 'city' || key === 'postcode')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Address, at pointer `p`. */
function checkAddress(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vStreet = v.street;
    if (vStreet === undefined) required(r, p + '/street', 'street');
    else expectString(r, p + '/street', vStreet);
    const vCity = v.city;
    if (vCity === undefined) required(r, p + '/city', 'city');
    else expectString(r, p + '/city', vCity);
    const vPostcode = v.postcode;
    if (
      vPostcode !== undefined &&
      expectString(r, p + '/postcode', vPostcode) &&
      !matchesAddressPostcode(vPostcode)
    )
      patternError(r, p + '/postcode', '/^[0-9]{5}$/u', vPostcode);
    for (const key in v) {
      if (!(key === 'street' || key === 'city' || key === 'postcode'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Animal? */
function validAnimal(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const tag = (v as Record<string, unknown>).petType;
  switch (tag) {
    case 'cat':
      if (!validCat(v, d)) return false;
      break;
    case 'dog':
      if (!validDog(v, d)) return false;
      break;
    case 'bird':
      if (!validBird(v, d)) return false;
      break;
    default:
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Animal, at pointer `p`. */
function checkAnimal(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) typeError(r, p, 'an object', v);
  else {
    const tag = (v as Record<string, unknown>).petType;
    switch (tag) {
      case 'cat':
        checkCat(v, p, d, r);
        break;
      case 'dog':
        checkDog(v, p, d, r);
        break;
      case 'bird':
        checkBird(v, p, d, r);
        break;
      default:
        fail(r, p + '/petType', 'discriminator', expectedOneOf(['cat', 'dog', 'bird'], tag));
    }
  }
}

/** Fast pass: is `v` a valid AnimalWrite (request shape)? */
function validAnimalWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const tag = (v as Record<string, unknown>).petType;
  switch (tag) {
    case 'cat':
      if (!validCatWrite(v, d)) return false;
      break;
    case 'dog':
      if (!validDogWrite(v, d)) return false;
      break;
    case 'bird':
      if (!validBirdWrite(v, d)) return false;
      break;
    default:
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid AnimalWrite (request shape), at pointer `p`. */
function checkAnimalWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) typeError(r, p, 'an object', v);
  else {
    const tag = (v as Record<string, unknown>).petType;
    switch (tag) {
      case 'cat':
        checkCatWrite(v, p, d, r);
        break;
      case 'dog':
        checkDogWrite(v, p, d, r);
        break;
      case 'bird':
        checkBirdWrite(v, p, d, r);
        break;
      default:
        fail(r, p + '/petType', 'discriminator', expectedOneOf(['cat', 'dog', 'bird'], tag));
    }
  }
}

/** Fast pass: is `v` a valid AnyValue? */
function validAnyValue(v: unknown, d: number): boolean {
  return true;
}

/** Collecting pass: every problem of `v` as a valid AnyValue, at pointer `p`. */
function checkAnyValue(v: unknown, p: string, d: number, r: ValidationReport): void {}

/** Fast pass: is `v` a valid Bird? */
function validBird(v: unknown, d: number): boolean {
  if (!validPetBase(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (vPetType !== 'bird') return false;
  const vWingspan = o.wingspan;
  if (vWingspan !== undefined) {
    if (!Number.isFinite(vWingspan)) return false;
    if ((vWingspan as number) < 0) return false;
  }
  for (const key in o) {
    if (!(key === 'petType' || key === 'wingspan')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Bird, at pointer `p`. */
function checkBird(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBase(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else if (vPetType !== 'bird') fail(r, p + '/petType', 'const', expected("'bird'", vPetType));
    const vWingspan = v.wingspan;
    if (vWingspan !== undefined && expectNumber(r, p + '/wingspan', vWingspan) && vWingspan < 0)
      fail(r, p + '/wingspan', 'minimum', expected('at least 0', vWingspan));
    for (const key in v) {
      if (!(key === 'petType' || key === 'wingspan'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid BirdWrite (request shape)? */
function validBirdWrite(v: unknown, d: number): boolean {
  if (!validPetBaseWrite(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (vPetType !== 'bird') return false;
  const vWingspan = o.wingspan;
  if (vWingspan !== undefined) {
    if (!Number.isFinite(vWingspan)) return false;
    if ((vWingspan as number) < 0) return false;
  }
  for (const key in o) {
    if (!(key === 'petType' || key === 'wingspan')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid BirdWrite (request shape), at pointer `p`. */
function checkBirdWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBaseWrite(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else if (vPetType !== 'bird') fail(r, p + '/petType', 'const', expected("'bird'", vPetType));
    const vWingspan = v.wingspan;
    if (vWingspan !== undefined && expectNumber(r, p + '/wingspan', vWingspan) && vWingspan < 0)
      fail(r, p + '/wingspan', 'minimum', expected('at least 0', vWingspan));
    for (const key in v) {
      if (!(key === 'petType' || key === 'wingspan'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Cat? */
function validCat(v: unknown, d: number): boolean {
  if (!validPetBase(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (typeof vPetType !== 'string') return false;
  if (!(vPetType === 'cat')) return false;
  const vIndoor = o.indoor;
  if (vIndoor !== undefined && typeof vIndoor !== 'boolean') return false;
  for (const key in o) {
    if (!(key === 'petType' || key === 'indoor')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Cat, at pointer `p`. */
function checkCat(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBase(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else if (expectString(r, p + '/petType', vPetType) && !(vPetType === 'cat'))
      enumError(r, p + '/petType', ['cat'], vPetType);
    if (v.indoor !== undefined) expectBoolean(r, p + '/indoor', v.indoor);
    for (const key in v) {
      if (!(key === 'petType' || key === 'indoor'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid CatWrite (request shape)? */
function validCatWrite(v: unknown, d: number): boolean {
  if (!validPetBaseWrite(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (typeof vPetType !== 'string') return false;
  if (!(vPetType === 'cat')) return false;
  const vIndoor = o.indoor;
  if (vIndoor !== undefined && typeof vIndoor !== 'boolean') return false;
  for (const key in o) {
    if (!(key === 'petType' || key === 'indoor')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid CatWrite (request shape), at pointer `p`. */
function checkCatWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBaseWrite(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else if (expectString(r, p + '/petType', vPetType) && !(vPetType === 'cat'))
      enumError(r, p + '/petType', ['cat'], vPetType);
    if (v.indoor !== undefined) expectBoolean(r, p + '/indoor', v.indoor);
    for (const key in v) {
      if (!(key === 'petType' || key === 'indoor'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Category? */
function validCategory(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vName = o.name;
  if (vName === undefined) return false;
  if (typeof vName !== 'string') return false;
  const vParent = o.parent;
  if (vParent !== undefined && !validCategory(vParent, d + 1)) return false;
  const vChildren = o.children;
  if (vChildren === undefined) return false;
  if (!Array.isArray(vChildren)) return false;
  if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
  for (let i = 0; i < vChildren.length; i++) {
    const item: unknown = vChildren[i];
    if (!validCategory(item, d + 2)) return false;
  }
  for (const key in o) {
    if (!(key === 'name' || key === 'parent' || key === 'children')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Category, at pointer `p`. */
function checkCategory(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vName = v.name;
    if (vName === undefined) required(r, p + '/name', 'name');
    else expectString(r, p + '/name', vName);
    if (v.parent !== undefined) checkCategory(v.parent, p + '/parent', d + 1, r);
    const vChildren = v.children;
    if (vChildren === undefined) required(r, p + '/children', 'children');
    else {
      if (expectArray(r, p + '/children', vChildren, d + 1)) {
        for (let i = 0; i < vChildren.length; i++) {
          const item: unknown = vChildren[i];
          checkCategory(item, p + '/children' + '/' + i, d + 2, r);
        }
      }
    }
    for (const key in v) {
      if (!(key === 'name' || key === 'parent' || key === 'children'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Closed? */
function validClosed(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vA = o.a;
  if (vA === undefined) return false;
  if (typeof vA !== 'string') return false;
  for (const key in o) {
    if (!(key === 'a')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Closed, at pointer `p`. */
function checkClosed(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vA = v.a;
    if (vA === undefined) required(r, p + '/a', 'a');
    else expectString(r, p + '/a', vA);
    for (const key in v) {
      if (!(key === 'a'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Dog? */
function validDog(v: unknown, d: number): boolean {
  if (!validPetBase(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (typeof vPetType !== 'string') return false;
  const vBarkVolume = o.barkVolume;
  if (vBarkVolume !== undefined) {
    if (!Number.isInteger(vBarkVolume)) return false;
    if ((vBarkVolume as number) < 0) return false;
    if ((vBarkVolume as number) > 10) return false;
    if (!isInt32(vBarkVolume as number)) return false;
  }
  for (const key in o) {
    if (!(key === 'petType' || key === 'barkVolume')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Dog, at pointer `p`. */
function checkDog(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBase(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else expectString(r, p + '/petType', vPetType);
    const vBarkVolume = v.barkVolume;
    if (vBarkVolume !== undefined) {
      if (expectInteger(r, p + '/barkVolume', vBarkVolume)) {
        if (vBarkVolume < 0)
          fail(r, p + '/barkVolume', 'minimum', expected('at least 0', vBarkVolume));
        if (vBarkVolume > 10)
          fail(r, p + '/barkVolume', 'maximum', expected('at most 10', vBarkVolume));
        if (!isInt32(vBarkVolume)) formatError(r, p + '/barkVolume', 'int32', vBarkVolume);
      }
    }
    for (const key in v) {
      if (!(key === 'petType' || key === 'barkVolume'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid DogWrite (request shape)? */
function validDogWrite(v: unknown, d: number): boolean {
  if (!validPetBaseWrite(v, d)) return false;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vPetType = o.petType;
  if (vPetType === undefined) return false;
  if (typeof vPetType !== 'string') return false;
  const vBarkVolume = o.barkVolume;
  if (vBarkVolume !== undefined) {
    if (!Number.isInteger(vBarkVolume)) return false;
    if ((vBarkVolume as number) < 0) return false;
    if ((vBarkVolume as number) > 10) return false;
    if (!isInt32(vBarkVolume as number)) return false;
  }
  for (const key in o) {
    if (!(key === 'petType' || key === 'barkVolume')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid DogWrite (request shape), at pointer `p`. */
function checkDogWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  checkPetBaseWrite(v, p, d, r);
  if (expectObject(r, p, v, d)) {
    const vPetType = v.petType;
    if (vPetType === undefined) required(r, p + '/petType', 'petType');
    else expectString(r, p + '/petType', vPetType);
    const vBarkVolume = v.barkVolume;
    if (vBarkVolume !== undefined) {
      if (expectInteger(r, p + '/barkVolume', vBarkVolume)) {
        if (vBarkVolume < 0)
          fail(r, p + '/barkVolume', 'minimum', expected('at least 0', vBarkVolume));
        if (vBarkVolume > 10)
          fail(r, p + '/barkVolume', 'maximum', expected('at most 10', vBarkVolume));
        if (!isInt32(vBarkVolume)) formatError(r, p + '/barkVolume', 'int32', vBarkVolume);
      }
    }
    for (const key in v) {
      if (!(key === 'petType' || key === 'barkVolume'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Error? */
function validError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCode = o.code;
  if (vCode === undefined) return false;
  if (!Number.isInteger(vCode)) return false;
  if (!isInt32(vCode as number)) return false;
  const vMessage = o.message;
  if (vMessage === undefined) return false;
  if (typeof vMessage !== 'string') return false;
  for (const key in o) {
    if (!(key === 'code' || key === 'message' || key === 'details')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Error, at pointer `p`. */
function checkError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vCode = v.code;
    if (vCode === undefined) required(r, p + '/code', 'code');
    else if (expectInteger(r, p + '/code', vCode) && !isInt32(vCode))
      formatError(r, p + '/code', 'int32', vCode);
    const vMessage = v.message;
    if (vMessage === undefined) required(r, p + '/message', 'message');
    else expectString(r, p + '/message', vMessage);
    for (const key in v) {
      if (!(key === 'code' || key === 'message' || key === 'details'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Labels? */
function validLabels(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  for (const key in o) {
    const other = o[key];
    if (typeof other !== 'string') return false;
    if (other.length > 40 && codePointLength(other) > 40) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Labels, at pointer `p`. */
function checkLabels(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    for (const key in v) {
      const other = v[key];
      if (expectString(r, p + '/' + escapePointer(key), other))
        reportLength(r, p + '/' + escapePointer(key), other, undefined, 40);
    }
  }
}

/** Fast pass: is `v` a valid Metadata? */
function validMetadata(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vVersion = o.version;
  if (vVersion === undefined) return false;
  if (!Number.isInteger(vVersion)) return false;
  for (const key in o) {
    if (key === 'version') continue;
    const other = o[key];
    if (typeof other !== 'string') return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Metadata, at pointer `p`. */
function checkMetadata(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vVersion = v.version;
    if (vVersion === undefined) required(r, p + '/version', 'version');
    else expectInteger(r, p + '/version', vVersion);
    for (const key in v) {
      if (key === 'version') continue;
      const other = v[key];
      expectString(r, p + '/' + escapePointer(key), other);
    }
  }
}

/** Fast pass: is `v` a valid Money? */
function validMoney(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!matchesMoney(v)) return false;
  if (!isDecimal(v)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Money, at pointer `p`. */
function checkMoney(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v)) {
    if (!matchesMoney(v)) patternError(r, p, '/^-?[0-9]+(\\.[0-9]{1,2})?$/u', v);
    if (!isDecimal(v)) formatError(r, p, 'decimal', v);
  }
}

/** Fast pass: is `v` a valid Open? */
function validOpen(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vKind = o.kind;
  if (vKind === undefined) return false;
  if (typeof vKind !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Open, at pointer `p`. */
function checkOpen(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vKind = v.kind;
    if (vKind === undefined) required(r, p + '/kind', 'kind');
    else expectString(r, p + '/kind', vKind);
  }
}

/** Fast pass: is `v` a valid Owner? */
function validOwner(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId === undefined) return false;
  if (!Number.isInteger(vId)) return false;
  if (!isInt64(vId as number)) return false;
  const vName = o.name;
  if (vName === undefined) return false;
  if (typeof vName !== 'string') return false;
  if (vName.length < 2 && codePointLength(vName) < 1) return false;
  const vAddress = o.address;
  if (vAddress === undefined) return false;
  if (vAddress !== null && !validAddress(vAddress, d + 1)) return false;
  if (o.password !== undefined) return false;
  for (const key in o) {
    if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Owner, at pointer `p`. */
function checkOwner(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vId = v.id;
    if (vId === undefined) required(r, p + '/id', 'id');
    else if (expectInteger(r, p + '/id', vId) && !isInt64(vId))
      formatError(r, p + '/id', 'int64', vId);
    const vName = v.name;
    if (vName === undefined) required(r, p + '/name', 'name');
    else if (expectString(r, p + '/name', vName)) reportLength(r, p + '/name', vName, 1, undefined);
    const vAddress = v.address;
    if (vAddress === undefined) required(r, p + '/address', 'address');
    else if (vAddress !== null) checkAddress(vAddress, p + '/address', d + 1, r);
    if (v.password !== undefined)
      fail(
        r,
        p + '/password',
        'writeOnly',
        "'password' is write-only: a response never carries it",
      );
    for (const key in v) {
      if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid OwnerWrite (request shape)? */
function validOwnerWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  if (o.id !== undefined) droppedSeen = true;
  const vName = o.name;
  if (vName === undefined) return false;
  if (typeof vName !== 'string') return false;
  if (vName.length < 2 && codePointLength(vName) < 1) return false;
  const vAddress = o.address;
  if (vAddress === undefined) return false;
  if (vAddress !== null && !validAddress(vAddress, d + 1)) return false;
  const vPassword = o.password;
  if (vPassword === undefined) return false;
  if (typeof vPassword !== 'string') return false;
  for (const key in o) {
    if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid OwnerWrite (request shape), at pointer `p`. */
function checkOwnerWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) r.dropped.push(p + '/id');
    const vName = v.name;
    if (vName === undefined) required(r, p + '/name', 'name');
    else if (expectString(r, p + '/name', vName)) reportLength(r, p + '/name', vName, 1, undefined);
    const vAddress = v.address;
    if (vAddress === undefined) required(r, p + '/address', 'address');
    else if (vAddress !== null) checkAddress(vAddress, p + '/address', d + 1, r);
    const vPassword = v.password;
    if (vPassword === undefined) required(r, p + '/password', 'password');
    else expectString(r, p + '/password', vPassword);
    for (const key in v) {
      if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid Page? */
function validPage(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vItems = o.items;
  if (vItems === undefined) return false;
  if (!validPetList(vItems, d + 1)) return false;
  const vNext = o.next;
  if (vNext === undefined) return false;
  if (vNext !== null && typeof vNext !== 'string') return false;
  const vTotal = o.total;
  if (vTotal !== undefined && !validQuantity(vTotal, d + 1)) return false;
  const vScore = o.score;
  if (vScore !== undefined && !validScore(vScore, d + 1)) return false;
  const vMetadata = o.metadata;
  if (vMetadata !== undefined && !validMetadata(vMetadata, d + 1)) return false;
  const vSettings = o.settings;
  if (vSettings !== undefined && !validOpen(vSettings, d + 1)) return false;
  const vExtra = o.extra;
  if (vExtra !== undefined && !validAnyValue(vExtra, d + 1)) return false;
  const vClosed = o.closed;
  if (vClosed !== undefined && !validClosed(vClosed, d + 1)) return false;
  for (const key in o) {
    if (!PAGE_KEYS.has(key)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Page, at pointer `p`. */
function checkPage(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vItems = v.items;
    if (vItems === undefined) required(r, p + '/items', 'items');
    else checkPetList(vItems, p + '/items', d + 1, r);
    const vNext = v.next;
    if (vNext === undefined) required(r, p + '/next', 'next');
    else if (vNext !== null) expectString(r, p + '/next', vNext);
    if (v.total !== undefined) checkQuantity(v.total, p + '/total', d + 1, r);
    if (v.score !== undefined) checkScore(v.score, p + '/score', d + 1, r);
    if (v.metadata !== undefined) checkMetadata(v.metadata, p + '/metadata', d + 1, r);
    if (v.settings !== undefined) checkOpen(v.settings, p + '/settings', d + 1, r);
    if (v.extra !== undefined) checkAnyValue(v.extra, p + '/extra', d + 1, r);
    if (v.closed !== undefined) checkClosed(v.closed, p + '/closed', d + 1, r);
    for (const key in v) {
      if (!PAGE_KEYS.has(key))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid PetBase? */
function validPetBase(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId === undefined) return false;
  if (!Number.isInteger(vId)) return false;
  if (!isInt64(vId as number)) return false;
  const vName = o.name;
  if (vName === undefined) return false;
  if (typeof vName !== 'string') return false;
  if (vName.length < 2 && codePointLength(vName) < 1) return false;
  if (vName.length > 64 && codePointLength(vName) > 64) return false;
  const vTag = o.tag;
  if (vTag !== undefined && vTag !== null && typeof vTag !== 'string') return false;
  const vStatus = o.status;
  if (vStatus !== undefined) {
    if (typeof vStatus !== 'string') return false;
    if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold')) return false;
  }
  const vCreatedAt = o.createdAt;
  if (vCreatedAt === undefined) return false;
  if (typeof vCreatedAt !== 'string') return false;
  if (!isDateTime(vCreatedAt)) return false;
  const vOwner = o.owner;
  if (vOwner !== undefined && !validOwner(vOwner, d + 1)) return false;
  const vPhotoUrls = o.photoUrls;
  if (vPhotoUrls !== undefined) {
    if (!Array.isArray(vPhotoUrls)) return false;
    if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
    if (vPhotoUrls.length > 10) return false;
    for (let i = 0; i < vPhotoUrls.length; i++) {
      const item: unknown = vPhotoUrls[i];
      if (typeof item !== 'string') return false;
      if (!isUri(item)) return false;
    }
    if (duplicateIndex(vPhotoUrls) !== -1) return false;
  }
  const vPrice = o.price;
  if (vPrice !== undefined && !validMoney(vPrice, d + 1)) return false;
  const vLegacyCode = o.legacyCode;
  if (vLegacyCode !== undefined && typeof vLegacyCode !== 'string') return false;
  const vX_trace = o['x-trace'];
  if (vX_trace !== undefined && typeof vX_trace !== 'string') return false;
  for (const key in o) {
    if (!PET_BASE_KEYS.has(key)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid PetBase, at pointer `p`. */
function checkPetBase(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vId = v.id;
    if (vId === undefined) required(r, p + '/id', 'id');
    else if (expectInteger(r, p + '/id', vId) && !isInt64(vId))
      formatError(r, p + '/id', 'int64', vId);
    const vName = v.name;
    if (vName === undefined) required(r, p + '/name', 'name');
    else if (expectString(r, p + '/name', vName)) reportLength(r, p + '/name', vName, 1, 64);
    const vTag = v.tag;
    if (vTag !== undefined && vTag !== null) expectString(r, p + '/tag', vTag);
    const vStatus = v.status;
    if (
      vStatus !== undefined &&
      expectString(r, p + '/status', vStatus) &&
      !(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold')
    )
      enumError(r, p + '/status', ['available', 'pending', 'sold'], vStatus);
    const vCreatedAt = v.createdAt;
    if (vCreatedAt === undefined) required(r, p + '/createdAt', 'createdAt');
    else if (expectString(r, p + '/createdAt', vCreatedAt) && !isDateTime(vCreatedAt))
      formatError(r, p + '/createdAt', 'date-time', vCreatedAt);
    if (v.owner !== undefined) checkOwner(v.owner, p + '/owner', d + 1, r);
    const vPhotoUrls = v.photoUrls;
    if (vPhotoUrls !== undefined) {
      if (expectArray(r, p + '/photoUrls', vPhotoUrls, d + 1)) {
        reportItemCount(r, p + '/photoUrls', vPhotoUrls, undefined, 10);
        for (let i = 0; i < vPhotoUrls.length; i++) {
          const item: unknown = vPhotoUrls[i];
          if (expectString(r, p + '/photoUrls' + '/' + i, item) && !isUri(item))
            formatError(r, p + '/photoUrls' + '/' + i, 'uri', item);
        }
        const repeated = duplicateIndex(vPhotoUrls);
        if (repeated !== -1)
          fail(
            r,
            p + '/photoUrls' + '/' + repeated,
            'uniqueItems',
            `item ${repeated} repeats an earlier item`,
          );
      }
    }
    if (v.price !== undefined) checkMoney(v.price, p + '/price', d + 1, r);
    if (v.legacyCode !== undefined) expectString(r, p + '/legacyCode', v.legacyCode);
    if (v['x-trace'] !== undefined) expectString(r, p + '/x-trace', v['x-trace']);
    for (const key in v) {
      if (!PET_BASE_KEYS.has(key))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid PetBaseWrite (request shape)? */
function validPetBaseWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  if (o.id !== undefined) droppedSeen = true;
  const vName = o.name;
  if (vName === undefined) return false;
  if (typeof vName !== 'string') return false;
  if (vName.length < 2 && codePointLength(vName) < 1) return false;
  if (vName.length > 64 && codePointLength(vName) > 64) return false;
  const vTag = o.tag;
  if (vTag !== undefined && vTag !== null && typeof vTag !== 'string') return false;
  const vStatus = o.status;
  if (vStatus !== undefined) {
    if (typeof vStatus !== 'string') return false;
    if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold')) return false;
  }
  if (o.createdAt !== undefined) droppedSeen = true;
  const vOwner = o.owner;
  if (vOwner !== undefined && !validOwnerWrite(vOwner, d + 1)) return false;
  const vPhotoUrls = o.photoUrls;
  if (vPhotoUrls !== undefined) {
    if (!Array.isArray(vPhotoUrls)) return false;
    if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
    if (vPhotoUrls.length > 10) return false;
    for (let i = 0; i < vPhotoUrls.length; i++) {
      const item: unknown = vPhotoUrls[i];
      if (typeof item !== 'string') return false;
      if (!isUri(item)) return false;
    }
    if (duplicateIndex(vPhotoUrls) !== -1) return false;
  }
  const vPrice = o.price;
  if (vPrice !== undefined && !validMoney(vPrice, d + 1)) return false;
  const vLegacyCode = o.legacyCode;
  if (vLegacyCode !== undefined && typeof vLegacyCode !== 'string') return false;
  const vX_trace = o['x-trace'];
  if (vX_trace !== undefined && typeof vX_trace !== 'string') return false;
  for (const key in o) {
    if (!PET_BASE_KEYS.has(key)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid PetBaseWrite (request shape), at pointer `p`. */
function checkPetBaseWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) r.dropped.push(p + '/id');
    const vName = v.name;
    if (vName === undefined) required(r, p + '/name', 'name');
    else if (expectString(r, p + '/name', vName)) reportLength(r, p + '/name', vName, 1, 64);
    const vTag = v.tag;
    if (vTag !== undefined && vTag !== null) expectString(r, p + '/tag', vTag);
    const vStatus = v.status;
    if (
      vStatus !== undefined &&
      expectString(r, p + '/status', vStatus) &&
      !(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold')
    )
      enumError(r, p + '/status', ['available', 'pending', 'sold'], vStatus);
    if (v.createdAt !== undefined) r.dropped.push(p + '/createdAt');
    if (v.owner !== undefined) checkOwnerWrite(v.owner, p + '/owner', d + 1, r);
    const vPhotoUrls = v.photoUrls;
    if (vPhotoUrls !== undefined) {
      if (expectArray(r, p + '/photoUrls', vPhotoUrls, d + 1)) {
        reportItemCount(r, p + '/photoUrls', vPhotoUrls, undefined, 10);
        for (let i = 0; i < vPhotoUrls.length; i++) {
          const item: unknown = vPhotoUrls[i];
          if (expectString(r, p + '/photoUrls' + '/' + i, item) && !isUri(item))
            formatError(r, p + '/photoUrls' + '/' + i, 'uri', item);
        }
        const repeated = duplicateIndex(vPhotoUrls);
        if (repeated !== -1)
          fail(
            r,
            p + '/photoUrls' + '/' + repeated,
            'uniqueItems',
            `item ${repeated} repeats an earlier item`,
          );
      }
    }
    if (v.price !== undefined) checkMoney(v.price, p + '/price', d + 1, r);
    if (v.legacyCode !== undefined) expectString(r, p + '/legacyCode', v.legacyCode);
    if (v['x-trace'] !== undefined) expectString(r, p + '/x-trace', v['x-trace']);
    for (const key in v) {
      if (!PET_BASE_KEYS.has(key))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid PetList? */
function validPetList(v: unknown, d: number): boolean {
  if (!Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (!validAnimal(item, d + 1)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid PetList, at pointer `p`. */
function checkPetList(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectArray(r, p, v, d)) {
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      checkAnimal(item, p + '/' + i, d + 1, r);
    }
  }
}

/** Fast pass: is `v` a valid Quantity? */
function validQuantity(v: unknown, d: number): boolean {
  if (!Number.isInteger(v)) return false;
  if ((v as number) < 1) return false;
  if ((v as number) > 1000) return false;
  if ((v as number) % 1 !== 0) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Quantity, at pointer `p`. */
function checkQuantity(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectInteger(r, p, v)) {
    if (v < 1) fail(r, p, 'minimum', expected('at least 1', v));
    if (v > 1000) fail(r, p, 'maximum', expected('at most 1000', v));
    if (v % 1 !== 0) fail(r, p, 'multipleOf', expected('a multiple of 1', v));
  }
}

/** Fast pass: is `v` a valid Score? */
function validScore(v: unknown, d: number): boolean {
  if (v !== null) {
    if (!Number.isFinite(v)) return false;
    if ((v as number) < 0) return false;
    if ((v as number) >= 100) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Score, at pointer `p`. */
function checkScore(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (v !== null) {
    if (expectNumber(r, p, v)) {
      if (v < 0) fail(r, p, 'minimum', expected('at least 0', v));
      if (v >= 100) fail(r, p, 'exclusiveMaximum', expected('less than 100', v));
    }
  }
}

/** Fast pass: is `v` a valid StatusFilter? */
function validStatusFilter(v: unknown, d: number): boolean {
  if (v !== null) {
    if (typeof v !== 'string') return false;
    if (!(v === 'available' || v === 'pending' || v === 'sold')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid StatusFilter, at pointer `p`. */
function checkStatusFilter(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (
    v !== null &&
    expectString(r, p, v) &&
    !(v === 'available' || v === 'pending' || v === 'sold')
  )
    enumError(r, p, ['available', 'pending', 'sold'], v);
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

/** `resultOf` for a request shape: read-only properties seen send the value to the collecting pass (`dropped`). */
function requestResultOf<T>(
  value: unknown,
  valid: FastCheck,
  check: CollectingCheck,
): ValidationResult<T> {
  tooDeep = false;
  droppedSeen = false;
  if (valid(value, 0) && !droppedSeen) return { ok: true, value: value as T, dropped: [] };
  return collectResult<T>(value, check);
}

/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
  Address: (value: unknown): ValidationResult<T.Address> =>
    resultOf(value, validAddress, checkAddress),
  Animal: (value: unknown): ValidationResult<T.Animal> => resultOf(value, validAnimal, checkAnimal),
  AnimalWrite: (value: unknown): ValidationResult<T.AnimalWrite> =>
    requestResultOf(value, validAnimalWrite, checkAnimalWrite),
  AnyValue: (value: unknown): ValidationResult<T.AnyValue> =>
    resultOf(value, validAnyValue, checkAnyValue),
  Bird: (value: unknown): ValidationResult<T.Bird> => resultOf(value, validBird, checkBird),
  BirdWrite: (value: unknown): ValidationResult<T.BirdWrite> =>
    requestResultOf(value, validBirdWrite, checkBirdWrite),
  Cat: (value: unknown): ValidationResult<T.Cat> => resultOf(value, validCat, checkCat),
  CatWrite: (value: unknown): ValidationResult<T.CatWrite> =>
    requestResultOf(value, validCatWrite, checkCatWrite),
  Category: (value: unknown): ValidationResult<T.Category> =>
    resultOf(value, validCategory, checkCategory),
  Closed: (value: unknown): ValidationResult<T.Closed> => resultOf(value, validClosed, checkClosed),
  Dog: (value: unknown): ValidationResult<T.Dog> => resultOf(value, validDog, checkDog),
  DogWrite: (value: unknown): ValidationResult<T.DogWrite> =>
    requestResultOf(value, validDogWrite, checkDogWrite),
  Error: (value: unknown): ValidationResult<T.Error> => resultOf(value, validError, checkError),
  Labels: (value: unknown): ValidationResult<T.Labels> => resultOf(value, validLabels, checkLabels),
  Metadata: (value: unknown): ValidationResult<T.Metadata> =>
    resultOf(value, validMetadata, checkMetadata),
  Money: (value: unknown): ValidationResult<T.Money> => resultOf(value, validMoney, checkMoney),
  Open: (value: unknown): ValidationResult<T.Open> => resultOf(value, validOpen, checkOpen),
  Owner: (value: unknown): ValidationResult<T.Owner> => resultOf(value, validOwner, checkOwner),
  OwnerWrite: (value: unknown): ValidationResult<T.OwnerWrite> =>
    requestResultOf(value, validOwnerWrite, checkOwnerWrite),
  Page: (value: unknown): ValidationResult<T.Page> => resultOf(value, validPage, checkPage),
  PetBase: (value: unknown): ValidationResult<T.PetBase> =>
    resultOf(value, validPetBase, checkPetBase),
  PetBaseWrite: (value: unknown): ValidationResult<T.PetBaseWrite> =>
    requestResultOf(value, validPetBaseWrite, checkPetBaseWrite),
  PetList: (value: unknown): ValidationResult<T.PetList> =>
    resultOf(value, validPetList, checkPetList),
  Quantity: (value: unknown): ValidationResult<T.Quantity> =>
    resultOf(value, validQuantity, checkQuantity),
  Score: (value: unknown): ValidationResult<T.Score> => resultOf(value, validScore, checkScore),
  StatusFilter: (value: unknown): ValidationResult<T.StatusFilter> =>
    resultOf(value, validStatusFilter, checkStatusFilter),
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  Address: (value: unknown): value is T.Address => guardOf(value, validAddress),
  Animal: (value: unknown): value is T.Animal => guardOf(value, validAnimal),
  AnimalWrite: (value: unknown): value is T.AnimalWrite => guardOf(value, validAnimalWrite),
  AnyValue: (value: unknown): value is T.AnyValue => guardOf(value, validAnyValue),
  Bird: (value: unknown): value is T.Bird => guardOf(value, validBird),
  BirdWrite: (value: unknown): value is T.BirdWrite => guardOf(value, validBirdWrite),
  Cat: (value: unknown): value is T.Cat => guardOf(value, validCat),
  CatWrite: (value: unknown): value is T.CatWrite => guardOf(value, validCatWrite),
  Category: (value: unknown): value is T.Category => guardOf(value, validCategory),
  Closed: (value: unknown): value is T.Closed => guardOf(value, validClosed),
  Dog: (value: unknown): value is T.Dog => guardOf(value, validDog),
  DogWrite: (value: unknown): value is T.DogWrite => guardOf(value, validDogWrite),
  Error: (value: unknown): value is T.Error => guardOf(value, validError),
  Labels: (value: unknown): value is T.Labels => guardOf(value, validLabels),
  Metadata: (value: unknown): value is T.Metadata => guardOf(value, validMetadata),
  Money: (value: unknown): value is T.Money => guardOf(value, validMoney),
  Open: (value: unknown): value is T.Open => guardOf(value, validOpen),
  Owner: (value: unknown): value is T.Owner => guardOf(value, validOwner),
  OwnerWrite: (value: unknown): value is T.OwnerWrite => guardOf(value, validOwnerWrite),
  Page: (value: unknown): value is T.Page => guardOf(value, validPage),
  PetBase: (value: unknown): value is T.PetBase => guardOf(value, validPetBase),
  PetBaseWrite: (value: unknown): value is T.PetBaseWrite => guardOf(value, validPetBaseWrite),
  PetList: (value: unknown): value is T.PetList => guardOf(value, validPetList),
  Quantity: (value: unknown): value is T.Quantity => guardOf(value, validQuantity),
  Score: (value: unknown): value is T.Score => guardOf(value, validScore),
  StatusFilter: (value: unknown): value is T.StatusFilter => guardOf(value, validStatusFilter),
};

export type {
  ValidationCode,
  ValidationError,
  ValidationResult,
} from './runtime/validators/validation.js';
