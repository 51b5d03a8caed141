/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `ping`: SOAPAction urn:example:soap12/ping. */
export const pingOperation: SoapOperationDescriptor = {
  name: 'ping',
  kind: 'soap',
  soapAction: 'urn:example:soap12/ping',
  soapVersion: '1.2',
  style: 'document',
  use: 'literal',
  input: { element: 'ping', namespace: 'urn:example:soap12', type: 'ping' },
  output: { element: 'pingResponse', namespace: 'urn:example:soap12', type: 'pingResponse' },
  faults: [],
  rateLimits: [],
};
