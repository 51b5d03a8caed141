/**
* Validators of Pet Store 1.2. Generated from the definition; do not edit.
*
* `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
* request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
* guard. Every error is reported, each with a JSON pointer, a code and a sentence.
*/
import type * as T from "./types.js";
import { type ValidationResult } from "./runtime/validators/validation.js";
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export declare const validate: {
	Address: (value: unknown) => ValidationResult<T.Address>;
	Animal: (value: unknown) => ValidationResult<T.Animal>;
	AnimalWrite: (value: unknown) => ValidationResult<T.AnimalWrite>;
	AnyValue: (value: unknown) => ValidationResult<T.AnyValue>;
	Bird: (value: unknown) => ValidationResult<T.Bird>;
	BirdWrite: (value: unknown) => ValidationResult<T.BirdWrite>;
	Cat: (value: unknown) => ValidationResult<T.Cat>;
	CatWrite: (value: unknown) => ValidationResult<T.CatWrite>;
	Category: (value: unknown) => ValidationResult<T.Category>;
	Closed: (value: unknown) => ValidationResult<T.Closed>;
	Dog: (value: unknown) => ValidationResult<T.Dog>;
	DogWrite: (value: unknown) => ValidationResult<T.DogWrite>;
	Error: (value: unknown) => ValidationResult<T.Error>;
	Labels: (value: unknown) => ValidationResult<T.Labels>;
	Metadata: (value: unknown) => ValidationResult<T.Metadata>;
	Money: (value: unknown) => ValidationResult<T.Money>;
	Open: (value: unknown) => ValidationResult<T.Open>;
	Owner: (value: unknown) => ValidationResult<T.Owner>;
	OwnerWrite: (value: unknown) => ValidationResult<T.OwnerWrite>;
	Page: (value: unknown) => ValidationResult<T.Page>;
	PetBase: (value: unknown) => ValidationResult<T.PetBase>;
	PetBaseWrite: (value: unknown) => ValidationResult<T.PetBaseWrite>;
	PetList: (value: unknown) => ValidationResult<T.PetList>;
	Quantity: (value: unknown) => ValidationResult<T.Quantity>;
	Score: (value: unknown) => ValidationResult<T.Score>;
	StatusFilter: (value: unknown) => ValidationResult<T.StatusFilter>;
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export declare const is: {
	Address: (value: unknown) => value is T.Address;
	Animal: (value: unknown) => value is T.Animal;
	AnimalWrite: (value: unknown) => value is T.AnimalWrite;
	AnyValue: (value: unknown) => value is T.AnyValue;
	Bird: (value: unknown) => value is T.Bird;
	BirdWrite: (value: unknown) => value is T.BirdWrite;
	Cat: (value: unknown) => value is T.Cat;
	CatWrite: (value: unknown) => value is T.CatWrite;
	Category: (value: unknown) => value is T.Category;
	Closed: (value: unknown) => value is T.Closed;
	Dog: (value: unknown) => value is T.Dog;
	DogWrite: (value: unknown) => value is T.DogWrite;
	Error: (value: unknown) => value is T.Error;
	Labels: (value: unknown) => value is T.Labels;
	Metadata: (value: unknown) => value is T.Metadata;
	Money: (value: unknown) => value is T.Money;
	Open: (value: unknown) => value is T.Open;
	Owner: (value: unknown) => value is T.Owner;
	OwnerWrite: (value: unknown) => value is T.OwnerWrite;
	Page: (value: unknown) => value is T.Page;
	PetBase: (value: unknown) => value is T.PetBase;
	PetBaseWrite: (value: unknown) => value is T.PetBaseWrite;
	PetList: (value: unknown) => value is T.PetList;
	Quantity: (value: unknown) => value is T.Quantity;
	Score: (value: unknown) => value is T.Score;
	StatusFilter: (value: unknown) => value is T.StatusFilter;
};
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validators/validation.js";
