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
  escapePointer,
  expected,
  expectedOneOf,
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

/** Fast pass: is `v` a valid DirectoryFault? */
function validDirectoryFault(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vCode = o.code;
  if (vCode === undefined) return false;
  if (!Number.isInteger(vCode)) return false;
  if (!isInt32(vCode as number)) return false;
  const vMessage = o.message;
  if (vMessage !== undefined) {
    if (typeof vMessage !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'code' || key === 'message')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid DirectoryFault, at pointer `p`. */
function checkDirectoryFault(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vCode = o.code;
      if (vCode === undefined) {
        r.errors.push({ path: p + '/code', code: 'required', message: missing('code') });
      } else {
        if (!Number.isInteger(vCode)) {
          r.errors.push({
            path: p + '/code',
            code: vCode === null ? 'nullable' : 'type',
            message: expected('an integer', vCode),
          });
        } else if (!isInt32(vCode as number))
          r.errors.push({
            path: p + '/code',
            code: 'format',
            message: formatMessage('int32', vCode),
          });
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
        if (!(key === 'code' || key === 'message'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid ListNames? */
function validListNames(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vMaxCount = o.maxCount;
  if (vMaxCount === undefined) return false;
  if (!Number.isInteger(vMaxCount)) return false;
  if (!isInt32(vMaxCount as number)) return false;
  const vPrefix = o.prefix;
  if (vPrefix !== undefined) {
    if (typeof vPrefix !== 'string') return false;
  }
  for (const key in o) {
    if (!(key === 'maxCount' || key === 'prefix')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ListNames, at pointer `p`. */
function checkListNames(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vMaxCount = o.maxCount;
      if (vMaxCount === undefined) {
        r.errors.push({ path: p + '/maxCount', code: 'required', message: missing('maxCount') });
      } else {
        if (!Number.isInteger(vMaxCount)) {
          r.errors.push({
            path: p + '/maxCount',
            code: vMaxCount === null ? 'nullable' : 'type',
            message: expected('an integer', vMaxCount),
          });
        } else if (!isInt32(vMaxCount as number))
          r.errors.push({
            path: p + '/maxCount',
            code: 'format',
            message: formatMessage('int32', vMaxCount),
          });
      }
      const vPrefix = o.prefix;
      if (vPrefix !== undefined) {
        if (typeof vPrefix !== 'string') {
          r.errors.push({
            path: p + '/prefix',
            code: vPrefix === null ? 'nullable' : 'type',
            message: expected('a string', vPrefix),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'maxCount' || key === 'prefix'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid ListNamesResponse? */
function validListNamesResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vListNamesResult = o.listNamesResult;
  if (vListNamesResult !== undefined) {
    if (!validArrayOfString(vListNamesResult, d + 1)) return false;
  }
  for (const key in o) {
    if (!(key === 'listNamesResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid ListNamesResponse, at pointer `p`. */
function checkListNamesResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vListNamesResult = o.listNamesResult;
      if (vListNamesResult !== undefined) {
        checkArrayOfString(vListNamesResult, p + '/listNamesResult', d + 1, r);
      }
      for (const key in o) {
        if (!(key === 'listNamesResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid LookupPerson? */
function validLookupPerson(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vPersonId = o.personId;
  if (vPersonId === undefined) return false;
  if (!Number.isInteger(vPersonId)) return false;
  if (!isInt32(vPersonId as number)) return false;
  const vRegion = o.region;
  if (vRegion !== undefined) {
    if (typeof vRegion !== 'string') return false;
  }
  const vIncludeHistory = o.includeHistory;
  if (vIncludeHistory !== undefined) {
    if (typeof vIncludeHistory !== 'boolean') return false;
  }
  for (const key in o) {
    if (!(key === 'personId' || key === 'region' || key === 'includeHistory')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid LookupPerson, at pointer `p`. */
function checkLookupPerson(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vPersonId = o.personId;
      if (vPersonId === undefined) {
        r.errors.push({ path: p + '/personId', code: 'required', message: missing('personId') });
      } else {
        if (!Number.isInteger(vPersonId)) {
          r.errors.push({
            path: p + '/personId',
            code: vPersonId === null ? 'nullable' : 'type',
            message: expected('an integer', vPersonId),
          });
        } else if (!isInt32(vPersonId as number))
          r.errors.push({
            path: p + '/personId',
            code: 'format',
            message: formatMessage('int32', vPersonId),
          });
      }
      const vRegion = o.region;
      if (vRegion !== undefined) {
        if (typeof vRegion !== 'string') {
          r.errors.push({
            path: p + '/region',
            code: vRegion === null ? 'nullable' : 'type',
            message: expected('a string', vRegion),
          });
        }
      }
      const vIncludeHistory = o.includeHistory;
      if (vIncludeHistory !== undefined) {
        if (typeof vIncludeHistory !== 'boolean') {
          r.errors.push({
            path: p + '/includeHistory',
            code: vIncludeHistory === null ? 'nullable' : 'type',
            message: expected('true or false', vIncludeHistory),
          });
        }
      }
      for (const key in o) {
        if (!(key === 'personId' || key === 'region' || key === 'includeHistory'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid LookupPersonResponse? */
function validLookupPersonResponse(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vLookupPersonResult = o.lookupPersonResult;
  if (vLookupPersonResult !== undefined) {
    if (!validPerson(vLookupPersonResult, d + 1)) return false;
  }
  for (const key in o) {
    if (!(key === 'lookupPersonResult')) return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid LookupPersonResponse, at pointer `p`. */
function checkLookupPersonResponse(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vLookupPersonResult = o.lookupPersonResult;
      if (vLookupPersonResult !== undefined) {
        checkPerson(vLookupPersonResult, p + '/lookupPersonResult', d + 1, r);
      }
      for (const key in o) {
        if (!(key === 'lookupPersonResult'))
          r.errors.push({
            path: p + '/' + escapePointer(key),
            code: 'additionalProperties',
            message: `unexpected property '${key}'`,
          });
      }
    }
  }
}

/** Fast pass: is `v` a valid Person? */
function validPerson(v: unknown, d: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (d >= MAX_DEPTH) {
    tooDeep = true;
    return false;
  }
  const o = v as Record<string, unknown>;
  const vId = o.id;
  if (vId === undefined) return false;
  if (!Number.isInteger(vId)) return false;
  if (!isInt32(vId as number)) return false;
  const vFirstName = o.firstName;
  if (vFirstName !== undefined) {
    if (typeof vFirstName !== 'string') return false;
  }
  const vLastName = o.lastName;
  if (vLastName !== undefined) {
    if (typeof vLastName !== 'string') return false;
  }
  const vNickname = o.nickname;
  if (vNickname !== undefined) {
    if (vNickname !== null) {
      if (typeof vNickname !== 'string') return false;
    }
  }
  const vKind = o.kind;
  if (vKind !== undefined) {
    if (typeof vKind !== 'string') return false;
    if (!(vKind === 'staff' || vKind === 'guest')) return false;
  }
  const vAliases = o.aliases;
  if (vAliases !== undefined) {
    if (!validArrayOfString(vAliases, d + 1)) return false;
  }
  for (const key in o) {
    if (!(
      key === 'id' ||
      key === 'firstName' ||
      key === 'lastName' ||
      key === 'nickname' ||
      key === 'kind' ||
      key === 'aliases'
    ))
      return false;
  }
  return true;
}

/** Collecting pass: every problem of `v` as a valid Person, at pointer `p`. */
function checkPerson(v: unknown, p: string, d: number, r: ValidationReport): void {
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
      const vId = o.id;
      if (vId === undefined) {
        r.errors.push({ path: p + '/id', code: 'required', message: missing('id') });
      } else {
        if (!Number.isInteger(vId)) {
          r.errors.push({
            path: p + '/id',
            code: vId === null ? 'nullable' : 'type',
            message: expected('an integer', vId),
          });
        } else if (!isInt32(vId as number))
          r.errors.push({ path: p + '/id', code: 'format', message: formatMessage('int32', vId) });
      }
      const vFirstName = o.firstName;
      if (vFirstName !== undefined) {
        if (typeof vFirstName !== 'string') {
          r.errors.push({
            path: p + '/firstName',
            code: vFirstName === null ? 'nullable' : 'type',
            message: expected('a string', vFirstName),
          });
        }
      }
      const vLastName = o.lastName;
      if (vLastName !== undefined) {
        if (typeof vLastName !== 'string') {
          r.errors.push({
            path: p + '/lastName',
            code: vLastName === null ? 'nullable' : 'type',
            message: expected('a string', vLastName),
          });
        }
      }
      const vNickname = o.nickname;
      if (vNickname !== undefined) {
        if (vNickname !== null) {
          if (typeof vNickname !== 'string') {
            r.errors.push({
              path: p + '/nickname',
              code: vNickname === null ? 'nullable' : 'type',
              message: expected('a string', vNickname),
            });
          }
        }
      }
      const vKind = o.kind;
      if (vKind !== undefined) {
        if (typeof vKind !== 'string') {
          r.errors.push({
            path: p + '/kind',
            code: vKind === null ? 'nullable' : 'type',
            message: expected('a string', vKind),
          });
        } else if (!(vKind === 'staff' || vKind === 'guest'))
          r.errors.push({
            path: p + '/kind',
            code: 'enum',
            message: expectedOneOf(['staff', 'guest'], vKind),
          });
      }
      const vAliases = o.aliases;
      if (vAliases !== undefined) {
        checkArrayOfString(vAliases, p + '/aliases', d + 1, r);
      }
      for (const key in o) {
        if (!(
          key === 'id' ||
          key === 'firstName' ||
          key === 'lastName' ||
          key === 'nickname' ||
          key === 'kind' ||
          key === 'aliases'
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

/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
  ArrayOfString: (value: unknown): ValidationResult<T.ArrayOfString> => {
    tooDeep = false;
    if (validArrayOfString(value, 0))
      return { ok: true, value: value as T.ArrayOfString, dropped: [] };
    return collectResult<T.ArrayOfString>(value, checkArrayOfString);
  },
  DirectoryFault: (value: unknown): ValidationResult<T.DirectoryFault> => {
    tooDeep = false;
    if (validDirectoryFault(value, 0))
      return { ok: true, value: value as T.DirectoryFault, dropped: [] };
    return collectResult<T.DirectoryFault>(value, checkDirectoryFault);
  },
  ListNames: (value: unknown): ValidationResult<T.ListNames> => {
    tooDeep = false;
    if (validListNames(value, 0)) return { ok: true, value: value as T.ListNames, dropped: [] };
    return collectResult<T.ListNames>(value, checkListNames);
  },
  ListNamesResponse: (value: unknown): ValidationResult<T.ListNamesResponse> => {
    tooDeep = false;
    if (validListNamesResponse(value, 0))
      return { ok: true, value: value as T.ListNamesResponse, dropped: [] };
    return collectResult<T.ListNamesResponse>(value, checkListNamesResponse);
  },
  LookupPerson: (value: unknown): ValidationResult<T.LookupPerson> => {
    tooDeep = false;
    if (validLookupPerson(value, 0))
      return { ok: true, value: value as T.LookupPerson, dropped: [] };
    return collectResult<T.LookupPerson>(value, checkLookupPerson);
  },
  LookupPersonResponse: (value: unknown): ValidationResult<T.LookupPersonResponse> => {
    tooDeep = false;
    if (validLookupPersonResponse(value, 0))
      return { ok: true, value: value as T.LookupPersonResponse, dropped: [] };
    return collectResult<T.LookupPersonResponse>(value, checkLookupPersonResponse);
  },
  Person: (value: unknown): ValidationResult<T.Person> => {
    tooDeep = false;
    if (validPerson(value, 0)) return { ok: true, value: value as T.Person, dropped: [] };
    return collectResult<T.Person>(value, checkPerson);
  },
};

/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
  ArrayOfString: (value: unknown): value is T.ArrayOfString => {
    tooDeep = false;
    return validArrayOfString(value, 0);
  },
  DirectoryFault: (value: unknown): value is T.DirectoryFault => {
    tooDeep = false;
    return validDirectoryFault(value, 0);
  },
  ListNames: (value: unknown): value is T.ListNames => {
    tooDeep = false;
    return validListNames(value, 0);
  },
  ListNamesResponse: (value: unknown): value is T.ListNamesResponse => {
    tooDeep = false;
    return validListNamesResponse(value, 0);
  },
  LookupPerson: (value: unknown): value is T.LookupPerson => {
    tooDeep = false;
    return validLookupPerson(value, 0);
  },
  LookupPersonResponse: (value: unknown): value is T.LookupPersonResponse => {
    tooDeep = false;
    return validLookupPersonResponse(value, 0);
  },
  Person: (value: unknown): value is T.Person => {
    tooDeep = false;
    return validPerson(value, 0);
  },
};
