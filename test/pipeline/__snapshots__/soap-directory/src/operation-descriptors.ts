/**
 * The runtime descriptor of each operation of Directory Service 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `lookupPerson`: SOAPAction http://directory.example.test/lookupPerson. */
export const lookupPersonOperation: SoapOperationDescriptor = {
  name: 'lookupPerson',
  kind: 'soap',
  soapAction: 'http://directory.example.test/lookupPerson',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: {
    element: 'lookupPerson',
    namespace: 'http://directory.example.test/',
    type: 'LookupPerson',
  },
  output: {
    element: 'lookupPersonResponse',
    namespace: 'http://directory.example.test/',
    type: 'LookupPersonResponse',
  },
  faults: [
    {
      element: 'DirectoryFault',
      namespace: 'http://directory.example.test/',
      type: 'DirectoryFault',
    },
  ],
  rateLimits: [],
};

/** `listNames`: SOAPAction http://directory.example.test/listNames. */
export const listNamesOperation: SoapOperationDescriptor = {
  name: 'listNames',
  kind: 'soap',
  soapAction: 'http://directory.example.test/listNames',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'listNames', namespace: 'http://directory.example.test/', type: 'ListNames' },
  output: {
    element: 'listNamesResponse',
    namespace: 'http://directory.example.test/',
    type: 'ListNamesResponse',
  },
  faults: [],
  rateLimits: [],
};
