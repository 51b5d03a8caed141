/**
* Validators of Directory Service 1.0.0. Generated from the definition; do not edit.
*
* `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
* request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
* guard. Every error is reported, each with a JSON pointer, a code and a sentence.
*/
import type * as T from "./types.js";
import { type ValidationResult } from "./runtime/validators/validation.js";
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export declare const validate: {
	ArrayOfString: (value: unknown) => ValidationResult<T.ArrayOfString>;
	DirectoryFault: (value: unknown) => ValidationResult<T.DirectoryFault>;
	ListNames: (value: unknown) => ValidationResult<T.ListNames>;
	ListNamesResponse: (value: unknown) => ValidationResult<T.ListNamesResponse>;
	LookupPerson: (value: unknown) => ValidationResult<T.LookupPerson>;
	LookupPersonResponse: (value: unknown) => ValidationResult<T.LookupPersonResponse>;
	Person: (value: unknown) => ValidationResult<T.Person>;
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export declare const is: {
	ArrayOfString: (value: unknown) => value is T.ArrayOfString;
	DirectoryFault: (value: unknown) => value is T.DirectoryFault;
	ListNames: (value: unknown) => value is T.ListNames;
	ListNamesResponse: (value: unknown) => value is T.ListNamesResponse;
	LookupPerson: (value: unknown) => value is T.LookupPerson;
	LookupPersonResponse: (value: unknown) => value is T.LookupPersonResponse;
	Person: (value: unknown) => value is T.Person;
};
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validators/validation.js";
