import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** Builds a {@link Address}. */
function buildAddress(g) {
	return {
		street: g.text("street"),
		city: g.text("city"),
		...g.optional("postcode", () => g.text("postalCode", { pattern: /^[0-9]{5}$/ }))
	};
}
/** Negative cases of {@link Address}. */
const invalidAddress = fx.invalidList("Address", buildAddress, () => [
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
	["/street", "required"],
	[
		"/street",
		"nullable",
		null
	],
	[
		"/street",
		"type",
		12345
	],
	["/city", "required"],
	[
		"/city",
		"nullable",
		null
	],
	[
		"/city",
		"type",
		12345
	],
	[
		"/postcode",
		"type",
		12345
	],
	[
		"/postcode",
		"pattern",
		"~"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Animal}. */
function buildAnimal(g) {
	return g.oneOf([
		() => g.tagged(buildCat, "petType", "cat"),
		() => g.tagged(buildDog, "petType", "dog"),
		() => g.tagged(buildBird, "petType", "bird")
	]);
}
/** Negative cases of {@link Animal}. */
const invalidAnimal = fx.invalidList("Animal", buildAnimal, () => [[
	"/petType",
	"discriminator",
	"NotAKnownTag"
], ["/petType", "discriminator"]]);
/** Builds a {@link AnimalWrite}. */
function buildAnimalWrite(g) {
	return g.oneOf([
		() => g.tagged(buildCatWrite, "petType", "cat"),
		() => g.tagged(buildDogWrite, "petType", "dog"),
		() => g.tagged(buildBirdWrite, "petType", "bird")
	]);
}
/** Negative cases of {@link AnimalWrite}. */
const invalidAnimalWrite = fx.invalidList("AnimalWrite", buildAnimalWrite, () => [[
	"/petType",
	"discriminator",
	"NotAKnownTag"
], ["/petType", "discriminator"]]);
/** Builds a {@link AnyValue}. */
function buildAnyValue(g) {
	return g.unknown();
}
/** Negative cases of {@link AnyValue}. */
const invalidAnyValue = fx.invalidList("AnyValue", buildAnyValue, () => []);
/** Builds a {@link Bird}. */
function buildBird(g) {
	return g.allOf([g.ref(buildPetBase), {
		petType: "bird",
		...g.optional("wingspan", () => g.number("number", { minimum: 0 }))
	}]);
}
/** Negative cases of {@link Bird}. */
const invalidBird = fx.invalidList("Bird", buildBird, () => [
	["", invalidPetBase],
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
	["/petType", "required"],
	[
		"/petType",
		"const",
		"not-bird"
	],
	[
		"/wingspan",
		"type",
		"not a number"
	],
	[
		"/wingspan",
		"minimum",
		-1
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link BirdWrite}. */
function buildBirdWrite(g) {
	return g.allOf([g.ref(buildPetBaseWrite), {
		petType: "bird",
		...g.optional("wingspan", () => g.number("number", { minimum: 0 }))
	}]);
}
/** Negative cases of {@link BirdWrite}. */
const invalidBirdWrite = fx.invalidList("BirdWrite", buildBirdWrite, () => [
	["", invalidPetBaseWrite],
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
	["/petType", "required"],
	[
		"/petType",
		"const",
		"not-bird"
	],
	[
		"/wingspan",
		"type",
		"not a number"
	],
	[
		"/wingspan",
		"minimum",
		-1
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Cat}. */
function buildCat(g) {
	return g.allOf([g.ref(buildPetBase), {
		petType: "cat",
		...g.optional("indoor", () => g.example([true], () => g.boolean()))
	}]);
}
/** Negative cases of {@link Cat}. */
const invalidCat = fx.invalidList("Cat", buildCat, () => [
	["", invalidPetBase],
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
	["/petType", "required"],
	[
		"/petType",
		"nullable",
		null
	],
	[
		"/petType",
		"type",
		12345
	],
	[
		"/petType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/indoor",
		"type",
		"true"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link CatWrite}. */
function buildCatWrite(g) {
	return g.allOf([g.ref(buildPetBaseWrite), {
		petType: "cat",
		...g.optional("indoor", () => g.example([true], () => g.boolean()))
	}]);
}
/** Negative cases of {@link CatWrite}. */
const invalidCatWrite = fx.invalidList("CatWrite", buildCatWrite, () => [
	["", invalidPetBaseWrite],
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
	["/petType", "required"],
	[
		"/petType",
		"nullable",
		null
	],
	[
		"/petType",
		"type",
		12345
	],
	[
		"/petType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/indoor",
		"type",
		"true"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Category}. */
function buildCategory(g) {
	return {
		name: g.text("title"),
		...g.optional("parent", () => g.ref(buildCategory)),
		children: g.array({}, () => g.ref(buildCategory))
	};
}
/** Negative cases of {@link Category}. */
const invalidCategory = fx.invalidList("Category", buildCategory, () => [
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
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/parent",
		invalidCategory,
		"skipNull"
	],
	["/children", "required"],
	[
		"/children",
		"nullable",
		null
	],
	[
		"/children",
		"type",
		{ not: "an array" }
	],
	["/children/0", invalidCategory],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Closed}. */
function buildClosed(g) {
	return { a: g.text("text") };
}
/** Negative cases of {@link Closed}. */
const invalidClosed = fx.invalidList("Closed", buildClosed, () => [
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
	["/a", "required"],
	[
		"/a",
		"nullable",
		null
	],
	[
		"/a",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Dog}. */
function buildDog(g) {
	return g.allOf([g.ref(buildPetBase), {
		petType: g.text("word"),
		...g.optional("barkVolume", () => g.number("integer", {
			integer: true,
			minimum: 0,
			maximum: 10
		}))
	}]);
}
/** Negative cases of {@link Dog}. */
const invalidDog = fx.invalidList("Dog", buildDog, () => [
	["", invalidPetBase],
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
	["/petType", "required"],
	[
		"/petType",
		"nullable",
		null
	],
	[
		"/petType",
		"type",
		12345
	],
	[
		"/barkVolume",
		"type",
		"not a number"
	],
	[
		"/barkVolume",
		"minimum",
		-1
	],
	[
		"/barkVolume",
		"maximum",
		11
	],
	[
		"/barkVolume",
		"type",
		1.5
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link DogWrite}. */
function buildDogWrite(g) {
	return g.allOf([g.ref(buildPetBaseWrite), {
		petType: g.text("word"),
		...g.optional("barkVolume", () => g.number("integer", {
			integer: true,
			minimum: 0,
			maximum: 10
		}))
	}]);
}
/** Negative cases of {@link DogWrite}. */
const invalidDogWrite = fx.invalidList("DogWrite", buildDogWrite, () => [
	["", invalidPetBaseWrite],
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
	["/petType", "required"],
	[
		"/petType",
		"nullable",
		null
	],
	[
		"/petType",
		"type",
		12345
	],
	[
		"/barkVolume",
		"type",
		"not a number"
	],
	[
		"/barkVolume",
		"minimum",
		-1
	],
	[
		"/barkVolume",
		"maximum",
		11
	],
	[
		"/barkVolume",
		"type",
		1.5
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Error}. */
function buildError(g) {
	return {
		code: g.number("integer", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		message: g.text("sentence"),
		...g.optional("details", () => g.unknown())
	};
}
/** Negative cases of {@link Error}. */
const invalidError = fx.invalidList("Error", buildError, () => [
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
	["/message", "required"],
	[
		"/message",
		"nullable",
		null
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
/** Builds a {@link Labels}. */
function buildLabels(g) {
	return g.map(() => g.text("text", { maxLength: 40 }));
}
/** Negative cases of {@link Labels}. */
const invalidLabels = fx.invalidList("Labels", buildLabels, () => [
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
		"/extraProperty",
		"type",
		12345
	]
]);
/** Builds a {@link Metadata}. */
function buildMetadata(g) {
	return { version: g.number("version", { integer: true }) };
}
/** Negative cases of {@link Metadata}. */
const invalidMetadata = fx.invalidList("Metadata", buildMetadata, () => [
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
	["/version", "required"],
	[
		"/version",
		"nullable",
		null
	],
	[
		"/version",
		"type",
		"not a number"
	],
	[
		"/version",
		"type",
		1.5
	],
	[
		"/extraProperty",
		"type",
		12345
	]
]);
/** Builds a {@link Money}. */
function buildMoney(g) {
	return g.example(["10.50"], () => g.text("text", {
		format: "decimal",
		pattern: /^-?[0-9]+(\.[0-9]{1,2})?$/
	}));
}
/** Negative cases of {@link Money}. */
const invalidMoney = fx.invalidList("Money", buildMoney, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"pattern",
		"~"
	],
	[
		"",
		"format",
		"12,50"
	]
]);
/** Builds a {@link Open}. */
function buildOpen(g) {
	return { kind: g.text("word") };
}
/** Negative cases of {@link Open}. */
const invalidOpen = fx.invalidList("Open", buildOpen, () => [
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
	["/kind", "required"],
	[
		"/kind",
		"nullable",
		null
	],
	[
		"/kind",
		"type",
		12345
	]
]);
/** Builds a {@link Owner}. */
function buildOwner(g) {
	return {
		id: g.number("id", { integer: true }),
		name: g.text("personName", { minLength: 1 }),
		address: g.nullable(() => g.ref(buildAddress))
	};
}
/** Negative cases of {@link Owner}. */
const invalidOwner = fx.invalidList("Owner", buildOwner, () => [
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
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/name",
		"minLength",
		""
	],
	["/address", "required"],
	[
		"/address",
		invalidAddress,
		"skipNull"
	],
	[
		"/password",
		"writeOnly",
		"secret"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link OwnerWrite}. */
function buildOwnerWrite(g) {
	return {
		name: g.text("personName", { minLength: 1 }),
		address: g.nullable(() => g.ref(buildAddress)),
		password: g.text("password", { format: "password" })
	};
}
/** Negative cases of {@link OwnerWrite}. */
const invalidOwnerWrite = fx.invalidList("OwnerWrite", buildOwnerWrite, () => [
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
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/name",
		"minLength",
		""
	],
	["/address", "required"],
	[
		"/address",
		invalidAddress,
		"skipNull"
	],
	["/password", "required"],
	[
		"/password",
		"nullable",
		null
	],
	[
		"/password",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Page}. */
function buildPage(g) {
	return {
		items: g.ref(buildPetList),
		next: g.nullable(() => g.text("text")),
		...g.optional("total", () => g.ref(buildQuantity)),
		...g.optional("score", () => g.ref(buildScore)),
		...g.optional("metadata", () => g.ref(buildMetadata)),
		...g.optional("settings", () => g.ref(buildOpen)),
		...g.optional("extra", () => g.ref(buildAnyValue)),
		...g.optional("closed", () => g.ref(buildClosed))
	};
}
/** Negative cases of {@link Page}. */
const invalidPage = fx.invalidList("Page", buildPage, () => [
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
	["/items", "required"],
	["/items", invalidPetList],
	["/next", "required"],
	[
		"/next",
		"type",
		12345
	],
	[
		"/total",
		invalidQuantity,
		"skipNull"
	],
	["/score", invalidScore],
	[
		"/metadata",
		invalidMetadata,
		"skipNull"
	],
	[
		"/settings",
		invalidOpen,
		"skipNull"
	],
	["/extra", invalidAnyValue],
	[
		"/closed",
		invalidClosed,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PetBase}. */
function buildPetBase(g) {
	return {
		id: g.number("id", { integer: true }),
		name: g.text("personName", {
			minLength: 1,
			maxLength: 64
		}),
		...g.optional("tag", () => g.nullable(() => g.text("text"))),
		...g.optional("status", () => g.example(["available"], () => g.pick([
			"available",
			"pending",
			"sold"
		]))),
		createdAt: g.text("dateTime", { format: "date-time" }),
		...g.optional("owner", () => g.ref(buildOwner)),
		...g.optional("photoUrls", () => g.array({
			minItems: 0,
			maxItems: 10,
			uniqueItems: true
		}, () => g.text("text", { format: "uri" }))),
		...g.optional("price", () => g.ref(buildMoney)),
		...g.optional("legacyCode", () => g.text("code")),
		...g.optional("x-trace", () => g.text("text"))
	};
}
/** Negative cases of {@link PetBase}. */
const invalidPetBase = fx.invalidList("PetBase", buildPetBase, () => [
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
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/name",
		"minLength",
		""
	],
	[
		"/name",
		"maxLength",
		"x".repeat(65)
	],
	[
		"/tag",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/status",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	["/createdAt", "required"],
	[
		"/createdAt",
		"nullable",
		null
	],
	[
		"/createdAt",
		"type",
		12345
	],
	[
		"/createdAt",
		"format",
		"2015-07-24 10:33:39"
	],
	[
		"/owner",
		invalidOwner,
		"skipNull"
	],
	[
		"/photoUrls",
		"type",
		{ not: "an array" }
	],
	{
		at: "/photoUrls",
		path: "/photoUrls",
		code: "maxItems",
		resize: 11
	},
	{
		at: "/photoUrls",
		path: "/photoUrls/1",
		code: "uniqueItems",
		duplicate: true
	},
	[
		"/photoUrls/0",
		"nullable",
		null
	],
	[
		"/photoUrls/0",
		"type",
		12345
	],
	[
		"/photoUrls/0",
		"format",
		"not a uri"
	],
	[
		"/price",
		invalidMoney,
		"skipNull"
	],
	[
		"/legacyCode",
		"type",
		12345
	],
	[
		"/x-trace",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PetBaseWrite}. */
function buildPetBaseWrite(g) {
	return {
		name: g.text("personName", {
			minLength: 1,
			maxLength: 64
		}),
		...g.optional("tag", () => g.nullable(() => g.text("text"))),
		...g.optional("status", () => g.example(["available"], () => g.pick([
			"available",
			"pending",
			"sold"
		]))),
		...g.optional("owner", () => g.ref(buildOwnerWrite)),
		...g.optional("photoUrls", () => g.array({
			minItems: 0,
			maxItems: 10,
			uniqueItems: true
		}, () => g.text("text", { format: "uri" }))),
		...g.optional("price", () => g.ref(buildMoney)),
		...g.optional("legacyCode", () => g.text("code")),
		...g.optional("x-trace", () => g.text("text"))
	};
}
/** Negative cases of {@link PetBaseWrite}. */
const invalidPetBaseWrite = fx.invalidList("PetBaseWrite", buildPetBaseWrite, () => [
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
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/name",
		"minLength",
		""
	],
	[
		"/name",
		"maxLength",
		"x".repeat(65)
	],
	[
		"/tag",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/status",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/owner",
		invalidOwnerWrite,
		"skipNull"
	],
	[
		"/photoUrls",
		"type",
		{ not: "an array" }
	],
	{
		at: "/photoUrls",
		path: "/photoUrls",
		code: "maxItems",
		resize: 11
	},
	{
		at: "/photoUrls",
		path: "/photoUrls/1",
		code: "uniqueItems",
		duplicate: true
	},
	[
		"/photoUrls/0",
		"nullable",
		null
	],
	[
		"/photoUrls/0",
		"type",
		12345
	],
	[
		"/photoUrls/0",
		"format",
		"not a uri"
	],
	[
		"/price",
		invalidMoney,
		"skipNull"
	],
	[
		"/legacyCode",
		"type",
		12345
	],
	[
		"/x-trace",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PetList}. */
function buildPetList(g) {
	return g.array({}, () => g.ref(buildAnimal));
}
/** Negative cases of {@link PetList}. */
const invalidPetList = fx.invalidList("PetList", buildPetList, () => [[
	"",
	"nullable",
	null
], [
	"",
	"type",
	{ not: "an array" }
]]);
/** Builds a {@link Quantity}. */
function buildQuantity(g) {
	return g.number("quantity", {
		integer: true,
		minimum: 1,
		maximum: 1e3,
		multipleOf: 1
	});
}
/** Negative cases of {@link Quantity}. */
const invalidQuantity = fx.invalidList("Quantity", buildQuantity, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not a number"
	],
	[
		"",
		"minimum",
		0
	],
	[
		"",
		"maximum",
		1001
	],
	[
		"",
		"type",
		2.5
	]
]);
/** Builds a {@link Score}. */
function buildScore(g) {
	return g.nullable(() => g.number("number", {
		minimum: 0,
		exclusiveMaximum: 100
	}));
}
/** Negative cases of {@link Score}. */
const invalidScore = fx.invalidList("Score", buildScore, () => [
	[
		"",
		"type",
		"not a number"
	],
	[
		"",
		"minimum",
		-1
	],
	[
		"",
		"exclusiveMaximum",
		100
	]
]);
/** Builds a {@link StatusFilter}. */
function buildStatusFilter(g) {
	return g.nullable(() => g.pick([
		"available",
		"pending",
		"sold"
	]));
}
/** Negative cases of {@link StatusFilter}. */
const invalidStatusFilter = fx.invalidList("StatusFilter", buildStatusFilter, () => [[
	"",
	"type",
	12345
], [
	"",
	"enum",
	"NOT_A_KNOWN_VALUE"
]]);
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures = {
	Address: fx.fixtureBuilder("Address", buildAddress),
	Animal: fx.fixtureBuilder("Animal", buildAnimal),
	AnimalWrite: fx.fixtureBuilder("AnimalWrite", buildAnimalWrite),
	AnyValue: fx.fixtureBuilder("AnyValue", buildAnyValue),
	Bird: fx.fixtureBuilder("Bird", buildBird),
	BirdWrite: fx.fixtureBuilder("BirdWrite", buildBirdWrite),
	Cat: fx.fixtureBuilder("Cat", buildCat),
	CatWrite: fx.fixtureBuilder("CatWrite", buildCatWrite),
	Category: fx.fixtureBuilder("Category", buildCategory),
	Closed: fx.fixtureBuilder("Closed", buildClosed),
	Dog: fx.fixtureBuilder("Dog", buildDog),
	DogWrite: fx.fixtureBuilder("DogWrite", buildDogWrite),
	Error: fx.fixtureBuilder("Error", buildError),
	Labels: fx.fixtureBuilder("Labels", buildLabels),
	Metadata: fx.fixtureBuilder("Metadata", buildMetadata),
	Money: fx.fixtureBuilder("Money", buildMoney),
	Open: fx.fixtureBuilder("Open", buildOpen),
	Owner: fx.fixtureBuilder("Owner", buildOwner),
	OwnerWrite: fx.fixtureBuilder("OwnerWrite", buildOwnerWrite),
	Page: fx.fixtureBuilder("Page", buildPage),
	PetBase: fx.fixtureBuilder("PetBase", buildPetBase),
	PetBaseWrite: fx.fixtureBuilder("PetBaseWrite", buildPetBaseWrite),
	PetList: fx.fixtureBuilder("PetList", buildPetList),
	Quantity: fx.fixtureBuilder("Quantity", buildQuantity),
	Score: fx.fixtureBuilder("Score", buildScore),
	StatusFilter: fx.fixtureBuilder("StatusFilter", buildStatusFilter),
	invalid: {
		Address: invalidAddress,
		Animal: invalidAnimal,
		AnimalWrite: invalidAnimalWrite,
		AnyValue: invalidAnyValue,
		Bird: invalidBird,
		BirdWrite: invalidBirdWrite,
		Cat: invalidCat,
		CatWrite: invalidCatWrite,
		Category: invalidCategory,
		Closed: invalidClosed,
		Dog: invalidDog,
		DogWrite: invalidDogWrite,
		Error: invalidError,
		Labels: invalidLabels,
		Metadata: invalidMetadata,
		Money: invalidMoney,
		Open: invalidOpen,
		Owner: invalidOwner,
		OwnerWrite: invalidOwnerWrite,
		Page: invalidPage,
		PetBase: invalidPetBase,
		PetBaseWrite: invalidPetBaseWrite,
		PetList: invalidPetList,
		Quantity: invalidQuantity,
		Score: invalidScore,
		StatusFilter: invalidStatusFilter
	}
};
