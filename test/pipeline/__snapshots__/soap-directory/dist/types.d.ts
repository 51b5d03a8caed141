/**
* Types of Directory Service 1.0.0.
*
* Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
* the full type without the read-only properties the server sets.
*/
/** XML: each item is a `<string>` element. */
export type ArrayOfString = (string | null)[];
/** XML element `DirectoryFault` in `http://directory.example.test/`. */
export interface DirectoryFault {
	/** @format int32 */
	code: number;
	message?: string;
}
/** XML element `listNames` in `http://directory.example.test/`. */
export interface ListNames {
	/**
	* Most names to return.
	*
	* @format int32
	*/
	maxCount: number;
	prefix?: string;
}
/** XML element `listNamesResponse` in `http://directory.example.test/`. */
export interface ListNamesResponse {
	listNamesResult?: ArrayOfString;
}
/** XML element `lookupPerson` in `http://directory.example.test/`. */
export interface LookupPerson {
	/** @format int32 */
	personId: number;
	region?: string;
	includeHistory?: boolean;
}
/** XML element `lookupPersonResponse` in `http://directory.example.test/`. */
export interface LookupPersonResponse {
	lookupPersonResult?: Person;
}
/** A person in the directory. */
export interface Person {
	/** @format int32 */
	id: number;
	firstName?: string;
	lastName?: string;
	/** Nillable: present and empty-with-xsi:nil when unknown. */
	nickname?: string | null;
	/** XML: written as an attribute. */
	kind?: "staff" | "guest";
	aliases?: ArrayOfString;
}
