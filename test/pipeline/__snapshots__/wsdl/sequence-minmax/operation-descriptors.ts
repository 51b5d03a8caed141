/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `submit`: SOAPAction urn:example:sequence-minmax/submit. */
export const submitOperation: SoapOperationDescriptor = {
  name: 'submit',
  kind: 'soap',
  soapAction: 'urn:example:sequence-minmax/submit',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'submit', namespace: 'urn:example:sequence-minmax', type: 'submit' },
  output: {
    element: 'submitResponse',
    namespace: 'urn:example:sequence-minmax',
    type: 'submitResponse',
  },
  faults: [],
  rateLimits: [],
};
