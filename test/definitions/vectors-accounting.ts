/**
 * Accounting vectors (`../shared/vectors/accounting/<file>`) -> name of the schema in
 * `definitions/accounting/openapi.yaml#/components/schemas` that each must validate against. Requests map to the
 * request schema of their operation variant (`x-svc-operations[].requestSchema`), replies to its response
 * schema, error bodies to `Fault` (or `GatewayFault`, the gateway's 401 body). `fault-throttle-429.xml` is XML
 * and is skipped by the test itself.
 */
export const accountingVectors: Record<string, string> = {
  'batch.request.json': 'BatchRequest',
  'batch.response.json': 'BatchResponse',
  'cdc-nochanges.response.json': 'CdcResponse',
  'customer-create.request.json': 'Customer',
  'customer-create.response.json': 'CustomerResponse',
  'customer-sparse-update.request.json': 'CustomerUpdate',
  'fault.template.json': 'Fault',
  'gateway-error-401.json': 'GatewayFault',
  'invoice-create.request.json': 'Invoice',
  'invoice-create.response.json': 'InvoiceResponse',
  'invoice-delete.request.json': 'EntityDeleteRequest',
  'invoice-delete.response.json': 'InvoiceDeleteResponse',
  'invoice-void.request.json': 'EntityVoidRequest',
  'invoice-void.response.json': 'InvoiceResponse',
  'query-invoice.response.json': 'QueryResponse',
};
