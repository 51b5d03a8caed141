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

/** `forecast`: SOAPAction urn:example:mixed/forecast. */
export const forecastOperation: SoapOperationDescriptor = {
  name: 'forecast',
  kind: 'soap',
  soapAction: 'urn:example:mixed/forecast',
  soapVersion: '1.1',
  style: 'rpc',
  use: 'encoded',
  input: { element: 'forecast', namespace: 'urn:example:mixed', type: 'forecast' },
  output: { element: 'forecastResponse', namespace: 'urn:example:mixed', type: 'forecastResponse' },
  faults: [],
  rateLimits: [],
};

/** `forecastLiteral`: SOAPAction urn:example:mixed/forecastLiteral. */
export const forecastLiteralOperation: SoapOperationDescriptor = {
  name: 'forecastLiteral',
  kind: 'soap',
  soapAction: 'urn:example:mixed/forecastLiteral',
  soapVersion: '1.1',
  style: 'rpc',
  use: 'literal',
  input: { element: 'forecastLiteral', namespace: 'urn:example:mixed', type: 'forecastLiteral' },
  output: {
    element: 'forecastLiteralResponse',
    namespace: 'urn:example:mixed',
    type: 'forecastLiteralResponse',
  },
  faults: [],
  rateLimits: [],
};
