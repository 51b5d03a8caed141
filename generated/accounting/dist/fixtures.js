import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** Builds a {@link Account}. */
function buildAccount(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("Name", () => g.text("accountName", { maxLength: 100 })),
		...g.optional("AccountType", () => g.pick([
			"Bank",
			"Other Current Asset",
			"Fixed Asset",
			"Other Asset",
			"Accounts Receivable",
			"Equity",
			"Expense",
			"Other Expense",
			"Cost of Goods Sold",
			"Accounts Payable",
			"Credit Card",
			"Long Term Liability",
			"Other Current Liability",
			"Income",
			"Other Income"
		])),
		...g.optional("AccountSubType", () => g.text("word")),
		...g.optional("Classification", () => g.pick([
			"Asset",
			"Equity",
			"Expense",
			"Liability",
			"Revenue"
		])),
		...g.optional("Description", () => g.text("sentence", { maxLength: 100 })),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 20 })),
		...g.optional("SubAccount", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("FullyQualifiedName", () => g.text("accountName")),
		...g.optional("Active", () => g.boolean()),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("CurrentBalance", () => g.ref(buildMoney)),
		...g.optional("CurrentBalanceWithSubAccounts", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link Account}. */
const invalidAccount = fx.invalidList("Account", buildAccount, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/Name",
		"type",
		12345
	],
	[
		"/Name",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/AccountType",
		"type",
		12345
	],
	[
		"/AccountType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/AccountSubType",
		"type",
		12345
	],
	[
		"/Classification",
		"type",
		12345
	],
	[
		"/Classification",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(21)
	],
	[
		"/SubAccount",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/FullyQualifiedName",
		"type",
		12345
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/CurrentBalance",
		invalidMoney,
		"skipNull"
	],
	[
		"/CurrentBalanceWithSubAccounts",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link AccountWrite}. */
function buildAccountWrite(g) {
	return {
		...g.optional("sparse", () => g.boolean()),
		...g.optional("Name", () => g.text("accountName", { maxLength: 100 })),
		...g.optional("AccountType", () => g.pick([
			"Bank",
			"Other Current Asset",
			"Fixed Asset",
			"Other Asset",
			"Accounts Receivable",
			"Equity",
			"Expense",
			"Other Expense",
			"Cost of Goods Sold",
			"Accounts Payable",
			"Credit Card",
			"Long Term Liability",
			"Other Current Liability",
			"Income",
			"Other Income"
		])),
		...g.optional("AccountSubType", () => g.text("word")),
		...g.optional("Classification", () => g.pick([
			"Asset",
			"Equity",
			"Expense",
			"Liability",
			"Revenue"
		])),
		...g.optional("Description", () => g.text("sentence", { maxLength: 100 })),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 20 })),
		...g.optional("SubAccount", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("Active", () => g.boolean()),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link AccountWrite}. */
const invalidAccountWrite = fx.invalidList("AccountWrite", buildAccountWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/Name",
		"type",
		12345
	],
	[
		"/Name",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/AccountType",
		"type",
		12345
	],
	[
		"/AccountType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/AccountSubType",
		"type",
		12345
	],
	[
		"/Classification",
		"type",
		12345
	],
	[
		"/Classification",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(21)
	],
	[
		"/SubAccount",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link AccountBasedExpenseLine}. */
function buildAccountBasedExpenseLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["AccountBasedExpenseLineDetail", "ACCOUNT_BASED_EXPENSE_LINE_DETAIL"]),
		...g.optional("AccountBasedExpenseLineDetail", () => g.ref(buildAccountBasedExpenseLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link AccountBasedExpenseLine}. */
const invalidAccountBasedExpenseLine = fx.invalidList("AccountBasedExpenseLine", buildAccountBasedExpenseLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/AccountBasedExpenseLineDetail",
		invalidAccountBasedExpenseLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link AccountBasedExpenseLineDetail}. */
function buildAccountBasedExpenseLineDetail(g) {
	return {
		...g.optional("AccountRef", () => g.ref(buildReferenceType)),
		...g.optional("BillableStatus", () => g.ref(buildBillableStatus)),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxAmount", () => g.ref(buildMoney)),
		...g.optional("TaxInclusiveAmt", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link AccountBasedExpenseLineDetail}. */
const invalidAccountBasedExpenseLineDetail = fx.invalidList("AccountBasedExpenseLineDetail", buildAccountBasedExpenseLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/AccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/BillableStatus",
		invalidBillableStatus,
		"skipNull"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxAmount",
		invalidMoney,
		"skipNull"
	],
	[
		"/TaxInclusiveAmt",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link AccountResponse}. */
function buildAccountResponse(g) {
	return {
		Account: g.ref(buildAccount),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link AccountResponse}. */
const invalidAccountResponse = fx.invalidList("AccountResponse", buildAccountResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Account", "required"],
	["/Account", invalidAccount],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link AccountUpdate}. */
function buildAccountUpdate(g) {
	return g.allOf([g.ref(buildAccount), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link AccountUpdate}. */
const invalidAccountUpdate = fx.invalidList("AccountUpdate", buildAccountUpdate, () => [
	["", invalidAccount],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link AccountUpdateWrite}. */
function buildAccountUpdateWrite(g) {
	return g.allOf([g.ref(buildAccountWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link AccountUpdateWrite}. */
const invalidAccountUpdateWrite = fx.invalidList("AccountUpdateWrite", buildAccountUpdateWrite, () => [
	["", invalidAccountWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link BatchItemRequest}. */
function buildBatchItemRequest(g) {
	return {
		bId: g.text("id"),
		...g.optional("operation", () => g.pick([
			"create",
			"update",
			"delete"
		])),
		...g.optional("Query", () => g.text("text")),
		...g.optional("optionsData", () => g.text("text"))
	};
}
/** Negative cases of {@link BatchItemRequest}. */
const invalidBatchItemRequest = fx.invalidList("BatchItemRequest", buildBatchItemRequest, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/bId", "required"],
	[
		"/bId",
		"nullable",
		null
	],
	[
		"/bId",
		"type",
		12345
	],
	[
		"/operation",
		"type",
		12345
	],
	[
		"/operation",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/Query",
		"type",
		12345
	],
	[
		"/optionsData",
		"type",
		12345
	]
]);
/** Builds a {@link BatchItemResponse}. */
function buildBatchItemResponse(g) {
	return {
		bId: g.text("id"),
		...g.optional("Fault", () => g.ref(buildFaultInfo)),
		...g.optional("QueryResponse", () => g.ref(buildQueryResult))
	};
}
/** Negative cases of {@link BatchItemResponse}. */
const invalidBatchItemResponse = fx.invalidList("BatchItemResponse", buildBatchItemResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/bId", "required"],
	[
		"/bId",
		"nullable",
		null
	],
	[
		"/bId",
		"type",
		12345
	],
	[
		"/Fault",
		invalidFaultInfo,
		"skipNull"
	],
	[
		"/QueryResponse",
		invalidQueryResult,
		"skipNull"
	]
]);
/** Builds a {@link BatchRequest}. */
function buildBatchRequest(g) {
	return { BatchItemRequest: g.array({
		minItems: 1,
		maxItems: 30
	}, () => g.ref(buildBatchItemRequest)) };
}
/** Negative cases of {@link BatchRequest}. */
const invalidBatchRequest = fx.invalidList("BatchRequest", buildBatchRequest, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/BatchItemRequest", "required"],
	[
		"/BatchItemRequest",
		"nullable",
		null
	],
	[
		"/BatchItemRequest",
		"type",
		{ not: "an array" }
	],
	{
		at: "/BatchItemRequest",
		path: "/BatchItemRequest",
		code: "minItems",
		resize: 0
	},
	{
		at: "/BatchItemRequest",
		path: "/BatchItemRequest",
		code: "maxItems",
		resize: 31
	},
	["/BatchItemRequest/0", invalidBatchItemRequest],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link BatchResponse}. */
function buildBatchResponse(g) {
	return {
		BatchItemResponse: g.array({}, () => g.ref(buildBatchItemResponse)),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link BatchResponse}. */
const invalidBatchResponse = fx.invalidList("BatchResponse", buildBatchResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/BatchItemResponse", "required"],
	[
		"/BatchItemResponse",
		"nullable",
		null
	],
	[
		"/BatchItemResponse",
		"type",
		{ not: "an array" }
	],
	["/BatchItemResponse/0", invalidBatchItemResponse],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Bill}. */
function buildBill(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("VendorRef", () => g.ref(buildReferenceType)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildLine))),
		...g.optional("APAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("DocNumber", () => g.text("number", { maxLength: 21 })),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("DueDate", () => g.ref(buildCalendarDate)),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("DepartmentRef", () => g.ref(buildReferenceType)),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("TxnTaxDetail", () => g.ref(buildTxnTaxDetail)),
		...g.optional("GlobalTaxCalculation", () => g.ref(buildGlobalTaxCalculation)),
		...g.optional("VendorAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("RemitToAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("TotalAmt", () => g.ref(buildMoney)),
		...g.optional("Balance", () => g.ref(buildMoney)),
		...g.optional("HomeBalance", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link Bill}. */
const invalidBill = fx.invalidList("Bill", buildBill, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/VendorRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	[
		"/APAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DocNumber",
		"type",
		12345
	],
	[
		"/DocNumber",
		"maxLength",
		"x".repeat(22)
	],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/DueDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/DepartmentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/TxnTaxDetail",
		invalidTxnTaxDetail,
		"skipNull"
	],
	[
		"/GlobalTaxCalculation",
		invalidGlobalTaxCalculation,
		"skipNull"
	],
	[
		"/VendorAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/RemitToAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/TotalAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/Balance",
		invalidMoney,
		"skipNull"
	],
	[
		"/HomeBalance",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link BillWrite}. */
function buildBillWrite(g) {
	return {
		...g.optional("sparse", () => g.boolean()),
		...g.optional("VendorRef", () => g.ref(buildReferenceType)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildLine))),
		...g.optional("APAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("DocNumber", () => g.text("number", { maxLength: 21 })),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("DueDate", () => g.ref(buildCalendarDate)),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("DepartmentRef", () => g.ref(buildReferenceType)),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("TxnTaxDetail", () => g.ref(buildTxnTaxDetail)),
		...g.optional("GlobalTaxCalculation", () => g.ref(buildGlobalTaxCalculation)),
		...g.optional("VendorAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("RemitToAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn)))
	};
}
/** Negative cases of {@link BillWrite}. */
const invalidBillWrite = fx.invalidList("BillWrite", buildBillWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/VendorRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	[
		"/APAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DocNumber",
		"type",
		12345
	],
	[
		"/DocNumber",
		"maxLength",
		"x".repeat(22)
	],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/DueDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/DepartmentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/TxnTaxDetail",
		invalidTxnTaxDetail,
		"skipNull"
	],
	[
		"/GlobalTaxCalculation",
		invalidGlobalTaxCalculation,
		"skipNull"
	],
	[
		"/VendorAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/RemitToAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn]
]);
/** Builds a {@link BillDeleteResponse}. */
function buildBillDeleteResponse(g) {
	return {
		Bill: g.ref(buildDeletedEntity),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link BillDeleteResponse}. */
const invalidBillDeleteResponse = fx.invalidList("BillDeleteResponse", buildBillDeleteResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Bill", "required"],
	["/Bill", invalidDeletedEntity],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link BillResponse}. */
function buildBillResponse(g) {
	return {
		Bill: g.ref(buildBill),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link BillResponse}. */
const invalidBillResponse = fx.invalidList("BillResponse", buildBillResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Bill", "required"],
	["/Bill", invalidBill],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link BillUpdate}. */
function buildBillUpdate(g) {
	return g.allOf([g.ref(buildBill), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link BillUpdate}. */
const invalidBillUpdate = fx.invalidList("BillUpdate", buildBillUpdate, () => [
	["", invalidBill],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link BillUpdateWrite}. */
function buildBillUpdateWrite(g) {
	return g.allOf([g.ref(buildBillWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link BillUpdateWrite}. */
const invalidBillUpdateWrite = fx.invalidList("BillUpdateWrite", buildBillUpdateWrite, () => [
	["", invalidBillWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link BillableStatus}. */
function buildBillableStatus(g) {
	return g.pick([
		"Billable",
		"NotBillable",
		"HasBeenBilled"
	]);
}
/** Negative cases of {@link BillableStatus}. */
const invalidBillableStatus = fx.invalidList("BillableStatus", buildBillableStatus, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"enum",
		"NOT_A_KNOWN_VALUE"
	]
]);
/** Builds a {@link CalendarDate}. */
function buildCalendarDate(g) {
	return g.example(["2015-07-24"], () => g.text("date", {
		format: "date",
		pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/
	}));
}
/** Negative cases of {@link CalendarDate}. */
const invalidCalendarDate = fx.invalidList("CalendarDate", buildCalendarDate, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"format",
		"24/07/2015"
	]
]);
/** Builds a {@link CdcResponse}. */
function buildCdcResponse(g) {
	return {
		CDCResponse: g.array({}, () => g.ref(buildCdcResult)),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link CdcResponse}. */
const invalidCdcResponse = fx.invalidList("CdcResponse", buildCdcResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/CDCResponse", "required"],
	[
		"/CDCResponse",
		"nullable",
		null
	],
	[
		"/CDCResponse",
		"type",
		{ not: "an array" }
	],
	["/CDCResponse/0", invalidCdcResult],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link CdcResult}. */
function buildCdcResult(g) {
	return { ...g.optional("QueryResponse", () => g.array({}, () => g.ref(buildQueryResult))) };
}
/** Negative cases of {@link CdcResult}. */
const invalidCdcResult = fx.invalidList("CdcResult", buildCdcResult, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/QueryResponse",
		"type",
		{ not: "an array" }
	],
	["/QueryResponse/0", invalidQueryResult]
]);
/** Builds a {@link CloudEvent}. */
function buildCloudEvent(g) {
	return {
		specversion: g.example(["1.0"], () => g.text("text")),
		id: g.text("id"),
		source: g.text("word"),
		type: g.text("word"),
		...g.optional("time", () => g.ref(buildDateTime)),
		...g.optional("intuitentityid", () => g.text("text")),
		...g.optional("intuitaccountid", () => g.text("text")),
		...g.optional("data", () => ({}))
	};
}
/** Negative cases of {@link CloudEvent}. */
const invalidCloudEvent = fx.invalidList("CloudEvent", buildCloudEvent, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/specversion", "required"],
	[
		"/specversion",
		"nullable",
		null
	],
	[
		"/specversion",
		"type",
		12345
	],
	["/id", "required"],
	[
		"/id",
		"nullable",
		null
	],
	[
		"/id",
		"type",
		12345
	],
	["/source", "required"],
	[
		"/source",
		"nullable",
		null
	],
	[
		"/source",
		"type",
		12345
	],
	["/type", "required"],
	[
		"/type",
		"nullable",
		null
	],
	[
		"/type",
		"type",
		12345
	],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/intuitentityid",
		"type",
		12345
	],
	[
		"/intuitaccountid",
		"type",
		12345
	],
	[
		"/data",
		"type",
		"not an object"
	]
]);
/** Builds a {@link CloudEventNotification}. */
function buildCloudEventNotification(g) {
	return g.array({ minItems: 1 }, () => g.ref(buildCloudEvent));
}
/** Negative cases of {@link CloudEventNotification}. */
const invalidCloudEventNotification = fx.invalidList("CloudEventNotification", buildCloudEventNotification, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		{ not: "an array" }
	],
	{
		at: "",
		path: "",
		code: "minItems",
		resize: 0
	},
	["/0", invalidCloudEvent]
]);
/** Builds a {@link CustomField}. */
function buildCustomField(g) {
	return {
		...g.optional("DefinitionId", () => g.text("id")),
		...g.optional("Name", () => g.text("personName")),
		...g.optional("Type", () => g.pick([
			"StringType",
			"BooleanType",
			"NumberType",
			"DateType"
		])),
		...g.optional("StringValue", () => g.text("id")),
		...g.optional("BooleanValue", () => g.boolean()),
		...g.optional("NumberValue", () => g.number("number")),
		...g.optional("DateValue", () => g.ref(buildCalendarDate))
	};
}
/** Negative cases of {@link CustomField}. */
const invalidCustomField = fx.invalidList("CustomField", buildCustomField, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/DefinitionId",
		"type",
		12345
	],
	[
		"/Name",
		"type",
		12345
	],
	[
		"/Type",
		"type",
		12345
	],
	[
		"/Type",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/StringValue",
		"type",
		12345
	],
	[
		"/BooleanValue",
		"type",
		"true"
	],
	[
		"/NumberValue",
		"type",
		"not a number"
	],
	[
		"/DateValue",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link Customer}. */
function buildCustomer(g) {
	return g.example([{
		DisplayName: "King's Groceries",
		GivenName: "James",
		FamilyName: "King",
		PrimaryEmailAddr: { Address: "jdrew@myemail.com" }
	}], () => ({
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("DisplayName", () => g.text("personName", { maxLength: 500 })),
		...g.optional("Title", () => g.text("title", { maxLength: 16 })),
		...g.optional("GivenName", () => g.text("firstName", { maxLength: 100 })),
		...g.optional("MiddleName", () => g.text("middleName", { maxLength: 100 })),
		...g.optional("FamilyName", () => g.text("lastName", { maxLength: 100 })),
		...g.optional("Suffix", () => g.text("text", { maxLength: 16 })),
		...g.optional("CompanyName", () => g.text("companyName", { maxLength: 100 })),
		...g.optional("PrintOnCheckName", () => g.text("personName", { maxLength: 110 })),
		...g.optional("FullyQualifiedName", () => g.text("personName")),
		...g.optional("Active", () => g.boolean()),
		...g.optional("PrimaryEmailAddr", () => g.ref(buildEmailAddress)),
		...g.optional("PrimaryPhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("AlternatePhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("Mobile", () => g.ref(buildTelephoneNumber)),
		...g.optional("Fax", () => g.ref(buildTelephoneNumber)),
		...g.optional("WebAddr", () => g.ref(buildWebSiteAddress)),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("Notes", () => g.text("sentence", { maxLength: 2e3 })),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 100 })),
		...g.optional("DefaultTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("OpenBalanceDate", () => g.ref(buildCalendarDate)),
		...g.optional("Balance", () => g.ref(buildMoney)),
		...g.optional("Taxable", () => g.boolean()),
		...g.optional("Job", () => g.boolean()),
		...g.optional("BillWithParent", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("Level", () => g.number("integer", { integer: true })),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("PaymentMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("PreferredDeliveryMethod", () => g.text("text")),
		...g.optional("ResaleNum", () => g.text("number", { maxLength: 16 })),
		...g.optional("CreditLimit", () => g.ref(buildMoney)),
		...g.optional("BalanceWithJobs", () => g.ref(buildMoney))
	}));
}
/** Negative cases of {@link Customer}. */
const invalidCustomer = fx.invalidList("Customer", buildCustomer, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/DisplayName",
		"type",
		12345
	],
	[
		"/DisplayName",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Title",
		"type",
		12345
	],
	[
		"/Title",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/GivenName",
		"type",
		12345
	],
	[
		"/GivenName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/MiddleName",
		"type",
		12345
	],
	[
		"/MiddleName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/FamilyName",
		"type",
		12345
	],
	[
		"/FamilyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Suffix",
		"type",
		12345
	],
	[
		"/Suffix",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CompanyName",
		"type",
		12345
	],
	[
		"/CompanyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/PrintOnCheckName",
		"type",
		12345
	],
	[
		"/PrintOnCheckName",
		"maxLength",
		"x".repeat(111)
	],
	[
		"/FullyQualifiedName",
		"type",
		12345
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/PrimaryEmailAddr",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/PrimaryPhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/AlternatePhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Mobile",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Fax",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/WebAddr",
		invalidWebSiteAddress,
		"skipNull"
	],
	[
		"/BillAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/Notes",
		"type",
		12345
	],
	[
		"/Notes",
		"maxLength",
		"x".repeat(2001)
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/DefaultTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/OpenBalanceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/Balance",
		invalidMoney,
		"skipNull"
	],
	[
		"/Taxable",
		"type",
		"true"
	],
	[
		"/Job",
		"type",
		"true"
	],
	[
		"/BillWithParent",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Level",
		"type",
		"not a number"
	],
	[
		"/Level",
		"type",
		1.5
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PaymentMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PreferredDeliveryMethod",
		"type",
		12345
	],
	[
		"/ResaleNum",
		"type",
		12345
	],
	[
		"/ResaleNum",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CreditLimit",
		invalidMoney,
		"skipNull"
	],
	[
		"/BalanceWithJobs",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link CustomerWrite}. */
function buildCustomerWrite(g) {
	return g.example([{
		DisplayName: "King's Groceries",
		GivenName: "James",
		FamilyName: "King",
		PrimaryEmailAddr: { Address: "jdrew@myemail.com" }
	}], () => ({
		...g.optional("sparse", () => g.boolean()),
		...g.optional("DisplayName", () => g.text("personName", { maxLength: 500 })),
		...g.optional("Title", () => g.text("title", { maxLength: 16 })),
		...g.optional("GivenName", () => g.text("firstName", { maxLength: 100 })),
		...g.optional("MiddleName", () => g.text("middleName", { maxLength: 100 })),
		...g.optional("FamilyName", () => g.text("lastName", { maxLength: 100 })),
		...g.optional("Suffix", () => g.text("text", { maxLength: 16 })),
		...g.optional("CompanyName", () => g.text("companyName", { maxLength: 100 })),
		...g.optional("PrintOnCheckName", () => g.text("personName", { maxLength: 110 })),
		...g.optional("Active", () => g.boolean()),
		...g.optional("PrimaryEmailAddr", () => g.ref(buildEmailAddress)),
		...g.optional("PrimaryPhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("AlternatePhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("Mobile", () => g.ref(buildTelephoneNumber)),
		...g.optional("Fax", () => g.ref(buildTelephoneNumber)),
		...g.optional("WebAddr", () => g.ref(buildWebSiteAddress)),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("Notes", () => g.text("sentence", { maxLength: 2e3 })),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 100 })),
		...g.optional("DefaultTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("OpenBalanceDate", () => g.ref(buildCalendarDate)),
		...g.optional("Taxable", () => g.boolean()),
		...g.optional("Job", () => g.boolean()),
		...g.optional("BillWithParent", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("PaymentMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("PreferredDeliveryMethod", () => g.text("text")),
		...g.optional("ResaleNum", () => g.text("number", { maxLength: 16 })),
		...g.optional("CreditLimit", () => g.ref(buildMoney))
	}));
}
/** Negative cases of {@link CustomerWrite}. */
const invalidCustomerWrite = fx.invalidList("CustomerWrite", buildCustomerWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/DisplayName",
		"type",
		12345
	],
	[
		"/DisplayName",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Title",
		"type",
		12345
	],
	[
		"/Title",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/GivenName",
		"type",
		12345
	],
	[
		"/GivenName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/MiddleName",
		"type",
		12345
	],
	[
		"/MiddleName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/FamilyName",
		"type",
		12345
	],
	[
		"/FamilyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Suffix",
		"type",
		12345
	],
	[
		"/Suffix",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CompanyName",
		"type",
		12345
	],
	[
		"/CompanyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/PrintOnCheckName",
		"type",
		12345
	],
	[
		"/PrintOnCheckName",
		"maxLength",
		"x".repeat(111)
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/PrimaryEmailAddr",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/PrimaryPhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/AlternatePhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Mobile",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Fax",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/WebAddr",
		invalidWebSiteAddress,
		"skipNull"
	],
	[
		"/BillAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/Notes",
		"type",
		12345
	],
	[
		"/Notes",
		"maxLength",
		"x".repeat(2001)
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/DefaultTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/OpenBalanceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/Taxable",
		"type",
		"true"
	],
	[
		"/Job",
		"type",
		"true"
	],
	[
		"/BillWithParent",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PaymentMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PreferredDeliveryMethod",
		"type",
		12345
	],
	[
		"/ResaleNum",
		"type",
		12345
	],
	[
		"/ResaleNum",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CreditLimit",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link CustomerResponse}. */
function buildCustomerResponse(g) {
	return {
		Customer: g.ref(buildCustomer),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link CustomerResponse}. */
const invalidCustomerResponse = fx.invalidList("CustomerResponse", buildCustomerResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Customer", "required"],
	["/Customer", invalidCustomer],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link CustomerUpdate}. */
function buildCustomerUpdate(g) {
	return g.allOf([g.ref(buildCustomer), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link CustomerUpdate}. */
const invalidCustomerUpdate = fx.invalidList("CustomerUpdate", buildCustomerUpdate, () => [
	["", invalidCustomer],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link CustomerUpdateWrite}. */
function buildCustomerUpdateWrite(g) {
	return g.allOf([g.ref(buildCustomerWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link CustomerUpdateWrite}. */
const invalidCustomerUpdateWrite = fx.invalidList("CustomerUpdateWrite", buildCustomerUpdateWrite, () => [
	["", invalidCustomerWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link DateTime}. */
function buildDateTime(g) {
	return g.example([
		"2015-07-24T10:33:39-07:00",
		"2017-09-29T09:17:31.892-07:00",
		"2016-10-05T03:09:04.000Z"
	], () => g.text("dateTime", {
		format: "date-time",
		pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$/
	}));
}
/** Negative cases of {@link DateTime}. */
const invalidDateTime = fx.invalidList("DateTime", buildDateTime, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"format",
		"2015-07-24 10:33:39"
	]
]);
/** Builds a {@link DeletedEntity}. */
function buildDeletedEntity(g) {
	return {
		status: "Deleted",
		...g.optional("domain", () => g.text("word")),
		Id: g.text("id")
	};
}
/** Negative cases of {@link DeletedEntity}. */
const invalidDeletedEntity = fx.invalidList("DeletedEntity", buildDeletedEntity, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/status", "required"],
	[
		"/status",
		"const",
		"not-Deleted"
	],
	[
		"/domain",
		"type",
		12345
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link DescriptionLineDetail}. */
function buildDescriptionLineDetail(g) {
	return {
		...g.optional("ServiceDate", () => g.ref(buildCalendarDate)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link DescriptionLineDetail}. */
const invalidDescriptionLineDetail = fx.invalidList("DescriptionLineDetail", buildDescriptionLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ServiceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link DescriptionOnlyLine}. */
function buildDescriptionOnlyLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["DescriptionOnly", "DESCRIPTION_ONLY"]),
		...g.optional("DescriptionOnly", () => g.ref(buildDescriptionLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link DescriptionOnlyLine}. */
const invalidDescriptionOnlyLine = fx.invalidList("DescriptionOnlyLine", buildDescriptionOnlyLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/DescriptionOnly",
		invalidDescriptionLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link DiscountLine}. */
function buildDiscountLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["DiscountLineDetail", "DISCOUNT_LINE_DETAIL"]),
		...g.optional("DiscountLineDetail", () => g.ref(buildDiscountLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link DiscountLine}. */
const invalidDiscountLine = fx.invalidList("DiscountLine", buildDiscountLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/DiscountLineDetail",
		invalidDiscountLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link DiscountLineDetail}. */
function buildDiscountLineDetail(g) {
	return {
		...g.optional("PercentBased", () => g.boolean()),
		...g.optional("DiscountPercent", () => g.number("percent")),
		...g.optional("DiscountAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("DiscountRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("ServiceDate", () => g.ref(buildCalendarDate))
	};
}
/** Negative cases of {@link DiscountLineDetail}. */
const invalidDiscountLineDetail = fx.invalidList("DiscountLineDetail", buildDiscountLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/PercentBased",
		"type",
		"true"
	],
	[
		"/DiscountPercent",
		"type",
		"not a number"
	],
	[
		"/DiscountAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DiscountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ServiceDate",
		invalidCalendarDate,
		"skipNull"
	]
]);
/** Builds a {@link EmailAddress}. */
function buildEmailAddress(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("Address", () => g.text("street", { maxLength: 100 })),
		...g.optional("Default", () => g.boolean()),
		...g.optional("Tag", () => g.text("text"))
	};
}
/** Negative cases of {@link EmailAddress}. */
const invalidEmailAddress = fx.invalidList("EmailAddress", buildEmailAddress, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/Address",
		"type",
		12345
	],
	[
		"/Address",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Default",
		"type",
		"true"
	],
	[
		"/Tag",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link EmailStatus}. */
function buildEmailStatus(g) {
	return g.pick([
		"NotSet",
		"NeedToSend",
		"EmailSent",
		"NOT_SET",
		"NEED_TO_SEND",
		"EMAIL_SENT"
	]);
}
/** Negative cases of {@link EmailStatus}. */
const invalidEmailStatus = fx.invalidList("EmailStatus", buildEmailStatus, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"enum",
		"NOT_A_KNOWN_VALUE"
	]
]);
/** Builds a {@link EntityDeleteRequest}. */
function buildEntityDeleteRequest(g) {
	return g.example([{
		Id: "33",
		SyncToken: "3"
	}], () => ({
		Id: g.text("id"),
		SyncToken: g.text("token")
	}));
}
/** Negative cases of {@link EntityDeleteRequest}. */
const invalidEntityDeleteRequest = fx.invalidList("EntityDeleteRequest", buildEntityDeleteRequest, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link EntityVoidRequest}. */
function buildEntityVoidRequest(g) {
	return g.example([{
		Id: "129",
		SyncToken: "0"
	}], () => ({
		Id: g.text("id"),
		SyncToken: g.text("token"),
		...g.optional("sparse", () => g.boolean())
	}));
}
/** Negative cases of {@link EntityVoidRequest}. */
const invalidEntityVoidRequest = fx.invalidList("EntityVoidRequest", buildEntityVoidRequest, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	]
]);
/** Builds a {@link Fault}. */
function buildFault(g) {
	return g.example([{
		Fault: {
			Error: [{
				Message: "Stale Object Error",
				Detail: "Stale Object Error : You and root were working on this at the same time.",
				code: "5010",
				element: ""
			}],
			type: "ValidationFault"
		},
		time: "2017-09-29T09:17:31.892-07:00"
	}], () => ({
		Fault: g.ref(buildFaultInfo),
		...g.optional("time", () => g.ref(buildDateTime))
	}));
}
/** Negative cases of {@link Fault}. */
const invalidFault = fx.invalidList("Fault", buildFault, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Fault", "required"],
	["/Fault", invalidFaultInfo],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link FaultError}. */
function buildFaultError(g) {
	return {
		Message: g.text("sentence"),
		...g.optional("Detail", () => g.text("sentence")),
		code: g.example([
			"6240",
			"5010",
			"610"
		], () => g.text("code")),
		...g.optional("element", () => g.text("text"))
	};
}
/** Negative cases of {@link FaultError}. */
const invalidFaultError = fx.invalidList("FaultError", buildFaultError, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Message", "required"],
	[
		"/Message",
		"nullable",
		null
	],
	[
		"/Message",
		"type",
		12345
	],
	[
		"/Detail",
		"type",
		12345
	],
	["/code", "required"],
	[
		"/code",
		"nullable",
		null
	],
	[
		"/code",
		"type",
		12345
	],
	[
		"/element",
		"type",
		12345
	]
]);
/** Builds a {@link FaultInfo}. */
function buildFaultInfo(g) {
	return {
		Error: g.array({ minItems: 1 }, () => g.ref(buildFaultError)),
		...g.optional("type", () => g.ref(buildFaultType))
	};
}
/** Negative cases of {@link FaultInfo}. */
const invalidFaultInfo = fx.invalidList("FaultInfo", buildFaultInfo, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Error", "required"],
	[
		"/Error",
		"nullable",
		null
	],
	[
		"/Error",
		"type",
		{ not: "an array" }
	],
	{
		at: "/Error",
		path: "/Error",
		code: "minItems",
		resize: 0
	},
	["/Error/0", invalidFaultError],
	[
		"/type",
		invalidFaultType,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link FaultType}. */
function buildFaultType(g) {
	return g.pick([
		"ValidationFault",
		"SystemFault",
		"AuthenticationFault",
		"AuthorizationFault",
		"AuthorizatonFault",
		"SERVICE",
		"AUTHENTICATION"
	]);
}
/** Negative cases of {@link FaultType}. */
const invalidFaultType = fx.invalidList("FaultType", buildFaultType, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"enum",
		"NOT_A_KNOWN_VALUE"
	]
]);
/** Builds a {@link GatewayFault}. */
function buildGatewayFault(g) {
	return {
		code: g.text("code"),
		...g.optional("type", () => g.text("word")),
		...g.optional("message", () => g.nullable(() => g.text("sentence"))),
		...g.optional("detail", () => g.nullable(() => g.text("sentence"))),
		...g.optional("moreInfo", () => g.nullable(() => g.text("text")))
	};
}
/** Negative cases of {@link GatewayFault}. */
const invalidGatewayFault = fx.invalidList("GatewayFault", buildGatewayFault, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/code", "required"],
	[
		"/code",
		"nullable",
		null
	],
	[
		"/code",
		"type",
		12345
	],
	[
		"/type",
		"type",
		12345
	],
	[
		"/message",
		"type",
		12345
	],
	[
		"/detail",
		"type",
		12345
	],
	[
		"/moreInfo",
		"type",
		12345
	]
]);
/** Builds a {@link GlobalTaxCalculation}. */
function buildGlobalTaxCalculation(g) {
	return g.pick([
		"TaxExcluded",
		"TaxInclusive",
		"NotApplicable"
	]);
}
/** Negative cases of {@link GlobalTaxCalculation}. */
const invalidGlobalTaxCalculation = fx.invalidList("GlobalTaxCalculation", buildGlobalTaxCalculation, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"enum",
		"NOT_A_KNOWN_VALUE"
	]
]);
/** Builds a {@link GroupLine}. */
function buildGroupLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["GroupLineDetail", "GROUP_LINE_DETAIL"]),
		...g.optional("GroupLineDetail", () => g.ref(buildGroupLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link GroupLine}. */
const invalidGroupLine = fx.invalidList("GroupLine", buildGroupLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/GroupLineDetail",
		invalidGroupLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link GroupLineDetail}. */
function buildGroupLineDetail(g) {
	return {
		...g.optional("GroupItemRef", () => g.ref(buildReferenceType)),
		...g.optional("Quantity", () => g.number("quantity")),
		...g.optional("ServiceDate", () => g.ref(buildCalendarDate)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildSalesItemLine)))
	};
}
/** Negative cases of {@link GroupLineDetail}. */
const invalidGroupLineDetail = fx.invalidList("GroupLineDetail", buildGroupLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/GroupItemRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Quantity",
		"type",
		"not a number"
	],
	[
		"/ServiceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	["/Line/0", invalidSalesItemLine]
]);
/** Builds a {@link Invoice}. */
function buildInvoice(g) {
	return g.example([{
		Line: [{
			DetailType: "SalesItemLineDetail",
			Amount: 100,
			SalesItemLineDetail: { ItemRef: {
				name: "Services",
				value: "1"
			} }
		}],
		CustomerRef: { value: "1" }
	}], () => ({
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildLine))),
		...g.optional("DocNumber", () => g.text("number", { maxLength: 21 })),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("DueDate", () => g.ref(buildCalendarDate)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("ShipFromAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("BillEmail", () => g.ref(buildEmailAddress)),
		...g.optional("BillEmailCc", () => g.ref(buildEmailAddress)),
		...g.optional("BillEmailBcc", () => g.ref(buildEmailAddress)),
		...g.optional("EmailStatus", () => g.ref(buildEmailStatus)),
		...g.optional("PrintStatus", () => g.ref(buildPrintStatus)),
		...g.optional("TxnTaxDetail", () => g.ref(buildTxnTaxDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("CustomerMemo", () => g.ref(buildMemoRef)),
		...g.optional("ApplyTaxAfterDiscount", () => g.boolean()),
		...g.optional("Deposit", () => g.ref(buildMoney)),
		...g.optional("DepositToAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("DepartmentRef", () => g.ref(buildReferenceType)),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType)),
		...g.optional("ShipMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("ShipDate", () => g.ref(buildCalendarDate)),
		...g.optional("TrackingNum", () => g.text("number")),
		...g.optional("GlobalTaxCalculation", () => g.ref(buildGlobalTaxCalculation)),
		...g.optional("AllowOnlinePayment", () => g.boolean()),
		...g.optional("AllowOnlineCreditCardPayment", () => g.boolean()),
		...g.optional("AllowOnlineACHPayment", () => g.boolean()),
		...g.optional("CustomField", () => g.array({}, () => g.ref(buildCustomField))),
		...g.optional("TotalAmt", () => g.ref(buildMoney)),
		...g.optional("HomeTotalAmt", () => g.ref(buildMoney)),
		...g.optional("Balance", () => g.ref(buildMoney)),
		...g.optional("HomeBalance", () => g.ref(buildMoney)),
		...g.optional("DeliveryInfo", () => ({})),
		...g.optional("InvoiceLink", () => g.text("url"))
	}));
}
/** Negative cases of {@link Invoice}. */
const invalidInvoice = fx.invalidList("Invoice", buildInvoice, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	[
		"/DocNumber",
		"type",
		12345
	],
	[
		"/DocNumber",
		"maxLength",
		"x".repeat(22)
	],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/DueDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/BillAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/ShipFromAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/BillEmail",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/BillEmailCc",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/BillEmailBcc",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/EmailStatus",
		invalidEmailStatus,
		"skipNull"
	],
	[
		"/PrintStatus",
		invalidPrintStatus,
		"skipNull"
	],
	[
		"/TxnTaxDetail",
		invalidTxnTaxDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/CustomerMemo",
		invalidMemoRef,
		"skipNull"
	],
	[
		"/ApplyTaxAfterDiscount",
		"type",
		"true"
	],
	[
		"/Deposit",
		invalidMoney,
		"skipNull"
	],
	[
		"/DepositToAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DepartmentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ShipMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ShipDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/TrackingNum",
		"type",
		12345
	],
	[
		"/GlobalTaxCalculation",
		invalidGlobalTaxCalculation,
		"skipNull"
	],
	[
		"/AllowOnlinePayment",
		"type",
		"true"
	],
	[
		"/AllowOnlineCreditCardPayment",
		"type",
		"true"
	],
	[
		"/AllowOnlineACHPayment",
		"type",
		"true"
	],
	[
		"/CustomField",
		"type",
		{ not: "an array" }
	],
	["/CustomField/0", invalidCustomField],
	[
		"/TotalAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/HomeTotalAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/Balance",
		invalidMoney,
		"skipNull"
	],
	[
		"/HomeBalance",
		invalidMoney,
		"skipNull"
	],
	[
		"/DeliveryInfo",
		"type",
		"not an object"
	],
	[
		"/InvoiceLink",
		"type",
		12345
	]
]);
/** Builds a {@link InvoiceWrite}. */
function buildInvoiceWrite(g) {
	return g.example([{
		Line: [{
			DetailType: "SalesItemLineDetail",
			Amount: 100,
			SalesItemLineDetail: { ItemRef: {
				name: "Services",
				value: "1"
			} }
		}],
		CustomerRef: { value: "1" }
	}], () => ({
		...g.optional("sparse", () => g.boolean()),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildLine))),
		...g.optional("DocNumber", () => g.text("number", { maxLength: 21 })),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("DueDate", () => g.ref(buildCalendarDate)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("ShipFromAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("BillEmail", () => g.ref(buildEmailAddress)),
		...g.optional("BillEmailCc", () => g.ref(buildEmailAddress)),
		...g.optional("BillEmailBcc", () => g.ref(buildEmailAddress)),
		...g.optional("EmailStatus", () => g.ref(buildEmailStatus)),
		...g.optional("PrintStatus", () => g.ref(buildPrintStatus)),
		...g.optional("TxnTaxDetail", () => g.ref(buildTxnTaxDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("CustomerMemo", () => g.ref(buildMemoRef)),
		...g.optional("ApplyTaxAfterDiscount", () => g.boolean()),
		...g.optional("Deposit", () => g.ref(buildMoney)),
		...g.optional("DepositToAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("SalesTermRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("DepartmentRef", () => g.ref(buildReferenceType)),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType)),
		...g.optional("ShipMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("ShipDate", () => g.ref(buildCalendarDate)),
		...g.optional("TrackingNum", () => g.text("number")),
		...g.optional("GlobalTaxCalculation", () => g.ref(buildGlobalTaxCalculation)),
		...g.optional("AllowOnlinePayment", () => g.boolean()),
		...g.optional("AllowOnlineCreditCardPayment", () => g.boolean()),
		...g.optional("AllowOnlineACHPayment", () => g.boolean()),
		...g.optional("CustomField", () => g.array({}, () => g.ref(buildCustomField)))
	}));
}
/** Negative cases of {@link InvoiceWrite}. */
const invalidInvoiceWrite = fx.invalidList("InvoiceWrite", buildInvoiceWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	[
		"/DocNumber",
		"type",
		12345
	],
	[
		"/DocNumber",
		"maxLength",
		"x".repeat(22)
	],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/DueDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/BillAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/ShipFromAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/BillEmail",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/BillEmailCc",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/BillEmailBcc",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/EmailStatus",
		invalidEmailStatus,
		"skipNull"
	],
	[
		"/PrintStatus",
		invalidPrintStatus,
		"skipNull"
	],
	[
		"/TxnTaxDetail",
		invalidTxnTaxDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/CustomerMemo",
		invalidMemoRef,
		"skipNull"
	],
	[
		"/ApplyTaxAfterDiscount",
		"type",
		"true"
	],
	[
		"/Deposit",
		invalidMoney,
		"skipNull"
	],
	[
		"/DepositToAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/SalesTermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DepartmentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ShipMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ShipDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/TrackingNum",
		"type",
		12345
	],
	[
		"/GlobalTaxCalculation",
		invalidGlobalTaxCalculation,
		"skipNull"
	],
	[
		"/AllowOnlinePayment",
		"type",
		"true"
	],
	[
		"/AllowOnlineCreditCardPayment",
		"type",
		"true"
	],
	[
		"/AllowOnlineACHPayment",
		"type",
		"true"
	],
	[
		"/CustomField",
		"type",
		{ not: "an array" }
	],
	["/CustomField/0", invalidCustomField]
]);
/** Builds a {@link InvoiceDeleteResponse}. */
function buildInvoiceDeleteResponse(g) {
	return {
		Invoice: g.ref(buildDeletedEntity),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link InvoiceDeleteResponse}. */
const invalidInvoiceDeleteResponse = fx.invalidList("InvoiceDeleteResponse", buildInvoiceDeleteResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Invoice", "required"],
	["/Invoice", invalidDeletedEntity],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link InvoiceResponse}. */
function buildInvoiceResponse(g) {
	return {
		Invoice: g.ref(buildInvoice),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link InvoiceResponse}. */
const invalidInvoiceResponse = fx.invalidList("InvoiceResponse", buildInvoiceResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Invoice", "required"],
	["/Invoice", invalidInvoice],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link InvoiceUpdate}. */
function buildInvoiceUpdate(g) {
	return g.allOf([g.ref(buildInvoice), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link InvoiceUpdate}. */
const invalidInvoiceUpdate = fx.invalidList("InvoiceUpdate", buildInvoiceUpdate, () => [
	["", invalidInvoice],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link InvoiceUpdateWrite}. */
function buildInvoiceUpdateWrite(g) {
	return g.allOf([g.ref(buildInvoiceWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link InvoiceUpdateWrite}. */
const invalidInvoiceUpdateWrite = fx.invalidList("InvoiceUpdateWrite", buildInvoiceUpdateWrite, () => [
	["", invalidInvoiceWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link Item}. */
function buildItem(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("Name", () => g.text("productName", { maxLength: 100 })),
		...g.optional("Type", () => g.pick([
			"Inventory",
			"NonInventory",
			"Service",
			"Category",
			"Group"
		])),
		...g.optional("Sku", () => g.text("code", { maxLength: 100 })),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Active", () => g.boolean()),
		...g.optional("SubItem", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("Level", () => g.number("integer", { integer: true })),
		...g.optional("FullyQualifiedName", () => g.text("productName")),
		...g.optional("Taxable", () => g.boolean()),
		...g.optional("SalesTaxIncluded", () => g.boolean()),
		...g.optional("UnitPrice", () => g.ref(buildMoney)),
		...g.optional("IncomeAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("PurchaseDesc", () => g.text("text", { maxLength: 1e3 })),
		...g.optional("PurchaseTaxIncluded", () => g.boolean()),
		...g.optional("PurchaseCost", () => g.ref(buildMoney)),
		...g.optional("ExpenseAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("AssetAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("PrefVendorRef", () => g.ref(buildReferenceType)),
		...g.optional("TrackQtyOnHand", () => g.boolean()),
		...g.optional("QtyOnHand", () => g.number("quantity")),
		...g.optional("ReorderPoint", () => g.number("number")),
		...g.optional("InvStartDate", () => g.ref(buildCalendarDate)),
		...g.optional("SalesTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("PurchaseTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link Item}. */
const invalidItem = fx.invalidList("Item", buildItem, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/Name",
		"type",
		12345
	],
	[
		"/Name",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Type",
		"type",
		12345
	],
	[
		"/Type",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/Sku",
		"type",
		12345
	],
	[
		"/Sku",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/SubItem",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Level",
		"type",
		"not a number"
	],
	[
		"/Level",
		"type",
		1.5
	],
	[
		"/FullyQualifiedName",
		"type",
		12345
	],
	[
		"/Taxable",
		"type",
		"true"
	],
	[
		"/SalesTaxIncluded",
		"type",
		"true"
	],
	[
		"/UnitPrice",
		invalidMoney,
		"skipNull"
	],
	[
		"/IncomeAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PurchaseDesc",
		"type",
		12345
	],
	[
		"/PurchaseDesc",
		"maxLength",
		"x".repeat(1001)
	],
	[
		"/PurchaseTaxIncluded",
		"type",
		"true"
	],
	[
		"/PurchaseCost",
		invalidMoney,
		"skipNull"
	],
	[
		"/ExpenseAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AssetAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PrefVendorRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TrackQtyOnHand",
		"type",
		"true"
	],
	[
		"/QtyOnHand",
		"type",
		"not a number"
	],
	[
		"/ReorderPoint",
		"type",
		"not a number"
	],
	[
		"/InvStartDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/SalesTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PurchaseTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link ItemWrite}. */
function buildItemWrite(g) {
	return {
		...g.optional("sparse", () => g.boolean()),
		...g.optional("Name", () => g.text("productName", { maxLength: 100 })),
		...g.optional("Type", () => g.pick([
			"Inventory",
			"NonInventory",
			"Service",
			"Category",
			"Group"
		])),
		...g.optional("Sku", () => g.text("code", { maxLength: 100 })),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Active", () => g.boolean()),
		...g.optional("SubItem", () => g.boolean()),
		...g.optional("ParentRef", () => g.ref(buildReferenceType)),
		...g.optional("Taxable", () => g.boolean()),
		...g.optional("SalesTaxIncluded", () => g.boolean()),
		...g.optional("UnitPrice", () => g.ref(buildMoney)),
		...g.optional("IncomeAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("PurchaseDesc", () => g.text("text", { maxLength: 1e3 })),
		...g.optional("PurchaseTaxIncluded", () => g.boolean()),
		...g.optional("PurchaseCost", () => g.ref(buildMoney)),
		...g.optional("ExpenseAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("AssetAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("PrefVendorRef", () => g.ref(buildReferenceType)),
		...g.optional("TrackQtyOnHand", () => g.boolean()),
		...g.optional("QtyOnHand", () => g.number("quantity")),
		...g.optional("ReorderPoint", () => g.number("number")),
		...g.optional("InvStartDate", () => g.ref(buildCalendarDate)),
		...g.optional("SalesTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("PurchaseTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link ItemWrite}. */
const invalidItemWrite = fx.invalidList("ItemWrite", buildItemWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/Name",
		"type",
		12345
	],
	[
		"/Name",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Type",
		"type",
		12345
	],
	[
		"/Type",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/Sku",
		"type",
		12345
	],
	[
		"/Sku",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/SubItem",
		"type",
		"true"
	],
	[
		"/ParentRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Taxable",
		"type",
		"true"
	],
	[
		"/SalesTaxIncluded",
		"type",
		"true"
	],
	[
		"/UnitPrice",
		invalidMoney,
		"skipNull"
	],
	[
		"/IncomeAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PurchaseDesc",
		"type",
		12345
	],
	[
		"/PurchaseDesc",
		"maxLength",
		"x".repeat(1001)
	],
	[
		"/PurchaseTaxIncluded",
		"type",
		"true"
	],
	[
		"/PurchaseCost",
		invalidMoney,
		"skipNull"
	],
	[
		"/ExpenseAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AssetAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PrefVendorRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TrackQtyOnHand",
		"type",
		"true"
	],
	[
		"/QtyOnHand",
		"type",
		"not a number"
	],
	[
		"/ReorderPoint",
		"type",
		"not a number"
	],
	[
		"/InvStartDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/SalesTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PurchaseTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link ItemBasedExpenseLine}. */
function buildItemBasedExpenseLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["ItemBasedExpenseLineDetail", "ITEM_BASED_EXPENSE_LINE_DETAIL"]),
		...g.optional("ItemBasedExpenseLineDetail", () => g.ref(buildItemBasedExpenseLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link ItemBasedExpenseLine}. */
const invalidItemBasedExpenseLine = fx.invalidList("ItemBasedExpenseLine", buildItemBasedExpenseLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/ItemBasedExpenseLineDetail",
		invalidItemBasedExpenseLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link ItemBasedExpenseLineDetail}. */
function buildItemBasedExpenseLineDetail(g) {
	return {
		...g.optional("ItemRef", () => g.ref(buildReferenceType)),
		...g.optional("Qty", () => g.number("quantity")),
		...g.optional("UnitPrice", () => g.ref(buildMoney)),
		...g.optional("BillableStatus", () => g.ref(buildBillableStatus)),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("TaxInclusiveAmt", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link ItemBasedExpenseLineDetail}. */
const invalidItemBasedExpenseLineDetail = fx.invalidList("ItemBasedExpenseLineDetail", buildItemBasedExpenseLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ItemRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Qty",
		"type",
		"not a number"
	],
	[
		"/UnitPrice",
		invalidMoney,
		"skipNull"
	],
	[
		"/BillableStatus",
		invalidBillableStatus,
		"skipNull"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TaxInclusiveAmt",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link ItemResponse}. */
function buildItemResponse(g) {
	return {
		Item: g.ref(buildItem),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link ItemResponse}. */
const invalidItemResponse = fx.invalidList("ItemResponse", buildItemResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Item", "required"],
	["/Item", invalidItem],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link ItemUpdate}. */
function buildItemUpdate(g) {
	return g.allOf([g.ref(buildItem), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link ItemUpdate}. */
const invalidItemUpdate = fx.invalidList("ItemUpdate", buildItemUpdate, () => [
	["", invalidItem],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link ItemUpdateWrite}. */
function buildItemUpdateWrite(g) {
	return g.allOf([g.ref(buildItemWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link ItemUpdateWrite}. */
const invalidItemUpdateWrite = fx.invalidList("ItemUpdateWrite", buildItemUpdateWrite, () => [
	["", invalidItemWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link JournalEntryLine}. */
function buildJournalEntryLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["JournalEntryLineDetail", "JOURNAL_ENTRY_LINE_DETAIL"]),
		...g.optional("JournalEntryLineDetail", () => g.ref(buildJournalEntryLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link JournalEntryLine}. */
const invalidJournalEntryLine = fx.invalidList("JournalEntryLine", buildJournalEntryLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/JournalEntryLineDetail",
		invalidJournalEntryLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link JournalEntryLineDetail}. */
function buildJournalEntryLineDetail(g) {
	return {
		PostingType: g.pick(["Debit", "Credit"]),
		AccountRef: g.ref(buildReferenceType),
		...g.optional("Entity", () => ({})),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("DepartmentRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link JournalEntryLineDetail}. */
const invalidJournalEntryLineDetail = fx.invalidList("JournalEntryLineDetail", buildJournalEntryLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/PostingType", "required"],
	[
		"/PostingType",
		"nullable",
		null
	],
	[
		"/PostingType",
		"type",
		12345
	],
	[
		"/PostingType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	["/AccountRef", "required"],
	["/AccountRef", invalidReferenceType],
	[
		"/Entity",
		"type",
		"not an object"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DepartmentRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link Line}. */
function buildLine(g) {
	return g.oneOf([
		() => g.tagged(buildSalesItemLine, "DetailType", "SalesItemLineDetail"),
		() => g.tagged(buildGroupLine, "DetailType", "GroupLineDetail"),
		() => g.tagged(buildDescriptionOnlyLine, "DetailType", "DescriptionOnly"),
		() => g.tagged(buildDiscountLine, "DetailType", "DiscountLineDetail"),
		() => g.tagged(buildSubTotalLine, "DetailType", "SubTotalLineDetail"),
		() => g.tagged(buildTaxLine, "DetailType", "TaxLineDetail"),
		() => g.tagged(buildAccountBasedExpenseLine, "DetailType", "AccountBasedExpenseLineDetail"),
		() => g.tagged(buildItemBasedExpenseLine, "DetailType", "ItemBasedExpenseLineDetail"),
		() => g.tagged(buildJournalEntryLine, "DetailType", "JournalEntryLineDetail")
	]);
}
/** Negative cases of {@link Line}. */
const invalidLine = fx.invalidList("Line", buildLine, () => [[
	"/DetailType",
	"discriminator",
	"NotAKnownTag"
], ["/DetailType", "discriminator"]]);
/** Builds a {@link LinkedTxn}. */
function buildLinkedTxn(g) {
	return {
		TxnId: g.text("id"),
		TxnType: g.text("word"),
		...g.optional("TxnLineId", () => g.text("id"))
	};
}
/** Negative cases of {@link LinkedTxn}. */
const invalidLinkedTxn = fx.invalidList("LinkedTxn", buildLinkedTxn, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/TxnId", "required"],
	[
		"/TxnId",
		"nullable",
		null
	],
	[
		"/TxnId",
		"type",
		12345
	],
	["/TxnType", "required"],
	[
		"/TxnType",
		"nullable",
		null
	],
	[
		"/TxnType",
		"type",
		12345
	],
	[
		"/TxnLineId",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link MemoRef}. */
function buildMemoRef(g) {
	return {
		...g.optional("value", () => g.text("id")),
		...g.optional("id", () => g.text("id"))
	};
}
/** Negative cases of {@link MemoRef}. */
const invalidMemoRef = fx.invalidList("MemoRef", buildMemoRef, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/value",
		"type",
		12345
	],
	[
		"/id",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link MetaData}. */
function buildMetaData(g) {
	return {
		...g.optional("CreateTime", () => g.ref(buildDateTime)),
		...g.optional("LastUpdatedTime", () => g.ref(buildDateTime)),
		...g.optional("CreatedByRef", () => g.ref(buildReferenceType)),
		...g.optional("LastModifiedByRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link MetaData}. */
const invalidMetaData = fx.invalidList("MetaData", buildMetaData, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/CreateTime",
		invalidDateTime,
		"skipNull"
	],
	[
		"/LastUpdatedTime",
		invalidDateTime,
		"skipNull"
	],
	[
		"/CreatedByRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/LastModifiedByRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link Money}. */
function buildMoney(g) {
	return g.example([100], () => g.number("amount"));
}
/** Negative cases of {@link Money}. */
const invalidMoney = fx.invalidList("Money", buildMoney, () => [[
	"",
	"nullable",
	null
], [
	"",
	"type",
	"not a number"
]]);
/** Builds a {@link Payment}. */
function buildPayment(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("TotalAmt", () => g.ref(buildMoney)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildPaymentLine))),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("PaymentRefNum", () => g.text("id")),
		...g.optional("PaymentMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("DepositToAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("ARAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("ProcessPayment", () => g.boolean()),
		...g.optional("TxnStatus", () => g.text("status")),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("UnappliedAmt", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link Payment}. */
const invalidPayment = fx.invalidList("Payment", buildPayment, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TotalAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	["/Line/0", invalidPaymentLine],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/PaymentRefNum",
		"type",
		12345
	],
	[
		"/PaymentMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DepositToAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ARAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/ProcessPayment",
		"type",
		"true"
	],
	[
		"/TxnStatus",
		"type",
		12345
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/UnappliedAmt",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link PaymentWrite}. */
function buildPaymentWrite(g) {
	return {
		...g.optional("sparse", () => g.boolean()),
		...g.optional("CustomerRef", () => g.ref(buildReferenceType)),
		...g.optional("TotalAmt", () => g.ref(buildMoney)),
		...g.optional("Line", () => g.array({}, () => g.ref(buildPaymentLine))),
		...g.optional("TxnDate", () => g.ref(buildCalendarDate)),
		...g.optional("PaymentRefNum", () => g.text("id")),
		...g.optional("PaymentMethodRef", () => g.ref(buildReferenceType)),
		...g.optional("DepositToAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("ARAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("ExchangeRate", () => g.number("rate")),
		...g.optional("PrivateNote", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("ProcessPayment", () => g.boolean()),
		...g.optional("TxnStatus", () => g.text("status")),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn)))
	};
}
/** Negative cases of {@link PaymentWrite}. */
const invalidPaymentWrite = fx.invalidList("PaymentWrite", buildPaymentWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/CustomerRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TotalAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/Line",
		"type",
		{ not: "an array" }
	],
	["/Line/0", invalidPaymentLine],
	[
		"/TxnDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/PaymentRefNum",
		"type",
		12345
	],
	[
		"/PaymentMethodRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DepositToAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ARAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ExchangeRate",
		"type",
		"not a number"
	],
	[
		"/PrivateNote",
		"type",
		12345
	],
	[
		"/PrivateNote",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/ProcessPayment",
		"type",
		"true"
	],
	[
		"/TxnStatus",
		"type",
		12345
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn]
]);
/** Builds a {@link PaymentDeleteResponse}. */
function buildPaymentDeleteResponse(g) {
	return {
		Payment: g.ref(buildDeletedEntity),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link PaymentDeleteResponse}. */
const invalidPaymentDeleteResponse = fx.invalidList("PaymentDeleteResponse", buildPaymentDeleteResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Payment", "required"],
	["/Payment", invalidDeletedEntity],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PaymentLine}. */
function buildPaymentLine(g) {
	return {
		Amount: g.ref(buildMoney),
		LinkedTxn: g.array({}, () => g.ref(buildLinkedTxn)),
		...g.optional("LineEx", () => ({}))
	};
}
/** Negative cases of {@link PaymentLine}. */
const invalidPaymentLine = fx.invalidList("PaymentLine", buildPaymentLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Amount", "required"],
	["/Amount", invalidMoney],
	["/LinkedTxn", "required"],
	[
		"/LinkedTxn",
		"nullable",
		null
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/LineEx",
		"type",
		"not an object"
	]
]);
/** Builds a {@link PaymentResponse}. */
function buildPaymentResponse(g) {
	return {
		Payment: g.ref(buildPayment),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link PaymentResponse}. */
const invalidPaymentResponse = fx.invalidList("PaymentResponse", buildPaymentResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Payment", "required"],
	["/Payment", invalidPayment],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PaymentUpdate}. */
function buildPaymentUpdate(g) {
	return g.allOf([g.ref(buildPayment), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link PaymentUpdate}. */
const invalidPaymentUpdate = fx.invalidList("PaymentUpdate", buildPaymentUpdate, () => [
	["", invalidPayment],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link PaymentUpdateWrite}. */
function buildPaymentUpdateWrite(g) {
	return g.allOf([g.ref(buildPaymentWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link PaymentUpdateWrite}. */
const invalidPaymentUpdateWrite = fx.invalidList("PaymentUpdateWrite", buildPaymentUpdateWrite, () => [
	["", invalidPaymentWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link PhysicalAddress}. */
function buildPhysicalAddress(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("Line1", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line2", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line3", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line4", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line5", () => g.text("street", { maxLength: 500 })),
		...g.optional("City", () => g.text("city", { maxLength: 255 })),
		...g.optional("Country", () => g.text("country", { maxLength: 255 })),
		...g.optional("CountryCode", () => g.text("countryCode")),
		...g.optional("County", () => g.text("region")),
		...g.optional("CountrySubDivisionCode", () => g.text("region", { maxLength: 255 })),
		...g.optional("PostalCode", () => g.text("postalCode", { maxLength: 30 })),
		...g.optional("PostalCodeSuffix", () => g.text("postalCode")),
		...g.optional("Lat", () => g.text("latitude")),
		...g.optional("Long", () => g.text("longitude")),
		...g.optional("Tag", () => g.text("text")),
		...g.optional("Note", () => g.text("sentence"))
	};
}
/** Negative cases of {@link PhysicalAddress}. */
const invalidPhysicalAddress = fx.invalidList("PhysicalAddress", buildPhysicalAddress, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/Line1",
		"type",
		12345
	],
	[
		"/Line1",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line2",
		"type",
		12345
	],
	[
		"/Line2",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line3",
		"type",
		12345
	],
	[
		"/Line3",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line4",
		"type",
		12345
	],
	[
		"/Line4",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line5",
		"type",
		12345
	],
	[
		"/Line5",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/City",
		"type",
		12345
	],
	[
		"/City",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/Country",
		"type",
		12345
	],
	[
		"/Country",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/CountryCode",
		"type",
		12345
	],
	[
		"/County",
		"type",
		12345
	],
	[
		"/CountrySubDivisionCode",
		"type",
		12345
	],
	[
		"/CountrySubDivisionCode",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/PostalCode",
		"type",
		12345
	],
	[
		"/PostalCode",
		"maxLength",
		"x".repeat(31)
	],
	[
		"/PostalCodeSuffix",
		"type",
		12345
	],
	[
		"/Lat",
		"type",
		12345
	],
	[
		"/Long",
		"type",
		12345
	],
	[
		"/Tag",
		"type",
		12345
	],
	[
		"/Note",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PhysicalAddressWrite}. */
function buildPhysicalAddressWrite(g) {
	return {
		...g.optional("Line1", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line2", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line3", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line4", () => g.text("street", { maxLength: 500 })),
		...g.optional("Line5", () => g.text("street", { maxLength: 500 })),
		...g.optional("City", () => g.text("city", { maxLength: 255 })),
		...g.optional("Country", () => g.text("country", { maxLength: 255 })),
		...g.optional("CountryCode", () => g.text("countryCode")),
		...g.optional("County", () => g.text("region")),
		...g.optional("CountrySubDivisionCode", () => g.text("region", { maxLength: 255 })),
		...g.optional("PostalCode", () => g.text("postalCode", { maxLength: 30 })),
		...g.optional("PostalCodeSuffix", () => g.text("postalCode")),
		...g.optional("Tag", () => g.text("text")),
		...g.optional("Note", () => g.text("sentence"))
	};
}
/** Negative cases of {@link PhysicalAddressWrite}. */
const invalidPhysicalAddressWrite = fx.invalidList("PhysicalAddressWrite", buildPhysicalAddressWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Line1",
		"type",
		12345
	],
	[
		"/Line1",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line2",
		"type",
		12345
	],
	[
		"/Line2",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line3",
		"type",
		12345
	],
	[
		"/Line3",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line4",
		"type",
		12345
	],
	[
		"/Line4",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Line5",
		"type",
		12345
	],
	[
		"/Line5",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/City",
		"type",
		12345
	],
	[
		"/City",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/Country",
		"type",
		12345
	],
	[
		"/Country",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/CountryCode",
		"type",
		12345
	],
	[
		"/County",
		"type",
		12345
	],
	[
		"/CountrySubDivisionCode",
		"type",
		12345
	],
	[
		"/CountrySubDivisionCode",
		"maxLength",
		"x".repeat(256)
	],
	[
		"/PostalCode",
		"type",
		12345
	],
	[
		"/PostalCode",
		"maxLength",
		"x".repeat(31)
	],
	[
		"/PostalCodeSuffix",
		"type",
		12345
	],
	[
		"/Tag",
		"type",
		12345
	],
	[
		"/Note",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link PrintStatus}. */
function buildPrintStatus(g) {
	return g.pick([
		"NotSet",
		"NeedToPrint",
		"PrintComplete",
		"NOT_SET",
		"NEED_TO_PRINT",
		"PRINT_COMPLETE"
	]);
}
/** Negative cases of {@link PrintStatus}. */
const invalidPrintStatus = fx.invalidList("PrintStatus", buildPrintStatus, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		12345
	],
	[
		"",
		"enum",
		"NOT_A_KNOWN_VALUE"
	]
]);
/** Builds a {@link QueryResponse}. */
function buildQueryResponse(g) {
	return {
		QueryResponse: g.ref(buildQueryResult),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link QueryResponse}. */
const invalidQueryResponse = fx.invalidList("QueryResponse", buildQueryResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/QueryResponse", "required"],
	["/QueryResponse", invalidQueryResult],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link QueryResult}. */
function buildQueryResult(g) {
	return {
		...g.optional("Account", () => g.array({}, () => g.ref(buildAccount))),
		...g.optional("Bill", () => g.array({}, () => g.ref(buildBill))),
		...g.optional("Customer", () => g.array({}, () => g.ref(buildCustomer))),
		...g.optional("Invoice", () => g.array({}, () => g.ref(buildInvoice))),
		...g.optional("Item", () => g.array({}, () => g.ref(buildItem))),
		...g.optional("Payment", () => g.array({}, () => g.ref(buildPayment))),
		...g.optional("Vendor", () => g.array({}, () => g.ref(buildVendor))),
		...g.optional("startPosition", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("maxResults", () => g.number("count", {
			integer: true,
			minimum: 0
		})),
		...g.optional("totalCount", () => g.number("integer", {
			integer: true,
			minimum: 0
		}))
	};
}
/** Negative cases of {@link QueryResult}. */
const invalidQueryResult = fx.invalidList("QueryResult", buildQueryResult, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Account",
		"type",
		{ not: "an array" }
	],
	["/Account/0", invalidAccount],
	[
		"/Bill",
		"type",
		{ not: "an array" }
	],
	["/Bill/0", invalidBill],
	[
		"/Customer",
		"type",
		{ not: "an array" }
	],
	["/Customer/0", invalidCustomer],
	[
		"/Invoice",
		"type",
		{ not: "an array" }
	],
	["/Invoice/0", invalidInvoice],
	[
		"/Item",
		"type",
		{ not: "an array" }
	],
	["/Item/0", invalidItem],
	[
		"/Payment",
		"type",
		{ not: "an array" }
	],
	["/Payment/0", invalidPayment],
	[
		"/Vendor",
		"type",
		{ not: "an array" }
	],
	["/Vendor/0", invalidVendor],
	[
		"/startPosition",
		"type",
		"not a number"
	],
	[
		"/startPosition",
		"minimum",
		0
	],
	[
		"/startPosition",
		"type",
		2.5
	],
	[
		"/maxResults",
		"type",
		"not a number"
	],
	[
		"/maxResults",
		"minimum",
		-1
	],
	[
		"/maxResults",
		"type",
		1.5
	],
	[
		"/totalCount",
		"type",
		"not a number"
	],
	[
		"/totalCount",
		"minimum",
		-1
	],
	[
		"/totalCount",
		"type",
		1.5
	]
]);
/** Builds a {@link ReferenceType}. */
function buildReferenceType(g) {
	return g.example([{
		value: "1",
		name: "Services"
	}], () => ({
		value: g.text("id"),
		...g.optional("name", () => g.text("personName")),
		...g.optional("type", () => g.text("word"))
	}));
}
/** Negative cases of {@link ReferenceType}. */
const invalidReferenceType = fx.invalidList("ReferenceType", buildReferenceType, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/value", "required"],
	[
		"/value",
		"nullable",
		null
	],
	[
		"/value",
		"type",
		12345
	],
	[
		"/name",
		"type",
		12345
	],
	[
		"/type",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link SalesItemLine}. */
function buildSalesItemLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["SalesItemLineDetail", "SALES_ITEM_LINE_DETAIL"]),
		...g.optional("SalesItemLineDetail", () => g.ref(buildSalesItemLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link SalesItemLine}. */
const invalidSalesItemLine = fx.invalidList("SalesItemLine", buildSalesItemLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/SalesItemLineDetail",
		invalidSalesItemLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link SalesItemLineDetail}. */
function buildSalesItemLineDetail(g) {
	return {
		...g.optional("ItemRef", () => g.ref(buildReferenceType)),
		...g.optional("UnitPrice", () => g.ref(buildMoney)),
		...g.optional("Qty", () => g.number("quantity")),
		...g.optional("TaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("ClassRef", () => g.ref(buildReferenceType)),
		...g.optional("ServiceDate", () => g.ref(buildCalendarDate)),
		...g.optional("ItemAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("DiscountRate", () => g.number("rate")),
		...g.optional("DiscountAmt", () => g.ref(buildMoney)),
		...g.optional("TaxInclusiveAmt", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link SalesItemLineDetail}. */
const invalidSalesItemLineDetail = fx.invalidList("SalesItemLineDetail", buildSalesItemLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ItemRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/UnitPrice",
		invalidMoney,
		"skipNull"
	],
	[
		"/Qty",
		"type",
		"not a number"
	],
	[
		"/TaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ClassRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ServiceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/ItemAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DiscountRate",
		"type",
		"not a number"
	],
	[
		"/DiscountAmt",
		invalidMoney,
		"skipNull"
	],
	[
		"/TaxInclusiveAmt",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link SubTotalLine}. */
function buildSubTotalLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["SubTotalLineDetail", "SUB_TOTAL_LINE_DETAIL"]),
		...g.optional("SubTotalLineDetail", () => g.ref(buildSubTotalLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link SubTotalLine}. */
const invalidSubTotalLine = fx.invalidList("SubTotalLine", buildSubTotalLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/SubTotalLineDetail",
		invalidSubTotalLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link SubTotalLineDetail}. */
function buildSubTotalLineDetail(g) {
	return {
		...g.optional("ItemRef", () => g.ref(buildReferenceType)),
		...g.optional("ServiceDate", () => g.ref(buildCalendarDate))
	};
}
/** Negative cases of {@link SubTotalLineDetail}. */
const invalidSubTotalLineDetail = fx.invalidList("SubTotalLineDetail", buildSubTotalLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ItemRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/ServiceDate",
		invalidCalendarDate,
		"skipNull"
	]
]);
/** Builds a {@link TaxLine}. */
function buildTaxLine(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("LineNum", () => g.number("position", {
			integer: true,
			minimum: 1
		})),
		...g.optional("Description", () => g.text("sentence", { maxLength: 4e3 })),
		...g.optional("Amount", () => g.ref(buildMoney)),
		DetailType: g.pick(["TaxLineDetail", "TAX_LINE_DETAIL"]),
		...g.optional("TaxLineDetail", () => g.ref(buildTaxLineDetail)),
		...g.optional("LinkedTxn", () => g.array({}, () => g.ref(buildLinkedTxn))),
		...g.optional("ProjectRef", () => g.ref(buildReferenceType))
	};
}
/** Negative cases of {@link TaxLine}. */
const invalidTaxLine = fx.invalidList("TaxLine", buildTaxLine, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/LineNum",
		"type",
		"not a number"
	],
	[
		"/LineNum",
		"minimum",
		0
	],
	[
		"/LineNum",
		"type",
		2.5
	],
	[
		"/Description",
		"type",
		12345
	],
	[
		"/Description",
		"maxLength",
		"x".repeat(4001)
	],
	[
		"/Amount",
		invalidMoney,
		"skipNull"
	],
	["/DetailType", "required"],
	[
		"/DetailType",
		"nullable",
		null
	],
	[
		"/DetailType",
		"type",
		12345
	],
	[
		"/DetailType",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/TaxLineDetail",
		invalidTaxLineDetail,
		"skipNull"
	],
	[
		"/LinkedTxn",
		"type",
		{ not: "an array" }
	],
	["/LinkedTxn/0", invalidLinkedTxn],
	[
		"/ProjectRef",
		invalidReferenceType,
		"skipNull"
	]
]);
/** Builds a {@link TaxLineDetail}. */
function buildTaxLineDetail(g) {
	return {
		...g.optional("TaxRateRef", () => g.ref(buildReferenceType)),
		...g.optional("PercentBased", () => g.boolean()),
		...g.optional("TaxPercent", () => g.number("percent")),
		...g.optional("NetAmountTaxable", () => g.ref(buildMoney)),
		...g.optional("TaxInclusiveAmount", () => g.ref(buildMoney)),
		...g.optional("OverrideDeltaAmount", () => g.ref(buildMoney))
	};
}
/** Negative cases of {@link TaxLineDetail}. */
const invalidTaxLineDetail = fx.invalidList("TaxLineDetail", buildTaxLineDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/TaxRateRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/PercentBased",
		"type",
		"true"
	],
	[
		"/TaxPercent",
		"type",
		"not a number"
	],
	[
		"/NetAmountTaxable",
		invalidMoney,
		"skipNull"
	],
	[
		"/TaxInclusiveAmount",
		invalidMoney,
		"skipNull"
	],
	[
		"/OverrideDeltaAmount",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link TelephoneNumber}. */
function buildTelephoneNumber(g) {
	return {
		...g.optional("Id", () => g.text("id")),
		...g.optional("FreeFormNumber", () => g.text("phone", { maxLength: 30 })),
		...g.optional("DeviceType", () => g.text("word")),
		...g.optional("CountryCode", () => g.text("countryCode")),
		...g.optional("AreaCode", () => g.text("code")),
		...g.optional("ExchangeCode", () => g.text("code")),
		...g.optional("Extension", () => g.text("text")),
		...g.optional("Default", () => g.boolean()),
		...g.optional("Tag", () => g.text("text"))
	};
}
/** Negative cases of {@link TelephoneNumber}. */
const invalidTelephoneNumber = fx.invalidList("TelephoneNumber", buildTelephoneNumber, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/FreeFormNumber",
		"type",
		12345
	],
	[
		"/FreeFormNumber",
		"maxLength",
		"x".repeat(31)
	],
	[
		"/DeviceType",
		"type",
		12345
	],
	[
		"/CountryCode",
		"type",
		12345
	],
	[
		"/AreaCode",
		"type",
		12345
	],
	[
		"/ExchangeCode",
		"type",
		12345
	],
	[
		"/Extension",
		"type",
		12345
	],
	[
		"/Default",
		"type",
		"true"
	],
	[
		"/Tag",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link TxnTaxDetail}. */
function buildTxnTaxDetail(g) {
	return {
		...g.optional("TxnTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("DefaultTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("TotalTax", () => g.ref(buildMoney)),
		...g.optional("TaxLine", () => g.array({}, () => g.ref(buildTaxLine))),
		...g.optional("UseAutomatedSalesTax", () => g.boolean())
	};
}
/** Negative cases of {@link TxnTaxDetail}. */
const invalidTxnTaxDetail = fx.invalidList("TxnTaxDetail", buildTxnTaxDetail, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/TxnTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/DefaultTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/TotalTax",
		invalidMoney,
		"skipNull"
	],
	[
		"/TaxLine",
		"type",
		{ not: "an array" }
	],
	["/TaxLine/0", invalidTaxLine],
	[
		"/UseAutomatedSalesTax",
		"type",
		"true"
	]
]);
/** Builds a {@link Vendor}. */
function buildVendor(g) {
	return g.example([{ DisplayName: "Smith Family Store" }], () => ({
		...g.optional("Id", () => g.text("id")),
		...g.optional("SyncToken", () => g.text("token")),
		...g.optional("MetaData", () => g.ref(buildMetaData)),
		...g.optional("domain", () => g.text("word")),
		...g.optional("status", () => g.text("status")),
		...g.optional("sparse", () => g.boolean()),
		...g.optional("DisplayName", () => g.text("personName", { maxLength: 500 })),
		...g.optional("Title", () => g.text("title", { maxLength: 16 })),
		...g.optional("GivenName", () => g.text("firstName", { maxLength: 100 })),
		...g.optional("MiddleName", () => g.text("middleName", { maxLength: 100 })),
		...g.optional("FamilyName", () => g.text("lastName", { maxLength: 100 })),
		...g.optional("Suffix", () => g.text("text", { maxLength: 16 })),
		...g.optional("CompanyName", () => g.text("companyName", { maxLength: 100 })),
		...g.optional("PrintOnCheckName", () => g.text("personName", { maxLength: 110 })),
		...g.optional("FullyQualifiedName", () => g.text("companyName")),
		...g.optional("Active", () => g.boolean()),
		...g.optional("PrimaryEmailAddr", () => g.ref(buildEmailAddress)),
		...g.optional("PrimaryPhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("AlternatePhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("Mobile", () => g.ref(buildTelephoneNumber)),
		...g.optional("Fax", () => g.ref(buildTelephoneNumber)),
		...g.optional("WebAddr", () => g.ref(buildWebSiteAddress)),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddress)),
		...g.optional("Notes", () => g.text("sentence", { maxLength: 2e3 })),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 100 })),
		...g.optional("DefaultTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("OpenBalanceDate", () => g.ref(buildCalendarDate)),
		...g.optional("Balance", () => g.ref(buildMoney)),
		...g.optional("TaxIdentifier", () => g.text("amount", { maxLength: 20 })),
		...g.optional("TermRef", () => g.ref(buildReferenceType)),
		...g.optional("APAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("Vendor1099", () => g.boolean()),
		...g.optional("BillRate", () => g.ref(buildMoney)),
		...g.optional("CostRate", () => g.ref(buildMoney))
	}));
}
/** Negative cases of {@link Vendor}. */
const invalidVendor = fx.invalidList("Vendor", buildVendor, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/Id",
		"type",
		12345
	],
	[
		"/SyncToken",
		"type",
		12345
	],
	[
		"/MetaData",
		invalidMetaData,
		"skipNull"
	],
	[
		"/domain",
		"type",
		12345
	],
	[
		"/status",
		"type",
		12345
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/DisplayName",
		"type",
		12345
	],
	[
		"/DisplayName",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Title",
		"type",
		12345
	],
	[
		"/Title",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/GivenName",
		"type",
		12345
	],
	[
		"/GivenName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/MiddleName",
		"type",
		12345
	],
	[
		"/MiddleName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/FamilyName",
		"type",
		12345
	],
	[
		"/FamilyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Suffix",
		"type",
		12345
	],
	[
		"/Suffix",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CompanyName",
		"type",
		12345
	],
	[
		"/CompanyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/PrintOnCheckName",
		"type",
		12345
	],
	[
		"/PrintOnCheckName",
		"maxLength",
		"x".repeat(111)
	],
	[
		"/FullyQualifiedName",
		"type",
		12345
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/PrimaryEmailAddr",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/PrimaryPhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/AlternatePhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Mobile",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Fax",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/WebAddr",
		invalidWebSiteAddress,
		"skipNull"
	],
	[
		"/BillAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddress,
		"skipNull"
	],
	[
		"/Notes",
		"type",
		12345
	],
	[
		"/Notes",
		"maxLength",
		"x".repeat(2001)
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/DefaultTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/OpenBalanceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/Balance",
		invalidMoney,
		"skipNull"
	],
	[
		"/TaxIdentifier",
		"type",
		12345
	],
	[
		"/TaxIdentifier",
		"maxLength",
		"x".repeat(21)
	],
	[
		"/TermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/APAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Vendor1099",
		"type",
		"true"
	],
	[
		"/BillRate",
		invalidMoney,
		"skipNull"
	],
	[
		"/CostRate",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link VendorWrite}. */
function buildVendorWrite(g) {
	return g.example([{ DisplayName: "Smith Family Store" }], () => ({
		...g.optional("sparse", () => g.boolean()),
		...g.optional("DisplayName", () => g.text("personName", { maxLength: 500 })),
		...g.optional("Title", () => g.text("title", { maxLength: 16 })),
		...g.optional("GivenName", () => g.text("firstName", { maxLength: 100 })),
		...g.optional("MiddleName", () => g.text("middleName", { maxLength: 100 })),
		...g.optional("FamilyName", () => g.text("lastName", { maxLength: 100 })),
		...g.optional("Suffix", () => g.text("text", { maxLength: 16 })),
		...g.optional("CompanyName", () => g.text("companyName", { maxLength: 100 })),
		...g.optional("PrintOnCheckName", () => g.text("personName", { maxLength: 110 })),
		...g.optional("Active", () => g.boolean()),
		...g.optional("PrimaryEmailAddr", () => g.ref(buildEmailAddress)),
		...g.optional("PrimaryPhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("AlternatePhone", () => g.ref(buildTelephoneNumber)),
		...g.optional("Mobile", () => g.ref(buildTelephoneNumber)),
		...g.optional("Fax", () => g.ref(buildTelephoneNumber)),
		...g.optional("WebAddr", () => g.ref(buildWebSiteAddress)),
		...g.optional("BillAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("ShipAddr", () => g.ref(buildPhysicalAddressWrite)),
		...g.optional("Notes", () => g.text("sentence", { maxLength: 2e3 })),
		...g.optional("CurrencyRef", () => g.ref(buildReferenceType)),
		...g.optional("AcctNum", () => g.text("number", { maxLength: 100 })),
		...g.optional("DefaultTaxCodeRef", () => g.ref(buildReferenceType)),
		...g.optional("OpenBalanceDate", () => g.ref(buildCalendarDate)),
		...g.optional("TaxIdentifier", () => g.text("amount", { maxLength: 20 })),
		...g.optional("TermRef", () => g.ref(buildReferenceType)),
		...g.optional("APAccountRef", () => g.ref(buildReferenceType)),
		...g.optional("Vendor1099", () => g.boolean()),
		...g.optional("BillRate", () => g.ref(buildMoney)),
		...g.optional("CostRate", () => g.ref(buildMoney))
	}));
}
/** Negative cases of {@link VendorWrite}. */
const invalidVendorWrite = fx.invalidList("VendorWrite", buildVendorWrite, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sparse",
		"type",
		"true"
	],
	[
		"/DisplayName",
		"type",
		12345
	],
	[
		"/DisplayName",
		"maxLength",
		"x".repeat(501)
	],
	[
		"/Title",
		"type",
		12345
	],
	[
		"/Title",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/GivenName",
		"type",
		12345
	],
	[
		"/GivenName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/MiddleName",
		"type",
		12345
	],
	[
		"/MiddleName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/FamilyName",
		"type",
		12345
	],
	[
		"/FamilyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/Suffix",
		"type",
		12345
	],
	[
		"/Suffix",
		"maxLength",
		"x".repeat(17)
	],
	[
		"/CompanyName",
		"type",
		12345
	],
	[
		"/CompanyName",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/PrintOnCheckName",
		"type",
		12345
	],
	[
		"/PrintOnCheckName",
		"maxLength",
		"x".repeat(111)
	],
	[
		"/Active",
		"type",
		"true"
	],
	[
		"/PrimaryEmailAddr",
		invalidEmailAddress,
		"skipNull"
	],
	[
		"/PrimaryPhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/AlternatePhone",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Mobile",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/Fax",
		invalidTelephoneNumber,
		"skipNull"
	],
	[
		"/WebAddr",
		invalidWebSiteAddress,
		"skipNull"
	],
	[
		"/BillAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/ShipAddr",
		invalidPhysicalAddressWrite,
		"skipNull"
	],
	[
		"/Notes",
		"type",
		12345
	],
	[
		"/Notes",
		"maxLength",
		"x".repeat(2001)
	],
	[
		"/CurrencyRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/AcctNum",
		"type",
		12345
	],
	[
		"/AcctNum",
		"maxLength",
		"x".repeat(101)
	],
	[
		"/DefaultTaxCodeRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/OpenBalanceDate",
		invalidCalendarDate,
		"skipNull"
	],
	[
		"/TaxIdentifier",
		"type",
		12345
	],
	[
		"/TaxIdentifier",
		"maxLength",
		"x".repeat(21)
	],
	[
		"/TermRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/APAccountRef",
		invalidReferenceType,
		"skipNull"
	],
	[
		"/Vendor1099",
		"type",
		"true"
	],
	[
		"/BillRate",
		invalidMoney,
		"skipNull"
	],
	[
		"/CostRate",
		invalidMoney,
		"skipNull"
	]
]);
/** Builds a {@link VendorResponse}. */
function buildVendorResponse(g) {
	return {
		Vendor: g.ref(buildVendor),
		...g.optional("time", () => g.ref(buildDateTime))
	};
}
/** Negative cases of {@link VendorResponse}. */
const invalidVendorResponse = fx.invalidList("VendorResponse", buildVendorResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Vendor", "required"],
	["/Vendor", invalidVendor],
	[
		"/time",
		invalidDateTime,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link VendorUpdate}. */
function buildVendorUpdate(g) {
	return g.allOf([g.ref(buildVendor), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link VendorUpdate}. */
const invalidVendorUpdate = fx.invalidList("VendorUpdate", buildVendorUpdate, () => [
	["", invalidVendor],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link VendorUpdateWrite}. */
function buildVendorUpdateWrite(g) {
	return g.allOf([g.ref(buildVendorWrite), {
		Id: g.text("id"),
		SyncToken: g.text("token")
	}]);
}
/** Negative cases of {@link VendorUpdateWrite}. */
const invalidVendorUpdateWrite = fx.invalidList("VendorUpdateWrite", buildVendorUpdateWrite, () => [
	["", invalidVendorWrite],
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/Id", "required"],
	[
		"/Id",
		"nullable",
		null
	],
	[
		"/Id",
		"type",
		12345
	],
	["/SyncToken", "required"],
	[
		"/SyncToken",
		"nullable",
		null
	],
	[
		"/SyncToken",
		"type",
		12345
	]
]);
/** Builds a {@link WebSiteAddress}. */
function buildWebSiteAddress(g) {
	return { ...g.optional("URI", () => g.text("url", { maxLength: 1e3 })) };
}
/** Negative cases of {@link WebSiteAddress}. */
const invalidWebSiteAddress = fx.invalidList("WebSiteAddress", buildWebSiteAddress, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/URI",
		"type",
		12345
	],
	[
		"/URI",
		"maxLength",
		"x".repeat(1001)
	]
]);
/** Builds a {@link WebhookEntityChange}. */
function buildWebhookEntityChange(g) {
	return {
		name: g.text("personName"),
		id: g.text("id"),
		operation: g.pick([
			"Create",
			"Update",
			"Delete",
			"Merge",
			"Void",
			"Emailed"
		]),
		...g.optional("lastUpdated", () => g.ref(buildDateTime)),
		...g.optional("deletedId", () => g.text("id"))
	};
}
/** Negative cases of {@link WebhookEntityChange}. */
const invalidWebhookEntityChange = fx.invalidList("WebhookEntityChange", buildWebhookEntityChange, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/name", "required"],
	[
		"/name",
		"nullable",
		null
	],
	[
		"/name",
		"type",
		12345
	],
	["/id", "required"],
	[
		"/id",
		"nullable",
		null
	],
	[
		"/id",
		"type",
		12345
	],
	["/operation", "required"],
	[
		"/operation",
		"nullable",
		null
	],
	[
		"/operation",
		"type",
		12345
	],
	[
		"/operation",
		"enum",
		"NOT_A_KNOWN_VALUE"
	],
	[
		"/lastUpdated",
		invalidDateTime,
		"skipNull"
	],
	[
		"/deletedId",
		"type",
		12345
	]
]);
/** Builds a {@link WebhookNotification}. */
function buildWebhookNotification(g) {
	return { eventNotifications: g.array({}, () => ({
		realmId: g.text("id"),
		dataChangeEvent: { entities: g.array({}, () => g.ref(buildWebhookEntityChange)) }
	})) };
}
/** Negative cases of {@link WebhookNotification}. */
const invalidWebhookNotification = fx.invalidList("WebhookNotification", buildWebhookNotification, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/eventNotifications", "required"],
	[
		"/eventNotifications",
		"nullable",
		null
	],
	[
		"/eventNotifications",
		"type",
		{ not: "an array" }
	],
	[
		"/eventNotifications/0",
		"nullable",
		null
	],
	[
		"/eventNotifications/0",
		"type",
		"not an object"
	],
	["/eventNotifications/0/realmId", "required"],
	[
		"/eventNotifications/0/realmId",
		"nullable",
		null
	],
	[
		"/eventNotifications/0/realmId",
		"type",
		12345
	],
	["/eventNotifications/0/dataChangeEvent", "required"],
	[
		"/eventNotifications/0/dataChangeEvent",
		"nullable",
		null
	],
	[
		"/eventNotifications/0/dataChangeEvent",
		"type",
		"not an object"
	],
	["/eventNotifications/0/dataChangeEvent/entities", "required"],
	[
		"/eventNotifications/0/dataChangeEvent/entities",
		"nullable",
		null
	],
	[
		"/eventNotifications/0/dataChangeEvent/entities",
		"type",
		{ not: "an array" }
	],
	["/eventNotifications/0/dataChangeEvent/entities/0", invalidWebhookEntityChange]
]);
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures = {
	Account: fx.fixtureBuilder("Account", buildAccount),
	AccountWrite: fx.fixtureBuilder("AccountWrite", buildAccountWrite),
	AccountBasedExpenseLine: fx.fixtureBuilder("AccountBasedExpenseLine", buildAccountBasedExpenseLine),
	AccountBasedExpenseLineDetail: fx.fixtureBuilder("AccountBasedExpenseLineDetail", buildAccountBasedExpenseLineDetail),
	AccountResponse: fx.fixtureBuilder("AccountResponse", buildAccountResponse),
	AccountUpdate: fx.fixtureBuilder("AccountUpdate", buildAccountUpdate),
	AccountUpdateWrite: fx.fixtureBuilder("AccountUpdateWrite", buildAccountUpdateWrite),
	BatchItemRequest: fx.fixtureBuilder("BatchItemRequest", buildBatchItemRequest),
	BatchItemResponse: fx.fixtureBuilder("BatchItemResponse", buildBatchItemResponse),
	BatchRequest: fx.fixtureBuilder("BatchRequest", buildBatchRequest),
	BatchResponse: fx.fixtureBuilder("BatchResponse", buildBatchResponse),
	Bill: fx.fixtureBuilder("Bill", buildBill),
	BillWrite: fx.fixtureBuilder("BillWrite", buildBillWrite),
	BillDeleteResponse: fx.fixtureBuilder("BillDeleteResponse", buildBillDeleteResponse),
	BillResponse: fx.fixtureBuilder("BillResponse", buildBillResponse),
	BillUpdate: fx.fixtureBuilder("BillUpdate", buildBillUpdate),
	BillUpdateWrite: fx.fixtureBuilder("BillUpdateWrite", buildBillUpdateWrite),
	BillableStatus: fx.fixtureBuilder("BillableStatus", buildBillableStatus),
	CalendarDate: fx.fixtureBuilder("CalendarDate", buildCalendarDate),
	CdcResponse: fx.fixtureBuilder("CdcResponse", buildCdcResponse),
	CdcResult: fx.fixtureBuilder("CdcResult", buildCdcResult),
	CloudEvent: fx.fixtureBuilder("CloudEvent", buildCloudEvent),
	CloudEventNotification: fx.fixtureBuilder("CloudEventNotification", buildCloudEventNotification),
	CustomField: fx.fixtureBuilder("CustomField", buildCustomField),
	Customer: fx.fixtureBuilder("Customer", buildCustomer),
	CustomerWrite: fx.fixtureBuilder("CustomerWrite", buildCustomerWrite),
	CustomerResponse: fx.fixtureBuilder("CustomerResponse", buildCustomerResponse),
	CustomerUpdate: fx.fixtureBuilder("CustomerUpdate", buildCustomerUpdate),
	CustomerUpdateWrite: fx.fixtureBuilder("CustomerUpdateWrite", buildCustomerUpdateWrite),
	DateTime: fx.fixtureBuilder("DateTime", buildDateTime),
	DeletedEntity: fx.fixtureBuilder("DeletedEntity", buildDeletedEntity),
	DescriptionLineDetail: fx.fixtureBuilder("DescriptionLineDetail", buildDescriptionLineDetail),
	DescriptionOnlyLine: fx.fixtureBuilder("DescriptionOnlyLine", buildDescriptionOnlyLine),
	DiscountLine: fx.fixtureBuilder("DiscountLine", buildDiscountLine),
	DiscountLineDetail: fx.fixtureBuilder("DiscountLineDetail", buildDiscountLineDetail),
	EmailAddress: fx.fixtureBuilder("EmailAddress", buildEmailAddress),
	EmailStatus: fx.fixtureBuilder("EmailStatus", buildEmailStatus),
	EntityDeleteRequest: fx.fixtureBuilder("EntityDeleteRequest", buildEntityDeleteRequest),
	EntityVoidRequest: fx.fixtureBuilder("EntityVoidRequest", buildEntityVoidRequest),
	Fault: fx.fixtureBuilder("Fault", buildFault),
	FaultError: fx.fixtureBuilder("FaultError", buildFaultError),
	FaultInfo: fx.fixtureBuilder("FaultInfo", buildFaultInfo),
	FaultType: fx.fixtureBuilder("FaultType", buildFaultType),
	GatewayFault: fx.fixtureBuilder("GatewayFault", buildGatewayFault),
	GlobalTaxCalculation: fx.fixtureBuilder("GlobalTaxCalculation", buildGlobalTaxCalculation),
	GroupLine: fx.fixtureBuilder("GroupLine", buildGroupLine),
	GroupLineDetail: fx.fixtureBuilder("GroupLineDetail", buildGroupLineDetail),
	Invoice: fx.fixtureBuilder("Invoice", buildInvoice),
	InvoiceWrite: fx.fixtureBuilder("InvoiceWrite", buildInvoiceWrite),
	InvoiceDeleteResponse: fx.fixtureBuilder("InvoiceDeleteResponse", buildInvoiceDeleteResponse),
	InvoiceResponse: fx.fixtureBuilder("InvoiceResponse", buildInvoiceResponse),
	InvoiceUpdate: fx.fixtureBuilder("InvoiceUpdate", buildInvoiceUpdate),
	InvoiceUpdateWrite: fx.fixtureBuilder("InvoiceUpdateWrite", buildInvoiceUpdateWrite),
	Item: fx.fixtureBuilder("Item", buildItem),
	ItemWrite: fx.fixtureBuilder("ItemWrite", buildItemWrite),
	ItemBasedExpenseLine: fx.fixtureBuilder("ItemBasedExpenseLine", buildItemBasedExpenseLine),
	ItemBasedExpenseLineDetail: fx.fixtureBuilder("ItemBasedExpenseLineDetail", buildItemBasedExpenseLineDetail),
	ItemResponse: fx.fixtureBuilder("ItemResponse", buildItemResponse),
	ItemUpdate: fx.fixtureBuilder("ItemUpdate", buildItemUpdate),
	ItemUpdateWrite: fx.fixtureBuilder("ItemUpdateWrite", buildItemUpdateWrite),
	JournalEntryLine: fx.fixtureBuilder("JournalEntryLine", buildJournalEntryLine),
	JournalEntryLineDetail: fx.fixtureBuilder("JournalEntryLineDetail", buildJournalEntryLineDetail),
	Line: fx.fixtureBuilder("Line", buildLine),
	LinkedTxn: fx.fixtureBuilder("LinkedTxn", buildLinkedTxn),
	MemoRef: fx.fixtureBuilder("MemoRef", buildMemoRef),
	MetaData: fx.fixtureBuilder("MetaData", buildMetaData),
	Money: fx.fixtureBuilder("Money", buildMoney),
	Payment: fx.fixtureBuilder("Payment", buildPayment),
	PaymentWrite: fx.fixtureBuilder("PaymentWrite", buildPaymentWrite),
	PaymentDeleteResponse: fx.fixtureBuilder("PaymentDeleteResponse", buildPaymentDeleteResponse),
	PaymentLine: fx.fixtureBuilder("PaymentLine", buildPaymentLine),
	PaymentResponse: fx.fixtureBuilder("PaymentResponse", buildPaymentResponse),
	PaymentUpdate: fx.fixtureBuilder("PaymentUpdate", buildPaymentUpdate),
	PaymentUpdateWrite: fx.fixtureBuilder("PaymentUpdateWrite", buildPaymentUpdateWrite),
	PhysicalAddress: fx.fixtureBuilder("PhysicalAddress", buildPhysicalAddress),
	PhysicalAddressWrite: fx.fixtureBuilder("PhysicalAddressWrite", buildPhysicalAddressWrite),
	PrintStatus: fx.fixtureBuilder("PrintStatus", buildPrintStatus),
	QueryResponse: fx.fixtureBuilder("QueryResponse", buildQueryResponse),
	QueryResult: fx.fixtureBuilder("QueryResult", buildQueryResult),
	ReferenceType: fx.fixtureBuilder("ReferenceType", buildReferenceType),
	SalesItemLine: fx.fixtureBuilder("SalesItemLine", buildSalesItemLine),
	SalesItemLineDetail: fx.fixtureBuilder("SalesItemLineDetail", buildSalesItemLineDetail),
	SubTotalLine: fx.fixtureBuilder("SubTotalLine", buildSubTotalLine),
	SubTotalLineDetail: fx.fixtureBuilder("SubTotalLineDetail", buildSubTotalLineDetail),
	TaxLine: fx.fixtureBuilder("TaxLine", buildTaxLine),
	TaxLineDetail: fx.fixtureBuilder("TaxLineDetail", buildTaxLineDetail),
	TelephoneNumber: fx.fixtureBuilder("TelephoneNumber", buildTelephoneNumber),
	TxnTaxDetail: fx.fixtureBuilder("TxnTaxDetail", buildTxnTaxDetail),
	Vendor: fx.fixtureBuilder("Vendor", buildVendor),
	VendorWrite: fx.fixtureBuilder("VendorWrite", buildVendorWrite),
	VendorResponse: fx.fixtureBuilder("VendorResponse", buildVendorResponse),
	VendorUpdate: fx.fixtureBuilder("VendorUpdate", buildVendorUpdate),
	VendorUpdateWrite: fx.fixtureBuilder("VendorUpdateWrite", buildVendorUpdateWrite),
	WebSiteAddress: fx.fixtureBuilder("WebSiteAddress", buildWebSiteAddress),
	WebhookEntityChange: fx.fixtureBuilder("WebhookEntityChange", buildWebhookEntityChange),
	WebhookNotification: fx.fixtureBuilder("WebhookNotification", buildWebhookNotification),
	invalid: {
		Account: invalidAccount,
		AccountWrite: invalidAccountWrite,
		AccountBasedExpenseLine: invalidAccountBasedExpenseLine,
		AccountBasedExpenseLineDetail: invalidAccountBasedExpenseLineDetail,
		AccountResponse: invalidAccountResponse,
		AccountUpdate: invalidAccountUpdate,
		AccountUpdateWrite: invalidAccountUpdateWrite,
		BatchItemRequest: invalidBatchItemRequest,
		BatchItemResponse: invalidBatchItemResponse,
		BatchRequest: invalidBatchRequest,
		BatchResponse: invalidBatchResponse,
		Bill: invalidBill,
		BillWrite: invalidBillWrite,
		BillDeleteResponse: invalidBillDeleteResponse,
		BillResponse: invalidBillResponse,
		BillUpdate: invalidBillUpdate,
		BillUpdateWrite: invalidBillUpdateWrite,
		BillableStatus: invalidBillableStatus,
		CalendarDate: invalidCalendarDate,
		CdcResponse: invalidCdcResponse,
		CdcResult: invalidCdcResult,
		CloudEvent: invalidCloudEvent,
		CloudEventNotification: invalidCloudEventNotification,
		CustomField: invalidCustomField,
		Customer: invalidCustomer,
		CustomerWrite: invalidCustomerWrite,
		CustomerResponse: invalidCustomerResponse,
		CustomerUpdate: invalidCustomerUpdate,
		CustomerUpdateWrite: invalidCustomerUpdateWrite,
		DateTime: invalidDateTime,
		DeletedEntity: invalidDeletedEntity,
		DescriptionLineDetail: invalidDescriptionLineDetail,
		DescriptionOnlyLine: invalidDescriptionOnlyLine,
		DiscountLine: invalidDiscountLine,
		DiscountLineDetail: invalidDiscountLineDetail,
		EmailAddress: invalidEmailAddress,
		EmailStatus: invalidEmailStatus,
		EntityDeleteRequest: invalidEntityDeleteRequest,
		EntityVoidRequest: invalidEntityVoidRequest,
		Fault: invalidFault,
		FaultError: invalidFaultError,
		FaultInfo: invalidFaultInfo,
		FaultType: invalidFaultType,
		GatewayFault: invalidGatewayFault,
		GlobalTaxCalculation: invalidGlobalTaxCalculation,
		GroupLine: invalidGroupLine,
		GroupLineDetail: invalidGroupLineDetail,
		Invoice: invalidInvoice,
		InvoiceWrite: invalidInvoiceWrite,
		InvoiceDeleteResponse: invalidInvoiceDeleteResponse,
		InvoiceResponse: invalidInvoiceResponse,
		InvoiceUpdate: invalidInvoiceUpdate,
		InvoiceUpdateWrite: invalidInvoiceUpdateWrite,
		Item: invalidItem,
		ItemWrite: invalidItemWrite,
		ItemBasedExpenseLine: invalidItemBasedExpenseLine,
		ItemBasedExpenseLineDetail: invalidItemBasedExpenseLineDetail,
		ItemResponse: invalidItemResponse,
		ItemUpdate: invalidItemUpdate,
		ItemUpdateWrite: invalidItemUpdateWrite,
		JournalEntryLine: invalidJournalEntryLine,
		JournalEntryLineDetail: invalidJournalEntryLineDetail,
		Line: invalidLine,
		LinkedTxn: invalidLinkedTxn,
		MemoRef: invalidMemoRef,
		MetaData: invalidMetaData,
		Money: invalidMoney,
		Payment: invalidPayment,
		PaymentWrite: invalidPaymentWrite,
		PaymentDeleteResponse: invalidPaymentDeleteResponse,
		PaymentLine: invalidPaymentLine,
		PaymentResponse: invalidPaymentResponse,
		PaymentUpdate: invalidPaymentUpdate,
		PaymentUpdateWrite: invalidPaymentUpdateWrite,
		PhysicalAddress: invalidPhysicalAddress,
		PhysicalAddressWrite: invalidPhysicalAddressWrite,
		PrintStatus: invalidPrintStatus,
		QueryResponse: invalidQueryResponse,
		QueryResult: invalidQueryResult,
		ReferenceType: invalidReferenceType,
		SalesItemLine: invalidSalesItemLine,
		SalesItemLineDetail: invalidSalesItemLineDetail,
		SubTotalLine: invalidSubTotalLine,
		SubTotalLineDetail: invalidSubTotalLineDetail,
		TaxLine: invalidTaxLine,
		TaxLineDetail: invalidTaxLineDetail,
		TelephoneNumber: invalidTelephoneNumber,
		TxnTaxDetail: invalidTxnTaxDetail,
		Vendor: invalidVendor,
		VendorWrite: invalidVendorWrite,
		VendorResponse: invalidVendorResponse,
		VendorUpdate: invalidVendorUpdate,
		VendorUpdateWrite: invalidVendorUpdateWrite,
		WebSiteAddress: invalidWebSiteAddress,
		WebhookEntityChange: invalidWebhookEntityChange,
		WebhookNotification: invalidWebhookNotification
	}
};
