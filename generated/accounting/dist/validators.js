import { MAX_DEPTH, codePointLength, collectResult, enumError, escapePointer, expectArray, expectBoolean, expectInteger, expectNumber, expectObject, expectString, expected, expectedOneOf, fail, formatError, isDate, isDateTime, keepWritable, reportItemCount, reportLength, required, typeError } from "./runtime/validators/validation.js";
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** The fast pass refusing a container nested too deep: the flag lets unions stop trying variants. */
function refuseTooDeep() {
	tooDeep = true;
	return false;
}
/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;
const ACCOUNT_ACCOUNT_TYPE_VALUES = new Set([
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
]);
const CUSTOM_FIELD_KEYS = new Set([
	"DefinitionId",
	"Name",
	"Type",
	"StringValue",
	"BooleanValue",
	"NumberValue",
	"DateValue"
]);
const FAULT_TYPE_VALUES = new Set([
	"ValidationFault",
	"SystemFault",
	"AuthenticationFault",
	"AuthorizationFault",
	"AuthorizatonFault",
	"SERVICE",
	"AUTHENTICATION"
]);
const PHYSICAL_ADDRESS_KEYS = new Set([
	"Id",
	"Line1",
	"Line2",
	"Line3",
	"Line4",
	"Line5",
	"City",
	"Country",
	"CountryCode",
	"County",
	"CountrySubDivisionCode",
	"PostalCode",
	"PostalCodeSuffix",
	"Lat",
	"Long",
	"Tag",
	"Note"
]);
const TELEPHONE_NUMBER_KEYS = new Set([
	"Id",
	"FreeFormNumber",
	"DeviceType",
	"CountryCode",
	"AreaCode",
	"ExchangeCode",
	"Extension",
	"Default",
	"Tag"
]);
/** Fast pass: is `v` a valid Account? */
function validAccount(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vName = o.Name;
	if (vName !== undefined) {
		if (typeof vName !== "string") return false;
		if (vName.length > 100 && codePointLength(vName) > 100) return false;
	}
	const vAccountType = o.AccountType;
	if (vAccountType !== undefined) {
		if (typeof vAccountType !== "string") return false;
		if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType)) return false;
	}
	const vAccountSubType = o.AccountSubType;
	if (vAccountSubType !== undefined && typeof vAccountSubType !== "string") return false;
	const vClassification = o.Classification;
	if (vClassification !== undefined) {
		if (typeof vClassification !== "string") return false;
		if (!(vClassification === "Asset" || vClassification === "Equity" || vClassification === "Expense" || vClassification === "Liability" || vClassification === "Revenue")) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 100 && codePointLength(vDescription) > 100) return false;
	}
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 20 && codePointLength(vAcctNum) > 20) return false;
	}
	const vSubAccount = o.SubAccount;
	if (vSubAccount !== undefined && typeof vSubAccount !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	const vFullyQualifiedName = o.FullyQualifiedName;
	if (vFullyQualifiedName !== undefined && typeof vFullyQualifiedName !== "string") return false;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	const vCurrentBalance = o.CurrentBalance;
	if (vCurrentBalance !== undefined && !validMoney(vCurrentBalance, d + 1)) return false;
	const vCurrentBalanceWithSubAccounts = o.CurrentBalanceWithSubAccounts;
	if (vCurrentBalanceWithSubAccounts !== undefined && !validMoney(vCurrentBalanceWithSubAccounts, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Account, at pointer `p`. */
function checkAccount(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vName = v.Name;
		if (vName !== undefined && expectString(r, p + "/Name", vName)) reportLength(r, p + "/Name", vName, undefined, 100);
		const vAccountType = v.AccountType;
		if (vAccountType !== undefined && expectString(r, p + "/AccountType", vAccountType) && !ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType)) enumError(r, p + "/AccountType", ACCOUNT_ACCOUNT_TYPE_VALUES, vAccountType);
		if (v.AccountSubType !== undefined) expectString(r, p + "/AccountSubType", v.AccountSubType);
		const vClassification = v.Classification;
		if (vClassification !== undefined && expectString(r, p + "/Classification", vClassification) && !(vClassification === "Asset" || vClassification === "Equity" || vClassification === "Expense" || vClassification === "Liability" || vClassification === "Revenue")) enumError(r, p + "/Classification", [
			"Asset",
			"Equity",
			"Expense",
			"Liability",
			"Revenue"
		], vClassification);
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 100);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 20);
		if (v.SubAccount !== undefined) expectBoolean(r, p + "/SubAccount", v.SubAccount);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.FullyQualifiedName !== undefined) expectString(r, p + "/FullyQualifiedName", v.FullyQualifiedName);
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.CurrentBalance !== undefined) checkMoney(v.CurrentBalance, p + "/CurrentBalance", d + 1, r);
		if (v.CurrentBalanceWithSubAccounts !== undefined) checkMoney(v.CurrentBalanceWithSubAccounts, p + "/CurrentBalanceWithSubAccounts", d + 1, r);
	}
}
/** Fast pass: is `v` a valid AccountWrite (request shape)? */
function validAccountWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vName = o.Name;
	if (vName !== undefined) {
		if (typeof vName !== "string") return false;
		if (vName.length > 100 && codePointLength(vName) > 100) return false;
	}
	const vAccountType = o.AccountType;
	if (vAccountType !== undefined) {
		if (typeof vAccountType !== "string") return false;
		if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType)) return false;
	}
	const vAccountSubType = o.AccountSubType;
	if (vAccountSubType !== undefined && typeof vAccountSubType !== "string") return false;
	const vClassification = o.Classification;
	if (vClassification !== undefined) {
		if (typeof vClassification !== "string") return false;
		if (!(vClassification === "Asset" || vClassification === "Equity" || vClassification === "Expense" || vClassification === "Liability" || vClassification === "Revenue")) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 100 && codePointLength(vDescription) > 100) return false;
	}
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 20 && codePointLength(vAcctNum) > 20) return false;
	}
	const vSubAccount = o.SubAccount;
	if (vSubAccount !== undefined && typeof vSubAccount !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	if (o.FullyQualifiedName !== undefined) droppedSeen = true;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	if (o.CurrentBalance !== undefined) droppedSeen = true;
	if (o.CurrentBalanceWithSubAccounts !== undefined) droppedSeen = true;
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountWrite (request shape), at pointer `p`. */
function checkAccountWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vName = v.Name;
		if (vName !== undefined && expectString(r, p + "/Name", vName)) reportLength(r, p + "/Name", vName, undefined, 100);
		const vAccountType = v.AccountType;
		if (vAccountType !== undefined && expectString(r, p + "/AccountType", vAccountType) && !ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType)) enumError(r, p + "/AccountType", ACCOUNT_ACCOUNT_TYPE_VALUES, vAccountType);
		if (v.AccountSubType !== undefined) expectString(r, p + "/AccountSubType", v.AccountSubType);
		const vClassification = v.Classification;
		if (vClassification !== undefined && expectString(r, p + "/Classification", vClassification) && !(vClassification === "Asset" || vClassification === "Equity" || vClassification === "Expense" || vClassification === "Liability" || vClassification === "Revenue")) enumError(r, p + "/Classification", [
			"Asset",
			"Equity",
			"Expense",
			"Liability",
			"Revenue"
		], vClassification);
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 100);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 20);
		if (v.SubAccount !== undefined) expectBoolean(r, p + "/SubAccount", v.SubAccount);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.FullyQualifiedName !== undefined) r.dropped.push(p + "/FullyQualifiedName");
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.CurrentBalance !== undefined) r.dropped.push(p + "/CurrentBalance");
		if (v.CurrentBalanceWithSubAccounts !== undefined) r.dropped.push(p + "/CurrentBalanceWithSubAccounts");
	}
}
/** Fast pass: is `v` a valid AccountBasedExpenseLine? */
function validAccountBasedExpenseLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "AccountBasedExpenseLineDetail" || vDetailType === "ACCOUNT_BASED_EXPENSE_LINE_DETAIL")) return false;
	const vAccountBasedExpenseLineDetail = o.AccountBasedExpenseLineDetail;
	if (vAccountBasedExpenseLineDetail !== undefined && !validAccountBasedExpenseLineDetail(vAccountBasedExpenseLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountBasedExpenseLine, at pointer `p`. */
function checkAccountBasedExpenseLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "AccountBasedExpenseLineDetail" || vDetailType === "ACCOUNT_BASED_EXPENSE_LINE_DETAIL")) enumError(r, p + "/DetailType", ["AccountBasedExpenseLineDetail", "ACCOUNT_BASED_EXPENSE_LINE_DETAIL"], vDetailType);
		if (v.AccountBasedExpenseLineDetail !== undefined) checkAccountBasedExpenseLineDetail(v.AccountBasedExpenseLineDetail, p + "/AccountBasedExpenseLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid AccountBasedExpenseLineDetail? */
function validAccountBasedExpenseLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vAccountRef = o.AccountRef;
	if (vAccountRef !== undefined && !validReferenceType(vAccountRef, d + 1)) return false;
	const vBillableStatus = o.BillableStatus;
	if (vBillableStatus !== undefined && !validBillableStatus(vBillableStatus, d + 1)) return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	const vTaxAmount = o.TaxAmount;
	if (vTaxAmount !== undefined && !validMoney(vTaxAmount, d + 1)) return false;
	const vTaxInclusiveAmt = o.TaxInclusiveAmt;
	if (vTaxInclusiveAmt !== undefined && !validMoney(vTaxInclusiveAmt, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountBasedExpenseLineDetail, at pointer `p`. */
function checkAccountBasedExpenseLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.AccountRef !== undefined) checkReferenceType(v.AccountRef, p + "/AccountRef", d + 1, r);
		if (v.BillableStatus !== undefined) checkBillableStatus(v.BillableStatus, p + "/BillableStatus", d + 1, r);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.TaxAmount !== undefined) checkMoney(v.TaxAmount, p + "/TaxAmount", d + 1, r);
		if (v.TaxInclusiveAmt !== undefined) checkMoney(v.TaxInclusiveAmt, p + "/TaxInclusiveAmt", d + 1, r);
	}
}
/** Fast pass: is `v` a valid AccountResponse? */
function validAccountResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vAccount = o.Account;
	if (vAccount === undefined) return false;
	if (!validAccount(vAccount, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Account" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountResponse, at pointer `p`. */
function checkAccountResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vAccount = v.Account;
		if (vAccount === undefined) required(r, p + "/Account", "Account");
		else checkAccount(vAccount, p + "/Account", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Account" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid AccountUpdate? */
function validAccountUpdate(v, d) {
	if (!validAccount(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountUpdate, at pointer `p`. */
function checkAccountUpdate(v, p, d, r) {
	checkAccount(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid AccountUpdateWrite (request shape)? */
function validAccountUpdateWrite(v, d) {
	if (!validAccountWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid AccountUpdateWrite (request shape), at pointer `p`. */
function checkAccountUpdateWrite(v, p, d, r) {
	const dropped_AccountUpdateWrite = r.dropped.length;
	checkAccountWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_AccountUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid BatchItemRequest? */
function validBatchItemRequest(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBId = o.bId;
	if (vBId === undefined) return false;
	if (typeof vBId !== "string") return false;
	const vOperation = o.operation;
	if (vOperation !== undefined) {
		if (typeof vOperation !== "string") return false;
		if (!(vOperation === "create" || vOperation === "update" || vOperation === "delete")) return false;
	}
	const vQuery = o.Query;
	if (vQuery !== undefined && typeof vQuery !== "string") return false;
	const vOptionsData = o.optionsData;
	if (vOptionsData !== undefined && typeof vOptionsData !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BatchItemRequest, at pointer `p`. */
function checkBatchItemRequest(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBId = v.bId;
		if (vBId === undefined) required(r, p + "/bId", "bId");
		else expectString(r, p + "/bId", vBId);
		const vOperation = v.operation;
		if (vOperation !== undefined && expectString(r, p + "/operation", vOperation) && !(vOperation === "create" || vOperation === "update" || vOperation === "delete")) enumError(r, p + "/operation", [
			"create",
			"update",
			"delete"
		], vOperation);
		if (v.Query !== undefined) expectString(r, p + "/Query", v.Query);
		if (v.optionsData !== undefined) expectString(r, p + "/optionsData", v.optionsData);
	}
}
/** Fast pass: is `v` a valid BatchItemResponse? */
function validBatchItemResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBId = o.bId;
	if (vBId === undefined) return false;
	if (typeof vBId !== "string") return false;
	const vFault = o.Fault;
	if (vFault !== undefined && !validFaultInfo(vFault, d + 1)) return false;
	const vQueryResponse = o.QueryResponse;
	if (vQueryResponse !== undefined && !validQueryResult(vQueryResponse, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BatchItemResponse, at pointer `p`. */
function checkBatchItemResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBId = v.bId;
		if (vBId === undefined) required(r, p + "/bId", "bId");
		else expectString(r, p + "/bId", vBId);
		if (v.Fault !== undefined) checkFaultInfo(v.Fault, p + "/Fault", d + 1, r);
		if (v.QueryResponse !== undefined) checkQueryResult(v.QueryResponse, p + "/QueryResponse", d + 1, r);
	}
}
/** Fast pass: is `v` a valid BatchRequest? */
function validBatchRequest(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBatchItemRequest = o.BatchItemRequest;
	if (vBatchItemRequest === undefined) return false;
	if (!Array.isArray(vBatchItemRequest)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	if (vBatchItemRequest.length < 1) return false;
	if (vBatchItemRequest.length > 30) return false;
	for (let i = 0; i < vBatchItemRequest.length; i++) {
		const item = vBatchItemRequest[i];
		if (!validBatchItemRequest(item, d + 2)) return false;
	}
	for (const key in o) {
		if (!(key === "BatchItemRequest")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid BatchRequest, at pointer `p`. */
function checkBatchRequest(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBatchItemRequest = v.BatchItemRequest;
		if (vBatchItemRequest === undefined) required(r, p + "/BatchItemRequest", "BatchItemRequest");
		else {
			if (expectArray(r, p + "/BatchItemRequest", vBatchItemRequest, d + 1)) {
				reportItemCount(r, p + "/BatchItemRequest", vBatchItemRequest, 1, 30);
				for (let i = 0; i < vBatchItemRequest.length; i++) {
					const item = vBatchItemRequest[i];
					checkBatchItemRequest(item, p + "/BatchItemRequest" + "/" + i, d + 2, r);
				}
			}
		}
		for (const key in v) {
			if (!(key === "BatchItemRequest")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid BatchResponse? */
function validBatchResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBatchItemResponse = o.BatchItemResponse;
	if (vBatchItemResponse === undefined) return false;
	if (!Array.isArray(vBatchItemResponse)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	for (let i = 0; i < vBatchItemResponse.length; i++) {
		const item = vBatchItemResponse[i];
		if (!validBatchItemResponse(item, d + 2)) return false;
	}
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "BatchItemResponse" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid BatchResponse, at pointer `p`. */
function checkBatchResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBatchItemResponse = v.BatchItemResponse;
		if (vBatchItemResponse === undefined) required(r, p + "/BatchItemResponse", "BatchItemResponse");
		else {
			if (expectArray(r, p + "/BatchItemResponse", vBatchItemResponse, d + 1)) {
				for (let i = 0; i < vBatchItemResponse.length; i++) {
					const item = vBatchItemResponse[i];
					checkBatchItemResponse(item, p + "/BatchItemResponse" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "BatchItemResponse" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid Bill? */
function validBill(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vVendorRef = o.VendorRef;
	if (vVendorRef !== undefined && !validReferenceType(vVendorRef, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validLine(item, d + 2)) return false;
		}
	}
	const vAPAccountRef = o.APAccountRef;
	if (vAPAccountRef !== undefined && !validReferenceType(vAPAccountRef, d + 1)) return false;
	const vDocNumber = o.DocNumber;
	if (vDocNumber !== undefined) {
		if (typeof vDocNumber !== "string") return false;
		if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21) return false;
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vDueDate = o.DueDate;
	if (vDueDate !== undefined && !validCalendarDate(vDueDate, d + 1)) return false;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vDepartmentRef = o.DepartmentRef;
	if (vDepartmentRef !== undefined && !validReferenceType(vDepartmentRef, d + 1)) return false;
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vTxnTaxDetail = o.TxnTaxDetail;
	if (vTxnTaxDetail !== undefined && !validTxnTaxDetail(vTxnTaxDetail, d + 1)) return false;
	const vGlobalTaxCalculation = o.GlobalTaxCalculation;
	if (vGlobalTaxCalculation !== undefined && !validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1)) return false;
	const vVendorAddr = o.VendorAddr;
	if (vVendorAddr !== undefined && !validPhysicalAddress(vVendorAddr, d + 1)) return false;
	const vRemitToAddr = o.RemitToAddr;
	if (vRemitToAddr !== undefined && !validPhysicalAddress(vRemitToAddr, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	const vTotalAmt = o.TotalAmt;
	if (vTotalAmt !== undefined && !validMoney(vTotalAmt, d + 1)) return false;
	const vBalance = o.Balance;
	if (vBalance !== undefined && !validMoney(vBalance, d + 1)) return false;
	const vHomeBalance = o.HomeBalance;
	if (vHomeBalance !== undefined && !validMoney(vHomeBalance, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Bill, at pointer `p`. */
function checkBill(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.VendorRef !== undefined) checkReferenceType(v.VendorRef, p + "/VendorRef", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.APAccountRef !== undefined) checkReferenceType(v.APAccountRef, p + "/APAccountRef", d + 1, r);
		const vDocNumber = v.DocNumber;
		if (vDocNumber !== undefined && expectString(r, p + "/DocNumber", vDocNumber)) reportLength(r, p + "/DocNumber", vDocNumber, undefined, 21);
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.DueDate !== undefined) checkCalendarDate(v.DueDate, p + "/DueDate", d + 1, r);
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		if (v.DepartmentRef !== undefined) checkReferenceType(v.DepartmentRef, p + "/DepartmentRef", d + 1, r);
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.TxnTaxDetail !== undefined) checkTxnTaxDetail(v.TxnTaxDetail, p + "/TxnTaxDetail", d + 1, r);
		if (v.GlobalTaxCalculation !== undefined) checkGlobalTaxCalculation(v.GlobalTaxCalculation, p + "/GlobalTaxCalculation", d + 1, r);
		if (v.VendorAddr !== undefined) checkPhysicalAddress(v.VendorAddr, p + "/VendorAddr", d + 1, r);
		if (v.RemitToAddr !== undefined) checkPhysicalAddress(v.RemitToAddr, p + "/RemitToAddr", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		if (v.TotalAmt !== undefined) checkMoney(v.TotalAmt, p + "/TotalAmt", d + 1, r);
		if (v.Balance !== undefined) checkMoney(v.Balance, p + "/Balance", d + 1, r);
		if (v.HomeBalance !== undefined) checkMoney(v.HomeBalance, p + "/HomeBalance", d + 1, r);
	}
}
/** Fast pass: is `v` a valid BillWrite (request shape)? */
function validBillWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vVendorRef = o.VendorRef;
	if (vVendorRef !== undefined && !validReferenceType(vVendorRef, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validLine(item, d + 2)) return false;
		}
	}
	const vAPAccountRef = o.APAccountRef;
	if (vAPAccountRef !== undefined && !validReferenceType(vAPAccountRef, d + 1)) return false;
	const vDocNumber = o.DocNumber;
	if (vDocNumber !== undefined) {
		if (typeof vDocNumber !== "string") return false;
		if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21) return false;
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vDueDate = o.DueDate;
	if (vDueDate !== undefined && !validCalendarDate(vDueDate, d + 1)) return false;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vDepartmentRef = o.DepartmentRef;
	if (vDepartmentRef !== undefined && !validReferenceType(vDepartmentRef, d + 1)) return false;
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vTxnTaxDetail = o.TxnTaxDetail;
	if (vTxnTaxDetail !== undefined && !validTxnTaxDetail(vTxnTaxDetail, d + 1)) return false;
	const vGlobalTaxCalculation = o.GlobalTaxCalculation;
	if (vGlobalTaxCalculation !== undefined && !validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1)) return false;
	const vVendorAddr = o.VendorAddr;
	if (vVendorAddr !== undefined && !validPhysicalAddressWrite(vVendorAddr, d + 1)) return false;
	const vRemitToAddr = o.RemitToAddr;
	if (vRemitToAddr !== undefined && !validPhysicalAddressWrite(vRemitToAddr, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	if (o.TotalAmt !== undefined) droppedSeen = true;
	if (o.Balance !== undefined) droppedSeen = true;
	if (o.HomeBalance !== undefined) droppedSeen = true;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillWrite (request shape), at pointer `p`. */
function checkBillWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.VendorRef !== undefined) checkReferenceType(v.VendorRef, p + "/VendorRef", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.APAccountRef !== undefined) checkReferenceType(v.APAccountRef, p + "/APAccountRef", d + 1, r);
		const vDocNumber = v.DocNumber;
		if (vDocNumber !== undefined && expectString(r, p + "/DocNumber", vDocNumber)) reportLength(r, p + "/DocNumber", vDocNumber, undefined, 21);
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.DueDate !== undefined) checkCalendarDate(v.DueDate, p + "/DueDate", d + 1, r);
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		if (v.DepartmentRef !== undefined) checkReferenceType(v.DepartmentRef, p + "/DepartmentRef", d + 1, r);
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.TxnTaxDetail !== undefined) checkTxnTaxDetail(v.TxnTaxDetail, p + "/TxnTaxDetail", d + 1, r);
		if (v.GlobalTaxCalculation !== undefined) checkGlobalTaxCalculation(v.GlobalTaxCalculation, p + "/GlobalTaxCalculation", d + 1, r);
		if (v.VendorAddr !== undefined) checkPhysicalAddressWrite(v.VendorAddr, p + "/VendorAddr", d + 1, r);
		if (v.RemitToAddr !== undefined) checkPhysicalAddressWrite(v.RemitToAddr, p + "/RemitToAddr", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		if (v.TotalAmt !== undefined) r.dropped.push(p + "/TotalAmt");
		if (v.Balance !== undefined) r.dropped.push(p + "/Balance");
		if (v.HomeBalance !== undefined) r.dropped.push(p + "/HomeBalance");
	}
}
/** Fast pass: is `v` a valid BillDeleteResponse? */
function validBillDeleteResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBill = o.Bill;
	if (vBill === undefined) return false;
	if (!validDeletedEntity(vBill, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Bill" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillDeleteResponse, at pointer `p`. */
function checkBillDeleteResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBill = v.Bill;
		if (vBill === undefined) required(r, p + "/Bill", "Bill");
		else checkDeletedEntity(vBill, p + "/Bill", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Bill" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid BillResponse? */
function validBillResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vBill = o.Bill;
	if (vBill === undefined) return false;
	if (!validBill(vBill, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Bill" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillResponse, at pointer `p`. */
function checkBillResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vBill = v.Bill;
		if (vBill === undefined) required(r, p + "/Bill", "Bill");
		else checkBill(vBill, p + "/Bill", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Bill" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid BillUpdate? */
function validBillUpdate(v, d) {
	if (!validBill(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillUpdate, at pointer `p`. */
function checkBillUpdate(v, p, d, r) {
	checkBill(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid BillUpdateWrite (request shape)? */
function validBillUpdateWrite(v, d) {
	if (!validBillWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillUpdateWrite (request shape), at pointer `p`. */
function checkBillUpdateWrite(v, p, d, r) {
	const dropped_BillUpdateWrite = r.dropped.length;
	checkBillWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_BillUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid BillableStatus? */
function validBillableStatus(v, d) {
	if (typeof v !== "string") return false;
	if (!(v === "Billable" || v === "NotBillable" || v === "HasBeenBilled")) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid BillableStatus, at pointer `p`. */
function checkBillableStatus(v, p, d, r) {
	if (expectString(r, p, v) && !(v === "Billable" || v === "NotBillable" || v === "HasBeenBilled")) enumError(r, p, [
		"Billable",
		"NotBillable",
		"HasBeenBilled"
	], v);
}
/** Fast pass: is `v` a valid CalendarDate? */
function validCalendarDate(v, d) {
	if (typeof v !== "string") return false;
	if (!isDate(v)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid CalendarDate, at pointer `p`. */
function checkCalendarDate(v, p, d, r) {
	if (expectString(r, p, v) && !isDate(v)) formatError(r, p, "date", v);
}
/** Fast pass: is `v` a valid CdcResponse? */
function validCdcResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vCDCResponse = o.CDCResponse;
	if (vCDCResponse === undefined) return false;
	if (!Array.isArray(vCDCResponse)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	for (let i = 0; i < vCDCResponse.length; i++) {
		const item = vCDCResponse[i];
		if (!validCdcResult(item, d + 2)) return false;
	}
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "CDCResponse" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CdcResponse, at pointer `p`. */
function checkCdcResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vCDCResponse = v.CDCResponse;
		if (vCDCResponse === undefined) required(r, p + "/CDCResponse", "CDCResponse");
		else {
			if (expectArray(r, p + "/CDCResponse", vCDCResponse, d + 1)) {
				for (let i = 0; i < vCDCResponse.length; i++) {
					const item = vCDCResponse[i];
					checkCdcResult(item, p + "/CDCResponse" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "CDCResponse" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid CdcResult? */
function validCdcResult(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vQueryResponse = o.QueryResponse;
	if (vQueryResponse !== undefined) {
		if (!Array.isArray(vQueryResponse)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vQueryResponse.length; i++) {
			const item = vQueryResponse[i];
			if (!validQueryResult(item, d + 2)) return false;
		}
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CdcResult, at pointer `p`. */
function checkCdcResult(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vQueryResponse = v.QueryResponse;
		if (vQueryResponse !== undefined) {
			if (expectArray(r, p + "/QueryResponse", vQueryResponse, d + 1)) {
				for (let i = 0; i < vQueryResponse.length; i++) {
					const item = vQueryResponse[i];
					checkQueryResult(item, p + "/QueryResponse" + "/" + i, d + 2, r);
				}
			}
		}
	}
}
/** Fast pass: is `v` a valid CloudEvent? */
function validCloudEvent(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vSpecversion = o.specversion;
	if (vSpecversion === undefined) return false;
	if (typeof vSpecversion !== "string") return false;
	const vId = o.id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSource = o.source;
	if (vSource === undefined) return false;
	if (typeof vSource !== "string") return false;
	const vType = o.type;
	if (vType === undefined) return false;
	if (typeof vType !== "string") return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	const vIntuitentityid = o.intuitentityid;
	if (vIntuitentityid !== undefined && typeof vIntuitentityid !== "string") return false;
	const vIntuitaccountid = o.intuitaccountid;
	if (vIntuitaccountid !== undefined && typeof vIntuitaccountid !== "string") return false;
	const vData = o.data;
	if (vData !== undefined) {
		if (typeof vData !== "object" || vData === null || Array.isArray(vData)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		const o2 = vData;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CloudEvent, at pointer `p`. */
function checkCloudEvent(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vSpecversion = v.specversion;
		if (vSpecversion === undefined) required(r, p + "/specversion", "specversion");
		else expectString(r, p + "/specversion", vSpecversion);
		const vId = v.id;
		if (vId === undefined) required(r, p + "/id", "id");
		else expectString(r, p + "/id", vId);
		const vSource = v.source;
		if (vSource === undefined) required(r, p + "/source", "source");
		else expectString(r, p + "/source", vSource);
		const vType = v.type;
		if (vType === undefined) required(r, p + "/type", "type");
		else expectString(r, p + "/type", vType);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		if (v.intuitentityid !== undefined) expectString(r, p + "/intuitentityid", v.intuitentityid);
		if (v.intuitaccountid !== undefined) expectString(r, p + "/intuitaccountid", v.intuitaccountid);
		if (v.data !== undefined) expectObject(r, p + "/data", v.data, d + 1);
	}
}
/** Fast pass: is `v` a valid CloudEventNotification? */
function validCloudEventNotification(v, d) {
	if (!Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	if (v.length < 1) return false;
	for (let i = 0; i < v.length; i++) {
		const item = v[i];
		if (!validCloudEvent(item, d + 1)) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CloudEventNotification, at pointer `p`. */
function checkCloudEventNotification(v, p, d, r) {
	if (expectArray(r, p, v, d)) {
		reportItemCount(r, p, v, 1, undefined);
		for (let i = 0; i < v.length; i++) {
			const item = v[i];
			checkCloudEvent(item, p + "/" + i, d + 1, r);
		}
	}
}
/** Fast pass: is `v` a valid CustomField? */
function validCustomField(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vDefinitionId = o.DefinitionId;
	if (vDefinitionId !== undefined && typeof vDefinitionId !== "string") return false;
	const vName = o.Name;
	if (vName !== undefined && typeof vName !== "string") return false;
	const vType = o.Type;
	if (vType !== undefined) {
		if (typeof vType !== "string") return false;
		if (!(vType === "StringType" || vType === "BooleanType" || vType === "NumberType" || vType === "DateType")) return false;
	}
	const vStringValue = o.StringValue;
	if (vStringValue !== undefined && typeof vStringValue !== "string") return false;
	const vBooleanValue = o.BooleanValue;
	if (vBooleanValue !== undefined && typeof vBooleanValue !== "boolean") return false;
	const vNumberValue = o.NumberValue;
	if (vNumberValue !== undefined && !Number.isFinite(vNumberValue)) return false;
	const vDateValue = o.DateValue;
	if (vDateValue !== undefined && !validCalendarDate(vDateValue, d + 1)) return false;
	for (const key in o) {
		if (!CUSTOM_FIELD_KEYS.has(key)) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CustomField, at pointer `p`. */
function checkCustomField(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.DefinitionId !== undefined) expectString(r, p + "/DefinitionId", v.DefinitionId);
		if (v.Name !== undefined) expectString(r, p + "/Name", v.Name);
		const vType = v.Type;
		if (vType !== undefined && expectString(r, p + "/Type", vType) && !(vType === "StringType" || vType === "BooleanType" || vType === "NumberType" || vType === "DateType")) enumError(r, p + "/Type", [
			"StringType",
			"BooleanType",
			"NumberType",
			"DateType"
		], vType);
		if (v.StringValue !== undefined) expectString(r, p + "/StringValue", v.StringValue);
		if (v.BooleanValue !== undefined) expectBoolean(r, p + "/BooleanValue", v.BooleanValue);
		if (v.NumberValue !== undefined) expectNumber(r, p + "/NumberValue", v.NumberValue);
		if (v.DateValue !== undefined) checkCalendarDate(v.DateValue, p + "/DateValue", d + 1, r);
		for (const key in v) {
			if (!CUSTOM_FIELD_KEYS.has(key)) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid Customer? */
function validCustomer(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vDisplayName = o.DisplayName;
	if (vDisplayName !== undefined) {
		if (typeof vDisplayName !== "string") return false;
		if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500) return false;
	}
	const vTitle = o.Title;
	if (vTitle !== undefined) {
		if (typeof vTitle !== "string") return false;
		if (vTitle.length > 16 && codePointLength(vTitle) > 16) return false;
	}
	const vGivenName = o.GivenName;
	if (vGivenName !== undefined) {
		if (typeof vGivenName !== "string") return false;
		if (vGivenName.length > 100 && codePointLength(vGivenName) > 100) return false;
	}
	const vMiddleName = o.MiddleName;
	if (vMiddleName !== undefined) {
		if (typeof vMiddleName !== "string") return false;
		if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100) return false;
	}
	const vFamilyName = o.FamilyName;
	if (vFamilyName !== undefined) {
		if (typeof vFamilyName !== "string") return false;
		if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100) return false;
	}
	const vSuffix = o.Suffix;
	if (vSuffix !== undefined) {
		if (typeof vSuffix !== "string") return false;
		if (vSuffix.length > 16 && codePointLength(vSuffix) > 16) return false;
	}
	const vCompanyName = o.CompanyName;
	if (vCompanyName !== undefined) {
		if (typeof vCompanyName !== "string") return false;
		if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100) return false;
	}
	const vPrintOnCheckName = o.PrintOnCheckName;
	if (vPrintOnCheckName !== undefined) {
		if (typeof vPrintOnCheckName !== "string") return false;
		if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110) return false;
	}
	const vFullyQualifiedName = o.FullyQualifiedName;
	if (vFullyQualifiedName !== undefined && typeof vFullyQualifiedName !== "string") return false;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vPrimaryEmailAddr = o.PrimaryEmailAddr;
	if (vPrimaryEmailAddr !== undefined && !validEmailAddress(vPrimaryEmailAddr, d + 1)) return false;
	const vPrimaryPhone = o.PrimaryPhone;
	if (vPrimaryPhone !== undefined && !validTelephoneNumber(vPrimaryPhone, d + 1)) return false;
	const vAlternatePhone = o.AlternatePhone;
	if (vAlternatePhone !== undefined && !validTelephoneNumber(vAlternatePhone, d + 1)) return false;
	const vMobile = o.Mobile;
	if (vMobile !== undefined && !validTelephoneNumber(vMobile, d + 1)) return false;
	const vFax = o.Fax;
	if (vFax !== undefined && !validTelephoneNumber(vFax, d + 1)) return false;
	const vWebAddr = o.WebAddr;
	if (vWebAddr !== undefined && !validWebSiteAddress(vWebAddr, d + 1)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddress(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddress(vShipAddr, d + 1)) return false;
	const vNotes = o.Notes;
	if (vNotes !== undefined) {
		if (typeof vNotes !== "string") return false;
		if (vNotes.length > 2e3 && codePointLength(vNotes) > 2e3) return false;
	}
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100) return false;
	}
	const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
	if (vDefaultTaxCodeRef !== undefined && !validReferenceType(vDefaultTaxCodeRef, d + 1)) return false;
	const vOpenBalanceDate = o.OpenBalanceDate;
	if (vOpenBalanceDate !== undefined && !validCalendarDate(vOpenBalanceDate, d + 1)) return false;
	const vBalance = o.Balance;
	if (vBalance !== undefined && !validMoney(vBalance, d + 1)) return false;
	const vTaxable = o.Taxable;
	if (vTaxable !== undefined && typeof vTaxable !== "boolean") return false;
	const vJob = o.Job;
	if (vJob !== undefined && typeof vJob !== "boolean") return false;
	const vBillWithParent = o.BillWithParent;
	if (vBillWithParent !== undefined && typeof vBillWithParent !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	const vLevel = o.Level;
	if (vLevel !== undefined && !Number.isInteger(vLevel)) return false;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vPaymentMethodRef = o.PaymentMethodRef;
	if (vPaymentMethodRef !== undefined && !validReferenceType(vPaymentMethodRef, d + 1)) return false;
	const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
	if (vPreferredDeliveryMethod !== undefined && typeof vPreferredDeliveryMethod !== "string") return false;
	const vResaleNum = o.ResaleNum;
	if (vResaleNum !== undefined) {
		if (typeof vResaleNum !== "string") return false;
		if (vResaleNum.length > 16 && codePointLength(vResaleNum) > 16) return false;
	}
	const vCreditLimit = o.CreditLimit;
	if (vCreditLimit !== undefined && !validMoney(vCreditLimit, d + 1)) return false;
	const vBalanceWithJobs = o.BalanceWithJobs;
	if (vBalanceWithJobs !== undefined && !validMoney(vBalanceWithJobs, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Customer, at pointer `p`. */
function checkCustomer(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vDisplayName = v.DisplayName;
		if (vDisplayName !== undefined && expectString(r, p + "/DisplayName", vDisplayName)) reportLength(r, p + "/DisplayName", vDisplayName, undefined, 500);
		const vTitle = v.Title;
		if (vTitle !== undefined && expectString(r, p + "/Title", vTitle)) reportLength(r, p + "/Title", vTitle, undefined, 16);
		const vGivenName = v.GivenName;
		if (vGivenName !== undefined && expectString(r, p + "/GivenName", vGivenName)) reportLength(r, p + "/GivenName", vGivenName, undefined, 100);
		const vMiddleName = v.MiddleName;
		if (vMiddleName !== undefined && expectString(r, p + "/MiddleName", vMiddleName)) reportLength(r, p + "/MiddleName", vMiddleName, undefined, 100);
		const vFamilyName = v.FamilyName;
		if (vFamilyName !== undefined && expectString(r, p + "/FamilyName", vFamilyName)) reportLength(r, p + "/FamilyName", vFamilyName, undefined, 100);
		const vSuffix = v.Suffix;
		if (vSuffix !== undefined && expectString(r, p + "/Suffix", vSuffix)) reportLength(r, p + "/Suffix", vSuffix, undefined, 16);
		const vCompanyName = v.CompanyName;
		if (vCompanyName !== undefined && expectString(r, p + "/CompanyName", vCompanyName)) reportLength(r, p + "/CompanyName", vCompanyName, undefined, 100);
		const vPrintOnCheckName = v.PrintOnCheckName;
		if (vPrintOnCheckName !== undefined && expectString(r, p + "/PrintOnCheckName", vPrintOnCheckName)) reportLength(r, p + "/PrintOnCheckName", vPrintOnCheckName, undefined, 110);
		if (v.FullyQualifiedName !== undefined) expectString(r, p + "/FullyQualifiedName", v.FullyQualifiedName);
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.PrimaryEmailAddr !== undefined) checkEmailAddress(v.PrimaryEmailAddr, p + "/PrimaryEmailAddr", d + 1, r);
		if (v.PrimaryPhone !== undefined) checkTelephoneNumber(v.PrimaryPhone, p + "/PrimaryPhone", d + 1, r);
		if (v.AlternatePhone !== undefined) checkTelephoneNumber(v.AlternatePhone, p + "/AlternatePhone", d + 1, r);
		if (v.Mobile !== undefined) checkTelephoneNumber(v.Mobile, p + "/Mobile", d + 1, r);
		if (v.Fax !== undefined) checkTelephoneNumber(v.Fax, p + "/Fax", d + 1, r);
		if (v.WebAddr !== undefined) checkWebSiteAddress(v.WebAddr, p + "/WebAddr", d + 1, r);
		if (v.BillAddr !== undefined) checkPhysicalAddress(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddress(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		const vNotes = v.Notes;
		if (vNotes !== undefined && expectString(r, p + "/Notes", vNotes)) reportLength(r, p + "/Notes", vNotes, undefined, 2e3);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 100);
		if (v.DefaultTaxCodeRef !== undefined) checkReferenceType(v.DefaultTaxCodeRef, p + "/DefaultTaxCodeRef", d + 1, r);
		if (v.OpenBalanceDate !== undefined) checkCalendarDate(v.OpenBalanceDate, p + "/OpenBalanceDate", d + 1, r);
		if (v.Balance !== undefined) checkMoney(v.Balance, p + "/Balance", d + 1, r);
		if (v.Taxable !== undefined) expectBoolean(r, p + "/Taxable", v.Taxable);
		if (v.Job !== undefined) expectBoolean(r, p + "/Job", v.Job);
		if (v.BillWithParent !== undefined) expectBoolean(r, p + "/BillWithParent", v.BillWithParent);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.Level !== undefined) expectInteger(r, p + "/Level", v.Level);
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.PaymentMethodRef !== undefined) checkReferenceType(v.PaymentMethodRef, p + "/PaymentMethodRef", d + 1, r);
		if (v.PreferredDeliveryMethod !== undefined) expectString(r, p + "/PreferredDeliveryMethod", v.PreferredDeliveryMethod);
		const vResaleNum = v.ResaleNum;
		if (vResaleNum !== undefined && expectString(r, p + "/ResaleNum", vResaleNum)) reportLength(r, p + "/ResaleNum", vResaleNum, undefined, 16);
		if (v.CreditLimit !== undefined) checkMoney(v.CreditLimit, p + "/CreditLimit", d + 1, r);
		if (v.BalanceWithJobs !== undefined) checkMoney(v.BalanceWithJobs, p + "/BalanceWithJobs", d + 1, r);
	}
}
/** Fast pass: is `v` a valid CustomerWrite (request shape)? */
function validCustomerWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vDisplayName = o.DisplayName;
	if (vDisplayName !== undefined) {
		if (typeof vDisplayName !== "string") return false;
		if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500) return false;
	}
	const vTitle = o.Title;
	if (vTitle !== undefined) {
		if (typeof vTitle !== "string") return false;
		if (vTitle.length > 16 && codePointLength(vTitle) > 16) return false;
	}
	const vGivenName = o.GivenName;
	if (vGivenName !== undefined) {
		if (typeof vGivenName !== "string") return false;
		if (vGivenName.length > 100 && codePointLength(vGivenName) > 100) return false;
	}
	const vMiddleName = o.MiddleName;
	if (vMiddleName !== undefined) {
		if (typeof vMiddleName !== "string") return false;
		if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100) return false;
	}
	const vFamilyName = o.FamilyName;
	if (vFamilyName !== undefined) {
		if (typeof vFamilyName !== "string") return false;
		if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100) return false;
	}
	const vSuffix = o.Suffix;
	if (vSuffix !== undefined) {
		if (typeof vSuffix !== "string") return false;
		if (vSuffix.length > 16 && codePointLength(vSuffix) > 16) return false;
	}
	const vCompanyName = o.CompanyName;
	if (vCompanyName !== undefined) {
		if (typeof vCompanyName !== "string") return false;
		if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100) return false;
	}
	const vPrintOnCheckName = o.PrintOnCheckName;
	if (vPrintOnCheckName !== undefined) {
		if (typeof vPrintOnCheckName !== "string") return false;
		if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110) return false;
	}
	if (o.FullyQualifiedName !== undefined) droppedSeen = true;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vPrimaryEmailAddr = o.PrimaryEmailAddr;
	if (vPrimaryEmailAddr !== undefined && !validEmailAddress(vPrimaryEmailAddr, d + 1)) return false;
	const vPrimaryPhone = o.PrimaryPhone;
	if (vPrimaryPhone !== undefined && !validTelephoneNumber(vPrimaryPhone, d + 1)) return false;
	const vAlternatePhone = o.AlternatePhone;
	if (vAlternatePhone !== undefined && !validTelephoneNumber(vAlternatePhone, d + 1)) return false;
	const vMobile = o.Mobile;
	if (vMobile !== undefined && !validTelephoneNumber(vMobile, d + 1)) return false;
	const vFax = o.Fax;
	if (vFax !== undefined && !validTelephoneNumber(vFax, d + 1)) return false;
	const vWebAddr = o.WebAddr;
	if (vWebAddr !== undefined && !validWebSiteAddress(vWebAddr, d + 1)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddressWrite(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddressWrite(vShipAddr, d + 1)) return false;
	const vNotes = o.Notes;
	if (vNotes !== undefined) {
		if (typeof vNotes !== "string") return false;
		if (vNotes.length > 2e3 && codePointLength(vNotes) > 2e3) return false;
	}
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100) return false;
	}
	const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
	if (vDefaultTaxCodeRef !== undefined && !validReferenceType(vDefaultTaxCodeRef, d + 1)) return false;
	const vOpenBalanceDate = o.OpenBalanceDate;
	if (vOpenBalanceDate !== undefined && !validCalendarDate(vOpenBalanceDate, d + 1)) return false;
	if (o.Balance !== undefined) droppedSeen = true;
	const vTaxable = o.Taxable;
	if (vTaxable !== undefined && typeof vTaxable !== "boolean") return false;
	const vJob = o.Job;
	if (vJob !== undefined && typeof vJob !== "boolean") return false;
	const vBillWithParent = o.BillWithParent;
	if (vBillWithParent !== undefined && typeof vBillWithParent !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	if (o.Level !== undefined) droppedSeen = true;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vPaymentMethodRef = o.PaymentMethodRef;
	if (vPaymentMethodRef !== undefined && !validReferenceType(vPaymentMethodRef, d + 1)) return false;
	const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
	if (vPreferredDeliveryMethod !== undefined && typeof vPreferredDeliveryMethod !== "string") return false;
	const vResaleNum = o.ResaleNum;
	if (vResaleNum !== undefined) {
		if (typeof vResaleNum !== "string") return false;
		if (vResaleNum.length > 16 && codePointLength(vResaleNum) > 16) return false;
	}
	const vCreditLimit = o.CreditLimit;
	if (vCreditLimit !== undefined && !validMoney(vCreditLimit, d + 1)) return false;
	if (o.BalanceWithJobs !== undefined) droppedSeen = true;
	return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerWrite (request shape), at pointer `p`. */
function checkCustomerWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vDisplayName = v.DisplayName;
		if (vDisplayName !== undefined && expectString(r, p + "/DisplayName", vDisplayName)) reportLength(r, p + "/DisplayName", vDisplayName, undefined, 500);
		const vTitle = v.Title;
		if (vTitle !== undefined && expectString(r, p + "/Title", vTitle)) reportLength(r, p + "/Title", vTitle, undefined, 16);
		const vGivenName = v.GivenName;
		if (vGivenName !== undefined && expectString(r, p + "/GivenName", vGivenName)) reportLength(r, p + "/GivenName", vGivenName, undefined, 100);
		const vMiddleName = v.MiddleName;
		if (vMiddleName !== undefined && expectString(r, p + "/MiddleName", vMiddleName)) reportLength(r, p + "/MiddleName", vMiddleName, undefined, 100);
		const vFamilyName = v.FamilyName;
		if (vFamilyName !== undefined && expectString(r, p + "/FamilyName", vFamilyName)) reportLength(r, p + "/FamilyName", vFamilyName, undefined, 100);
		const vSuffix = v.Suffix;
		if (vSuffix !== undefined && expectString(r, p + "/Suffix", vSuffix)) reportLength(r, p + "/Suffix", vSuffix, undefined, 16);
		const vCompanyName = v.CompanyName;
		if (vCompanyName !== undefined && expectString(r, p + "/CompanyName", vCompanyName)) reportLength(r, p + "/CompanyName", vCompanyName, undefined, 100);
		const vPrintOnCheckName = v.PrintOnCheckName;
		if (vPrintOnCheckName !== undefined && expectString(r, p + "/PrintOnCheckName", vPrintOnCheckName)) reportLength(r, p + "/PrintOnCheckName", vPrintOnCheckName, undefined, 110);
		if (v.FullyQualifiedName !== undefined) r.dropped.push(p + "/FullyQualifiedName");
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.PrimaryEmailAddr !== undefined) checkEmailAddress(v.PrimaryEmailAddr, p + "/PrimaryEmailAddr", d + 1, r);
		if (v.PrimaryPhone !== undefined) checkTelephoneNumber(v.PrimaryPhone, p + "/PrimaryPhone", d + 1, r);
		if (v.AlternatePhone !== undefined) checkTelephoneNumber(v.AlternatePhone, p + "/AlternatePhone", d + 1, r);
		if (v.Mobile !== undefined) checkTelephoneNumber(v.Mobile, p + "/Mobile", d + 1, r);
		if (v.Fax !== undefined) checkTelephoneNumber(v.Fax, p + "/Fax", d + 1, r);
		if (v.WebAddr !== undefined) checkWebSiteAddress(v.WebAddr, p + "/WebAddr", d + 1, r);
		if (v.BillAddr !== undefined) checkPhysicalAddressWrite(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddressWrite(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		const vNotes = v.Notes;
		if (vNotes !== undefined && expectString(r, p + "/Notes", vNotes)) reportLength(r, p + "/Notes", vNotes, undefined, 2e3);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 100);
		if (v.DefaultTaxCodeRef !== undefined) checkReferenceType(v.DefaultTaxCodeRef, p + "/DefaultTaxCodeRef", d + 1, r);
		if (v.OpenBalanceDate !== undefined) checkCalendarDate(v.OpenBalanceDate, p + "/OpenBalanceDate", d + 1, r);
		if (v.Balance !== undefined) r.dropped.push(p + "/Balance");
		if (v.Taxable !== undefined) expectBoolean(r, p + "/Taxable", v.Taxable);
		if (v.Job !== undefined) expectBoolean(r, p + "/Job", v.Job);
		if (v.BillWithParent !== undefined) expectBoolean(r, p + "/BillWithParent", v.BillWithParent);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.Level !== undefined) r.dropped.push(p + "/Level");
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.PaymentMethodRef !== undefined) checkReferenceType(v.PaymentMethodRef, p + "/PaymentMethodRef", d + 1, r);
		if (v.PreferredDeliveryMethod !== undefined) expectString(r, p + "/PreferredDeliveryMethod", v.PreferredDeliveryMethod);
		const vResaleNum = v.ResaleNum;
		if (vResaleNum !== undefined && expectString(r, p + "/ResaleNum", vResaleNum)) reportLength(r, p + "/ResaleNum", vResaleNum, undefined, 16);
		if (v.CreditLimit !== undefined) checkMoney(v.CreditLimit, p + "/CreditLimit", d + 1, r);
		if (v.BalanceWithJobs !== undefined) r.dropped.push(p + "/BalanceWithJobs");
	}
}
/** Fast pass: is `v` a valid CustomerResponse? */
function validCustomerResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vCustomer = o.Customer;
	if (vCustomer === undefined) return false;
	if (!validCustomer(vCustomer, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Customer" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerResponse, at pointer `p`. */
function checkCustomerResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vCustomer = v.Customer;
		if (vCustomer === undefined) required(r, p + "/Customer", "Customer");
		else checkCustomer(vCustomer, p + "/Customer", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Customer" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid CustomerUpdate? */
function validCustomerUpdate(v, d) {
	if (!validCustomer(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerUpdate, at pointer `p`. */
function checkCustomerUpdate(v, p, d, r) {
	checkCustomer(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid CustomerUpdateWrite (request shape)? */
function validCustomerUpdateWrite(v, d) {
	if (!validCustomerWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerUpdateWrite (request shape), at pointer `p`. */
function checkCustomerUpdateWrite(v, p, d, r) {
	const dropped_CustomerUpdateWrite = r.dropped.length;
	checkCustomerWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_CustomerUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid DateTime? */
function validDateTime(v, d) {
	if (typeof v !== "string") return false;
	if (!isDateTime(v)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid DateTime, at pointer `p`. */
function checkDateTime(v, p, d, r) {
	if (expectString(r, p, v) && !isDateTime(v)) formatError(r, p, "date-time", v);
}
/** Fast pass: is `v` a valid DeletedEntity? */
function validDeletedEntity(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vStatus = o.status;
	if (vStatus === undefined) return false;
	if (vStatus !== "Deleted") return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	for (const key in o) {
		if (!(key === "status" || key === "domain" || key === "Id")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid DeletedEntity, at pointer `p`. */
function checkDeletedEntity(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vStatus = v.status;
		if (vStatus === undefined) required(r, p + "/status", "status");
		else if (vStatus !== "Deleted") fail(r, p + "/status", "const", expected("'Deleted'", vStatus));
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		for (const key in v) {
			if (!(key === "status" || key === "domain" || key === "Id")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid DescriptionLineDetail? */
function validDescriptionLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vServiceDate = o.ServiceDate;
	if (vServiceDate !== undefined && !validCalendarDate(vServiceDate, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid DescriptionLineDetail, at pointer `p`. */
function checkDescriptionLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.ServiceDate !== undefined) checkCalendarDate(v.ServiceDate, p + "/ServiceDate", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid DescriptionOnlyLine? */
function validDescriptionOnlyLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "DescriptionOnly" || vDetailType === "DESCRIPTION_ONLY")) return false;
	const vDescriptionOnly = o.DescriptionOnly;
	if (vDescriptionOnly !== undefined && !validDescriptionLineDetail(vDescriptionOnly, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid DescriptionOnlyLine, at pointer `p`. */
function checkDescriptionOnlyLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "DescriptionOnly" || vDetailType === "DESCRIPTION_ONLY")) enumError(r, p + "/DetailType", ["DescriptionOnly", "DESCRIPTION_ONLY"], vDetailType);
		if (v.DescriptionOnly !== undefined) checkDescriptionLineDetail(v.DescriptionOnly, p + "/DescriptionOnly", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid DiscountLine? */
function validDiscountLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "DiscountLineDetail" || vDetailType === "DISCOUNT_LINE_DETAIL")) return false;
	const vDiscountLineDetail = o.DiscountLineDetail;
	if (vDiscountLineDetail !== undefined && !validDiscountLineDetail(vDiscountLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid DiscountLine, at pointer `p`. */
function checkDiscountLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "DiscountLineDetail" || vDetailType === "DISCOUNT_LINE_DETAIL")) enumError(r, p + "/DetailType", ["DiscountLineDetail", "DISCOUNT_LINE_DETAIL"], vDetailType);
		if (v.DiscountLineDetail !== undefined) checkDiscountLineDetail(v.DiscountLineDetail, p + "/DiscountLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid DiscountLineDetail? */
function validDiscountLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vPercentBased = o.PercentBased;
	if (vPercentBased !== undefined && typeof vPercentBased !== "boolean") return false;
	const vDiscountPercent = o.DiscountPercent;
	if (vDiscountPercent !== undefined && !Number.isFinite(vDiscountPercent)) return false;
	const vDiscountAccountRef = o.DiscountAccountRef;
	if (vDiscountAccountRef !== undefined && !validReferenceType(vDiscountAccountRef, d + 1)) return false;
	const vDiscountRef = o.DiscountRef;
	if (vDiscountRef !== undefined && !validReferenceType(vDiscountRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	const vServiceDate = o.ServiceDate;
	if (vServiceDate !== undefined && !validCalendarDate(vServiceDate, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid DiscountLineDetail, at pointer `p`. */
function checkDiscountLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.PercentBased !== undefined) expectBoolean(r, p + "/PercentBased", v.PercentBased);
		if (v.DiscountPercent !== undefined) expectNumber(r, p + "/DiscountPercent", v.DiscountPercent);
		if (v.DiscountAccountRef !== undefined) checkReferenceType(v.DiscountAccountRef, p + "/DiscountAccountRef", d + 1, r);
		if (v.DiscountRef !== undefined) checkReferenceType(v.DiscountRef, p + "/DiscountRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.ServiceDate !== undefined) checkCalendarDate(v.ServiceDate, p + "/ServiceDate", d + 1, r);
	}
}
/** Fast pass: is `v` a valid EmailAddress? */
function validEmailAddress(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vAddress = o.Address;
	if (vAddress !== undefined) {
		if (typeof vAddress !== "string") return false;
		if (vAddress.length > 100 && codePointLength(vAddress) > 100) return false;
	}
	const vDefault = o.Default;
	if (vDefault !== undefined && typeof vDefault !== "boolean") return false;
	const vTag = o.Tag;
	if (vTag !== undefined && typeof vTag !== "string") return false;
	for (const key in o) {
		if (!(key === "Id" || key === "Address" || key === "Default" || key === "Tag")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid EmailAddress, at pointer `p`. */
function checkEmailAddress(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vAddress = v.Address;
		if (vAddress !== undefined && expectString(r, p + "/Address", vAddress)) reportLength(r, p + "/Address", vAddress, undefined, 100);
		if (v.Default !== undefined) expectBoolean(r, p + "/Default", v.Default);
		if (v.Tag !== undefined) expectString(r, p + "/Tag", v.Tag);
		for (const key in v) {
			if (!(key === "Id" || key === "Address" || key === "Default" || key === "Tag")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid EmailStatus? */
function validEmailStatus(v, d) {
	if (typeof v !== "string") return false;
	if (!(v === "NotSet" || v === "NeedToSend" || v === "EmailSent" || v === "NOT_SET" || v === "NEED_TO_SEND" || v === "EMAIL_SENT")) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid EmailStatus, at pointer `p`. */
function checkEmailStatus(v, p, d, r) {
	if (expectString(r, p, v) && !(v === "NotSet" || v === "NeedToSend" || v === "EmailSent" || v === "NOT_SET" || v === "NEED_TO_SEND" || v === "EMAIL_SENT")) enumError(r, p, [
		"NotSet",
		"NeedToSend",
		"EmailSent",
		"NOT_SET",
		"NEED_TO_SEND",
		"EMAIL_SENT"
	], v);
}
/** Fast pass: is `v` a valid EntityDeleteRequest? */
function validEntityDeleteRequest(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid EntityDeleteRequest, at pointer `p`. */
function checkEntityDeleteRequest(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid EntityVoidRequest? */
function validEntityVoidRequest(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid EntityVoidRequest, at pointer `p`. */
function checkEntityVoidRequest(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
	}
}
/** Fast pass: is `v` a valid Fault? */
function validFault(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vFault = o.Fault;
	if (vFault === undefined) return false;
	if (!validFaultInfo(vFault, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Fault" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid Fault, at pointer `p`. */
function checkFault(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vFault = v.Fault;
		if (vFault === undefined) required(r, p + "/Fault", "Fault");
		else checkFaultInfo(vFault, p + "/Fault", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Fault" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid FaultError? */
function validFaultError(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vMessage = o.Message;
	if (vMessage === undefined) return false;
	if (typeof vMessage !== "string") return false;
	const vDetail = o.Detail;
	if (vDetail !== undefined && typeof vDetail !== "string") return false;
	const vCode = o.code;
	if (vCode === undefined) return false;
	if (typeof vCode !== "string") return false;
	const vElement = o.element;
	if (vElement !== undefined && typeof vElement !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid FaultError, at pointer `p`. */
function checkFaultError(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vMessage = v.Message;
		if (vMessage === undefined) required(r, p + "/Message", "Message");
		else expectString(r, p + "/Message", vMessage);
		if (v.Detail !== undefined) expectString(r, p + "/Detail", v.Detail);
		const vCode = v.code;
		if (vCode === undefined) required(r, p + "/code", "code");
		else expectString(r, p + "/code", vCode);
		if (v.element !== undefined) expectString(r, p + "/element", v.element);
	}
}
/** Fast pass: is `v` a valid FaultInfo? */
function validFaultInfo(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vError = o.Error;
	if (vError === undefined) return false;
	if (!Array.isArray(vError)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	if (vError.length < 1) return false;
	for (let i = 0; i < vError.length; i++) {
		const item = vError[i];
		if (!validFaultError(item, d + 2)) return false;
	}
	const vType = o.type;
	if (vType !== undefined && !validFaultType(vType, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Error" || key === "type")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid FaultInfo, at pointer `p`. */
function checkFaultInfo(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vError = v.Error;
		if (vError === undefined) required(r, p + "/Error", "Error");
		else {
			if (expectArray(r, p + "/Error", vError, d + 1)) {
				reportItemCount(r, p + "/Error", vError, 1, undefined);
				for (let i = 0; i < vError.length; i++) {
					const item = vError[i];
					checkFaultError(item, p + "/Error" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.type !== undefined) checkFaultType(v.type, p + "/type", d + 1, r);
		for (const key in v) {
			if (!(key === "Error" || key === "type")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid FaultType? */
function validFaultType(v, d) {
	if (typeof v !== "string") return false;
	if (!FAULT_TYPE_VALUES.has(v)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid FaultType, at pointer `p`. */
function checkFaultType(v, p, d, r) {
	if (expectString(r, p, v) && !FAULT_TYPE_VALUES.has(v)) enumError(r, p, FAULT_TYPE_VALUES, v);
}
/** Fast pass: is `v` a valid GatewayFault? */
function validGatewayFault(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vCode = o.code;
	if (vCode === undefined) return false;
	if (typeof vCode !== "string") return false;
	const vType = o.type;
	if (vType !== undefined && typeof vType !== "string") return false;
	const vMessage = o.message;
	if (vMessage !== undefined && vMessage !== null && typeof vMessage !== "string") return false;
	const vDetail = o.detail;
	if (vDetail !== undefined && vDetail !== null && typeof vDetail !== "string") return false;
	const vMoreInfo = o.moreInfo;
	if (vMoreInfo !== undefined && vMoreInfo !== null && typeof vMoreInfo !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid GatewayFault, at pointer `p`. */
function checkGatewayFault(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vCode = v.code;
		if (vCode === undefined) required(r, p + "/code", "code");
		else expectString(r, p + "/code", vCode);
		if (v.type !== undefined) expectString(r, p + "/type", v.type);
		const vMessage = v.message;
		if (vMessage !== undefined && vMessage !== null) expectString(r, p + "/message", vMessage);
		const vDetail = v.detail;
		if (vDetail !== undefined && vDetail !== null) expectString(r, p + "/detail", vDetail);
		const vMoreInfo = v.moreInfo;
		if (vMoreInfo !== undefined && vMoreInfo !== null) expectString(r, p + "/moreInfo", vMoreInfo);
	}
}
/** Fast pass: is `v` a valid GlobalTaxCalculation? */
function validGlobalTaxCalculation(v, d) {
	if (typeof v !== "string") return false;
	if (!(v === "TaxExcluded" || v === "TaxInclusive" || v === "NotApplicable")) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid GlobalTaxCalculation, at pointer `p`. */
function checkGlobalTaxCalculation(v, p, d, r) {
	if (expectString(r, p, v) && !(v === "TaxExcluded" || v === "TaxInclusive" || v === "NotApplicable")) enumError(r, p, [
		"TaxExcluded",
		"TaxInclusive",
		"NotApplicable"
	], v);
}
/** Fast pass: is `v` a valid GroupLine? */
function validGroupLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "GroupLineDetail" || vDetailType === "GROUP_LINE_DETAIL")) return false;
	const vGroupLineDetail = o.GroupLineDetail;
	if (vGroupLineDetail !== undefined && !validGroupLineDetail(vGroupLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid GroupLine, at pointer `p`. */
function checkGroupLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "GroupLineDetail" || vDetailType === "GROUP_LINE_DETAIL")) enumError(r, p + "/DetailType", ["GroupLineDetail", "GROUP_LINE_DETAIL"], vDetailType);
		if (v.GroupLineDetail !== undefined) checkGroupLineDetail(v.GroupLineDetail, p + "/GroupLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid GroupLineDetail? */
function validGroupLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vGroupItemRef = o.GroupItemRef;
	if (vGroupItemRef !== undefined && !validReferenceType(vGroupItemRef, d + 1)) return false;
	const vQuantity = o.Quantity;
	if (vQuantity !== undefined && !Number.isFinite(vQuantity)) return false;
	const vServiceDate = o.ServiceDate;
	if (vServiceDate !== undefined && !validCalendarDate(vServiceDate, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validSalesItemLine(item, d + 2)) return false;
		}
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid GroupLineDetail, at pointer `p`. */
function checkGroupLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.GroupItemRef !== undefined) checkReferenceType(v.GroupItemRef, p + "/GroupItemRef", d + 1, r);
		if (v.Quantity !== undefined) expectNumber(r, p + "/Quantity", v.Quantity);
		if (v.ServiceDate !== undefined) checkCalendarDate(v.ServiceDate, p + "/ServiceDate", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkSalesItemLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
	}
}
/** Fast pass: is `v` a valid Invoice? */
function validInvoice(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validLine(item, d + 2)) return false;
		}
	}
	const vDocNumber = o.DocNumber;
	if (vDocNumber !== undefined) {
		if (typeof vDocNumber !== "string") return false;
		if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21) return false;
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vDueDate = o.DueDate;
	if (vDueDate !== undefined && !validCalendarDate(vDueDate, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddress(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddress(vShipAddr, d + 1)) return false;
	const vShipFromAddr = o.ShipFromAddr;
	if (vShipFromAddr !== undefined && !validPhysicalAddress(vShipFromAddr, d + 1)) return false;
	const vBillEmail = o.BillEmail;
	if (vBillEmail !== undefined && !validEmailAddress(vBillEmail, d + 1)) return false;
	const vBillEmailCc = o.BillEmailCc;
	if (vBillEmailCc !== undefined && !validEmailAddress(vBillEmailCc, d + 1)) return false;
	const vBillEmailBcc = o.BillEmailBcc;
	if (vBillEmailBcc !== undefined && !validEmailAddress(vBillEmailBcc, d + 1)) return false;
	const vEmailStatus = o.EmailStatus;
	if (vEmailStatus !== undefined && !validEmailStatus(vEmailStatus, d + 1)) return false;
	const vPrintStatus = o.PrintStatus;
	if (vPrintStatus !== undefined && !validPrintStatus(vPrintStatus, d + 1)) return false;
	const vTxnTaxDetail = o.TxnTaxDetail;
	if (vTxnTaxDetail !== undefined && !validTxnTaxDetail(vTxnTaxDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vCustomerMemo = o.CustomerMemo;
	if (vCustomerMemo !== undefined && !validMemoRef(vCustomerMemo, d + 1)) return false;
	const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
	if (vApplyTaxAfterDiscount !== undefined && typeof vApplyTaxAfterDiscount !== "boolean") return false;
	const vDeposit = o.Deposit;
	if (vDeposit !== undefined && !validMoney(vDeposit, d + 1)) return false;
	const vDepositToAccountRef = o.DepositToAccountRef;
	if (vDepositToAccountRef !== undefined && !validReferenceType(vDepositToAccountRef, d + 1)) return false;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vDepartmentRef = o.DepartmentRef;
	if (vDepartmentRef !== undefined && !validReferenceType(vDepartmentRef, d + 1)) return false;
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	const vShipMethodRef = o.ShipMethodRef;
	if (vShipMethodRef !== undefined && !validReferenceType(vShipMethodRef, d + 1)) return false;
	const vShipDate = o.ShipDate;
	if (vShipDate !== undefined && !validCalendarDate(vShipDate, d + 1)) return false;
	const vTrackingNum = o.TrackingNum;
	if (vTrackingNum !== undefined && typeof vTrackingNum !== "string") return false;
	const vGlobalTaxCalculation = o.GlobalTaxCalculation;
	if (vGlobalTaxCalculation !== undefined && !validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1)) return false;
	const vAllowOnlinePayment = o.AllowOnlinePayment;
	if (vAllowOnlinePayment !== undefined && typeof vAllowOnlinePayment !== "boolean") return false;
	const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
	if (vAllowOnlineCreditCardPayment !== undefined && typeof vAllowOnlineCreditCardPayment !== "boolean") return false;
	const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
	if (vAllowOnlineACHPayment !== undefined && typeof vAllowOnlineACHPayment !== "boolean") return false;
	const vCustomField = o.CustomField;
	if (vCustomField !== undefined) {
		if (!Array.isArray(vCustomField)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i3 = 0; i3 < vCustomField.length; i3++) {
			const item3 = vCustomField[i3];
			if (!validCustomField(item3, d + 2)) return false;
		}
	}
	const vTotalAmt = o.TotalAmt;
	if (vTotalAmt !== undefined && !validMoney(vTotalAmt, d + 1)) return false;
	const vHomeTotalAmt = o.HomeTotalAmt;
	if (vHomeTotalAmt !== undefined && !validMoney(vHomeTotalAmt, d + 1)) return false;
	const vBalance = o.Balance;
	if (vBalance !== undefined && !validMoney(vBalance, d + 1)) return false;
	const vHomeBalance = o.HomeBalance;
	if (vHomeBalance !== undefined && !validMoney(vHomeBalance, d + 1)) return false;
	const vDeliveryInfo = o.DeliveryInfo;
	if (vDeliveryInfo !== undefined) {
		if (typeof vDeliveryInfo !== "object" || vDeliveryInfo === null || Array.isArray(vDeliveryInfo)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		const o2 = vDeliveryInfo;
	}
	const vInvoiceLink = o.InvoiceLink;
	if (vInvoiceLink !== undefined && typeof vInvoiceLink !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Invoice, at pointer `p`. */
function checkInvoice(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		const vDocNumber = v.DocNumber;
		if (vDocNumber !== undefined && expectString(r, p + "/DocNumber", vDocNumber)) reportLength(r, p + "/DocNumber", vDocNumber, undefined, 21);
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.DueDate !== undefined) checkCalendarDate(v.DueDate, p + "/DueDate", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		if (v.BillAddr !== undefined) checkPhysicalAddress(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddress(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		if (v.ShipFromAddr !== undefined) checkPhysicalAddress(v.ShipFromAddr, p + "/ShipFromAddr", d + 1, r);
		if (v.BillEmail !== undefined) checkEmailAddress(v.BillEmail, p + "/BillEmail", d + 1, r);
		if (v.BillEmailCc !== undefined) checkEmailAddress(v.BillEmailCc, p + "/BillEmailCc", d + 1, r);
		if (v.BillEmailBcc !== undefined) checkEmailAddress(v.BillEmailBcc, p + "/BillEmailBcc", d + 1, r);
		if (v.EmailStatus !== undefined) checkEmailStatus(v.EmailStatus, p + "/EmailStatus", d + 1, r);
		if (v.PrintStatus !== undefined) checkPrintStatus(v.PrintStatus, p + "/PrintStatus", d + 1, r);
		if (v.TxnTaxDetail !== undefined) checkTxnTaxDetail(v.TxnTaxDetail, p + "/TxnTaxDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.CustomerMemo !== undefined) checkMemoRef(v.CustomerMemo, p + "/CustomerMemo", d + 1, r);
		if (v.ApplyTaxAfterDiscount !== undefined) expectBoolean(r, p + "/ApplyTaxAfterDiscount", v.ApplyTaxAfterDiscount);
		if (v.Deposit !== undefined) checkMoney(v.Deposit, p + "/Deposit", d + 1, r);
		if (v.DepositToAccountRef !== undefined) checkReferenceType(v.DepositToAccountRef, p + "/DepositToAccountRef", d + 1, r);
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.DepartmentRef !== undefined) checkReferenceType(v.DepartmentRef, p + "/DepartmentRef", d + 1, r);
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
		if (v.ShipMethodRef !== undefined) checkReferenceType(v.ShipMethodRef, p + "/ShipMethodRef", d + 1, r);
		if (v.ShipDate !== undefined) checkCalendarDate(v.ShipDate, p + "/ShipDate", d + 1, r);
		if (v.TrackingNum !== undefined) expectString(r, p + "/TrackingNum", v.TrackingNum);
		if (v.GlobalTaxCalculation !== undefined) checkGlobalTaxCalculation(v.GlobalTaxCalculation, p + "/GlobalTaxCalculation", d + 1, r);
		if (v.AllowOnlinePayment !== undefined) expectBoolean(r, p + "/AllowOnlinePayment", v.AllowOnlinePayment);
		if (v.AllowOnlineCreditCardPayment !== undefined) expectBoolean(r, p + "/AllowOnlineCreditCardPayment", v.AllowOnlineCreditCardPayment);
		if (v.AllowOnlineACHPayment !== undefined) expectBoolean(r, p + "/AllowOnlineACHPayment", v.AllowOnlineACHPayment);
		const vCustomField = v.CustomField;
		if (vCustomField !== undefined) {
			if (expectArray(r, p + "/CustomField", vCustomField, d + 1)) {
				for (let i3 = 0; i3 < vCustomField.length; i3++) {
					const item3 = vCustomField[i3];
					checkCustomField(item3, p + "/CustomField" + "/" + i3, d + 2, r);
				}
			}
		}
		if (v.TotalAmt !== undefined) checkMoney(v.TotalAmt, p + "/TotalAmt", d + 1, r);
		if (v.HomeTotalAmt !== undefined) checkMoney(v.HomeTotalAmt, p + "/HomeTotalAmt", d + 1, r);
		if (v.Balance !== undefined) checkMoney(v.Balance, p + "/Balance", d + 1, r);
		if (v.HomeBalance !== undefined) checkMoney(v.HomeBalance, p + "/HomeBalance", d + 1, r);
		if (v.DeliveryInfo !== undefined) expectObject(r, p + "/DeliveryInfo", v.DeliveryInfo, d + 1);
		if (v.InvoiceLink !== undefined) expectString(r, p + "/InvoiceLink", v.InvoiceLink);
	}
}
/** Fast pass: is `v` a valid InvoiceWrite (request shape)? */
function validInvoiceWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validLine(item, d + 2)) return false;
		}
	}
	const vDocNumber = o.DocNumber;
	if (vDocNumber !== undefined) {
		if (typeof vDocNumber !== "string") return false;
		if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21) return false;
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vDueDate = o.DueDate;
	if (vDueDate !== undefined && !validCalendarDate(vDueDate, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddressWrite(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddressWrite(vShipAddr, d + 1)) return false;
	const vShipFromAddr = o.ShipFromAddr;
	if (vShipFromAddr !== undefined && !validPhysicalAddressWrite(vShipFromAddr, d + 1)) return false;
	const vBillEmail = o.BillEmail;
	if (vBillEmail !== undefined && !validEmailAddress(vBillEmail, d + 1)) return false;
	const vBillEmailCc = o.BillEmailCc;
	if (vBillEmailCc !== undefined && !validEmailAddress(vBillEmailCc, d + 1)) return false;
	const vBillEmailBcc = o.BillEmailBcc;
	if (vBillEmailBcc !== undefined && !validEmailAddress(vBillEmailBcc, d + 1)) return false;
	const vEmailStatus = o.EmailStatus;
	if (vEmailStatus !== undefined && !validEmailStatus(vEmailStatus, d + 1)) return false;
	const vPrintStatus = o.PrintStatus;
	if (vPrintStatus !== undefined && !validPrintStatus(vPrintStatus, d + 1)) return false;
	const vTxnTaxDetail = o.TxnTaxDetail;
	if (vTxnTaxDetail !== undefined && !validTxnTaxDetail(vTxnTaxDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vCustomerMemo = o.CustomerMemo;
	if (vCustomerMemo !== undefined && !validMemoRef(vCustomerMemo, d + 1)) return false;
	const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
	if (vApplyTaxAfterDiscount !== undefined && typeof vApplyTaxAfterDiscount !== "boolean") return false;
	const vDeposit = o.Deposit;
	if (vDeposit !== undefined && !validMoney(vDeposit, d + 1)) return false;
	const vDepositToAccountRef = o.DepositToAccountRef;
	if (vDepositToAccountRef !== undefined && !validReferenceType(vDepositToAccountRef, d + 1)) return false;
	const vSalesTermRef = o.SalesTermRef;
	if (vSalesTermRef !== undefined && !validReferenceType(vSalesTermRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vDepartmentRef = o.DepartmentRef;
	if (vDepartmentRef !== undefined && !validReferenceType(vDepartmentRef, d + 1)) return false;
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	const vShipMethodRef = o.ShipMethodRef;
	if (vShipMethodRef !== undefined && !validReferenceType(vShipMethodRef, d + 1)) return false;
	const vShipDate = o.ShipDate;
	if (vShipDate !== undefined && !validCalendarDate(vShipDate, d + 1)) return false;
	const vTrackingNum = o.TrackingNum;
	if (vTrackingNum !== undefined && typeof vTrackingNum !== "string") return false;
	const vGlobalTaxCalculation = o.GlobalTaxCalculation;
	if (vGlobalTaxCalculation !== undefined && !validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1)) return false;
	const vAllowOnlinePayment = o.AllowOnlinePayment;
	if (vAllowOnlinePayment !== undefined && typeof vAllowOnlinePayment !== "boolean") return false;
	const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
	if (vAllowOnlineCreditCardPayment !== undefined && typeof vAllowOnlineCreditCardPayment !== "boolean") return false;
	const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
	if (vAllowOnlineACHPayment !== undefined && typeof vAllowOnlineACHPayment !== "boolean") return false;
	const vCustomField = o.CustomField;
	if (vCustomField !== undefined) {
		if (!Array.isArray(vCustomField)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i3 = 0; i3 < vCustomField.length; i3++) {
			const item3 = vCustomField[i3];
			if (!validCustomField(item3, d + 2)) return false;
		}
	}
	if (o.TotalAmt !== undefined) droppedSeen = true;
	if (o.HomeTotalAmt !== undefined) droppedSeen = true;
	if (o.Balance !== undefined) droppedSeen = true;
	if (o.HomeBalance !== undefined) droppedSeen = true;
	if (o.DeliveryInfo !== undefined) droppedSeen = true;
	if (o.InvoiceLink !== undefined) droppedSeen = true;
	return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceWrite (request shape), at pointer `p`. */
function checkInvoiceWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		const vDocNumber = v.DocNumber;
		if (vDocNumber !== undefined && expectString(r, p + "/DocNumber", vDocNumber)) reportLength(r, p + "/DocNumber", vDocNumber, undefined, 21);
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.DueDate !== undefined) checkCalendarDate(v.DueDate, p + "/DueDate", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		if (v.BillAddr !== undefined) checkPhysicalAddressWrite(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddressWrite(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		if (v.ShipFromAddr !== undefined) checkPhysicalAddressWrite(v.ShipFromAddr, p + "/ShipFromAddr", d + 1, r);
		if (v.BillEmail !== undefined) checkEmailAddress(v.BillEmail, p + "/BillEmail", d + 1, r);
		if (v.BillEmailCc !== undefined) checkEmailAddress(v.BillEmailCc, p + "/BillEmailCc", d + 1, r);
		if (v.BillEmailBcc !== undefined) checkEmailAddress(v.BillEmailBcc, p + "/BillEmailBcc", d + 1, r);
		if (v.EmailStatus !== undefined) checkEmailStatus(v.EmailStatus, p + "/EmailStatus", d + 1, r);
		if (v.PrintStatus !== undefined) checkPrintStatus(v.PrintStatus, p + "/PrintStatus", d + 1, r);
		if (v.TxnTaxDetail !== undefined) checkTxnTaxDetail(v.TxnTaxDetail, p + "/TxnTaxDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.CustomerMemo !== undefined) checkMemoRef(v.CustomerMemo, p + "/CustomerMemo", d + 1, r);
		if (v.ApplyTaxAfterDiscount !== undefined) expectBoolean(r, p + "/ApplyTaxAfterDiscount", v.ApplyTaxAfterDiscount);
		if (v.Deposit !== undefined) checkMoney(v.Deposit, p + "/Deposit", d + 1, r);
		if (v.DepositToAccountRef !== undefined) checkReferenceType(v.DepositToAccountRef, p + "/DepositToAccountRef", d + 1, r);
		if (v.SalesTermRef !== undefined) checkReferenceType(v.SalesTermRef, p + "/SalesTermRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.DepartmentRef !== undefined) checkReferenceType(v.DepartmentRef, p + "/DepartmentRef", d + 1, r);
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
		if (v.ShipMethodRef !== undefined) checkReferenceType(v.ShipMethodRef, p + "/ShipMethodRef", d + 1, r);
		if (v.ShipDate !== undefined) checkCalendarDate(v.ShipDate, p + "/ShipDate", d + 1, r);
		if (v.TrackingNum !== undefined) expectString(r, p + "/TrackingNum", v.TrackingNum);
		if (v.GlobalTaxCalculation !== undefined) checkGlobalTaxCalculation(v.GlobalTaxCalculation, p + "/GlobalTaxCalculation", d + 1, r);
		if (v.AllowOnlinePayment !== undefined) expectBoolean(r, p + "/AllowOnlinePayment", v.AllowOnlinePayment);
		if (v.AllowOnlineCreditCardPayment !== undefined) expectBoolean(r, p + "/AllowOnlineCreditCardPayment", v.AllowOnlineCreditCardPayment);
		if (v.AllowOnlineACHPayment !== undefined) expectBoolean(r, p + "/AllowOnlineACHPayment", v.AllowOnlineACHPayment);
		const vCustomField = v.CustomField;
		if (vCustomField !== undefined) {
			if (expectArray(r, p + "/CustomField", vCustomField, d + 1)) {
				for (let i3 = 0; i3 < vCustomField.length; i3++) {
					const item3 = vCustomField[i3];
					checkCustomField(item3, p + "/CustomField" + "/" + i3, d + 2, r);
				}
			}
		}
		if (v.TotalAmt !== undefined) r.dropped.push(p + "/TotalAmt");
		if (v.HomeTotalAmt !== undefined) r.dropped.push(p + "/HomeTotalAmt");
		if (v.Balance !== undefined) r.dropped.push(p + "/Balance");
		if (v.HomeBalance !== undefined) r.dropped.push(p + "/HomeBalance");
		if (v.DeliveryInfo !== undefined) r.dropped.push(p + "/DeliveryInfo");
		if (v.InvoiceLink !== undefined) r.dropped.push(p + "/InvoiceLink");
	}
}
/** Fast pass: is `v` a valid InvoiceDeleteResponse? */
function validInvoiceDeleteResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vInvoice = o.Invoice;
	if (vInvoice === undefined) return false;
	if (!validDeletedEntity(vInvoice, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Invoice" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceDeleteResponse, at pointer `p`. */
function checkInvoiceDeleteResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vInvoice = v.Invoice;
		if (vInvoice === undefined) required(r, p + "/Invoice", "Invoice");
		else checkDeletedEntity(vInvoice, p + "/Invoice", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Invoice" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid InvoiceResponse? */
function validInvoiceResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vInvoice = o.Invoice;
	if (vInvoice === undefined) return false;
	if (!validInvoice(vInvoice, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Invoice" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceResponse, at pointer `p`. */
function checkInvoiceResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vInvoice = v.Invoice;
		if (vInvoice === undefined) required(r, p + "/Invoice", "Invoice");
		else checkInvoice(vInvoice, p + "/Invoice", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Invoice" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid InvoiceUpdate? */
function validInvoiceUpdate(v, d) {
	if (!validInvoice(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceUpdate, at pointer `p`. */
function checkInvoiceUpdate(v, p, d, r) {
	checkInvoice(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid InvoiceUpdateWrite (request shape)? */
function validInvoiceUpdateWrite(v, d) {
	if (!validInvoiceWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceUpdateWrite (request shape), at pointer `p`. */
function checkInvoiceUpdateWrite(v, p, d, r) {
	const dropped_InvoiceUpdateWrite = r.dropped.length;
	checkInvoiceWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_InvoiceUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid Item? */
function validItem(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vName = o.Name;
	if (vName !== undefined) {
		if (typeof vName !== "string") return false;
		if (vName.length > 100 && codePointLength(vName) > 100) return false;
	}
	const vType = o.Type;
	if (vType !== undefined) {
		if (typeof vType !== "string") return false;
		if (!(vType === "Inventory" || vType === "NonInventory" || vType === "Service" || vType === "Category" || vType === "Group")) return false;
	}
	const vSku = o.Sku;
	if (vSku !== undefined) {
		if (typeof vSku !== "string") return false;
		if (vSku.length > 100 && codePointLength(vSku) > 100) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vSubItem = o.SubItem;
	if (vSubItem !== undefined && typeof vSubItem !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	const vLevel = o.Level;
	if (vLevel !== undefined && !Number.isInteger(vLevel)) return false;
	const vFullyQualifiedName = o.FullyQualifiedName;
	if (vFullyQualifiedName !== undefined && typeof vFullyQualifiedName !== "string") return false;
	const vTaxable = o.Taxable;
	if (vTaxable !== undefined && typeof vTaxable !== "boolean") return false;
	const vSalesTaxIncluded = o.SalesTaxIncluded;
	if (vSalesTaxIncluded !== undefined && typeof vSalesTaxIncluded !== "boolean") return false;
	const vUnitPrice = o.UnitPrice;
	if (vUnitPrice !== undefined && !validMoney(vUnitPrice, d + 1)) return false;
	const vIncomeAccountRef = o.IncomeAccountRef;
	if (vIncomeAccountRef !== undefined && !validReferenceType(vIncomeAccountRef, d + 1)) return false;
	const vPurchaseDesc = o.PurchaseDesc;
	if (vPurchaseDesc !== undefined) {
		if (typeof vPurchaseDesc !== "string") return false;
		if (vPurchaseDesc.length > 1e3 && codePointLength(vPurchaseDesc) > 1e3) return false;
	}
	const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
	if (vPurchaseTaxIncluded !== undefined && typeof vPurchaseTaxIncluded !== "boolean") return false;
	const vPurchaseCost = o.PurchaseCost;
	if (vPurchaseCost !== undefined && !validMoney(vPurchaseCost, d + 1)) return false;
	const vExpenseAccountRef = o.ExpenseAccountRef;
	if (vExpenseAccountRef !== undefined && !validReferenceType(vExpenseAccountRef, d + 1)) return false;
	const vAssetAccountRef = o.AssetAccountRef;
	if (vAssetAccountRef !== undefined && !validReferenceType(vAssetAccountRef, d + 1)) return false;
	const vPrefVendorRef = o.PrefVendorRef;
	if (vPrefVendorRef !== undefined && !validReferenceType(vPrefVendorRef, d + 1)) return false;
	const vTrackQtyOnHand = o.TrackQtyOnHand;
	if (vTrackQtyOnHand !== undefined && typeof vTrackQtyOnHand !== "boolean") return false;
	const vQtyOnHand = o.QtyOnHand;
	if (vQtyOnHand !== undefined && !Number.isFinite(vQtyOnHand)) return false;
	const vReorderPoint = o.ReorderPoint;
	if (vReorderPoint !== undefined && !Number.isFinite(vReorderPoint)) return false;
	const vInvStartDate = o.InvStartDate;
	if (vInvStartDate !== undefined && !validCalendarDate(vInvStartDate, d + 1)) return false;
	const vSalesTaxCodeRef = o.SalesTaxCodeRef;
	if (vSalesTaxCodeRef !== undefined && !validReferenceType(vSalesTaxCodeRef, d + 1)) return false;
	const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
	if (vPurchaseTaxCodeRef !== undefined && !validReferenceType(vPurchaseTaxCodeRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Item, at pointer `p`. */
function checkItem(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vName = v.Name;
		if (vName !== undefined && expectString(r, p + "/Name", vName)) reportLength(r, p + "/Name", vName, undefined, 100);
		const vType = v.Type;
		if (vType !== undefined && expectString(r, p + "/Type", vType) && !(vType === "Inventory" || vType === "NonInventory" || vType === "Service" || vType === "Category" || vType === "Group")) enumError(r, p + "/Type", [
			"Inventory",
			"NonInventory",
			"Service",
			"Category",
			"Group"
		], vType);
		const vSku = v.Sku;
		if (vSku !== undefined && expectString(r, p + "/Sku", vSku)) reportLength(r, p + "/Sku", vSku, undefined, 100);
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.SubItem !== undefined) expectBoolean(r, p + "/SubItem", v.SubItem);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.Level !== undefined) expectInteger(r, p + "/Level", v.Level);
		if (v.FullyQualifiedName !== undefined) expectString(r, p + "/FullyQualifiedName", v.FullyQualifiedName);
		if (v.Taxable !== undefined) expectBoolean(r, p + "/Taxable", v.Taxable);
		if (v.SalesTaxIncluded !== undefined) expectBoolean(r, p + "/SalesTaxIncluded", v.SalesTaxIncluded);
		if (v.UnitPrice !== undefined) checkMoney(v.UnitPrice, p + "/UnitPrice", d + 1, r);
		if (v.IncomeAccountRef !== undefined) checkReferenceType(v.IncomeAccountRef, p + "/IncomeAccountRef", d + 1, r);
		const vPurchaseDesc = v.PurchaseDesc;
		if (vPurchaseDesc !== undefined && expectString(r, p + "/PurchaseDesc", vPurchaseDesc)) reportLength(r, p + "/PurchaseDesc", vPurchaseDesc, undefined, 1e3);
		if (v.PurchaseTaxIncluded !== undefined) expectBoolean(r, p + "/PurchaseTaxIncluded", v.PurchaseTaxIncluded);
		if (v.PurchaseCost !== undefined) checkMoney(v.PurchaseCost, p + "/PurchaseCost", d + 1, r);
		if (v.ExpenseAccountRef !== undefined) checkReferenceType(v.ExpenseAccountRef, p + "/ExpenseAccountRef", d + 1, r);
		if (v.AssetAccountRef !== undefined) checkReferenceType(v.AssetAccountRef, p + "/AssetAccountRef", d + 1, r);
		if (v.PrefVendorRef !== undefined) checkReferenceType(v.PrefVendorRef, p + "/PrefVendorRef", d + 1, r);
		if (v.TrackQtyOnHand !== undefined) expectBoolean(r, p + "/TrackQtyOnHand", v.TrackQtyOnHand);
		if (v.QtyOnHand !== undefined) expectNumber(r, p + "/QtyOnHand", v.QtyOnHand);
		if (v.ReorderPoint !== undefined) expectNumber(r, p + "/ReorderPoint", v.ReorderPoint);
		if (v.InvStartDate !== undefined) checkCalendarDate(v.InvStartDate, p + "/InvStartDate", d + 1, r);
		if (v.SalesTaxCodeRef !== undefined) checkReferenceType(v.SalesTaxCodeRef, p + "/SalesTaxCodeRef", d + 1, r);
		if (v.PurchaseTaxCodeRef !== undefined) checkReferenceType(v.PurchaseTaxCodeRef, p + "/PurchaseTaxCodeRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid ItemWrite (request shape)? */
function validItemWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vName = o.Name;
	if (vName !== undefined) {
		if (typeof vName !== "string") return false;
		if (vName.length > 100 && codePointLength(vName) > 100) return false;
	}
	const vType = o.Type;
	if (vType !== undefined) {
		if (typeof vType !== "string") return false;
		if (!(vType === "Inventory" || vType === "NonInventory" || vType === "Service" || vType === "Category" || vType === "Group")) return false;
	}
	const vSku = o.Sku;
	if (vSku !== undefined) {
		if (typeof vSku !== "string") return false;
		if (vSku.length > 100 && codePointLength(vSku) > 100) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vSubItem = o.SubItem;
	if (vSubItem !== undefined && typeof vSubItem !== "boolean") return false;
	const vParentRef = o.ParentRef;
	if (vParentRef !== undefined && !validReferenceType(vParentRef, d + 1)) return false;
	if (o.Level !== undefined) droppedSeen = true;
	if (o.FullyQualifiedName !== undefined) droppedSeen = true;
	const vTaxable = o.Taxable;
	if (vTaxable !== undefined && typeof vTaxable !== "boolean") return false;
	const vSalesTaxIncluded = o.SalesTaxIncluded;
	if (vSalesTaxIncluded !== undefined && typeof vSalesTaxIncluded !== "boolean") return false;
	const vUnitPrice = o.UnitPrice;
	if (vUnitPrice !== undefined && !validMoney(vUnitPrice, d + 1)) return false;
	const vIncomeAccountRef = o.IncomeAccountRef;
	if (vIncomeAccountRef !== undefined && !validReferenceType(vIncomeAccountRef, d + 1)) return false;
	const vPurchaseDesc = o.PurchaseDesc;
	if (vPurchaseDesc !== undefined) {
		if (typeof vPurchaseDesc !== "string") return false;
		if (vPurchaseDesc.length > 1e3 && codePointLength(vPurchaseDesc) > 1e3) return false;
	}
	const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
	if (vPurchaseTaxIncluded !== undefined && typeof vPurchaseTaxIncluded !== "boolean") return false;
	const vPurchaseCost = o.PurchaseCost;
	if (vPurchaseCost !== undefined && !validMoney(vPurchaseCost, d + 1)) return false;
	const vExpenseAccountRef = o.ExpenseAccountRef;
	if (vExpenseAccountRef !== undefined && !validReferenceType(vExpenseAccountRef, d + 1)) return false;
	const vAssetAccountRef = o.AssetAccountRef;
	if (vAssetAccountRef !== undefined && !validReferenceType(vAssetAccountRef, d + 1)) return false;
	const vPrefVendorRef = o.PrefVendorRef;
	if (vPrefVendorRef !== undefined && !validReferenceType(vPrefVendorRef, d + 1)) return false;
	const vTrackQtyOnHand = o.TrackQtyOnHand;
	if (vTrackQtyOnHand !== undefined && typeof vTrackQtyOnHand !== "boolean") return false;
	const vQtyOnHand = o.QtyOnHand;
	if (vQtyOnHand !== undefined && !Number.isFinite(vQtyOnHand)) return false;
	const vReorderPoint = o.ReorderPoint;
	if (vReorderPoint !== undefined && !Number.isFinite(vReorderPoint)) return false;
	const vInvStartDate = o.InvStartDate;
	if (vInvStartDate !== undefined && !validCalendarDate(vInvStartDate, d + 1)) return false;
	const vSalesTaxCodeRef = o.SalesTaxCodeRef;
	if (vSalesTaxCodeRef !== undefined && !validReferenceType(vSalesTaxCodeRef, d + 1)) return false;
	const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
	if (vPurchaseTaxCodeRef !== undefined && !validReferenceType(vPurchaseTaxCodeRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemWrite (request shape), at pointer `p`. */
function checkItemWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vName = v.Name;
		if (vName !== undefined && expectString(r, p + "/Name", vName)) reportLength(r, p + "/Name", vName, undefined, 100);
		const vType = v.Type;
		if (vType !== undefined && expectString(r, p + "/Type", vType) && !(vType === "Inventory" || vType === "NonInventory" || vType === "Service" || vType === "Category" || vType === "Group")) enumError(r, p + "/Type", [
			"Inventory",
			"NonInventory",
			"Service",
			"Category",
			"Group"
		], vType);
		const vSku = v.Sku;
		if (vSku !== undefined && expectString(r, p + "/Sku", vSku)) reportLength(r, p + "/Sku", vSku, undefined, 100);
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.SubItem !== undefined) expectBoolean(r, p + "/SubItem", v.SubItem);
		if (v.ParentRef !== undefined) checkReferenceType(v.ParentRef, p + "/ParentRef", d + 1, r);
		if (v.Level !== undefined) r.dropped.push(p + "/Level");
		if (v.FullyQualifiedName !== undefined) r.dropped.push(p + "/FullyQualifiedName");
		if (v.Taxable !== undefined) expectBoolean(r, p + "/Taxable", v.Taxable);
		if (v.SalesTaxIncluded !== undefined) expectBoolean(r, p + "/SalesTaxIncluded", v.SalesTaxIncluded);
		if (v.UnitPrice !== undefined) checkMoney(v.UnitPrice, p + "/UnitPrice", d + 1, r);
		if (v.IncomeAccountRef !== undefined) checkReferenceType(v.IncomeAccountRef, p + "/IncomeAccountRef", d + 1, r);
		const vPurchaseDesc = v.PurchaseDesc;
		if (vPurchaseDesc !== undefined && expectString(r, p + "/PurchaseDesc", vPurchaseDesc)) reportLength(r, p + "/PurchaseDesc", vPurchaseDesc, undefined, 1e3);
		if (v.PurchaseTaxIncluded !== undefined) expectBoolean(r, p + "/PurchaseTaxIncluded", v.PurchaseTaxIncluded);
		if (v.PurchaseCost !== undefined) checkMoney(v.PurchaseCost, p + "/PurchaseCost", d + 1, r);
		if (v.ExpenseAccountRef !== undefined) checkReferenceType(v.ExpenseAccountRef, p + "/ExpenseAccountRef", d + 1, r);
		if (v.AssetAccountRef !== undefined) checkReferenceType(v.AssetAccountRef, p + "/AssetAccountRef", d + 1, r);
		if (v.PrefVendorRef !== undefined) checkReferenceType(v.PrefVendorRef, p + "/PrefVendorRef", d + 1, r);
		if (v.TrackQtyOnHand !== undefined) expectBoolean(r, p + "/TrackQtyOnHand", v.TrackQtyOnHand);
		if (v.QtyOnHand !== undefined) expectNumber(r, p + "/QtyOnHand", v.QtyOnHand);
		if (v.ReorderPoint !== undefined) expectNumber(r, p + "/ReorderPoint", v.ReorderPoint);
		if (v.InvStartDate !== undefined) checkCalendarDate(v.InvStartDate, p + "/InvStartDate", d + 1, r);
		if (v.SalesTaxCodeRef !== undefined) checkReferenceType(v.SalesTaxCodeRef, p + "/SalesTaxCodeRef", d + 1, r);
		if (v.PurchaseTaxCodeRef !== undefined) checkReferenceType(v.PurchaseTaxCodeRef, p + "/PurchaseTaxCodeRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid ItemBasedExpenseLine? */
function validItemBasedExpenseLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "ItemBasedExpenseLineDetail" || vDetailType === "ITEM_BASED_EXPENSE_LINE_DETAIL")) return false;
	const vItemBasedExpenseLineDetail = o.ItemBasedExpenseLineDetail;
	if (vItemBasedExpenseLineDetail !== undefined && !validItemBasedExpenseLineDetail(vItemBasedExpenseLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemBasedExpenseLine, at pointer `p`. */
function checkItemBasedExpenseLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "ItemBasedExpenseLineDetail" || vDetailType === "ITEM_BASED_EXPENSE_LINE_DETAIL")) enumError(r, p + "/DetailType", ["ItemBasedExpenseLineDetail", "ITEM_BASED_EXPENSE_LINE_DETAIL"], vDetailType);
		if (v.ItemBasedExpenseLineDetail !== undefined) checkItemBasedExpenseLineDetail(v.ItemBasedExpenseLineDetail, p + "/ItemBasedExpenseLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid ItemBasedExpenseLineDetail? */
function validItemBasedExpenseLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vItemRef = o.ItemRef;
	if (vItemRef !== undefined && !validReferenceType(vItemRef, d + 1)) return false;
	const vQty = o.Qty;
	if (vQty !== undefined && !Number.isFinite(vQty)) return false;
	const vUnitPrice = o.UnitPrice;
	if (vUnitPrice !== undefined && !validMoney(vUnitPrice, d + 1)) return false;
	const vBillableStatus = o.BillableStatus;
	if (vBillableStatus !== undefined && !validBillableStatus(vBillableStatus, d + 1)) return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	const vTaxInclusiveAmt = o.TaxInclusiveAmt;
	if (vTaxInclusiveAmt !== undefined && !validMoney(vTaxInclusiveAmt, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemBasedExpenseLineDetail, at pointer `p`. */
function checkItemBasedExpenseLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.ItemRef !== undefined) checkReferenceType(v.ItemRef, p + "/ItemRef", d + 1, r);
		if (v.Qty !== undefined) expectNumber(r, p + "/Qty", v.Qty);
		if (v.UnitPrice !== undefined) checkMoney(v.UnitPrice, p + "/UnitPrice", d + 1, r);
		if (v.BillableStatus !== undefined) checkBillableStatus(v.BillableStatus, p + "/BillableStatus", d + 1, r);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.TaxInclusiveAmt !== undefined) checkMoney(v.TaxInclusiveAmt, p + "/TaxInclusiveAmt", d + 1, r);
	}
}
/** Fast pass: is `v` a valid ItemResponse? */
function validItemResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vItem = o.Item;
	if (vItem === undefined) return false;
	if (!validItem(vItem, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Item" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemResponse, at pointer `p`. */
function checkItemResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vItem = v.Item;
		if (vItem === undefined) required(r, p + "/Item", "Item");
		else checkItem(vItem, p + "/Item", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Item" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid ItemUpdate? */
function validItemUpdate(v, d) {
	if (!validItem(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemUpdate, at pointer `p`. */
function checkItemUpdate(v, p, d, r) {
	checkItem(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid ItemUpdateWrite (request shape)? */
function validItemUpdateWrite(v, d) {
	if (!validItemWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid ItemUpdateWrite (request shape), at pointer `p`. */
function checkItemUpdateWrite(v, p, d, r) {
	const dropped_ItemUpdateWrite = r.dropped.length;
	checkItemWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_ItemUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid JournalEntryLine? */
function validJournalEntryLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "JournalEntryLineDetail" || vDetailType === "JOURNAL_ENTRY_LINE_DETAIL")) return false;
	const vJournalEntryLineDetail = o.JournalEntryLineDetail;
	if (vJournalEntryLineDetail !== undefined && !validJournalEntryLineDetail(vJournalEntryLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid JournalEntryLine, at pointer `p`. */
function checkJournalEntryLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "JournalEntryLineDetail" || vDetailType === "JOURNAL_ENTRY_LINE_DETAIL")) enumError(r, p + "/DetailType", ["JournalEntryLineDetail", "JOURNAL_ENTRY_LINE_DETAIL"], vDetailType);
		if (v.JournalEntryLineDetail !== undefined) checkJournalEntryLineDetail(v.JournalEntryLineDetail, p + "/JournalEntryLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid JournalEntryLineDetail? */
function validJournalEntryLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vPostingType = o.PostingType;
	if (vPostingType === undefined) return false;
	if (typeof vPostingType !== "string") return false;
	if (!(vPostingType === "Debit" || vPostingType === "Credit")) return false;
	const vAccountRef = o.AccountRef;
	if (vAccountRef === undefined) return false;
	if (!validReferenceType(vAccountRef, d + 1)) return false;
	const vEntity = o.Entity;
	if (vEntity !== undefined) {
		if (typeof vEntity !== "object" || vEntity === null || Array.isArray(vEntity)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		const o2 = vEntity;
	}
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vDepartmentRef = o.DepartmentRef;
	if (vDepartmentRef !== undefined && !validReferenceType(vDepartmentRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid JournalEntryLineDetail, at pointer `p`. */
function checkJournalEntryLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vPostingType = v.PostingType;
		if (vPostingType === undefined) required(r, p + "/PostingType", "PostingType");
		else if (expectString(r, p + "/PostingType", vPostingType) && !(vPostingType === "Debit" || vPostingType === "Credit")) enumError(r, p + "/PostingType", ["Debit", "Credit"], vPostingType);
		const vAccountRef = v.AccountRef;
		if (vAccountRef === undefined) required(r, p + "/AccountRef", "AccountRef");
		else checkReferenceType(vAccountRef, p + "/AccountRef", d + 1, r);
		if (v.Entity !== undefined) expectObject(r, p + "/Entity", v.Entity, d + 1);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.DepartmentRef !== undefined) checkReferenceType(v.DepartmentRef, p + "/DepartmentRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid Line? */
function validLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	const tag = v.DetailType;
	switch (tag) {
		case "SalesItemLineDetail":
		case "SALES_ITEM_LINE_DETAIL":
			if (!validSalesItemLine(v, d)) return false;
			break;
		case "GroupLineDetail":
		case "GROUP_LINE_DETAIL":
			if (!validGroupLine(v, d)) return false;
			break;
		case "DescriptionOnly":
		case "DESCRIPTION_ONLY":
			if (!validDescriptionOnlyLine(v, d)) return false;
			break;
		case "DiscountLineDetail":
		case "DISCOUNT_LINE_DETAIL":
			if (!validDiscountLine(v, d)) return false;
			break;
		case "SubTotalLineDetail":
		case "SUB_TOTAL_LINE_DETAIL":
			if (!validSubTotalLine(v, d)) return false;
			break;
		case "TaxLineDetail":
		case "TAX_LINE_DETAIL":
			if (!validTaxLine(v, d)) return false;
			break;
		case "AccountBasedExpenseLineDetail":
		case "ACCOUNT_BASED_EXPENSE_LINE_DETAIL":
			if (!validAccountBasedExpenseLine(v, d)) return false;
			break;
		case "ItemBasedExpenseLineDetail":
		case "ITEM_BASED_EXPENSE_LINE_DETAIL":
			if (!validItemBasedExpenseLine(v, d)) return false;
			break;
		case "JournalEntryLineDetail":
		case "JOURNAL_ENTRY_LINE_DETAIL":
			if (!validJournalEntryLine(v, d)) return false;
			break;
		default: return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid Line, at pointer `p`. */
function checkLine(v, p, d, r) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) typeError(r, p, "an object", v);
	else {
		const tag = v.DetailType;
		switch (tag) {
			case "SalesItemLineDetail":
			case "SALES_ITEM_LINE_DETAIL":
				checkSalesItemLine(v, p, d, r);
				break;
			case "GroupLineDetail":
			case "GROUP_LINE_DETAIL":
				checkGroupLine(v, p, d, r);
				break;
			case "DescriptionOnly":
			case "DESCRIPTION_ONLY":
				checkDescriptionOnlyLine(v, p, d, r);
				break;
			case "DiscountLineDetail":
			case "DISCOUNT_LINE_DETAIL":
				checkDiscountLine(v, p, d, r);
				break;
			case "SubTotalLineDetail":
			case "SUB_TOTAL_LINE_DETAIL":
				checkSubTotalLine(v, p, d, r);
				break;
			case "TaxLineDetail":
			case "TAX_LINE_DETAIL":
				checkTaxLine(v, p, d, r);
				break;
			case "AccountBasedExpenseLineDetail":
			case "ACCOUNT_BASED_EXPENSE_LINE_DETAIL":
				checkAccountBasedExpenseLine(v, p, d, r);
				break;
			case "ItemBasedExpenseLineDetail":
			case "ITEM_BASED_EXPENSE_LINE_DETAIL":
				checkItemBasedExpenseLine(v, p, d, r);
				break;
			case "JournalEntryLineDetail":
			case "JOURNAL_ENTRY_LINE_DETAIL":
				checkJournalEntryLine(v, p, d, r);
				break;
			default: fail(r, p + "/DetailType", "discriminator", expectedOneOf([
				"SalesItemLineDetail",
				"SALES_ITEM_LINE_DETAIL",
				"GroupLineDetail",
				"GROUP_LINE_DETAIL",
				"DescriptionOnly",
				"DESCRIPTION_ONLY",
				"DiscountLineDetail",
				"DISCOUNT_LINE_DETAIL",
				"SubTotalLineDetail",
				"SUB_TOTAL_LINE_DETAIL",
				"TaxLineDetail",
				"TAX_LINE_DETAIL",
				"AccountBasedExpenseLineDetail",
				"ACCOUNT_BASED_EXPENSE_LINE_DETAIL",
				"ItemBasedExpenseLineDetail",
				"ITEM_BASED_EXPENSE_LINE_DETAIL",
				"JournalEntryLineDetail",
				"JOURNAL_ENTRY_LINE_DETAIL"
			], tag));
		}
	}
}
/** Fast pass: is `v` a valid LinkedTxn? */
function validLinkedTxn(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vTxnId = o.TxnId;
	if (vTxnId === undefined) return false;
	if (typeof vTxnId !== "string") return false;
	const vTxnType = o.TxnType;
	if (vTxnType === undefined) return false;
	if (typeof vTxnType !== "string") return false;
	const vTxnLineId = o.TxnLineId;
	if (vTxnLineId !== undefined && typeof vTxnLineId !== "string") return false;
	for (const key in o) {
		if (!(key === "TxnId" || key === "TxnType" || key === "TxnLineId")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid LinkedTxn, at pointer `p`. */
function checkLinkedTxn(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vTxnId = v.TxnId;
		if (vTxnId === undefined) required(r, p + "/TxnId", "TxnId");
		else expectString(r, p + "/TxnId", vTxnId);
		const vTxnType = v.TxnType;
		if (vTxnType === undefined) required(r, p + "/TxnType", "TxnType");
		else expectString(r, p + "/TxnType", vTxnType);
		if (v.TxnLineId !== undefined) expectString(r, p + "/TxnLineId", v.TxnLineId);
		for (const key in v) {
			if (!(key === "TxnId" || key === "TxnType" || key === "TxnLineId")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid MemoRef? */
function validMemoRef(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vValue = o.value;
	if (vValue !== undefined && typeof vValue !== "string") return false;
	const vId = o.id;
	if (vId !== undefined && typeof vId !== "string") return false;
	for (const key in o) {
		if (!(key === "value" || key === "id")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid MemoRef, at pointer `p`. */
function checkMemoRef(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.value !== undefined) expectString(r, p + "/value", v.value);
		if (v.id !== undefined) expectString(r, p + "/id", v.id);
		for (const key in v) {
			if (!(key === "value" || key === "id")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid MetaData? */
function validMetaData(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vCreateTime = o.CreateTime;
	if (vCreateTime !== undefined && !validDateTime(vCreateTime, d + 1)) return false;
	const vLastUpdatedTime = o.LastUpdatedTime;
	if (vLastUpdatedTime !== undefined && !validDateTime(vLastUpdatedTime, d + 1)) return false;
	const vCreatedByRef = o.CreatedByRef;
	if (vCreatedByRef !== undefined && !validReferenceType(vCreatedByRef, d + 1)) return false;
	const vLastModifiedByRef = o.LastModifiedByRef;
	if (vLastModifiedByRef !== undefined && !validReferenceType(vLastModifiedByRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid MetaData, at pointer `p`. */
function checkMetaData(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.CreateTime !== undefined) checkDateTime(v.CreateTime, p + "/CreateTime", d + 1, r);
		if (v.LastUpdatedTime !== undefined) checkDateTime(v.LastUpdatedTime, p + "/LastUpdatedTime", d + 1, r);
		if (v.CreatedByRef !== undefined) checkReferenceType(v.CreatedByRef, p + "/CreatedByRef", d + 1, r);
		if (v.LastModifiedByRef !== undefined) checkReferenceType(v.LastModifiedByRef, p + "/LastModifiedByRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid Money? */
function validMoney(v, d) {
	if (!Number.isFinite(v)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Money, at pointer `p`. */
function checkMoney(v, p, d, r) {
	expectNumber(r, p, v);
}
/** Fast pass: is `v` a valid Payment? */
function validPayment(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vTotalAmt = o.TotalAmt;
	if (vTotalAmt !== undefined && !validMoney(vTotalAmt, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validPaymentLine(item, d + 2)) return false;
		}
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vPaymentRefNum = o.PaymentRefNum;
	if (vPaymentRefNum !== undefined && typeof vPaymentRefNum !== "string") return false;
	const vPaymentMethodRef = o.PaymentMethodRef;
	if (vPaymentMethodRef !== undefined && !validReferenceType(vPaymentMethodRef, d + 1)) return false;
	const vDepositToAccountRef = o.DepositToAccountRef;
	if (vDepositToAccountRef !== undefined && !validReferenceType(vDepositToAccountRef, d + 1)) return false;
	const vARAccountRef = o.ARAccountRef;
	if (vARAccountRef !== undefined && !validReferenceType(vARAccountRef, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vProcessPayment = o.ProcessPayment;
	if (vProcessPayment !== undefined && typeof vProcessPayment !== "boolean") return false;
	const vTxnStatus = o.TxnStatus;
	if (vTxnStatus !== undefined && typeof vTxnStatus !== "string") return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	const vUnappliedAmt = o.UnappliedAmt;
	if (vUnappliedAmt !== undefined && !validMoney(vUnappliedAmt, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Payment, at pointer `p`. */
function checkPayment(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		if (v.TotalAmt !== undefined) checkMoney(v.TotalAmt, p + "/TotalAmt", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkPaymentLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.PaymentRefNum !== undefined) expectString(r, p + "/PaymentRefNum", v.PaymentRefNum);
		if (v.PaymentMethodRef !== undefined) checkReferenceType(v.PaymentMethodRef, p + "/PaymentMethodRef", d + 1, r);
		if (v.DepositToAccountRef !== undefined) checkReferenceType(v.DepositToAccountRef, p + "/DepositToAccountRef", d + 1, r);
		if (v.ARAccountRef !== undefined) checkReferenceType(v.ARAccountRef, p + "/ARAccountRef", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.ProcessPayment !== undefined) expectBoolean(r, p + "/ProcessPayment", v.ProcessPayment);
		if (v.TxnStatus !== undefined) expectString(r, p + "/TxnStatus", v.TxnStatus);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		if (v.UnappliedAmt !== undefined) checkMoney(v.UnappliedAmt, p + "/UnappliedAmt", d + 1, r);
	}
}
/** Fast pass: is `v` a valid PaymentWrite (request shape)? */
function validPaymentWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vCustomerRef = o.CustomerRef;
	if (vCustomerRef !== undefined && !validReferenceType(vCustomerRef, d + 1)) return false;
	const vTotalAmt = o.TotalAmt;
	if (vTotalAmt !== undefined && !validMoney(vTotalAmt, d + 1)) return false;
	const vLine = o.Line;
	if (vLine !== undefined) {
		if (!Array.isArray(vLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLine.length; i++) {
			const item = vLine[i];
			if (!validPaymentLine(item, d + 2)) return false;
		}
	}
	const vTxnDate = o.TxnDate;
	if (vTxnDate !== undefined && !validCalendarDate(vTxnDate, d + 1)) return false;
	const vPaymentRefNum = o.PaymentRefNum;
	if (vPaymentRefNum !== undefined && typeof vPaymentRefNum !== "string") return false;
	const vPaymentMethodRef = o.PaymentMethodRef;
	if (vPaymentMethodRef !== undefined && !validReferenceType(vPaymentMethodRef, d + 1)) return false;
	const vDepositToAccountRef = o.DepositToAccountRef;
	if (vDepositToAccountRef !== undefined && !validReferenceType(vDepositToAccountRef, d + 1)) return false;
	const vARAccountRef = o.ARAccountRef;
	if (vARAccountRef !== undefined && !validReferenceType(vARAccountRef, d + 1)) return false;
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vExchangeRate = o.ExchangeRate;
	if (vExchangeRate !== undefined && !Number.isFinite(vExchangeRate)) return false;
	const vPrivateNote = o.PrivateNote;
	if (vPrivateNote !== undefined) {
		if (typeof vPrivateNote !== "string") return false;
		if (vPrivateNote.length > 4e3 && codePointLength(vPrivateNote) > 4e3) return false;
	}
	const vProcessPayment = o.ProcessPayment;
	if (vProcessPayment !== undefined && typeof vProcessPayment !== "boolean") return false;
	const vTxnStatus = o.TxnStatus;
	if (vTxnStatus !== undefined && typeof vTxnStatus !== "string") return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
			const item2 = vLinkedTxn[i2];
			if (!validLinkedTxn(item2, d + 2)) return false;
		}
	}
	if (o.UnappliedAmt !== undefined) droppedSeen = true;
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentWrite (request shape), at pointer `p`. */
function checkPaymentWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		if (v.CustomerRef !== undefined) checkReferenceType(v.CustomerRef, p + "/CustomerRef", d + 1, r);
		if (v.TotalAmt !== undefined) checkMoney(v.TotalAmt, p + "/TotalAmt", d + 1, r);
		const vLine = v.Line;
		if (vLine !== undefined) {
			if (expectArray(r, p + "/Line", vLine, d + 1)) {
				for (let i = 0; i < vLine.length; i++) {
					const item = vLine[i];
					checkPaymentLine(item, p + "/Line" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.TxnDate !== undefined) checkCalendarDate(v.TxnDate, p + "/TxnDate", d + 1, r);
		if (v.PaymentRefNum !== undefined) expectString(r, p + "/PaymentRefNum", v.PaymentRefNum);
		if (v.PaymentMethodRef !== undefined) checkReferenceType(v.PaymentMethodRef, p + "/PaymentMethodRef", d + 1, r);
		if (v.DepositToAccountRef !== undefined) checkReferenceType(v.DepositToAccountRef, p + "/DepositToAccountRef", d + 1, r);
		if (v.ARAccountRef !== undefined) checkReferenceType(v.ARAccountRef, p + "/ARAccountRef", d + 1, r);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		if (v.ExchangeRate !== undefined) expectNumber(r, p + "/ExchangeRate", v.ExchangeRate);
		const vPrivateNote = v.PrivateNote;
		if (vPrivateNote !== undefined && expectString(r, p + "/PrivateNote", vPrivateNote)) reportLength(r, p + "/PrivateNote", vPrivateNote, undefined, 4e3);
		if (v.ProcessPayment !== undefined) expectBoolean(r, p + "/ProcessPayment", v.ProcessPayment);
		if (v.TxnStatus !== undefined) expectString(r, p + "/TxnStatus", v.TxnStatus);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
					const item2 = vLinkedTxn[i2];
					checkLinkedTxn(item2, p + "/LinkedTxn" + "/" + i2, d + 2, r);
				}
			}
		}
		if (v.UnappliedAmt !== undefined) r.dropped.push(p + "/UnappliedAmt");
	}
}
/** Fast pass: is `v` a valid PaymentDeleteResponse? */
function validPaymentDeleteResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vPayment = o.Payment;
	if (vPayment === undefined) return false;
	if (!validDeletedEntity(vPayment, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Payment" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentDeleteResponse, at pointer `p`. */
function checkPaymentDeleteResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vPayment = v.Payment;
		if (vPayment === undefined) required(r, p + "/Payment", "Payment");
		else checkDeletedEntity(vPayment, p + "/Payment", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Payment" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid PaymentLine? */
function validPaymentLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vAmount = o.Amount;
	if (vAmount === undefined) return false;
	if (!validMoney(vAmount, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn === undefined) return false;
	if (!Array.isArray(vLinkedTxn)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	for (let i = 0; i < vLinkedTxn.length; i++) {
		const item = vLinkedTxn[i];
		if (!validLinkedTxn(item, d + 2)) return false;
	}
	const vLineEx = o.LineEx;
	if (vLineEx !== undefined) {
		if (typeof vLineEx !== "object" || vLineEx === null || Array.isArray(vLineEx)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		const o2 = vLineEx;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentLine, at pointer `p`. */
function checkPaymentLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vAmount = v.Amount;
		if (vAmount === undefined) required(r, p + "/Amount", "Amount");
		else checkMoney(vAmount, p + "/Amount", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn === undefined) required(r, p + "/LinkedTxn", "LinkedTxn");
		else {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.LineEx !== undefined) expectObject(r, p + "/LineEx", v.LineEx, d + 1);
	}
}
/** Fast pass: is `v` a valid PaymentResponse? */
function validPaymentResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vPayment = o.Payment;
	if (vPayment === undefined) return false;
	if (!validPayment(vPayment, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Payment" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentResponse, at pointer `p`. */
function checkPaymentResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vPayment = v.Payment;
		if (vPayment === undefined) required(r, p + "/Payment", "Payment");
		else checkPayment(vPayment, p + "/Payment", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Payment" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid PaymentUpdate? */
function validPaymentUpdate(v, d) {
	if (!validPayment(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentUpdate, at pointer `p`. */
function checkPaymentUpdate(v, p, d, r) {
	checkPayment(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid PaymentUpdateWrite (request shape)? */
function validPaymentUpdateWrite(v, d) {
	if (!validPaymentWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentUpdateWrite (request shape), at pointer `p`. */
function checkPaymentUpdateWrite(v, p, d, r) {
	const dropped_PaymentUpdateWrite = r.dropped.length;
	checkPaymentWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_PaymentUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid PhysicalAddress? */
function validPhysicalAddress(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLine1 = o.Line1;
	if (vLine1 !== undefined) {
		if (typeof vLine1 !== "string") return false;
		if (vLine1.length > 500 && codePointLength(vLine1) > 500) return false;
	}
	const vLine2 = o.Line2;
	if (vLine2 !== undefined) {
		if (typeof vLine2 !== "string") return false;
		if (vLine2.length > 500 && codePointLength(vLine2) > 500) return false;
	}
	const vLine3 = o.Line3;
	if (vLine3 !== undefined) {
		if (typeof vLine3 !== "string") return false;
		if (vLine3.length > 500 && codePointLength(vLine3) > 500) return false;
	}
	const vLine4 = o.Line4;
	if (vLine4 !== undefined) {
		if (typeof vLine4 !== "string") return false;
		if (vLine4.length > 500 && codePointLength(vLine4) > 500) return false;
	}
	const vLine5 = o.Line5;
	if (vLine5 !== undefined) {
		if (typeof vLine5 !== "string") return false;
		if (vLine5.length > 500 && codePointLength(vLine5) > 500) return false;
	}
	const vCity = o.City;
	if (vCity !== undefined) {
		if (typeof vCity !== "string") return false;
		if (vCity.length > 255 && codePointLength(vCity) > 255) return false;
	}
	const vCountry = o.Country;
	if (vCountry !== undefined) {
		if (typeof vCountry !== "string") return false;
		if (vCountry.length > 255 && codePointLength(vCountry) > 255) return false;
	}
	const vCountryCode = o.CountryCode;
	if (vCountryCode !== undefined && typeof vCountryCode !== "string") return false;
	const vCounty = o.County;
	if (vCounty !== undefined && typeof vCounty !== "string") return false;
	const vCountrySubDivisionCode = o.CountrySubDivisionCode;
	if (vCountrySubDivisionCode !== undefined) {
		if (typeof vCountrySubDivisionCode !== "string") return false;
		if (vCountrySubDivisionCode.length > 255 && codePointLength(vCountrySubDivisionCode) > 255) return false;
	}
	const vPostalCode = o.PostalCode;
	if (vPostalCode !== undefined) {
		if (typeof vPostalCode !== "string") return false;
		if (vPostalCode.length > 30 && codePointLength(vPostalCode) > 30) return false;
	}
	const vPostalCodeSuffix = o.PostalCodeSuffix;
	if (vPostalCodeSuffix !== undefined && typeof vPostalCodeSuffix !== "string") return false;
	const vLat = o.Lat;
	if (vLat !== undefined && typeof vLat !== "string") return false;
	const vLong = o.Long;
	if (vLong !== undefined && typeof vLong !== "string") return false;
	const vTag = o.Tag;
	if (vTag !== undefined && typeof vTag !== "string") return false;
	const vNote = o.Note;
	if (vNote !== undefined && typeof vNote !== "string") return false;
	for (const key in o) {
		if (!PHYSICAL_ADDRESS_KEYS.has(key)) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid PhysicalAddress, at pointer `p`. */
function checkPhysicalAddress(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLine1 = v.Line1;
		if (vLine1 !== undefined && expectString(r, p + "/Line1", vLine1)) reportLength(r, p + "/Line1", vLine1, undefined, 500);
		const vLine2 = v.Line2;
		if (vLine2 !== undefined && expectString(r, p + "/Line2", vLine2)) reportLength(r, p + "/Line2", vLine2, undefined, 500);
		const vLine3 = v.Line3;
		if (vLine3 !== undefined && expectString(r, p + "/Line3", vLine3)) reportLength(r, p + "/Line3", vLine3, undefined, 500);
		const vLine4 = v.Line4;
		if (vLine4 !== undefined && expectString(r, p + "/Line4", vLine4)) reportLength(r, p + "/Line4", vLine4, undefined, 500);
		const vLine5 = v.Line5;
		if (vLine5 !== undefined && expectString(r, p + "/Line5", vLine5)) reportLength(r, p + "/Line5", vLine5, undefined, 500);
		const vCity = v.City;
		if (vCity !== undefined && expectString(r, p + "/City", vCity)) reportLength(r, p + "/City", vCity, undefined, 255);
		const vCountry = v.Country;
		if (vCountry !== undefined && expectString(r, p + "/Country", vCountry)) reportLength(r, p + "/Country", vCountry, undefined, 255);
		if (v.CountryCode !== undefined) expectString(r, p + "/CountryCode", v.CountryCode);
		if (v.County !== undefined) expectString(r, p + "/County", v.County);
		const vCountrySubDivisionCode = v.CountrySubDivisionCode;
		if (vCountrySubDivisionCode !== undefined && expectString(r, p + "/CountrySubDivisionCode", vCountrySubDivisionCode)) reportLength(r, p + "/CountrySubDivisionCode", vCountrySubDivisionCode, undefined, 255);
		const vPostalCode = v.PostalCode;
		if (vPostalCode !== undefined && expectString(r, p + "/PostalCode", vPostalCode)) reportLength(r, p + "/PostalCode", vPostalCode, undefined, 30);
		if (v.PostalCodeSuffix !== undefined) expectString(r, p + "/PostalCodeSuffix", v.PostalCodeSuffix);
		if (v.Lat !== undefined) expectString(r, p + "/Lat", v.Lat);
		if (v.Long !== undefined) expectString(r, p + "/Long", v.Long);
		if (v.Tag !== undefined) expectString(r, p + "/Tag", v.Tag);
		if (v.Note !== undefined) expectString(r, p + "/Note", v.Note);
		for (const key in v) {
			if (!PHYSICAL_ADDRESS_KEYS.has(key)) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid PhysicalAddressWrite (request shape)? */
function validPhysicalAddressWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	const vLine1 = o.Line1;
	if (vLine1 !== undefined) {
		if (typeof vLine1 !== "string") return false;
		if (vLine1.length > 500 && codePointLength(vLine1) > 500) return false;
	}
	const vLine2 = o.Line2;
	if (vLine2 !== undefined) {
		if (typeof vLine2 !== "string") return false;
		if (vLine2.length > 500 && codePointLength(vLine2) > 500) return false;
	}
	const vLine3 = o.Line3;
	if (vLine3 !== undefined) {
		if (typeof vLine3 !== "string") return false;
		if (vLine3.length > 500 && codePointLength(vLine3) > 500) return false;
	}
	const vLine4 = o.Line4;
	if (vLine4 !== undefined) {
		if (typeof vLine4 !== "string") return false;
		if (vLine4.length > 500 && codePointLength(vLine4) > 500) return false;
	}
	const vLine5 = o.Line5;
	if (vLine5 !== undefined) {
		if (typeof vLine5 !== "string") return false;
		if (vLine5.length > 500 && codePointLength(vLine5) > 500) return false;
	}
	const vCity = o.City;
	if (vCity !== undefined) {
		if (typeof vCity !== "string") return false;
		if (vCity.length > 255 && codePointLength(vCity) > 255) return false;
	}
	const vCountry = o.Country;
	if (vCountry !== undefined) {
		if (typeof vCountry !== "string") return false;
		if (vCountry.length > 255 && codePointLength(vCountry) > 255) return false;
	}
	const vCountryCode = o.CountryCode;
	if (vCountryCode !== undefined && typeof vCountryCode !== "string") return false;
	const vCounty = o.County;
	if (vCounty !== undefined && typeof vCounty !== "string") return false;
	const vCountrySubDivisionCode = o.CountrySubDivisionCode;
	if (vCountrySubDivisionCode !== undefined) {
		if (typeof vCountrySubDivisionCode !== "string") return false;
		if (vCountrySubDivisionCode.length > 255 && codePointLength(vCountrySubDivisionCode) > 255) return false;
	}
	const vPostalCode = o.PostalCode;
	if (vPostalCode !== undefined) {
		if (typeof vPostalCode !== "string") return false;
		if (vPostalCode.length > 30 && codePointLength(vPostalCode) > 30) return false;
	}
	const vPostalCodeSuffix = o.PostalCodeSuffix;
	if (vPostalCodeSuffix !== undefined && typeof vPostalCodeSuffix !== "string") return false;
	if (o.Lat !== undefined) droppedSeen = true;
	if (o.Long !== undefined) droppedSeen = true;
	const vTag = o.Tag;
	if (vTag !== undefined && typeof vTag !== "string") return false;
	const vNote = o.Note;
	if (vNote !== undefined && typeof vNote !== "string") return false;
	for (const key in o) {
		if (!PHYSICAL_ADDRESS_KEYS.has(key)) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid PhysicalAddressWrite (request shape), at pointer `p`. */
function checkPhysicalAddressWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		const vLine1 = v.Line1;
		if (vLine1 !== undefined && expectString(r, p + "/Line1", vLine1)) reportLength(r, p + "/Line1", vLine1, undefined, 500);
		const vLine2 = v.Line2;
		if (vLine2 !== undefined && expectString(r, p + "/Line2", vLine2)) reportLength(r, p + "/Line2", vLine2, undefined, 500);
		const vLine3 = v.Line3;
		if (vLine3 !== undefined && expectString(r, p + "/Line3", vLine3)) reportLength(r, p + "/Line3", vLine3, undefined, 500);
		const vLine4 = v.Line4;
		if (vLine4 !== undefined && expectString(r, p + "/Line4", vLine4)) reportLength(r, p + "/Line4", vLine4, undefined, 500);
		const vLine5 = v.Line5;
		if (vLine5 !== undefined && expectString(r, p + "/Line5", vLine5)) reportLength(r, p + "/Line5", vLine5, undefined, 500);
		const vCity = v.City;
		if (vCity !== undefined && expectString(r, p + "/City", vCity)) reportLength(r, p + "/City", vCity, undefined, 255);
		const vCountry = v.Country;
		if (vCountry !== undefined && expectString(r, p + "/Country", vCountry)) reportLength(r, p + "/Country", vCountry, undefined, 255);
		if (v.CountryCode !== undefined) expectString(r, p + "/CountryCode", v.CountryCode);
		if (v.County !== undefined) expectString(r, p + "/County", v.County);
		const vCountrySubDivisionCode = v.CountrySubDivisionCode;
		if (vCountrySubDivisionCode !== undefined && expectString(r, p + "/CountrySubDivisionCode", vCountrySubDivisionCode)) reportLength(r, p + "/CountrySubDivisionCode", vCountrySubDivisionCode, undefined, 255);
		const vPostalCode = v.PostalCode;
		if (vPostalCode !== undefined && expectString(r, p + "/PostalCode", vPostalCode)) reportLength(r, p + "/PostalCode", vPostalCode, undefined, 30);
		if (v.PostalCodeSuffix !== undefined) expectString(r, p + "/PostalCodeSuffix", v.PostalCodeSuffix);
		if (v.Lat !== undefined) r.dropped.push(p + "/Lat");
		if (v.Long !== undefined) r.dropped.push(p + "/Long");
		if (v.Tag !== undefined) expectString(r, p + "/Tag", v.Tag);
		if (v.Note !== undefined) expectString(r, p + "/Note", v.Note);
		for (const key in v) {
			if (!PHYSICAL_ADDRESS_KEYS.has(key)) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid PrintStatus? */
function validPrintStatus(v, d) {
	if (typeof v !== "string") return false;
	if (!(v === "NotSet" || v === "NeedToPrint" || v === "PrintComplete" || v === "NOT_SET" || v === "NEED_TO_PRINT" || v === "PRINT_COMPLETE")) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid PrintStatus, at pointer `p`. */
function checkPrintStatus(v, p, d, r) {
	if (expectString(r, p, v) && !(v === "NotSet" || v === "NeedToPrint" || v === "PrintComplete" || v === "NOT_SET" || v === "NEED_TO_PRINT" || v === "PRINT_COMPLETE")) enumError(r, p, [
		"NotSet",
		"NeedToPrint",
		"PrintComplete",
		"NOT_SET",
		"NEED_TO_PRINT",
		"PRINT_COMPLETE"
	], v);
}
/** Fast pass: is `v` a valid QueryResponse? */
function validQueryResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vQueryResponse = o.QueryResponse;
	if (vQueryResponse === undefined) return false;
	if (!validQueryResult(vQueryResponse, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "QueryResponse" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid QueryResponse, at pointer `p`. */
function checkQueryResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vQueryResponse = v.QueryResponse;
		if (vQueryResponse === undefined) required(r, p + "/QueryResponse", "QueryResponse");
		else checkQueryResult(vQueryResponse, p + "/QueryResponse", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "QueryResponse" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid QueryResult? */
function validQueryResult(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vAccount = o.Account;
	if (vAccount !== undefined) {
		if (!Array.isArray(vAccount)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vAccount.length; i++) {
			const item = vAccount[i];
			if (!validAccount(item, d + 2)) return false;
		}
	}
	const vBill = o.Bill;
	if (vBill !== undefined) {
		if (!Array.isArray(vBill)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vBill.length; i2++) {
			const item2 = vBill[i2];
			if (!validBill(item2, d + 2)) return false;
		}
	}
	const vCustomer = o.Customer;
	if (vCustomer !== undefined) {
		if (!Array.isArray(vCustomer)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i3 = 0; i3 < vCustomer.length; i3++) {
			const item3 = vCustomer[i3];
			if (!validCustomer(item3, d + 2)) return false;
		}
	}
	const vInvoice = o.Invoice;
	if (vInvoice !== undefined) {
		if (!Array.isArray(vInvoice)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i4 = 0; i4 < vInvoice.length; i4++) {
			const item4 = vInvoice[i4];
			if (!validInvoice(item4, d + 2)) return false;
		}
	}
	const vItem = o.Item;
	if (vItem !== undefined) {
		if (!Array.isArray(vItem)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i5 = 0; i5 < vItem.length; i5++) {
			const item5 = vItem[i5];
			if (!validItem(item5, d + 2)) return false;
		}
	}
	const vPayment = o.Payment;
	if (vPayment !== undefined) {
		if (!Array.isArray(vPayment)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i6 = 0; i6 < vPayment.length; i6++) {
			const item6 = vPayment[i6];
			if (!validPayment(item6, d + 2)) return false;
		}
	}
	const vVendor = o.Vendor;
	if (vVendor !== undefined) {
		if (!Array.isArray(vVendor)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i7 = 0; i7 < vVendor.length; i7++) {
			const item7 = vVendor[i7];
			if (!validVendor(item7, d + 2)) return false;
		}
	}
	const vStartPosition = o.startPosition;
	if (vStartPosition !== undefined) {
		if (!Number.isInteger(vStartPosition)) return false;
		if (vStartPosition < 1) return false;
	}
	const vMaxResults = o.maxResults;
	if (vMaxResults !== undefined) {
		if (!Number.isInteger(vMaxResults)) return false;
		if (vMaxResults < 0) return false;
	}
	const vTotalCount = o.totalCount;
	if (vTotalCount !== undefined) {
		if (!Number.isInteger(vTotalCount)) return false;
		if (vTotalCount < 0) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid QueryResult, at pointer `p`. */
function checkQueryResult(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vAccount = v.Account;
		if (vAccount !== undefined) {
			if (expectArray(r, p + "/Account", vAccount, d + 1)) {
				for (let i = 0; i < vAccount.length; i++) {
					const item = vAccount[i];
					checkAccount(item, p + "/Account" + "/" + i, d + 2, r);
				}
			}
		}
		const vBill = v.Bill;
		if (vBill !== undefined) {
			if (expectArray(r, p + "/Bill", vBill, d + 1)) {
				for (let i2 = 0; i2 < vBill.length; i2++) {
					const item2 = vBill[i2];
					checkBill(item2, p + "/Bill" + "/" + i2, d + 2, r);
				}
			}
		}
		const vCustomer = v.Customer;
		if (vCustomer !== undefined) {
			if (expectArray(r, p + "/Customer", vCustomer, d + 1)) {
				for (let i3 = 0; i3 < vCustomer.length; i3++) {
					const item3 = vCustomer[i3];
					checkCustomer(item3, p + "/Customer" + "/" + i3, d + 2, r);
				}
			}
		}
		const vInvoice = v.Invoice;
		if (vInvoice !== undefined) {
			if (expectArray(r, p + "/Invoice", vInvoice, d + 1)) {
				for (let i4 = 0; i4 < vInvoice.length; i4++) {
					const item4 = vInvoice[i4];
					checkInvoice(item4, p + "/Invoice" + "/" + i4, d + 2, r);
				}
			}
		}
		const vItem = v.Item;
		if (vItem !== undefined) {
			if (expectArray(r, p + "/Item", vItem, d + 1)) {
				for (let i5 = 0; i5 < vItem.length; i5++) {
					const item5 = vItem[i5];
					checkItem(item5, p + "/Item" + "/" + i5, d + 2, r);
				}
			}
		}
		const vPayment = v.Payment;
		if (vPayment !== undefined) {
			if (expectArray(r, p + "/Payment", vPayment, d + 1)) {
				for (let i6 = 0; i6 < vPayment.length; i6++) {
					const item6 = vPayment[i6];
					checkPayment(item6, p + "/Payment" + "/" + i6, d + 2, r);
				}
			}
		}
		const vVendor = v.Vendor;
		if (vVendor !== undefined) {
			if (expectArray(r, p + "/Vendor", vVendor, d + 1)) {
				for (let i7 = 0; i7 < vVendor.length; i7++) {
					const item7 = vVendor[i7];
					checkVendor(item7, p + "/Vendor" + "/" + i7, d + 2, r);
				}
			}
		}
		const vStartPosition = v.startPosition;
		if (vStartPosition !== undefined && expectInteger(r, p + "/startPosition", vStartPosition) && vStartPosition < 1) fail(r, p + "/startPosition", "minimum", expected("at least 1", vStartPosition));
		const vMaxResults = v.maxResults;
		if (vMaxResults !== undefined && expectInteger(r, p + "/maxResults", vMaxResults) && vMaxResults < 0) fail(r, p + "/maxResults", "minimum", expected("at least 0", vMaxResults));
		const vTotalCount = v.totalCount;
		if (vTotalCount !== undefined && expectInteger(r, p + "/totalCount", vTotalCount) && vTotalCount < 0) fail(r, p + "/totalCount", "minimum", expected("at least 0", vTotalCount));
	}
}
/** Fast pass: is `v` a valid ReferenceType? */
function validReferenceType(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vValue = o.value;
	if (vValue === undefined) return false;
	if (typeof vValue !== "string") return false;
	const vName = o.name;
	if (vName !== undefined && typeof vName !== "string") return false;
	const vType = o.type;
	if (vType !== undefined && typeof vType !== "string") return false;
	for (const key in o) {
		if (!(key === "value" || key === "name" || key === "type")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid ReferenceType, at pointer `p`. */
function checkReferenceType(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vValue = v.value;
		if (vValue === undefined) required(r, p + "/value", "value");
		else expectString(r, p + "/value", vValue);
		if (v.name !== undefined) expectString(r, p + "/name", v.name);
		if (v.type !== undefined) expectString(r, p + "/type", v.type);
		for (const key in v) {
			if (!(key === "value" || key === "name" || key === "type")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid SalesItemLine? */
function validSalesItemLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "SalesItemLineDetail" || vDetailType === "SALES_ITEM_LINE_DETAIL")) return false;
	const vSalesItemLineDetail = o.SalesItemLineDetail;
	if (vSalesItemLineDetail !== undefined && !validSalesItemLineDetail(vSalesItemLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid SalesItemLine, at pointer `p`. */
function checkSalesItemLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "SalesItemLineDetail" || vDetailType === "SALES_ITEM_LINE_DETAIL")) enumError(r, p + "/DetailType", ["SalesItemLineDetail", "SALES_ITEM_LINE_DETAIL"], vDetailType);
		if (v.SalesItemLineDetail !== undefined) checkSalesItemLineDetail(v.SalesItemLineDetail, p + "/SalesItemLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid SalesItemLineDetail? */
function validSalesItemLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vItemRef = o.ItemRef;
	if (vItemRef !== undefined && !validReferenceType(vItemRef, d + 1)) return false;
	const vUnitPrice = o.UnitPrice;
	if (vUnitPrice !== undefined && !validMoney(vUnitPrice, d + 1)) return false;
	const vQty = o.Qty;
	if (vQty !== undefined && !Number.isFinite(vQty)) return false;
	const vTaxCodeRef = o.TaxCodeRef;
	if (vTaxCodeRef !== undefined && !validReferenceType(vTaxCodeRef, d + 1)) return false;
	const vClassRef = o.ClassRef;
	if (vClassRef !== undefined && !validReferenceType(vClassRef, d + 1)) return false;
	const vServiceDate = o.ServiceDate;
	if (vServiceDate !== undefined && !validCalendarDate(vServiceDate, d + 1)) return false;
	const vItemAccountRef = o.ItemAccountRef;
	if (vItemAccountRef !== undefined && !validReferenceType(vItemAccountRef, d + 1)) return false;
	const vDiscountRate = o.DiscountRate;
	if (vDiscountRate !== undefined && !Number.isFinite(vDiscountRate)) return false;
	const vDiscountAmt = o.DiscountAmt;
	if (vDiscountAmt !== undefined && !validMoney(vDiscountAmt, d + 1)) return false;
	const vTaxInclusiveAmt = o.TaxInclusiveAmt;
	if (vTaxInclusiveAmt !== undefined && !validMoney(vTaxInclusiveAmt, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid SalesItemLineDetail, at pointer `p`. */
function checkSalesItemLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.ItemRef !== undefined) checkReferenceType(v.ItemRef, p + "/ItemRef", d + 1, r);
		if (v.UnitPrice !== undefined) checkMoney(v.UnitPrice, p + "/UnitPrice", d + 1, r);
		if (v.Qty !== undefined) expectNumber(r, p + "/Qty", v.Qty);
		if (v.TaxCodeRef !== undefined) checkReferenceType(v.TaxCodeRef, p + "/TaxCodeRef", d + 1, r);
		if (v.ClassRef !== undefined) checkReferenceType(v.ClassRef, p + "/ClassRef", d + 1, r);
		if (v.ServiceDate !== undefined) checkCalendarDate(v.ServiceDate, p + "/ServiceDate", d + 1, r);
		if (v.ItemAccountRef !== undefined) checkReferenceType(v.ItemAccountRef, p + "/ItemAccountRef", d + 1, r);
		if (v.DiscountRate !== undefined) expectNumber(r, p + "/DiscountRate", v.DiscountRate);
		if (v.DiscountAmt !== undefined) checkMoney(v.DiscountAmt, p + "/DiscountAmt", d + 1, r);
		if (v.TaxInclusiveAmt !== undefined) checkMoney(v.TaxInclusiveAmt, p + "/TaxInclusiveAmt", d + 1, r);
	}
}
/** Fast pass: is `v` a valid SubTotalLine? */
function validSubTotalLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "SubTotalLineDetail" || vDetailType === "SUB_TOTAL_LINE_DETAIL")) return false;
	const vSubTotalLineDetail = o.SubTotalLineDetail;
	if (vSubTotalLineDetail !== undefined && !validSubTotalLineDetail(vSubTotalLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid SubTotalLine, at pointer `p`. */
function checkSubTotalLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "SubTotalLineDetail" || vDetailType === "SUB_TOTAL_LINE_DETAIL")) enumError(r, p + "/DetailType", ["SubTotalLineDetail", "SUB_TOTAL_LINE_DETAIL"], vDetailType);
		if (v.SubTotalLineDetail !== undefined) checkSubTotalLineDetail(v.SubTotalLineDetail, p + "/SubTotalLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid SubTotalLineDetail? */
function validSubTotalLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vItemRef = o.ItemRef;
	if (vItemRef !== undefined && !validReferenceType(vItemRef, d + 1)) return false;
	const vServiceDate = o.ServiceDate;
	if (vServiceDate !== undefined && !validCalendarDate(vServiceDate, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid SubTotalLineDetail, at pointer `p`. */
function checkSubTotalLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.ItemRef !== undefined) checkReferenceType(v.ItemRef, p + "/ItemRef", d + 1, r);
		if (v.ServiceDate !== undefined) checkCalendarDate(v.ServiceDate, p + "/ServiceDate", d + 1, r);
	}
}
/** Fast pass: is `v` a valid TaxLine? */
function validTaxLine(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vLineNum = o.LineNum;
	if (vLineNum !== undefined) {
		if (!Number.isInteger(vLineNum)) return false;
		if (vLineNum < 1) return false;
	}
	const vDescription = o.Description;
	if (vDescription !== undefined) {
		if (typeof vDescription !== "string") return false;
		if (vDescription.length > 4e3 && codePointLength(vDescription) > 4e3) return false;
	}
	const vAmount = o.Amount;
	if (vAmount !== undefined && !validMoney(vAmount, d + 1)) return false;
	const vDetailType = o.DetailType;
	if (vDetailType === undefined) return false;
	if (typeof vDetailType !== "string") return false;
	if (!(vDetailType === "TaxLineDetail" || vDetailType === "TAX_LINE_DETAIL")) return false;
	const vTaxLineDetail = o.TaxLineDetail;
	if (vTaxLineDetail !== undefined && !validTaxLineDetail(vTaxLineDetail, d + 1)) return false;
	const vLinkedTxn = o.LinkedTxn;
	if (vLinkedTxn !== undefined) {
		if (!Array.isArray(vLinkedTxn)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vLinkedTxn.length; i++) {
			const item = vLinkedTxn[i];
			if (!validLinkedTxn(item, d + 2)) return false;
		}
	}
	const vProjectRef = o.ProjectRef;
	if (vProjectRef !== undefined && !validReferenceType(vProjectRef, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid TaxLine, at pointer `p`. */
function checkTaxLine(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vLineNum = v.LineNum;
		if (vLineNum !== undefined && expectInteger(r, p + "/LineNum", vLineNum) && vLineNum < 1) fail(r, p + "/LineNum", "minimum", expected("at least 1", vLineNum));
		const vDescription = v.Description;
		if (vDescription !== undefined && expectString(r, p + "/Description", vDescription)) reportLength(r, p + "/Description", vDescription, undefined, 4e3);
		if (v.Amount !== undefined) checkMoney(v.Amount, p + "/Amount", d + 1, r);
		const vDetailType = v.DetailType;
		if (vDetailType === undefined) required(r, p + "/DetailType", "DetailType");
		else if (expectString(r, p + "/DetailType", vDetailType) && !(vDetailType === "TaxLineDetail" || vDetailType === "TAX_LINE_DETAIL")) enumError(r, p + "/DetailType", ["TaxLineDetail", "TAX_LINE_DETAIL"], vDetailType);
		if (v.TaxLineDetail !== undefined) checkTaxLineDetail(v.TaxLineDetail, p + "/TaxLineDetail", d + 1, r);
		const vLinkedTxn = v.LinkedTxn;
		if (vLinkedTxn !== undefined) {
			if (expectArray(r, p + "/LinkedTxn", vLinkedTxn, d + 1)) {
				for (let i = 0; i < vLinkedTxn.length; i++) {
					const item = vLinkedTxn[i];
					checkLinkedTxn(item, p + "/LinkedTxn" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.ProjectRef !== undefined) checkReferenceType(v.ProjectRef, p + "/ProjectRef", d + 1, r);
	}
}
/** Fast pass: is `v` a valid TaxLineDetail? */
function validTaxLineDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vTaxRateRef = o.TaxRateRef;
	if (vTaxRateRef !== undefined && !validReferenceType(vTaxRateRef, d + 1)) return false;
	const vPercentBased = o.PercentBased;
	if (vPercentBased !== undefined && typeof vPercentBased !== "boolean") return false;
	const vTaxPercent = o.TaxPercent;
	if (vTaxPercent !== undefined && !Number.isFinite(vTaxPercent)) return false;
	const vNetAmountTaxable = o.NetAmountTaxable;
	if (vNetAmountTaxable !== undefined && !validMoney(vNetAmountTaxable, d + 1)) return false;
	const vTaxInclusiveAmount = o.TaxInclusiveAmount;
	if (vTaxInclusiveAmount !== undefined && !validMoney(vTaxInclusiveAmount, d + 1)) return false;
	const vOverrideDeltaAmount = o.OverrideDeltaAmount;
	if (vOverrideDeltaAmount !== undefined && !validMoney(vOverrideDeltaAmount, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid TaxLineDetail, at pointer `p`. */
function checkTaxLineDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.TaxRateRef !== undefined) checkReferenceType(v.TaxRateRef, p + "/TaxRateRef", d + 1, r);
		if (v.PercentBased !== undefined) expectBoolean(r, p + "/PercentBased", v.PercentBased);
		if (v.TaxPercent !== undefined) expectNumber(r, p + "/TaxPercent", v.TaxPercent);
		if (v.NetAmountTaxable !== undefined) checkMoney(v.NetAmountTaxable, p + "/NetAmountTaxable", d + 1, r);
		if (v.TaxInclusiveAmount !== undefined) checkMoney(v.TaxInclusiveAmount, p + "/TaxInclusiveAmount", d + 1, r);
		if (v.OverrideDeltaAmount !== undefined) checkMoney(v.OverrideDeltaAmount, p + "/OverrideDeltaAmount", d + 1, r);
	}
}
/** Fast pass: is `v` a valid TelephoneNumber? */
function validTelephoneNumber(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vFreeFormNumber = o.FreeFormNumber;
	if (vFreeFormNumber !== undefined) {
		if (typeof vFreeFormNumber !== "string") return false;
		if (vFreeFormNumber.length > 30 && codePointLength(vFreeFormNumber) > 30) return false;
	}
	const vDeviceType = o.DeviceType;
	if (vDeviceType !== undefined && typeof vDeviceType !== "string") return false;
	const vCountryCode = o.CountryCode;
	if (vCountryCode !== undefined && typeof vCountryCode !== "string") return false;
	const vAreaCode = o.AreaCode;
	if (vAreaCode !== undefined && typeof vAreaCode !== "string") return false;
	const vExchangeCode = o.ExchangeCode;
	if (vExchangeCode !== undefined && typeof vExchangeCode !== "string") return false;
	const vExtension = o.Extension;
	if (vExtension !== undefined && typeof vExtension !== "string") return false;
	const vDefault = o.Default;
	if (vDefault !== undefined && typeof vDefault !== "boolean") return false;
	const vTag = o.Tag;
	if (vTag !== undefined && typeof vTag !== "string") return false;
	for (const key in o) {
		if (!TELEPHONE_NUMBER_KEYS.has(key)) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid TelephoneNumber, at pointer `p`. */
function checkTelephoneNumber(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		const vFreeFormNumber = v.FreeFormNumber;
		if (vFreeFormNumber !== undefined && expectString(r, p + "/FreeFormNumber", vFreeFormNumber)) reportLength(r, p + "/FreeFormNumber", vFreeFormNumber, undefined, 30);
		if (v.DeviceType !== undefined) expectString(r, p + "/DeviceType", v.DeviceType);
		if (v.CountryCode !== undefined) expectString(r, p + "/CountryCode", v.CountryCode);
		if (v.AreaCode !== undefined) expectString(r, p + "/AreaCode", v.AreaCode);
		if (v.ExchangeCode !== undefined) expectString(r, p + "/ExchangeCode", v.ExchangeCode);
		if (v.Extension !== undefined) expectString(r, p + "/Extension", v.Extension);
		if (v.Default !== undefined) expectBoolean(r, p + "/Default", v.Default);
		if (v.Tag !== undefined) expectString(r, p + "/Tag", v.Tag);
		for (const key in v) {
			if (!TELEPHONE_NUMBER_KEYS.has(key)) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid TxnTaxDetail? */
function validTxnTaxDetail(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vTxnTaxCodeRef = o.TxnTaxCodeRef;
	if (vTxnTaxCodeRef !== undefined && !validReferenceType(vTxnTaxCodeRef, d + 1)) return false;
	const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
	if (vDefaultTaxCodeRef !== undefined && !validReferenceType(vDefaultTaxCodeRef, d + 1)) return false;
	const vTotalTax = o.TotalTax;
	if (vTotalTax !== undefined && !validMoney(vTotalTax, d + 1)) return false;
	const vTaxLine = o.TaxLine;
	if (vTaxLine !== undefined) {
		if (!Array.isArray(vTaxLine)) return false;
		if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
		for (let i = 0; i < vTaxLine.length; i++) {
			const item = vTaxLine[i];
			if (!validTaxLine(item, d + 2)) return false;
		}
	}
	const vUseAutomatedSalesTax = o.UseAutomatedSalesTax;
	if (vUseAutomatedSalesTax !== undefined && typeof vUseAutomatedSalesTax !== "boolean") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid TxnTaxDetail, at pointer `p`. */
function checkTxnTaxDetail(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.TxnTaxCodeRef !== undefined) checkReferenceType(v.TxnTaxCodeRef, p + "/TxnTaxCodeRef", d + 1, r);
		if (v.DefaultTaxCodeRef !== undefined) checkReferenceType(v.DefaultTaxCodeRef, p + "/DefaultTaxCodeRef", d + 1, r);
		if (v.TotalTax !== undefined) checkMoney(v.TotalTax, p + "/TotalTax", d + 1, r);
		const vTaxLine = v.TaxLine;
		if (vTaxLine !== undefined) {
			if (expectArray(r, p + "/TaxLine", vTaxLine, d + 1)) {
				for (let i = 0; i < vTaxLine.length; i++) {
					const item = vTaxLine[i];
					checkTaxLine(item, p + "/TaxLine" + "/" + i, d + 2, r);
				}
			}
		}
		if (v.UseAutomatedSalesTax !== undefined) expectBoolean(r, p + "/UseAutomatedSalesTax", v.UseAutomatedSalesTax);
	}
}
/** Fast pass: is `v` a valid Vendor? */
function validVendor(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId !== undefined && typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken !== undefined && typeof vSyncToken !== "string") return false;
	const vMetaData = o.MetaData;
	if (vMetaData !== undefined && !validMetaData(vMetaData, d + 1)) return false;
	const vDomain = o.domain;
	if (vDomain !== undefined && typeof vDomain !== "string") return false;
	const vStatus = o.status;
	if (vStatus !== undefined && typeof vStatus !== "string") return false;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vDisplayName = o.DisplayName;
	if (vDisplayName !== undefined) {
		if (typeof vDisplayName !== "string") return false;
		if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500) return false;
	}
	const vTitle = o.Title;
	if (vTitle !== undefined) {
		if (typeof vTitle !== "string") return false;
		if (vTitle.length > 16 && codePointLength(vTitle) > 16) return false;
	}
	const vGivenName = o.GivenName;
	if (vGivenName !== undefined) {
		if (typeof vGivenName !== "string") return false;
		if (vGivenName.length > 100 && codePointLength(vGivenName) > 100) return false;
	}
	const vMiddleName = o.MiddleName;
	if (vMiddleName !== undefined) {
		if (typeof vMiddleName !== "string") return false;
		if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100) return false;
	}
	const vFamilyName = o.FamilyName;
	if (vFamilyName !== undefined) {
		if (typeof vFamilyName !== "string") return false;
		if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100) return false;
	}
	const vSuffix = o.Suffix;
	if (vSuffix !== undefined) {
		if (typeof vSuffix !== "string") return false;
		if (vSuffix.length > 16 && codePointLength(vSuffix) > 16) return false;
	}
	const vCompanyName = o.CompanyName;
	if (vCompanyName !== undefined) {
		if (typeof vCompanyName !== "string") return false;
		if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100) return false;
	}
	const vPrintOnCheckName = o.PrintOnCheckName;
	if (vPrintOnCheckName !== undefined) {
		if (typeof vPrintOnCheckName !== "string") return false;
		if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110) return false;
	}
	const vFullyQualifiedName = o.FullyQualifiedName;
	if (vFullyQualifiedName !== undefined && typeof vFullyQualifiedName !== "string") return false;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vPrimaryEmailAddr = o.PrimaryEmailAddr;
	if (vPrimaryEmailAddr !== undefined && !validEmailAddress(vPrimaryEmailAddr, d + 1)) return false;
	const vPrimaryPhone = o.PrimaryPhone;
	if (vPrimaryPhone !== undefined && !validTelephoneNumber(vPrimaryPhone, d + 1)) return false;
	const vAlternatePhone = o.AlternatePhone;
	if (vAlternatePhone !== undefined && !validTelephoneNumber(vAlternatePhone, d + 1)) return false;
	const vMobile = o.Mobile;
	if (vMobile !== undefined && !validTelephoneNumber(vMobile, d + 1)) return false;
	const vFax = o.Fax;
	if (vFax !== undefined && !validTelephoneNumber(vFax, d + 1)) return false;
	const vWebAddr = o.WebAddr;
	if (vWebAddr !== undefined && !validWebSiteAddress(vWebAddr, d + 1)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddress(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddress(vShipAddr, d + 1)) return false;
	const vNotes = o.Notes;
	if (vNotes !== undefined) {
		if (typeof vNotes !== "string") return false;
		if (vNotes.length > 2e3 && codePointLength(vNotes) > 2e3) return false;
	}
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100) return false;
	}
	const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
	if (vDefaultTaxCodeRef !== undefined && !validReferenceType(vDefaultTaxCodeRef, d + 1)) return false;
	const vOpenBalanceDate = o.OpenBalanceDate;
	if (vOpenBalanceDate !== undefined && !validCalendarDate(vOpenBalanceDate, d + 1)) return false;
	const vBalance = o.Balance;
	if (vBalance !== undefined && !validMoney(vBalance, d + 1)) return false;
	const vTaxIdentifier = o.TaxIdentifier;
	if (vTaxIdentifier !== undefined) {
		if (typeof vTaxIdentifier !== "string") return false;
		if (vTaxIdentifier.length > 20 && codePointLength(vTaxIdentifier) > 20) return false;
	}
	const vTermRef = o.TermRef;
	if (vTermRef !== undefined && !validReferenceType(vTermRef, d + 1)) return false;
	const vAPAccountRef = o.APAccountRef;
	if (vAPAccountRef !== undefined && !validReferenceType(vAPAccountRef, d + 1)) return false;
	const vVendor1099 = o.Vendor1099;
	if (vVendor1099 !== undefined && typeof vVendor1099 !== "boolean") return false;
	const vBillRate = o.BillRate;
	if (vBillRate !== undefined && !validMoney(vBillRate, d + 1)) return false;
	const vCostRate = o.CostRate;
	if (vCostRate !== undefined && !validMoney(vCostRate, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid Vendor, at pointer `p`. */
function checkVendor(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) expectString(r, p + "/Id", v.Id);
		if (v.SyncToken !== undefined) expectString(r, p + "/SyncToken", v.SyncToken);
		if (v.MetaData !== undefined) checkMetaData(v.MetaData, p + "/MetaData", d + 1, r);
		if (v.domain !== undefined) expectString(r, p + "/domain", v.domain);
		if (v.status !== undefined) expectString(r, p + "/status", v.status);
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vDisplayName = v.DisplayName;
		if (vDisplayName !== undefined && expectString(r, p + "/DisplayName", vDisplayName)) reportLength(r, p + "/DisplayName", vDisplayName, undefined, 500);
		const vTitle = v.Title;
		if (vTitle !== undefined && expectString(r, p + "/Title", vTitle)) reportLength(r, p + "/Title", vTitle, undefined, 16);
		const vGivenName = v.GivenName;
		if (vGivenName !== undefined && expectString(r, p + "/GivenName", vGivenName)) reportLength(r, p + "/GivenName", vGivenName, undefined, 100);
		const vMiddleName = v.MiddleName;
		if (vMiddleName !== undefined && expectString(r, p + "/MiddleName", vMiddleName)) reportLength(r, p + "/MiddleName", vMiddleName, undefined, 100);
		const vFamilyName = v.FamilyName;
		if (vFamilyName !== undefined && expectString(r, p + "/FamilyName", vFamilyName)) reportLength(r, p + "/FamilyName", vFamilyName, undefined, 100);
		const vSuffix = v.Suffix;
		if (vSuffix !== undefined && expectString(r, p + "/Suffix", vSuffix)) reportLength(r, p + "/Suffix", vSuffix, undefined, 16);
		const vCompanyName = v.CompanyName;
		if (vCompanyName !== undefined && expectString(r, p + "/CompanyName", vCompanyName)) reportLength(r, p + "/CompanyName", vCompanyName, undefined, 100);
		const vPrintOnCheckName = v.PrintOnCheckName;
		if (vPrintOnCheckName !== undefined && expectString(r, p + "/PrintOnCheckName", vPrintOnCheckName)) reportLength(r, p + "/PrintOnCheckName", vPrintOnCheckName, undefined, 110);
		if (v.FullyQualifiedName !== undefined) expectString(r, p + "/FullyQualifiedName", v.FullyQualifiedName);
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.PrimaryEmailAddr !== undefined) checkEmailAddress(v.PrimaryEmailAddr, p + "/PrimaryEmailAddr", d + 1, r);
		if (v.PrimaryPhone !== undefined) checkTelephoneNumber(v.PrimaryPhone, p + "/PrimaryPhone", d + 1, r);
		if (v.AlternatePhone !== undefined) checkTelephoneNumber(v.AlternatePhone, p + "/AlternatePhone", d + 1, r);
		if (v.Mobile !== undefined) checkTelephoneNumber(v.Mobile, p + "/Mobile", d + 1, r);
		if (v.Fax !== undefined) checkTelephoneNumber(v.Fax, p + "/Fax", d + 1, r);
		if (v.WebAddr !== undefined) checkWebSiteAddress(v.WebAddr, p + "/WebAddr", d + 1, r);
		if (v.BillAddr !== undefined) checkPhysicalAddress(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddress(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		const vNotes = v.Notes;
		if (vNotes !== undefined && expectString(r, p + "/Notes", vNotes)) reportLength(r, p + "/Notes", vNotes, undefined, 2e3);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 100);
		if (v.DefaultTaxCodeRef !== undefined) checkReferenceType(v.DefaultTaxCodeRef, p + "/DefaultTaxCodeRef", d + 1, r);
		if (v.OpenBalanceDate !== undefined) checkCalendarDate(v.OpenBalanceDate, p + "/OpenBalanceDate", d + 1, r);
		if (v.Balance !== undefined) checkMoney(v.Balance, p + "/Balance", d + 1, r);
		const vTaxIdentifier = v.TaxIdentifier;
		if (vTaxIdentifier !== undefined && expectString(r, p + "/TaxIdentifier", vTaxIdentifier)) reportLength(r, p + "/TaxIdentifier", vTaxIdentifier, undefined, 20);
		if (v.TermRef !== undefined) checkReferenceType(v.TermRef, p + "/TermRef", d + 1, r);
		if (v.APAccountRef !== undefined) checkReferenceType(v.APAccountRef, p + "/APAccountRef", d + 1, r);
		if (v.Vendor1099 !== undefined) expectBoolean(r, p + "/Vendor1099", v.Vendor1099);
		if (v.BillRate !== undefined) checkMoney(v.BillRate, p + "/BillRate", d + 1, r);
		if (v.CostRate !== undefined) checkMoney(v.CostRate, p + "/CostRate", d + 1, r);
	}
}
/** Fast pass: is `v` a valid VendorWrite (request shape)? */
function validVendorWrite(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	if (o.Id !== undefined) droppedSeen = true;
	if (o.SyncToken !== undefined) droppedSeen = true;
	if (o.MetaData !== undefined) droppedSeen = true;
	if (o.domain !== undefined) droppedSeen = true;
	if (o.status !== undefined) droppedSeen = true;
	const vSparse = o.sparse;
	if (vSparse !== undefined && typeof vSparse !== "boolean") return false;
	const vDisplayName = o.DisplayName;
	if (vDisplayName !== undefined) {
		if (typeof vDisplayName !== "string") return false;
		if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500) return false;
	}
	const vTitle = o.Title;
	if (vTitle !== undefined) {
		if (typeof vTitle !== "string") return false;
		if (vTitle.length > 16 && codePointLength(vTitle) > 16) return false;
	}
	const vGivenName = o.GivenName;
	if (vGivenName !== undefined) {
		if (typeof vGivenName !== "string") return false;
		if (vGivenName.length > 100 && codePointLength(vGivenName) > 100) return false;
	}
	const vMiddleName = o.MiddleName;
	if (vMiddleName !== undefined) {
		if (typeof vMiddleName !== "string") return false;
		if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100) return false;
	}
	const vFamilyName = o.FamilyName;
	if (vFamilyName !== undefined) {
		if (typeof vFamilyName !== "string") return false;
		if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100) return false;
	}
	const vSuffix = o.Suffix;
	if (vSuffix !== undefined) {
		if (typeof vSuffix !== "string") return false;
		if (vSuffix.length > 16 && codePointLength(vSuffix) > 16) return false;
	}
	const vCompanyName = o.CompanyName;
	if (vCompanyName !== undefined) {
		if (typeof vCompanyName !== "string") return false;
		if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100) return false;
	}
	const vPrintOnCheckName = o.PrintOnCheckName;
	if (vPrintOnCheckName !== undefined) {
		if (typeof vPrintOnCheckName !== "string") return false;
		if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110) return false;
	}
	if (o.FullyQualifiedName !== undefined) droppedSeen = true;
	const vActive = o.Active;
	if (vActive !== undefined && typeof vActive !== "boolean") return false;
	const vPrimaryEmailAddr = o.PrimaryEmailAddr;
	if (vPrimaryEmailAddr !== undefined && !validEmailAddress(vPrimaryEmailAddr, d + 1)) return false;
	const vPrimaryPhone = o.PrimaryPhone;
	if (vPrimaryPhone !== undefined && !validTelephoneNumber(vPrimaryPhone, d + 1)) return false;
	const vAlternatePhone = o.AlternatePhone;
	if (vAlternatePhone !== undefined && !validTelephoneNumber(vAlternatePhone, d + 1)) return false;
	const vMobile = o.Mobile;
	if (vMobile !== undefined && !validTelephoneNumber(vMobile, d + 1)) return false;
	const vFax = o.Fax;
	if (vFax !== undefined && !validTelephoneNumber(vFax, d + 1)) return false;
	const vWebAddr = o.WebAddr;
	if (vWebAddr !== undefined && !validWebSiteAddress(vWebAddr, d + 1)) return false;
	const vBillAddr = o.BillAddr;
	if (vBillAddr !== undefined && !validPhysicalAddressWrite(vBillAddr, d + 1)) return false;
	const vShipAddr = o.ShipAddr;
	if (vShipAddr !== undefined && !validPhysicalAddressWrite(vShipAddr, d + 1)) return false;
	const vNotes = o.Notes;
	if (vNotes !== undefined) {
		if (typeof vNotes !== "string") return false;
		if (vNotes.length > 2e3 && codePointLength(vNotes) > 2e3) return false;
	}
	const vCurrencyRef = o.CurrencyRef;
	if (vCurrencyRef !== undefined && !validReferenceType(vCurrencyRef, d + 1)) return false;
	const vAcctNum = o.AcctNum;
	if (vAcctNum !== undefined) {
		if (typeof vAcctNum !== "string") return false;
		if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100) return false;
	}
	const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
	if (vDefaultTaxCodeRef !== undefined && !validReferenceType(vDefaultTaxCodeRef, d + 1)) return false;
	const vOpenBalanceDate = o.OpenBalanceDate;
	if (vOpenBalanceDate !== undefined && !validCalendarDate(vOpenBalanceDate, d + 1)) return false;
	if (o.Balance !== undefined) droppedSeen = true;
	const vTaxIdentifier = o.TaxIdentifier;
	if (vTaxIdentifier !== undefined) {
		if (typeof vTaxIdentifier !== "string") return false;
		if (vTaxIdentifier.length > 20 && codePointLength(vTaxIdentifier) > 20) return false;
	}
	const vTermRef = o.TermRef;
	if (vTermRef !== undefined && !validReferenceType(vTermRef, d + 1)) return false;
	const vAPAccountRef = o.APAccountRef;
	if (vAPAccountRef !== undefined && !validReferenceType(vAPAccountRef, d + 1)) return false;
	const vVendor1099 = o.Vendor1099;
	if (vVendor1099 !== undefined && typeof vVendor1099 !== "boolean") return false;
	const vBillRate = o.BillRate;
	if (vBillRate !== undefined && !validMoney(vBillRate, d + 1)) return false;
	const vCostRate = o.CostRate;
	if (vCostRate !== undefined && !validMoney(vCostRate, d + 1)) return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid VendorWrite (request shape), at pointer `p`. */
function checkVendorWrite(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		if (v.Id !== undefined) r.dropped.push(p + "/Id");
		if (v.SyncToken !== undefined) r.dropped.push(p + "/SyncToken");
		if (v.MetaData !== undefined) r.dropped.push(p + "/MetaData");
		if (v.domain !== undefined) r.dropped.push(p + "/domain");
		if (v.status !== undefined) r.dropped.push(p + "/status");
		if (v.sparse !== undefined) expectBoolean(r, p + "/sparse", v.sparse);
		const vDisplayName = v.DisplayName;
		if (vDisplayName !== undefined && expectString(r, p + "/DisplayName", vDisplayName)) reportLength(r, p + "/DisplayName", vDisplayName, undefined, 500);
		const vTitle = v.Title;
		if (vTitle !== undefined && expectString(r, p + "/Title", vTitle)) reportLength(r, p + "/Title", vTitle, undefined, 16);
		const vGivenName = v.GivenName;
		if (vGivenName !== undefined && expectString(r, p + "/GivenName", vGivenName)) reportLength(r, p + "/GivenName", vGivenName, undefined, 100);
		const vMiddleName = v.MiddleName;
		if (vMiddleName !== undefined && expectString(r, p + "/MiddleName", vMiddleName)) reportLength(r, p + "/MiddleName", vMiddleName, undefined, 100);
		const vFamilyName = v.FamilyName;
		if (vFamilyName !== undefined && expectString(r, p + "/FamilyName", vFamilyName)) reportLength(r, p + "/FamilyName", vFamilyName, undefined, 100);
		const vSuffix = v.Suffix;
		if (vSuffix !== undefined && expectString(r, p + "/Suffix", vSuffix)) reportLength(r, p + "/Suffix", vSuffix, undefined, 16);
		const vCompanyName = v.CompanyName;
		if (vCompanyName !== undefined && expectString(r, p + "/CompanyName", vCompanyName)) reportLength(r, p + "/CompanyName", vCompanyName, undefined, 100);
		const vPrintOnCheckName = v.PrintOnCheckName;
		if (vPrintOnCheckName !== undefined && expectString(r, p + "/PrintOnCheckName", vPrintOnCheckName)) reportLength(r, p + "/PrintOnCheckName", vPrintOnCheckName, undefined, 110);
		if (v.FullyQualifiedName !== undefined) r.dropped.push(p + "/FullyQualifiedName");
		if (v.Active !== undefined) expectBoolean(r, p + "/Active", v.Active);
		if (v.PrimaryEmailAddr !== undefined) checkEmailAddress(v.PrimaryEmailAddr, p + "/PrimaryEmailAddr", d + 1, r);
		if (v.PrimaryPhone !== undefined) checkTelephoneNumber(v.PrimaryPhone, p + "/PrimaryPhone", d + 1, r);
		if (v.AlternatePhone !== undefined) checkTelephoneNumber(v.AlternatePhone, p + "/AlternatePhone", d + 1, r);
		if (v.Mobile !== undefined) checkTelephoneNumber(v.Mobile, p + "/Mobile", d + 1, r);
		if (v.Fax !== undefined) checkTelephoneNumber(v.Fax, p + "/Fax", d + 1, r);
		if (v.WebAddr !== undefined) checkWebSiteAddress(v.WebAddr, p + "/WebAddr", d + 1, r);
		if (v.BillAddr !== undefined) checkPhysicalAddressWrite(v.BillAddr, p + "/BillAddr", d + 1, r);
		if (v.ShipAddr !== undefined) checkPhysicalAddressWrite(v.ShipAddr, p + "/ShipAddr", d + 1, r);
		const vNotes = v.Notes;
		if (vNotes !== undefined && expectString(r, p + "/Notes", vNotes)) reportLength(r, p + "/Notes", vNotes, undefined, 2e3);
		if (v.CurrencyRef !== undefined) checkReferenceType(v.CurrencyRef, p + "/CurrencyRef", d + 1, r);
		const vAcctNum = v.AcctNum;
		if (vAcctNum !== undefined && expectString(r, p + "/AcctNum", vAcctNum)) reportLength(r, p + "/AcctNum", vAcctNum, undefined, 100);
		if (v.DefaultTaxCodeRef !== undefined) checkReferenceType(v.DefaultTaxCodeRef, p + "/DefaultTaxCodeRef", d + 1, r);
		if (v.OpenBalanceDate !== undefined) checkCalendarDate(v.OpenBalanceDate, p + "/OpenBalanceDate", d + 1, r);
		if (v.Balance !== undefined) r.dropped.push(p + "/Balance");
		const vTaxIdentifier = v.TaxIdentifier;
		if (vTaxIdentifier !== undefined && expectString(r, p + "/TaxIdentifier", vTaxIdentifier)) reportLength(r, p + "/TaxIdentifier", vTaxIdentifier, undefined, 20);
		if (v.TermRef !== undefined) checkReferenceType(v.TermRef, p + "/TermRef", d + 1, r);
		if (v.APAccountRef !== undefined) checkReferenceType(v.APAccountRef, p + "/APAccountRef", d + 1, r);
		if (v.Vendor1099 !== undefined) expectBoolean(r, p + "/Vendor1099", v.Vendor1099);
		if (v.BillRate !== undefined) checkMoney(v.BillRate, p + "/BillRate", d + 1, r);
		if (v.CostRate !== undefined) checkMoney(v.CostRate, p + "/CostRate", d + 1, r);
	}
}
/** Fast pass: is `v` a valid VendorResponse? */
function validVendorResponse(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vVendor = o.Vendor;
	if (vVendor === undefined) return false;
	if (!validVendor(vVendor, d + 1)) return false;
	const vTime = o.time;
	if (vTime !== undefined && !validDateTime(vTime, d + 1)) return false;
	for (const key in o) {
		if (!(key === "Vendor" || key === "time")) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid VendorResponse, at pointer `p`. */
function checkVendorResponse(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vVendor = v.Vendor;
		if (vVendor === undefined) required(r, p + "/Vendor", "Vendor");
		else checkVendor(vVendor, p + "/Vendor", d + 1, r);
		if (v.time !== undefined) checkDateTime(v.time, p + "/time", d + 1, r);
		for (const key in v) {
			if (!(key === "Vendor" || key === "time")) fail(r, p + "/" + escapePointer(key), "additionalProperties", `unexpected property '${key}'`);
		}
	}
}
/** Fast pass: is `v` a valid VendorUpdate? */
function validVendorUpdate(v, d) {
	if (!validVendor(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid VendorUpdate, at pointer `p`. */
function checkVendorUpdate(v, p, d, r) {
	checkVendor(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
}
/** Fast pass: is `v` a valid VendorUpdateWrite (request shape)? */
function validVendorUpdateWrite(v, d) {
	if (!validVendorWrite(v, d)) return false;
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vId = o.Id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vSyncToken = o.SyncToken;
	if (vSyncToken === undefined) return false;
	if (typeof vSyncToken !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid VendorUpdateWrite (request shape), at pointer `p`. */
function checkVendorUpdateWrite(v, p, d, r) {
	const dropped_VendorUpdateWrite = r.dropped.length;
	checkVendorWrite(v, p, d, r);
	if (expectObject(r, p, v, d)) {
		const vId = v.Id;
		if (vId === undefined) required(r, p + "/Id", "Id");
		else expectString(r, p + "/Id", vId);
		const vSyncToken = v.SyncToken;
		if (vSyncToken === undefined) required(r, p + "/SyncToken", "SyncToken");
		else expectString(r, p + "/SyncToken", vSyncToken);
	}
	keepWritable(r, dropped_VendorUpdateWrite, p, ["Id", "SyncToken"]);
}
/** Fast pass: is `v` a valid WebSiteAddress? */
function validWebSiteAddress(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vURI = o.URI;
	if (vURI !== undefined) {
		if (typeof vURI !== "string") return false;
		if (vURI.length > 1e3 && codePointLength(vURI) > 1e3) return false;
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid WebSiteAddress, at pointer `p`. */
function checkWebSiteAddress(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vURI = v.URI;
		if (vURI !== undefined && expectString(r, p + "/URI", vURI)) reportLength(r, p + "/URI", vURI, undefined, 1e3);
	}
}
/** Fast pass: is `v` a valid WebhookEntityChange? */
function validWebhookEntityChange(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vName = o.name;
	if (vName === undefined) return false;
	if (typeof vName !== "string") return false;
	const vId = o.id;
	if (vId === undefined) return false;
	if (typeof vId !== "string") return false;
	const vOperation = o.operation;
	if (vOperation === undefined) return false;
	if (typeof vOperation !== "string") return false;
	if (!(vOperation === "Create" || vOperation === "Update" || vOperation === "Delete" || vOperation === "Merge" || vOperation === "Void" || vOperation === "Emailed")) return false;
	const vLastUpdated = o.lastUpdated;
	if (vLastUpdated !== undefined && !validDateTime(vLastUpdated, d + 1)) return false;
	const vDeletedId = o.deletedId;
	if (vDeletedId !== undefined && typeof vDeletedId !== "string") return false;
	return true;
}
/** Collecting pass: every problem of `v` as a valid WebhookEntityChange, at pointer `p`. */
function checkWebhookEntityChange(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vName = v.name;
		if (vName === undefined) required(r, p + "/name", "name");
		else expectString(r, p + "/name", vName);
		const vId = v.id;
		if (vId === undefined) required(r, p + "/id", "id");
		else expectString(r, p + "/id", vId);
		const vOperation = v.operation;
		if (vOperation === undefined) required(r, p + "/operation", "operation");
		else if (expectString(r, p + "/operation", vOperation) && !(vOperation === "Create" || vOperation === "Update" || vOperation === "Delete" || vOperation === "Merge" || vOperation === "Void" || vOperation === "Emailed")) enumError(r, p + "/operation", [
			"Create",
			"Update",
			"Delete",
			"Merge",
			"Void",
			"Emailed"
		], vOperation);
		if (v.lastUpdated !== undefined) checkDateTime(v.lastUpdated, p + "/lastUpdated", d + 1, r);
		if (v.deletedId !== undefined) expectString(r, p + "/deletedId", v.deletedId);
	}
}
/** Fast pass: is `v` a valid WebhookNotification? */
function validWebhookNotification(v, d) {
	if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
	if (d >= MAX_DEPTH) return refuseTooDeep();
	const o = v;
	const vEventNotifications = o.eventNotifications;
	if (vEventNotifications === undefined) return false;
	if (!Array.isArray(vEventNotifications)) return false;
	if (d + 1 >= MAX_DEPTH) return refuseTooDeep();
	for (let i = 0; i < vEventNotifications.length; i++) {
		const item = vEventNotifications[i];
		if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
		if (d + 2 >= MAX_DEPTH) return refuseTooDeep();
		const o2 = item;
		const vRealmId = o2.realmId;
		if (vRealmId === undefined) return false;
		if (typeof vRealmId !== "string") return false;
		const vDataChangeEvent = o2.dataChangeEvent;
		if (vDataChangeEvent === undefined) return false;
		if (typeof vDataChangeEvent !== "object" || vDataChangeEvent === null || Array.isArray(vDataChangeEvent)) return false;
		if (d + 3 >= MAX_DEPTH) return refuseTooDeep();
		const o3 = vDataChangeEvent;
		const vEntities = o3.entities;
		if (vEntities === undefined) return false;
		if (!Array.isArray(vEntities)) return false;
		if (d + 4 >= MAX_DEPTH) return refuseTooDeep();
		for (let i2 = 0; i2 < vEntities.length; i2++) {
			const item2 = vEntities[i2];
			if (!validWebhookEntityChange(item2, d + 5)) return false;
		}
	}
	return true;
}
/** Collecting pass: every problem of `v` as a valid WebhookNotification, at pointer `p`. */
function checkWebhookNotification(v, p, d, r) {
	if (expectObject(r, p, v, d)) {
		const vEventNotifications = v.eventNotifications;
		if (vEventNotifications === undefined) required(r, p + "/eventNotifications", "eventNotifications");
		else {
			if (expectArray(r, p + "/eventNotifications", vEventNotifications, d + 1)) {
				for (let i = 0; i < vEventNotifications.length; i++) {
					const item = vEventNotifications[i];
					if (expectObject(r, p + "/eventNotifications" + "/" + i, item, d + 2)) {
						const vRealmId = item.realmId;
						if (vRealmId === undefined) required(r, p + "/eventNotifications" + "/" + i + "/realmId", "realmId");
						else expectString(r, p + "/eventNotifications" + "/" + i + "/realmId", vRealmId);
						const vDataChangeEvent = item.dataChangeEvent;
						if (vDataChangeEvent === undefined) required(r, p + "/eventNotifications" + "/" + i + "/dataChangeEvent", "dataChangeEvent");
						else {
							if (expectObject(r, p + "/eventNotifications" + "/" + i + "/dataChangeEvent", vDataChangeEvent, d + 3)) {
								const vEntities = vDataChangeEvent.entities;
								if (vEntities === undefined) required(r, p + "/eventNotifications" + "/" + i + "/dataChangeEvent" + "/entities", "entities");
								else {
									if (expectArray(r, p + "/eventNotifications" + "/" + i + "/dataChangeEvent" + "/entities", vEntities, d + 4)) {
										for (let i2 = 0; i2 < vEntities.length; i2++) {
											const item2 = vEntities[i2];
											checkWebhookEntityChange(item2, p + "/eventNotifications" + "/" + i + "/dataChangeEvent" + "/entities" + "/" + i2, d + 5, r);
										}
									}
								}
							}
						}
					}
				}
			}
		}
	}
}
/** Fast pass first; the collecting pass only when it fails. */
function resultOf(value, valid, check) {
	tooDeep = false;
	if (valid(value, 0)) return {
		ok: true,
		value,
		dropped: []
	};
	return collectResult(value, check);
}
/** The type guard of a shape. */
function guardOf(value, valid) {
	tooDeep = false;
	return valid(value, 0);
}
/** `resultOf` for a request shape: read-only properties seen send the value to the collecting pass (`dropped`). */
function requestResultOf(value, valid, check) {
	tooDeep = false;
	droppedSeen = false;
	if (valid(value, 0) && !droppedSeen) return {
		ok: true,
		value,
		dropped: []
	};
	return collectResult(value, check);
}
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
	Account: (value) => resultOf(value, validAccount, checkAccount),
	AccountWrite: (value) => requestResultOf(value, validAccountWrite, checkAccountWrite),
	AccountBasedExpenseLine: (value) => resultOf(value, validAccountBasedExpenseLine, checkAccountBasedExpenseLine),
	AccountBasedExpenseLineDetail: (value) => resultOf(value, validAccountBasedExpenseLineDetail, checkAccountBasedExpenseLineDetail),
	AccountResponse: (value) => resultOf(value, validAccountResponse, checkAccountResponse),
	AccountUpdate: (value) => resultOf(value, validAccountUpdate, checkAccountUpdate),
	AccountUpdateWrite: (value) => requestResultOf(value, validAccountUpdateWrite, checkAccountUpdateWrite),
	BatchItemRequest: (value) => resultOf(value, validBatchItemRequest, checkBatchItemRequest),
	BatchItemResponse: (value) => resultOf(value, validBatchItemResponse, checkBatchItemResponse),
	BatchRequest: (value) => resultOf(value, validBatchRequest, checkBatchRequest),
	BatchResponse: (value) => resultOf(value, validBatchResponse, checkBatchResponse),
	Bill: (value) => resultOf(value, validBill, checkBill),
	BillWrite: (value) => requestResultOf(value, validBillWrite, checkBillWrite),
	BillDeleteResponse: (value) => resultOf(value, validBillDeleteResponse, checkBillDeleteResponse),
	BillResponse: (value) => resultOf(value, validBillResponse, checkBillResponse),
	BillUpdate: (value) => resultOf(value, validBillUpdate, checkBillUpdate),
	BillUpdateWrite: (value) => requestResultOf(value, validBillUpdateWrite, checkBillUpdateWrite),
	BillableStatus: (value) => resultOf(value, validBillableStatus, checkBillableStatus),
	CalendarDate: (value) => resultOf(value, validCalendarDate, checkCalendarDate),
	CdcResponse: (value) => resultOf(value, validCdcResponse, checkCdcResponse),
	CdcResult: (value) => resultOf(value, validCdcResult, checkCdcResult),
	CloudEvent: (value) => resultOf(value, validCloudEvent, checkCloudEvent),
	CloudEventNotification: (value) => resultOf(value, validCloudEventNotification, checkCloudEventNotification),
	CustomField: (value) => resultOf(value, validCustomField, checkCustomField),
	Customer: (value) => resultOf(value, validCustomer, checkCustomer),
	CustomerWrite: (value) => requestResultOf(value, validCustomerWrite, checkCustomerWrite),
	CustomerResponse: (value) => resultOf(value, validCustomerResponse, checkCustomerResponse),
	CustomerUpdate: (value) => resultOf(value, validCustomerUpdate, checkCustomerUpdate),
	CustomerUpdateWrite: (value) => requestResultOf(value, validCustomerUpdateWrite, checkCustomerUpdateWrite),
	DateTime: (value) => resultOf(value, validDateTime, checkDateTime),
	DeletedEntity: (value) => resultOf(value, validDeletedEntity, checkDeletedEntity),
	DescriptionLineDetail: (value) => resultOf(value, validDescriptionLineDetail, checkDescriptionLineDetail),
	DescriptionOnlyLine: (value) => resultOf(value, validDescriptionOnlyLine, checkDescriptionOnlyLine),
	DiscountLine: (value) => resultOf(value, validDiscountLine, checkDiscountLine),
	DiscountLineDetail: (value) => resultOf(value, validDiscountLineDetail, checkDiscountLineDetail),
	EmailAddress: (value) => resultOf(value, validEmailAddress, checkEmailAddress),
	EmailStatus: (value) => resultOf(value, validEmailStatus, checkEmailStatus),
	EntityDeleteRequest: (value) => resultOf(value, validEntityDeleteRequest, checkEntityDeleteRequest),
	EntityVoidRequest: (value) => resultOf(value, validEntityVoidRequest, checkEntityVoidRequest),
	Fault: (value) => resultOf(value, validFault, checkFault),
	FaultError: (value) => resultOf(value, validFaultError, checkFaultError),
	FaultInfo: (value) => resultOf(value, validFaultInfo, checkFaultInfo),
	FaultType: (value) => resultOf(value, validFaultType, checkFaultType),
	GatewayFault: (value) => resultOf(value, validGatewayFault, checkGatewayFault),
	GlobalTaxCalculation: (value) => resultOf(value, validGlobalTaxCalculation, checkGlobalTaxCalculation),
	GroupLine: (value) => resultOf(value, validGroupLine, checkGroupLine),
	GroupLineDetail: (value) => resultOf(value, validGroupLineDetail, checkGroupLineDetail),
	Invoice: (value) => resultOf(value, validInvoice, checkInvoice),
	InvoiceWrite: (value) => requestResultOf(value, validInvoiceWrite, checkInvoiceWrite),
	InvoiceDeleteResponse: (value) => resultOf(value, validInvoiceDeleteResponse, checkInvoiceDeleteResponse),
	InvoiceResponse: (value) => resultOf(value, validInvoiceResponse, checkInvoiceResponse),
	InvoiceUpdate: (value) => resultOf(value, validInvoiceUpdate, checkInvoiceUpdate),
	InvoiceUpdateWrite: (value) => requestResultOf(value, validInvoiceUpdateWrite, checkInvoiceUpdateWrite),
	Item: (value) => resultOf(value, validItem, checkItem),
	ItemWrite: (value) => requestResultOf(value, validItemWrite, checkItemWrite),
	ItemBasedExpenseLine: (value) => resultOf(value, validItemBasedExpenseLine, checkItemBasedExpenseLine),
	ItemBasedExpenseLineDetail: (value) => resultOf(value, validItemBasedExpenseLineDetail, checkItemBasedExpenseLineDetail),
	ItemResponse: (value) => resultOf(value, validItemResponse, checkItemResponse),
	ItemUpdate: (value) => resultOf(value, validItemUpdate, checkItemUpdate),
	ItemUpdateWrite: (value) => requestResultOf(value, validItemUpdateWrite, checkItemUpdateWrite),
	JournalEntryLine: (value) => resultOf(value, validJournalEntryLine, checkJournalEntryLine),
	JournalEntryLineDetail: (value) => resultOf(value, validJournalEntryLineDetail, checkJournalEntryLineDetail),
	Line: (value) => resultOf(value, validLine, checkLine),
	LinkedTxn: (value) => resultOf(value, validLinkedTxn, checkLinkedTxn),
	MemoRef: (value) => resultOf(value, validMemoRef, checkMemoRef),
	MetaData: (value) => resultOf(value, validMetaData, checkMetaData),
	Money: (value) => resultOf(value, validMoney, checkMoney),
	Payment: (value) => resultOf(value, validPayment, checkPayment),
	PaymentWrite: (value) => requestResultOf(value, validPaymentWrite, checkPaymentWrite),
	PaymentDeleteResponse: (value) => resultOf(value, validPaymentDeleteResponse, checkPaymentDeleteResponse),
	PaymentLine: (value) => resultOf(value, validPaymentLine, checkPaymentLine),
	PaymentResponse: (value) => resultOf(value, validPaymentResponse, checkPaymentResponse),
	PaymentUpdate: (value) => resultOf(value, validPaymentUpdate, checkPaymentUpdate),
	PaymentUpdateWrite: (value) => requestResultOf(value, validPaymentUpdateWrite, checkPaymentUpdateWrite),
	PhysicalAddress: (value) => resultOf(value, validPhysicalAddress, checkPhysicalAddress),
	PhysicalAddressWrite: (value) => requestResultOf(value, validPhysicalAddressWrite, checkPhysicalAddressWrite),
	PrintStatus: (value) => resultOf(value, validPrintStatus, checkPrintStatus),
	QueryResponse: (value) => resultOf(value, validQueryResponse, checkQueryResponse),
	QueryResult: (value) => resultOf(value, validQueryResult, checkQueryResult),
	ReferenceType: (value) => resultOf(value, validReferenceType, checkReferenceType),
	SalesItemLine: (value) => resultOf(value, validSalesItemLine, checkSalesItemLine),
	SalesItemLineDetail: (value) => resultOf(value, validSalesItemLineDetail, checkSalesItemLineDetail),
	SubTotalLine: (value) => resultOf(value, validSubTotalLine, checkSubTotalLine),
	SubTotalLineDetail: (value) => resultOf(value, validSubTotalLineDetail, checkSubTotalLineDetail),
	TaxLine: (value) => resultOf(value, validTaxLine, checkTaxLine),
	TaxLineDetail: (value) => resultOf(value, validTaxLineDetail, checkTaxLineDetail),
	TelephoneNumber: (value) => resultOf(value, validTelephoneNumber, checkTelephoneNumber),
	TxnTaxDetail: (value) => resultOf(value, validTxnTaxDetail, checkTxnTaxDetail),
	Vendor: (value) => resultOf(value, validVendor, checkVendor),
	VendorWrite: (value) => requestResultOf(value, validVendorWrite, checkVendorWrite),
	VendorResponse: (value) => resultOf(value, validVendorResponse, checkVendorResponse),
	VendorUpdate: (value) => resultOf(value, validVendorUpdate, checkVendorUpdate),
	VendorUpdateWrite: (value) => requestResultOf(value, validVendorUpdateWrite, checkVendorUpdateWrite),
	WebSiteAddress: (value) => resultOf(value, validWebSiteAddress, checkWebSiteAddress),
	WebhookEntityChange: (value) => resultOf(value, validWebhookEntityChange, checkWebhookEntityChange),
	WebhookNotification: (value) => resultOf(value, validWebhookNotification, checkWebhookNotification)
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
	Account: (value) => guardOf(value, validAccount),
	AccountWrite: (value) => guardOf(value, validAccountWrite),
	AccountBasedExpenseLine: (value) => guardOf(value, validAccountBasedExpenseLine),
	AccountBasedExpenseLineDetail: (value) => guardOf(value, validAccountBasedExpenseLineDetail),
	AccountResponse: (value) => guardOf(value, validAccountResponse),
	AccountUpdate: (value) => guardOf(value, validAccountUpdate),
	AccountUpdateWrite: (value) => guardOf(value, validAccountUpdateWrite),
	BatchItemRequest: (value) => guardOf(value, validBatchItemRequest),
	BatchItemResponse: (value) => guardOf(value, validBatchItemResponse),
	BatchRequest: (value) => guardOf(value, validBatchRequest),
	BatchResponse: (value) => guardOf(value, validBatchResponse),
	Bill: (value) => guardOf(value, validBill),
	BillWrite: (value) => guardOf(value, validBillWrite),
	BillDeleteResponse: (value) => guardOf(value, validBillDeleteResponse),
	BillResponse: (value) => guardOf(value, validBillResponse),
	BillUpdate: (value) => guardOf(value, validBillUpdate),
	BillUpdateWrite: (value) => guardOf(value, validBillUpdateWrite),
	BillableStatus: (value) => guardOf(value, validBillableStatus),
	CalendarDate: (value) => guardOf(value, validCalendarDate),
	CdcResponse: (value) => guardOf(value, validCdcResponse),
	CdcResult: (value) => guardOf(value, validCdcResult),
	CloudEvent: (value) => guardOf(value, validCloudEvent),
	CloudEventNotification: (value) => guardOf(value, validCloudEventNotification),
	CustomField: (value) => guardOf(value, validCustomField),
	Customer: (value) => guardOf(value, validCustomer),
	CustomerWrite: (value) => guardOf(value, validCustomerWrite),
	CustomerResponse: (value) => guardOf(value, validCustomerResponse),
	CustomerUpdate: (value) => guardOf(value, validCustomerUpdate),
	CustomerUpdateWrite: (value) => guardOf(value, validCustomerUpdateWrite),
	DateTime: (value) => guardOf(value, validDateTime),
	DeletedEntity: (value) => guardOf(value, validDeletedEntity),
	DescriptionLineDetail: (value) => guardOf(value, validDescriptionLineDetail),
	DescriptionOnlyLine: (value) => guardOf(value, validDescriptionOnlyLine),
	DiscountLine: (value) => guardOf(value, validDiscountLine),
	DiscountLineDetail: (value) => guardOf(value, validDiscountLineDetail),
	EmailAddress: (value) => guardOf(value, validEmailAddress),
	EmailStatus: (value) => guardOf(value, validEmailStatus),
	EntityDeleteRequest: (value) => guardOf(value, validEntityDeleteRequest),
	EntityVoidRequest: (value) => guardOf(value, validEntityVoidRequest),
	Fault: (value) => guardOf(value, validFault),
	FaultError: (value) => guardOf(value, validFaultError),
	FaultInfo: (value) => guardOf(value, validFaultInfo),
	FaultType: (value) => guardOf(value, validFaultType),
	GatewayFault: (value) => guardOf(value, validGatewayFault),
	GlobalTaxCalculation: (value) => guardOf(value, validGlobalTaxCalculation),
	GroupLine: (value) => guardOf(value, validGroupLine),
	GroupLineDetail: (value) => guardOf(value, validGroupLineDetail),
	Invoice: (value) => guardOf(value, validInvoice),
	InvoiceWrite: (value) => guardOf(value, validInvoiceWrite),
	InvoiceDeleteResponse: (value) => guardOf(value, validInvoiceDeleteResponse),
	InvoiceResponse: (value) => guardOf(value, validInvoiceResponse),
	InvoiceUpdate: (value) => guardOf(value, validInvoiceUpdate),
	InvoiceUpdateWrite: (value) => guardOf(value, validInvoiceUpdateWrite),
	Item: (value) => guardOf(value, validItem),
	ItemWrite: (value) => guardOf(value, validItemWrite),
	ItemBasedExpenseLine: (value) => guardOf(value, validItemBasedExpenseLine),
	ItemBasedExpenseLineDetail: (value) => guardOf(value, validItemBasedExpenseLineDetail),
	ItemResponse: (value) => guardOf(value, validItemResponse),
	ItemUpdate: (value) => guardOf(value, validItemUpdate),
	ItemUpdateWrite: (value) => guardOf(value, validItemUpdateWrite),
	JournalEntryLine: (value) => guardOf(value, validJournalEntryLine),
	JournalEntryLineDetail: (value) => guardOf(value, validJournalEntryLineDetail),
	Line: (value) => guardOf(value, validLine),
	LinkedTxn: (value) => guardOf(value, validLinkedTxn),
	MemoRef: (value) => guardOf(value, validMemoRef),
	MetaData: (value) => guardOf(value, validMetaData),
	Money: (value) => guardOf(value, validMoney),
	Payment: (value) => guardOf(value, validPayment),
	PaymentWrite: (value) => guardOf(value, validPaymentWrite),
	PaymentDeleteResponse: (value) => guardOf(value, validPaymentDeleteResponse),
	PaymentLine: (value) => guardOf(value, validPaymentLine),
	PaymentResponse: (value) => guardOf(value, validPaymentResponse),
	PaymentUpdate: (value) => guardOf(value, validPaymentUpdate),
	PaymentUpdateWrite: (value) => guardOf(value, validPaymentUpdateWrite),
	PhysicalAddress: (value) => guardOf(value, validPhysicalAddress),
	PhysicalAddressWrite: (value) => guardOf(value, validPhysicalAddressWrite),
	PrintStatus: (value) => guardOf(value, validPrintStatus),
	QueryResponse: (value) => guardOf(value, validQueryResponse),
	QueryResult: (value) => guardOf(value, validQueryResult),
	ReferenceType: (value) => guardOf(value, validReferenceType),
	SalesItemLine: (value) => guardOf(value, validSalesItemLine),
	SalesItemLineDetail: (value) => guardOf(value, validSalesItemLineDetail),
	SubTotalLine: (value) => guardOf(value, validSubTotalLine),
	SubTotalLineDetail: (value) => guardOf(value, validSubTotalLineDetail),
	TaxLine: (value) => guardOf(value, validTaxLine),
	TaxLineDetail: (value) => guardOf(value, validTaxLineDetail),
	TelephoneNumber: (value) => guardOf(value, validTelephoneNumber),
	TxnTaxDetail: (value) => guardOf(value, validTxnTaxDetail),
	Vendor: (value) => guardOf(value, validVendor),
	VendorWrite: (value) => guardOf(value, validVendorWrite),
	VendorResponse: (value) => guardOf(value, validVendorResponse),
	VendorUpdate: (value) => guardOf(value, validVendorUpdate),
	VendorUpdateWrite: (value) => guardOf(value, validVendorUpdateWrite),
	WebSiteAddress: (value) => guardOf(value, validWebSiteAddress),
	WebhookEntityChange: (value) => guardOf(value, validWebhookEntityChange),
	WebhookNotification: (value) => guardOf(value, validWebhookNotification)
};
