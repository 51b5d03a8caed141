/**
* Fixtures of Pet Store 1.2: a valid, realistic value of every type, the same on every run.
*
* Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
* arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
* `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
* reports `code` at `path`.
*/
import type { Address, Animal, AnimalWrite, AnyValue, Bird, BirdWrite, Cat, CatWrite, Category, Closed, Dog, DogWrite, Error, Labels, Metadata, Money, Open, Owner, OwnerWrite, Page, PetBase, PetBaseWrite, PetList, Quantity, Score, StatusFilter } from "./types.js";
import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
	Address: fx.FixtureBuilder<Address>;
	Animal: fx.FixtureBuilder<Animal>;
	AnimalWrite: fx.FixtureBuilder<AnimalWrite>;
	AnyValue: fx.FixtureBuilder<AnyValue>;
	Bird: fx.FixtureBuilder<Bird>;
	BirdWrite: fx.FixtureBuilder<BirdWrite>;
	Cat: fx.FixtureBuilder<Cat>;
	CatWrite: fx.FixtureBuilder<CatWrite>;
	Category: fx.FixtureBuilder<Category>;
	Closed: fx.FixtureBuilder<Closed>;
	Dog: fx.FixtureBuilder<Dog>;
	DogWrite: fx.FixtureBuilder<DogWrite>;
	Error: fx.FixtureBuilder<Error>;
	Labels: fx.FixtureBuilder<Labels>;
	Metadata: fx.FixtureBuilder<Metadata>;
	Money: fx.FixtureBuilder<Money>;
	Open: fx.FixtureBuilder<Open>;
	Owner: fx.FixtureBuilder<Owner>;
	OwnerWrite: fx.FixtureBuilder<OwnerWrite>;
	Page: fx.FixtureBuilder<Page>;
	PetBase: fx.FixtureBuilder<PetBase>;
	PetBaseWrite: fx.FixtureBuilder<PetBaseWrite>;
	PetList: fx.FixtureBuilder<PetList>;
	Quantity: fx.FixtureBuilder<Quantity>;
	Score: fx.FixtureBuilder<Score>;
	StatusFilter: fx.FixtureBuilder<StatusFilter>;
	/** Negative cases of each type: values its validator rejects, with the path and code it reports. */
	invalid: {
		Address(): fx.InvalidCase[];
		Animal(): fx.InvalidCase[];
		AnimalWrite(): fx.InvalidCase[];
		AnyValue(): fx.InvalidCase[];
		Bird(): fx.InvalidCase[];
		BirdWrite(): fx.InvalidCase[];
		Cat(): fx.InvalidCase[];
		CatWrite(): fx.InvalidCase[];
		Category(): fx.InvalidCase[];
		Closed(): fx.InvalidCase[];
		Dog(): fx.InvalidCase[];
		DogWrite(): fx.InvalidCase[];
		Error(): fx.InvalidCase[];
		Labels(): fx.InvalidCase[];
		Metadata(): fx.InvalidCase[];
		Money(): fx.InvalidCase[];
		Open(): fx.InvalidCase[];
		Owner(): fx.InvalidCase[];
		OwnerWrite(): fx.InvalidCase[];
		Page(): fx.InvalidCase[];
		PetBase(): fx.InvalidCase[];
		PetBaseWrite(): fx.InvalidCase[];
		PetList(): fx.InvalidCase[];
		Quantity(): fx.InvalidCase[];
		Score(): fx.InvalidCase[];
		StatusFilter(): fx.InvalidCase[];
	};
}
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export declare const fixtures: FixtureSet;
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures/fixtures-runtime.js";
