/**
 * Validators of Payments API 4. Generated from the definition; do not edit.
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
  enumError,
  expectArray,
  expectBoolean,
  expectObject,
  expectString,
  expected,
  fail,
  formatError,
  isDateTime,
  patternError,
  reportItemCount,
  reportLength,
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

/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;

/** Matches `/^[0-9]+(\.[0-9]+)?$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesAmount(s: string): boolean {
  if (s.length < 1) return false;
  let c = 0;
  c = s.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  let state = 1;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 1:
        if (c === 46) state = 2;
        else if (c >= 48 && c <= 57) state = 1;
        else return false;
        break;
      case 2:
        if (c >= 48 && c <= 57) state = 3;
        else return false;
        break;
      case 3:
        if (c >= 48 && c <= 57) state = 3;
        else return false;
        break;
    }
  }
  return state === 1 || state === 3;
}

/** Matches `/^[0-9]{9}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesBankAccountRoutingNumber(s: string): boolean {
  if (s.length !== 9) return false;
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
  c = s.charCodeAt(5);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(6);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(7);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(8);
  if (c < 48 || c > 57) return false;
  return true;
}

/** Matches `/^([0-9]{4,17}|[x*]+[0-9]{4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesBankAccountAccountNumber(s: string): boolean {
  let state = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 0:
        if (c === 42) state = 1;
        else if (c >= 48 && c <= 57) state = 2;
        else if (c === 120) state = 1;
        else return false;
        break;
      case 1:
        if (c === 42) state = 1;
        else if (c >= 48 && c <= 57) state = 3;
        else if (c === 120) state = 1;
        else return false;
        break;
      case 2:
        if (c >= 48 && c <= 57) state = 4;
        else return false;
        break;
      case 3:
        if (c >= 48 && c <= 57) state = 5;
        else return false;
        break;
      case 4:
        if (c >= 48 && c <= 57) state = 6;
        else return false;
        break;
      case 5:
        if (c >= 48 && c <= 57) state = 7;
        else return false;
        break;
      case 6:
        if (c >= 48 && c <= 57) state = 8;
        else return false;
        break;
      case 7:
        if (c >= 48 && c <= 57) state = 9;
        else return false;
        break;
      case 8:
        if (c >= 48 && c <= 57) state = 10;
        else return false;
        break;
      case 9:
        return false;
      case 10:
        if (c >= 48 && c <= 57) state = 11;
        else return false;
        break;
      case 11:
        if (c >= 48 && c <= 57) state = 12;
        else return false;
        break;
      case 12:
        if (c >= 48 && c <= 57) state = 13;
        else return false;
        break;
      case 13:
        if (c >= 48 && c <= 57) state = 14;
        else return false;
        break;
      case 14:
        if (c >= 48 && c <= 57) state = 15;
        else return false;
        break;
      case 15:
        if (c >= 48 && c <= 57) state = 16;
        else return false;
        break;
      case 16:
        if (c >= 48 && c <= 57) state = 17;
        else return false;
        break;
      case 17:
        if (c >= 48 && c <= 57) state = 18;
        else return false;
        break;
      case 18:
        if (c >= 48 && c <= 57) state = 19;
        else return false;
        break;
      case 19:
        if (c >= 48 && c <= 57) state = 20;
        else return false;
        break;
      case 20:
        if (c >= 48 && c <= 57) state = 21;
        else return false;
        break;
      case 21:
        if (c >= 48 && c <= 57) state = 9;
        else return false;
        break;
    }
  }
  return (
    state === 8 ||
    state === 9 ||
    state === 10 ||
    state === 11 ||
    state === 12 ||
    state === 13 ||
    state === 14 ||
    state === 15 ||
    state === 16 ||
    state === 17 ||
    state === 18 ||
    state === 19 ||
    state === 20 ||
    state === 21
  );
}

/** Matches `/^([0-9]{12,19}|x+[0-9]{4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardNumber(s: string): boolean {
  let state = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 0:
        if (c >= 48 && c <= 57) state = 1;
        else if (c === 120) state = 2;
        else return false;
        break;
      case 1:
        if (c >= 48 && c <= 57) state = 3;
        else return false;
        break;
      case 2:
        if (c >= 48 && c <= 57) state = 4;
        else if (c === 120) state = 2;
        else return false;
        break;
      case 3:
        if (c >= 48 && c <= 57) state = 5;
        else return false;
        break;
      case 4:
        if (c >= 48 && c <= 57) state = 6;
        else return false;
        break;
      case 5:
        if (c >= 48 && c <= 57) state = 7;
        else return false;
        break;
      case 6:
        if (c >= 48 && c <= 57) state = 8;
        else return false;
        break;
      case 7:
        if (c >= 48 && c <= 57) state = 9;
        else return false;
        break;
      case 8:
        if (c >= 48 && c <= 57) state = 10;
        else return false;
        break;
      case 9:
        if (c >= 48 && c <= 57) state = 11;
        else return false;
        break;
      case 10:
        return false;
      case 11:
        if (c >= 48 && c <= 57) state = 12;
        else return false;
        break;
      case 12:
        if (c >= 48 && c <= 57) state = 13;
        else return false;
        break;
      case 13:
        if (c >= 48 && c <= 57) state = 14;
        else return false;
        break;
      case 14:
        if (c >= 48 && c <= 57) state = 15;
        else return false;
        break;
      case 15:
        if (c >= 48 && c <= 57) state = 16;
        else return false;
        break;
      case 16:
        if (c >= 48 && c <= 57) state = 17;
        else return false;
        break;
      case 17:
        if (c >= 48 && c <= 57) state = 18;
        else return false;
        break;
      case 18:
        if (c >= 48 && c <= 57) state = 19;
        else return false;
        break;
      case 19:
        if (c >= 48 && c <= 57) state = 20;
        else return false;
        break;
      case 20:
        if (c >= 48 && c <= 57) state = 21;
        else return false;
        break;
      case 21:
        if (c >= 48 && c <= 57) state = 22;
        else return false;
        break;
      case 22:
        if (c >= 48 && c <= 57) state = 23;
        else return false;
        break;
      case 23:
        if (c >= 48 && c <= 57) state = 10;
        else return false;
        break;
    }
  }
  return (
    state === 10 ||
    state === 17 ||
    state === 18 ||
    state === 19 ||
    state === 20 ||
    state === 21 ||
    state === 22 ||
    state === 23
  );
}

/** Matches `/^(0[1-9]|1[0-2])$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardExpMonth(s: string): boolean {
  let state = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 0:
        if (c === 48) state = 1;
        else if (c === 49) state = 2;
        else return false;
        break;
      case 1:
        if (c >= 49 && c <= 57) state = 3;
        else return false;
        break;
      case 2:
        if (c >= 48 && c <= 50) state = 3;
        else return false;
        break;
      case 3:
        return false;
    }
  }
  return state === 3;
}

/** Matches `/^[0-9]{4}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardExpYear(s: string): boolean {
  if (s.length !== 4) return false;
  let c = 0;
  c = s.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(1);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(2);
  if (c < 48 || c > 57) return false;
  c = s.charCodeAt(3);
  if (c < 48 || c > 57) return false;
  return true;
}

/** Matches `/^([0-9]{3,4}|x{3,4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardCvc(s: string): boolean {
  let state = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    switch (state) {
      case 0:
        if (c >= 48 && c <= 57) state = 1;
        else if (c === 120) state = 2;
        else return false;
        break;
      case 1:
        if (c >= 48 && c <= 57) state = 3;
        else return false;
        break;
      case 2:
        if (c === 120) state = 4;
        else return false;
        break;
      case 3:
        if (c >= 48 && c <= 57) state = 5;
        else return false;
        break;
      case 4:
        if (c === 120) state = 6;
        else return false;
        break;
      case 5:
        if (c >= 48 && c <= 57) state = 7;
        else return false;
        break;
      case 6:
        if (c === 120) state = 7;
        else return false;
        break;
      case 7:
        return false;
    }
  }
  return state === 5 || state === 6 || state === 7;
}

const CHARGE_STATUS_VALUES: ReadonlySet<string> = new Set([
  'AUTHORIZED',
  'DECLINED',
  'CAPTURED',
  'CANCELLED',
  'REFUNDED',
  'SETTLED',
  'PENDING',
  'DISPUTED',
  'RETURNED',
  'WITHHELD',
]);

/** Matches `/^[A-Z]{3}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCurrencyCode(s: string): boolean {
  if (s.length !== 3) return false;
  let c = 0;
  c = s.charCodeAt(0);
  if (c < 65 || c > 90) return false;
  c = s.charCodeAt(1);
  if (c < 65 || c > 90) return false;
  c = s.charCodeAt(2);
  if (c < 65 || c > 90) return false;
  return true;
}

/** Fast pass: is `v` a valid Address? */
function validAddress(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vStreetAddress = o.streetAddress;
  if (vStreetAddress !== undefined && typeof vStreetAddress !== 'string') return false;
  const vCity = o.city;
  if (vCity !== undefined && typeof vCity !== 'string') return false;
  const vRegion = o.region;
  if (vRegion !== undefined && typeof vRegion !== 'string') return false;
  const vCountry = o.country;
  if (vCountry !== undefined && typeof vCountry !== 'string') return false;
  const vPostalCode = o.postalCode;
  if (vPostalCode !== undefined && typeof vPostalCode !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Address, at pointer `p`. */
function checkAddress(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.streetAddress !== undefined) expectString(r, p + '/streetAddress', v.streetAddress);
    if (v.city !== undefined) expectString(r, p + '/city', v.city);
    if (v.region !== undefined) expectString(r, p + '/region', v.region);
    if (v.country !== undefined) expectString(r, p + '/country', v.country);
    if (v.postalCode !== undefined) expectString(r, p + '/postalCode', v.postalCode);
  }
}

