/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `paint`: SOAPAction urn:example:simple-restrictions-enums/paint. */
export const paintOperation: SoapOperationDescriptor = {
  name: 'paint',
  kind: 'soap',
  soapAction: 'urn:example:simple-restrictions-enums/paint',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'paint', namespace: 'urn:example:simple-restrictions-enums', type: 'paint' },
  output: {
    element: 'paintResponse',
    namespace: 'urn:example:simple-restrictions-enums',
    type: 'paintResponse',
  },
  faults: [],
  rateLimits: [],
};
