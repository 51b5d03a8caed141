/**
 * The runtime descriptor of each operation of WeatherService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `lookup`: SOAPAction urn:example:mixed/lookup. */
export const lookupOperation: SoapOperationDescriptor = {
  name: 'lookup',
  kind: 'soap',
  soapAction: 'urn:example:mixed/lookup',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'lookup', namespace: 'urn:example:mixed', type: 'lookup' },
  output: { element: 'lookupResponse', namespace: 'urn:example:mixed', type: 'lookupResponse' },
  faults: [],
  rateLimits: [],
};
