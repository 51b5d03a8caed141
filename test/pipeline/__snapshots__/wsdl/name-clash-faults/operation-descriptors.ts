/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `place`: SOAPAction urn:example:name-clash-faults/place. */
export const placeOperation: SoapOperationDescriptor = {
  name: 'place',
  kind: 'soap',
  soapAction: 'urn:example:name-clash-faults/place',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'Order', namespace: 'urn:example:name-clash-faults', type: 'Order' },
  output: {
    element: 'placeResponse',
    namespace: 'urn:example:name-clash-faults',
    type: 'placeResponse',
  },
  faults: [{ element: 'Problem', namespace: 'urn:example:name-clash-faults', type: 'Problem' }],
  rateLimits: [],
};
