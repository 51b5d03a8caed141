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
  expected,
  formatMessage,
  isInt32,
  missing,
  type ValidationReport,
  type ValidationResult,
} from './runtime/validation.js';

/** Reports stop growing past this many errors (a cyclic value would otherwise be walked along every branch). */
const ERROR_LIMIT = 100;

/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;

/** Fast pass: is `v` a valid ArrayOfString? */
function validArrayOfString(v: unknown, d: number): boolean {
  if (!Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  for (let i = 0; i < v.length; i++) {
    const item: unknown = v[i];
    if (item !== null) {
      if (typeof item !== 'string') return false;
    }
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ArrayOfString, at pointer `p`. */
function checkArrayOfString(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (!Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an array', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (item !== null) {
          if (typeof item !== 'string') {
            r.errors.push({
              path: p + '/' + i,
              code: item === null ? 'nullable' : 'type',
              message: expected('a string', item),
            });
          }
        }
      }
    }
  }
}

/** Fast pass: is `v` a valid authenticate? */
function validauthenticate(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vStrUserName = o.strUserName;
  if (vStrUserName !== undefined) {
    if (typeof vStrUserName !== 'string') return false;
  }
  const vStrPassword = o.strPassword;
  if (vStrPassword !== undefined) {
    if (typeof vStrPassword !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'strUserName' || key === 'strPassword')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid authenticate, at pointer `p`. */
function checkauthenticate(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vStrUserName = o.strUserName;
      if (vStrUserName !== undefined) {
        if (typeof vStrUserName !== 'string') {
          r.errors.push({
            path: p + '/strUserName',
            code: vStrUserName === null ? 'nullable' : 'type',
            message: expected('a string', vStrUserName),
          });
        }
      }
      const vStrPassword = o.strPassword;
      if (vStrPassword !== undefined) {
        if (typeof vStrPassword !== 'string') {
          r.errors.push({
            path: p + '/strPassword',
            code: vStrPassword === null ? 'nullable' : 'type',
            message: expected('a string', vStrPassword),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'strUserName' || key === 'strPassword'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid authenticateResponse? */
function validauthenticateResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vAuthenticateResult = o.authenticateResult;
  if (vAuthenticateResult !== undefined) {
    if (!validArrayOfString(vAuthenticateResult, d + 1)) return false;
  }
  for (const key in o) {
    if (!(key === 'authenticateResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid authenticateResponse, at pointer `p`. */
function checkauthenticateResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vAuthenticateResult = o.authenticateResult;
      if (vAuthenticateResult !== undefined) {
        checkArrayOfString(vAuthenticateResult, p + '/authenticateResult', d + 1, r);
      }
      for (const key in o) {
        if (!(key === 'authenticateResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid clientVersion? */
function validclientVersion(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vStrVersion = o.strVersion;
  if (vStrVersion !== undefined) {
    if (typeof vStrVersion !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'strVersion')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid clientVersion, at pointer `p`. */
function checkclientVersion(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vStrVersion = o.strVersion;
      if (vStrVersion !== undefined) {
        if (typeof vStrVersion !== 'string') {
          r.errors.push({
            path: p + '/strVersion',
            code: vStrVersion === null ? 'nullable' : 'type',
            message: expected('a string', vStrVersion),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'strVersion'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid clientVersionResponse? */
function validclientVersionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vClientVersionResult = o.clientVersionResult;
  if (vClientVersionResult !== undefined) {
    if (typeof vClientVersionResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'clientVersionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid clientVersionResponse, at pointer `p`. */
function checkclientVersionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vClientVersionResult = o.clientVersionResult;
      if (vClientVersionResult !== undefined) {
        if (typeof vClientVersionResult !== 'string') {
          r.errors.push({
            path: p + '/clientVersionResult',
            code: vClientVersionResult === null ? 'nullable' : 'type',
            message: expected('a string', vClientVersionResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'clientVersionResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid closeConnection? */
function validcloseConnection(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined) {
    if (typeof vTicket !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'ticket')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid closeConnection, at pointer `p`. */
function checkcloseConnection(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vTicket = o.ticket;
      if (vTicket !== undefined) {
        if (typeof vTicket !== 'string') {
          r.errors.push({
            path: p + '/ticket',
            code: vTicket === null ? 'nullable' : 'type',
            message: expected('a string', vTicket),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'ticket'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid closeConnectionResponse? */
function validcloseConnectionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vCloseConnectionResult = o.closeConnectionResult;
  if (vCloseConnectionResult !== undefined) {
    if (typeof vCloseConnectionResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'closeConnectionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid closeConnectionResponse, at pointer `p`. */
function checkcloseConnectionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vCloseConnectionResult = o.closeConnectionResult;
      if (vCloseConnectionResult !== undefined) {
        if (typeof vCloseConnectionResult !== 'string') {
          r.errors.push({
            path: p + '/closeConnectionResult',
            code: vCloseConnectionResult === null ? 'nullable' : 'type',
            message: expected('a string', vCloseConnectionResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'closeConnectionResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid connectionError? */
function validconnectionError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined) {
    if (typeof vTicket !== 'string') return false;
  }
  const vHresult = o.hresult;
  if (vHresult !== undefined) {
    if (typeof vHresult !== 'string') return false;
  }
  const vMessage = o.message;
  if (vMessage !== undefined) {
    if (typeof vMessage !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'ticket' || key === 'hresult' || key === 'message')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid connectionError, at pointer `p`. */
function checkconnectionError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vTicket = o.ticket;
      if (vTicket !== undefined) {
        if (typeof vTicket !== 'string') {
          r.errors.push({
            path: p + '/ticket',
            code: vTicket === null ? 'nullable' : 'type',
            message: expected('a string', vTicket),
          });
        }
      }
      const vHresult = o.hresult;
      if (vHresult !== undefined) {
        if (typeof vHresult !== 'string') {
          r.errors.push({
            path: p + '/hresult',
            code: vHresult === null ? 'nullable' : 'type',
            message: expected('a string', vHresult),
          });
        }
      }
      const vMessage = o.message;
      if (vMessage !== undefined) {
        if (typeof vMessage !== 'string') {
          r.errors.push({
            path: p + '/message',
            code: vMessage === null ? 'nullable' : 'type',
            message: expected('a string', vMessage),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'ticket' || key === 'hresult' || key === 'message'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid connectionErrorResponse? */
function validconnectionErrorResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vConnectionErrorResult = o.connectionErrorResult;
  if (vConnectionErrorResult !== undefined) {
    if (typeof vConnectionErrorResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'connectionErrorResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid connectionErrorResponse, at pointer `p`. */
function checkconnectionErrorResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vConnectionErrorResult = o.connectionErrorResult;
      if (vConnectionErrorResult !== undefined) {
        if (typeof vConnectionErrorResult !== 'string') {
          r.errors.push({
            path: p + '/connectionErrorResult',
            code: vConnectionErrorResult === null ? 'nullable' : 'type',
            message: expected('a string', vConnectionErrorResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'connectionErrorResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid getLastError? */
function validgetLastError(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined) {
    if (typeof vTicket !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'ticket')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid getLastError, at pointer `p`. */
function checkgetLastError(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vTicket = o.ticket;
      if (vTicket !== undefined) {
        if (typeof vTicket !== 'string') {
          r.errors.push({
            path: p + '/ticket',
            code: vTicket === null ? 'nullable' : 'type',
            message: expected('a string', vTicket),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'ticket'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid getLastErrorResponse? */
function validgetLastErrorResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vGetLastErrorResult = o.getLastErrorResult;
  if (vGetLastErrorResult !== undefined) {
    if (typeof vGetLastErrorResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'getLastErrorResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid getLastErrorResponse, at pointer `p`. */
function checkgetLastErrorResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vGetLastErrorResult = o.getLastErrorResult;
      if (vGetLastErrorResult !== undefined) {
        if (typeof vGetLastErrorResult !== 'string') {
          r.errors.push({
            path: p + '/getLastErrorResult',
            code: vGetLastErrorResult === null ? 'nullable' : 'type',
            message: expected('a string', vGetLastErrorResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'getLastErrorResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid receiveResponseXML? */
function validreceiveResponseXML(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined) {
    if (typeof vTicket !== 'string') return false;
  }
  const vResponse = o.response;
  if (vResponse !== undefined) {
    if (typeof vResponse !== 'string') return false;
  }
  const vHresult = o.hresult;
  if (vHresult !== undefined) {
    if (typeof vHresult !== 'string') return false;
  }
  const vMessage = o.message;
  if (vMessage !== undefined) {
    if (typeof vMessage !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'ticket' || key === 'response' || key === 'hresult' || key === 'message'))
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid receiveResponseXML, at pointer `p`. */
function checkreceiveResponseXML(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vTicket = o.ticket;
      if (vTicket !== undefined) {
        if (typeof vTicket !== 'string') {
          r.errors.push({
            path: p + '/ticket',
            code: vTicket === null ? 'nullable' : 'type',
            message: expected('a string', vTicket),
          });
        }
      }
      const vResponse = o.response;
      if (vResponse !== undefined) {
        if (typeof vResponse !== 'string') {
          r.errors.push({
            path: p + '/response',
            code: vResponse === null ? 'nullable' : 'type',
            message: expected('a string', vResponse),
          });
        }
      }
      const vHresult = o.hresult;
      if (vHresult !== undefined) {
        if (typeof vHresult !== 'string') {
          r.errors.push({
            path: p + '/hresult',
            code: vHresult === null ? 'nullable' : 'type',
            message: expected('a string', vHresult),
          });
        }
      }
      const vMessage = o.message;
      if (vMessage !== undefined) {
        if (typeof vMessage !== 'string') {
          r.errors.push({
            path: p + '/message',
            code: vMessage === null ? 'nullable' : 'type',
            message: expected('a string', vMessage),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'ticket' || key === 'response' || key === 'hresult' || key === 'message'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid receiveResponseXMLResponse? */
function validreceiveResponseXMLResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
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
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vReceiveResponseXMLResult = o.receiveResponseXMLResult;
      if (vReceiveResponseXMLResult === undefined) {
        r.errors.push({
          path: p + '/receiveResponseXMLResult',
          code: 'required',
          message: missing('receiveResponseXMLResult'),
        });
      } else {
        if (!Number.isInteger(vReceiveResponseXMLResult)) {
          r.errors.push({
            path: p + '/receiveResponseXMLResult',
            code: vReceiveResponseXMLResult === null ? 'nullable' : 'type',
            message: expected('an integer', vReceiveResponseXMLResult),
          });
        } else {
          if ((vReceiveResponseXMLResult as number) < -2147483648)
            r.errors.push({
              path: p + '/receiveResponseXMLResult',
              code: 'minimum',
              message: expected('at least -2147483648', vReceiveResponseXMLResult),
            });
          if ((vReceiveResponseXMLResult as number) > 2147483647)
            r.errors.push({
              path: p + '/receiveResponseXMLResult',
              code: 'maximum',
              message: expected('at most 2147483647', vReceiveResponseXMLResult),
            });
          if (!isInt32(vReceiveResponseXMLResult as number))
            r.errors.push({
              path: p + '/receiveResponseXMLResult',
              code: 'format',
              message: formatMessage('int32', vReceiveResponseXMLResult),
            });
        }
      }
      for (const key in o) {
        if (!(key === 'receiveResponseXMLResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid sendRequestXML? */
function validsendRequestXML(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vTicket = o.ticket;
  if (vTicket !== undefined) {
    if (typeof vTicket !== 'string') return false;
  }
  const vStrHCPResponse = o.strHCPResponse;
  if (vStrHCPResponse !== undefined) {
    if (typeof vStrHCPResponse !== 'string') return false;
  }
  const vStrCompanyFileName = o.strCompanyFileName;
  if (vStrCompanyFileName !== undefined) {
    if (typeof vStrCompanyFileName !== 'string') return false;
  }
  const vAcctXMLCountry = o.acctXMLCountry;
  if (vAcctXMLCountry !== undefined) {
    if (typeof vAcctXMLCountry !== 'string') return false;
  }
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
    if (!(
      key === 'ticket' ||
      key === 'strHCPResponse' ||
      key === 'strCompanyFileName' ||
      key === 'acctXMLCountry' ||
      key === 'acctXMLMajorVers' ||
      key === 'acctXMLMinorVers'
    ))
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid sendRequestXML, at pointer `p`. */
function checksendRequestXML(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vTicket = o.ticket;
      if (vTicket !== undefined) {
        if (typeof vTicket !== 'string') {
          r.errors.push({
            path: p + '/ticket',
            code: vTicket === null ? 'nullable' : 'type',
            message: expected('a string', vTicket),
          });
        }
      }
      const vStrHCPResponse = o.strHCPResponse;
      if (vStrHCPResponse !== undefined) {
        if (typeof vStrHCPResponse !== 'string') {
          r.errors.push({
            path: p + '/strHCPResponse',
            code: vStrHCPResponse === null ? 'nullable' : 'type',
            message: expected('a string', vStrHCPResponse),
          });
        }
      }
      const vStrCompanyFileName = o.strCompanyFileName;
      if (vStrCompanyFileName !== undefined) {
        if (typeof vStrCompanyFileName !== 'string') {
          r.errors.push({
            path: p + '/strCompanyFileName',
            code: vStrCompanyFileName === null ? 'nullable' : 'type',
            message: expected('a string', vStrCompanyFileName),
          });
        }
      }
      const vAcctXMLCountry = o.acctXMLCountry;
      if (vAcctXMLCountry !== undefined) {
        if (typeof vAcctXMLCountry !== 'string') {
          r.errors.push({
            path: p + '/acctXMLCountry',
            code: vAcctXMLCountry === null ? 'nullable' : 'type',
            message: expected('a string', vAcctXMLCountry),
          });
        }
      }
      const vAcctXMLMajorVers = o.acctXMLMajorVers;
      if (vAcctXMLMajorVers === undefined) {
        r.errors.push({
          path: p + '/acctXMLMajorVers',
          code: 'required',
          message: missing('acctXMLMajorVers'),
        });
      } else {
        if (!Number.isInteger(vAcctXMLMajorVers)) {
          r.errors.push({
            path: p + '/acctXMLMajorVers',
            code: vAcctXMLMajorVers === null ? 'nullable' : 'type',
            message: expected('an integer', vAcctXMLMajorVers),
          });
        } else {
          if ((vAcctXMLMajorVers as number) < -2147483648)
            r.errors.push({
              path: p + '/acctXMLMajorVers',
              code: 'minimum',
              message: expected('at least -2147483648', vAcctXMLMajorVers),
            });
          if ((vAcctXMLMajorVers as number) > 2147483647)
            r.errors.push({
              path: p + '/acctXMLMajorVers',
              code: 'maximum',
              message: expected('at most 2147483647', vAcctXMLMajorVers),
            });
          if (!isInt32(vAcctXMLMajorVers as number))
            r.errors.push({
              path: p + '/acctXMLMajorVers',
              code: 'format',
              message: formatMessage('int32', vAcctXMLMajorVers),
            });
        }
      }
      const vAcctXMLMinorVers = o.acctXMLMinorVers;
      if (vAcctXMLMinorVers === undefined) {
        r.errors.push({
          path: p + '/acctXMLMinorVers',
          code: 'required',
          message: missing('acctXMLMinorVers'),
        });
      } else {
        if (!Number.isInteger(vAcctXMLMinorVers)) {
          r.errors.push({
            path: p + '/acctXMLMinorVers',
            code: vAcctXMLMinorVers === null ? 'nullable' : 'type',
            message: expected('an integer', vAcctXMLMinorVers),
          });
        } else {
          if ((vAcctXMLMinorVers as number) < -2147483648)
            r.errors.push({
              path: p + '/acctXMLMinorVers',
              code: 'minimum',
              message: expected('at least -2147483648', vAcctXMLMinorVers),
            });
          if ((vAcctXMLMinorVers as number) > 2147483647)
            r.errors.push({
              path: p + '/acctXMLMinorVers',
              code: 'maximum',
              message: expected('at most 2147483647', vAcctXMLMinorVers),
            });
          if (!isInt32(vAcctXMLMinorVers as number))
            r.errors.push({
              path: p + '/acctXMLMinorVers',
              code: 'format',
              message: formatMessage('int32', vAcctXMLMinorVers),
            });
        }
      }
      for (const key in o) {
        if (!(
          key === 'ticket' ||
          key === 'strHCPResponse' ||
          key === 'strCompanyFileName' ||
          key === 'acctXMLCountry' ||
          key === 'acctXMLMajorVers' ||
          key === 'acctXMLMinorVers'
        ))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid sendRequestXMLResponse? */
function validsendRequestXMLResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vSendRequestXMLResult = o.sendRequestXMLResult;
  if (vSendRequestXMLResult !== undefined) {
    if (typeof vSendRequestXMLResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'sendRequestXMLResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid sendRequestXMLResponse, at pointer `p`. */
function checksendRequestXMLResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vSendRequestXMLResult = o.sendRequestXMLResult;
      if (vSendRequestXMLResult !== undefined) {
        if (typeof vSendRequestXMLResult !== 'string') {
          r.errors.push({
            path: p + '/sendRequestXMLResult',
            code: vSendRequestXMLResult === null ? 'nullable' : 'type',
            message: expected('a string', vSendRequestXMLResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'sendRequestXMLResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid serverVersion? */
function validserverVersion(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vStrVersion = o.strVersion;
  if (vStrVersion !== undefined) {
    if (typeof vStrVersion !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'strVersion')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid serverVersion, at pointer `p`. */
function checkserverVersion(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vStrVersion = o.strVersion;
      if (vStrVersion !== undefined) {
        if (typeof vStrVersion !== 'string') {
          r.errors.push({
            path: p + '/strVersion',
            code: vStrVersion === null ? 'nullable' : 'type',
            message: expected('a string', vStrVersion),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'strVersion'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid serverVersionResponse? */
function validserverVersionResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vServerVersionResult = o.serverVersionResult;
  if (vServerVersionResult !== undefined) {
    if (typeof vServerVersionResult !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'serverVersionResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid serverVersionResponse, at pointer `p`. */
function checkserverVersionResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    r.errors.push({
      path: p,
      code: v === null ? 'nullable' : 'type',
      message: expected('an object', v),
    });
  } else {
    if (d >= MAX_DEPTH) {
      r.errors.push({
        path: p,
        code: 'depth',
        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
      });
    } else if (r.errors.length < ERROR_LIMIT) {
      const o = v as Record<string, unknown>;
      const vServerVersionResult = o.serverVersionResult;
      if (vServerVersionResult !== undefined) {
        if (typeof vServerVersionResult !== 'string') {
          r.errors.push({
            path: p + '/serverVersionResult',
            code: vServerVersionResult === null ? 'nullable' : 'type',
            message: expected('a string', vServerVersionResult),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'serverVersionResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
  ArrayOfString: (value: unknown): ValidationResult<T.ArrayOfString> => {
    tooDeep = false;
    if (validArrayOfString(value, 0))
      return { ok: true, value: value as T.ArrayOfString, dropped: [] };
    return collectResult<T.ArrayOfString>(value, checkArrayOfString);
  },
  authenticate: (value: unknown): ValidationResult<T.authenticate> => {
    tooDeep = false;
    if (validauthenticate(value, 0))
      return { ok: true, value: value as T.authenticate, dropped: [] };
    return collectResult<T.authenticate>(value, checkauthenticate);
  },
  authenticateResponse: (value: unknown): ValidationResult<T.authenticateResponse> => {
    tooDeep = false;
    if (validauthenticateResponse(value, 0))
      return { ok: true, value: value as T.authenticateResponse, dropped: [] };
    return collectResult<T.authenticateResponse>(value, checkauthenticateResponse);
  },
  clientVersion: (value: unknown): ValidationResult<T.clientVersion> => {
    tooDeep = false;
    if (validclientVersion(value, 0))
      return { ok: true, value: value as T.clientVersion, dropped: [] };
    return collectResult<T.clientVersion>(value, checkclientVersion);
  },
  clientVersionResponse: (value: unknown): ValidationResult<T.clientVersionResponse> => {
    tooDeep = false;
    if (validclientVersionResponse(value, 0))
      return { ok: true, value: value as T.clientVersionResponse, dropped: [] };
    return collectResult<T.clientVersionResponse>(value, checkclientVersionResponse);
  },
  closeConnection: (value: unknown): ValidationResult<T.closeConnection> => {
    tooDeep = false;
    if (validcloseConnection(value, 0))
      return { ok: true, value: value as T.closeConnection, dropped: [] };
    return collectResult<T.closeConnection>(value, checkcloseConnection);
  },
  closeConnectionResponse: (value: unknown): ValidationResult<T.closeConnectionResponse> => {
    tooDeep = false;
    if (validcloseConnectionResponse(value, 0))
      return { ok: true, value: value as T.closeConnectionResponse, dropped: [] };
    return collectResult<T.closeConnectionResponse>(value, checkcloseConnectionResponse);
  },
  connectionError: (value: unknown): ValidationResult<T.connectionError> => {
    tooDeep = false;
    if (validconnectionError(value, 0))
      return { ok: true, value: value as T.connectionError, dropped: [] };
    return collectResult<T.connectionError>(value, checkconnectionError);
  },
  connectionErrorResponse: (value: unknown): ValidationResult<T.connectionErrorResponse> => {
    tooDeep = false;
    if (validconnectionErrorResponse(value, 0))
      return { ok: true, value: value as T.connectionErrorResponse, dropped: [] };
    return collectResult<T.connectionErrorResponse>(value, checkconnectionErrorResponse);
  },
  getLastError: (value: unknown): ValidationResult<T.getLastError> => {
    tooDeep = false;
    if (validgetLastError(value, 0))
      return { ok: true, value: value as T.getLastError, dropped: [] };
    return collectResult<T.getLastError>(value, checkgetLastError);
  },
  getLastErrorResponse: (value: unknown): ValidationResult<T.getLastErrorResponse> => {
    tooDeep = false;
    if (validgetLastErrorResponse(value, 0))
      return { ok: true, value: value as T.getLastErrorResponse, dropped: [] };
    return collectResult<T.getLastErrorResponse>(value, checkgetLastErrorResponse);
  },
  receiveResponseXML: (value: unknown): ValidationResult<T.receiveResponseXML> => {
    tooDeep = false;
    if (validreceiveResponseXML(value, 0))
      return { ok: true, value: value as T.receiveResponseXML, dropped: [] };
    return collectResult<T.receiveResponseXML>(value, checkreceiveResponseXML);
  },
  receiveResponseXMLResponse: (value: unknown): ValidationResult<T.receiveResponseXMLResponse> => {
    tooDeep = false;
    if (validreceiveResponseXMLResponse(value, 0))
      return { ok: true, value: value as T.receiveResponseXMLResponse, dropped: [] };
    return collectResult<T.receiveResponseXMLResponse>(value, checkreceiveResponseXMLResponse);
  },
  sendRequestXML: (value: unknown): ValidationResult<T.sendRequestXML> => {
    tooDeep = false;
    if (validsendRequestXML(value, 0))
      return { ok: true, value: value as T.sendRequestXML, dropped: [] };
    return collectResult<T.sendRequestXML>(value, checksendRequestXML);
  },
  sendRequestXMLResponse: (value: unknown): ValidationResult<T.sendRequestXMLResponse> => {
    tooDeep = false;
    if (validsendRequestXMLResponse(value, 0))
      return { ok: true, value: value as T.sendRequestXMLResponse, dropped: [] };
    return collectResult<T.sendRequestXMLResponse>(value, checksendRequestXMLResponse);
  },
  serverVersion: (value: unknown): ValidationResult<T.serverVersion> => {
    tooDeep = false;
    if (validserverVersion(value, 0))
      return { ok: true, value: value as T.serverVersion, dropped: [] };
    return collectResult<T.serverVersion>(value, checkserverVersion);
  },
  serverVersionResponse: (value: unknown): ValidationResult<T.serverVersionResponse> => {
    tooDeep = false;
    if (validserverVersionResponse(value, 0))
      return { ok: true, value: value as T.serverVersionResponse, dropped: [] };
    return collectResult<T.serverVersionResponse>(value, checkserverVersionResponse);
  },
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  ArrayOfString: (value: unknown): value is T.ArrayOfString => {
    tooDeep = false;
    return validArrayOfString(value, 0);
  },
  authenticate: (value: unknown): value is T.authenticate => {
    tooDeep = false;
    return validauthenticate(value, 0);
  },
  authenticateResponse: (value: unknown): value is T.authenticateResponse => {
    tooDeep = false;
    return validauthenticateResponse(value, 0);
  },
  clientVersion: (value: unknown): value is T.clientVersion => {
    tooDeep = false;
    return validclientVersion(value, 0);
  },
  clientVersionResponse: (value: unknown): value is T.clientVersionResponse => {
    tooDeep = false;
    return validclientVersionResponse(value, 0);
  },
  closeConnection: (value: unknown): value is T.closeConnection => {
    tooDeep = false;
    return validcloseConnection(value, 0);
  },
  closeConnectionResponse: (value: unknown): value is T.closeConnectionResponse => {
    tooDeep = false;
    return validcloseConnectionResponse(value, 0);
  },
  connectionError: (value: unknown): value is T.connectionError => {
    tooDeep = false;
    return validconnectionError(value, 0);
  },
  connectionErrorResponse: (value: unknown): value is T.connectionErrorResponse => {
    tooDeep = false;
    return validconnectionErrorResponse(value, 0);
  },
  getLastError: (value: unknown): value is T.getLastError => {
    tooDeep = false;
    return validgetLastError(value, 0);
  },
  getLastErrorResponse: (value: unknown): value is T.getLastErrorResponse => {
    tooDeep = false;
    return validgetLastErrorResponse(value, 0);
  },
  receiveResponseXML: (value: unknown): value is T.receiveResponseXML => {
    tooDeep = false;
    return validreceiveResponseXML(value, 0);
  },
  receiveResponseXMLResponse: (value: unknown): value is T.receiveResponseXMLResponse => {
    tooDeep = false;
    return validreceiveResponseXMLResponse(value, 0);
  },
  sendRequestXML: (value: unknown): value is T.sendRequestXML => {
    tooDeep = false;
    return validsendRequestXML(value, 0);
  },
  sendRequestXMLResponse: (value: unknown): value is T.sendRequestXMLResponse => {
    tooDeep = false;
    return validsendRequestXMLResponse(value, 0);
  },
  serverVersion: (value: unknown): value is T.serverVersion => {
    tooDeep = false;
    return validserverVersion(value, 0);
  },
  serverVersionResponse: (value: unknown): value is T.serverVersionResponse => {
    tooDeep = false;
    return validserverVersionResponse(value, 0);
  },
};
