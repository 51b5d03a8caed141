/**
 * Payments vectors (`../shared/vectors/payments/<file>`) -> name of the schema in
 * `definitions/payments/openapi.yaml#/components/schemas` that each must validate against. Requests map to the
 * operation's request body schema, replies to its response schema, error bodies to `ErrorResponse`.
 */
export const paymentsVectors: Record<string, string> = {
  'card-create.request.json': 'Card',
  'card-create.response.json': 'Card',
  'card-get.response.json': 'Card',
  'charge-capture.response.json': 'Charge',
  'charge-create-sandbox2025.response.json': 'Charge',
  'charge-create.request.json': 'ChargeRequest',
  'charge-create.response.json': 'Charge',
  'charge-get-sandbox2025.response.json': 'Charge',
  'charge-refund.response.json': 'Refund',
  'error-declined-PMT-5000.json': 'ErrorResponse',
  'error.format.json': 'ErrorResponse',
};
