/**
 * Types of OrdersService 1.0.0.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/** XML element `GetOrder` in `urn:example:contracts`. */
export interface GetOrder {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  id: number;
}

/** XML element `GetOrderResponse` in `urn:example:contracts`. */
export interface GetOrderResponse {
  GetOrderResult?: Order | null;
}

/** XML element `NotFound` in `urn:example:faults`. */
export interface NotFound {
  message: string;
}

export interface Order {
  /**
   * @format int32
   * @minimum -2147483648
   * @maximum 2147483647
   */
  id: number;
  customer?: string | null;
  /**
   * @format decimal
   * @pattern ^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$
   */
  total: string;
}