/** Fast pass: is `v` a valid Amount? */
function validAmount(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!matchesAmount(v)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Amount, at pointer `p`. */
function checkAmount(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !matchesAmount(v)) patternError(r, p, '/^[0-9]+(\\.[0-9]+)?$/u', v);
}

/** Fast pass: is `v` a valid BankAccount? */
function validBankAccount(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId !== undefined && typeof vId !== 'string') return false;
  const vName = o.name;
  if (vName !== undefined && typeof vName !== 'string') return false;
  const vRoutingNumber = o.routingNumber;
  if (vRoutingNumber !== undefined) {
    if (typeof vRoutingNumber !== 'string') return false;
    if (!matchesBankAccountRoutingNumber(vRoutingNumber)) return false;
  }
  const vAccountNumber = o.accountNumber;
  if (vAccountNumber !== undefined) {
    if (typeof vAccountNumber !== 'string') return false;
    if (!matchesBankAccountAccountNumber(vAccountNumber)) return false;
  }
  const vAccountType = o.accountType;
  if (vAccountType !== undefined && !validBankAccountType(vAccountType, d + 1)) return false;
  const vPhone = o.phone;
  if (vPhone !== undefined && typeof vPhone !== 'string') return false;
  const vCountry = o.country;
  if (vCountry !== undefined && typeof vCountry !== 'string') return false;
  const vBankCode = o.bankCode;
  if (vBankCode !== undefined && typeof vBankCode !== 'string') return false;
  const vInputType = o.inputType;
  if (vInputType !== undefined && typeof vInputType !== 'string') return false;
  const vDefault = o.default;
  if (vDefault !== undefined && typeof vDefault !== 'boolean') return false;
  const vCreated = o.created;
  if (vCreated !== undefined && !validDateTime(vCreated, d + 1)) return false;
  const vUpdated = o.updated;
  if (vUpdated !== undefined && !validDateTime(vUpdated, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid BankAccount, at pointer `p`. */
function checkBankAccount(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) expectString(r, p + '/id', v.id);
    if (v.name !== undefined) expectString(r, p + '/name', v.name);
    const vRoutingNumber = v.routingNumber;
    if (
      vRoutingNumber !== undefined &&
      expectString(r, p + '/routingNumber', vRoutingNumber) &&
      !matchesBankAccountRoutingNumber(vRoutingNumber)
    )
      patternError(r, p + '/routingNumber', '/^[0-9]{9}$/u', vRoutingNumber);
    const vAccountNumber = v.accountNumber;
    if (
      vAccountNumber !== undefined &&
      expectString(r, p + '/accountNumber', vAccountNumber) &&
      !matchesBankAccountAccountNumber(vAccountNumber)
    )
      patternError(r, p + '/accountNumber', '/^([0-9]{4,17}|[x*]+[0-9]{4})$/u', vAccountNumber);
    if (v.accountType !== undefined)
      checkBankAccountType(v.accountType, p + '/accountType', d + 1, r);
    if (v.phone !== undefined) expectString(r, p + '/phone', v.phone);
    if (v.country !== undefined) expectString(r, p + '/country', v.country);
    if (v.bankCode !== undefined) expectString(r, p + '/bankCode', v.bankCode);
    if (v.inputType !== undefined) expectString(r, p + '/inputType', v.inputType);
    if (v.default !== undefined) expectBoolean(r, p + '/default', v.default);
    if (v.created !== undefined) checkDateTime(v.created, p + '/created', d + 1, r);
    if (v.updated !== undefined) checkDateTime(v.updated, p + '/updated', d + 1, r);
  }
}

/** Fast pass: is `v` a valid BankAccountWrite (request shape)? */
function validBankAccountWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  if (o.id !== undefined) droppedSeen = true;
  const vName = o.name;
  if (vName !== undefined && typeof vName !== 'string') return false;
  const vRoutingNumber = o.routingNumber;
  if (vRoutingNumber !== undefined) {
    if (typeof vRoutingNumber !== 'string') return false;
    if (!matchesBankAccountRoutingNumber(vRoutingNumber)) return false;
  }
  const vAccountNumber = o.accountNumber;
  if (vAccountNumber !== undefined) {
    if (typeof vAccountNumber !== 'string') return false;
    if (!matchesBankAccountAccountNumber(vAccountNumber)) return false;
  }
  const vAccountType = o.accountType;
  if (vAccountType !== undefined && !validBankAccountType(vAccountType, d + 1)) return false;
  const vPhone = o.phone;
  if (vPhone !== undefined && typeof vPhone !== 'string') return false;
  const vCountry = o.country;
  if (vCountry !== undefined && typeof vCountry !== 'string') return false;
  const vBankCode = o.bankCode;
  if (vBankCode !== undefined && typeof vBankCode !== 'string') return false;
  const vInputType = o.inputType;
  if (vInputType !== undefined && typeof vInputType !== 'string') return false;
  const vDefault = o.default;
  if (vDefault !== undefined && typeof vDefault !== 'boolean') return false;
  if (o.created !== undefined) droppedSeen = true;
  if (o.updated !== undefined) droppedSeen = true;
  return true;
}

/** Collecting pass: every problem of `v` as a valid BankAccountWrite (request shape), at pointer `p`. */
function checkBankAccountWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) r.dropped.push(p + '/id');
    if (v.name !== undefined) expectString(r, p + '/name', v.name);
    const vRoutingNumber = v.routingNumber;
    if (
      vRoutingNumber !== undefined &&
      expectString(r, p + '/routingNumber', vRoutingNumber) &&
      !matchesBankAccountRoutingNumber(vRoutingNumber)
    )
      patternError(r, p + '/routingNumber', '/^[0-9]{9}$/u', vRoutingNumber);
    const vAccountNumber = v.accountNumber;
    if (
      vAccountNumber !== undefined &&
      expectString(r, p + '/accountNumber', vAccountNumber) &&
      !matchesBankAccountAccountNumber(vAccountNumber)
    )
      patternError(r, p + '/accountNumber', '/^([0-9]{4,17}|[x*]+[0-9]{4})$/u', vAccountNumber);
    if (v.accountType !== undefined)
      checkBankAccountType(v.accountType, p + '/accountType', d + 1, r);
    if (v.phone !== undefined) expectString(r, p + '/phone', v.phone);
    if (v.country !== undefined) expectString(r, p + '/country', v.country);
    if (v.bankCode !== undefined) expectString(r, p + '/bankCode', v.bankCode);
    if (v.inputType !== undefined) expectString(r, p + '/inputType', v.inputType);
    if (v.default !== undefined) expectBoolean(r, p + '/default', v.default);
    if (v.created !== undefined) r.dropped.push(p + '/created');
    if (v.updated !== undefined) r.dropped.push(p + '/updated');
  }
}

