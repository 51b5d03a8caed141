/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `put`: SOAPAction urn:example:attributes/put. */
export const putOperation: SoapOperationDescriptor = {
  name: 'put',
  kind: 'soap',
  soapAction: 'urn:example:attributes/put',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'put', namespace: 'urn:example:attributes', type: 'put' },
  output: { element: 'putResponse', namespace: 'urn:example:attributes', type: 'putResponse' },
  faults: [],
  rateLimits: [],
};
