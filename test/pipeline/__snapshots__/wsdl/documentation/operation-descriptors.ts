/**
 * The runtime descriptor of each operation of ExampleService 2.3.1, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `get`: SOAPAction urn:example:documentation/get. */
export const getOperation: SoapOperationDescriptor = {
  name: 'get',
  kind: 'soap',
  soapAction: 'urn:example:documentation/get',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'get', namespace: 'urn:example:documentation', type: 'get' },
  output: { element: 'getResponse', namespace: 'urn:example:documentation', type: 'getResponse' },
  faults: [],
  rateLimits: [],
};
