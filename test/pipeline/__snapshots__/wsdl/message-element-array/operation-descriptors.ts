/**
 * The runtime descriptor of each operation of ItemsService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `GetCodes`: SOAPAction urn:example:message-element-array/GetCodes. */
export const GetCodesOperation: SoapOperationDescriptor = {
  name: 'GetCodes',
  kind: 'soap',
  soapAction: 'urn:example:message-element-array/GetCodes',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'GetCodes', namespace: 'urn:example:message-element-array', type: 'GetCodes' },
  output: {
    element: 'GetCodesResponse',
    namespace: 'urn:example:message-element-array',
    type: 'GetCodesResponse',
  },
  faults: [],
  rateLimits: [],
};

/** `SaveItems`: SOAPAction urn:example:message-element-array/SaveItems. */
export const SaveItemsOperation: SoapOperationDescriptor = {
  name: 'SaveItems',
  kind: 'soap',
  soapAction: 'urn:example:message-element-array/SaveItems',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: {
    element: 'SaveItems',
    namespace: 'urn:example:message-element-array',
    type: 'SaveItems',
  },
  output: {
    element: 'SaveItemsResponse',
    namespace: 'urn:example:message-element-array',
    type: 'SaveItemsResponse',
  },
  faults: [],
  rateLimits: [],
};
