/**
 * The runtime descriptor of each operation of ExampleService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `echo`: SOAPAction urn:example:builtins/echo. */
export const echoOperation: SoapOperationDescriptor = {
  name: 'echo',
  kind: 'soap',
  soapAction: 'urn:example:builtins/echo',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'echo', namespace: 'urn:example:builtins', type: 'echo' },
  output: { element: 'echoResponse', namespace: 'urn:example:builtins', type: 'echoResponse' },
  faults: [],
  rateLimits: [],
};