/** Fast pass: is `v` a valid BankAccountList? */
function validBankAccountList(v: unknown, d: number): boolean {
  if (!Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (!validBankAccount(item, d + 1)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid BankAccountList, at pointer `p`. */
function checkBankAccountList(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectArray(r, p, v, d)) {
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      checkBankAccount(item, p + '/' + i, d + 1, r);
    }
  }
}

/** Fast pass: is `v` a valid BankAccountType? */
function validBankAccountType(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (
    !(
      v === 'PERSONAL_CHECKING' ||
      v === 'PERSONAL_SAVINGS' ||
      v === 'BUSINESS_CHECKING' ||
      v === 'BUSINESS_SAVINGS'
    )
  )
    return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid BankAccountType, at pointer `p`. */
function checkBankAccountType(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (
    expectString(r, p, v) &&
    !(
      v === 'PERSONAL_CHECKING' ||
      v === 'PERSONAL_SAVINGS' ||
      v === 'BUSINESS_CHECKING' ||
      v === 'BUSINESS_SAVINGS'
    )
  )
    enumError(
      r,
      p,
      ['PERSONAL_CHECKING', 'PERSONAL_SAVINGS', 'BUSINESS_CHECKING', 'BUSINESS_SAVINGS'],
      v,
    );
}

/** Fast pass: is `v` a valid BooleanString? */
function validBooleanString(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!(v === 'true' || v === 'false')) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid BooleanString, at pointer `p`. */
function checkBooleanString(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !(v === 'true' || v === 'false'))
    enumError(r, p, ['true', 'false'], v);
}

/** Fast pass: is `v` a valid CaptureDetail? */
function validCaptureDetail(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAmount = o.amount;
  if (vAmount !== undefined && !validAmount(vAmount, d + 1)) return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContext(vContext, d + 1)) return false;
  const vCreated = o.created;
  if (vCreated !== undefined && !validDateTime(vCreated, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid CaptureDetail, at pointer `p`. */
function checkCaptureDetail(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.amount !== undefined) checkAmount(v.amount, p + '/amount', d + 1, r);
    if (v.context !== undefined) checkPaymentContext(v.context, p + '/context', d + 1, r);
    if (v.created !== undefined) checkDateTime(v.created, p + '/created', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
  }
}

/** Fast pass: is `v` a valid CaptureRequest? */
function validCaptureRequest(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAmount = o.amount;
  if (vAmount === undefined) return false;
  if (!validAmount(vAmount, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContextRequest(vContext, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid CaptureRequest, at pointer `p`. */
function checkCaptureRequest(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vAmount = v.amount;
    if (vAmount === undefined) required(r, p + '/amount', 'amount');
    else checkAmount(vAmount, p + '/amount', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
    if (v.context !== undefined) checkPaymentContextRequest(v.context, p + '/context', d + 1, r);
  }
}

/** Fast pass: is `v` a valid Card? */
function validCard(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId !== undefined && typeof vId !== 'string') return false;
  const vNumber = o.number;
  if (vNumber !== undefined) {
    if (typeof vNumber !== 'string') return false;
    if (!matchesCardNumber(vNumber)) return false;
  }
  const vExpMonth = o.expMonth;
  if (vExpMonth !== undefined) {
    if (typeof vExpMonth !== 'string') return false;
    if (!matchesCardExpMonth(vExpMonth)) return false;
  }
  const vExpYear = o.expYear;
  if (vExpYear !== undefined) {
    if (typeof vExpYear !== 'string') return false;
    if (!matchesCardExpYear(vExpYear)) return false;
  }
  const vCvc = o.cvc;
  if (vCvc !== undefined) {
    if (typeof vCvc !== 'string') return false;
    if (!matchesCardCvc(vCvc)) return false;
  }
  const vName = o.name;
  if (vName !== undefined && typeof vName !== 'string') return false;
  const vAddress = o.address;
  if (vAddress !== undefined && !validAddress(vAddress, d + 1)) return false;
  const vCardType = o.cardType;
  if (vCardType !== undefined && typeof vCardType !== 'string') return false;
  const vDefault = o.default;
  if (vDefault !== undefined && typeof vDefault !== 'boolean') return false;
  const vIsBusiness = o.isBusiness;
  if (vIsBusiness !== undefined && typeof vIsBusiness !== 'boolean') return false;
  const vIsLevel3Eligible = o.isLevel3Eligible;
  if (vIsLevel3Eligible !== undefined && typeof vIsLevel3Eligible !== 'boolean') return false;
  const vStatus = o.status;
  if (vStatus !== undefined && typeof vStatus !== 'string') return false;
  const vCreated = o.created;
  if (vCreated !== undefined && !validDateTime(vCreated, d + 1)) return false;
  const vUpdated = o.updated;
  if (vUpdated !== undefined && !validDateTime(vUpdated, d + 1)) return false;
  const vEntityId = o.entityId;
  if (vEntityId !== undefined && typeof vEntityId !== 'string') return false;
  const vEntityType = o.entityType;
  if (vEntityType !== undefined && typeof vEntityType !== 'string') return false;
  const vEntityVersion = o.entityVersion;
  if (vEntityVersion !== undefined && typeof vEntityVersion !== 'string') return false;
  const vNumberSHA512 = o.numberSHA512;
  if (vNumberSHA512 !== undefined && typeof vNumberSHA512 !== 'string') return false;
  const vCvcVerification = o.cvcVerification;
  if (vCvcVerification !== undefined) {
    if (
      typeof vCvcVerification !== 'object' ||
      vCvcVerification === null ||
      Array.isArray(vCvcVerification)
    )
      return false;
    if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
    const o2 = vCvcVerification as Record<string, unknown>;
    const vDate = o2.date;
    if (vDate !== undefined && !validDateTime(vDate, d + 2)) return false;
    const vResult = o2.result;
    if (vResult !== undefined && typeof vResult !== 'string') return false;
  }
  const vZeroDollarVerification = o.zeroDollarVerification;
  if (vZeroDollarVerification !== undefined) {
    if (
      typeof vZeroDollarVerification !== 'object' ||
      vZeroDollarVerification === null ||
      Array.isArray(vZeroDollarVerification)
    )
      return false;
    if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
    const o3 = vZeroDollarVerification as Record<string, unknown>;
    const vStatus2 = o3.status;
    if (vStatus2 !== undefined && typeof vStatus2 !== 'string') return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Card, at pointer `p`. */
function checkCard(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) expectString(r, p + '/id', v.id);
    const vNumber = v.number;
    if (
      vNumber !== undefined &&
      expectString(r, p + '/number', vNumber) &&
      !matchesCardNumber(vNumber)
    )
      patternError(r, p + '/number', '/^([0-9]{12,19}|x+[0-9]{4})$/u', vNumber);
    const vExpMonth = v.expMonth;
    if (
      vExpMonth !== undefined &&
      expectString(r, p + '/expMonth', vExpMonth) &&
      !matchesCardExpMonth(vExpMonth)
    )
      patternError(r, p + '/expMonth', '/^(0[1-9]|1[0-2])$/u', vExpMonth);
    const vExpYear = v.expYear;
    if (
      vExpYear !== undefined &&
      expectString(r, p + '/expYear', vExpYear) &&
      !matchesCardExpYear(vExpYear)
    )
      patternError(r, p + '/expYear', '/^[0-9]{4}$/u', vExpYear);
    const vCvc = v.cvc;
    if (vCvc !== undefined && expectString(r, p + '/cvc', vCvc) && !matchesCardCvc(vCvc))
      patternError(r, p + '/cvc', '/^([0-9]{3,4}|x{3,4})$/u', vCvc);
    if (v.name !== undefined) expectString(r, p + '/name', v.name);
    if (v.address !== undefined) checkAddress(v.address, p + '/address', d + 1, r);
    if (v.cardType !== undefined) expectString(r, p + '/cardType', v.cardType);
    if (v.default !== undefined) expectBoolean(r, p + '/default', v.default);
    if (v.isBusiness !== undefined) expectBoolean(r, p + '/isBusiness', v.isBusiness);
    if (v.isLevel3Eligible !== undefined)
      expectBoolean(r, p + '/isLevel3Eligible', v.isLevel3Eligible);
    if (v.status !== undefined) expectString(r, p + '/status', v.status);
    if (v.created !== undefined) checkDateTime(v.created, p + '/created', d + 1, r);
    if (v.updated !== undefined) checkDateTime(v.updated, p + '/updated', d + 1, r);
    if (v.entityId !== undefined) expectString(r, p + '/entityId', v.entityId);
    if (v.entityType !== undefined) expectString(r, p + '/entityType', v.entityType);
    if (v.entityVersion !== undefined) expectString(r, p + '/entityVersion', v.entityVersion);
    if (v.numberSHA512 !== undefined) expectString(r, p + '/numberSHA512', v.numberSHA512);
    const vCvcVerification = v.cvcVerification;
    if (vCvcVerification !== undefined) {
      if (expectObject(r, p + '/cvcVerification', vCvcVerification, d + 1)) {
        if (vCvcVerification.date !== undefined)
          checkDateTime(vCvcVerification.date, p + '/cvcVerification' + '/date', d + 2, r);
        if (vCvcVerification.result !== undefined)
          expectString(r, p + '/cvcVerification' + '/result', vCvcVerification.result);
      }
    }
    const vZeroDollarVerification = v.zeroDollarVerification;
    if (vZeroDollarVerification !== undefined) {
      if (expectObject(r, p + '/zeroDollarVerification', vZeroDollarVerification, d + 1)) {
        if (vZeroDollarVerification.status !== undefined)
          expectString(
            r,
            p + '/zeroDollarVerification' + '/status',
            vZeroDollarVerification.status,
          );
      }
    }
  }
}

/** Fast pass: is `v` a valid CardWrite (request shape)? */
function validCardWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  if (o.id !== undefined) droppedSeen = true;
  const vNumber = o.number;
  if (vNumber !== undefined) {
    if (typeof vNumber !== 'string') return false;
    if (!matchesCardNumber(vNumber)) return false;
  }
  const vExpMonth = o.expMonth;
  if (vExpMonth !== undefined) {
    if (typeof vExpMonth !== 'string') return false;
    if (!matchesCardExpMonth(vExpMonth)) return false;
  }
  const vExpYear = o.expYear;
  if (vExpYear !== undefined) {
    if (typeof vExpYear !== 'string') return false;
    if (!matchesCardExpYear(vExpYear)) return false;
  }
  const vCvc = o.cvc;
  if (vCvc !== undefined) {
    if (typeof vCvc !== 'string') return false;
    if (!matchesCardCvc(vCvc)) return false;
  }
  const vName = o.name;
  if (vName !== undefined && typeof vName !== 'string') return false;
  const vAddress = o.address;
  if (vAddress !== undefined && !validAddress(vAddress, d + 1)) return false;
  if (o.cardType !== undefined) droppedSeen = true;
  const vDefault = o.default;
  if (vDefault !== undefined && typeof vDefault !== 'boolean') return false;
  if (o.isBusiness !== undefined) droppedSeen = true;
  if (o.isLevel3Eligible !== undefined) droppedSeen = true;
  if (o.status !== undefined) droppedSeen = true;
  if (o.created !== undefined) droppedSeen = true;
  if (o.updated !== undefined) droppedSeen = true;
  if (o.entityId !== undefined) droppedSeen = true;
  if (o.entityType !== undefined) droppedSeen = true;
  if (o.entityVersion !== undefined) droppedSeen = true;
  if (o.numberSHA512 !== undefined) droppedSeen = true;
  if (o.cvcVerification !== undefined) droppedSeen = true;
  if (o.zeroDollarVerification !== undefined) droppedSeen = true;
  return true;
}

/** Collecting pass: every problem of `v` as a valid CardWrite (request shape), at pointer `p`. */
function checkCardWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) r.dropped.push(p + '/id');
    const vNumber = v.number;
    if (
      vNumber !== undefined &&
      expectString(r, p + '/number', vNumber) &&
      !matchesCardNumber(vNumber)
    )
      patternError(r, p + '/number', '/^([0-9]{12,19}|x+[0-9]{4})$/u', vNumber);
    const vExpMonth = v.expMonth;
    if (
      vExpMonth !== undefined &&
      expectString(r, p + '/expMonth', vExpMonth) &&
      !matchesCardExpMonth(vExpMonth)
    )
      patternError(r, p + '/expMonth', '/^(0[1-9]|1[0-2])$/u', vExpMonth);
    const vExpYear = v.expYear;
    if (
      vExpYear !== undefined &&
      expectString(r, p + '/expYear', vExpYear) &&
      !matchesCardExpYear(vExpYear)
    )
      patternError(r, p + '/expYear', '/^[0-9]{4}$/u', vExpYear);
    const vCvc = v.cvc;
    if (vCvc !== undefined && expectString(r, p + '/cvc', vCvc) && !matchesCardCvc(vCvc))
      patternError(r, p + '/cvc', '/^([0-9]{3,4}|x{3,4})$/u', vCvc);
    if (v.name !== undefined) expectString(r, p + '/name', v.name);
    if (v.address !== undefined) checkAddress(v.address, p + '/address', d + 1, r);
    if (v.cardType !== undefined) r.dropped.push(p + '/cardType');
    if (v.default !== undefined) expectBoolean(r, p + '/default', v.default);
    if (v.isBusiness !== undefined) r.dropped.push(p + '/isBusiness');
    if (v.isLevel3Eligible !== undefined) r.dropped.push(p + '/isLevel3Eligible');
    if (v.status !== undefined) r.dropped.push(p + '/status');
    if (v.created !== undefined) r.dropped.push(p + '/created');
    if (v.updated !== undefined) r.dropped.push(p + '/updated');
    if (v.entityId !== undefined) r.dropped.push(p + '/entityId');
    if (v.entityType !== undefined) r.dropped.push(p + '/entityType');
    if (v.entityVersion !== undefined) r.dropped.push(p + '/entityVersion');
    if (v.numberSHA512 !== undefined) r.dropped.push(p + '/numberSHA512');
    if (v.cvcVerification !== undefined) r.dropped.push(p + '/cvcVerification');
    if (v.zeroDollarVerification !== undefined) r.dropped.push(p + '/zeroDollarVerification');
  }
}

/** Fast pass: is `v` a valid CardList? */
function validCardList(v: unknown, d: number): boolean {
  if (!Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (!validCard(item, d + 1)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid CardList, at pointer `p`. */
function checkCardList(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectArray(r, p, v, d)) {
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      checkCard(item, p + '/' + i, d + 1, r);
    }
  }
}

/** Fast pass: is `v` a valid Charge? */
function validCharge(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId !== undefined && typeof vId !== 'string') return false;
  const vCreated = o.created;
  if (vCreated !== undefined && !validDateTime(vCreated, d + 1)) return false;
  const vStatus = o.status;
  if (vStatus !== undefined && !validChargeStatus(vStatus, d + 1)) return false;
  const vAmount = o.amount;
  if (vAmount !== undefined && !validAmount(vAmount, d + 1)) return false;
  const vCurrency = o.currency;
  if (vCurrency !== undefined && !validCurrencyCode(vCurrency, d + 1)) return false;
  const vCard = o.card;
  if (vCard !== undefined && !validCard(vCard, d + 1)) return false;
  const vToken = o.token;
  if (vToken !== undefined && typeof vToken !== 'string') return false;
  const vCardOnFile = o.cardOnFile;
  if (vCardOnFile !== undefined && typeof vCardOnFile !== 'string') return false;
  const vCapture = o.capture;
  if (vCapture !== undefined && !validLenientBoolean(vCapture, d + 1)) return false;
  const vAuthCode = o.authCode;
  if (vAuthCode !== undefined && typeof vAuthCode !== 'string') return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContext(vContext, d + 1)) return false;
  const vCaptureDetail = o.captureDetail;
  if (vCaptureDetail !== undefined && !validCaptureDetail(vCaptureDetail, d + 1)) return false;
  const vRefundDetail = o.refundDetail;
  if (vRefundDetail !== undefined) {
    if (!Array.isArray(vRefundDetail)) return false;
    if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
    for (let i = 0; i < vRefundDetail.length; i++) {
      const item: unknown = vRefundDetail[i];
      if (!validRefund(item, d + 2)) return false;
    }
  }
  const vAvsStreet = o.avsStreet;
  if (vAvsStreet !== undefined && typeof vAvsStreet !== 'string') return false;
  const vAvsZip = o.avsZip;
  if (vAvsZip !== undefined && typeof vAvsZip !== 'string') return false;
  const vCardSecurityCodeMatch = o.cardSecurityCodeMatch;
  if (vCardSecurityCodeMatch !== undefined && typeof vCardSecurityCodeMatch !== 'string')
    return false;
  const vAppType = o.appType;
  if (vAppType !== undefined && typeof vAppType !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Charge, at pointer `p`. */
function checkCharge(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) expectString(r, p + '/id', v.id);
    if (v.created !== undefined) checkDateTime(v.created, p + '/created', d + 1, r);
    if (v.status !== undefined) checkChargeStatus(v.status, p + '/status', d + 1, r);
    if (v.amount !== undefined) checkAmount(v.amount, p + '/amount', d + 1, r);
    if (v.currency !== undefined) checkCurrencyCode(v.currency, p + '/currency', d + 1, r);
    if (v.card !== undefined) checkCard(v.card, p + '/card', d + 1, r);
    if (v.token !== undefined) expectString(r, p + '/token', v.token);
    if (v.cardOnFile !== undefined) expectString(r, p + '/cardOnFile', v.cardOnFile);
    if (v.capture !== undefined) checkLenientBoolean(v.capture, p + '/capture', d + 1, r);
    if (v.authCode !== undefined) expectString(r, p + '/authCode', v.authCode);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
    if (v.context !== undefined) checkPaymentContext(v.context, p + '/context', d + 1, r);
    if (v.captureDetail !== undefined)
      checkCaptureDetail(v.captureDetail, p + '/captureDetail', d + 1, r);
    const vRefundDetail = v.refundDetail;
    if (vRefundDetail !== undefined) {
      if (expectArray(r, p + '/refundDetail', vRefundDetail, d + 1)) {
        for (let i = 0; i < vRefundDetail.length; i++) {
          const item: unknown = vRefundDetail[i];
          checkRefund(item, p + '/refundDetail' + '/' + i, d + 2, r);
        }
      }
    }
    if (v.avsStreet !== undefined) expectString(r, p + '/avsStreet', v.avsStreet);
    if (v.avsZip !== undefined) expectString(r, p + '/avsZip', v.avsZip);
    if (v.cardSecurityCodeMatch !== undefined)
      expectString(r, p + '/cardSecurityCodeMatch', v.cardSecurityCodeMatch);
    if (v.appType !== undefined) expectString(r, p + '/appType', v.appType);
  }
}

