import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** Builds a {@link ArrayOfString}. */
function buildArrayOfString(g) {
	return g.array({}, () => g.nullable(() => g.text("text")));
}
/** Negative cases of {@link ArrayOfString}. */
const invalidArrayOfString = fx.invalidList("ArrayOfString", buildArrayOfString, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		{ not: "an array" }
	],
	[
		"/0",
		"type",
		12345
	]
]);
/** Builds a {@link DirectoryFault}. */
function buildDirectoryFault(g) {
	return {
		code: g.number("integer", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		...g.optional("message", () => g.text("sentence"))
	};
}
/** Negative cases of {@link DirectoryFault}. */
const invalidDirectoryFault = fx.invalidList("DirectoryFault", buildDirectoryFault, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/code", "required"],
	[
		"/code",
		"nullable",
		null
	],
	[
		"/code",
		"type",
		"not a number"
	],
	[
		"/code",
		"type",
		1.5
	],
	[
		"/message",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link ListNames}. */
function buildListNames(g) {
	return {
		maxCount: g.number("count", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		...g.optional("prefix", () => g.text("text"))
	};
}
/** Negative cases of {@link ListNames}. */
const invalidListNames = fx.invalidList("ListNames", buildListNames, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/maxCount", "required"],
	[
		"/maxCount",
		"nullable",
		null
	],
	[
		"/maxCount",
		"type",
		"not a number"
	],
	[
		"/maxCount",
		"type",
		1.5
	],
	[
		"/prefix",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link ListNamesResponse}. */
function buildListNamesResponse(g) {
	return { ...g.optional("listNamesResult", () => g.ref(buildArrayOfString)) };
}
/** Negative cases of {@link ListNamesResponse}. */
const invalidListNamesResponse = fx.invalidList("ListNamesResponse", buildListNamesResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/listNamesResult",
		invalidArrayOfString,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link LookupPerson}. */
function buildLookupPerson(g) {
	return {
		personId: g.number("id", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		...g.optional("region", () => g.text("region")),
		...g.optional("includeHistory", () => g.boolean())
	};
}
/** Negative cases of {@link LookupPerson}. */
const invalidLookupPerson = fx.invalidList("LookupPerson", buildLookupPerson, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/personId", "required"],
	[
		"/personId",
		"nullable",
		null
	],
	[
		"/personId",
		"type",
		"not a number"
	],
	[
		"/personId",
		"type",
		1.5
	],
	[
		"/region",
		"type",
		12345
	],
	[
		"/includeHistory",
		"type",
		"true"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link LookupPersonResponse}. */
function buildLookupPersonResponse(g) {
	return { ...g.optional("lookupPersonResult", () => g.ref(buildPerson)) };
}
/** Negative cases of {@link LookupPersonResponse}. */
const invalidLookupPersonResponse = fx.invalidList("LookupPersonResponse", buildLookupPersonResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/lookupPersonResult",
		invalidPerson,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Person}. */
function buildPerson(g) {
	return {
		id: g.number("id", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		...g.optional("firstName", () => g.text("firstName")),
		...g.optional("lastName", () => g.text("lastName")),
		...g.optional("nickname", () => g.nullable(() => g.text("text"))),
		...g.optional("kind", () => g.pick(["staff", "guest"])),
		...g.optional("aliases", () => g.ref(buildArrayOfString))
	};
}
/** Negative cases of {@link Person}. */
const invalidPerson = fx.invalidList("Person", buildPerson, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/id", "required"],
	[
		"/id",
		"nullable",
		null
	],
	[
		"/id",
		"type",
		"not a number"
	],
	[
		"/id",
		"type",
		1.5
	],
	[
		"/firstName",
		"type",
		12345
	],
	[
		"/lastName",
		"type",
		12345
	],
	[
		"/nickname",
		"type",
		12345
	],
	[
		"/kind",
		"type",
		12345
	],
	[
		"/kind",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/aliases",
		invalidArrayOfString,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures = {
	ArrayOfString: fx.fixtureBuilder("ArrayOfString", buildArrayOfString),
	DirectoryFault: fx.fixtureBuilder("DirectoryFault", buildDirectoryFault),
	ListNames: fx.fixtureBuilder("ListNames", buildListNames),
	ListNamesResponse: fx.fixtureBuilder("ListNamesResponse", buildListNamesResponse),
	LookupPerson: fx.fixtureBuilder("LookupPerson", buildLookupPerson),
	LookupPersonResponse: fx.fixtureBuilder("LookupPersonResponse", buildLookupPersonResponse),
	Person: fx.fixtureBuilder("Person", buildPerson),
	invalid: {
		ArrayOfString: invalidArrayOfString,
		DirectoryFault: invalidDirectoryFault,
		ListNames: invalidListNames,
		ListNamesResponse: invalidListNamesResponse,
		LookupPerson: invalidLookupPerson,
		LookupPersonResponse: invalidLookupPersonResponse,
		Person: invalidPerson
	}
};
