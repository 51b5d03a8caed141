/**
 * Validators of Pet Store 1.2. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */
import { MAX_DEPTH, codePointLength, collectResult, duplicateIndex, escapePointer, expected, expectedOneOf, formatMessage, isDateTime, isDecimal, isInt32, isInt64, isUri, missing, } from './runtime/validation.js';
/** Reports stop growing past this many errors (a cyclic value would otherwise be walked along every branch). */
const ERROR_LIMIT = 100;
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;
/** Matches `/^[0-9]{5}$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesAddressPostcode(s) {
    if (s.length !== 5)
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
    return true;
}
/** Matches `/^-?[0-9]+(\.[0-9]{1,2})?$/u` exactly: a deterministic automaton, one pass, no backtracking. */
function matchesMoney(s) {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        switch (state) {
            case 0:
                if (c === 45)
                    state = 1;
                else if (c >= 48 && c <= 57)
                    state = 2;
                else
                    return false;
                break;
            case 1:
                if (c >= 48 && c <= 57)
                    state = 2;
                else
                    return false;
                break;
            case 2:
                if (c === 46)
                    state = 3;
                else if (c >= 48 && c <= 57)
                    state = 2;
                else
                    return false;
                break;
            case 3:
                if (c >= 48 && c <= 57)
                    state = 4;
                else
                    return false;
                break;
            case 4:
                if (c >= 48 && c <= 57)
                    state = 5;
                else
                    return false;
                break;
            case 5:
                return false;
        }
    }
    return state === 2 || state === 4 || state === 5;
}
const PAGE_KEYS = new Set([
    'items',
    'next',
    'total',
    'score',
    'metadata',
    'settings',
    'extra',
    'closed',
]);
const PET_BASE_KEYS = new Set([
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
function validAddress(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vStreet = o.street;
    if (vStreet === undefined)
        return false;
    if (typeof vStreet !== 'string')
        return false;
    const vCity = o.city;
    if (vCity === undefined)
        return false;
    if (typeof vCity !== 'string')
        return false;
    const vPostcode = o.postcode;
    if (vPostcode !== undefined) {
        if (typeof vPostcode !== 'string')
            return false;
        if (!matchesAddressPostcode(vPostcode))
            return false;
    }
    for (const key in o) {
        if (!(key === 'street' || key === 'city' || key === 'postcode'))
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
            const vStreet = o.street;
            if (vStreet === undefined) {
                r.errors.push({ path: p + '/street', code: 'required', message: missing('street') });
            }
            else {
                if (typeof vStreet !== 'string') {
                    r.errors.push({
                        path: p + '/street',
                        code: vStreet === null ? 'nullable' : 'type',
                        message: expected('a string', vStreet),
                    });
                }
            }
            const vCity = o.city;
            if (vCity === undefined) {
                r.errors.push({ path: p + '/city', code: 'required', message: missing('city') });
            }
            else {
                if (typeof vCity !== 'string') {
                    r.errors.push({
                        path: p + '/city',
                        code: vCity === null ? 'nullable' : 'type',
                        message: expected('a string', vCity),
                    });
                }
            }
            const vPostcode = o.postcode;
            if (vPostcode !== undefined) {
                if (typeof vPostcode !== 'string') {
                    r.errors.push({
                        path: p + '/postcode',
                        code: vPostcode === null ? 'nullable' : 'type',
                        message: expected('a string', vPostcode),
                    });
                }
                else if (!matchesAddressPostcode(vPostcode))
                    r.errors.push({
                        path: p + '/postcode',
                        code: 'pattern',
                        message: expected('text matching /^[0-9]{5}$/u', vPostcode),
                    });
            }
            for (const key in o) {
                if (!(key === 'street' || key === 'city' || key === 'postcode'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Animal? */
function validAnimal(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const tag = v.petType;
    switch (tag) {
        case 'cat':
            if (!validCat(v, d))
                return false;
            break;
        case 'dog':
            if (!validDog(v, d))
                return false;
            break;
        case 'bird':
            if (!validBird(v, d))
                return false;
            break;
        default:
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Animal, at pointer `p`. */
function checkAnimal(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        const tag = v.petType;
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
                r.errors.push({
                    path: p + '/petType',
                    code: 'discriminator',
                    message: expectedOneOf(['cat', 'dog', 'bird'], tag),
                });
        }
    }
}
/** Fast pass: is `v` a valid AnimalWrite (request shape)? */
function validAnimalWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const tag = v.petType;
    switch (tag) {
        case 'cat':
            if (!validCatWrite(v, d))
                return false;
            break;
        case 'dog':
            if (!validDogWrite(v, d))
                return false;
            break;
        case 'bird':
            if (!validBirdWrite(v, d))
                return false;
            break;
        default:
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid AnimalWrite (request shape), at pointer `p`. */
function checkAnimalWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        const tag = v.petType;
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
                r.errors.push({
                    path: p + '/petType',
                    code: 'discriminator',
                    message: expectedOneOf(['cat', 'dog', 'bird'], tag),
                });
        }
    }
}
/** Fast pass: is `v` a valid AnyValue? */
function validAnyValue(v, d) {
    return true;
}
/** Collecting pass: every problem of `v` as a valid AnyValue, at pointer `p`. */
function checkAnyValue(v, p, d, r) { }
/** Fast pass: is `v` a valid Bird? */
function validBird(v, d) {
    if (!validPetBase(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (vPetType !== 'bird')
        return false;
    const vWingspan = o.wingspan;
    if (vWingspan !== undefined) {
        if (typeof vWingspan !== 'number' || !Number.isFinite(vWingspan))
            return false;
        if (vWingspan < 0)
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'wingspan'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Bird, at pointer `p`. */
function checkBird(v, p, d, r) {
    checkPetBase(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (vPetType !== 'bird')
                    r.errors.push({
                        path: p + '/petType',
                        code: 'const',
                        message: expected("'bird'", vPetType),
                    });
            }
            const vWingspan = o.wingspan;
            if (vWingspan !== undefined) {
                if (typeof vWingspan !== 'number' || !Number.isFinite(vWingspan)) {
                    r.errors.push({
                        path: p + '/wingspan',
                        code: vWingspan === null ? 'nullable' : 'type',
                        message: expected('a number', vWingspan),
                    });
                }
                else if (vWingspan < 0)
                    r.errors.push({
                        path: p + '/wingspan',
                        code: 'minimum',
                        message: expected('at least 0', vWingspan),
                    });
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'wingspan'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid BirdWrite (request shape)? */
function validBirdWrite(v, d) {
    if (!validPetBaseWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (vPetType !== 'bird')
        return false;
    const vWingspan = o.wingspan;
    if (vWingspan !== undefined) {
        if (typeof vWingspan !== 'number' || !Number.isFinite(vWingspan))
            return false;
        if (vWingspan < 0)
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'wingspan'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BirdWrite (request shape), at pointer `p`. */
function checkBirdWrite(v, p, d, r) {
    checkPetBaseWrite(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (vPetType !== 'bird')
                    r.errors.push({
                        path: p + '/petType',
                        code: 'const',
                        message: expected("'bird'", vPetType),
                    });
            }
            const vWingspan = o.wingspan;
            if (vWingspan !== undefined) {
                if (typeof vWingspan !== 'number' || !Number.isFinite(vWingspan)) {
                    r.errors.push({
                        path: p + '/wingspan',
                        code: vWingspan === null ? 'nullable' : 'type',
                        message: expected('a number', vWingspan),
                    });
                }
                else if (vWingspan < 0)
                    r.errors.push({
                        path: p + '/wingspan',
                        code: 'minimum',
                        message: expected('at least 0', vWingspan),
                    });
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'wingspan'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Cat? */
function validCat(v, d) {
    if (!validPetBase(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (typeof vPetType !== 'string')
        return false;
    if (!(vPetType === 'cat'))
        return false;
    const vIndoor = o.indoor;
    if (vIndoor !== undefined) {
        if (typeof vIndoor !== 'boolean')
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'indoor'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Cat, at pointer `p`. */
function checkCat(v, p, d, r) {
    checkPetBase(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (typeof vPetType !== 'string') {
                    r.errors.push({
                        path: p + '/petType',
                        code: vPetType === null ? 'nullable' : 'type',
                        message: expected('a string', vPetType),
                    });
                }
                else if (!(vPetType === 'cat'))
                    r.errors.push({
                        path: p + '/petType',
                        code: 'enum',
                        message: expectedOneOf(['cat'], vPetType),
                    });
            }
            const vIndoor = o.indoor;
            if (vIndoor !== undefined) {
                if (typeof vIndoor !== 'boolean') {
                    r.errors.push({
                        path: p + '/indoor',
                        code: vIndoor === null ? 'nullable' : 'type',
                        message: expected('true or false', vIndoor),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'indoor'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid CatWrite (request shape)? */
function validCatWrite(v, d) {
    if (!validPetBaseWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (typeof vPetType !== 'string')
        return false;
    if (!(vPetType === 'cat'))
        return false;
    const vIndoor = o.indoor;
    if (vIndoor !== undefined) {
        if (typeof vIndoor !== 'boolean')
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'indoor'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CatWrite (request shape), at pointer `p`. */
function checkCatWrite(v, p, d, r) {
    checkPetBaseWrite(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (typeof vPetType !== 'string') {
                    r.errors.push({
                        path: p + '/petType',
                        code: vPetType === null ? 'nullable' : 'type',
                        message: expected('a string', vPetType),
                    });
                }
                else if (!(vPetType === 'cat'))
                    r.errors.push({
                        path: p + '/petType',
                        code: 'enum',
                        message: expectedOneOf(['cat'], vPetType),
                    });
            }
            const vIndoor = o.indoor;
            if (vIndoor !== undefined) {
                if (typeof vIndoor !== 'boolean') {
                    r.errors.push({
                        path: p + '/indoor',
                        code: vIndoor === null ? 'nullable' : 'type',
                        message: expected('true or false', vIndoor),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'indoor'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Category? */
function validCategory(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vName = o.name;
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    const vParent = o.parent;
    if (vParent !== undefined) {
        if (!validCategory(vParent, d + 1))
            return false;
    }
    const vChildren = o.children;
    if (vChildren === undefined)
        return false;
    if (!Array.isArray(vChildren))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < vChildren.length; i++) {
        const item = vChildren[i];
        if (!validCategory(item, d + 2))
            return false;
    }
    for (const key in o) {
        if (!(key === 'name' || key === 'parent' || key === 'children'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Category, at pointer `p`. */
function checkCategory(v, p, d, r) {
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
            const vName = o.name;
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vParent = o.parent;
            if (vParent !== undefined) {
                checkCategory(vParent, p + '/parent', d + 1, r);
            }
            const vChildren = o.children;
            if (vChildren === undefined) {
                r.errors.push({ path: p + '/children', code: 'required', message: missing('children') });
            }
            else {
                if (!Array.isArray(vChildren)) {
                    r.errors.push({
                        path: p + '/children',
                        code: vChildren === null ? 'nullable' : 'type',
                        message: expected('an array', vChildren),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/children',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vChildren.length; i++) {
                            const item = vChildren[i];
                            checkCategory(item, p + '/children' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            for (const key in o) {
                if (!(key === 'name' || key === 'parent' || key === 'children'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Closed? */
function validClosed(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vA = o.a;
    if (vA === undefined)
        return false;
    if (typeof vA !== 'string')
        return false;
    for (const key in o) {
        if (!(key === 'a'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Closed, at pointer `p`. */
function checkClosed(v, p, d, r) {
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
            const vA = o.a;
            if (vA === undefined) {
                r.errors.push({ path: p + '/a', code: 'required', message: missing('a') });
            }
            else {
                if (typeof vA !== 'string') {
                    r.errors.push({
                        path: p + '/a',
                        code: vA === null ? 'nullable' : 'type',
                        message: expected('a string', vA),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'a'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Dog? */
function validDog(v, d) {
    if (!validPetBase(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (typeof vPetType !== 'string')
        return false;
    const vBarkVolume = o.barkVolume;
    if (vBarkVolume !== undefined) {
        if (!Number.isInteger(vBarkVolume))
            return false;
        if (vBarkVolume < 0)
            return false;
        if (vBarkVolume > 10)
            return false;
        if (!isInt32(vBarkVolume))
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'barkVolume'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Dog, at pointer `p`. */
function checkDog(v, p, d, r) {
    checkPetBase(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (typeof vPetType !== 'string') {
                    r.errors.push({
                        path: p + '/petType',
                        code: vPetType === null ? 'nullable' : 'type',
                        message: expected('a string', vPetType),
                    });
                }
            }
            const vBarkVolume = o.barkVolume;
            if (vBarkVolume !== undefined) {
                if (!Number.isInteger(vBarkVolume)) {
                    r.errors.push({
                        path: p + '/barkVolume',
                        code: vBarkVolume === null ? 'nullable' : 'type',
                        message: expected('an integer', vBarkVolume),
                    });
                }
                else {
                    if (vBarkVolume < 0)
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'minimum',
                            message: expected('at least 0', vBarkVolume),
                        });
                    if (vBarkVolume > 10)
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'maximum',
                            message: expected('at most 10', vBarkVolume),
                        });
                    if (!isInt32(vBarkVolume))
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'format',
                            message: formatMessage('int32', vBarkVolume),
                        });
                }
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'barkVolume'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid DogWrite (request shape)? */
function validDogWrite(v, d) {
    if (!validPetBaseWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPetType = o.petType;
    if (vPetType === undefined)
        return false;
    if (typeof vPetType !== 'string')
        return false;
    const vBarkVolume = o.barkVolume;
    if (vBarkVolume !== undefined) {
        if (!Number.isInteger(vBarkVolume))
            return false;
        if (vBarkVolume < 0)
            return false;
        if (vBarkVolume > 10)
            return false;
        if (!isInt32(vBarkVolume))
            return false;
    }
    for (const key in o) {
        if (!(key === 'petType' || key === 'barkVolume'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DogWrite (request shape), at pointer `p`. */
function checkDogWrite(v, p, d, r) {
    checkPetBaseWrite(v, p, d, r);
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
            const vPetType = o.petType;
            if (vPetType === undefined) {
                r.errors.push({ path: p + '/petType', code: 'required', message: missing('petType') });
            }
            else {
                if (typeof vPetType !== 'string') {
                    r.errors.push({
                        path: p + '/petType',
                        code: vPetType === null ? 'nullable' : 'type',
                        message: expected('a string', vPetType),
                    });
                }
            }
            const vBarkVolume = o.barkVolume;
            if (vBarkVolume !== undefined) {
                if (!Number.isInteger(vBarkVolume)) {
                    r.errors.push({
                        path: p + '/barkVolume',
                        code: vBarkVolume === null ? 'nullable' : 'type',
                        message: expected('an integer', vBarkVolume),
                    });
                }
                else {
                    if (vBarkVolume < 0)
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'minimum',
                            message: expected('at least 0', vBarkVolume),
                        });
                    if (vBarkVolume > 10)
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'maximum',
                            message: expected('at most 10', vBarkVolume),
                        });
                    if (!isInt32(vBarkVolume))
                        r.errors.push({
                            path: p + '/barkVolume',
                            code: 'format',
                            message: formatMessage('int32', vBarkVolume),
                        });
                }
            }
            for (const key in o) {
                if (!(key === 'petType' || key === 'barkVolume'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
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
    if (vCode === undefined)
        return false;
    if (!Number.isInteger(vCode))
        return false;
    if (!isInt32(vCode))
        return false;
    const vMessage = o.message;
    if (vMessage === undefined)
        return false;
    if (typeof vMessage !== 'string')
        return false;
    for (const key in o) {
        if (!(key === 'code' || key === 'message' || key === 'details'))
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
            if (vMessage === undefined) {
                r.errors.push({ path: p + '/message', code: 'required', message: missing('message') });
            }
            else {
                if (typeof vMessage !== 'string') {
                    r.errors.push({
                        path: p + '/message',
                        code: vMessage === null ? 'nullable' : 'type',
                        message: expected('a string', vMessage),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'code' || key === 'message' || key === 'details'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Labels? */
function validLabels(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    for (const key in o) {
        const other = o[key];
        if (typeof other !== 'string')
            return false;
        if (other.length > 40 && codePointLength(other) > 40)
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Labels, at pointer `p`. */
function checkLabels(v, p, d, r) {
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
            for (const key in o) {
                const other = o[key];
                if (typeof other !== 'string') {
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: other === null ? 'nullable' : 'type',
                        message: expected('a string', other),
                    });
                }
                else if (codePointLength(other) > 40)
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'maxLength',
                        message: expected('at most 40 characters', other),
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Metadata? */
function validMetadata(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vVersion = o.version;
    if (vVersion === undefined)
        return false;
    if (!Number.isInteger(vVersion))
        return false;
    for (const key in o) {
        if (key === 'version')
            continue;
        const other = o[key];
        if (typeof other !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Metadata, at pointer `p`. */
function checkMetadata(v, p, d, r) {
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
            const vVersion = o.version;
            if (vVersion === undefined) {
                r.errors.push({ path: p + '/version', code: 'required', message: missing('version') });
            }
            else {
                if (!Number.isInteger(vVersion)) {
                    r.errors.push({
                        path: p + '/version',
                        code: vVersion === null ? 'nullable' : 'type',
                        message: expected('an integer', vVersion),
                    });
                }
            }
            for (const key in o) {
                if (key === 'version')
                    continue;
                const other = o[key];
                if (typeof other !== 'string') {
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: other === null ? 'nullable' : 'type',
                        message: expected('a string', other),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Money? */
function validMoney(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!matchesMoney(v))
        return false;
    if (!isDecimal(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Money, at pointer `p`. */
function checkMoney(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else {
        if (!matchesMoney(v))
            r.errors.push({
                path: p,
                code: 'pattern',
                message: expected('text matching /^-?[0-9]+(\\.[0-9]{1,2})?$/u', v),
            });
        if (!isDecimal(v))
            r.errors.push({ path: p, code: 'format', message: formatMessage('decimal', v) });
    }
}
/** Fast pass: is `v` a valid Open? */
function validOpen(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vKind = o.kind;
    if (vKind === undefined)
        return false;
    if (typeof vKind !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Open, at pointer `p`. */
function checkOpen(v, p, d, r) {
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
            const vKind = o.kind;
            if (vKind === undefined) {
                r.errors.push({ path: p + '/kind', code: 'required', message: missing('kind') });
            }
            else {
                if (typeof vKind !== 'string') {
                    r.errors.push({
                        path: p + '/kind',
                        code: vKind === null ? 'nullable' : 'type',
                        message: expected('a string', vKind),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Owner? */
function validOwner(v, d) {
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
    if (!isInt64(vId))
        return false;
    const vName = o.name;
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    if (vName.length < 2 && codePointLength(vName) < 1)
        return false;
    const vAddress = o.address;
    if (vAddress === undefined)
        return false;
    if (vAddress !== null) {
        if (!validAddress(vAddress, d + 1))
            return false;
    }
    if (o.password !== undefined)
        return false;
    for (const key in o) {
        if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Owner, at pointer `p`. */
function checkOwner(v, p, d, r) {
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
                else if (!isInt64(vId))
                    r.errors.push({ path: p + '/id', code: 'format', message: formatMessage('int64', vId) });
            }
            const vName = o.name;
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) < 1)
                    r.errors.push({
                        path: p + '/name',
                        code: 'minLength',
                        message: expected('at least 1 character', vName),
                    });
            }
            const vAddress = o.address;
            if (vAddress === undefined) {
                r.errors.push({ path: p + '/address', code: 'required', message: missing('address') });
            }
            else {
                if (vAddress !== null) {
                    checkAddress(vAddress, p + '/address', d + 1, r);
                }
            }
            if (o.password !== undefined)
                r.errors.push({
                    path: p + '/password',
                    code: 'writeOnly',
                    message: "'password' is write-only: a response never carries it",
                });
            for (const key in o) {
                if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid OwnerWrite (request shape)? */
function validOwnerWrite(v, d) {
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
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    if (vName.length < 2 && codePointLength(vName) < 1)
        return false;
    const vAddress = o.address;
    if (vAddress === undefined)
        return false;
    if (vAddress !== null) {
        if (!validAddress(vAddress, d + 1))
            return false;
    }
    const vPassword = o.password;
    if (vPassword === undefined)
        return false;
    if (typeof vPassword !== 'string')
        return false;
    for (const key in o) {
        if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid OwnerWrite (request shape), at pointer `p`. */
function checkOwnerWrite(v, p, d, r) {
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
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) < 1)
                    r.errors.push({
                        path: p + '/name',
                        code: 'minLength',
                        message: expected('at least 1 character', vName),
                    });
            }
            const vAddress = o.address;
            if (vAddress === undefined) {
                r.errors.push({ path: p + '/address', code: 'required', message: missing('address') });
            }
            else {
                if (vAddress !== null) {
                    checkAddress(vAddress, p + '/address', d + 1, r);
                }
            }
            const vPassword = o.password;
            if (vPassword === undefined) {
                r.errors.push({ path: p + '/password', code: 'required', message: missing('password') });
            }
            else {
                if (typeof vPassword !== 'string') {
                    r.errors.push({
                        path: p + '/password',
                        code: vPassword === null ? 'nullable' : 'type',
                        message: expected('a string', vPassword),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'id' || key === 'name' || key === 'address' || key === 'password'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Page? */
function validPage(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vItems = o.items;
    if (vItems === undefined)
        return false;
    if (!validPetList(vItems, d + 1))
        return false;
    const vNext = o.next;
    if (vNext === undefined)
        return false;
    if (vNext !== null) {
        if (typeof vNext !== 'string')
            return false;
    }
    const vTotal = o.total;
    if (vTotal !== undefined) {
        if (!validQuantity(vTotal, d + 1))
            return false;
    }
    const vScore = o.score;
    if (vScore !== undefined) {
        if (!validScore(vScore, d + 1))
            return false;
    }
    const vMetadata = o.metadata;
    if (vMetadata !== undefined) {
        if (!validMetadata(vMetadata, d + 1))
            return false;
    }
    const vSettings = o.settings;
    if (vSettings !== undefined) {
        if (!validOpen(vSettings, d + 1))
            return false;
    }
    const vExtra = o.extra;
    if (vExtra !== undefined) {
        if (!validAnyValue(vExtra, d + 1))
            return false;
    }
    const vClosed = o.closed;
    if (vClosed !== undefined) {
        if (!validClosed(vClosed, d + 1))
            return false;
    }
    for (const key in o) {
        if (!PAGE_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Page, at pointer `p`. */
function checkPage(v, p, d, r) {
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
            const vItems = o.items;
            if (vItems === undefined) {
                r.errors.push({ path: p + '/items', code: 'required', message: missing('items') });
            }
            else {
                checkPetList(vItems, p + '/items', d + 1, r);
            }
            const vNext = o.next;
            if (vNext === undefined) {
                r.errors.push({ path: p + '/next', code: 'required', message: missing('next') });
            }
            else {
                if (vNext !== null) {
                    if (typeof vNext !== 'string') {
                        r.errors.push({
                            path: p + '/next',
                            code: vNext === null ? 'nullable' : 'type',
                            message: expected('a string', vNext),
                        });
                    }
                }
            }
            const vTotal = o.total;
            if (vTotal !== undefined) {
                checkQuantity(vTotal, p + '/total', d + 1, r);
            }
            const vScore = o.score;
            if (vScore !== undefined) {
                checkScore(vScore, p + '/score', d + 1, r);
            }
            const vMetadata = o.metadata;
            if (vMetadata !== undefined) {
                checkMetadata(vMetadata, p + '/metadata', d + 1, r);
            }
            const vSettings = o.settings;
            if (vSettings !== undefined) {
                checkOpen(vSettings, p + '/settings', d + 1, r);
            }
            const vExtra = o.extra;
            if (vExtra !== undefined) {
                checkAnyValue(vExtra, p + '/extra', d + 1, r);
            }
            const vClosed = o.closed;
            if (vClosed !== undefined) {
                checkClosed(vClosed, p + '/closed', d + 1, r);
            }
            for (const key in o) {
                if (!PAGE_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PetBase? */
function validPetBase(v, d) {
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
    if (!isInt64(vId))
        return false;
    const vName = o.name;
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    if (vName.length < 2 && codePointLength(vName) < 1)
        return false;
    if (vName.length > 64 && codePointLength(vName) > 64)
        return false;
    const vTag = o.tag;
    if (vTag !== undefined) {
        if (vTag !== null) {
            if (typeof vTag !== 'string')
                return false;
        }
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
        if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold'))
            return false;
    }
    const vCreatedAt = o.createdAt;
    if (vCreatedAt === undefined)
        return false;
    if (typeof vCreatedAt !== 'string')
        return false;
    if (!isDateTime(vCreatedAt))
        return false;
    const vOwner = o.owner;
    if (vOwner !== undefined) {
        if (!validOwner(vOwner, d + 1))
            return false;
    }
    const vPhotoUrls = o.photoUrls;
    if (vPhotoUrls !== undefined) {
        if (!Array.isArray(vPhotoUrls))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        if (vPhotoUrls.length > 10)
            return false;
        for (let i = 0; i < vPhotoUrls.length; i++) {
            const item = vPhotoUrls[i];
            if (typeof item !== 'string')
                return false;
            if (!isUri(item))
                return false;
        }
        if (duplicateIndex(vPhotoUrls) !== -1)
            return false;
    }
    const vPrice = o.price;
    if (vPrice !== undefined) {
        if (!validMoney(vPrice, d + 1))
            return false;
    }
    const vLegacyCode = o.legacyCode;
    if (vLegacyCode !== undefined) {
        if (typeof vLegacyCode !== 'string')
            return false;
    }
    const vX_trace = o['x-trace'];
    if (vX_trace !== undefined) {
        if (typeof vX_trace !== 'string')
            return false;
    }
    for (const key in o) {
        if (!PET_BASE_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PetBase, at pointer `p`. */
function checkPetBase(v, p, d, r) {
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
                else if (!isInt64(vId))
                    r.errors.push({ path: p + '/id', code: 'format', message: formatMessage('int64', vId) });
            }
            const vName = o.name;
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else {
                    if (codePointLength(vName) < 1)
                        r.errors.push({
                            path: p + '/name',
                            code: 'minLength',
                            message: expected('at least 1 character', vName),
                        });
                    if (codePointLength(vName) > 64)
                        r.errors.push({
                            path: p + '/name',
                            code: 'maxLength',
                            message: expected('at most 64 characters', vName),
                        });
                }
            }
            const vTag = o.tag;
            if (vTag !== undefined) {
                if (vTag !== null) {
                    if (typeof vTag !== 'string') {
                        r.errors.push({
                            path: p + '/tag',
                            code: vTag === null ? 'nullable' : 'type',
                            message: expected('a string', vTag),
                        });
                    }
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
                else if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold'))
                    r.errors.push({
                        path: p + '/status',
                        code: 'enum',
                        message: expectedOneOf(['available', 'pending', 'sold'], vStatus),
                    });
            }
            const vCreatedAt = o.createdAt;
            if (vCreatedAt === undefined) {
                r.errors.push({ path: p + '/createdAt', code: 'required', message: missing('createdAt') });
            }
            else {
                if (typeof vCreatedAt !== 'string') {
                    r.errors.push({
                        path: p + '/createdAt',
                        code: vCreatedAt === null ? 'nullable' : 'type',
                        message: expected('a string', vCreatedAt),
                    });
                }
                else if (!isDateTime(vCreatedAt))
                    r.errors.push({
                        path: p + '/createdAt',
                        code: 'format',
                        message: formatMessage('date-time', vCreatedAt),
                    });
            }
            const vOwner = o.owner;
            if (vOwner !== undefined) {
                checkOwner(vOwner, p + '/owner', d + 1, r);
            }
            const vPhotoUrls = o.photoUrls;
            if (vPhotoUrls !== undefined) {
                if (!Array.isArray(vPhotoUrls)) {
                    r.errors.push({
                        path: p + '/photoUrls',
                        code: vPhotoUrls === null ? 'nullable' : 'type',
                        message: expected('an array', vPhotoUrls),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/photoUrls',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        if (vPhotoUrls.length > 10)
                            r.errors.push({
                                path: p + '/photoUrls',
                                code: 'maxItems',
                                message: expected('at most 10 items', vPhotoUrls),
                            });
                        for (let i = 0; i < vPhotoUrls.length; i++) {
                            const item = vPhotoUrls[i];
                            if (typeof item !== 'string') {
                                r.errors.push({
                                    path: p + '/photoUrls' + '/' + i,
                                    code: item === null ? 'nullable' : 'type',
                                    message: expected('a string', item),
                                });
                            }
                            else if (!isUri(item))
                                r.errors.push({
                                    path: p + '/photoUrls' + '/' + i,
                                    code: 'format',
                                    message: formatMessage('uri', item),
                                });
                        }
                        const repeated = duplicateIndex(vPhotoUrls);
                        if (repeated !== -1)
                            r.errors.push({
                                path: p + '/photoUrls' + '/' + repeated,
                                code: 'uniqueItems',
                                message: `item ${repeated} repeats an earlier item`,
                            });
                    }
                }
            }
            const vPrice = o.price;
            if (vPrice !== undefined) {
                checkMoney(vPrice, p + '/price', d + 1, r);
            }
            const vLegacyCode = o.legacyCode;
            if (vLegacyCode !== undefined) {
                if (typeof vLegacyCode !== 'string') {
                    r.errors.push({
                        path: p + '/legacyCode',
                        code: vLegacyCode === null ? 'nullable' : 'type',
                        message: expected('a string', vLegacyCode),
                    });
                }
            }
            const vX_trace = o['x-trace'];
            if (vX_trace !== undefined) {
                if (typeof vX_trace !== 'string') {
                    r.errors.push({
                        path: p + '/x-trace',
                        code: vX_trace === null ? 'nullable' : 'type',
                        message: expected('a string', vX_trace),
                    });
                }
            }
            for (const key in o) {
                if (!PET_BASE_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PetBaseWrite (request shape)? */
function validPetBaseWrite(v, d) {
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
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    if (vName.length < 2 && codePointLength(vName) < 1)
        return false;
    if (vName.length > 64 && codePointLength(vName) > 64)
        return false;
    const vTag = o.tag;
    if (vTag !== undefined) {
        if (vTag !== null) {
            if (typeof vTag !== 'string')
                return false;
        }
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
        if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold'))
            return false;
    }
    if (o.createdAt !== undefined)
        droppedSeen = true;
    const vOwner = o.owner;
    if (vOwner !== undefined) {
        if (!validOwnerWrite(vOwner, d + 1))
            return false;
    }
    const vPhotoUrls = o.photoUrls;
    if (vPhotoUrls !== undefined) {
        if (!Array.isArray(vPhotoUrls))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        if (vPhotoUrls.length > 10)
            return false;
        for (let i = 0; i < vPhotoUrls.length; i++) {
            const item = vPhotoUrls[i];
            if (typeof item !== 'string')
                return false;
            if (!isUri(item))
                return false;
        }
        if (duplicateIndex(vPhotoUrls) !== -1)
            return false;
    }
    const vPrice = o.price;
    if (vPrice !== undefined) {
        if (!validMoney(vPrice, d + 1))
            return false;
    }
    const vLegacyCode = o.legacyCode;
    if (vLegacyCode !== undefined) {
        if (typeof vLegacyCode !== 'string')
            return false;
    }
    const vX_trace = o['x-trace'];
    if (vX_trace !== undefined) {
        if (typeof vX_trace !== 'string')
            return false;
    }
    for (const key in o) {
        if (!PET_BASE_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PetBaseWrite (request shape), at pointer `p`. */
function checkPetBaseWrite(v, p, d, r) {
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
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else {
                    if (codePointLength(vName) < 1)
                        r.errors.push({
                            path: p + '/name',
                            code: 'minLength',
                            message: expected('at least 1 character', vName),
                        });
                    if (codePointLength(vName) > 64)
                        r.errors.push({
                            path: p + '/name',
                            code: 'maxLength',
                            message: expected('at most 64 characters', vName),
                        });
                }
            }
            const vTag = o.tag;
            if (vTag !== undefined) {
                if (vTag !== null) {
                    if (typeof vTag !== 'string') {
                        r.errors.push({
                            path: p + '/tag',
                            code: vTag === null ? 'nullable' : 'type',
                            message: expected('a string', vTag),
                        });
                    }
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
                else if (!(vStatus === 'available' || vStatus === 'pending' || vStatus === 'sold'))
                    r.errors.push({
                        path: p + '/status',
                        code: 'enum',
                        message: expectedOneOf(['available', 'pending', 'sold'], vStatus),
                    });
            }
            if (o.createdAt !== undefined)
                r.dropped.push(p + '/createdAt');
            const vOwner = o.owner;
            if (vOwner !== undefined) {
                checkOwnerWrite(vOwner, p + '/owner', d + 1, r);
            }
            const vPhotoUrls = o.photoUrls;
            if (vPhotoUrls !== undefined) {
                if (!Array.isArray(vPhotoUrls)) {
                    r.errors.push({
                        path: p + '/photoUrls',
                        code: vPhotoUrls === null ? 'nullable' : 'type',
                        message: expected('an array', vPhotoUrls),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/photoUrls',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        if (vPhotoUrls.length > 10)
                            r.errors.push({
                                path: p + '/photoUrls',
                                code: 'maxItems',
                                message: expected('at most 10 items', vPhotoUrls),
                            });
                        for (let i = 0; i < vPhotoUrls.length; i++) {
                            const item = vPhotoUrls[i];
                            if (typeof item !== 'string') {
                                r.errors.push({
                                    path: p + '/photoUrls' + '/' + i,
                                    code: item === null ? 'nullable' : 'type',
                                    message: expected('a string', item),
                                });
                            }
                            else if (!isUri(item))
                                r.errors.push({
                                    path: p + '/photoUrls' + '/' + i,
                                    code: 'format',
                                    message: formatMessage('uri', item),
                                });
                        }
                        const repeated = duplicateIndex(vPhotoUrls);
                        if (repeated !== -1)
                            r.errors.push({
                                path: p + '/photoUrls' + '/' + repeated,
                                code: 'uniqueItems',
                                message: `item ${repeated} repeats an earlier item`,
                            });
                    }
                }
            }
            const vPrice = o.price;
            if (vPrice !== undefined) {
                checkMoney(vPrice, p + '/price', d + 1, r);
            }
            const vLegacyCode = o.legacyCode;
            if (vLegacyCode !== undefined) {
                if (typeof vLegacyCode !== 'string') {
                    r.errors.push({
                        path: p + '/legacyCode',
                        code: vLegacyCode === null ? 'nullable' : 'type',
                        message: expected('a string', vLegacyCode),
                    });
                }
            }
            const vX_trace = o['x-trace'];
            if (vX_trace !== undefined) {
                if (typeof vX_trace !== 'string') {
                    r.errors.push({
                        path: p + '/x-trace',
                        code: vX_trace === null ? 'nullable' : 'type',
                        message: expected('a string', vX_trace),
                    });
                }
            }
            for (const key in o) {
                if (!PET_BASE_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PetList? */
function validPetList(v, d) {
    if (!Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < v.length; i++) {
        const item = v[i];
        if (!validAnimal(item, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PetList, at pointer `p`. */
function checkPetList(v, p, d, r) {
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
                checkAnimal(item, p + '/' + i, d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Quantity? */
function validQuantity(v, d) {
    if (!Number.isInteger(v))
        return false;
    if (v < 1)
        return false;
    if (v > 1000)
        return false;
    if (v % 1 !== 0)
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Quantity, at pointer `p`. */
function checkQuantity(v, p, d, r) {
    if (!Number.isInteger(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an integer', v),
        });
    }
    else {
        if (v < 1)
            r.errors.push({ path: p, code: 'minimum', message: expected('at least 1', v) });
        if (v > 1000)
            r.errors.push({ path: p, code: 'maximum', message: expected('at most 1000', v) });
        if (v % 1 !== 0)
            r.errors.push({ path: p, code: 'multipleOf', message: expected('a multiple of 1', v) });
    }
}
/** Fast pass: is `v` a valid Score? */
function validScore(v, d) {
    if (v !== null) {
        if (typeof v !== 'number' || !Number.isFinite(v))
            return false;
        if (v < 0)
            return false;
        if (v >= 100)
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Score, at pointer `p`. */
function checkScore(v, p, d, r) {
    if (v !== null) {
        if (typeof v !== 'number' || !Number.isFinite(v)) {
            r.errors.push({
                path: p,
                code: v === null ? 'nullable' : 'type',
                message: expected('a number', v),
            });
        }
        else {
            if (v < 0)
                r.errors.push({ path: p, code: 'minimum', message: expected('at least 0', v) });
            if (v >= 100)
                r.errors.push({ path: p, code: 'exclusiveMaximum', message: expected('less than 100', v) });
        }
    }
}
/** Fast pass: is `v` a valid StatusFilter? */
function validStatusFilter(v, d) {
    if (v !== null) {
        if (typeof v !== 'string')
            return false;
        if (!(v === 'available' || v === 'pending' || v === 'sold'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid StatusFilter, at pointer `p`. */
function checkStatusFilter(v, p, d, r) {
    if (v !== null) {
        if (typeof v !== 'string') {
            r.errors.push({
                path: p,
                code: v === null ? 'nullable' : 'type',
                message: expected('a string', v),
            });
        }
        else if (!(v === 'available' || v === 'pending' || v === 'sold'))
            r.errors.push({
                path: p,
                code: 'enum',
                message: expectedOneOf(['available', 'pending', 'sold'], v),
            });
    }
}
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
    Address: (value) => {
        tooDeep = false;
        if (validAddress(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAddress);
    },
    Animal: (value) => {
        tooDeep = false;
        if (validAnimal(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAnimal);
    },
    AnimalWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validAnimalWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAnimalWrite);
    },
    AnyValue: (value) => {
        tooDeep = false;
        if (validAnyValue(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAnyValue);
    },
    Bird: (value) => {
        tooDeep = false;
        if (validBird(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBird);
    },
    BirdWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validBirdWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBirdWrite);
    },
    Cat: (value) => {
        tooDeep = false;
        if (validCat(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCat);
    },
    CatWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validCatWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCatWrite);
    },
    Category: (value) => {
        tooDeep = false;
        if (validCategory(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCategory);
    },
    Closed: (value) => {
        tooDeep = false;
        if (validClosed(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkClosed);
    },
    Dog: (value) => {
        tooDeep = false;
        if (validDog(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDog);
    },
    DogWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validDogWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDogWrite);
    },
    Error: (value) => {
        tooDeep = false;
        if (validError(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkError);
    },
    Labels: (value) => {
        tooDeep = false;
        if (validLabels(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLabels);
    },
    Metadata: (value) => {
        tooDeep = false;
        if (validMetadata(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkMetadata);
    },
    Money: (value) => {
        tooDeep = false;
        if (validMoney(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkMoney);
    },
    Open: (value) => {
        tooDeep = false;
        if (validOpen(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkOpen);
    },
    Owner: (value) => {
        tooDeep = false;
        if (validOwner(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkOwner);
    },
    OwnerWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validOwnerWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkOwnerWrite);
    },
    Page: (value) => {
        tooDeep = false;
        if (validPage(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPage);
    },
    PetBase: (value) => {
        tooDeep = false;
        if (validPetBase(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPetBase);
    },
    PetBaseWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validPetBaseWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPetBaseWrite);
    },
    PetList: (value) => {
        tooDeep = false;
        if (validPetList(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPetList);
    },
    Quantity: (value) => {
        tooDeep = false;
        if (validQuantity(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkQuantity);
    },
    Score: (value) => {
        tooDeep = false;
        if (validScore(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkScore);
    },
    StatusFilter: (value) => {
        tooDeep = false;
        if (validStatusFilter(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkStatusFilter);
    },
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
    Address: (value) => {
        tooDeep = false;
        return validAddress(value, 0);
    },
    Animal: (value) => {
        tooDeep = false;
        return validAnimal(value, 0);
    },
    AnimalWrite: (value) => {
        tooDeep = false;
        return validAnimalWrite(value, 0);
    },
    AnyValue: (value) => {
        tooDeep = false;
        return validAnyValue(value, 0);
    },
    Bird: (value) => {
        tooDeep = false;
        return validBird(value, 0);
    },
    BirdWrite: (value) => {
        tooDeep = false;
        return validBirdWrite(value, 0);
    },
    Cat: (value) => {
        tooDeep = false;
        return validCat(value, 0);
    },
    CatWrite: (value) => {
        tooDeep = false;
        return validCatWrite(value, 0);
    },
    Category: (value) => {
        tooDeep = false;
        return validCategory(value, 0);
    },
    Closed: (value) => {
        tooDeep = false;
        return validClosed(value, 0);
    },
    Dog: (value) => {
        tooDeep = false;
        return validDog(value, 0);
    },
    DogWrite: (value) => {
        tooDeep = false;
        return validDogWrite(value, 0);
    },
    Error: (value) => {
        tooDeep = false;
        return validError(value, 0);
    },
    Labels: (value) => {
        tooDeep = false;
        return validLabels(value, 0);
    },
    Metadata: (value) => {
        tooDeep = false;
        return validMetadata(value, 0);
    },
    Money: (value) => {
        tooDeep = false;
        return validMoney(value, 0);
    },
    Open: (value) => {
        tooDeep = false;
        return validOpen(value, 0);
    },
    Owner: (value) => {
        tooDeep = false;
        return validOwner(value, 0);
    },
    OwnerWrite: (value) => {
        tooDeep = false;
        return validOwnerWrite(value, 0);
    },
    Page: (value) => {
        tooDeep = false;
        return validPage(value, 0);
    },
    PetBase: (value) => {
        tooDeep = false;
        return validPetBase(value, 0);
    },
    PetBaseWrite: (value) => {
        tooDeep = false;
        return validPetBaseWrite(value, 0);
    },
    PetList: (value) => {
        tooDeep = false;
        return validPetList(value, 0);
    },
    Quantity: (value) => {
        tooDeep = false;
        return validQuantity(value, 0);
    },
    Score: (value) => {
        tooDeep = false;
        return validScore(value, 0);
    },
    StatusFilter: (value) => {
        tooDeep = false;
        return validStatusFilter(value, 0);
    },
};
