/**
* Fixtures of Directory Service 1.0.0: a valid, realistic value of every type, the same on every run.
*
* Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
* arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
* `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
* reports `code` at `path`.
*/
import type { ArrayOfString, DirectoryFault, ListNames, ListNamesResponse, LookupPerson, LookupPersonResponse, Person } from "./types.js";
import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
	ArrayOfString: fx.FixtureBuilder<ArrayOfString>;
	DirectoryFault: fx.FixtureBuilder<DirectoryFault>;
	ListNames: fx.FixtureBuilder<ListNames>;
	ListNamesResponse: fx.FixtureBuilder<ListNamesResponse>;
	LookupPerson: fx.FixtureBuilder<LookupPerson>;
	LookupPersonResponse: fx.FixtureBuilder<LookupPersonResponse>;
	Person: fx.FixtureBuilder<Person>;
	/** Negative cases of each type: values its validator rejects, with the path and code it reports. */
	invalid: {
		ArrayOfString(): fx.InvalidCase[];
		DirectoryFault(): fx.InvalidCase[];
		ListNames(): fx.InvalidCase[];
		ListNamesResponse(): fx.InvalidCase[];
		LookupPerson(): fx.InvalidCase[];
		LookupPersonResponse(): fx.InvalidCase[];
		Person(): fx.InvalidCase[];
	};
}
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export declare const fixtures: FixtureSet;
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures/fixtures-runtime.js";
