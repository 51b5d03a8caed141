/**
* Types of Accounting API 3.75.0.
*
* Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
* the full type without the read-only properties the server sets.
*/
/**
* An account of the chart of accounts (bank, income, expense, ...), referenced by transactions through `...AccountRef`. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `Name` and `AccountType` are required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional fields, `AccountEx`).
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Account {
	/**
	* Id of the account, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name of the account; unique; must not contain `"` or `:`.
	*
	* @maxLength 100
	*/
	Name?: string;
	/** Kind of account; determines `Classification`. */
	AccountType?: "Bank" | "Other Current Asset" | "Fixed Asset" | "Other Asset" | "Accounts Receivable" | "Equity" | "Expense" | "Other Expense" | "Cost of Goods Sold" | "Accounts Payable" | "Credit Card" | "Long Term Liability" | "Other Current Liability" | "Income" | "Other Income";
	/** Detail type within `AccountType` (`Checking`, `ServiceFeeIncome`, ...). */
	AccountSubType?: string;
	/** Derived from `AccountType`. */
	Classification?: "Asset" | "Equity" | "Expense" | "Liability" | "Revenue";
	/** @maxLength 100 */
	Description?: string;
	/** @maxLength 20 */
	AcctNum?: string;
	SubAccount?: boolean;
	ParentRef?: ReferenceType;
	/** Read-only: set by the server. */
	readonly FullyQualifiedName?: string;
	/** False makes the account inactive, which is how it is "deleted". */
	Active?: boolean;
	CurrencyRef?: ReferenceType;
	TaxCodeRef?: ReferenceType;
	/**
	* Balance of the account.
	*
	* Read-only: set by the server.
	*/
	readonly CurrentBalance?: Money;
	/** Read-only: set by the server. */
	readonly CurrentBalanceWithSubAccounts?: Money;
}
/**
* An account of the chart of accounts (bank, income, expense, ...), referenced by transactions through `...AccountRef`. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `Name` and `AccountType` are required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional fields, `AccountEx`).
*
* Write shape of {@link Account}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface AccountWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name of the account; unique; must not contain `"` or `:`.
	*
	* @maxLength 100
	*/
	Name?: string;
	/** Kind of account; determines `Classification`. */
	AccountType?: "Bank" | "Other Current Asset" | "Fixed Asset" | "Other Asset" | "Accounts Receivable" | "Equity" | "Expense" | "Other Expense" | "Cost of Goods Sold" | "Accounts Payable" | "Credit Card" | "Long Term Liability" | "Other Current Liability" | "Income" | "Other Income";
	/** Detail type within `AccountType` (`Checking`, `ServiceFeeIncome`, ...). */
	AccountSubType?: string;
	/** Derived from `AccountType`. */
	Classification?: "Asset" | "Equity" | "Expense" | "Liability" | "Revenue";
	/** @maxLength 100 */
	Description?: string;
	/** @maxLength 20 */
	AcctNum?: string;
	SubAccount?: boolean;
	ParentRef?: ReferenceType;
	/** False makes the account inactive, which is how it is "deleted". */
	Active?: boolean;
	CurrencyRef?: ReferenceType;
	TaxCodeRef?: ReferenceType;
}
/**
* An expense line booked to an account (bill, purchase). Tagged by `DetailType` = `AccountBasedExpenseLineDetail` (replies may carry the enum constant's name `ACCOUNT_BASED_EXPENSE_LINE_DETAIL`); its details are in the member `AccountBasedExpenseLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface AccountBasedExpenseLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "AccountBasedExpenseLineDetail" | "ACCOUNT_BASED_EXPENSE_LINE_DETAIL";
	AccountBasedExpenseLineDetail?: AccountBasedExpenseLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of an expense booked to an account; optionally billable to a customer. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface AccountBasedExpenseLineDetail {
	/** The expense account. */
	AccountRef?: ReferenceType;
	BillableStatus?: BillableStatus;
	/** The customer the expense can be billed to. */
	CustomerRef?: ReferenceType;
	ClassRef?: ReferenceType;
	TaxCodeRef?: ReferenceType;
	TaxAmount?: Money;
	TaxInclusiveAmt?: Money;
}
/** Reply of create, read and update: `{"Account": {...}, "time"}`, the entity under its own name and the server time. */
export interface AccountResponse {
	Account: Account;
	time?: DateTime;
}
/** Body of `updateAccount`: the account's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the account: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type AccountUpdate = Account & {
	/** Id of the account to update. */
	Id: string;
	/** The account's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateAccount`: the account's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the account: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link AccountUpdate}: what requests send (create/update input), without read-only properties.
*/
export type AccountUpdateWrite = AccountWrite & {
	/** Id of the account to update. */
	Id: string;
	/** The account's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* One item of a batch: `bId` and either an entity operation (`operation` plus one member named after the entity, e.g. `"Vendor": {...}`, holding what the single-entity call would send) or a query (`Query`). Any entity can appear, so the entity member is an additional property.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface BatchItemRequest {
	/** Caller-chosen id of the item, echoed in its BatchItemResponse. */
	bId: string;
	/** What to do with the entity member. */
	operation?: "create" | "update" | "delete";
	/** A query statement (as for `query`), instead of an entity operation. */
	Query?: string;
	/** Extra options of the operation, as the vendor defines them. */
	optionsData?: string;
}
/**
* Outcome of one batch item, matched by `bId`: a `Fault` when it failed; otherwise the entity under its name (`"Vendor": {...}`, an additional property) or, for a query item, `QueryResponse`.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface BatchItemResponse {
	bId: string;
	Fault?: FaultInfo;
	QueryResponse?: QueryResult;
}
/** Body of `batch`: up to 30 items, each run on its own (one item's failure does not fail the others). Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface BatchRequest {
	/**
	* @minItems 1
	* @maxItems 30
	*/
	BatchItemRequest: BatchItemRequest[];
}
/** Reply of `batch`: one BatchItemResponse per request item. Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface BatchResponse {
	BatchItemResponse: BatchItemResponse[];
	time?: DateTime;
}
/**
* A bill from a vendor: an account payable, with expense lines (AccountBasedExpenseLine, ItemBasedExpenseLine). A transaction entity: it can be deleted (`deleteBill`). On create `VendorRef` and at least one `Line` are required; they are not `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional tax fields, `BillEx`).
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Bill {
	/**
	* Id of the bill, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update or delete must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The vendor billing. Required on create. */
	VendorRef?: ReferenceType;
	/** Expense lines. Required on create, at least one. */
	Line?: Line[];
	/** The accounts-payable account; the default one when omitted. */
	APAccountRef?: ReferenceType;
	/**
	* The vendor's reference number of the bill.
	*
	* @maxLength 21
	*/
	DocNumber?: string;
	TxnDate?: CalendarDate;
	DueDate?: CalendarDate;
	SalesTermRef?: ReferenceType;
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	DepartmentRef?: ReferenceType;
	/** @maxLength 4000 */
	PrivateNote?: string;
	TxnTaxDetail?: TxnTaxDetail;
	GlobalTaxCalculation?: GlobalTaxCalculation;
	VendorAddr?: PhysicalAddress;
	RemitToAddr?: PhysicalAddress;
	/** Transactions linked to the bill (bill payments). */
	LinkedTxn?: LinkedTxn[];
	/**
	* Total of the bill, computed from its lines.
	*
	* Read-only: set by the server.
	*/
	readonly TotalAmt?: Money;
	/**
	* Amount still owed to the vendor.
	*
	* Read-only: set by the server.
	*/
	readonly Balance?: Money;
	/** Read-only: set by the server. */
	readonly HomeBalance?: Money;
}
/**
* A bill from a vendor: an account payable, with expense lines (AccountBasedExpenseLine, ItemBasedExpenseLine). A transaction entity: it can be deleted (`deleteBill`). On create `VendorRef` and at least one `Line` are required; they are not `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional tax fields, `BillEx`).
*
* Write shape of {@link Bill}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface BillWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The vendor billing. Required on create. */
	VendorRef?: ReferenceType;
	/** Expense lines. Required on create, at least one. */
	Line?: Line[];
	/** The accounts-payable account; the default one when omitted. */
	APAccountRef?: ReferenceType;
	/**
	* The vendor's reference number of the bill.
	*
	* @maxLength 21
	*/
	DocNumber?: string;
	TxnDate?: CalendarDate;
	DueDate?: CalendarDate;
	SalesTermRef?: ReferenceType;
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	DepartmentRef?: ReferenceType;
	/** @maxLength 4000 */
	PrivateNote?: string;
	TxnTaxDetail?: TxnTaxDetail;
	GlobalTaxCalculation?: GlobalTaxCalculation;
	VendorAddr?: PhysicalAddressWrite;
	RemitToAddr?: PhysicalAddressWrite;
	/** Transactions linked to the bill (bill payments). */
	LinkedTxn?: LinkedTxn[];
}
/** Reply of `deleteBill`: `{"Bill": {"status": "Deleted", "domain", "Id"}, "time"}`. */
export interface BillDeleteResponse {
	Bill: DeletedEntity;
	time?: DateTime;
}
/** Reply of create, read and update: `{"Bill": {...}, "time"}`, the entity under its own name and the server time. */
export interface BillResponse {
	Bill: Bill;
	time?: DateTime;
}
/** Body of `updateBill`: the bill's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the bill: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type BillUpdate = Bill & {
	/** Id of the bill to update. */
	Id: string;
	/** The bill's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateBill`: the bill's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the bill: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link BillUpdate}: what requests send (create/update input), without read-only properties.
*/
export type BillUpdateWrite = BillWrite & {
	/** Id of the bill to update. */
	Id: string;
	/** The bill's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/** Whether an expense line can be billed on to a customer. */
export type BillableStatus = "Billable" | "NotBillable" | "HasBeenBilled";
/**
* A calendar date `YYYY-MM-DD` (the date part of the DateTime format), e.g. `TxnDate`, `DueDate`.
*
* @format date
* @pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$
* @example "2015-07-24"
*/
export type CalendarDate = string;
/** Reply of `cdc`: `{"CDCResponse": [{"QueryResponse": [...]}], "time"}`. Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface CdcResponse {
	CDCResponse: CdcResult[];
	time?: DateTime;
}
/**
* Changes found by `cdc`: `QueryResponse` holds one QueryResult per requested entity that changed, each with an entity member (`"Invoice": [...]`); deleted entities appear as `{"Id", "status": "Deleted"}`. With no changes the list holds one empty object.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface CdcResult {
	QueryResponse?: QueryResult[];
}
/**
* One event of a webhook notification in the newer format: the body is a JSON array of CloudEvents 1.0 with `type` such as `qbo.customer.created.v1`, signed like the legacy format (`intuit-signature`). Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface CloudEvent {
	/** @example "1.0" */
	specversion: string;
	id: string;
	source: string;
	/** Event type, `<product>.<entity>.<created|updated|deleted|...>.v1`. */
	type: string;
	time?: DateTime;
	/** Id of the entity that changed. */
	intuitentityid?: string;
	/** The company (realm ID). */
	intuitaccountid?: string;
	data?: {
		[key: string]: unknown;
	};
}
/**
* Body of a webhook notification in the newer format: a JSON array of CloudEvents, one per changed entity.
*
* @minItems 1
*/
export type CloudEventNotification = CloudEvent[];
/** A custom field of a transaction (up to three are enabled per company). `Type` says which of the value members holds the value. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface CustomField {
	/** Id of the custom field's definition. */
	DefinitionId?: string;
	/** Name of the custom field (`Crew */
	Name?: string;
	Type?: "StringType" | "BooleanType" | "NumberType" | "DateType";
	StringValue?: string;
	BooleanValue?: boolean;
	NumberValue?: number;
	DateValue?: CalendarDate;
}
/**
* A customer of the company (or a sub-customer / job under a parent). A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create one of `DisplayName`, `GivenName`, `FamilyName`, `Title`, `MiddleName`, `Suffix` is required; nothing is `required` here because a sparse update may omit them all. Read-only members are set by the service: a value sent in one (`FullyQualifiedName` in the vendor's own create sample) is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional tax fields, `CustomerEx`).
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"DisplayName":"King's Groceries","GivenName":"James","FamilyName":"King","PrimaryEmailAddr":{"Address":"jdrew@myemail.com"}}
*/
export interface Customer {
	/**
	* Id of the customer, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name shown in lists; unique across customers, vendors and employees (error 6240 otherwise). Derived from the name parts when omitted.
	*
	* @maxLength 500
	*/
	DisplayName?: string;
	/** @maxLength 16 */
	Title?: string;
	/** @maxLength 100 */
	GivenName?: string;
	/** @maxLength 100 */
	MiddleName?: string;
	/** @maxLength 100 */
	FamilyName?: string;
	/** @maxLength 16 */
	Suffix?: string;
	/** @maxLength 100 */
	CompanyName?: string;
	/** @maxLength 110 */
	PrintOnCheckName?: string;
	/**
	* Full name including parent names (`Parent:Child`).
	*
	* Read-only: set by the server.
	*/
	readonly FullyQualifiedName?: string;
	/** False makes the entity inactive, which is how it is "deleted" (name-list entities cannot be deleted). */
	Active?: boolean;
	PrimaryEmailAddr?: EmailAddress;
	PrimaryPhone?: TelephoneNumber;
	AlternatePhone?: TelephoneNumber;
	Mobile?: TelephoneNumber;
	Fax?: TelephoneNumber;
	WebAddr?: WebSiteAddress;
	BillAddr?: PhysicalAddress;
	ShipAddr?: PhysicalAddress;
	/** @maxLength 2000 */
	Notes?: string;
	/** Currency the entity deals in; fixed after create. */
	CurrencyRef?: ReferenceType;
	/** @maxLength 100 */
	AcctNum?: string;
	DefaultTaxCodeRef?: ReferenceType;
	OpenBalanceDate?: CalendarDate;
	/**
	* Open balance.
	*
	* Read-only: set by the server.
	*/
	readonly Balance?: Money;
	Taxable?: boolean;
	/** True for a sub-customer (job). */
	Job?: boolean;
	BillWithParent?: boolean;
	ParentRef?: ReferenceType;
	/**
	* Depth in the customer hierarchy (0 = top level).
	*
	* Read-only: set by the server.
	*
	* @integer
	*/
	readonly Level?: number;
	SalesTermRef?: ReferenceType;
	PaymentMethodRef?: ReferenceType;
	/** How the customer prefers to receive forms (`Print`, `Email`, `None`). */
	PreferredDeliveryMethod?: string;
	/** @maxLength 16 */
	ResaleNum?: string;
	CreditLimit?: Money;
	/**
	* Open balance including sub-customers.
	*
	* Read-only: set by the server.
	*/
	readonly BalanceWithJobs?: Money;
}
/**
* A customer of the company (or a sub-customer / job under a parent). A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create one of `DisplayName`, `GivenName`, `FamilyName`, `Title`, `MiddleName`, `Suffix` is required; nothing is `required` here because a sparse update may omit them all. Read-only members are set by the service: a value sent in one (`FullyQualifiedName` in the vendor's own create sample) is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (regional tax fields, `CustomerEx`).
*
* Write shape of {@link Customer}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"DisplayName":"King's Groceries","GivenName":"James","FamilyName":"King","PrimaryEmailAddr":{"Address":"jdrew@myemail.com"}}
*/
export interface CustomerWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name shown in lists; unique across customers, vendors and employees (error 6240 otherwise). Derived from the name parts when omitted.
	*
	* @maxLength 500
	*/
	DisplayName?: string;
	/** @maxLength 16 */
	Title?: string;
	/** @maxLength 100 */
	GivenName?: string;
	/** @maxLength 100 */
	MiddleName?: string;
	/** @maxLength 100 */
	FamilyName?: string;
	/** @maxLength 16 */
	Suffix?: string;
	/** @maxLength 100 */
	CompanyName?: string;
	/** @maxLength 110 */
	PrintOnCheckName?: string;
	/** False makes the entity inactive, which is how it is "deleted" (name-list entities cannot be deleted). */
	Active?: boolean;
	PrimaryEmailAddr?: EmailAddress;
	PrimaryPhone?: TelephoneNumber;
	AlternatePhone?: TelephoneNumber;
	Mobile?: TelephoneNumber;
	Fax?: TelephoneNumber;
	WebAddr?: WebSiteAddress;
	BillAddr?: PhysicalAddressWrite;
	ShipAddr?: PhysicalAddressWrite;
	/** @maxLength 2000 */
	Notes?: string;
	/** Currency the entity deals in; fixed after create. */
	CurrencyRef?: ReferenceType;
	/** @maxLength 100 */
	AcctNum?: string;
	DefaultTaxCodeRef?: ReferenceType;
	OpenBalanceDate?: CalendarDate;
	Taxable?: boolean;
	/** True for a sub-customer (job). */
	Job?: boolean;
	BillWithParent?: boolean;
	ParentRef?: ReferenceType;
	SalesTermRef?: ReferenceType;
	PaymentMethodRef?: ReferenceType;
	/** How the customer prefers to receive forms (`Print`, `Email`, `None`). */
	PreferredDeliveryMethod?: string;
	/** @maxLength 16 */
	ResaleNum?: string;
	CreditLimit?: Money;
}
/** Reply of create, read and update: `{"Customer": {...}, "time"}`, the entity under its own name and the server time. */
export interface CustomerResponse {
	Customer: Customer;
	time?: DateTime;
}
/** Body of `updateCustomer`: the customer's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the customer: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type CustomerUpdate = Customer & {
	/** Id of the customer to update. */
	Id: string;
	/** The customer's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateCustomer`: the customer's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the customer: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link CustomerUpdate}: what requests send (create/update input), without read-only properties.
*/
export type CustomerUpdateWrite = CustomerWrite & {
	/** Id of the customer to update. */
	Id: string;
	/** The customer's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Timestamp in the DateTime format of RFC 2445, as used in response payloads and webhook notifications: `<date>T<time><UTC offset>` with date `YYYY-MM-DD`, time `HH:MM:SS` and offset `+/-HH:MM` (`2015-07-24T10:33:39-07:00`). The service also writes fractional seconds in the reply member `time` (`2017-09-29T09:17:31.892-07:00`), and `Z` may stand in for a zero offset; the pattern accepts both.
*
* @format date-time
* @pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$
* @example "2015-07-24T10:33:39-07:00"
* @example "2017-09-29T09:17:31.892-07:00"
* @example "2016-10-05T03:09:04.000Z"
*/
export type DateTime = string;
/** What a delete reply holds under the entity's name instead of the entity. Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface DeletedEntity {
	status: "Deleted";
	/** Data domain of the entity (`QBO`). */
	domain?: string;
	/** Id of the deleted entity. */
	Id: string;
}
/**
* Details of a description-only line. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface DescriptionLineDetail {
	ServiceDate?: CalendarDate;
	TaxCodeRef?: ReferenceType;
}
/**
* A text-only line (a heading or note) without an item; its amount is ignored. Tagged by `DetailType` = `DescriptionOnly` (replies may carry the enum constant's name `DESCRIPTION_ONLY`); its details are in the member `DescriptionOnly`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface DescriptionOnlyLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "DescriptionOnly" | "DESCRIPTION_ONLY";
	DescriptionOnly?: DescriptionLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* A discount applied to the transaction, by percent or amount. Tagged by `DetailType` = `DiscountLineDetail` (replies may carry the enum constant's name `DISCOUNT_LINE_DETAIL`); its details are in the member `DiscountLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface DiscountLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "DiscountLineDetail" | "DISCOUNT_LINE_DETAIL";
	DiscountLineDetail?: DiscountLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a discount line; with `PercentBased` true, `DiscountPercent` sets the line amount. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface DiscountLineDetail {
	PercentBased?: boolean;
	DiscountPercent?: number;
	DiscountAccountRef?: ReferenceType;
	DiscountRef?: ReferenceType;
	ClassRef?: ReferenceType;
	TaxCodeRef?: ReferenceType;
	ServiceDate?: CalendarDate;
}
/** An e-mail address (`PrimaryEmailAddr`, `BillEmail`); several addresses are separated by commas. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface EmailAddress {
	Id?: string;
	/**
	* The address (`jdrew@myemail.com`).
	*
	* @maxLength 100
	*/
	Address?: string;
	Default?: boolean;
	Tag?: string;
}
/** Whether the transaction is to be e-mailed (`sendInvoice` sets `EmailSent`). Like `PrintStatus`, replies can carry the enum constant's name (`NEED_TO_SEND`) instead of the camel-case value. */
export type EmailStatus = "NotSet" | "NeedToSend" | "EmailSent" | "NOT_SET" | "NEED_TO_SEND" | "EMAIL_SENT";
/**
* Body of a delete (`POST /{entity}?operation=delete`): the Id of the transaction and its current SyncToken. The vendor's SDKs send the whole entity here; members other than `Id` and `SyncToken` are ignored, so they are allowed.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"Id":"33","SyncToken":"3"}
*/
export interface EntityDeleteRequest {
	/** Id of the entity to delete. */
	Id: string;
	/** The entity's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
}
/**
* Body of a void (`POST /{entity}?operation=void`): the Id of the transaction and its current SyncToken. Voiding keeps the transaction but sets its amounts to zero and its `PrivateNote` to `Voided`. Other members are ignored, as for a delete.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"Id":"129","SyncToken":"0"}
*/
export interface EntityVoidRequest {
	/** Id of the transaction to void. */
	Id: string;
	/** The transaction's current SyncToken. */
	SyncToken: string;
	/** The vendor's samples for payments send `sparse: true` with a void. */
	sparse?: boolean;
}
/**
* Error reply body of the service: `{"Fault": {"Error": [{Message, Detail, code, element}], "type"}, "time"}`. Used by 400, 401, 403, 404, 429 and 500 replies (a 429 can also come as XML, see the 429 response). The seed says only that errors exist; the format is the vendor's published one. Closed (`additionalProperties: false`): the reply has exactly these members.
*
* @example {"Fault":{"Error":[{"Message":"Stale Object Error","Detail":"Stale Object Error : You and root were working on this at the same time.","code":"5010","element":""}],"type":"ValidationFault"},"time":"2017-09-29T09:17:31.892-07:00"}
*/
export interface Fault {
	Fault: FaultInfo;
	time?: DateTime;
}
/**
* One error of a fault. `code` is a numeric string: 100, 120, 3200 authentication (401); 3100 authorization (403); 500 unsupported operation; 610 object not found; 2020 required parameter missing; 2170 invalid enumeration; 2500 invalid reference id; 3001 throttled (429); 5010 stale object (SyncToken mismatch); 6000 business validation; 6140 duplicate document number; 6240 duplicate name. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface FaultError {
	/** Short message (`Duplicate Name Exists Error`). */
	Message: string;
	/** Longer explanation, often naming the field. */
	Detail?: string;
	/**
	* Error code, a numeric string (`6240`).
	*
	* @example "6240"
	* @example "5010"
	* @example "610"
	*/
	code: string;
	/** Name of the offending element, or empty. */
	element?: string;
}
/** The `Fault` member of an error reply, and of a failed batch item: a list of errors and the fault's kind. Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface FaultInfo {
	/** @minItems 1 */
	Error: FaultError[];
	type?: FaultType;
}
/** Kind of fault. `AuthorizatonFault` is the spelling of the vendor's schema (sic) and is what the service sends; `AuthorizationFault` is accepted too. `SERVICE` and `AUTHENTICATION` come from the gateway in front of the service (the throttle fault is `SERVICE`). */
export type FaultType = "ValidationFault" | "SystemFault" | "AuthenticationFault" | "AuthorizationFault" | "AuthorizatonFault" | "SERVICE" | "AUTHENTICATION";
/**
* Error body of the gateway in front of the service, seen on 401 when the bearer token is malformed or expired (`{"code": "AuthenticationFailed", "type": "INPUT", "message": null, "detail": ..., "moreInfo": null}`). Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface GatewayFault {
	/** Error code (`AuthenticationFailed`). */
	code: string;
	/** Error kind (`INPUT`). */
	type?: string;
	message?: string | null;
	detail?: string | null;
	moreInfo?: string | null;
}
/** Whether line amounts include tax (non-US editions). */
export type GlobalTaxCalculation = "TaxExcluded" | "TaxInclusive" | "NotApplicable";
/**
* A group of items (a bundle) sold together; its member lines are in `GroupLineDetail.Line`. Tagged by `DetailType` = `GroupLineDetail` (replies may carry the enum constant's name `GROUP_LINE_DETAIL`); its details are in the member `GroupLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface GroupLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "GroupLineDetail" | "GROUP_LINE_DETAIL";
	GroupLineDetail?: GroupLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a group line: the group item and the lines it expands to. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface GroupLineDetail {
	GroupItemRef?: ReferenceType;
	Quantity?: number;
	ServiceDate?: CalendarDate;
	/** The group's member lines. They are always sales item lines, so they are typed as SalesItemLine (the vendor's schema says Line, which would also make the Line union recursive). */
	Line?: SalesItemLine[];
}
/**
* A sales transaction billing a customer for goods or services, to be paid later. A transaction entity: it can be deleted (`deleteInvoice`), voided (`voidInvoice`), returned as PDF (`pdfInvoice`) and e-mailed (`sendInvoice`). On create `CustomerRef` and at least one `Line` are required (error 2020 otherwise); they are not `required` here because a sparse update (`sparse: true`) may omit them. Read-only members (`readOnly`) are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry many more members than modelled here (e-invoicing, online-payment and regional fields, `InvoiceEx`), and new minor versions add more.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"Line":[{"DetailType":"SalesItemLineDetail","Amount":100,"SalesItemLineDetail":{"ItemRef":{"name":"Services","value":"1"}}}],"CustomerRef":{"value":"1"}}
*/
export interface Invoice {
	/**
	* Id of the invoice, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update or delete must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The customer billed (`value` = the customer's Id). Required on create. */
	CustomerRef?: ReferenceType;
	/** The invoice lines (SalesItemLine, GroupLine, DescriptionOnlyLine, DiscountLine; the reply adds a SubTotalLine). Required on create, at least one. */
	Line?: Line[];
	/**
	* Invoice number; assigned by the service when omitted and auto-numbering is on.
	*
	* @maxLength 21
	*/
	DocNumber?: string;
	/** Date of the invoice; today when omitted. */
	TxnDate?: CalendarDate;
	/** Date payment is due; from the sales term when omitted. */
	DueDate?: CalendarDate;
	/** Currency (`value` = ISO 4217 code) when multicurrency is on. */
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	BillAddr?: PhysicalAddress;
	ShipAddr?: PhysicalAddress;
	ShipFromAddr?: PhysicalAddress;
	/** Where `sendInvoice` sends the invoice when no `sendTo` is given. */
	BillEmail?: EmailAddress;
	BillEmailCc?: EmailAddress;
	BillEmailBcc?: EmailAddress;
	EmailStatus?: EmailStatus;
	PrintStatus?: PrintStatus;
	TxnTaxDetail?: TxnTaxDetail;
	/** Transactions linked to this invoice (payments received, the estimate it came from). */
	LinkedTxn?: LinkedTxn[];
	/**
	* Note for internal use, not shown to the customer (`Voided` after a void).
	*
	* @maxLength 4000
	*/
	PrivateNote?: string;
	/** Message to the customer, shown on the invoice. */
	CustomerMemo?: MemoRef;
	ApplyTaxAfterDiscount?: boolean;
	/** Amount of a deposit received against the invoice. */
	Deposit?: Money;
	DepositToAccountRef?: ReferenceType;
	SalesTermRef?: ReferenceType;
	ClassRef?: ReferenceType;
	DepartmentRef?: ReferenceType;
	ProjectRef?: ReferenceType;
	ShipMethodRef?: ReferenceType;
	ShipDate?: CalendarDate;
	TrackingNum?: string;
	GlobalTaxCalculation?: GlobalTaxCalculation;
	AllowOnlinePayment?: boolean;
	AllowOnlineCreditCardPayment?: boolean;
	AllowOnlineACHPayment?: boolean;
	CustomField?: CustomField[];
	/**
	* Total of the invoice, computed by the service from its lines and tax.
	*
	* Read-only: set by the server.
	*/
	readonly TotalAmt?: Money;
	/**
	* Total in the home currency (multicurrency).
	*
	* Read-only: set by the server.
	*/
	readonly HomeTotalAmt?: Money;
	/**
	* Amount still owed; 0 when paid or voided.
	*
	* Read-only: set by the server.
	*/
	readonly Balance?: Money;
	/** Read-only: set by the server. */
	readonly HomeBalance?: Money;
	/**
	* How and when the invoice was delivered (`DeliveryType`, `DeliveryTime`), set by `sendInvoice`.
	*
	* Read-only: set by the server.
	*/
	readonly DeliveryInfo?: {
		[key: string]: unknown;
	};
	/**
	* Link the customer can open to view and pay the invoice online (when requested).
	*
	* Read-only: set by the server.
	*/
	readonly InvoiceLink?: string;
}
/**
* A sales transaction billing a customer for goods or services, to be paid later. A transaction entity: it can be deleted (`deleteInvoice`), voided (`voidInvoice`), returned as PDF (`pdfInvoice`) and e-mailed (`sendInvoice`). On create `CustomerRef` and at least one `Line` are required (error 2020 otherwise); they are not `required` here because a sparse update (`sparse: true`) may omit them. Read-only members (`readOnly`) are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry many more members than modelled here (e-invoicing, online-payment and regional fields, `InvoiceEx`), and new minor versions add more.
*
* Write shape of {@link Invoice}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"Line":[{"DetailType":"SalesItemLineDetail","Amount":100,"SalesItemLineDetail":{"ItemRef":{"name":"Services","value":"1"}}}],"CustomerRef":{"value":"1"}}
*/
export interface InvoiceWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The customer billed (`value` = the customer's Id). Required on create. */
	CustomerRef?: ReferenceType;
	/** The invoice lines (SalesItemLine, GroupLine, DescriptionOnlyLine, DiscountLine; the reply adds a SubTotalLine). Required on create, at least one. */
	Line?: Line[];
	/**
	* Invoice number; assigned by the service when omitted and auto-numbering is on.
	*
	* @maxLength 21
	*/
	DocNumber?: string;
	/** Date of the invoice; today when omitted. */
	TxnDate?: CalendarDate;
	/** Date payment is due; from the sales term when omitted. */
	DueDate?: CalendarDate;
	/** Currency (`value` = ISO 4217 code) when multicurrency is on. */
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	BillAddr?: PhysicalAddressWrite;
	ShipAddr?: PhysicalAddressWrite;
	ShipFromAddr?: PhysicalAddressWrite;
	/** Where `sendInvoice` sends the invoice when no `sendTo` is given. */
	BillEmail?: EmailAddress;
	BillEmailCc?: EmailAddress;
	BillEmailBcc?: EmailAddress;
	EmailStatus?: EmailStatus;
	PrintStatus?: PrintStatus;
	TxnTaxDetail?: TxnTaxDetail;
	/** Transactions linked to this invoice (payments received, the estimate it came from). */
	LinkedTxn?: LinkedTxn[];
	/**
	* Note for internal use, not shown to the customer (`Voided` after a void).
	*
	* @maxLength 4000
	*/
	PrivateNote?: string;
	/** Message to the customer, shown on the invoice. */
	CustomerMemo?: MemoRef;
	ApplyTaxAfterDiscount?: boolean;
	/** Amount of a deposit received against the invoice. */
	Deposit?: Money;
	DepositToAccountRef?: ReferenceType;
	SalesTermRef?: ReferenceType;
	ClassRef?: ReferenceType;
	DepartmentRef?: ReferenceType;
	ProjectRef?: ReferenceType;
	ShipMethodRef?: ReferenceType;
	ShipDate?: CalendarDate;
	TrackingNum?: string;
	GlobalTaxCalculation?: GlobalTaxCalculation;
	AllowOnlinePayment?: boolean;
	AllowOnlineCreditCardPayment?: boolean;
	AllowOnlineACHPayment?: boolean;
	CustomField?: CustomField[];
}
/** Reply of `deleteInvoice`: `{"Invoice": {"status": "Deleted", "domain", "Id"}, "time"}`. */
export interface InvoiceDeleteResponse {
	Invoice: DeletedEntity;
	time?: DateTime;
}
/** Reply of create, read, update, void and send: `{"Invoice": {...}, "time"}`, the entity under its own name and the server time. */
export interface InvoiceResponse {
	Invoice: Invoice;
	time?: DateTime;
}
/** Body of `updateInvoice`: the invoice's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the invoice: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type InvoiceUpdate = Invoice & {
	/** Id of the invoice to update. */
	Id: string;
	/** The invoice's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateInvoice`: the invoice's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the invoice: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link InvoiceUpdate}: what requests send (create/update input), without read-only properties.
*/
export type InvoiceUpdateWrite = InvoiceWrite & {
	/** Id of the invoice to update. */
	Id: string;
	/** The invoice's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* A product or service the company sells or buys, used in transaction lines through `ItemRef`. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `Name` and, for `Inventory`, `IncomeAccountRef`, `ExpenseAccountRef`, `AssetAccountRef`, `TrackQtyOnHand`, `QtyOnHand` and `InvStartDate` are required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (assembly and group details, regional tax fields, `ItemEx`).
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Item {
	/**
	* Id of the item, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name of the item; unique among items (error 6240 otherwise).
	*
	* @maxLength 100
	*/
	Name?: string;
	/** Kind of item; fixed after create. */
	Type?: "Inventory" | "NonInventory" | "Service" | "Category" | "Group";
	/** @maxLength 100 */
	Sku?: string;
	/**
	* Sales description, copied into sales lines.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** False makes the item inactive, which is how it is "deleted". */
	Active?: boolean;
	SubItem?: boolean;
	ParentRef?: ReferenceType;
	/**
	* Read-only: set by the server.
	*
	* @integer
	*/
	readonly Level?: number;
	/** Read-only: set by the server. */
	readonly FullyQualifiedName?: string;
	Taxable?: boolean;
	SalesTaxIncluded?: boolean;
	/** Sales price. */
	UnitPrice?: Money;
	IncomeAccountRef?: ReferenceType;
	/** @maxLength 1000 */
	PurchaseDesc?: string;
	PurchaseTaxIncluded?: boolean;
	PurchaseCost?: Money;
	ExpenseAccountRef?: ReferenceType;
	AssetAccountRef?: ReferenceType;
	PrefVendorRef?: ReferenceType;
	TrackQtyOnHand?: boolean;
	QtyOnHand?: number;
	ReorderPoint?: number;
	InvStartDate?: CalendarDate;
	SalesTaxCodeRef?: ReferenceType;
	PurchaseTaxCodeRef?: ReferenceType;
	ClassRef?: ReferenceType;
}
/**
* A product or service the company sells or buys, used in transaction lines through `ItemRef`. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `Name` and, for `Inventory`, `IncomeAccountRef`, `ExpenseAccountRef`, `AssetAccountRef`, `TrackQtyOnHand`, `QtyOnHand` and `InvStartDate` are required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (assembly and group details, regional tax fields, `ItemEx`).
*
* Write shape of {@link Item}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface ItemWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name of the item; unique among items (error 6240 otherwise).
	*
	* @maxLength 100
	*/
	Name?: string;
	/** Kind of item; fixed after create. */
	Type?: "Inventory" | "NonInventory" | "Service" | "Category" | "Group";
	/** @maxLength 100 */
	Sku?: string;
	/**
	* Sales description, copied into sales lines.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** False makes the item inactive, which is how it is "deleted". */
	Active?: boolean;
	SubItem?: boolean;
	ParentRef?: ReferenceType;
	Taxable?: boolean;
	SalesTaxIncluded?: boolean;
	/** Sales price. */
	UnitPrice?: Money;
	IncomeAccountRef?: ReferenceType;
	/** @maxLength 1000 */
	PurchaseDesc?: string;
	PurchaseTaxIncluded?: boolean;
	PurchaseCost?: Money;
	ExpenseAccountRef?: ReferenceType;
	AssetAccountRef?: ReferenceType;
	PrefVendorRef?: ReferenceType;
	TrackQtyOnHand?: boolean;
	QtyOnHand?: number;
	ReorderPoint?: number;
	InvStartDate?: CalendarDate;
	SalesTaxCodeRef?: ReferenceType;
	PurchaseTaxCodeRef?: ReferenceType;
	ClassRef?: ReferenceType;
}
/**
* An expense line for an item bought (bill, purchase). Tagged by `DetailType` = `ItemBasedExpenseLineDetail` (replies may carry the enum constant's name `ITEM_BASED_EXPENSE_LINE_DETAIL`); its details are in the member `ItemBasedExpenseLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface ItemBasedExpenseLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "ItemBasedExpenseLineDetail" | "ITEM_BASED_EXPENSE_LINE_DETAIL";
	ItemBasedExpenseLineDetail?: ItemBasedExpenseLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of an item bought. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface ItemBasedExpenseLineDetail {
	ItemRef?: ReferenceType;
	Qty?: number;
	UnitPrice?: Money;
	BillableStatus?: BillableStatus;
	CustomerRef?: ReferenceType;
	ClassRef?: ReferenceType;
	TaxCodeRef?: ReferenceType;
	TaxInclusiveAmt?: Money;
}
/** Reply of create, read and update: `{"Item": {...}, "time"}`, the entity under its own name and the server time. */
export interface ItemResponse {
	Item: Item;
	time?: DateTime;
}
/** Body of `updateItem`: the item's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the item: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type ItemUpdate = Item & {
	/** Id of the item to update. */
	Id: string;
	/** The item's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateItem`: the item's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the item: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link ItemUpdate}: what requests send (create/update input), without read-only properties.
*/
export type ItemUpdateWrite = ItemWrite & {
	/** Id of the item to update. */
	Id: string;
	/** The item's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* A debit or credit line of a journal entry. Tagged by `DetailType` = `JournalEntryLineDetail` (replies may carry the enum constant's name `JOURNAL_ENTRY_LINE_DETAIL`); its details are in the member `JournalEntryLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface JournalEntryLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "JournalEntryLineDetail" | "JOURNAL_ENTRY_LINE_DETAIL";
	JournalEntryLineDetail?: JournalEntryLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a journal entry line. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface JournalEntryLineDetail {
	PostingType: "Debit" | "Credit";
	AccountRef: ReferenceType;
	/** The customer, vendor or employee the line is for. */
	Entity?: {
		[key: string]: unknown;
	};
	ClassRef?: ReferenceType;
	DepartmentRef?: ReferenceType;
}
/** A line of a transaction: `{Id?, LineNum?, Description?, Amount, DetailType, <DetailType>: {...}}`, a union tagged by `DetailType` whose value also names the member holding the line's details (the seed's sample: `DetailType: SalesItemLineDetail` with a `SalesItemLineDetail` member). Sales transactions (Invoice) use SalesItemLine, GroupLine, DescriptionOnlyLine, DiscountLine and SubTotalLine; purchases (Bill) use AccountBasedExpenseLine and ItemBasedExpenseLine; TaxLine appears in `TxnTaxDetail`, JournalEntryLine in journal entries. Replies sometimes carry the enum constant's name (`SALES_ITEM_LINE_DETAIL`), mapped to the same variant. Payment lines have no `DetailType` (see PaymentLine). Variants other than SalesItemLine come from the vendor's schema. */
export type Line = SalesItemLine | GroupLine | DescriptionOnlyLine | DiscountLine | SubTotalLine | TaxLine | AccountBasedExpenseLine | ItemBasedExpenseLine | JournalEntryLine;
/** A link to another transaction: a payment applied to an invoice, an estimate the invoice was created from. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface LinkedTxn {
	/** Id of the linked transaction. */
	TxnId: string;
	/** Entity name of the linked transaction (`Invoice`, `Estimate`, `Payment`, `Bill`, ...). */
	TxnType: string;
	/** Id of the linked line, where the link is to one line. */
	TxnLineId?: string;
}
/** A memo text shown to the customer (`CustomerMemo`), held in `value`. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface MemoRef {
	/** The memo text. */
	value?: string;
	/** Id of a predefined memo, where one was used. */
	id?: string;
}
/**
* When the entity was created and last changed (`ModificationMetaData` in the vendor's schema). Set by the service; read-only wherever it appears. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface MetaData {
	CreateTime?: DateTime;
	LastUpdatedTime?: DateTime;
	CreatedByRef?: ReferenceType;
	LastModifiedByRef?: ReferenceType;
}
/**
* An amount of money in the transaction's currency. A JSON number in this API (not a string), e.g. `100.0`; the vendor's schema types it as a decimal.
*
* @example 100
*/
export type Money = number;
/**
* A payment received from a customer, applied to invoices through its lines (`Line[].LinkedTxn`); an unapplied remainder stays as credit (`UnappliedAmt`). A transaction entity: it can be deleted (`deletePayment`) and voided (`voidPayment`). On create `CustomerRef` and `TotalAmt` are required; they are not `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (credit-card processing, regional fields, `PaymentEx`).
*
* Other properties are allowed too; they are not part of this type.
*/
export interface Payment {
	/**
	* Id of the payment, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update or delete must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The paying customer. Required on create. */
	CustomerRef?: ReferenceType;
	/** Amount received. Required on create (writable here, unlike sales transactions). */
	TotalAmt?: Money;
	/** How the amount is applied to the customer's open transactions. */
	Line?: PaymentLine[];
	TxnDate?: CalendarDate;
	/** Reference number of the payment (check number). */
	PaymentRefNum?: string;
	PaymentMethodRef?: ReferenceType;
	/** The account the payment is deposited to (Undeposited Funds when omitted). */
	DepositToAccountRef?: ReferenceType;
	ARAccountRef?: ReferenceType;
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	/** @maxLength 4000 */
	PrivateNote?: string;
	/** Whether the payment is to be processed by the payments service. */
	ProcessPayment?: boolean;
	/** Status of the transaction (`PAID`, `VOIDED`). */
	TxnStatus?: string;
	LinkedTxn?: LinkedTxn[];
	/**
	* Part of `TotalAmt` not applied to any transaction.
	*
	* Read-only: set by the server.
	*/
	readonly UnappliedAmt?: Money;
}
/**
* A payment received from a customer, applied to invoices through its lines (`Line[].LinkedTxn`); an unapplied remainder stays as credit (`UnappliedAmt`). A transaction entity: it can be deleted (`deletePayment`) and voided (`voidPayment`). On create `CustomerRef` and `TotalAmt` are required; they are not `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (credit-card processing, regional fields, `PaymentEx`).
*
* Write shape of {@link Payment}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface PaymentWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/** The paying customer. Required on create. */
	CustomerRef?: ReferenceType;
	/** Amount received. Required on create (writable here, unlike sales transactions). */
	TotalAmt?: Money;
	/** How the amount is applied to the customer's open transactions. */
	Line?: PaymentLine[];
	TxnDate?: CalendarDate;
	/** Reference number of the payment (check number). */
	PaymentRefNum?: string;
	PaymentMethodRef?: ReferenceType;
	/** The account the payment is deposited to (Undeposited Funds when omitted). */
	DepositToAccountRef?: ReferenceType;
	ARAccountRef?: ReferenceType;
	CurrencyRef?: ReferenceType;
	ExchangeRate?: number;
	/** @maxLength 4000 */
	PrivateNote?: string;
	/** Whether the payment is to be processed by the payments service. */
	ProcessPayment?: boolean;
	/** Status of the transaction (`PAID`, `VOIDED`). */
	TxnStatus?: string;
	LinkedTxn?: LinkedTxn[];
}
/** Reply of `deletePayment`: `{"Payment": {"status": "Deleted", "domain", "Id"}, "time"}`. */
export interface PaymentDeleteResponse {
	Payment: DeletedEntity;
	time?: DateTime;
}
/**
* A line of a payment: the amount applied to the transactions in `LinkedTxn` (usually one invoice). Payment lines have no `DetailType`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface PaymentLine {
	Amount: Money;
	LinkedTxn: LinkedTxn[];
	/** Vendor extension data of the line. */
	LineEx?: {
		[key: string]: unknown;
	};
}
/** Reply of create, read, update and void: `{"Payment": {...}, "time"}`, the entity under its own name and the server time. */
export interface PaymentResponse {
	Payment: Payment;
	time?: DateTime;
}
/** Body of `updatePayment`: the payment's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the payment: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type PaymentUpdate = Payment & {
	/** Id of the payment to update. */
	Id: string;
	/** The payment's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updatePayment`: the payment's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the payment: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link PaymentUpdate}: what requests send (create/update input), without read-only properties.
*/
export type PaymentUpdateWrite = PaymentWrite & {
	/** Id of the payment to update. */
	Id: string;
	/** The payment's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/** A postal address (`BillAddr`, `ShipAddr`). Either the structured fields (`Line1`, `City`, ...) or free-form lines `Line1`..`Line5` only. `Lat`/`Long` are geocodes the service computes (the string `INVALID` when it could not). Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface PhysicalAddress {
	/**
	* Id the service assigns to the address; read-only.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/** @maxLength 500 */
	Line1?: string;
	/** @maxLength 500 */
	Line2?: string;
	/** @maxLength 500 */
	Line3?: string;
	/** @maxLength 500 */
	Line4?: string;
	/** @maxLength 500 */
	Line5?: string;
	/** @maxLength 255 */
	City?: string;
	/** @maxLength 255 */
	Country?: string;
	CountryCode?: string;
	County?: string;
	/**
	* State or province (`CA`).
	*
	* @maxLength 255
	*/
	CountrySubDivisionCode?: string;
	/** @maxLength 30 */
	PostalCode?: string;
	PostalCodeSuffix?: string;
	/**
	* Latitude computed by the service, or `INVALID`.
	*
	* Read-only: set by the server.
	*/
	readonly Lat?: string;
	/**
	* Longitude computed by the service, or `INVALID`.
	*
	* Read-only: set by the server.
	*/
	readonly Long?: string;
	Tag?: string;
	Note?: string;
}
/**
* A postal address (`BillAddr`, `ShipAddr`). Either the structured fields (`Line1`, `City`, ...) or free-form lines `Line1`..`Line5` only. `Lat`/`Long` are geocodes the service computes (the string `INVALID` when it could not). Closed (`additionalProperties: false`): the vendor's schema defines exactly these members.
*
* Write shape of {@link PhysicalAddress}: what requests send (create/update input), without read-only properties.
*/
export interface PhysicalAddressWrite {
	/** @maxLength 500 */
	Line1?: string;
	/** @maxLength 500 */
	Line2?: string;
	/** @maxLength 500 */
	Line3?: string;
	/** @maxLength 500 */
	Line4?: string;
	/** @maxLength 500 */
	Line5?: string;
	/** @maxLength 255 */
	City?: string;
	/** @maxLength 255 */
	Country?: string;
	CountryCode?: string;
	County?: string;
	/**
	* State or province (`CA`).
	*
	* @maxLength 255
	*/
	CountrySubDivisionCode?: string;
	/** @maxLength 30 */
	PostalCode?: string;
	PostalCodeSuffix?: string;
	Tag?: string;
	Note?: string;
}
/** Whether the transaction is to be printed. The service usually writes the camel-case values; some replies (the void reply among them) carry the enum constant's name (`NEED_TO_PRINT`) instead, so both are accepted. */
export type PrintStatus = "NotSet" | "NeedToPrint" | "PrintComplete" | "NOT_SET" | "NEED_TO_PRINT" | "PRINT_COMPLETE";
/** Reply of `query`: `{"QueryResponse": {"<Entity>": [...], startPosition, maxResults, totalCount}, "time"}`. Closed (`additionalProperties: false`): the reply has exactly these members. */
export interface QueryResponse {
	QueryResponse: QueryResult;
	time?: DateTime;
}
/**
* The `QueryResponse` member of a query reply: one member named after the queried entity holding an array of entities (`"Invoice": [...]`), plus paging figures. An empty result has no entity member; `COUNT(*)` returns only `totalCount`. Entity members are typed by the entity schemas (`Invoice`, ...); since any entity can be queried they are admitted as additional properties here. The entities defined in this document are listed as members (one line each: add one when adding an entity); generated query builders take them from here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface QueryResult {
	Account?: Account[];
	Bill?: Bill[];
	Customer?: Customer[];
	Invoice?: Invoice[];
	Item?: Item[];
	Payment?: Payment[];
	Vendor?: Vendor[];
	/**
	* 1-based position of the first entity returned (`STARTPOSITION`).
	*
	* @integer
	* @minimum 1
	*/
	startPosition?: number;
	/**
	* Number of entities returned (at most `MAXRESULTS`, default 100, at most 1000).
	*
	* @integer
	* @minimum 0
	*/
	maxResults?: number;
	/**
	* Total count, present for `COUNT(*)` and some queries.
	*
	* @integer
	* @minimum 0
	*/
	totalCount?: number;
}
/**
* A reference to another entity (`CustomerRef`, `ItemRef`, `AccountRef`, ...): its `value` is the referenced entity's `Id`; `name` is its display name, informative on requests and filled in by the service on replies. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members.
*
* @example {"value":"1","name":"Services"}
*/
export interface ReferenceType {
	/** Id of the referenced entity (a string, even when it looks numeric). */
	value: string;
	/** Display name of the referenced entity. */
	name?: string;
	/** Type of the referenced entity, where the reference can point at several kinds. */
	type?: string;
}
/**
* A sales line: an item sold (invoice, sales receipt, estimate). The seed's invoice sample uses this kind. Tagged by `DetailType` = `SalesItemLineDetail` (replies may carry the enum constant's name `SALES_ITEM_LINE_DETAIL`); its details are in the member `SalesItemLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface SalesItemLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "SalesItemLineDetail" | "SALES_ITEM_LINE_DETAIL";
	SalesItemLineDetail?: SalesItemLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a sales line: the item sold (`ItemRef`, in the seed's sample) and, from the vendor's schema, price, quantity, tax code, class and service date. With `UnitPrice` and `Qty` given, `Amount` must equal their product. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface SalesItemLineDetail {
	/** The item sold (`value` = the item's Id, `name` = its name). */
	ItemRef?: ReferenceType;
	UnitPrice?: Money;
	Qty?: number;
	/** Tax code of the line (`TAX`, `NON` in the US edition). */
	TaxCodeRef?: ReferenceType;
	ClassRef?: ReferenceType;
	ServiceDate?: CalendarDate;
	ItemAccountRef?: ReferenceType;
	DiscountRate?: number;
	DiscountAmt?: Money;
	TaxInclusiveAmt?: Money;
}
/**
* A subtotal of the lines above it. The service adds one to every sales transaction reply. Tagged by `DetailType` = `SubTotalLineDetail` (replies may carry the enum constant's name `SUB_TOTAL_LINE_DETAIL`); its details are in the member `SubTotalLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface SubTotalLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "SubTotalLineDetail" | "SUB_TOTAL_LINE_DETAIL";
	SubTotalLineDetail?: SubTotalLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a subtotal line; usually empty (`{}`). Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface SubTotalLineDetail {
	ItemRef?: ReferenceType;
	ServiceDate?: CalendarDate;
}
/**
* A tax amount at one rate, inside `TxnTaxDetail.TaxLine`. Tagged by `DetailType` = `TaxLineDetail` (replies may carry the enum constant's name `TAX_LINE_DETAIL`); its details are in the member `TaxLineDetail`. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface TaxLine {
	/** Id of the line within the transaction; send it on update to change this line. */
	Id?: string;
	/**
	* Position of the line (1-based).
	*
	* @integer
	* @minimum 1
	*/
	LineNum?: number;
	/**
	* Free-form text of the line.
	*
	* @maxLength 4000
	*/
	Description?: string;
	/** The line amount. */
	Amount?: Money;
	/** Which kind of line this is; names the member holding the details. */
	DetailType: "TaxLineDetail" | "TAX_LINE_DETAIL";
	TaxLineDetail?: TaxLineDetail;
	LinkedTxn?: LinkedTxn[];
	ProjectRef?: ReferenceType;
}
/**
* Details of a tax line: the rate applied and the taxable amount. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface TaxLineDetail {
	TaxRateRef?: ReferenceType;
	PercentBased?: boolean;
	TaxPercent?: number;
	NetAmountTaxable?: Money;
	TaxInclusiveAmount?: Money;
	OverrideDeltaAmount?: Money;
}
/** A telephone number (`PrimaryPhone`, `Mobile`, `Fax`); usually only `FreeFormNumber` is used. Closed (`additionalProperties: false`): the vendor's schema defines exactly these members. */
export interface TelephoneNumber {
	Id?: string;
	/**
	* The number as typed (`(555) 555-5555`).
	*
	* @maxLength 30
	*/
	FreeFormNumber?: string;
	DeviceType?: string;
	CountryCode?: string;
	AreaCode?: string;
	ExchangeCode?: string;
	Extension?: string;
	Default?: boolean;
	Tag?: string;
}
/**
* Sales tax of a transaction: the tax code applied and the computed total. `TaxLine` holds the per-rate breakdown (lines of DetailType `TaxLineDetail`). Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface TxnTaxDetail {
	TxnTaxCodeRef?: ReferenceType;
	DefaultTaxCodeRef?: ReferenceType;
	TotalTax?: Money;
	TaxLine?: TaxLine[];
	UseAutomatedSalesTax?: boolean;
}
/**
* A supplier the company buys from. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `DisplayName` or a name part is required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (1099 and regional tax fields, `VendorEx`).
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"DisplayName":"Smith Family Store"}
*/
export interface Vendor {
	/**
	* Id of the vendor, assigned by the service.
	*
	* Read-only: set by the server.
	*/
	readonly Id?: string;
	/**
	* Version of the entity: "0" on create, +1 per write. An update must send the current value (error 5010 otherwise).
	*
	* Read-only: set by the server.
	*/
	readonly SyncToken?: string;
	/** Read-only: set by the server. */
	readonly MetaData?: MetaData;
	/**
	* Data domain (`QBO`).
	*
	* Read-only: set by the server.
	*/
	readonly domain?: string;
	/**
	* Entity status, e.g. `Deleted` in change data capture replies.
	*
	* Read-only: set by the server.
	*/
	readonly status?: string;
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name shown in lists; unique across customers, vendors and employees (error 6240 otherwise). Derived from the name parts when omitted.
	*
	* @maxLength 500
	*/
	DisplayName?: string;
	/** @maxLength 16 */
	Title?: string;
	/** @maxLength 100 */
	GivenName?: string;
	/** @maxLength 100 */
	MiddleName?: string;
	/** @maxLength 100 */
	FamilyName?: string;
	/** @maxLength 16 */
	Suffix?: string;
	/** @maxLength 100 */
	CompanyName?: string;
	/** @maxLength 110 */
	PrintOnCheckName?: string;
	/**
	* Full name including parent names (`Parent:Child`).
	*
	* Read-only: set by the server.
	*/
	readonly FullyQualifiedName?: string;
	/** False makes the entity inactive, which is how it is "deleted" (name-list entities cannot be deleted). */
	Active?: boolean;
	PrimaryEmailAddr?: EmailAddress;
	PrimaryPhone?: TelephoneNumber;
	AlternatePhone?: TelephoneNumber;
	Mobile?: TelephoneNumber;
	Fax?: TelephoneNumber;
	WebAddr?: WebSiteAddress;
	BillAddr?: PhysicalAddress;
	ShipAddr?: PhysicalAddress;
	/** @maxLength 2000 */
	Notes?: string;
	/** Currency the entity deals in; fixed after create. */
	CurrencyRef?: ReferenceType;
	/** @maxLength 100 */
	AcctNum?: string;
	DefaultTaxCodeRef?: ReferenceType;
	OpenBalanceDate?: CalendarDate;
	/**
	* Open balance.
	*
	* Read-only: set by the server.
	*/
	readonly Balance?: Money;
	/**
	* Tax id (masked in replies).
	*
	* @maxLength 20
	*/
	TaxIdentifier?: string;
	TermRef?: ReferenceType;
	APAccountRef?: ReferenceType;
	/** Whether the vendor is tracked for 1099 reporting (US). */
	Vendor1099?: boolean;
	BillRate?: Money;
	CostRate?: Money;
}
/**
* A supplier the company buys from. A name-list entity: it has no delete; it is made inactive with `Active: false` (a sparse update). Writes of name-list entities are serialised per realm (`x-svc-serialize`). On create `DisplayName` or a name part is required; nothing is `required` here because a sparse update may omit them. Read-only members are set by the service: a value sent in one is silently overwritten, without error. `additionalProperties` is open because replies carry more members than modelled (1099 and regional tax fields, `VendorEx`).
*
* Write shape of {@link Vendor}: what requests send (create/update input), without read-only properties.
*
* Other properties are allowed too; they are not part of this type.
*
* @example {"DisplayName":"Smith Family Store"}
*/
export interface VendorWrite {
	/** Set `true` on an update to change only the members sent (sparse update); `false` or absent, a full update sets omitted writable members to null. Replies carry `false`. */
	sparse?: boolean;
	/**
	* Name shown in lists; unique across customers, vendors and employees (error 6240 otherwise). Derived from the name parts when omitted.
	*
	* @maxLength 500
	*/
	DisplayName?: string;
	/** @maxLength 16 */
	Title?: string;
	/** @maxLength 100 */
	GivenName?: string;
	/** @maxLength 100 */
	MiddleName?: string;
	/** @maxLength 100 */
	FamilyName?: string;
	/** @maxLength 16 */
	Suffix?: string;
	/** @maxLength 100 */
	CompanyName?: string;
	/** @maxLength 110 */
	PrintOnCheckName?: string;
	/** False makes the entity inactive, which is how it is "deleted" (name-list entities cannot be deleted). */
	Active?: boolean;
	PrimaryEmailAddr?: EmailAddress;
	PrimaryPhone?: TelephoneNumber;
	AlternatePhone?: TelephoneNumber;
	Mobile?: TelephoneNumber;
	Fax?: TelephoneNumber;
	WebAddr?: WebSiteAddress;
	BillAddr?: PhysicalAddressWrite;
	ShipAddr?: PhysicalAddressWrite;
	/** @maxLength 2000 */
	Notes?: string;
	/** Currency the entity deals in; fixed after create. */
	CurrencyRef?: ReferenceType;
	/** @maxLength 100 */
	AcctNum?: string;
	DefaultTaxCodeRef?: ReferenceType;
	OpenBalanceDate?: CalendarDate;
	/**
	* Tax id (masked in replies).
	*
	* @maxLength 20
	*/
	TaxIdentifier?: string;
	TermRef?: ReferenceType;
	APAccountRef?: ReferenceType;
	/** Whether the vendor is tracked for 1099 reporting (US). */
	Vendor1099?: boolean;
	BillRate?: Money;
	CostRate?: Money;
}
/** Reply of create, read and update: `{"Vendor": {...}, "time"}`, the entity under its own name and the server time. */
export interface VendorResponse {
	Vendor: Vendor;
	time?: DateTime;
}
/** Body of `updateVendor`: the vendor's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the vendor: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent. */
export type VendorUpdate = Vendor & {
	/** Id of the vendor to update. */
	Id: string;
	/** The vendor's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* Body of `updateVendor`: the vendor's writable members plus the `Id` and current `SyncToken`. A full update (`sparse` absent or false) replaces the vendor: writable members left out are set to null. A sparse update (`sparse: true`) changes only the members sent.
*
* Write shape of {@link VendorUpdate}: what requests send (create/update input), without read-only properties.
*/
export type VendorUpdateWrite = VendorWrite & {
	/** Id of the vendor to update. */
	Id: string;
	/** The vendor's current SyncToken; a stale one fails with error 5010. */
	SyncToken: string;
};
/**
* A web site address (`WebAddr`). Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface WebSiteAddress {
	/** @maxLength 1000 */
	URI?: string;
}
/**
* One changed entity in a legacy webhook notification. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface WebhookEntityChange {
	/** Entity name (`Customer`, `Invoice`, ...). */
	name: string;
	/** Id of the entity. */
	id: string;
	operation: "Create" | "Update" | "Delete" | "Merge" | "Void" | "Emailed";
	lastUpdated?: DateTime;
	/** For Merge, the Id of the entity merged away. */
	deletedId?: string;
}
/**
* Body of a webhook notification in the legacy format, POSTed by the service to the app's endpoint when entities change: `{"eventNotifications": [{"realmId", "dataChangeEvent": {"entities": [...]}}]}`. The seed says notifications exist and use the DateTime format; their kinds and payloads are the vendor's. The request carries the header `intuit-signature` (its real name): base64 of HMAC-SHA256 over the raw body, keyed with the app's verifier token; compare it in constant time. Answer within 3 s; deliveries are retried. Not an operation of this API (the app receives it), so it is only a schema here. Open (`additionalProperties: true`): the vendor's schema has more members (extensions, regional fields) than modelled here.
*
* Other properties are allowed too; they are not part of this type.
*/
export interface WebhookNotification {
	eventNotifications: {
		/** The company whose data changed. */
		realmId: string;
		/** Other properties are allowed too; they are not part of this type. */
		dataChangeEvent: {
			entities: WebhookEntityChange[];
		};
	}[];
}
