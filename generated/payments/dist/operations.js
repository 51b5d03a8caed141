/** Every operation by name: the transport facts clients and servers read at run time. */
export const operations = {
	/**
	* Create a charge
	*
	* Charge a card (given as card details, a token or a stored card). With `capture: "true"` (the default) the
	* charge is captured at once (status `CAPTURED`); with `capture: "false"` it is only authorized
	* (`AUTHORIZED`) and must be captured with `captureCharge` within 30 days. Body: the charge JSON object;
	* reply: the created charge. Send a `Request-Id`: a retry must reuse it, and a charge whose create timed
	* out can be voided by it (`voidTransaction`).
	*/
	createCharge: {
		name: "createCharge",
		kind: "http",
		method: "POST",
		path: "/svc/v4/payments/charges",
		selector: {},
		parameters: [{
			name: "Request-Id",
			in: "header",
			required: true,
			style: "simple",
			explode: false
		}, {
			name: "Accept",
			in: "header",
			required: false,
			style: "simple",
			explode: false
		}],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Read a charge
	*
	* Read one charge by its id, with its current status, capture and refund details.
	*/
	readCharge: {
		name: "readCharge",
		kind: "http",
		method: "GET",
		path: "/svc/v4/payments/charges/{chargeId}",
		selector: {},
		parameters: [{
			name: "chargeId",
			in: "path",
			required: true,
			style: "simple",
			explode: false
		}, {
			name: "Accept",
			in: "header",
			required: false,
			style: "simple",
			explode: false
		}],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Capture an authorized charge
	*
	* Capture a charge created with `capture: "false"` (status `AUTHORIZED`), giving `CAPTURED`. The amount
	* may be at most 150% of the authorized amount (else error `PMT-5000`). Authorizations expire after 30 days.
	*
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	captureCharge: {
		name: "captureCharge",
		kind: "http",
		method: "POST",
		path: "/svc/v4/payments/charges/{chargeId}/capture",
		selector: {},
		parameters: [
			{
				name: "chargeId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Refund a charge
	*
	* Refund all or part of a captured or settled charge. Before settlement the service may void the charge instead (refund `type: VOID`).
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	refundCharge: {
		name: "refundCharge",
		kind: "http",
		method: "POST",
		path: "/svc/v4/payments/charges/{chargeId}/refunds",
		selector: {},
		parameters: [
			{
				name: "chargeId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Read a refund of a charge
	*
	* Read one refund of a charge by the charge id and the refund id.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	readRefund: {
		name: "readRefund",
		kind: "http",
		method: "GET",
		path: "/svc/v4/payments/charges/{chargeId}/refunds/{refundId}",
		selector: {},
		parameters: [
			{
				name: "chargeId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "refundId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Void a transaction by its request id
	*
	* Void a charge identified by the `Request-Id` it was created with: for a create call that timed out, where the client does not know whether (or under which id) the charge exists. No body. The void is itself a write and carries its own `Request-Id`.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	voidTransaction: {
		name: "voidTransaction",
		kind: "http",
		method: "POST",
		path: "/svc/v4/payments/txn-requests/{requestId}/void",
		selector: {},
		parameters: [
			{
				name: "requestId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Store a card under a customer
	*
	* Store a card in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	createCard: {
		name: "createCard",
		kind: "http",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/cards",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* List the cards of a customer
	*
	* All cards stored under the customer, newest first; sensitive numbers masked.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	listCards: {
		name: "listCards",
		kind: "http",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/cards",
		selector: {},
		parameters: [{
			name: "customerId",
			in: "path",
			required: true,
			style: "simple",
			explode: false
		}, {
			name: "Accept",
			in: "header",
			required: false,
			style: "simple",
			explode: false
		}],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Store a card from a token
	*
	* Store the card behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createCard`.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	createCardFromToken: {
		name: "createCardFromToken",
		kind: "http",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/cards/createFromToken",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Read a stored card
	*
	* Read one card stored under the customer; sensitive numbers masked.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	readCard: {
		name: "readCard",
		kind: "http",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/cards/{cardId}",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "cardId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Delete a stored card
	*
	* Remove the card from the customer's wallet. Serial per customer like `createCard`.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	deleteCard: {
		name: "deleteCard",
		kind: "http",
		method: "DELETE",
		path: "/svc/v4/customers/{customerId}/cards/{cardId}",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "cardId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"204": {
				mediaTypes: [],
				headers: [{
					name: "svc_tid",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Store a bank account under a customer
	*
	* Store a bank account in the customer's wallet. Writes to one customer's wallet are serial (name-list rule: `x-svc-serialize` keyed by customer).
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	createBankAccount: {
		name: "createBankAccount",
		kind: "http",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/bank-accounts",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* List the bank accounts of a customer
	*
	* All bank accounts stored under the customer, newest first; sensitive numbers masked.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	listBankAccounts: {
		name: "listBankAccounts",
		kind: "http",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/bank-accounts",
		selector: {},
		parameters: [{
			name: "customerId",
			in: "path",
			required: true,
			style: "simple",
			explode: false
		}, {
			name: "Accept",
			in: "header",
			required: false,
			style: "simple",
			explode: false
		}],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Store a bank account from a token
	*
	* Store the bank account behind a token from `createToken` (body `{"value": "<token>"}`) in the customer's wallet. Serial per customer like `createBankAccount`.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	createBankAccountFromToken: {
		name: "createBankAccountFromToken",
		kind: "http",
		method: "POST",
		path: "/svc/v4/customers/{customerId}/bank-accounts/createFromToken",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Read a stored bank account
	*
	* Read one bank account stored under the customer; sensitive numbers masked.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	readBankAccount: {
		name: "readBankAccount",
		kind: "http",
		method: "GET",
		path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "bankAccountId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"200": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Delete a stored bank account
	*
	* Remove the bank account from the customer's wallet. Serial per customer like `createBankAccount`.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	deleteBankAccount: {
		name: "deleteBankAccount",
		kind: "http",
		method: "DELETE",
		path: "/svc/v4/customers/{customerId}/bank-accounts/{bankAccountId}",
		selector: {},
		parameters: [
			{
				name: "customerId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "bankAccountId",
				in: "path",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Request-Id",
				in: "header",
				required: true,
				style: "simple",
				explode: false
			},
			{
				name: "Accept",
				in: "header",
				required: false,
				style: "simple",
				explode: false
			}
		],
		responses: {
			"204": {
				mediaTypes: [],
				headers: [{
					name: "svc_tid",
					required: false
				}]
			},
			"401": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [{ bearerAuth: [] }],
		serialize: { key: ["customer"] },
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	},
	/**
	* Create a token
	*
	* Exchange card or bank account details for an opaque single-use token (`{"value": ...}`), to charge (`ChargeRequest.token`) or to store (`createCardFromToken`, `createBankAccountFromToken`) without the details passing through the merchant's server. Sent without the `Authorization` header.
	*
	* Provenance: `public` (not stated by the interface document).
	*/
	createToken: {
		name: "createToken",
		kind: "http",
		method: "POST",
		path: "/svc/v4/payments/tokens",
		selector: {},
		parameters: [{
			name: "Request-Id",
			in: "header",
			required: true,
			style: "simple",
			explode: false
		}, {
			name: "Accept",
			in: "header",
			required: false,
			style: "simple",
			explode: false
		}],
		requestBody: {
			required: true,
			mediaTypes: ["application/json"]
		},
		responses: {
			"201": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"429": {
				mediaTypes: ["application/json"],
				headers: [
					{
						name: "Retry-After",
						required: false
					},
					{
						name: "svc_tid",
						required: false
					},
					{
						name: "Content-Type",
						required: false
					}
				]
			},
			"4XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			},
			"5XX": {
				mediaTypes: ["application/json"],
				headers: [{
					name: "svc_tid",
					required: false
				}, {
					name: "Content-Type",
					required: false
				}]
			}
		},
		security: [],
		rateLimits: ["production-per-realm-per-minute", "sandbox-per-app-per-minute"]
	}
};
/** Addresses the services are reached at. */
export const endpoints = [{
	service: "PaymentsAPI",
	name: "production",
	url: "https://api.svc.example",
	description: "Production. `{base_url}` of the live service."
}, {
	service: "PaymentsAPI",
	name: "sandbox",
	url: "https://sandbox.api.svc.example",
	description: "Sandbox and testing."
}];
/** Rate limits the interface declares; `keyedBy` names entries of `rateLimitKeys`. */
export const rateLimits = [{
	id: "production-per-realm-per-minute",
	limit: 200,
	windowSeconds: 60,
	keyedBy: ["realm"],
	appliesTo: [],
	environments: ["production"],
	description: "Production allows 200 requests per minute per realm ID."
}, {
	id: "sandbox-per-app-per-minute",
	limit: 100,
	windowSeconds: 60,
	keyedBy: ["app"],
	appliesTo: [],
	environments: ["sandbox"],
	description: "Sandbox and testing allow 100 requests per minute per individual app."
}];
/** How each rate-limit key is read off a request. */
export const rateLimitKeys = [
	{
		name: "app",
		in: "credential",
		description: "The OAuth app behind the bearer token."
	},
	{
		name: "customer",
		in: "path",
		param: "customerId",
		description: "The customer whose wallet (stored cards and bank accounts) a write changes. Used by `x-svc-serialize`, not by a rate limit."
	},
	{
		name: "realm",
		in: "credential",
		description: "The company (realm ID) the bearer token was granted for; payments paths do not carry it."
	}
];
/** Security schemes by name, as operations' `security` requirements refer to them. */
export const securitySchemes = {
	oauth2: {
		kind: "oauth2",
		description: "OAuth 2.0 authorization-code grant of a company (realm) to the app. The consent redirect carries the realm id beside the code; access tokens live one hour; refresh tokens roll (a refresh may return a new one, and the previous one is then refused) and expire unused after about 100 days, and at the latest after five years."
	},
	bearerAuth: {
		kind: "http-bearer",
		description: "OAuth 2.0 access token of the user's grant to the app, sent as `Authorization: Bearer <ACCESS_TOKEN>` on every request (except `createToken`). How the token is obtained is not part of this API."
	}
};
export { fillPath, matchHttpOperation, rateLimitsOf } from "./runtime/operations/operation-table.js";
