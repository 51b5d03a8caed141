/**
 * The runtime descriptor of each operation of Calc 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `Add`: SOAPAction http://example.test/dual/Add. */
export const AddOperation: SoapOperationDescriptor = {
  name: 'Add',
  kind: 'soap',
  soapAction: 'http://example.test/dual/Add',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'Add', namespace: 'http://example.test/dual/', type: 'Add' },
  output: { element: 'AddResponse', namespace: 'http://example.test/dual/', type: 'AddResponse' },
  faults: [],
  rateLimits: [],
};
