/**
 * Validators of ConnectorSvc 1.0.0. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */

import type * as T from './types.js';
import {
  MAX_DEPTH,
  collectResult,
  escapePointer,
  expectArray,
  expectInteger,
  expectObject,
  expectString,
  expected,
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

/** Fast pass: is `v` a valid authenticate? */
function validauthenticate(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vStrUserName = o.strUserName;
  if (vStrUserName !== undefined && typeof vStrUserName !== 'string') return false;
  const vStrPassword = o.strPassword;
  if (vStrPassword !== undefined && typeof vStrPassword !== 'string') return false;
  for (const key in o) {
    if (!(key === 'strUserName' || key === 'strPassword')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid authenticate, at pointer `p`. */
function checkauthenticate(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.strUserName !== undefined) expectString(r, p + '/strUserName', v.strUserName);
    if (v.strPassword !== undefined) expectString(r, p + '/strPassword', v.strPassword);
    for (const key in v) {
      if (!(key === 'strUserName' || key === 'strPassword'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid authenticateResponse? */
function validauthenticateResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vAuthenticateResult = o.authenticateResult;
  if (vAuthenticateResult !== undefined && !validArrayOfString(vAuthenticateResult, d + 1))
    return false;
  for (const key in o) {
    if (!(key === 'authenticateResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid authenticateResponse, at pointer `p`. */
function checkauthenticateResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.authenticateResult !== undefined)
      checkArrayOfString(v.authenticateResult, p + '/authenticateResult', d + 1, r);
    for (const key in v) {
      if (!(key === 'authenticateResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid clientVersion? */
function validclientVersion(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vStrVersion = o.strVersion;
  if (vStrVersion !== undefined && typeof vStrVersion !== 'string') return false;
  for (const key in o) {
    if (!(key === 'strVersion')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid clientVersion, at pointer `p`. */
function checkclientVersion(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.strVersion !== undefined) expectString(r, p + '/strVersion', v.strVersion);
    for (const key in v) {
      if (!(key === 'strVersion'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid clientVersionResponse? */
function validclientVersionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vClientVersionResult = o.clientVersionResult;
  if (vClientVersionResult !== undefined && typeof vClientVersionResult !== 'string') return false;
  for (const key in o) {
    if (!(key === 'clientVersionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid clientVersionResponse, at pointer `p`. */
function checkclientVersionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.clientVersionResult !== undefined)
      expectString(r, p + '/clientVersionResult', v.clientVersionResult);
    for (const key in v) {
      if (!(key === 'clientVersionResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid closeConnection? */
function validcloseConnection(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined && typeof vTicket !== 'string') return false;
  for (const key in o) {
    if (!(key === 'ticket')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid closeConnection, at pointer `p`. */
function checkcloseConnection(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.ticket !== undefined) expectString(r, p + '/ticket', v.ticket);
    for (const key in v) {
      if (!(key === 'ticket'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid closeConnectionResponse? */
function validcloseConnectionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vCloseConnectionResult = o.closeConnectionResult;
  if (vCloseConnectionResult !== undefined && typeof vCloseConnectionResult !== 'string')
    return false;
  for (const key in o) {
    if (!(key === 'closeConnectionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid closeConnectionResponse, at pointer `p`. */
function checkcloseConnectionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.closeConnectionResult !== undefined)
      expectString(r, p + '/closeConnectionResult', v.closeConnectionResult);
    for (const key in v) {
      if (!(key === 'closeConnectionResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid connectionError? */
function validconnectionError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined && typeof vTicket !== 'string') return false;
  const vHresult = o.hresult;
  if (vHresult !== undefined && typeof vHresult !== 'string') return false;
  const vMessage = o.message;
  if (vMessage !== undefined && typeof vMessage !== 'string') return false;
  for (const key in o) {
    if (!(key === 'ticket' || key === 'hresult' || key === 'message')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid connectionError, at pointer `p`. */
function checkconnectionError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.ticket !== undefined) expectString(r, p + '/ticket', v.ticket);
    if (v.hresult !== undefined) expectString(r, p + '/hresult', v.hresult);
    if (v.message !== undefined) expectString(r, p + '/message', v.message);
    for (const key in v) {
      if (!(key === 'ticket' || key === 'hresult' || key === 'message'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid connectionErrorResponse? */
function validconnectionErrorResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vConnectionErrorResult = o.connectionErrorResult;
  if (vConnectionErrorResult !== undefined && typeof vConnectionErrorResult !== 'string')
    return false;
  for (const key in o) {
    if (!(key === 'connectionErrorResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid connectionErrorResponse, at pointer `p`. */
function checkconnectionErrorResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.connectionErrorResult !== undefined)
      expectString(r, p + '/connectionErrorResult', v.connectionErrorResult);
    for (const key in v) {
      if (!(key === 'connectionErrorResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid getLastError? */
function validgetLastError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined && typeof vTicket !== 'string') return false;
  for (const key in o) {
    if (!(key === 'ticket')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid getLastError, at pointer `p`. */
function checkgetLastError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.ticket !== undefined) expectString(r, p + '/ticket', v.ticket);
    for (const key in v) {
      if (!(key === 'ticket'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid getLastErrorResponse? */
function validgetLastErrorResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vGetLastErrorResult = o.getLastErrorResult;
  if (vGetLastErrorResult !== undefined && typeof vGetLastErrorResult !== 'string') return false;
  for (const key in o) {
    if (!(key === 'getLastErrorResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid getLastErrorResponse, at pointer `p`. */
function checkgetLastErrorResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.getLastErrorResult !== undefined)
      expectString(r, p + '/getLastErrorResult', v.getLastErrorResult);
    for (const key in v) {
      if (!(key === 'getLastErrorResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid receiveResponseXML? */
function validreceiveResponseXML(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined && typeof vTicket !== 'string') return false;
  const vResponse = o.response;
  if (vResponse !== undefined && typeof vResponse !== 'string') return false;
  const vHresult = o.hresult;
  if (vHresult !== undefined && typeof vHresult !== 'string') return false;
  const vMessage = o.message;
  if (vMessage !== undefined && typeof vMessage !== 'string') return false;
  for (const key in o) {
    if (!(key === 'ticket' || key === 'response' || key === 'hresult' || key === 'message'))
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid receiveResponseXML, at pointer `p`. */
function checkreceiveResponseXML(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.ticket !== undefined) expectString(r, p + '/ticket', v.ticket);
    if (v.response !== undefined) expectString(r, p + '/response', v.response);
    if (v.hresult !== undefined) expectString(r, p + '/hresult', v.hresult);
    if (v.message !== undefined) expectString(r, p + '/message', v.message);
    for (const key in v) {
      if (!(key === 'ticket' || key === 'response' || key === 'hresult' || key === 'message'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid receiveResponseXMLResponse? */
function validreceiveResponseXMLResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vReceiveResponseXMLResult = o.receiveResponseXMLResult;
  if (vReceiveResponseXMLResult === undefined) return false;
  if (!Number.isInteger(vReceiveResponseXMLResult)) return false;
  if ((vReceiveResponseXMLResult as number) < -2147483648) return false;
  if ((vReceiveResponseXMLResult as number) > 2147483647) return false;
  if (!isInt32(vReceiveResponseXMLResult as number)) return false;
  for (const key in o) {
    if (!(key === 'receiveResponseXMLResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid receiveResponseXMLResponse, at pointer `p`. */
function checkreceiveResponseXMLResponse(
  v: unknown,
  p: string,
  d: number,
  r: ValidationReport,
): void {
  if (expectObject(r, p, v, d)) {
    const vReceiveResponseXMLResult = v.receiveResponseXMLResult;
    if (vReceiveResponseXMLResult === undefined)
      required(r, p + '/receiveResponseXMLResult', 'receiveResponseXMLResult');
    else {
      if (expectInteger(r, p + '/receiveResponseXMLResult', vReceiveResponseXMLResult)) {
        if (vReceiveResponseXMLResult < -2147483648)
          fail(
            r,
            p + '/receiveResponseXMLResult',
            'minimum',
            expected('at least -2147483648', vReceiveResponseXMLResult),
          );
        if (vReceiveResponseXMLResult > 2147483647)
          fail(
            r,
            p + '/receiveResponseXMLResult',
            'maximum',
            expected('at most 2147483647', vReceiveResponseXMLResult),
          );
        if (!isInt32(vReceiveResponseXMLResult))
          formatError(r, p + '/receiveResponseXMLResult', 'int32', vReceiveResponseXMLResult);
      }
    }
    for (const key in v) {
      if (!(key === 'receiveResponseXMLResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid sendRequestXML? */
function validsendRequestXML(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined && typeof vTicket !== 'string') return false;
  const vStrHCPResponse = o.strHCPResponse;
  if (vStrHCPResponse !== undefined && typeof vStrHCPResponse !== 'string') return false;
  const vStrCompanyFileName = o.strCompanyFileName;
  if (vStrCompanyFileName !== undefined && typeof vStrCompanyFileName !== 'string') return false;
  const vAcctXMLCountry = o.acctXMLCountry;
  if (vAcctXMLCountry !== undefined && typeof vAcctXMLCountry !== 'string') return false;
  const vAcctXMLMajorVers = o.acctXMLMajorVers;
  if (vAcctXMLMajorVers === undefined) return false;
  if (!Number.isInteger(vAcctXMLMajorVers)) return false;
  if ((vAcctXMLMajorVers as number) < -2147483648) return false;
  if ((vAcctXMLMajorVers as number) > 2147483647) return false;
  if (!isInt32(vAcctXMLMajorVers as number)) return false;
  const vAcctXMLMinorVers = o.acctXMLMinorVers;
  if (vAcctXMLMinorVers === undefined) return false;
  if (!Number.isInteger(vAcctXMLMinorVers)) return false;
  if ((vAcctXMLMinorVers as number) < -2147483648) return false;
  if ((vAcctXMLMinorVers as number) > 2147483647) return false;
  if (!isInt32(vAcctXMLMinorVers as number)) return false;
  for (const key in o) {
    if (
      !(
        key === 'ticket' ||
        key === 'strHCPResponse' ||
        key === 'strCompanyFileName' ||
        key === 'acctXMLCountry' ||
        key === 'acctXMLMajorVers' ||
        key === 'acctXMLMinorVers'
      )
    )
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid sendRequestXML, at pointer `p`. */
function checksendRequestXML(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.ticket !== undefined) expectString(r, p + '/ticket', v.ticket);
    if (v.strHCPResponse !== undefined) expectString(r, p + '/strHCPResponse', v.strHCPResponse);
    if (v.strCompanyFileName !== undefined)
      expectString(r, p + '/strCompanyFileName', v.strCompanyFileName);
    if (v.acctXMLCountry !== undefined) expectString(r, p + '/acctXMLCountry', v.acctXMLCountry);
    const vAcctXMLMajorVers = v.acctXMLMajorVers;
    if (vAcctXMLMajorVers === undefined) required(r, p + '/acctXMLMajorVers', 'acctXMLMajorVers');
    else {
      if (expectInteger(r, p + '/acctXMLMajorVers', vAcctXMLMajorVers)) {
        if (vAcctXMLMajorVers < -2147483648)
          fail(
            r,
            p + '/acctXMLMajorVers',
            'minimum',
            expected('at least -2147483648', vAcctXMLMajorVers),
          );
        if (vAcctXMLMajorVers > 2147483647)
          fail(
            r,
            p + '/acctXMLMajorVers',
            'maximum',
            expected('at most 2147483647', vAcctXMLMajorVers),
          );
        if (!isInt32(vAcctXMLMajorVers))
          formatError(r, p + '/acctXMLMajorVers', 'int32', vAcctXMLMajorVers);
      }
    }
    const vAcctXMLMinorVers = v.acctXMLMinorVers;
    if (vAcctXMLMinorVers === undefined) required(r, p + '/acctXMLMinorVers', 'acctXMLMinorVers');
    else {
      if (expectInteger(r, p + '/acctXMLMinorVers', vAcctXMLMinorVers)) {
        if (vAcctXMLMinorVers < -2147483648)
          fail(
            r,
            p + '/acctXMLMinorVers',
            'minimum',
            expected('at least -2147483648', vAcctXMLMinorVers),
          );
        if (vAcctXMLMinorVers > 2147483647)
          fail(
            r,
            p + '/acctXMLMinorVers',
            'maximum',
            expected('at most 2147483647', vAcctXMLMinorVers),
          );
        if (!isInt32(vAcctXMLMinorVers))
          formatError(r, p + '/acctXMLMinorVers', 'int32', vAcctXMLMinorVers);
      }
    }
    for (const key in v) {
      if (
        !(
          key === 'ticket' ||
          key === 'strHCPResponse' ||
          key === 'strCompanyFileName' ||
          key === 'acctXMLCountry' ||
          key === 'acctXMLMajorVers' ||
          key === 'acctXMLMinorVers'
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

/** Fast pass: is `v` a valid sendRequestXMLResponse? */
function validsendRequestXMLResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vSendRequestXMLResult = o.sendRequestXMLResult;
  if (vSendRequestXMLResult !== undefined && typeof vSendRequestXMLResult !== 'string')
    return false;
  for (const key in o) {
    if (!(key === 'sendRequestXMLResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid sendRequestXMLResponse, at pointer `p`. */
function checksendRequestXMLResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.sendRequestXMLResult !== undefined)
      expectString(r, p + '/sendRequestXMLResult', v.sendRequestXMLResult);
    for (const key in v) {
      if (!(key === 'sendRequestXMLResult'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid serverVersion? */
function validserverVersion(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vStrVersion = o.strVersion;
  if (vStrVersion !== undefined && typeof vStrVersion !== 'string') return false;
  for (const key in o) {
    if (!(key === 'strVersion')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid serverVersion, at pointer `p`. */
function checkserverVersion(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.strVersion !== undefined) expectString(r, p + '/strVersion', v.strVersion);
    for (const key in v) {
      if (!(key === 'strVersion'))
        fail(
          r,
          p + '/' + escapePointer(key),
          'additionalProperties',
          `unexpected property '${key}'`,
        );
    }
  }
}

/** Fast pass: is `v` a valid serverVersionResponse? */
function validserverVersionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) return refuseTooDeep();
  const o = v as Record<string, unknown>;
  const vServerVersionResult = o.serverVersionResult;
  if (vServerVersionResult !== undefined && typeof vServerVersionResult !== 'string') return false;
  for (const key in o) {
    if (!(key === 'serverVersionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid serverVersionResponse, at pointer `p`. */
function checkserverVersionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (expectObject(r, p, v, d)) {
    if (v.serverVersionResult !== undefined)
      expectString(r, p + '/serverVersionResult', v.serverVersionResult);
    for (const key in v) {
      if (!(key === 'serverVersionResult'))
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
  authenticate: (value: unknown): ValidationResult<T.authenticate> =>
    resultOf(value, validauthenticate, checkauthenticate),
  authenticateResponse: (value: unknown): ValidationResult<T.authenticateResponse> =>
    resultOf(value, validauthenticateResponse, checkauthenticateResponse),
  clientVersion: (value: unknown): ValidationResult<T.clientVersion> =>
    resultOf(value, validclientVersion, checkclientVersion),
  clientVersionResponse: (value: unknown): ValidationResult<T.clientVersionResponse> =>
    resultOf(value, validclientVersionResponse, checkclientVersionResponse),
  closeConnection: (value: unknown): ValidationResult<T.closeConnection> =>
    resultOf(value, validcloseConnection, checkcloseConnection),
  closeConnectionResponse: (value: unknown): ValidationResult<T.closeConnectionResponse> =>
    resultOf(value, validcloseConnectionResponse, checkcloseConnectionResponse),
  connectionError: (value: unknown): ValidationResult<T.connectionError> =>
    resultOf(value, validconnectionError, checkconnectionError),
  connectionErrorResponse: (value: unknown): ValidationResult<T.connectionErrorResponse> =>
    resultOf(value, validconnectionErrorResponse, checkconnectionErrorResponse),
  getLastError: (value: unknown): ValidationResult<T.getLastError> =>
    resultOf(value, validgetLastError, checkgetLastError),
  getLastErrorResponse: (value: unknown): ValidationResult<T.getLastErrorResponse> =>
    resultOf(value, validgetLastErrorResponse, checkgetLastErrorResponse),
  receiveResponseXML: (value: unknown): ValidationResult<T.receiveResponseXML> =>
    resultOf(value, validreceiveResponseXML, checkreceiveResponseXML),
  receiveResponseXMLResponse: (value: unknown): ValidationResult<T.receiveResponseXMLResponse> =>
    resultOf(value, validreceiveResponseXMLResponse, checkreceiveResponseXMLResponse),
  sendRequestXML: (value: unknown): ValidationResult<T.sendRequestXML> =>
    resultOf(value, validsendRequestXML, checksendRequestXML),
  sendRequestXMLResponse: (value: unknown): ValidationResult<T.sendRequestXMLResponse> =>
    resultOf(value, validsendRequestXMLResponse, checksendRequestXMLResponse),
  serverVersion: (value: unknown): ValidationResult<T.serverVersion> =>
    resultOf(value, validserverVersion, checkserverVersion),
  serverVersionResponse: (value: unknown): ValidationResult<T.serverVersionResponse> =>
    resultOf(value, validserverVersionResponse, checkserverVersionResponse),
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  ArrayOfString: (value: unknown): value is T.ArrayOfString => guardOf(value, validArrayOfString),
  authenticate: (value: unknown): value is T.authenticate => guardOf(value, validauthenticate),
  authenticateResponse: (value: unknown): value is T.authenticateResponse =>
    guardOf(value, validauthenticateResponse),
  clientVersion: (value: unknown): value is T.clientVersion => guardOf(value, validclientVersion),
  clientVersionResponse: (value: unknown): value is T.clientVersionResponse =>
    guardOf(value, validclientVersionResponse),
  closeConnection: (value: unknown): value is T.closeConnection =>
    guardOf(value, validcloseConnection),
  closeConnectionResponse: (value: unknown): value is T.closeConnectionResponse =>
    guardOf(value, validcloseConnectionResponse),
  connectionError: (value: unknown): value is T.connectionError =>
    guardOf(value, validconnectionError),
  connectionErrorResponse: (value: unknown): value is T.connectionErrorResponse =>
    guardOf(value, validconnectionErrorResponse),
  getLastError: (value: unknown): value is T.getLastError => guardOf(value, validgetLastError),
  getLastErrorResponse: (value: unknown): value is T.getLastErrorResponse =>
    guardOf(value, validgetLastErrorResponse),
  receiveResponseXML: (value: unknown): value is T.receiveResponseXML =>
    guardOf(value, validreceiveResponseXML),
  receiveResponseXMLResponse: (value: unknown): value is T.receiveResponseXMLResponse =>
    guardOf(value, validreceiveResponseXMLResponse),
  sendRequestXML: (value: unknown): value is T.sendRequestXML =>
    guardOf(value, validsendRequestXML),
  sendRequestXMLResponse: (value: unknown): value is T.sendRequestXMLResponse =>
    guardOf(value, validsendRequestXMLResponse),
  serverVersion: (value: unknown): value is T.serverVersion => guardOf(value, validserverVersion),
  serverVersionResponse: (value: unknown): value is T.serverVersionResponse =>
    guardOf(value, validserverVersionResponse),
};

export type {
  ValidationCode,
  ValidationError,
  ValidationResult,
} from './runtime/validators/validation.js';
