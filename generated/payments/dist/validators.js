/**
 * Validators of Payments API 4. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */
import { MAX_DEPTH, codePointLength, collectResult, expected, expectedOneOf, formatMessage, isDateTime, missing, } from './runtime/validation.js';
/** Reports stop growing past this many errors (a cyclic value would otherwise be walked along every branch). */
const ERROR_LIMIT = 100;
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;
/** Matches `/^[0-9]+(\.[0-9]+)?$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesAmount(s) {
    if (s.length < 1)
        return false;
    let c = 0;
    c = s.charCodeAt(0);
    if (c < 48 || c > 57)
        return false;
    let state = 1;
    for (let i = 1; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 1:
                if (c === 46)
                    state = 2;
                else if (c >= 48 && c <= 57)
                    state = 1;
                else
                    return false;
                break;
            case 2:
                if (c >= 48 && c <= 57)
                    state = 3;
                else
                    return false;
                break;
            case 3:
                if (c >= 48 && c <= 57)
                    state = 3;
                else
                    return false;
                break;
        }
    }
    return state === 1 || state === 3;
}
/** Matches `/^[0-9]{9}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesBankAccountRoutingNumber(s) {
    if (s.length !== 9)
        return false;
    let c = 0;
    c = s.charCodeAt(0);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(1);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(2);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(3);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(4);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(5);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(6);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(7);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(8);
    if (c < 48 || c > 57)
        return false;
    return true;
}
/** Matches `/^([0-9]{4,17}|[x*]+[0-9]{4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesBankAccountAccountNumber(s) {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 0:
                if (c === 42)
                    state = 1;
                else if (c >= 48 && c <= 57)
                    state = 2;
                else if (c === 120)
                    state = 1;
                else
                    return false;
                break;
            case 1:
                if (c === 42)
                    state = 1;
                else if (c >= 48 && c <= 57)
                    state = 3;
                else if (c === 120)
                    state = 1;
                else
                    return false;
                break;
            case 2:
                if (c >= 48 && c <= 57)
                    state = 4;
                else
                    return false;
                break;
            case 3:
                if (c >= 48 && c <= 57)
                    state = 5;
                else
                    return false;
                break;
            case 4:
                if (c >= 48 && c <= 57)
                    state = 6;
                else
                    return false;
                break;
            case 5:
                if (c >= 48 && c <= 57)
                    state = 7;
                else
                    return false;
                break;
            case 6:
                if (c >= 48 && c <= 57)
                    state = 8;
                else
                    return false;
                break;
            case 7:
                if (c >= 48 && c <= 57)
                    state = 9;
                else
                    return false;
                break;
            case 8:
                if (c >= 48 && c <= 57)
                    state = 10;
                else
                    return false;
                break;
            case 9:
                return false;
            case 10:
                if (c >= 48 && c <= 57)
                    state = 11;
                else
                    return false;
                break;
            case 11:
                if (c >= 48 && c <= 57)
                    state = 12;
                else
                    return false;
                break;
            case 12:
                if (c >= 48 && c <= 57)
                    state = 13;
                else
                    return false;
                break;
            case 13:
                if (c >= 48 && c <= 57)
                    state = 14;
                else
                    return false;
                break;
            case 14:
                if (c >= 48 && c <= 57)
                    state = 15;
                else
                    return false;
                break;
            case 15:
                if (c >= 48 && c <= 57)
                    state = 16;
                else
                    return false;
                break;
            case 16:
                if (c >= 48 && c <= 57)
                    state = 17;
                else
                    return false;
                break;
            case 17:
                if (c >= 48 && c <= 57)
                    state = 18;
                else
                    return false;
                break;
            case 18:
                if (c >= 48 && c <= 57)
                    state = 19;
                else
                    return false;
                break;
            case 19:
                if (c >= 48 && c <= 57)
                    state = 20;
                else
                    return false;
                break;
            case 20:
                if (c >= 48 && c <= 57)
                    state = 21;
                else
                    return false;
                break;
            case 21:
                if (c >= 48 && c <= 57)
                    state = 9;
                else
                    return false;
                break;
        }
    }
    return (state === 8 ||
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
        state === 21);
}
/** Matches `/^([0-9]{12,19}|x+[0-9]{4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardNumber(s) {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 0:
                if (c >= 48 && c <= 57)
                    state = 1;
                else if (c === 120)
                    state = 2;
                else
                    return false;
                break;
            case 1:
                if (c >= 48 && c <= 57)
                    state = 3;
                else
                    return false;
                break;
            case 2:
                if (c >= 48 && c <= 57)
                    state = 4;
                else if (c === 120)
                    state = 2;
                else
                    return false;
                break;
            case 3:
                if (c >= 48 && c <= 57)
                    state = 5;
                else
                    return false;
                break;
            case 4:
                if (c >= 48 && c <= 57)
                    state = 6;
                else
                    return false;
                break;
            case 5:
                if (c >= 48 && c <= 57)
                    state = 7;
                else
                    return false;
                break;
            case 6:
                if (c >= 48 && c <= 57)
                    state = 8;
                else
                    return false;
                break;
            case 7:
                if (c >= 48 && c <= 57)
                    state = 9;
                else
                    return false;
                break;
            case 8:
                if (c >= 48 && c <= 57)
                    state = 10;
                else
                    return false;
                break;
            case 9:
                if (c >= 48 && c <= 57)
                    state = 11;
                else
                    return false;
                break;
            case 10:
                return false;
            case 11:
                if (c >= 48 && c <= 57)
                    state = 12;
                else
                    return false;
                break;
            case 12:
                if (c >= 48 && c <= 57)
                    state = 13;
                else
                    return false;
                break;
            case 13:
                if (c >= 48 && c <= 57)
                    state = 14;
                else
                    return false;
                break;
            case 14:
                if (c >= 48 && c <= 57)
                    state = 15;
                else
                    return false;
                break;
            case 15:
                if (c >= 48 && c <= 57)
                    state = 16;
                else
                    return false;
                break;
            case 16:
                if (c >= 48 && c <= 57)
                    state = 17;
                else
                    return false;
                break;
            case 17:
                if (c >= 48 && c <= 57)
                    state = 18;
                else
                    return false;
                break;
            case 18:
                if (c >= 48 && c <= 57)
                    state = 19;
                else
                    return false;
                break;
            case 19:
                if (c >= 48 && c <= 57)
                    state = 20;
                else
                    return false;
                break;
            case 20:
                if (c >= 48 && c <= 57)
                    state = 21;
                else
                    return false;
                break;
            case 21:
                if (c >= 48 && c <= 57)
                    state = 22;
                else
                    return false;
                break;
            case 22:
                if (c >= 48 && c <= 57)
                    state = 23;
                else
                    return false;
                break;
            case 23:
                if (c >= 48 && c <= 57)
                    state = 10;
                else
                    return false;
                break;
        }
    }
    return (state === 10 ||
        state === 17 ||
        state === 18 ||
        state === 19 ||
        state === 20 ||
        state === 21 ||
        state === 22 ||
        state === 23);
}
/** Matches `/^(0[1-9]|1[0-2])$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardExpMonth(s) {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 0:
                if (c === 48)
                    state = 1;
                else if (c === 49)
                    state = 2;
                else
                    return false;
                break;
            case 1:
                if (c >= 49 && c <= 57)
                    state = 3;
                else
                    return false;
                break;
            case 2:
                if (c >= 48 && c <= 50)
                    state = 3;
                else
                    return false;
                break;
            case 3:
                return false;
        }
    }
    return state === 3;
}
/** Matches `/^[0-9]{4}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardExpYear(s) {
    if (s.length !== 4)
        return false;
    let c = 0;
    c = s.charCodeAt(0);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(1);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(2);
    if (c < 48 || c > 57)
        return false;
    c = s.charCodeAt(3);
    if (c < 48 || c > 57)
        return false;
    return true;
}
/** Matches `/^([0-9]{3,4}|x{3,4})$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesCardCvc(s) {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 0:
                if (c >= 48 && c <= 57)
                    state = 1;
                else if (c === 120)
                    state = 2;
                else
                    return false;
                break;
            case 1:
                if (c >= 48 && c <= 57)
                    state = 3;
                else
                    return false;
                break;
            case 2:
                if (c === 120)
                    state = 4;
                else
                    return false;
                break;
            case 3:
                if (c >= 48 && c <= 57)
                    state = 5;
                else
                    return false;
                break;
            case 4:
                if (c === 120)
                    state = 6;
                else
                    return false;
                break;
            case 5:
                if (c >= 48 && c <= 57)
                    state = 7;
                else
                    return false;
                break;
            case 6:
                if (c === 120)
                    state = 7;
                else
                    return false;
                break;
            case 7:
                return false;
        }
    }
    return state === 5 || state === 6 || state === 7;
}
const CHARGE_STATUS_VALUES = new Set([
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
function matchesCurrencyCode(s) {
    if (s.length !== 3)
        return false;
    let c = 0;
    c = s.charCodeAt(0);
    if (c < 65 || c > 90)
        return false;
    c = s.charCodeAt(1);
    if (c < 65 || c > 90)
        return false;
    c = s.charCodeAt(2);
    if (c < 65 || c > 90)
        return false;
    return true;
}
/** Fast pass: is `v` a valid Address? */
function validAddress(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vStreetAddress = o.streetAddress;
    if (vStreetAddress !== undefined) {
        if (typeof vStreetAddress !== 'string')
            return false;
    }
    const vCity = o.city;
    if (vCity !== undefined) {
        if (typeof vCity !== 'string')
            return false;
    }
    const vRegion = o.region;
    if (vRegion !== undefined) {
        if (typeof vRegion !== 'string')
            return false;
    }
    const vCountry = o.country;
    if (vCountry !== undefined) {
        if (typeof vCountry !== 'string')
            return false;
    }
    const vPostalCode = o.postalCode;
    if (vPostalCode !== undefined) {
        if (typeof vPostalCode !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Address, at pointer `p`. */
function checkAddress(v, p, d, r) {
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
            const vStreetAddress = o.streetAddress;
            if (vStreetAddress !== undefined) {
                if (typeof vStreetAddress !== 'string') {
                    r.errors.push({
                        path: p + '/streetAddress',
                        code: vStreetAddress === null ? 'nullable' : 'type',
                        message: expected('a string', vStreetAddress),
                    });
                }
            }
            const vCity = o.city;
            if (vCity !== undefined) {
                if (typeof vCity !== 'string') {
                    r.errors.push({
                        path: p + '/city',
                        code: vCity === null ? 'nullable' : 'type',
                        message: expected('a string', vCity),
                    });
                }
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
            const vCountry = o.country;
            if (vCountry !== undefined) {
                if (typeof vCountry !== 'string') {
                    r.errors.push({
                        path: p + '/country',
                        code: vCountry === null ? 'nullable' : 'type',
                        message: expected('a string', vCountry),
                    });
                }
            }
            const vPostalCode = o.postalCode;
            if (vPostalCode !== undefined) {
                if (typeof vPostalCode !== 'string') {
                    r.errors.push({
                        path: p + '/postalCode',
                        code: vPostalCode === null ? 'nullable' : 'type',
                        message: expected('a string', vPostalCode),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Amount? */
function validAmount(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!matchesAmount(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Amount, at pointer `p`. */
function checkAmount(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!matchesAmount(v))
        r.errors.push({
            path: p,
            code: 'pattern',
            message: expected('text matching /^[0-9]+(\\.[0-9]+)?$/u', v),
        });
}
/** Fast pass: is `v` a valid BankAccount? */
function validBankAccount(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vName = o.name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vRoutingNumber = o.routingNumber;
    if (vRoutingNumber !== undefined) {
        if (typeof vRoutingNumber !== 'string')
            return false;
        if (!matchesBankAccountRoutingNumber(vRoutingNumber))
            return false;
    }
    const vAccountNumber = o.accountNumber;
    if (vAccountNumber !== undefined) {
        if (typeof vAccountNumber !== 'string')
            return false;
        if (!matchesBankAccountAccountNumber(vAccountNumber))
            return false;
    }
    const vAccountType = o.accountType;
    if (vAccountType !== undefined) {
        if (!validBankAccountType(vAccountType, d + 1))
            return false;
    }
    const vPhone = o.phone;
    if (vPhone !== undefined) {
        if (typeof vPhone !== 'string')
            return false;
    }
    const vCountry = o.country;
    if (vCountry !== undefined) {
        if (typeof vCountry !== 'string')
            return false;
    }
    const vBankCode = o.bankCode;
    if (vBankCode !== undefined) {
        if (typeof vBankCode !== 'string')
            return false;
    }
    const vInputType = o.inputType;
    if (vInputType !== undefined) {
        if (typeof vInputType !== 'string')
            return false;
    }
    const vDefault = o.default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    const vCreated = o.created;
    if (vCreated !== undefined) {
        if (!validDateTime(vCreated, d + 1))
            return false;
    }
    const vUpdated = o.updated;
    if (vUpdated !== undefined) {
        if (!validDateTime(vUpdated, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BankAccount, at pointer `p`. */
function checkBankAccount(v, p, d, r) {
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
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vName = o.name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vRoutingNumber = o.routingNumber;
            if (vRoutingNumber !== undefined) {
                if (typeof vRoutingNumber !== 'string') {
                    r.errors.push({
                        path: p + '/routingNumber',
                        code: vRoutingNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vRoutingNumber),
                    });
                }
                else if (!matchesBankAccountRoutingNumber(vRoutingNumber))
                    r.errors.push({
                        path: p + '/routingNumber',
                        code: 'pattern',
                        message: expected('text matching /^[0-9]{9}$/u', vRoutingNumber),
                    });
            }
            const vAccountNumber = o.accountNumber;
            if (vAccountNumber !== undefined) {
                if (typeof vAccountNumber !== 'string') {
                    r.errors.push({
                        path: p + '/accountNumber',
                        code: vAccountNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountNumber),
                    });
                }
                else if (!matchesBankAccountAccountNumber(vAccountNumber))
                    r.errors.push({
                        path: p + '/accountNumber',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{4,17}|[x*]+[0-9]{4})$/u', vAccountNumber),
                    });
            }
            const vAccountType = o.accountType;
            if (vAccountType !== undefined) {
                checkBankAccountType(vAccountType, p + '/accountType', d + 1, r);
            }
            const vPhone = o.phone;
            if (vPhone !== undefined) {
                if (typeof vPhone !== 'string') {
                    r.errors.push({
                        path: p + '/phone',
                        code: vPhone === null ? 'nullable' : 'type',
                        message: expected('a string', vPhone),
                    });
                }
            }
            const vCountry = o.country;
            if (vCountry !== undefined) {
                if (typeof vCountry !== 'string') {
                    r.errors.push({
                        path: p + '/country',
                        code: vCountry === null ? 'nullable' : 'type',
                        message: expected('a string', vCountry),
                    });
                }
            }
            const vBankCode = o.bankCode;
            if (vBankCode !== undefined) {
                if (typeof vBankCode !== 'string') {
                    r.errors.push({
                        path: p + '/bankCode',
                        code: vBankCode === null ? 'nullable' : 'type',
                        message: expected('a string', vBankCode),
                    });
                }
            }
            const vInputType = o.inputType;
            if (vInputType !== undefined) {
                if (typeof vInputType !== 'string') {
                    r.errors.push({
                        path: p + '/inputType',
                        code: vInputType === null ? 'nullable' : 'type',
                        message: expected('a string', vInputType),
                    });
                }
            }
            const vDefault = o.default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            const vCreated = o.created;
            if (vCreated !== undefined) {
                checkDateTime(vCreated, p + '/created', d + 1, r);
            }
            const vUpdated = o.updated;
            if (vUpdated !== undefined) {
                checkDateTime(vUpdated, p + '/updated', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid BankAccountWrite (request shape)? */
function validBankAccountWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.id !== undefined)
        droppedSeen = true;
    const vName = o.name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vRoutingNumber = o.routingNumber;
    if (vRoutingNumber !== undefined) {
        if (typeof vRoutingNumber !== 'string')
            return false;
        if (!matchesBankAccountRoutingNumber(vRoutingNumber))
            return false;
    }
    const vAccountNumber = o.accountNumber;
    if (vAccountNumber !== undefined) {
        if (typeof vAccountNumber !== 'string')
            return false;
        if (!matchesBankAccountAccountNumber(vAccountNumber))
            return false;
    }
    const vAccountType = o.accountType;
    if (vAccountType !== undefined) {
        if (!validBankAccountType(vAccountType, d + 1))
            return false;
    }
    const vPhone = o.phone;
    if (vPhone !== undefined) {
        if (typeof vPhone !== 'string')
            return false;
    }
    const vCountry = o.country;
    if (vCountry !== undefined) {
        if (typeof vCountry !== 'string')
            return false;
    }
    const vBankCode = o.bankCode;
    if (vBankCode !== undefined) {
        if (typeof vBankCode !== 'string')
            return false;
    }
    const vInputType = o.inputType;
    if (vInputType !== undefined) {
        if (typeof vInputType !== 'string')
            return false;
    }
    const vDefault = o.default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    if (o.created !== undefined)
        droppedSeen = true;
    if (o.updated !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BankAccountWrite (request shape), at pointer `p`. */
function checkBankAccountWrite(v, p, d, r) {
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
            if (o.id !== undefined)
                r.dropped.push(p + '/id');
            const vName = o.name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vRoutingNumber = o.routingNumber;
            if (vRoutingNumber !== undefined) {
                if (typeof vRoutingNumber !== 'string') {
                    r.errors.push({
                        path: p + '/routingNumber',
                        code: vRoutingNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vRoutingNumber),
                    });
                }
                else if (!matchesBankAccountRoutingNumber(vRoutingNumber))
                    r.errors.push({
                        path: p + '/routingNumber',
                        code: 'pattern',
                        message: expected('text matching /^[0-9]{9}$/u', vRoutingNumber),
                    });
            }
            const vAccountNumber = o.accountNumber;
            if (vAccountNumber !== undefined) {
                if (typeof vAccountNumber !== 'string') {
                    r.errors.push({
                        path: p + '/accountNumber',
                        code: vAccountNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountNumber),
                    });
                }
                else if (!matchesBankAccountAccountNumber(vAccountNumber))
                    r.errors.push({
                        path: p + '/accountNumber',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{4,17}|[x*]+[0-9]{4})$/u', vAccountNumber),
                    });
            }
            const vAccountType = o.accountType;
            if (vAccountType !== undefined) {
                checkBankAccountType(vAccountType, p + '/accountType', d + 1, r);
            }
            const vPhone = o.phone;
            if (vPhone !== undefined) {
                if (typeof vPhone !== 'string') {
                    r.errors.push({
                        path: p + '/phone',
                        code: vPhone === null ? 'nullable' : 'type',
                        message: expected('a string', vPhone),
                    });
                }
            }
            const vCountry = o.country;
            if (vCountry !== undefined) {
                if (typeof vCountry !== 'string') {
                    r.errors.push({
                        path: p + '/country',
                        code: vCountry === null ? 'nullable' : 'type',
                        message: expected('a string', vCountry),
                    });
                }
            }
            const vBankCode = o.bankCode;
            if (vBankCode !== undefined) {
                if (typeof vBankCode !== 'string') {
                    r.errors.push({
                        path: p + '/bankCode',
                        code: vBankCode === null ? 'nullable' : 'type',
                        message: expected('a string', vBankCode),
                    });
                }
            }
            const vInputType = o.inputType;
            if (vInputType !== undefined) {
                if (typeof vInputType !== 'string') {
                    r.errors.push({
                        path: p + '/inputType',
                        code: vInputType === null ? 'nullable' : 'type',
                        message: expected('a string', vInputType),
                    });
                }
            }
            const vDefault = o.default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            if (o.created !== undefined)
                r.dropped.push(p + '/created');
            if (o.updated !== undefined)
                r.dropped.push(p + '/updated');
        }
    }
}
/** Fast pass: is `v` a valid BankAccountList? */
function validBankAccountList(v, d) {
    if (!Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < v.length; i++) {
        const item = v[i];
        if (!validBankAccount(item, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BankAccountList, at pointer `p`. */
function checkBankAccountList(v, p, d, r) {
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
                checkBankAccount(item, p + '/' + i, d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid BankAccountType? */
function validBankAccountType(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'PERSONAL_CHECKING' ||
        v === 'PERSONAL_SAVINGS' ||
        v === 'BUSINESS_CHECKING' ||
        v === 'BUSINESS_SAVINGS'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BankAccountType, at pointer `p`. */
function checkBankAccountType(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'PERSONAL_CHECKING' ||
        v === 'PERSONAL_SAVINGS' ||
        v === 'BUSINESS_CHECKING' ||
        v === 'BUSINESS_SAVINGS'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['PERSONAL_CHECKING', 'PERSONAL_SAVINGS', 'BUSINESS_CHECKING', 'BUSINESS_SAVINGS'], v),
        });
}
/** Fast pass: is `v` a valid BooleanString? */
function validBooleanString(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'true' || v === 'false'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BooleanString, at pointer `p`. */
function checkBooleanString(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'true' || v === 'false'))
        r.errors.push({ path: p, code: 'enum', message: expectedOneOf(['true', 'false'], v) });
}
/** Fast pass: is `v` a valid CaptureDetail? */
function validCaptureDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.amount;
    if (vAmount !== undefined) {
        if (!validAmount(vAmount, d + 1))
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContext(vContext, d + 1))
            return false;
    }
    const vCreated = o.created;
    if (vCreated !== undefined) {
        if (!validDateTime(vCreated, d + 1))
            return false;
    }
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CaptureDetail, at pointer `p`. */
function checkCaptureDetail(v, p, d, r) {
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
            const vAmount = o.amount;
            if (vAmount !== undefined) {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContext(vContext, p + '/context', d + 1, r);
            }
            const vCreated = o.created;
            if (vCreated !== undefined) {
                checkDateTime(vCreated, p + '/created', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid CaptureRequest? */
function validCaptureRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.amount;
    if (vAmount === undefined)
        return false;
    if (!validAmount(vAmount, d + 1))
        return false;
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContextRequest(vContext, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CaptureRequest, at pointer `p`. */
function checkCaptureRequest(v, p, d, r) {
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
            const vAmount = o.amount;
            if (vAmount === undefined) {
                r.errors.push({ path: p + '/amount', code: 'required', message: missing('amount') });
            }
            else {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContextRequest(vContext, p + '/context', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Card? */
function validCard(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vNumber = o.number;
    if (vNumber !== undefined) {
        if (typeof vNumber !== 'string')
            return false;
        if (!matchesCardNumber(vNumber))
            return false;
    }
    const vExpMonth = o.expMonth;
    if (vExpMonth !== undefined) {
        if (typeof vExpMonth !== 'string')
            return false;
        if (!matchesCardExpMonth(vExpMonth))
            return false;
    }
    const vExpYear = o.expYear;
    if (vExpYear !== undefined) {
        if (typeof vExpYear !== 'string')
            return false;
        if (!matchesCardExpYear(vExpYear))
            return false;
    }
    const vCvc = o.cvc;
    if (vCvc !== undefined) {
        if (typeof vCvc !== 'string')
            return false;
        if (!matchesCardCvc(vCvc))
            return false;
    }
    const vName = o.name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vAddress = o.address;
    if (vAddress !== undefined) {
        if (!validAddress(vAddress, d + 1))
            return false;
    }
    const vCardType = o.cardType;
    if (vCardType !== undefined) {
        if (typeof vCardType !== 'string')
            return false;
    }
    const vDefault = o.default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    const vIsBusiness = o.isBusiness;
    if (vIsBusiness !== undefined) {
        if (typeof vIsBusiness !== 'boolean')
            return false;
    }
    const vIsLevel3Eligible = o.isLevel3Eligible;
    if (vIsLevel3Eligible !== undefined) {
        if (typeof vIsLevel3Eligible !== 'boolean')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vCreated = o.created;
    if (vCreated !== undefined) {
        if (!validDateTime(vCreated, d + 1))
            return false;
    }
    const vUpdated = o.updated;
    if (vUpdated !== undefined) {
        if (!validDateTime(vUpdated, d + 1))
            return false;
    }
    const vEntityId = o.entityId;
    if (vEntityId !== undefined) {
        if (typeof vEntityId !== 'string')
            return false;
    }
    const vEntityType = o.entityType;
    if (vEntityType !== undefined) {
        if (typeof vEntityType !== 'string')
            return false;
    }
    const vEntityVersion = o.entityVersion;
    if (vEntityVersion !== undefined) {
        if (typeof vEntityVersion !== 'string')
            return false;
    }
    const vNumberSHA512 = o.numberSHA512;
    if (vNumberSHA512 !== undefined) {
        if (typeof vNumberSHA512 !== 'string')
            return false;
    }
    const vCvcVerification = o.cvcVerification;
    if (vCvcVerification !== undefined) {
        if (typeof vCvcVerification !== 'object' ||
            vCvcVerification === null ||
            Array.isArray(vCvcVerification))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = vCvcVerification;
        const vDate = o2.date;
        if (vDate !== undefined) {
            if (!validDateTime(vDate, d + 2))
                return false;
        }
        const vResult = o2.result;
        if (vResult !== undefined) {
            if (typeof vResult !== 'string')
                return false;
        }
    }
    const vZeroDollarVerification = o.zeroDollarVerification;
    if (vZeroDollarVerification !== undefined) {
        if (typeof vZeroDollarVerification !== 'object' ||
            vZeroDollarVerification === null ||
            Array.isArray(vZeroDollarVerification))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o3 = vZeroDollarVerification;
        const vStatus2 = o3.status;
        if (vStatus2 !== undefined) {
            if (typeof vStatus2 !== 'string')
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Card, at pointer `p`. */
function checkCard(v, p, d, r) {
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
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vNumber = o.number;
            if (vNumber !== undefined) {
                if (typeof vNumber !== 'string') {
                    r.errors.push({
                        path: p + '/number',
                        code: vNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vNumber),
                    });
                }
                else if (!matchesCardNumber(vNumber))
                    r.errors.push({
                        path: p + '/number',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{12,19}|x+[0-9]{4})$/u', vNumber),
                    });
            }
            const vExpMonth = o.expMonth;
            if (vExpMonth !== undefined) {
                if (typeof vExpMonth !== 'string') {
                    r.errors.push({
                        path: p + '/expMonth',
                        code: vExpMonth === null ? 'nullable' : 'type',
                        message: expected('a string', vExpMonth),
                    });
                }
                else if (!matchesCardExpMonth(vExpMonth))
                    r.errors.push({
                        path: p + '/expMonth',
                        code: 'pattern',
                        message: expected('text matching /^(0[1-9]|1[0-2])$/u', vExpMonth),
                    });
            }
            const vExpYear = o.expYear;
            if (vExpYear !== undefined) {
                if (typeof vExpYear !== 'string') {
                    r.errors.push({
                        path: p + '/expYear',
                        code: vExpYear === null ? 'nullable' : 'type',
                        message: expected('a string', vExpYear),
                    });
                }
                else if (!matchesCardExpYear(vExpYear))
                    r.errors.push({
                        path: p + '/expYear',
                        code: 'pattern',
                        message: expected('text matching /^[0-9]{4}$/u', vExpYear),
                    });
            }
            const vCvc = o.cvc;
            if (vCvc !== undefined) {
                if (typeof vCvc !== 'string') {
                    r.errors.push({
                        path: p + '/cvc',
                        code: vCvc === null ? 'nullable' : 'type',
                        message: expected('a string', vCvc),
                    });
                }
                else if (!matchesCardCvc(vCvc))
                    r.errors.push({
                        path: p + '/cvc',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{3,4}|x{3,4})$/u', vCvc),
                    });
            }
            const vName = o.name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vAddress = o.address;
            if (vAddress !== undefined) {
                checkAddress(vAddress, p + '/address', d + 1, r);
            }
            const vCardType = o.cardType;
            if (vCardType !== undefined) {
                if (typeof vCardType !== 'string') {
                    r.errors.push({
                        path: p + '/cardType',
                        code: vCardType === null ? 'nullable' : 'type',
                        message: expected('a string', vCardType),
                    });
                }
            }
            const vDefault = o.default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            const vIsBusiness = o.isBusiness;
            if (vIsBusiness !== undefined) {
                if (typeof vIsBusiness !== 'boolean') {
                    r.errors.push({
                        path: p + '/isBusiness',
                        code: vIsBusiness === null ? 'nullable' : 'type',
                        message: expected('true or false', vIsBusiness),
                    });
                }
            }
            const vIsLevel3Eligible = o.isLevel3Eligible;
            if (vIsLevel3Eligible !== undefined) {
                if (typeof vIsLevel3Eligible !== 'boolean') {
                    r.errors.push({
                        path: p + '/isLevel3Eligible',
                        code: vIsLevel3Eligible === null ? 'nullable' : 'type',
                        message: expected('true or false', vIsLevel3Eligible),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vCreated = o.created;
            if (vCreated !== undefined) {
                checkDateTime(vCreated, p + '/created', d + 1, r);
            }
            const vUpdated = o.updated;
            if (vUpdated !== undefined) {
                checkDateTime(vUpdated, p + '/updated', d + 1, r);
            }
            const vEntityId = o.entityId;
            if (vEntityId !== undefined) {
                if (typeof vEntityId !== 'string') {
                    r.errors.push({
                        path: p + '/entityId',
                        code: vEntityId === null ? 'nullable' : 'type',
                        message: expected('a string', vEntityId),
                    });
                }
            }
            const vEntityType = o.entityType;
            if (vEntityType !== undefined) {
                if (typeof vEntityType !== 'string') {
                    r.errors.push({
                        path: p + '/entityType',
                        code: vEntityType === null ? 'nullable' : 'type',
                        message: expected('a string', vEntityType),
                    });
                }
            }
            const vEntityVersion = o.entityVersion;
            if (vEntityVersion !== undefined) {
                if (typeof vEntityVersion !== 'string') {
                    r.errors.push({
                        path: p + '/entityVersion',
                        code: vEntityVersion === null ? 'nullable' : 'type',
                        message: expected('a string', vEntityVersion),
                    });
                }
            }
            const vNumberSHA512 = o.numberSHA512;
            if (vNumberSHA512 !== undefined) {
                if (typeof vNumberSHA512 !== 'string') {
                    r.errors.push({
                        path: p + '/numberSHA512',
                        code: vNumberSHA512 === null ? 'nullable' : 'type',
                        message: expected('a string', vNumberSHA512),
                    });
                }
            }
            const vCvcVerification = o.cvcVerification;
            if (vCvcVerification !== undefined) {
                if (typeof vCvcVerification !== 'object' ||
                    vCvcVerification === null ||
                    Array.isArray(vCvcVerification)) {
                    r.errors.push({
                        path: p + '/cvcVerification',
                        code: vCvcVerification === null ? 'nullable' : 'type',
                        message: expected('an object', vCvcVerification),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/cvcVerification',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o2 = vCvcVerification;
                        const vDate = o2.date;
                        if (vDate !== undefined) {
                            checkDateTime(vDate, p + '/cvcVerification' + '/date', d + 2, r);
                        }
                        const vResult = o2.result;
                        if (vResult !== undefined) {
                            if (typeof vResult !== 'string') {
                                r.errors.push({
                                    path: p + '/cvcVerification' + '/result',
                                    code: vResult === null ? 'nullable' : 'type',
                                    message: expected('a string', vResult),
                                });
                            }
                        }
                    }
                }
            }
            const vZeroDollarVerification = o.zeroDollarVerification;
            if (vZeroDollarVerification !== undefined) {
                if (typeof vZeroDollarVerification !== 'object' ||
                    vZeroDollarVerification === null ||
                    Array.isArray(vZeroDollarVerification)) {
                    r.errors.push({
                        path: p + '/zeroDollarVerification',
                        code: vZeroDollarVerification === null ? 'nullable' : 'type',
                        message: expected('an object', vZeroDollarVerification),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/zeroDollarVerification',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o3 = vZeroDollarVerification;
                        const vStatus2 = o3.status;
                        if (vStatus2 !== undefined) {
                            if (typeof vStatus2 !== 'string') {
                                r.errors.push({
                                    path: p + '/zeroDollarVerification' + '/status',
                                    code: vStatus2 === null ? 'nullable' : 'type',
                                    message: expected('a string', vStatus2),
                                });
                            }
                        }
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid CardWrite (request shape)? */
function validCardWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.id !== undefined)
        droppedSeen = true;
    const vNumber = o.number;
    if (vNumber !== undefined) {
        if (typeof vNumber !== 'string')
            return false;
        if (!matchesCardNumber(vNumber))
            return false;
    }
    const vExpMonth = o.expMonth;
    if (vExpMonth !== undefined) {
        if (typeof vExpMonth !== 'string')
            return false;
        if (!matchesCardExpMonth(vExpMonth))
            return false;
    }
    const vExpYear = o.expYear;
    if (vExpYear !== undefined) {
        if (typeof vExpYear !== 'string')
            return false;
        if (!matchesCardExpYear(vExpYear))
            return false;
    }
    const vCvc = o.cvc;
    if (vCvc !== undefined) {
        if (typeof vCvc !== 'string')
            return false;
        if (!matchesCardCvc(vCvc))
            return false;
    }
    const vName = o.name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vAddress = o.address;
    if (vAddress !== undefined) {
        if (!validAddress(vAddress, d + 1))
            return false;
    }
    if (o.cardType !== undefined)
        droppedSeen = true;
    const vDefault = o.default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    if (o.isBusiness !== undefined)
        droppedSeen = true;
    if (o.isLevel3Eligible !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    if (o.created !== undefined)
        droppedSeen = true;
    if (o.updated !== undefined)
        droppedSeen = true;
    if (o.entityId !== undefined)
        droppedSeen = true;
    if (o.entityType !== undefined)
        droppedSeen = true;
    if (o.entityVersion !== undefined)
        droppedSeen = true;
    if (o.numberSHA512 !== undefined)
        droppedSeen = true;
    if (o.cvcVerification !== undefined)
        droppedSeen = true;
    if (o.zeroDollarVerification !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CardWrite (request shape), at pointer `p`. */
function checkCardWrite(v, p, d, r) {
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
            if (o.id !== undefined)
                r.dropped.push(p + '/id');
            const vNumber = o.number;
            if (vNumber !== undefined) {
                if (typeof vNumber !== 'string') {
                    r.errors.push({
                        path: p + '/number',
                        code: vNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vNumber),
                    });
                }
                else if (!matchesCardNumber(vNumber))
                    r.errors.push({
                        path: p + '/number',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{12,19}|x+[0-9]{4})$/u', vNumber),
                    });
            }
            const vExpMonth = o.expMonth;
            if (vExpMonth !== undefined) {
                if (typeof vExpMonth !== 'string') {
                    r.errors.push({
                        path: p + '/expMonth',
                        code: vExpMonth === null ? 'nullable' : 'type',
                        message: expected('a string', vExpMonth),
                    });
                }
                else if (!matchesCardExpMonth(vExpMonth))
                    r.errors.push({
                        path: p + '/expMonth',
                        code: 'pattern',
                        message: expected('text matching /^(0[1-9]|1[0-2])$/u', vExpMonth),
                    });
            }
            const vExpYear = o.expYear;
            if (vExpYear !== undefined) {
                if (typeof vExpYear !== 'string') {
                    r.errors.push({
                        path: p + '/expYear',
                        code: vExpYear === null ? 'nullable' : 'type',
                        message: expected('a string', vExpYear),
                    });
                }
                else if (!matchesCardExpYear(vExpYear))
                    r.errors.push({
                        path: p + '/expYear',
                        code: 'pattern',
                        message: expected('text matching /^[0-9]{4}$/u', vExpYear),
                    });
            }
            const vCvc = o.cvc;
            if (vCvc !== undefined) {
                if (typeof vCvc !== 'string') {
                    r.errors.push({
                        path: p + '/cvc',
                        code: vCvc === null ? 'nullable' : 'type',
                        message: expected('a string', vCvc),
                    });
                }
                else if (!matchesCardCvc(vCvc))
                    r.errors.push({
                        path: p + '/cvc',
                        code: 'pattern',
                        message: expected('text matching /^([0-9]{3,4}|x{3,4})$/u', vCvc),
                    });
            }
            const vName = o.name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vAddress = o.address;
            if (vAddress !== undefined) {
                checkAddress(vAddress, p + '/address', d + 1, r);
            }
            if (o.cardType !== undefined)
                r.dropped.push(p + '/cardType');
            const vDefault = o.default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            if (o.isBusiness !== undefined)
                r.dropped.push(p + '/isBusiness');
            if (o.isLevel3Eligible !== undefined)
                r.dropped.push(p + '/isLevel3Eligible');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            if (o.created !== undefined)
                r.dropped.push(p + '/created');
            if (o.updated !== undefined)
                r.dropped.push(p + '/updated');
            if (o.entityId !== undefined)
                r.dropped.push(p + '/entityId');
            if (o.entityType !== undefined)
                r.dropped.push(p + '/entityType');
            if (o.entityVersion !== undefined)
                r.dropped.push(p + '/entityVersion');
            if (o.numberSHA512 !== undefined)
                r.dropped.push(p + '/numberSHA512');
            if (o.cvcVerification !== undefined)
                r.dropped.push(p + '/cvcVerification');
            if (o.zeroDollarVerification !== undefined)
                r.dropped.push(p + '/zeroDollarVerification');
        }
    }
}
/** Fast pass: is `v` a valid CardList? */
function validCardList(v, d) {
    if (!Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < v.length; i++) {
        const item = v[i];
        if (!validCard(item, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CardList, at pointer `p`. */
function checkCardList(v, p, d, r) {
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
                checkCard(item, p + '/' + i, d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Charge? */
function validCharge(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vCreated = o.created;
    if (vCreated !== undefined) {
        if (!validDateTime(vCreated, d + 1))
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (!validChargeStatus(vStatus, d + 1))
            return false;
    }
    const vAmount = o.amount;
    if (vAmount !== undefined) {
        if (!validAmount(vAmount, d + 1))
            return false;
    }
    const vCurrency = o.currency;
    if (vCurrency !== undefined) {
        if (!validCurrencyCode(vCurrency, d + 1))
            return false;
    }
    const vCard = o.card;
    if (vCard !== undefined) {
        if (!validCard(vCard, d + 1))
            return false;
    }
    const vToken = o.token;
    if (vToken !== undefined) {
        if (typeof vToken !== 'string')
            return false;
    }
    const vCardOnFile = o.cardOnFile;
    if (vCardOnFile !== undefined) {
        if (typeof vCardOnFile !== 'string')
            return false;
    }
    const vCapture = o.capture;
    if (vCapture !== undefined) {
        if (!validLenientBoolean(vCapture, d + 1))
            return false;
    }
    const vAuthCode = o.authCode;
    if (vAuthCode !== undefined) {
        if (typeof vAuthCode !== 'string')
            return false;
    }
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContext(vContext, d + 1))
            return false;
    }
    const vCaptureDetail = o.captureDetail;
    if (vCaptureDetail !== undefined) {
        if (!validCaptureDetail(vCaptureDetail, d + 1))
            return false;
    }
    const vRefundDetail = o.refundDetail;
    if (vRefundDetail !== undefined) {
        if (!Array.isArray(vRefundDetail))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vRefundDetail.length; i++) {
            const item = vRefundDetail[i];
            if (!validRefund(item, d + 2))
                return false;
        }
    }
    const vAvsStreet = o.avsStreet;
    if (vAvsStreet !== undefined) {
        if (typeof vAvsStreet !== 'string')
            return false;
    }
    const vAvsZip = o.avsZip;
    if (vAvsZip !== undefined) {
        if (typeof vAvsZip !== 'string')
            return false;
    }
    const vCardSecurityCodeMatch = o.cardSecurityCodeMatch;
    if (vCardSecurityCodeMatch !== undefined) {
        if (typeof vCardSecurityCodeMatch !== 'string')
            return false;
    }
    const vAppType = o.appType;
    if (vAppType !== undefined) {
        if (typeof vAppType !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Charge, at pointer `p`. */
function checkCharge(v, p, d, r) {
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
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vCreated = o.created;
            if (vCreated !== undefined) {
                checkDateTime(vCreated, p + '/created', d + 1, r);
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                checkChargeStatus(vStatus, p + '/status', d + 1, r);
            }
            const vAmount = o.amount;
            if (vAmount !== undefined) {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vCurrency = o.currency;
            if (vCurrency !== undefined) {
                checkCurrencyCode(vCurrency, p + '/currency', d + 1, r);
            }
            const vCard = o.card;
            if (vCard !== undefined) {
                checkCard(vCard, p + '/card', d + 1, r);
            }
            const vToken = o.token;
            if (vToken !== undefined) {
                if (typeof vToken !== 'string') {
                    r.errors.push({
                        path: p + '/token',
                        code: vToken === null ? 'nullable' : 'type',
                        message: expected('a string', vToken),
                    });
                }
            }
            const vCardOnFile = o.cardOnFile;
            if (vCardOnFile !== undefined) {
                if (typeof vCardOnFile !== 'string') {
                    r.errors.push({
                        path: p + '/cardOnFile',
                        code: vCardOnFile === null ? 'nullable' : 'type',
                        message: expected('a string', vCardOnFile),
                    });
                }
            }
            const vCapture = o.capture;
            if (vCapture !== undefined) {
                checkLenientBoolean(vCapture, p + '/capture', d + 1, r);
            }
            const vAuthCode = o.authCode;
            if (vAuthCode !== undefined) {
                if (typeof vAuthCode !== 'string') {
                    r.errors.push({
                        path: p + '/authCode',
                        code: vAuthCode === null ? 'nullable' : 'type',
                        message: expected('a string', vAuthCode),
                    });
                }
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContext(vContext, p + '/context', d + 1, r);
            }
            const vCaptureDetail = o.captureDetail;
            if (vCaptureDetail !== undefined) {
                checkCaptureDetail(vCaptureDetail, p + '/captureDetail', d + 1, r);
            }
            const vRefundDetail = o.refundDetail;
            if (vRefundDetail !== undefined) {
                if (!Array.isArray(vRefundDetail)) {
                    r.errors.push({
                        path: p + '/refundDetail',
                        code: vRefundDetail === null ? 'nullable' : 'type',
                        message: expected('an array', vRefundDetail),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/refundDetail',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vRefundDetail.length; i++) {
                            const item = vRefundDetail[i];
                            checkRefund(item, p + '/refundDetail' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vAvsStreet = o.avsStreet;
            if (vAvsStreet !== undefined) {
                if (typeof vAvsStreet !== 'string') {
                    r.errors.push({
                        path: p + '/avsStreet',
                        code: vAvsStreet === null ? 'nullable' : 'type',
                        message: expected('a string', vAvsStreet),
                    });
                }
            }
            const vAvsZip = o.avsZip;
            if (vAvsZip !== undefined) {
                if (typeof vAvsZip !== 'string') {
                    r.errors.push({
                        path: p + '/avsZip',
                        code: vAvsZip === null ? 'nullable' : 'type',
                        message: expected('a string', vAvsZip),
                    });
                }
            }
            const vCardSecurityCodeMatch = o.cardSecurityCodeMatch;
            if (vCardSecurityCodeMatch !== undefined) {
                if (typeof vCardSecurityCodeMatch !== 'string') {
                    r.errors.push({
                        path: p + '/cardSecurityCodeMatch',
                        code: vCardSecurityCodeMatch === null ? 'nullable' : 'type',
                        message: expected('a string', vCardSecurityCodeMatch),
                    });
                }
            }
            const vAppType = o.appType;
            if (vAppType !== undefined) {
                if (typeof vAppType !== 'string') {
                    r.errors.push({
                        path: p + '/appType',
                        code: vAppType === null ? 'nullable' : 'type',
                        message: expected('a string', vAppType),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid ChargeRequest? */
function validChargeRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.amount;
    if (vAmount === undefined)
        return false;
    if (!validAmount(vAmount, d + 1))
        return false;
    const vCurrency = o.currency;
    if (vCurrency === undefined)
        return false;
    if (!validCurrencyCode(vCurrency, d + 1))
        return false;
    const vCard = o.card;
    if (vCard !== undefined) {
        if (!validCard(vCard, d + 1))
            return false;
    }
    const vToken = o.token;
    if (vToken !== undefined) {
        if (typeof vToken !== 'string')
            return false;
    }
    const vCardOnFile = o.cardOnFile;
    if (vCardOnFile !== undefined) {
        if (typeof vCardOnFile !== 'string')
            return false;
    }
    const vCapture = o.capture;
    if (vCapture !== undefined) {
        if (!validBooleanString(vCapture, d + 1))
            return false;
    }
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContextRequest(vContext, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ChargeRequest, at pointer `p`. */
function checkChargeRequest(v, p, d, r) {
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
            const vAmount = o.amount;
            if (vAmount === undefined) {
                r.errors.push({ path: p + '/amount', code: 'required', message: missing('amount') });
            }
            else {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vCurrency = o.currency;
            if (vCurrency === undefined) {
                r.errors.push({ path: p + '/currency', code: 'required', message: missing('currency') });
            }
            else {
                checkCurrencyCode(vCurrency, p + '/currency', d + 1, r);
            }
            const vCard = o.card;
            if (vCard !== undefined) {
                checkCard(vCard, p + '/card', d + 1, r);
            }
            const vToken = o.token;
            if (vToken !== undefined) {
                if (typeof vToken !== 'string') {
                    r.errors.push({
                        path: p + '/token',
                        code: vToken === null ? 'nullable' : 'type',
                        message: expected('a string', vToken),
                    });
                }
            }
            const vCardOnFile = o.cardOnFile;
            if (vCardOnFile !== undefined) {
                if (typeof vCardOnFile !== 'string') {
                    r.errors.push({
                        path: p + '/cardOnFile',
                        code: vCardOnFile === null ? 'nullable' : 'type',
                        message: expected('a string', vCardOnFile),
                    });
                }
            }
            const vCapture = o.capture;
            if (vCapture !== undefined) {
                checkBooleanString(vCapture, p + '/capture', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContextRequest(vContext, p + '/context', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ChargeRequestWrite (request shape)? */
function validChargeRequestWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.amount;
    if (vAmount === undefined)
        return false;
    if (!validAmount(vAmount, d + 1))
        return false;
    const vCurrency = o.currency;
    if (vCurrency === undefined)
        return false;
    if (!validCurrencyCode(vCurrency, d + 1))
        return false;
    const vCard = o.card;
    if (vCard !== undefined) {
        if (!validCardWrite(vCard, d + 1))
            return false;
    }
    const vToken = o.token;
    if (vToken !== undefined) {
        if (typeof vToken !== 'string')
            return false;
    }
    const vCardOnFile = o.cardOnFile;
    if (vCardOnFile !== undefined) {
        if (typeof vCardOnFile !== 'string')
            return false;
    }
    const vCapture = o.capture;
    if (vCapture !== undefined) {
        if (!validBooleanString(vCapture, d + 1))
            return false;
    }
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContextRequest(vContext, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ChargeRequestWrite (request shape), at pointer `p`. */
function checkChargeRequestWrite(v, p, d, r) {
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
            const vAmount = o.amount;
            if (vAmount === undefined) {
                r.errors.push({ path: p + '/amount', code: 'required', message: missing('amount') });
            }
            else {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vCurrency = o.currency;
            if (vCurrency === undefined) {
                r.errors.push({ path: p + '/currency', code: 'required', message: missing('currency') });
            }
            else {
                checkCurrencyCode(vCurrency, p + '/currency', d + 1, r);
            }
            const vCard = o.card;
            if (vCard !== undefined) {
                checkCardWrite(vCard, p + '/card', d + 1, r);
            }
            const vToken = o.token;
            if (vToken !== undefined) {
                if (typeof vToken !== 'string') {
                    r.errors.push({
                        path: p + '/token',
                        code: vToken === null ? 'nullable' : 'type',
                        message: expected('a string', vToken),
                    });
                }
            }
            const vCardOnFile = o.cardOnFile;
            if (vCardOnFile !== undefined) {
                if (typeof vCardOnFile !== 'string') {
                    r.errors.push({
                        path: p + '/cardOnFile',
                        code: vCardOnFile === null ? 'nullable' : 'type',
                        message: expected('a string', vCardOnFile),
                    });
                }
            }
            const vCapture = o.capture;
            if (vCapture !== undefined) {
                checkBooleanString(vCapture, p + '/capture', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContextRequest(vContext, p + '/context', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ChargeStatus? */
function validChargeStatus(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!CHARGE_STATUS_VALUES.has(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid ChargeStatus, at pointer `p`. */
function checkChargeStatus(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!CHARGE_STATUS_VALUES.has(v))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf([
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
            ], v),
        });
}
/** Fast pass: is `v` a valid CurrencyCode? */
function validCurrencyCode(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!matchesCurrencyCode(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CurrencyCode, at pointer `p`. */
function checkCurrencyCode(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!matchesCurrencyCode(v))
        r.errors.push({
            path: p,
            code: 'pattern',
            message: expected('text matching /^[A-Z]{3}$/u', v),
        });
}
/** Fast pass: is `v` a valid DateTime? */
function validDateTime(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!isDateTime(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid DateTime, at pointer `p`. */
function checkDateTime(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!isDateTime(v))
        r.errors.push({ path: p, code: 'format', message: formatMessage('date-time', v) });
}
/** Fast pass: is `v` a valid DeviceInfo? */
function validDeviceInfo(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vType = o.type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
    }
    const vLongitude = o.longitude;
    if (vLongitude !== undefined) {
        if (typeof vLongitude !== 'string')
            return false;
    }
    const vLatitude = o.latitude;
    if (vLatitude !== undefined) {
        if (typeof vLatitude !== 'string')
            return false;
    }
    const vPhoneNumber = o.phoneNumber;
    if (vPhoneNumber !== undefined) {
        if (typeof vPhoneNumber !== 'string')
            return false;
    }
    const vMacAddress = o.macAddress;
    if (vMacAddress !== undefined) {
        if (typeof vMacAddress !== 'string')
            return false;
    }
    const vIpAddress = o.ipAddress;
    if (vIpAddress !== undefined) {
        if (typeof vIpAddress !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DeviceInfo, at pointer `p`. */
function checkDeviceInfo(v, p, d, r) {
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
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vType = o.type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
            }
            const vLongitude = o.longitude;
            if (vLongitude !== undefined) {
                if (typeof vLongitude !== 'string') {
                    r.errors.push({
                        path: p + '/longitude',
                        code: vLongitude === null ? 'nullable' : 'type',
                        message: expected('a string', vLongitude),
                    });
                }
            }
            const vLatitude = o.latitude;
            if (vLatitude !== undefined) {
                if (typeof vLatitude !== 'string') {
                    r.errors.push({
                        path: p + '/latitude',
                        code: vLatitude === null ? 'nullable' : 'type',
                        message: expected('a string', vLatitude),
                    });
                }
            }
            const vPhoneNumber = o.phoneNumber;
            if (vPhoneNumber !== undefined) {
                if (typeof vPhoneNumber !== 'string') {
                    r.errors.push({
                        path: p + '/phoneNumber',
                        code: vPhoneNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vPhoneNumber),
                    });
                }
            }
            const vMacAddress = o.macAddress;
            if (vMacAddress !== undefined) {
                if (typeof vMacAddress !== 'string') {
                    r.errors.push({
                        path: p + '/macAddress',
                        code: vMacAddress === null ? 'nullable' : 'type',
                        message: expected('a string', vMacAddress),
                    });
                }
            }
            const vIpAddress = o.ipAddress;
            if (vIpAddress !== undefined) {
                if (typeof vIpAddress !== 'string') {
                    r.errors.push({
                        path: p + '/ipAddress',
                        code: vIpAddress === null ? 'nullable' : 'type',
                        message: expected('a string', vIpAddress),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Error? */
function validError(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCode = o.code;
    if (vCode !== undefined) {
        if (typeof vCode !== 'string')
            return false;
    }
    const vType = o.type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
    }
    const vMessage = o.message;
    if (vMessage !== undefined) {
        if (typeof vMessage !== 'string')
            return false;
    }
    const vDetail = o.detail;
    if (vDetail !== undefined) {
        if (typeof vDetail !== 'string')
            return false;
    }
    const vInfoLink = o.infoLink;
    if (vInfoLink !== undefined) {
        if (typeof vInfoLink !== 'string')
            return false;
    }
    const vMoreInfo = o.moreInfo;
    if (vMoreInfo !== undefined) {
        if (typeof vMoreInfo !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Error, at pointer `p`. */
function checkError(v, p, d, r) {
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
            if (vCode !== undefined) {
                if (typeof vCode !== 'string') {
                    r.errors.push({
                        path: p + '/code',
                        code: vCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCode),
                    });
                }
            }
            const vType = o.type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
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
            const vDetail = o.detail;
            if (vDetail !== undefined) {
                if (typeof vDetail !== 'string') {
                    r.errors.push({
                        path: p + '/detail',
                        code: vDetail === null ? 'nullable' : 'type',
                        message: expected('a string', vDetail),
                    });
                }
            }
            const vInfoLink = o.infoLink;
            if (vInfoLink !== undefined) {
                if (typeof vInfoLink !== 'string') {
                    r.errors.push({
                        path: p + '/infoLink',
                        code: vInfoLink === null ? 'nullable' : 'type',
                        message: expected('a string', vInfoLink),
                    });
                }
            }
            const vMoreInfo = o.moreInfo;
            if (vMoreInfo !== undefined) {
                if (typeof vMoreInfo !== 'string') {
                    r.errors.push({
                        path: p + '/moreInfo',
                        code: vMoreInfo === null ? 'nullable' : 'type',
                        message: expected('a string', vMoreInfo),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid ErrorResponse? */
function validErrorResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vErrors = o.errors;
    if (vErrors === undefined)
        return false;
    if (!Array.isArray(vErrors))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    if (vErrors.length < 1)
        return false;
    for (let i = 0; i < vErrors.length; i++) {
        const item = vErrors[i];
        if (!validError(item, d + 2))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ErrorResponse, at pointer `p`. */
function checkErrorResponse(v, p, d, r) {
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
            const vErrors = o.errors;
            if (vErrors === undefined) {
                r.errors.push({ path: p + '/errors', code: 'required', message: missing('errors') });
            }
            else {
                if (!Array.isArray(vErrors)) {
                    r.errors.push({
                        path: p + '/errors',
                        code: vErrors === null ? 'nullable' : 'type',
                        message: expected('an array', vErrors),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/errors',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        if (vErrors.length < 1)
                            r.errors.push({
                                path: p + '/errors',
                                code: 'minItems',
                                message: expected('at least 1 item', vErrors),
                            });
                        for (let i = 0; i < vErrors.length; i++) {
                            const item = vErrors[i];
                            checkError(item, p + '/errors' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid LenientBoolean? */
function validLenientBoolean(v, d) {
    let matches = 0;
    if (typeof v === 'boolean') {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (validBooleanString(v, d)) {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (matches !== 1)
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid LenientBoolean, at pointer `p`. */
function checkLenientBoolean(v, p, d, r) {
    const matches = (typeof v === 'boolean' ? 1 : 0) + (validBooleanString(v, d) ? 1 : 0);
    if (matches === 0)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: expected('exactly one of: a boolean or BooleanString', v),
        });
    else if (matches > 1)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: `expected exactly one of: a boolean or BooleanString; ${matches} match`,
        });
}
/** Fast pass: is `v` a valid PaymentContext? */
function validPaymentContext(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vMobile = o.mobile;
    if (vMobile !== undefined) {
        if (!validLenientBoolean(vMobile, d + 1))
            return false;
    }
    const vIsEcommerce = o.isEcommerce;
    if (vIsEcommerce !== undefined) {
        if (!validLenientBoolean(vIsEcommerce, d + 1))
            return false;
    }
    const vRecurring = o.recurring;
    if (vRecurring !== undefined) {
        if (!validLenientBoolean(vRecurring, d + 1))
            return false;
    }
    const vTax = o.tax;
    if (vTax !== undefined) {
        if (!validAmount(vTax, d + 1))
            return false;
    }
    const vDeviceInfo = o.deviceInfo;
    if (vDeviceInfo !== undefined) {
        if (!validDeviceInfo(vDeviceInfo, d + 1))
            return false;
    }
    const vClientTransID = o.clientTransID;
    if (vClientTransID !== undefined) {
        if (typeof vClientTransID !== 'string')
            return false;
    }
    const vMerchantAccountNumber = o.merchantAccountNumber;
    if (vMerchantAccountNumber !== undefined) {
        if (typeof vMerchantAccountNumber !== 'string')
            return false;
    }
    const vPaymentGroupingCode = o.paymentGroupingCode;
    if (vPaymentGroupingCode !== undefined) {
        if (typeof vPaymentGroupingCode !== 'string')
            return false;
    }
    const vPaymentStatus = o.paymentStatus;
    if (vPaymentStatus !== undefined) {
        if (typeof vPaymentStatus !== 'string')
            return false;
    }
    const vReconBatchID = o.reconBatchID;
    if (vReconBatchID !== undefined) {
        if (typeof vReconBatchID !== 'string')
            return false;
    }
    const vTxnAuthorizationStamp = o.txnAuthorizationStamp;
    if (vTxnAuthorizationStamp !== undefined) {
        if (typeof vTxnAuthorizationStamp !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentContext, at pointer `p`. */
function checkPaymentContext(v, p, d, r) {
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
            const vMobile = o.mobile;
            if (vMobile !== undefined) {
                checkLenientBoolean(vMobile, p + '/mobile', d + 1, r);
            }
            const vIsEcommerce = o.isEcommerce;
            if (vIsEcommerce !== undefined) {
                checkLenientBoolean(vIsEcommerce, p + '/isEcommerce', d + 1, r);
            }
            const vRecurring = o.recurring;
            if (vRecurring !== undefined) {
                checkLenientBoolean(vRecurring, p + '/recurring', d + 1, r);
            }
            const vTax = o.tax;
            if (vTax !== undefined) {
                checkAmount(vTax, p + '/tax', d + 1, r);
            }
            const vDeviceInfo = o.deviceInfo;
            if (vDeviceInfo !== undefined) {
                checkDeviceInfo(vDeviceInfo, p + '/deviceInfo', d + 1, r);
            }
            const vClientTransID = o.clientTransID;
            if (vClientTransID !== undefined) {
                if (typeof vClientTransID !== 'string') {
                    r.errors.push({
                        path: p + '/clientTransID',
                        code: vClientTransID === null ? 'nullable' : 'type',
                        message: expected('a string', vClientTransID),
                    });
                }
            }
            const vMerchantAccountNumber = o.merchantAccountNumber;
            if (vMerchantAccountNumber !== undefined) {
                if (typeof vMerchantAccountNumber !== 'string') {
                    r.errors.push({
                        path: p + '/merchantAccountNumber',
                        code: vMerchantAccountNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vMerchantAccountNumber),
                    });
                }
            }
            const vPaymentGroupingCode = o.paymentGroupingCode;
            if (vPaymentGroupingCode !== undefined) {
                if (typeof vPaymentGroupingCode !== 'string') {
                    r.errors.push({
                        path: p + '/paymentGroupingCode',
                        code: vPaymentGroupingCode === null ? 'nullable' : 'type',
                        message: expected('a string', vPaymentGroupingCode),
                    });
                }
            }
            const vPaymentStatus = o.paymentStatus;
            if (vPaymentStatus !== undefined) {
                if (typeof vPaymentStatus !== 'string') {
                    r.errors.push({
                        path: p + '/paymentStatus',
                        code: vPaymentStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vPaymentStatus),
                    });
                }
            }
            const vReconBatchID = o.reconBatchID;
            if (vReconBatchID !== undefined) {
                if (typeof vReconBatchID !== 'string') {
                    r.errors.push({
                        path: p + '/reconBatchID',
                        code: vReconBatchID === null ? 'nullable' : 'type',
                        message: expected('a string', vReconBatchID),
                    });
                }
            }
            const vTxnAuthorizationStamp = o.txnAuthorizationStamp;
            if (vTxnAuthorizationStamp !== undefined) {
                if (typeof vTxnAuthorizationStamp !== 'string') {
                    r.errors.push({
                        path: p + '/txnAuthorizationStamp',
                        code: vTxnAuthorizationStamp === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnAuthorizationStamp),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentContextRequest? */
function validPaymentContextRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vMobile = o.mobile;
    if (vMobile !== undefined) {
        if (!validBooleanString(vMobile, d + 1))
            return false;
    }
    const vIsEcommerce = o.isEcommerce;
    if (vIsEcommerce !== undefined) {
        if (!validBooleanString(vIsEcommerce, d + 1))
            return false;
    }
    const vRecurring = o.recurring;
    if (vRecurring !== undefined) {
        if (!validBooleanString(vRecurring, d + 1))
            return false;
    }
    const vTax = o.tax;
    if (vTax !== undefined) {
        if (!validAmount(vTax, d + 1))
            return false;
    }
    const vDeviceInfo = o.deviceInfo;
    if (vDeviceInfo !== undefined) {
        if (!validDeviceInfo(vDeviceInfo, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentContextRequest, at pointer `p`. */
function checkPaymentContextRequest(v, p, d, r) {
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
            const vMobile = o.mobile;
            if (vMobile !== undefined) {
                checkBooleanString(vMobile, p + '/mobile', d + 1, r);
            }
            const vIsEcommerce = o.isEcommerce;
            if (vIsEcommerce !== undefined) {
                checkBooleanString(vIsEcommerce, p + '/isEcommerce', d + 1, r);
            }
            const vRecurring = o.recurring;
            if (vRecurring !== undefined) {
                checkBooleanString(vRecurring, p + '/recurring', d + 1, r);
            }
            const vTax = o.tax;
            if (vTax !== undefined) {
                checkAmount(vTax, p + '/tax', d + 1, r);
            }
            const vDeviceInfo = o.deviceInfo;
            if (vDeviceInfo !== undefined) {
                checkDeviceInfo(vDeviceInfo, p + '/deviceInfo', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Refund? */
function validRefund(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vAmount = o.amount;
    if (vAmount !== undefined) {
        if (!validAmount(vAmount, d + 1))
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (!validRefundStatus(vStatus, d + 1))
            return false;
    }
    const vType = o.type;
    if (vType !== undefined) {
        if (!validRefundType(vType, d + 1))
            return false;
    }
    const vCreated = o.created;
    if (vCreated !== undefined) {
        if (!validDateTime(vCreated, d + 1))
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContext(vContext, d + 1))
            return false;
    }
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Refund, at pointer `p`. */
function checkRefund(v, p, d, r) {
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
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vAmount = o.amount;
            if (vAmount !== undefined) {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                checkRefundStatus(vStatus, p + '/status', d + 1, r);
            }
            const vType = o.type;
            if (vType !== undefined) {
                checkRefundType(vType, p + '/type', d + 1, r);
            }
            const vCreated = o.created;
            if (vCreated !== undefined) {
                checkDateTime(vCreated, p + '/created', d + 1, r);
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContext(vContext, p + '/context', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid RefundRequest? */
function validRefundRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.amount;
    if (vAmount === undefined)
        return false;
    if (!validAmount(vAmount, d + 1))
        return false;
    const vDescription = o.description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
    }
    const vContext = o.context;
    if (vContext !== undefined) {
        if (!validPaymentContextRequest(vContext, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid RefundRequest, at pointer `p`. */
function checkRefundRequest(v, p, d, r) {
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
            const vAmount = o.amount;
            if (vAmount === undefined) {
                r.errors.push({ path: p + '/amount', code: 'required', message: missing('amount') });
            }
            else {
                checkAmount(vAmount, p + '/amount', d + 1, r);
            }
            const vDescription = o.description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
            }
            const vContext = o.context;
            if (vContext !== undefined) {
                checkPaymentContextRequest(vContext, p + '/context', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid RefundStatus? */
function validRefundStatus(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'ISSUED' ||
        v === 'DECLINED' ||
        v === 'SETTLED' ||
        v === 'VOIDED' ||
        v === 'SUCCEEDED'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid RefundStatus, at pointer `p`. */
function checkRefundStatus(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'ISSUED' ||
        v === 'DECLINED' ||
        v === 'SETTLED' ||
        v === 'VOIDED' ||
        v === 'SUCCEEDED'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['ISSUED', 'DECLINED', 'SETTLED', 'VOIDED', 'SUCCEEDED'], v),
        });
}
/** Fast pass: is `v` a valid RefundType? */
function validRefundType(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'REFUND' || v === 'VOID'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid RefundType, at pointer `p`. */
function checkRefundType(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'REFUND' || v === 'VOID'))
        r.errors.push({ path: p, code: 'enum', message: expectedOneOf(['REFUND', 'VOID'], v) });
}
/** Fast pass: is `v` a valid Token? */
function validToken(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vValue = o.value;
    if (vValue === undefined)
        return false;
    if (typeof vValue !== 'string')
        return false;
    if (vValue.length < 2 && codePointLength(vValue) < 1)
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Token, at pointer `p`. */
function checkToken(v, p, d, r) {
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
            const vValue = o.value;
            if (vValue === undefined) {
                r.errors.push({ path: p + '/value', code: 'required', message: missing('value') });
            }
            else {
                if (typeof vValue !== 'string') {
                    r.errors.push({
                        path: p + '/value',
                        code: vValue === null ? 'nullable' : 'type',
                        message: expected('a string', vValue),
                    });
                }
                else if (codePointLength(vValue) < 1)
                    r.errors.push({
                        path: p + '/value',
                        code: 'minLength',
                        message: expected('at least 1 character', vValue),
                    });
            }
        }
    }
}
/** Fast pass: is `v` a variant of a union in TokenRequest? */
function validTokenRequestVariant1(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCard = o.card;
    if (vCard === undefined)
        return false;
    if (!validCard(vCard, d + 1))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a variant of a union in TokenRequest, at pointer `p`. */
function checkTokenRequestVariant1(v, p, d, r) {
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
            const vCard = o.card;
            if (vCard === undefined) {
                r.errors.push({ path: p + '/card', code: 'required', message: missing('card') });
            }
            else {
                checkCard(vCard, p + '/card', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a variant of a union in TokenRequest? */
function validTokenRequestVariant2(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBankAccount = o.bankAccount;
    if (vBankAccount === undefined)
        return false;
    if (!validBankAccount(vBankAccount, d + 1))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a variant of a union in TokenRequest, at pointer `p`. */
function checkTokenRequestVariant2(v, p, d, r) {
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
            const vBankAccount = o.bankAccount;
            if (vBankAccount === undefined) {
                r.errors.push({
                    path: p + '/bankAccount',
                    code: 'required',
                    message: missing('bankAccount'),
                });
            }
            else {
                checkBankAccount(vBankAccount, p + '/bankAccount', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid TokenRequest? */
function validTokenRequest(v, d) {
    let matches = 0;
    if (validTokenRequestVariant1(v, d)) {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (validTokenRequestVariant2(v, d)) {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (matches !== 1)
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid TokenRequest, at pointer `p`. */
function checkTokenRequest(v, p, d, r) {
    const matches = (validTokenRequestVariant1(v, d) ? 1 : 0) + (validTokenRequestVariant2(v, d) ? 1 : 0);
    if (matches === 0)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: expected("exactly one of: an object with 'card' or an object with 'bankAccount'", v),
        });
    else if (matches > 1)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: `expected exactly one of: an object with 'card' or an object with 'bankAccount'; ${matches} match`,
        });
}
/** Fast pass: is `v` a variant of a union in TokenRequestWrite? */
function validTokenRequestWriteVariant1(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCard = o.card;
    if (vCard === undefined)
        return false;
    if (!validCardWrite(vCard, d + 1))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a variant of a union in TokenRequestWrite, at pointer `p`. */
function checkTokenRequestWriteVariant1(v, p, d, r) {
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
            const vCard = o.card;
            if (vCard === undefined) {
                r.errors.push({ path: p + '/card', code: 'required', message: missing('card') });
            }
            else {
                checkCardWrite(vCard, p + '/card', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a variant of a union in TokenRequestWrite? */
function validTokenRequestWriteVariant2(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBankAccount = o.bankAccount;
    if (vBankAccount === undefined)
        return false;
    if (!validBankAccountWrite(vBankAccount, d + 1))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a variant of a union in TokenRequestWrite, at pointer `p`. */
function checkTokenRequestWriteVariant2(v, p, d, r) {
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
            const vBankAccount = o.bankAccount;
            if (vBankAccount === undefined) {
                r.errors.push({
                    path: p + '/bankAccount',
                    code: 'required',
                    message: missing('bankAccount'),
                });
            }
            else {
                checkBankAccountWrite(vBankAccount, p + '/bankAccount', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid TokenRequestWrite (request shape)? */
function validTokenRequestWrite(v, d) {
    let matches = 0;
    if (validTokenRequestWriteVariant1(v, d)) {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (validTokenRequestWriteVariant2(v, d)) {
        if (++matches > 1)
            return false;
    }
    else if (tooDeep)
        return false;
    if (matches !== 1)
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid TokenRequestWrite (request shape), at pointer `p`. */
function checkTokenRequestWrite(v, p, d, r) {
    const matches = (validTokenRequestWriteVariant1(v, d) ? 1 : 0) + (validTokenRequestWriteVariant2(v, d) ? 1 : 0);
    if (matches === 0)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: expected("exactly one of: an object with 'card' or an object with 'bankAccount'", v),
        });
    else if (matches > 1)
        r.errors.push({
            path: p,
            code: 'oneOf',
            message: `expected exactly one of: an object with 'card' or an object with 'bankAccount'; ${matches} match`,
        });
}
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
    Address: (value) => {
        tooDeep = false;
        if (validAddress(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAddress);
    },
    Amount: (value) => {
        tooDeep = false;
        if (validAmount(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAmount);
    },
    BankAccount: (value) => {
        tooDeep = false;
        if (validBankAccount(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBankAccount);
    },
    BankAccountWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validBankAccountWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBankAccountWrite);
    },
    BankAccountList: (value) => {
        tooDeep = false;
        if (validBankAccountList(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBankAccountList);
    },
    BankAccountType: (value) => {
        tooDeep = false;
        if (validBankAccountType(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBankAccountType);
    },
    BooleanString: (value) => {
        tooDeep = false;
        if (validBooleanString(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBooleanString);
    },
    CaptureDetail: (value) => {
        tooDeep = false;
        if (validCaptureDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCaptureDetail);
    },
    CaptureRequest: (value) => {
        tooDeep = false;
        if (validCaptureRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCaptureRequest);
    },
    Card: (value) => {
        tooDeep = false;
        if (validCard(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCard);
    },
    CardWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validCardWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCardWrite);
    },
    CardList: (value) => {
        tooDeep = false;
        if (validCardList(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCardList);
    },
    Charge: (value) => {
        tooDeep = false;
        if (validCharge(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCharge);
    },
    ChargeRequest: (value) => {
        tooDeep = false;
        if (validChargeRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkChargeRequest);
    },
    ChargeRequestWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validChargeRequestWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkChargeRequestWrite);
    },
    ChargeStatus: (value) => {
        tooDeep = false;
        if (validChargeStatus(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkChargeStatus);
    },
    CurrencyCode: (value) => {
        tooDeep = false;
        if (validCurrencyCode(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCurrencyCode);
    },
    DateTime: (value) => {
        tooDeep = false;
        if (validDateTime(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDateTime);
    },
    DeviceInfo: (value) => {
        tooDeep = false;
        if (validDeviceInfo(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDeviceInfo);
    },
    Error: (value) => {
        tooDeep = false;
        if (validError(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkError);
    },
    ErrorResponse: (value) => {
        tooDeep = false;
        if (validErrorResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkErrorResponse);
    },
    LenientBoolean: (value) => {
        tooDeep = false;
        if (validLenientBoolean(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLenientBoolean);
    },
    PaymentContext: (value) => {
        tooDeep = false;
        if (validPaymentContext(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentContext);
    },
    PaymentContextRequest: (value) => {
        tooDeep = false;
        if (validPaymentContextRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentContextRequest);
    },
    Refund: (value) => {
        tooDeep = false;
        if (validRefund(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkRefund);
    },
    RefundRequest: (value) => {
        tooDeep = false;
        if (validRefundRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkRefundRequest);
    },
    RefundStatus: (value) => {
        tooDeep = false;
        if (validRefundStatus(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkRefundStatus);
    },
    RefundType: (value) => {
        tooDeep = false;
        if (validRefundType(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkRefundType);
    },
    Token: (value) => {
        tooDeep = false;
        if (validToken(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkToken);
    },
    TokenRequest: (value) => {
        tooDeep = false;
        if (validTokenRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTokenRequest);
    },
    TokenRequestWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validTokenRequestWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTokenRequestWrite);
    },
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
    Address: (value) => {
        tooDeep = false;
        return validAddress(value, 0);
    },
    Amount: (value) => {
        tooDeep = false;
        return validAmount(value, 0);
    },
    BankAccount: (value) => {
        tooDeep = false;
        return validBankAccount(value, 0);
    },
    BankAccountWrite: (value) => {
        tooDeep = false;
        return validBankAccountWrite(value, 0);
    },
    BankAccountList: (value) => {
        tooDeep = false;
        return validBankAccountList(value, 0);
    },
    BankAccountType: (value) => {
        tooDeep = false;
        return validBankAccountType(value, 0);
    },
    BooleanString: (value) => {
        tooDeep = false;
        return validBooleanString(value, 0);
    },
    CaptureDetail: (value) => {
        tooDeep = false;
        return validCaptureDetail(value, 0);
    },
    CaptureRequest: (value) => {
        tooDeep = false;
        return validCaptureRequest(value, 0);
    },
    Card: (value) => {
        tooDeep = false;
        return validCard(value, 0);
    },
    CardWrite: (value) => {
        tooDeep = false;
        return validCardWrite(value, 0);
    },
    CardList: (value) => {
        tooDeep = false;
        return validCardList(value, 0);
    },
    Charge: (value) => {
        tooDeep = false;
        return validCharge(value, 0);
    },
    ChargeRequest: (value) => {
        tooDeep = false;
        return validChargeRequest(value, 0);
    },
    ChargeRequestWrite: (value) => {
        tooDeep = false;
        return validChargeRequestWrite(value, 0);
    },
    ChargeStatus: (value) => {
        tooDeep = false;
        return validChargeStatus(value, 0);
    },
    CurrencyCode: (value) => {
        tooDeep = false;
        return validCurrencyCode(value, 0);
    },
    DateTime: (value) => {
        tooDeep = false;
        return validDateTime(value, 0);
    },
    DeviceInfo: (value) => {
        tooDeep = false;
        return validDeviceInfo(value, 0);
    },
    Error: (value) => {
        tooDeep = false;
        return validError(value, 0);
    },
    ErrorResponse: (value) => {
        tooDeep = false;
        return validErrorResponse(value, 0);
    },
    LenientBoolean: (value) => {
        tooDeep = false;
        return validLenientBoolean(value, 0);
    },
    PaymentContext: (value) => {
        tooDeep = false;
        return validPaymentContext(value, 0);
    },
    PaymentContextRequest: (value) => {
        tooDeep = false;
        return validPaymentContextRequest(value, 0);
    },
    Refund: (value) => {
        tooDeep = false;
        return validRefund(value, 0);
    },
    RefundRequest: (value) => {
        tooDeep = false;
        return validRefundRequest(value, 0);
    },
    RefundStatus: (value) => {
        tooDeep = false;
        return validRefundStatus(value, 0);
    },
    RefundType: (value) => {
        tooDeep = false;
        return validRefundType(value, 0);
    },
    Token: (value) => {
        tooDeep = false;
        return validToken(value, 0);
    },
    TokenRequest: (value) => {
        tooDeep = false;
        return validTokenRequest(value, 0);
    },
    TokenRequestWrite: (value) => {
        tooDeep = false;
        return validTokenRequestWrite(value, 0);
    },
};
