/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `pay`: SOAPAction urn:example:choice-all-groups/pay. */
export const payOperation: SoapOperationDescriptor = {
  name: 'pay',
  kind: 'soap',
  soapAction: 'urn:example:choice-all-groups/pay',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'pay', namespace: 'urn:example:choice-all-groups', type: 'pay' },
  output: {
    element: 'payResponse',
    namespace: 'urn:example:choice-all-groups',
    type: 'payResponse',
  },
  faults: [],
  rateLimits: [],
};
