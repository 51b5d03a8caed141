/**
 * The runtime descriptor of each operation of OrdersService 1.0.0, one export per operation (a bundler keeps the ones called).
 *
 * Generated from the definition; do not edit.
 */
import type { SoapOperationDescriptor } from './runtime/operations/operation-table.js';

/** `GetOrder`: SOAPAction urn:example:contracts/IOrders/GetOrder. */
export const GetOrderOperation: SoapOperationDescriptor = {
  name: 'GetOrder',
  kind: 'soap',
  soapAction: 'urn:example:contracts/IOrders/GetOrder',
  soapVersion: '1.1',
  style: 'document',
  use: 'literal',
  input: { element: 'GetOrder', namespace: 'urn:example:contracts', type: 'GetOrder' },
  output: {
    element: 'GetOrderResponse',
    namespace: 'urn:example:contracts',
    type: 'GetOrderResponse',
  },
  faults: [{ element: 'NotFound', namespace: 'urn:example:faults', type: 'NotFound' }],
  rateLimits: [],
};
