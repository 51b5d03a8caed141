/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `save`: SOAPAction urn:example:extension-base/save. */
export const saveOperation: SoapOperationDescriptor = {
  name: 'save',
  kind: 'soap',
  soapAction: 'urn:example:extension-base/save',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'save', namespace: 'urn:example:extension-base', type: 'save' },
  output: {
    element: 'saveResponse',
    namespace: 'urn:example:extension-base',
    type: 'saveResponse',
  },
  faults: [],
  rateLimits: [],
};
