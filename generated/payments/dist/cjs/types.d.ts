/**
* Types of Payments API 4.
*
* Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
* the full type without the read-only properties the server sets.
*/
/**
* Postal address of a cardholder. Every field is optional: replies may carry `{}` or only some fields.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Address {
	/** Street and number. */
	streetAddress?: string;
	/** City. */
	city?: string;
	/** Region or state code (e.g. `CA`). */
	region?: string;
	/** Country (`US`; replies also carry `USA`). */
	country?: string;
	/** Postal (ZIP) code. */
	postalCode?: string;
}
/**
* Decimal amount sent as a JSON string (scalars are strings in this API), e.g. `"10.55"`. Digits with an optional fractional part; no sign, no exponent, no thousands separator.
*
* @pattern ^[0-9]+(\.[0-9]+)?$
* @example "10.55"
*/
export type Amount = string;
/**
* A bank account stored under a customer (`createBankAccount`) or tokenized (`TokenRequest.bankAccount`). The
* seed names the resource only (bankaccount); the fields are from the real service.
*
* `accountNumber` is write-only in effect: replies mask it.
*
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"name":"John Doe","routingNumber":"021000021","accountNumber":"123456789012","accountType":"PERSONAL_CHECKING","phone":"9876543210"}
*/
export interface BankAccount {
	/**
	* Id of the stored bank account.
	*
	* Read-only: set by the server.
	*/
	readonly id?: string;
	/** Account holder name. */
	name?: string;
	/**
	* Bank routing number (nine digits in the US).
	*
	* @pattern ^[0-9]{9}$
	*/
	routingNumber?: string;
	/**
	* Account number, 4 to 17 digits on write; masked on read (leading characters replaced, last four digits kept).
	*
	* @pattern ^([0-9]{4,17}|[x*]+[0-9]{4})$
	*/
	accountNumber?: string;
	accountType?: BankAccountType;
	/** Phone number of the account holder. */
	phone?: string;
	/** Country of the bank (`US`). */
	country?: string;
	/** Bank code, where the country uses one. */
	bankCode?: string;
	/** How the details were captured (`KEYED`). */
	inputType?: string;
	/** Whether this is the customer's default bank account. */
	default?: boolean;
	/**
	* When the bank account was stored.
	*
	* Read-only: set by the server.
	*/
	readonly created?: DateTime;
	/**
	* When the stored bank account last changed.
	*
	* Read-only: set by the server.
	*/
	readonly updated?: DateTime;
}
/**
* A bank account stored under a customer (`createBankAccount`) or tokenized (`TokenRequest.bankAccount`). The
* seed names the resource only (bankaccount); the fields are from the real service.
*
* `accountNumber` is write-only in effect: replies mask it.
*
*
* Write shape of {@link BankAccount}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"name":"John Doe","routingNumber":"021000021","accountNumber":"123456789012","accountType":"PERSONAL_CHECKING","phone":"9876543210"}
*/
export interface BankAccountWrite {
	/** Account holder name. */
	name?: string;
	/**
	* Bank routing number (nine digits in the US).
	*
	* @pattern ^[0-9]{9}$
	*/
	routingNumber?: string;
	/**
	* Account number, 4 to 17 digits on write; masked on read (leading characters replaced, last four digits kept).
	*
	* @pattern ^([0-9]{4,17}|[x*]+[0-9]{4})$
	*/
	accountNumber?: string;
	accountType?: BankAccountType;
	/** Phone number of the account holder. */
	phone?: string;
	/** Country of the bank (`US`). */
	country?: string;
	/** Bank code, where the country uses one. */
	bankCode?: string;
	/** How the details were captured (`KEYED`). */
	inputType?: string;
	/** Whether this is the customer's default bank account. */
	default?: boolean;
}
/** The bank accounts stored under a customer, newest first. */
export type BankAccountList = BankAccount[];
/** Kind of bank account. */
export type BankAccountType = "PERSONAL_CHECKING" | "PERSONAL_SAVINGS" | "BUSINESS_CHECKING" | "BUSINESS_SAVINGS";
/** A boolean sent as a JSON string, as requests carry every scalar: `"true"` or `"false"`. */
export type BooleanString = "true" | "false";
/**
* The capture of an authorized charge, as the charge reports it after `captureCharge`.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface CaptureDetail {
	/** Captured amount. */
	amount?: Amount;
	context?: PaymentContext;
	/** When the capture happened. */
	created?: DateTime;
	/** Description given with the capture. */
	description?: string;
}
/**
* Body of `captureCharge`. Scalars are strings. The amount may exceed the authorized amount by at most 50% (150% in total); more is declined with `PMT-5000`.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface CaptureRequest {
	/** Amount to capture. */
	amount: Amount;
	/** Description of the capture. */
	description?: string;
	context?: PaymentContextRequest;
}
/**
* A payment card: inside a charge request (`ChargeRequest.card`), stored under a customer (`createCard`), or
* tokenized (`TokenRequest.card`). The seed shows number, expMonth, expYear, cvc, name and address; the other
* fields are from the real service.
*
* `number` and `cvc` are write-only in effect: replies mask them (`xxxxxxxxxxxx1111`, `xxx`).
*
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"number":"4408041234567893","expMonth":"12","expYear":"2026","name":"Captain Jack Sparrow","address":{"streetAddress":"1245 Hana Rd","city":"Richmond","region":"VA","country":"US","postalCode":"44112"}}
*/
export interface Card {
	/**
	* Id of the stored card (absent on a card inside a charge).
	*
	* Read-only: set by the server.
	*/
	readonly id?: string;
	/**
	* Card number. Full digits on write; masked on read, all but the last four digits replaced by `x` (`xxxxxxxxxxxx1111`).
	*
	* @pattern ^([0-9]{12,19}|x+[0-9]{4})$
	*/
	number?: string;
	/**
	* Expiry month, two digits (`02`).
	*
	* @pattern ^(0[1-9]|1[0-2])$
	*/
	expMonth?: string;
	/**
	* Expiry year, four digits (`2026`).
	*
	* @pattern ^[0-9]{4}$
	*/
	expYear?: string;
	/**
	* Card security code. Digits on write; masked as `xxx` on read (or absent).
	*
	* @pattern ^([0-9]{3,4}|x{3,4})$
	*/
	cvc?: string;
	/** Cardholder name. */
	name?: string;
	/** Cardholder billing address. */
	address?: Address;
	/**
	* Card brand as the service detects it (`Visa`, `VISA`, `MasterCard`, ...; spelling varies).
	*
	* Read-only: set by the server.
	*/
	readonly cardType?: string;
	/** Whether this is the customer's default card. */
	default?: boolean;
	/**
	* Whether the card is a business card.
	*
	* Read-only: set by the server.
	*/
	readonly isBusiness?: boolean;
	/**
	* Whether the card qualifies for level-3 processing.
	*
	* Read-only: set by the server.
	*/
	readonly isLevel3Eligible?: boolean;
	/**
	* State of the stored card (`ACTIVE`).
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/**
	* When the card was stored.
	*
	* Read-only: set by the server.
	*/
	readonly created?: DateTime;
	/**
	* When the stored card last changed.
	*
	* Read-only: set by the server.
	*/
	readonly updated?: DateTime;
	/**
	* Id of the owner the card is stored under (the customer id).
	*
	* Read-only: set by the server.
	*/
	readonly entityId?: string;
	/**
	* Kind of owner the card is stored under (`customers`).
	*
	* Read-only: set by the server.
	*/
	readonly entityType?: string;
	/**
	* Version of the stored card record.
	*
	* Read-only: set by the server.
	*/
	readonly entityVersion?: string;
	/**
	* Base64 SHA-512 fingerprint of the card number, to recognise the same card.
	*
	* Read-only: set by the server.
	*/
	readonly numberSHA512?: string;
	/**
	* Result of the security-code check when the card was stored.
	*
	* Read-only: set by the server.
	*
	* Other properties are allowed too; they are not part of this type.
	*/
	readonly cvcVerification?: {
		/** When the check ran. */
		date?: DateTime;
		/** Outcome (`NOT_DONE`, ...). */
		result?: string;
	};
	/**
	* Result of the zero-amount authorization check when the card was stored.
	*
	* Read-only: set by the server.
	*
	* Other properties are allowed too; they are not part of this type.
	*/
	readonly zeroDollarVerification?: {
		/** Outcome (`NOT_VERIFIED`, ...). */
		status?: string;
	};
}
/**
* A payment card: inside a charge request (`ChargeRequest.card`), stored under a customer (`createCard`), or
* tokenized (`TokenRequest.card`). The seed shows number, expMonth, expYear, cvc, name and address; the other
* fields are from the real service.
*
* `number` and `cvc` are write-only in effect: replies mask them (`xxxxxxxxxxxx1111`, `xxx`).
*
*
* Write shape of {@link Card}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"number":"4408041234567893","expMonth":"12","expYear":"2026","name":"Captain Jack Sparrow","address":{"streetAddress":"1245 Hana Rd","city":"Richmond","region":"VA","country":"US","postalCode":"44112"}}
*/
export interface CardWrite {
	/**
	* Card number. Full digits on write; masked on read, all but the last four digits replaced by `x` (`xxxxxxxxxxxx1111`).
	*
	* @pattern ^([0-9]{12,19}|x+[0-9]{4})$
	*/
	number?: string;
	/**
	* Expiry month, two digits (`02`).
	*
	* @pattern ^(0[1-9]|1[0-2])$
	*/
	expMonth?: string;
	/**
	* Expiry year, four digits (`2026`).
	*
	* @pattern ^[0-9]{4}$
	*/
	expYear?: string;
	/**
	* Card security code. Digits on write; masked as `xxx` on read (or absent).
	*
	* @pattern ^([0-9]{3,4}|x{3,4})$
	*/
	cvc?: string;
	/** Cardholder name. */
	name?: string;
	/** Cardholder billing address. */
	address?: Address;
	/** Whether this is the customer's default card. */
	default?: boolean;
}
/** The cards stored under a customer, newest first. */
export type CardList = Card[];
/**
* A card charge as the service returns it (`createCharge`, `readCharge`, `captureCharge`). The seed shows
* `created`, `status` and `amount` in replies and the create payload's fields; the rest is from the real
* service. Scalars are strings (`amount: "10.55"`), but replies may carry JSON booleans (`capture`, `context`).
*
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"created":"2018-01-31T18:48:25Z","status":"CAPTURED","amount":"10.55","currency":"USD","card":{"number":"xxxxxxxxxxxx1111","name":"emulate=0","address":{"city":"Sunnyvale","region":"CA","country":"US","streetAddress":"1130 Kifer Rd","postalCode":"94086"},"cardType":"Visa","expMonth":"02","expYear":"2020","cvc":"xxx"},"avsStreet":"Pass","avsZip":"Pass","cardSecurityCodeMatch":"NotAvailable","id":"EAQX3720TN5J","context":{"mobile":false,"deviceInfo":{},"recurring":false,"isEcommerce":true},"authCode":"139111"}
*/
export interface Charge {
	/**
	* Id of the charge (`EAQX3720TN5J`).
	*
	* Read-only: set by the server.
	*/
	readonly id?: string;
	/**
	* When the charge was created.
	*
	* Read-only: set by the server.
	*/
	readonly created?: DateTime;
	/** Read-only: set by the server. */
	readonly status?: ChargeStatus;
	/** Charged (or authorized) amount, a decimal string. */
	amount?: Amount;
	currency?: CurrencyCode;
	/** The card charged; number and cvc masked. */
	card?: Card;
	/** Token the charge was made with (`createToken`), instead of card details. */
	token?: string;
	/** Id of a stored card the charge was made with, instead of card details. */
	cardOnFile?: string;
	/** Whether the charge was captured at once (default) or only authorized (`false`, see `captureCharge`). */
	capture?: LenientBoolean;
	/**
	* Authorization code from the card issuer.
	*
	* Read-only: set by the server.
	*/
	readonly authCode?: string;
	/** Description of the charge. */
	description?: string;
	context?: PaymentContext;
	/** Read-only: set by the server. */
	readonly captureDetail?: CaptureDetail;
	/**
	* Refunds and voids of this charge.
	*
	* Read-only: set by the server.
	*/
	readonly refundDetail?: Refund[];
	/**
	* Address verification result for the street (`Pass`, `Fail`, `NotAvailable`).
	*
	* Read-only: set by the server.
	*/
	readonly avsStreet?: string;
	/**
	* Address verification result for the postal code (`Pass`, `Fail`, `NotAvailable`).
	*
	* Read-only: set by the server.
	*/
	readonly avsZip?: string;
	/**
	* Security code check result (`Match`, `NotMatch`, `NotAvailable`).
	*
	* Read-only: set by the server.
	*/
	readonly cardSecurityCodeMatch?: string;
	/**
	* Id of the kind of app that made the charge.
	*
	* Read-only: set by the server.
	*/
	readonly appType?: string;
}
/**
* Body of `createCharge`. Every scalar is a JSON string, including `amount` and the booleans (`"true"`,
* `"false"`). Pay with exactly one of `card`, `token` or `cardOnFile`. The seed does not give requiredness;
* `amount` and `currency` are required by the real service (x-svc-source public).
*
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"amount":"10.55","currency":"USD","card":{"expYear":"2020","expMonth":"02","address":{"region":"CA","postalCode":"94086","streetAddress":"1130 Kifer Rd","country":"US","city":"Sunnyvale"},"name":"emulate=0","cvc":"123","number":"4111111111111111"},"context":{"mobile":"false","isEcommerce":"true"}}
*/
export interface ChargeRequest {
	/** Amount to charge, a decimal string (`"10.55"`). */
	amount: Amount;
	currency: CurrencyCode;
	/** Card details (number, expMonth, expYear, cvc, name, address). */
	card?: Card;
	/** Token from `createToken`, instead of card details. */
	token?: string;
	/** Id of a card stored under a customer, instead of card details. */
	cardOnFile?: string;
	/** `"true"` (default) captures at once; `"false"` only authorizes (status `AUTHORIZED`), to be captured later with `captureCharge` within 30 days. */
	capture?: BooleanString;
	/** Description of the charge. */
	description?: string;
	/** Context of the payment (mobile, isEcommerce as string booleans). */
	context?: PaymentContextRequest;
}
/**
* Body of `createCharge`. Every scalar is a JSON string, including `amount` and the booleans (`"true"`,
* `"false"`). Pay with exactly one of `card`, `token` or `cardOnFile`. The seed does not give requiredness;
* `amount` and `currency` are required by the real service (x-svc-source public).
*
*
* Write shape of {@link ChargeRequest}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"amount":"10.55","currency":"USD","card":{"expYear":"2020","expMonth":"02","address":{"region":"CA","postalCode":"94086","streetAddress":"1130 Kifer Rd","country":"US","city":"Sunnyvale"},"name":"emulate=0","cvc":"123","number":"4111111111111111"},"context":{"mobile":"false","isEcommerce":"true"}}
*/
export interface ChargeRequestWrite {
	/** Amount to charge, a decimal string (`"10.55"`). */
	amount: Amount;
	currency: CurrencyCode;
	/** Card details (number, expMonth, expYear, cvc, name, address). */
	card?: CardWrite;
	/** Token from `createToken`, instead of card details. */
	token?: string;
	/** Id of a card stored under a customer, instead of card details. */
	cardOnFile?: string;
	/** `"true"` (default) captures at once; `"false"` only authorizes (status `AUTHORIZED`), to be captured later with `captureCharge` within 30 days. */
	capture?: BooleanString;
	/** Description of the charge. */
	description?: string;
	/** Context of the payment (mobile, isEcommerce as string booleans). */
	context?: PaymentContextRequest;
}
/**
* State of a charge. The seed shows `SETTLED`; the full set is from the real service.
* Flow: create with `capture: "false"` gives `AUTHORIZED`; `captureCharge` gives `CAPTURED` (create with capture
* gives `CAPTURED` directly); the processor later moves it to `SETTLED`; refunds give `REFUNDED`; a declined card
* gives `DECLINED`. Authorizations expire after 30 days. `CANCELLED` (voided), `PENDING`, `DISPUTED`, `RETURNED`
* and `WITHHELD` are set by the processor.
*/
export type ChargeStatus = "AUTHORIZED" | "DECLINED" | "CAPTURED" | "CANCELLED" | "REFUNDED" | "SETTLED" | "PENDING" | "DISPUTED" | "RETURNED" | "WITHHELD";
/**
* Currency code (ISO 4217 alphabetic, e.g. `USD`).
*
* @pattern ^[A-Z]{3}$
* @example "USD"
*/
export type CurrencyCode = string;
/**
* Timestamp in the DateTime format of RFC 2445 as the service writes it: `<date>T<time><UTC offset>` with date `YYYY-MM-DD`, time `HH:MM:SS` (optionally with fractional seconds) and offset `+/-HH:MM`, or `Z` in place of the offset (`2018-01-31T18:48:25Z`, `2025-03-28T10:00:00-07:00`).
*
* @format date-time
* @pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$
* @example "2018-01-31T18:48:25Z"
* @example "2025-03-28T10:00:00-07:00"
*/
export type DateTime = string;
/**
* Details of the device a payment was taken on (card-present and mobile payments). Replies often carry `{}`.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface DeviceInfo {
	/** Device id. */
	id?: string;
	/** Device type. */
	type?: string;
	/** Longitude of the device. */
	longitude?: string;
	/** Latitude of the device. */
	latitude?: string;
	/** Phone number of the device. */
	phoneNumber?: string;
	/** MAC address of the device. */
	macAddress?: string;
	/** IP address of the device. */
	ipAddress?: string;
}
/**
* One error of an error reply.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Error {
	/** Error code: `PMT-1xxx` fraud warning, `PMT-2xxx` fraud error, `PMT-3xxx` account error, `PMT-4xxx` invalid request, `PMT-5xxx` declined, `PMT-6xxx` system error (`PMT-5000`, `PMT-10305`). */
	code?: string;
	/** Error category (`transaction_declined`, `invalid_request`, `SERVER`, ...). */
	type?: string;
	/** Short human-readable message. */
	message?: string;
	/** Longer detail, often the field at fault. */
	detail?: string;
	/** Link to the documentation of the error code. */
	infoLink?: string;
	/** Further explanation. */
	moreInfo?: string;
}
/**
* Body of every error reply (4xx, 5xx) of this API.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"errors":[{"code":"PMT-5000","type":"transaction_declined","message":"The request to process this transaction has been declined.","infoLink":"https://developer.svc.example/docs/error-codes"}]}
*/
export interface ErrorResponse {
	/**
	* The errors, most important first.
	*
	* @minItems 1
	*/
	errors: Error[];
}
/** A boolean as replies carry it: a JSON boolean (`false`, what the service sends today) or the string form that requests use (`"false"`). */
export type LenientBoolean = boolean | BooleanString;
/**
* Context of a payment as replies carry it. Booleans may be JSON booleans here (requests send strings, see `PaymentContextRequest`); the server adds processing details (read-only).
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"mobile":false,"isEcommerce":true,"recurring":false,"deviceInfo":{}}
*/
export interface PaymentContext {
	/** Whether the payment is taken on a mobile device. */
	mobile?: LenientBoolean;
	/** Whether the payment is an e-commerce (card-not-present, online) payment. */
	isEcommerce?: LenientBoolean;
	/** Whether the payment is one of a recurring series. */
	recurring?: LenientBoolean;
	/** Tax amount included in the payment. */
	tax?: Amount;
	deviceInfo?: DeviceInfo;
	/**
	* Transaction id assigned by the processor.
	*
	* Read-only: set by the server.
	*/
	readonly clientTransID?: string;
	/**
	* Merchant account the payment was processed on.
	*
	* Read-only: set by the server.
	*/
	readonly merchantAccountNumber?: string;
	/**
	* Processor grouping code.
	*
	* Read-only: set by the server.
	*/
	readonly paymentGroupingCode?: string;
	/**
	* Processor payment status (e.g. `Completed`).
	*
	* Read-only: set by the server.
	*/
	readonly paymentStatus?: string;
	/**
	* Reconciliation batch the payment settles in.
	*
	* Read-only: set by the server.
	*/
	readonly reconBatchID?: string;
	/**
	* Authorization time as Unix seconds, a string.
	*
	* Read-only: set by the server.
	*/
	readonly txnAuthorizationStamp?: string;
}
/**
* Context of a payment as a request carries it. Booleans are JSON strings (`"true"` / `"false"`), as every request scalar.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"mobile":"false","isEcommerce":"true"}
*/
export interface PaymentContextRequest {
	/** Whether the payment is taken on a mobile device. */
	mobile?: BooleanString;
	/** Whether the payment is an e-commerce (card-not-present, online) payment. */
	isEcommerce?: BooleanString;
	/** Whether the payment is one of a recurring series. */
	recurring?: BooleanString;
	/** Tax amount included in the payment. */
	tax?: Amount;
	deviceInfo?: DeviceInfo;
}
/**
* A refund or void of a charge (`refundCharge`, `readRefund`, `voidTransaction`).
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"id":"EFL8WUV0W36R","amount":"10.00","status":"ISSUED","type":"REFUND","created":"2025-03-30T08:44:04Z","description":"Refund for order #12345"}
*/
export interface Refund {
	/**
	* Id of the refund.
	*
	* Read-only: set by the server.
	*/
	readonly id?: string;
	/** Refunded amount, a decimal string. */
	amount?: Amount;
	/** Read-only: set by the server. */
	readonly status?: RefundStatus;
	/** Read-only: set by the server. */
	readonly type?: RefundType;
	/**
	* When the refund was issued.
	*
	* Read-only: set by the server.
	*/
	readonly created?: DateTime;
	context?: PaymentContext;
	/** Description of the refund. */
	description?: string;
}
/**
* Body of `refundCharge`. Scalars are strings.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface RefundRequest {
	/** Amount to refund; at most the captured amount not yet refunded. */
	amount: Amount;
	/** Description of the refund. */
	description?: string;
	context?: PaymentContextRequest;
}
/** State of a refund or void. */
export type RefundStatus = "ISSUED" | "DECLINED" | "SETTLED" | "VOIDED" | "SUCCEEDED";
/** `REFUND` returns money of a settled charge; `VOID` cancels a charge before it settles (also the result of `voidTransaction`). */
export type RefundType = "REFUND" | "VOID";
/**
* An opaque single-use token standing for card or bank account details: the reply of `createToken`, and the body of `createCardFromToken` / `createBankAccountFromToken`.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Token {
	/**
	* The token.
	*
	* @minLength 1
	*/
	value: string;
}
/** Body of `createToken`: the card or the bank account to tokenize (exactly one). Sent without authentication, typically straight from the payer's browser or device. */
export type TokenRequest = {
	card: Card;
} | {
	bankAccount: BankAccount;
};
/**
* Body of `createToken`: the card or the bank account to tokenize (exactly one). Sent without authentication, typically straight from the payer's browser or device.
*
* Write shape of {@link TokenRequest}: what requests send (create/update input), without read-only properties.
*/
export type TokenRequestWrite = {
	card: CardWrite;
} | {
	bankAccount: BankAccountWrite;
};