/** Fast pass: is `v` a valid ChargeRequest? */
function validChargeRequest(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAmount = o.amount;
  if (vAmount === undefined) return false;
  if (!validAmount(vAmount, d + 1)) return false;
  const vCurrency = o.currency;
  if (vCurrency === undefined) return false;
  if (!validCurrencyCode(vCurrency, d + 1)) return false;
  const vCard = o.card;
  if (vCard !== undefined && !validCard(vCard, d + 1)) return false;
  const vToken = o.token;
  if (vToken !== undefined && typeof vToken !== 'string') return false;
  const vCardOnFile = o.cardOnFile;
  if (vCardOnFile !== undefined && typeof vCardOnFile !== 'string') return false;
  const vCapture = o.capture;
  if (vCapture !== undefined && !validBooleanString(vCapture, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContextRequest(vContext, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid ChargeRequest, at pointer `p`. */
function checkChargeRequest(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vAmount = v.amount;
    if (vAmount === undefined) required(r, p + '/amount', 'amount');
    else checkAmount(vAmount, p + '/amount', d + 1, r);
    const vCurrency = v.currency;
    if (vCurrency === undefined) required(r, p + '/currency', 'currency');
    else checkCurrencyCode(vCurrency, p + '/currency', d + 1, r);
    if (v.card !== undefined) checkCard(v.card, p + '/card', d + 1, r);
    if (v.token !== undefined) expectString(r, p + '/token', v.token);
    if (v.cardOnFile !== undefined) expectString(r, p + '/cardOnFile', v.cardOnFile);
    if (v.capture !== undefined) checkBooleanString(v.capture, p + '/capture', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
    if (v.context !== undefined) checkPaymentContextRequest(v.context, p + '/context', d + 1, r);
  }
}

/** Fast pass: is `v` a valid ChargeRequestWrite (request shape)? */
function validChargeRequestWrite(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAmount = o.amount;
  if (vAmount === undefined) return false;
  if (!validAmount(vAmount, d + 1)) return false;
  const vCurrency = o.currency;
  if (vCurrency === undefined) return false;
  if (!validCurrencyCode(vCurrency, d + 1)) return false;
  const vCard = o.card;
  if (vCard !== undefined && !validCardWrite(vCard, d + 1)) return false;
  const vToken = o.token;
  if (vToken !== undefined && typeof vToken !== 'string') return false;
  const vCardOnFile = o.cardOnFile;
  if (vCardOnFile !== undefined && typeof vCardOnFile !== 'string') return false;
  const vCapture = o.capture;
  if (vCapture !== undefined && !validBooleanString(vCapture, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContextRequest(vContext, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid ChargeRequestWrite (request shape), at pointer `p`. */
function checkChargeRequestWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vAmount = v.amount;
    if (vAmount === undefined) required(r, p + '/amount', 'amount');
    else checkAmount(vAmount, p + '/amount', d + 1, r);
    const vCurrency = v.currency;
    if (vCurrency === undefined) required(r, p + '/currency', 'currency');
    else checkCurrencyCode(vCurrency, p + '/currency', d + 1, r);
    if (v.card !== undefined) checkCardWrite(v.card, p + '/card', d + 1, r);
    if (v.token !== undefined) expectString(r, p + '/token', v.token);
    if (v.cardOnFile !== undefined) expectString(r, p + '/cardOnFile', v.cardOnFile);
    if (v.capture !== undefined) checkBooleanString(v.capture, p + '/capture', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
    if (v.context !== undefined) checkPaymentContextRequest(v.context, p + '/context', d + 1, r);
  }
}

/** Fast pass: is `v` a valid ChargeStatus? */
function validChargeStatus(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!CHARGE_STATUS_VALUES.has(v)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid ChargeStatus, at pointer `p`. */
function checkChargeStatus(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !CHARGE_STATUS_VALUES.has(v))
    enumError(r, p, CHARGE_STATUS_VALUES, v);
}

/** Fast pass: is `v` a valid CurrencyCode? */
function validCurrencyCode(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!matchesCurrencyCode(v)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid CurrencyCode, at pointer `p`. */
function checkCurrencyCode(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !matchesCurrencyCode(v)) patternError(r, p, '/^[A-Z]{3}$/u', v);
}

/** Fast pass: is `v` a valid DateTime? */
function validDateTime(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!isDateTime(v)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid DateTime, at pointer `p`. */
function checkDateTime(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !isDateTime(v)) formatError(r, p, 'date-time', v);
}

/** Fast pass: is `v` a valid DeviceInfo? */
function validDeviceInfo(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId !== undefined && typeof vId !== 'string') return false;
  const vType = o.type;
  if (vType !== undefined && typeof vType !== 'string') return false;
  const vLongitude = o.longitude;
  if (vLongitude !== undefined && typeof vLongitude !== 'string') return false;
  const vLatitude = o.latitude;
  if (vLatitude !== undefined && typeof vLatitude !== 'string') return false;
  const vPhoneNumber = o.phoneNumber;
  if (vPhoneNumber !== undefined && typeof vPhoneNumber !== 'string') return false;
  const vMacAddress = o.macAddress;
  if (vMacAddress !== undefined && typeof vMacAddress !== 'string') return false;
  const vIpAddress = o.ipAddress;
  if (vIpAddress !== undefined && typeof vIpAddress !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid DeviceInfo, at pointer `p`. */
function checkDeviceInfo(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) expectString(r, p + '/id', v.id);
    if (v.type !== undefined) expectString(r, p + '/type', v.type);
    if (v.longitude !== undefined) expectString(r, p + '/longitude', v.longitude);
    if (v.latitude !== undefined) expectString(r, p + '/latitude', v.latitude);
    if (v.phoneNumber !== undefined) expectString(r, p + '/phoneNumber', v.phoneNumber);
    if (v.macAddress !== undefined) expectString(r, p + '/macAddress', v.macAddress);
    if (v.ipAddress !== undefined) expectString(r, p + '/ipAddress', v.ipAddress);
  }
}

/** Fast pass: is `v` a valid Error? */
function validError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCode = o.code;
  if (vCode !== undefined && typeof vCode !== 'string') return false;
  const vType = o.type;
  if (vType !== undefined && typeof vType !== 'string') return false;
  const vMessage = o.message;
  if (vMessage !== undefined && typeof vMessage !== 'string') return false;
  const vDetail = o.detail;
  if (vDetail !== undefined && typeof vDetail !== 'string') return false;
  const vInfoLink = o.infoLink;
  if (vInfoLink !== undefined && typeof vInfoLink !== 'string') return false;
  const vMoreInfo = o.moreInfo;
  if (vMoreInfo !== undefined && typeof vMoreInfo !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Error, at pointer `p`. */
function checkError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.code !== undefined) expectString(r, p + '/code', v.code);
    if (v.type !== undefined) expectString(r, p + '/type', v.type);
    if (v.message !== undefined) expectString(r, p + '/message', v.message);
    if (v.detail !== undefined) expectString(r, p + '/detail', v.detail);
    if (v.infoLink !== undefined) expectString(r, p + '/infoLink', v.infoLink);
    if (v.moreInfo !== undefined) expectString(r, p + '/moreInfo', v.moreInfo);
  }
}

/** Fast pass: is `v` a valid ErrorResponse? */
function validErrorResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vErrors = o.errors;
  if (vErrors === undefined) return false;
  if (!Array.isArray(vErrors)) return false;
  if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
  if (vErrors.length < 1) return false;
  for (let i = 0; i < vErrors.length; i++) {
    const item: unknown = vErrors[i];
    if (!validError(item, d + 2)) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ErrorResponse, at pointer `p`. */
function checkErrorResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vErrors = v.errors;
    if (vErrors === undefined) required(r, p + '/errors', 'errors');
    else {
      if (expectArray(r, p + '/errors', vErrors, d + 1)) {
        reportItemCount(r, p + '/errors', vErrors, 1, undefined);
        for (let i = 0; i < vErrors.length; i++) {
          const item: unknown = vErrors[i];
          checkError(item, p + '/errors' + '/' + i, d + 2, r);
        }
      }
    }
  }
}

/** Fast pass: is `v` a valid LenientBoolean? */
function validLenientBoolean(v: unknown, d: number): boolean {
  let matches = 0;
  if (typeof v === 'boolean') {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (validBooleanString(v, d)) {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (matches !== 1) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid LenientBoolean, at pointer `p`. */
function checkLenientBoolean(v: unknown, p: string, d: number, r: ValidationReport): void {
  const matches = (typeof v === 'boolean' ? 1 : 0) + (validBooleanString(v, d) ? 1 : 0);
  if (matches === 0) fail(r, p, 'oneOf', expected('exactly one of: a boolean or BooleanString', v));
  else if (matches > 1)
    fail(r, p, 'oneOf', `expected exactly one of: a boolean or BooleanString; ${matches} match`);
}

/** Fast pass: is `v` a valid PaymentContext? */
function validPaymentContext(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vMobile = o.mobile;
  if (vMobile !== undefined && !validLenientBoolean(vMobile, d + 1)) return false;
  const vIsEcommerce = o.isEcommerce;
  if (vIsEcommerce !== undefined && !validLenientBoolean(vIsEcommerce, d + 1)) return false;
  const vRecurring = o.recurring;
  if (vRecurring !== undefined && !validLenientBoolean(vRecurring, d + 1)) return false;
  const vTax = o.tax;
  if (vTax !== undefined && !validAmount(vTax, d + 1)) return false;
  const vDeviceInfo = o.deviceInfo;
  if (vDeviceInfo !== undefined && !validDeviceInfo(vDeviceInfo, d + 1)) return false;
  const vClientTransID = o.clientTransID;
  if (vClientTransID !== undefined && typeof vClientTransID !== 'string') return false;
  const vMerchantAccountNumber = o.merchantAccountNumber;
  if (vMerchantAccountNumber !== undefined && typeof vMerchantAccountNumber !== 'string')
    return false;
  const vPaymentGroupingCode = o.paymentGroupingCode;
  if (vPaymentGroupingCode !== undefined && typeof vPaymentGroupingCode !== 'string') return false;
  const vPaymentStatus = o.paymentStatus;
  if (vPaymentStatus !== undefined && typeof vPaymentStatus !== 'string') return false;
  const vReconBatchID = o.reconBatchID;
  if (vReconBatchID !== undefined && typeof vReconBatchID !== 'string') return false;
  const vTxnAuthorizationStamp = o.txnAuthorizationStamp;
  if (vTxnAuthorizationStamp !== undefined && typeof vTxnAuthorizationStamp !== 'string')
    return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid PaymentContext, at pointer `p`. */
function checkPaymentContext(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.mobile !== undefined) checkLenientBoolean(v.mobile, p + '/mobile', d + 1, r);
    if (v.isEcommerce !== undefined)
      checkLenientBoolean(v.isEcommerce, p + '/isEcommerce', d + 1, r);
    if (v.recurring !== undefined) checkLenientBoolean(v.recurring, p + '/recurring', d + 1, r);
    if (v.tax !== undefined) checkAmount(v.tax, p + '/tax', d + 1, r);
    if (v.deviceInfo !== undefined) checkDeviceInfo(v.deviceInfo, p + '/deviceInfo', d + 1, r);
    if (v.clientTransID !== undefined) expectString(r, p + '/clientTransID', v.clientTransID);
    if (v.merchantAccountNumber !== undefined)
      expectString(r, p + '/merchantAccountNumber', v.merchantAccountNumber);
    if (v.paymentGroupingCode !== undefined)
      expectString(r, p + '/paymentGroupingCode', v.paymentGroupingCode);
    if (v.paymentStatus !== undefined) expectString(r, p + '/paymentStatus', v.paymentStatus);
    if (v.reconBatchID !== undefined) expectString(r, p + '/reconBatchID', v.reconBatchID);
    if (v.txnAuthorizationStamp !== undefined)
      expectString(r, p + '/txnAuthorizationStamp', v.txnAuthorizationStamp);
  }
}

/** Fast pass: is `v` a valid PaymentContextRequest? */
function validPaymentContextRequest(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vMobile = o.mobile;
  if (vMobile !== undefined && !validBooleanString(vMobile, d + 1)) return false;
  const vIsEcommerce = o.isEcommerce;
  if (vIsEcommerce !== undefined && !validBooleanString(vIsEcommerce, d + 1)) return false;
  const vRecurring = o.recurring;
  if (vRecurring !== undefined && !validBooleanString(vRecurring, d + 1)) return false;
  const vTax = o.tax;
  if (vTax !== undefined && !validAmount(vTax, d + 1)) return false;
  const vDeviceInfo = o.deviceInfo;
  if (vDeviceInfo !== undefined && !validDeviceInfo(vDeviceInfo, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid PaymentContextRequest, at pointer `p`. */
function checkPaymentContextRequest(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.mobile !== undefined) checkBooleanString(v.mobile, p + '/mobile', d + 1, r);
    if (v.isEcommerce !== undefined)
      checkBooleanString(v.isEcommerce, p + '/isEcommerce', d + 1, r);
    if (v.recurring !== undefined) checkBooleanString(v.recurring, p + '/recurring', d + 1, r);
    if (v.tax !== undefined) checkAmount(v.tax, p + '/tax', d + 1, r);
    if (v.deviceInfo !== undefined) checkDeviceInfo(v.deviceInfo, p + '/deviceInfo', d + 1, r);
  }
}

/** Fast pass: is `v` a valid Refund? */
function validRefund(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId !== undefined && typeof vId !== 'string') return false;
  const vAmount = o.amount;
  if (vAmount !== undefined && !validAmount(vAmount, d + 1)) return false;
  const vStatus = o.status;
  if (vStatus !== undefined && !validRefundStatus(vStatus, d + 1)) return false;
  const vType = o.type;
  if (vType !== undefined && !validRefundType(vType, d + 1)) return false;
  const vCreated = o.created;
  if (vCreated !== undefined && !validDateTime(vCreated, d + 1)) return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContext(vContext, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Refund, at pointer `p`. */
function checkRefund(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.id !== undefined) expectString(r, p + '/id', v.id);
    if (v.amount !== undefined) checkAmount(v.amount, p + '/amount', d + 1, r);
    if (v.status !== undefined) checkRefundStatus(v.status, p + '/status', d + 1, r);
    if (v.type !== undefined) checkRefundType(v.type, p + '/type', d + 1, r);
    if (v.created !== undefined) checkDateTime(v.created, p + '/created', d + 1, r);
    if (v.context !== undefined) checkPaymentContext(v.context, p + '/context', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
  }
}

/** Fast pass: is `v` a valid RefundRequest? */
function validRefundRequest(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAmount = o.amount;
  if (vAmount === undefined) return false;
  if (!validAmount(vAmount, d + 1)) return false;
  const vDescription = o.description;
  if (vDescription !== undefined && typeof vDescription !== 'string') return false;
  const vContext = o.context;
  if (vContext !== undefined && !validPaymentContextRequest(vContext, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid RefundRequest, at pointer `p`. */
function checkRefundRequest(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vAmount = v.amount;
    if (vAmount === undefined) required(r, p + '/amount', 'amount');
    else checkAmount(vAmount, p + '/amount', d + 1, r);
    if (v.description !== undefined) expectString(r, p + '/description', v.description);
    if (v.context !== undefined) checkPaymentContextRequest(v.context, p + '/context', d + 1, r);
  }
}

/** Fast pass: is `v` a valid RefundStatus? */
function validRefundStatus(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (
    !(v === 'ISSUED' || v === 'DECLINED' || v === 'SETTLED' || v === 'VOIDED' || v === 'SUCCEEDED')
  )
    return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid RefundStatus, at pointer `p`. */
function checkRefundStatus(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (
    expectString(r, p, v) &&
    !(v === 'ISSUED' || v === 'DECLINED' || v === 'SETTLED' || v === 'VOIDED' || v === 'SUCCEEDED')
  )
    enumError(r, p, ['ISSUED', 'DECLINED', 'SETTLED', 'VOIDED', 'SUCCEEDED'], v);
}

/** Fast pass: is `v` a valid RefundType? */
function validRefundType(v: unknown, d: number): boolean {
  if (typeof v !== 'string') return false;
  if (!(v === 'REFUND' || v === 'VOID')) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid RefundType, at pointer `p`. */
function checkRefundType(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectString(r, p, v) && !(v === 'REFUND' || v === 'VOID'))
    enumError(r, p, ['REFUND', 'VOID'], v);
}

/** Fast pass: is `v` a valid Token? */
function validToken(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vValue = o.value;
  if (vValue === undefined) return false;
  if (typeof vValue !== 'string') return false;
  if (vValue.length < 2 && codePointLength(vValue) < 1) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid Token, at pointer `p`. */
function checkToken(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vValue = v.value;
    if (vValue === undefined) required(r, p + '/value', 'value');
    else if (expectString(r, p + '/value', vValue))
      reportLength(r, p + '/value', vValue, 1, undefined);
  }
}

/** Fast pass: is `v` a variant of a union in TokenRequest? */
function validTokenRequestVariant1(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCard = o.card;
  if (vCard === undefined) return false;
  if (!validCard(vCard, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a variant of a union in TokenRequest, at pointer `p`. */
function checkTokenRequestVariant1(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vCard = v.card;
    if (vCard === undefined) required(r, p + '/card', 'card');
    else checkCard(vCard, p + '/card', d + 1, r);
  }
}

/** Fast pass: is `v` a variant of a union in TokenRequest? */
function validTokenRequestVariant2(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vBankAccount = o.bankAccount;
  if (vBankAccount === undefined) return false;
  if (!validBankAccount(vBankAccount, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a variant of a union in TokenRequest, at pointer `p`. */
function checkTokenRequestVariant2(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    const vBankAccount = v.bankAccount;
    if (vBankAccount === undefined) required(r, p + '/bankAccount', 'bankAccount');
    else checkBankAccount(vBankAccount, p + '/bankAccount', d + 1, r);
  }
}

/** Fast pass: is `v` a valid TokenRequest? */
function validTokenRequest(v: unknown, d: number): boolean {
  let matches = 0;
  if (validTokenRequestVariant1(v, d)) {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (validTokenRequestVariant2(v, d)) {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (matches !== 1) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid TokenRequest, at pointer `p`. */
function checkTokenRequest(v: unknown, p: string, d: number, r: ValidationReport): void {
  const matches =
    (validTokenRequestVariant1(v, d) ? 1 : 0) + (validTokenRequestVariant2(v, d) ? 1 : 0);
  if (matches === 0)
    fail(
      r,
      p,
      'oneOf',
      expected("exactly one of: an object with 'card' or an object with 'bankAccount'", v),
    );
  else if (matches > 1)
    fail(
      r,
      p,
      'oneOf',
      `expected exactly one of: an object with 'card' or an object with 'bankAccount'; ${matches} match`,
    );
}

/** Fast pass: is `v` a variant of a union in TokenRequestWrite? */
function validTokenRequestWriteVariant1(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCard = o.card;
  if (vCard === undefined) return false;
  if (!validCardWrite(vCard, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a variant of a union in TokenRequestWrite, at pointer `p`. */
function checkTokenRequestWriteVariant1(
  v: unknown,
  p: string,
  d: number,
  r: ValidationReport,
): void {
  if (expectObject(r, p, v, d)) {
    const vCard = v.card;
    if (vCard === undefined) required(r, p + '/card', 'card');
    else checkCardWrite(vCard, p + '/card', d + 1, r);
  }
}

/** Fast pass: is `v` a variant of a union in TokenRequestWrite? */
function validTokenRequestWriteVariant2(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vBankAccount = o.bankAccount;
  if (vBankAccount === undefined) return false;
  if (!validBankAccountWrite(vBankAccount, d + 1)) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a variant of a union in TokenRequestWrite, at pointer `p`. */
function checkTokenRequestWriteVariant2(
  v: unknown,
  p: string,
  d: number,
  r: ValidationReport,
): void {
  if (expectObject(r, p, v, d)) {
    const vBankAccount = v.bankAccount;
    if (vBankAccount === undefined) required(r, p + '/bankAccount', 'bankAccount');
    else checkBankAccountWrite(vBankAccount, p + '/bankAccount', d + 1, r);
  }
}

/** Fast pass: is `v` a valid TokenRequestWrite (request shape)? */
function validTokenRequestWrite(v: unknown, d: number): boolean {
  let matches = 0;
  if (validTokenRequestWriteVariant1(v, d)) {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (validTokenRequestWriteVariant2(v, d)) {
    if (++matches > 1) return false;
  } else if (tooDeep) return false;
  if (matches !== 1) return false;
  return true;
}

/** Collecting pass: every problem of `v` as a valid TokenRequestWrite (request shape), at pointer `p`. */
function checkTokenRequestWrite(v: unknown, p: string, d: number, r: ValidationReport): void {
  const matches =
    (validTokenRequestWriteVariant1(v, d) ? 1 : 0) + (validTokenRequestWriteVariant2(v, d) ? 1 : 0);
  if (matches === 0)
    fail(
      r,
      p,
      'oneOf',
      expected("exactly one of: an object with 'card' or an object with 'bankAccount'", v),
    );
  else if (matches > 1)
    fail(
      r,
      p,
      'oneOf',
      `expected exactly one of: an object with 'card' or an object with 'bankAccount'; ${matches} match`,
    );
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
  Amount: (value: unknown): ValidationResult<T.Amount> => resultOf(value, validAmount, checkAmount),
  BankAccount: (value: unknown): ValidationResult<T.BankAccount> =>
    resultOf(value, validBankAccount, checkBankAccount),
  BankAccountWrite: (value: unknown): ValidationResult<T.BankAccountWrite> =>
    requestResultOf(value, validBankAccountWrite, checkBankAccountWrite),
  BankAccountList: (value: unknown): ValidationResult<T.BankAccountList> =>
    resultOf(value, validBankAccountList, checkBankAccountList),
  BankAccountType: (value: unknown): ValidationResult<T.BankAccountType> =>
    resultOf(value, validBankAccountType, checkBankAccountType),
  BooleanString: (value: unknown): ValidationResult<T.BooleanString> =>
    resultOf(value, validBooleanString, checkBooleanString),
  CaptureDetail: (value: unknown): ValidationResult<T.CaptureDetail> =>
    resultOf(value, validCaptureDetail, checkCaptureDetail),
  CaptureRequest: (value: unknown): ValidationResult<T.CaptureRequest> =>
    resultOf(value, validCaptureRequest, checkCaptureRequest),
  Card: (value: unknown): ValidationResult<T.Card> => resultOf(value, validCard, checkCard),
  CardWrite: (value: unknown): ValidationResult<T.CardWrite> =>
    requestResultOf(value, validCardWrite, checkCardWrite),
  CardList: (value: unknown): ValidationResult<T.CardList> =>
    resultOf(value, validCardList, checkCardList),
  Charge: (value: unknown): ValidationResult<T.Charge> => resultOf(value, validCharge, checkCharge),
  ChargeRequest: (value: unknown): ValidationResult<T.ChargeRequest> =>
    resultOf(value, validChargeRequest, checkChargeRequest),
  ChargeRequestWrite: (value: unknown): ValidationResult<T.ChargeRequestWrite> =>
    requestResultOf(value, validChargeRequestWrite, checkChargeRequestWrite),
  ChargeStatus: (value: unknown): ValidationResult<T.ChargeStatus> =>
    resultOf(value, validChargeStatus, checkChargeStatus),
  CurrencyCode: (value: unknown): ValidationResult<T.CurrencyCode> =>
    resultOf(value, validCurrencyCode, checkCurrencyCode),
  DateTime: (value: unknown): ValidationResult<T.DateTime> =>
    resultOf(value, validDateTime, checkDateTime),
  DeviceInfo: (value: unknown): ValidationResult<T.DeviceInfo> =>
    resultOf(value, validDeviceInfo, checkDeviceInfo),
  Error: (value: unknown): ValidationResult<T.Error> => resultOf(value, validError, checkError),
  ErrorResponse: (value: unknown): ValidationResult<T.ErrorResponse> =>
    resultOf(value, validErrorResponse, checkErrorResponse),
  LenientBoolean: (value: unknown): ValidationResult<T.LenientBoolean> =>
    resultOf(value, validLenientBoolean, checkLenientBoolean),
  PaymentContext: (value: unknown): ValidationResult<T.PaymentContext> =>
    resultOf(value, validPaymentContext, checkPaymentContext),
  PaymentContextRequest: (value: unknown): ValidationResult<T.PaymentContextRequest> =>
    resultOf(value, validPaymentContextRequest, checkPaymentContextRequest),
  Refund: (value: unknown): ValidationResult<T.Refund> => resultOf(value, validRefund, checkRefund),
  RefundRequest: (value: unknown): ValidationResult<T.RefundRequest> =>
    resultOf(value, validRefundRequest, checkRefundRequest),
  RefundStatus: (value: unknown): ValidationResult<T.RefundStatus> =>
    resultOf(value, validRefundStatus, checkRefundStatus),
  RefundType: (value: unknown): ValidationResult<T.RefundType> =>
    resultOf(value, validRefundType, checkRefundType),
  Token: (value: unknown): ValidationResult<T.Token> => resultOf(value, validToken, checkToken),
  TokenRequest: (value: unknown): ValidationResult<T.TokenRequest> =>
    resultOf(value, validTokenRequest, checkTokenRequest),
  TokenRequestWrite: (value: unknown): ValidationResult<T.TokenRequestWrite> =>
    requestResultOf(value, validTokenRequestWrite, checkTokenRequestWrite),
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  Address: (value: unknown): value is T.Address => guardOf(value, validAddress),
  Amount: (value: unknown): value is T.Amount => guardOf(value, validAmount),
  BankAccount: (value: unknown): value is T.BankAccount => guardOf(value, validBankAccount),
  BankAccountWrite: (value: unknown): value is T.BankAccountWrite =>
    guardOf(value, validBankAccountWrite),
  BankAccountList: (value: unknown): value is T.BankAccountList =>
    guardOf(value, validBankAccountList),
  BankAccountType: (value: unknown): value is T.BankAccountType =>
    guardOf(value, validBankAccountType),
  BooleanString: (value: unknown): value is T.BooleanString => guardOf(value, validBooleanString),
  CaptureDetail: (value: unknown): value is T.CaptureDetail => guardOf(value, validCaptureDetail),
  CaptureRequest: (value: unknown): value is T.CaptureRequest =>
    guardOf(value, validCaptureRequest),
  Card: (value: unknown): value is T.Card => guardOf(value, validCard),
  CardWrite: (value: unknown): value is T.CardWrite => guardOf(value, validCardWrite),
  CardList: (value: unknown): value is T.CardList => guardOf(value, validCardList),
  Charge: (value: unknown): value is T.Charge => guardOf(value, validCharge),
  ChargeRequest: (value: unknown): value is T.ChargeRequest => guardOf(value, validChargeRequest),
  ChargeRequestWrite: (value: unknown): value is T.ChargeRequestWrite =>
    guardOf(value, validChargeRequestWrite),
  ChargeStatus: (value: unknown): value is T.ChargeStatus => guardOf(value, validChargeStatus),
  CurrencyCode: (value: unknown): value is T.CurrencyCode => guardOf(value, validCurrencyCode),
  DateTime: (value: unknown): value is T.DateTime => guardOf(value, validDateTime),
  DeviceInfo: (value: unknown): value is T.DeviceInfo => guardOf(value, validDeviceInfo),
  Error: (value: unknown): value is T.Error => guardOf(value, validError),
  ErrorResponse: (value: unknown): value is T.ErrorResponse => guardOf(value, validErrorResponse),
  LenientBoolean: (value: unknown): value is T.LenientBoolean =>
    guardOf(value, validLenientBoolean),
  PaymentContext: (value: unknown): value is T.PaymentContext =>
    guardOf(value, validPaymentContext),
  PaymentContextRequest: (value: unknown): value is T.PaymentContextRequest =>
    guardOf(value, validPaymentContextRequest),
  Refund: (value: unknown): value is T.Refund => guardOf(value, validRefund),
  RefundRequest: (value: unknown): value is T.RefundRequest => guardOf(value, validRefundRequest),
  RefundStatus: (value: unknown): value is T.RefundStatus => guardOf(value, validRefundStatus),
  RefundType: (value: unknown): value is T.RefundType => guardOf(value, validRefundType),
  Token: (value: unknown): value is T.Token => guardOf(value, validToken),
  TokenRequest: (value: unknown): value is T.TokenRequest => guardOf(value, validTokenRequest),
  TokenRequestWrite: (value: unknown): value is T.TokenRequestWrite =>
    guardOf(value, validTokenRequestWrite),
};

export type {
  ValidationCode,
  ValidationError,
  ValidationResult,
} from './runtime/validators/validation.js';
