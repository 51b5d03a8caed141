/**
 * Validators of Directory Service 1.0.0. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */
import { MAX_DEPTH, collectResult, escapePointer, expected, expectedOneOf, formatMessage, isInt32, missing, } from './runtime/validation.js';
/** Reports stop growing past this many errors (a cyclic value would otherwise be walked along every branch). */
const ERROR_LIMIT = 100;
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** Fast pass: is `v` a valid ArrayOfString? */
function validArrayOfString(v, d) {
    if (!Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < v.length; i++) {
        const item = v[i];
        if (item !== null) {
            if (typeof item !== 'string')
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ArrayOfString, at pointer `p`. */
function checkArrayOfString(v, p, d, r) {
    if (!Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an array', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            for (let i = 0; i < v.length; i++) {
                const item = v[i];
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
function validDirectoryFault(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCode = o.code;
    if (vCode === undefined)
        return false;
    if (!Number.isInteger(vCode))
        return false;
    if (!isInt32(vCode))
        return false;
    const vMessage = o.message;
    if (vMessage !== undefined) {
        if (typeof vMessage !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'code' || key === 'message'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DirectoryFault, at pointer `p`. */
function checkDirectoryFault(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vCode = o.code;
            if (vCode === undefined) {
                r.errors.push({ path: p + '/code', code: 'required', message: missing('code') });
            }
            else {
                if (!Number.isInteger(vCode)) {
                    r.errors.push({
                        path: p + '/code',
                        code: vCode === null ? 'nullable' : 'type',
                        message: expected('an integer', vCode),
                    });
                }
                else if (!isInt32(vCode))
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
function validListNames(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vMaxCount = o.maxCount;
    if (vMaxCount === undefined)
        return false;
    if (!Number.isInteger(vMaxCount))
        return false;
    if (!isInt32(vMaxCount))
        return false;
    const vPrefix = o.prefix;
    if (vPrefix !== undefined) {
        if (typeof vPrefix !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'maxCount' || key === 'prefix'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ListNames, at pointer `p`. */
function checkListNames(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vMaxCount = o.maxCount;
            if (vMaxCount === undefined) {
                r.errors.push({ path: p + '/maxCount', code: 'required', message: missing('maxCount') });
            }
            else {
                if (!Number.isInteger(vMaxCount)) {
                    r.errors.push({
                        path: p + '/maxCount',
                        code: vMaxCount === null ? 'nullable' : 'type',
                        message: expected('an integer', vMaxCount),
                    });
                }
                else if (!isInt32(vMaxCount))
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
function validListNamesResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vListNamesResult = o.listNamesResult;
    if (vListNamesResult !== undefined) {
        if (!validArrayOfString(vListNamesResult, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'listNamesResult'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ListNamesResponse, at pointer `p`. */
function checkListNamesResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
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
function validLookupPerson(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPersonId = o.personId;
    if (vPersonId === undefined)
        return false;
    if (!Number.isInteger(vPersonId))
        return false;
    if (!isInt32(vPersonId))
        return false;
    const vRegion = o.region;
    if (vRegion !== undefined) {
        if (typeof vRegion !== 'string')
            return false;
    }
    const vIncludeHistory = o.includeHistory;
    if (vIncludeHistory !== undefined) {
        if (typeof vIncludeHistory !== 'boolean')
            return false;
    }
    for (const key in o) {
        if (!(key === 'personId' || key === 'region' || key === 'includeHistory'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid LookupPerson, at pointer `p`. */
function checkLookupPerson(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vPersonId = o.personId;
            if (vPersonId === undefined) {
                r.errors.push({ path: p + '/personId', code: 'required', message: missing('personId') });
            }
            else {
                if (!Number.isInteger(vPersonId)) {
                    r.errors.push({
                        path: p + '/personId',
                        code: vPersonId === null ? 'nullable' : 'type',
                        message: expected('an integer', vPersonId),
                    });
                }
                else if (!isInt32(vPersonId))
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
function validLookupPersonResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vLookupPersonResult = o.lookupPersonResult;
    if (vLookupPersonResult !== undefined) {
        if (!validPerson(vLookupPersonResult, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'lookupPersonResult'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid LookupPersonResponse, at pointer `p`. */
function checkLookupPersonResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
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
function validPerson(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId === undefined)
        return false;
    if (!Number.isInteger(vId))
        return false;
    if (!isInt32(vId))
        return false;
    const vFirstName = o.firstName;
    if (vFirstName !== undefined) {
        if (typeof vFirstName !== 'string')
            return false;
    }
    const vLastName = o.lastName;
    if (vLastName !== undefined) {
        if (typeof vLastName !== 'string')
            return false;
    }
    const vNickname = o.nickname;
    if (vNickname !== undefined) {
        if (vNickname !== null) {
            if (typeof vNickname !== 'string')
                return false;
        }
    }
    const vKind = o.kind;
    if (vKind !== undefined) {
        if (typeof vKind !== 'string')
            return false;
        if (!(vKind === 'staff' || vKind === 'guest'))
            return false;
    }
    const vAliases = o.aliases;
    if (vAliases !== undefined) {
        if (!validArrayOfString(vAliases, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'id' ||
            key === 'firstName' ||
            key === 'lastName' ||
            key === 'nickname' ||
            key === 'kind' ||
            key === 'aliases'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Person, at pointer `p`. */
function checkPerson(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/id', code: 'required', message: missing('id') });
            }
            else {
                if (!Number.isInteger(vId)) {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('an integer', vId),
                    });
                }
                else if (!isInt32(vId))
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
                }
                else if (!(vKind === 'staff' || vKind === 'guest'))
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
                if (!(key === 'id' ||
                    key === 'firstName' ||
                    key === 'lastName' ||
                    key === 'nickname' ||
                    key === 'kind' ||
                    key === 'aliases'))
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
    ArrayOfString: (value) => {
        tooDeep = false;
        if (validArrayOfString(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkArrayOfString);
    },
    DirectoryFault: (value) => {
        tooDeep = false;
        if (validDirectoryFault(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDirectoryFault);
    },
    ListNames: (value) => {
        tooDeep = false;
        if (validListNames(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkListNames);
    },
    ListNamesResponse: (value) => {
        tooDeep = false;
        if (validListNamesResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkListNamesResponse);
    },
    LookupPerson: (value) => {
        tooDeep = false;
        if (validLookupPerson(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLookupPerson);
    },
    LookupPersonResponse: (value) => {
        tooDeep = false;
        if (validLookupPersonResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLookupPersonResponse);
    },
    Person: (value) => {
        tooDeep = false;
        if (validPerson(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPerson);
    },
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
    ArrayOfString: (value) => {
        tooDeep = false;
        return validArrayOfString(value, 0);
    },
    DirectoryFault: (value) => {
        tooDeep = false;
        return validDirectoryFault(value, 0);
    },
    ListNames: (value) => {
        tooDeep = false;
        return validListNames(value, 0);
    },
    ListNamesResponse: (value) => {
        tooDeep = false;
        return validListNamesResponse(value, 0);
    },
    LookupPerson: (value) => {
        tooDeep = false;
        return validLookupPerson(value, 0);
    },
    LookupPersonResponse: (value) => {
        tooDeep = false;
        return validLookupPersonResponse(value, 0);
    },
    Person: (value) => {
        tooDeep = false;
        return validPerson(value, 0);
    },
};
