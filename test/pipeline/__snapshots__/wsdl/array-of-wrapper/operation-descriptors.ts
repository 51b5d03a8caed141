/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `list`: SOAPAction urn:example:array-of-wrapper/list. */
export const listOperation: SoapOperationDescriptor = {
  name: 'list',
  kind: 'soap',
  soapAction: 'urn:example:array-of-wrapper/list',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'list', namespace: 'urn:example:array-of-wrapper', type: 'list' },
  output: {
    element: 'listResponse',
    namespace: 'urn:example:array-of-wrapper',
    type: 'listResponse',
  },
  faults: [],
  rateLimits: [],
};
