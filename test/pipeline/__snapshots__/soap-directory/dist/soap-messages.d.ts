/**
* XML codecs of the SOAP messages of Directory Service 1.0.0. Generated from the definition; do not edit.
*
* `decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the
* element's children, in sequence order, for `writeEnvelope`.
*/
import { type Field, type XmlElement } from "./runtime/soap-messages/index.js";
import type * as T from "./types.js";
/** Reads the `LookupPerson` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeLookupPerson(element: XmlElement): T.LookupPerson;
/** Children of the `LookupPerson` element, in sequence order. */
export declare function encodeLookupPerson(value: T.LookupPerson): Field[];
/** Reads the `LookupPersonResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeLookupPersonResponse(element: XmlElement): T.LookupPersonResponse;
/** Children of the `LookupPersonResponse` element, in sequence order. */
export declare function encodeLookupPersonResponse(value: T.LookupPersonResponse): Field[];
/** Reads the `Person` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodePerson(element: XmlElement): T.Person;
/** Children of the `Person` element, in sequence order. */
export declare function encodePerson(value: T.Person): Field[];
/** Reads the `ListNames` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeListNames(element: XmlElement): T.ListNames;
/** Children of the `ListNames` element, in sequence order. */
export declare function encodeListNames(value: T.ListNames): Field[];
/** Reads the `ListNamesResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeListNamesResponse(element: XmlElement): T.ListNamesResponse;
/** Children of the `ListNamesResponse` element, in sequence order. */
export declare function encodeListNamesResponse(value: T.ListNamesResponse): Field[];
