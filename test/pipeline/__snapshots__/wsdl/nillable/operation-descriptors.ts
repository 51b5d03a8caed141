/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `update`: SOAPAction urn:example:nillable/update. */
export const updateOperation: SoapOperationDescriptor = {
  name: 'update',
  kind: 'soap',
  soapAction: 'urn:example:nillable/update',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'update', namespace: 'urn:example:nillable', type: 'update' },
  output: { element: 'updateResponse', namespace: 'urn:example:nillable', type: 'updateResponse' },
  faults: [],
  rateLimits: [],
};
