import { MAX_DEPTH, collectResult, enumError, escapePointer, expectArray, expectBoolean, expectInteger, expectObject, expectString, fail, formatError, isInt32, required } from "./runtime/validators/validation.js";
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** The fast pass refusing a container nested too deep: the flag lets unions stop trying variants. */
function refuseTooDeep() {
	tooDeep = true;
	return false;
}
/** Fast pass: is `v` a valid ArrayOfString? */
function validArrayOfString(v, d) {
	if (!Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	for (let i = 0; i < v.length; i++) {
		const item = v[i];
		if (item !== null && typeof item !== "string") return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid ArrayOfString, at pointer `p`. */
function checkArrayOfString(v, p, d, r) {
	if (expectArray(r, p, v, d)) {
		for (let i = 0; i < v.length; i++) {
			const item = v[i];
			if (item !== null) expectString(r, p + "/" + i, item);
		}
	}
}
/** Fast pass: is `v` a valid DirectoryFault? */
function validDirectoryFault(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vCode = o.code;
	if (vCode === undefined) return false;
	if (!Number.isInteger(vCode)) return false;
	if (!isInt32(vCode)) return false;
	const vMessage = o.message;
	if (vMessage !== undefined && typeof vMessage !== "string") return false;
	for (const key in o) {
		if (!(key === "code" || key === "message")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid DirectoryFault, at pointer `p`. */
function checkDirectoryFault(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vCode = v.code;
		if (vCode === undefined) required(r, p + "/code", "code");
		else if (expectInteger(r, p + "/code", vCode) && !isInt32(vCode)) formatError(r, p + "/code", "int32", vCode);
		if (v.message !== undefined) expectString(r, p + "/message", v.message);
		for (const key in v) {
			if (!(key === "code" || key === "message")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid ListNames? */
function validListNames(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vMaxCount = o.maxCount;
	if (vMaxCount === undefined) return false;
	if (!Number.isInteger(vMaxCount)) return false;
	if (!isInt32(vMaxCount)) return false;
	const vPrefix = o.prefix;
	if (vPrefix !== undefined && typeof vPrefix !== "string") return false;
	for (const key in o) {
		if (!(key === "maxCount" || key === "prefix")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid ListNames, at pointer `p`. */
function checkListNames(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vMaxCount = v.maxCount;
		if (vMaxCount === undefined) required(r, p + "/maxCount", "maxCount");
		else if (expectInteger(r, p + "/maxCount", vMaxCount) && !isInt32(vMaxCount)) formatError(r, p + "/maxCount", "int32", vMaxCount);
		if (v.prefix !== undefined) expectString(r, p + "/prefix", v.prefix);
		for (const key in v) {
			if (!(key === "maxCount" || key === "prefix")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid ListNamesResponse? */
function validListNamesResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vListNamesResult = o.listNamesResult;
	if (vListNamesResult !== undefined && !validArrayOfString(vListNamesResult, d + 1)) return false;
	for (const key in o) {
		if (!(key === "listNamesResult")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid ListNamesResponse, at pointer `p`. */
function checkListNamesResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.listNamesResult !== undefined) checkArrayOfString(v.listNamesResult, p + "/listNamesResult", d + 1, r);
		for (const key in v) {
			if (!(key === "listNamesResult")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid LookupPerson? */
function validLookupPerson(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vPersonId = o.personId;
	if (vPersonId === undefined) return false;
	if (!Number.isInteger(vPersonId)) return false;
	if (!isInt32(vPersonId)) return false;
	const vRegion = o.region;
	if (vRegion !== undefined && typeof vRegion !== "string") return false;
	const vIncludeHistory = o.includeHistory;
	if (vIncludeHistory !== undefined && typeof vIncludeHistory !== "boolean") return false;
	for (const key in o) {
		if (!(key === "personId" || key === "region" || key === "includeHistory")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid LookupPerson, at pointer `p`. */
function checkLookupPerson(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vPersonId = v.personId;
		if (vPersonId === undefined) required(r, p + "/personId", "personId");
		else if (expectInteger(r, p + "/personId", vPersonId) && !isInt32(vPersonId)) formatError(r, p + "/personId", "int32", vPersonId);
		if (v.region !== undefined) expectString(r, p + "/region", v.region);
		if (v.includeHistory !== undefined) expectBoolean(r, p + "/includeHistory", v.includeHistory);
		for (const key in v) {
			if (!(key === "personId" || key === "region" || key === "includeHistory")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid LookupPersonResponse? */
function validLookupPersonResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vLookupPersonResult = o.lookupPersonResult;
	if (vLookupPersonResult !== undefined && !validPerson(vLookupPersonResult, d + 1)) return false;
	for (const key in o) {
		if (!(key === "lookupPersonResult")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid LookupPersonResponse, at pointer `p`. */
function checkLookupPersonResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.lookupPersonResult !== undefined) checkPerson(v.lookupPersonResult, p + "/lookupPersonResult", d + 1, r);
		for (const key in v) {
			if (!(key === "lookupPersonResult")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid Person? */
function validPerson(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.id;
	if (vId === undefined) return false;
	if (!Number.isInteger(vId)) return false;
	if (!isInt32(vId)) return false;
	const vFirstName = o.firstName;
	if (vFirstName !== undefined && typeof vFirstName !== "string") return false;
	const vLastName = o.lastName;
	if (vLastName !== undefined && typeof vLastName !== "string") return false;
	const vNickname = o.nickname;
	if (vNickname !== undefined && vNickname !== null && typeof vNickname !== "string") return false;
	const vKind = o.kind;
	if (vKind !== undefined) {
		if (typeof vKind !== "string") return false;
		if (!(vKind === "staff" || vKind === "guest")) return false;
	}
	const vAliases = o.aliases;
	if (vAliases !== undefined && !validArrayOfString(vAliases, d + 1)) return false;
	for (const key in o) {
		if (!(key === "id" || key === "firstName" || key === "lastName" || key === "nickname" || key === "kind" || key === "aliases")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid Person, at pointer `p`. */
function checkPerson(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vId = v.id;
		if (vId === undefined) required(r, p + "/id", "id");
		else if (expectInteger(r, p + "/id", vId) && !isInt32(vId)) formatError(r, p + "/id", "int32", vId);
		if (v.firstName !== undefined) expectString(r, p + "/firstName", v.firstName);
		if (v.lastName !== undefined) expectString(r, p + "/lastName", v.lastName);
		const vNickname = v.nickname;
		if (vNickname !== undefined && vNickname !== null) expectString(r, p + "/nickname", vNickname);
		const vKind = v.kind;
		if (vKind !== undefined && expectString(r, p + "/kind", vKind) && !(vKind === "staff" || vKind === "guest")) enumError(r, p + "/kind", ["staff", "guest"], vKind);
		if (v.aliases !== undefined) checkArrayOfString(v.aliases, p + "/aliases", d + 1, r);
		for (const key in v) {
			if (!(key === "id" || key === "firstName" || key === "lastName" || key === "nickname" || key === "kind" || key === "aliases")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass first; the collecting pass only when it fails. */
function resultOf(value, valid, check) {
	tooDeep = false;
	if (valid(value, 0)) return {
		ok: true,
		value,
		dropped: []
	};
	return collectResult(value, check);
}
/** The type guard of a shape. */
function guardOf(value, valid) {
	tooDeep = false;
	return valid(value, 0);
}
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
	ArrayOfString: (value) => resultOf(value, validArrayOfString, checkArrayOfString),
	DirectoryFault: (value) => resultOf(value, validDirectoryFault, checkDirectoryFault),
	ListNames: (value) => resultOf(value, validListNames, checkListNames),
	ListNamesResponse: (value) => resultOf(value, validListNamesResponse, checkListNamesResponse),
	LookupPerson: (value) => resultOf(value, validLookupPerson, checkLookupPerson),
	LookupPersonResponse: (value) => resultOf(value, validLookupPersonResponse, checkLookupPersonResponse),
	Person: (value) => resultOf(value, validPerson, checkPerson)
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
	ArrayOfString: (value) => guardOf(value, validArrayOfString),
	DirectoryFault: (value) => guardOf(value, validDirectoryFault),
	ListNames: (value) => guardOf(value, validListNames),
	ListNamesResponse: (value) => guardOf(value, validListNamesResponse),
	LookupPerson: (value) => guardOf(value, validLookupPerson),
	LookupPersonResponse: (value) => guardOf(value, validLookupPersonResponse),
	Person: (value) => guardOf(value, validPerson)
};
