/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `register`: SOAPAction urn:example:element-refs/register. */
export const registerOperation: SoapOperationDescriptor = {
  name: 'register',
  kind: 'soap',
  soapAction: 'urn:example:element-refs/register',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'register', namespace: 'urn:example:element-refs', type: 'register' },
  output: {
    element: 'registerResponse',
    namespace: 'urn:example:element-refs',
    type: 'registerResponse',
  },
  faults: [],
  rateLimits: [],
};
