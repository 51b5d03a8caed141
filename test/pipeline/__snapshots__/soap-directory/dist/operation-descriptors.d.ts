/**
* The runtime descriptor of each operation of Directory Service 1.0.0, one export per operation (a bundler keeps the ones called).
*
* Generated from the definition; do not edit.
*/
import type { SoapOperationDescriptor } from "./runtime/operations/operation-table.js";
/** `lookupPerson`: SOAPAction http://directory.example.test/lookupPerson. */
export declare const lookupPersonOperation: SoapOperationDescriptor;
/** `listNames`: SOAPAction http://directory.example.test/listNames. */
export declare const listNamesOperation: SoapOperationDescriptor;
