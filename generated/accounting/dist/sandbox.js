/**
* Sandbox of Accounting API 3.75.0: a stateful server that behaves like the service, built from the
* definition's operation kinds and entity facts and its service module (`service/sandbox/`).
*
* Generated from the definition; do not edit.
*/
/// <reference types="node" />
import { fixtures } from "./fixtures.js";
import { validate } from "./validators.js";
import { createAccountingServer } from "./server.js";
import { createSandboxCore } from "./runtime/sandbox/core.js";
import { sendAccountingWebhook } from "./webhooks.js";
import { sandbox as service } from "./service/sandbox/index.js";
const ENTITIES = {
	Account: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		active: "Active",
		unique: { Name: "account-name" },
		required: ["Name", ["AccountType", "AccountSubType"]],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"Name",
			"AccountType",
			"AccountSubType",
			"Classification",
			"Description",
			"AcctNum",
			"SubAccount",
			"ParentRef",
			"Active",
			"CurrencyRef",
			"TaxCodeRef"
		],
		seedType: "AccountWrite"
	},
	Bill: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		required: ["VendorRef", "Line"],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"VendorRef",
			"Line",
			"APAccountRef",
			"DocNumber",
			"TxnDate",
			"DueDate",
			"SalesTermRef",
			"CurrencyRef",
			"ExchangeRate",
			"DepartmentRef",
			"PrivateNote",
			"TxnTaxDetail",
			"GlobalTaxCalculation",
			"VendorAddr",
			"RemitToAddr",
			"LinkedTxn"
		],
		seedType: "BillWrite"
	},
	Customer: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		active: "Active",
		unique: { DisplayName: "display-name" },
		required: [[
			"DisplayName",
			"Title",
			"GivenName",
			"MiddleName",
			"FamilyName",
			"Suffix"
		]],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"DisplayName",
			"Title",
			"GivenName",
			"MiddleName",
			"FamilyName",
			"Suffix",
			"CompanyName",
			"PrintOnCheckName",
			"Active",
			"PrimaryEmailAddr",
			"PrimaryPhone",
			"AlternatePhone",
			"Mobile",
			"Fax",
			"WebAddr",
			"BillAddr",
			"ShipAddr",
			"Notes",
			"CurrencyRef",
			"AcctNum",
			"DefaultTaxCodeRef",
			"OpenBalanceDate",
			"Taxable",
			"Job",
			"BillWithParent",
			"ParentRef",
			"SalesTermRef",
			"PaymentMethodRef",
			"PreferredDeliveryMethod",
			"ResaleNum",
			"CreditLimit"
		],
		seedType: "CustomerWrite"
	},
	Invoice: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		unique: { DocNumber: "invoice-doc-number" },
		required: ["CustomerRef", "Line"],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"CustomerRef",
			"Line",
			"DocNumber",
			"TxnDate",
			"DueDate",
			"CurrencyRef",
			"ExchangeRate",
			"BillAddr",
			"ShipAddr",
			"ShipFromAddr",
			"BillEmail",
			"BillEmailCc",
			"BillEmailBcc",
			"EmailStatus",
			"PrintStatus",
			"TxnTaxDetail",
			"LinkedTxn",
			"PrivateNote",
			"CustomerMemo",
			"ApplyTaxAfterDiscount",
			"Deposit",
			"DepositToAccountRef",
			"SalesTermRef",
			"ClassRef",
			"DepartmentRef",
			"ProjectRef",
			"ShipMethodRef",
			"ShipDate",
			"TrackingNum",
			"GlobalTaxCalculation",
			"AllowOnlinePayment",
			"AllowOnlineCreditCardPayment",
			"AllowOnlineACHPayment",
			"CustomField"
		],
		seedType: "InvoiceWrite"
	},
	Item: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		active: "Active",
		unique: { Name: "item-name" },
		required: ["Name"],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"Name",
			"Type",
			"Sku",
			"Description",
			"Active",
			"SubItem",
			"ParentRef",
			"Taxable",
			"SalesTaxIncluded",
			"UnitPrice",
			"IncomeAccountRef",
			"PurchaseDesc",
			"PurchaseTaxIncluded",
			"PurchaseCost",
			"ExpenseAccountRef",
			"AssetAccountRef",
			"PrefVendorRef",
			"TrackQtyOnHand",
			"QtyOnHand",
			"ReorderPoint",
			"InvStartDate",
			"SalesTaxCodeRef",
			"PurchaseTaxCodeRef",
			"ClassRef"
		],
		seedType: "ItemWrite"
	},
	Payment: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		required: ["CustomerRef", "TotalAmt"],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"CustomerRef",
			"TotalAmt",
			"Line",
			"TxnDate",
			"PaymentRefNum",
			"PaymentMethodRef",
			"DepositToAccountRef",
			"ARAccountRef",
			"CurrencyRef",
			"ExchangeRate",
			"PrivateNote",
			"ProcessPayment",
			"TxnStatus",
			"LinkedTxn"
		],
		seedType: "PaymentWrite"
	},
	Vendor: {
		id: "Id",
		version: "SyncToken",
		created: "MetaData.CreateTime",
		updated: "MetaData.LastUpdatedTime",
		sparse: "sparse",
		active: "Active",
		unique: { DisplayName: "display-name" },
		required: [[
			"DisplayName",
			"Title",
			"GivenName",
			"MiddleName",
			"FamilyName",
			"Suffix"
		]],
		unknownMembers: "refuse",
		writable: [
			"sparse",
			"DisplayName",
			"Title",
			"GivenName",
			"MiddleName",
			"FamilyName",
			"Suffix",
			"CompanyName",
			"PrintOnCheckName",
			"Active",
			"PrimaryEmailAddr",
			"PrimaryPhone",
			"AlternatePhone",
			"Mobile",
			"Fax",
			"WebAddr",
			"BillAddr",
			"ShipAddr",
			"Notes",
			"CurrencyRef",
			"AcctNum",
			"DefaultTaxCodeRef",
			"OpenBalanceDate",
			"TaxIdentifier",
			"TermRef",
			"APAccountRef",
			"Vendor1099",
			"BillRate",
			"CostRate"
		],
		seedType: "VendorWrite"
	}
};
const OPERATIONS = {
	createCustomer: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/customer",
		entity: "Customer",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateCustomer: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/customer",
		entity: "Customer",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readCustomer: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/customer/{id}",
		entity: "Customer",
		idParam: "id",
		scope: []
	},
	createInvoice: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/invoice",
		entity: "Invoice",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateInvoice: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/invoice",
		entity: "Invoice",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	deleteInvoice: {
		kind: "delete",
		method: "POST",
		path: "/v3/company/{realmId}/invoice",
		selector: { operation: "delete" },
		entity: "Invoice",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	voidInvoice: {
		kind: "void",
		method: "POST",
		path: "/v3/company/{realmId}/invoice",
		selector: { operation: "void" },
		entity: "Invoice",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readInvoice: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/invoice/{id}",
		entity: "Invoice",
		idParam: "id",
		scope: []
	},
	pdfInvoice: {
		kind: "action",
		method: "GET",
		path: "/v3/company/{realmId}/invoice/{id}/pdf",
		scope: ["id"]
	},
	sendInvoice: {
		kind: "action",
		method: "POST",
		path: "/v3/company/{realmId}/invoice/{id}/send",
		entity: "Invoice",
		scope: ["id"],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	createItem: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/item",
		entity: "Item",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateItem: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/item",
		entity: "Item",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readItem: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/item/{id}",
		entity: "Item",
		idParam: "id",
		scope: []
	},
	createPayment: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/payment",
		entity: "Payment",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updatePayment: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/payment",
		entity: "Payment",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	deletePayment: {
		kind: "delete",
		method: "POST",
		path: "/v3/company/{realmId}/payment",
		selector: { operation: "delete" },
		entity: "Payment",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	voidPayment: {
		kind: "void",
		method: "POST",
		path: "/v3/company/{realmId}/payment",
		selector: { operation: "void" },
		entity: "Payment",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readPayment: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/payment/{id}",
		entity: "Payment",
		idParam: "id",
		scope: []
	},
	createVendor: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/vendor",
		entity: "Vendor",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateVendor: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/vendor",
		entity: "Vendor",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readVendor: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/vendor/{id}",
		entity: "Vendor",
		idParam: "id",
		scope: []
	},
	createBill: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/bill",
		entity: "Bill",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateBill: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/bill",
		entity: "Bill",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	deleteBill: {
		kind: "delete",
		method: "POST",
		path: "/v3/company/{realmId}/bill",
		selector: { operation: "delete" },
		entity: "Bill",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readBill: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/bill/{id}",
		entity: "Bill",
		idParam: "id",
		scope: []
	},
	createAccount: {
		kind: "create",
		method: "POST",
		path: "/v3/company/{realmId}/account",
		entity: "Account",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	updateAccount: {
		kind: "update",
		method: "POST",
		path: "/v3/company/{realmId}/account",
		entity: "Account",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		}
	},
	readAccount: {
		kind: "read",
		method: "GET",
		path: "/v3/company/{realmId}/account/{id}",
		entity: "Account",
		idParam: "id",
		scope: []
	},
	query: {
		kind: "query",
		method: "GET",
		path: "/v3/company/{realmId}/query",
		scope: [],
		query: {
			parameter: "query",
			operators: [
				"=",
				"<",
				">",
				"<=",
				">=",
				"IN",
				"LIKE"
			],
			orderByKeyword: "ORDERBY",
			offsetKeyword: "STARTPOSITION",
			offsetBase: 1,
			limitKeyword: "MAXRESULTS",
			defaultLimit: 100,
			maxLimit: 1e3,
			quote: "'",
			escape: "\\",
			post: "application/text"
		}
	},
	batch: {
		kind: "batch",
		method: "POST",
		path: "/v3/company/{realmId}/batch",
		scope: [],
		idempotencyKey: {
			in: "query",
			name: "requestid"
		},
		batch: {
			items: "BatchItemRequest",
			id: "bId",
			operation: "operation",
			query: "Query",
			queryResult: "QueryResponse",
			fault: "Fault",
			options: "optionsData",
			maxItems: 30
		}
	},
	cdc: {
		kind: "cdc",
		method: "GET",
		path: "/v3/company/{realmId}/cdc",
		scope: [],
		cdc: {
			entitiesParam: "entities",
			sinceParam: "changedSince",
			member: "QueryResponse",
			maxAgeDays: 30
		}
	}
};
/** Members each entity that refuses unknown members may carry, down to its nested objects. */
const SHAPES = {
	Account: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			Name: null,
			AccountType: null,
			AccountSubType: null,
			Classification: null,
			Description: null,
			AcctNum: null,
			SubAccount: null,
			ParentRef: "ReferenceType",
			FullyQualifiedName: null,
			Active: null,
			CurrencyRef: "ReferenceType",
			TaxCodeRef: "ReferenceType",
			CurrentBalance: null,
			CurrentBalanceWithSubAccounts: null
		}
	},
	AccountBasedExpenseLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			AccountBasedExpenseLineDetail: "AccountBasedExpenseLineDetail",
			LinkedTxn: "AccountBasedExpenseLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"AccountBasedExpenseLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	AccountBasedExpenseLineDetail: {
		kind: "object",
		members: {
			AccountRef: "ReferenceType",
			BillableStatus: null,
			CustomerRef: "ReferenceType",
			ClassRef: "ReferenceType",
			TaxCodeRef: "ReferenceType",
			TaxAmount: null,
			TaxInclusiveAmt: null
		}
	},
	Bill: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			VendorRef: "ReferenceType",
			Line: "Bill.Line",
			APAccountRef: "ReferenceType",
			DocNumber: null,
			TxnDate: null,
			DueDate: null,
			SalesTermRef: "ReferenceType",
			CurrencyRef: "ReferenceType",
			ExchangeRate: null,
			DepartmentRef: "ReferenceType",
			PrivateNote: null,
			TxnTaxDetail: "TxnTaxDetail",
			GlobalTaxCalculation: null,
			VendorAddr: "PhysicalAddress",
			RemitToAddr: "PhysicalAddress",
			LinkedTxn: "Bill.LinkedTxn",
			TotalAmt: null,
			Balance: null,
			HomeBalance: null
		}
	},
	"Bill.Line": {
		kind: "array",
		items: "Line"
	},
	"Bill.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	CustomField: {
		kind: "object",
		members: {
			DefinitionId: null,
			Name: null,
			Type: null,
			StringValue: null,
			BooleanValue: null,
			NumberValue: null,
			DateValue: null
		}
	},
	Customer: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			DisplayName: null,
			Title: null,
			GivenName: null,
			MiddleName: null,
			FamilyName: null,
			Suffix: null,
			CompanyName: null,
			PrintOnCheckName: null,
			FullyQualifiedName: null,
			Active: null,
			PrimaryEmailAddr: "EmailAddress",
			PrimaryPhone: "TelephoneNumber",
			AlternatePhone: "TelephoneNumber",
			Mobile: "TelephoneNumber",
			Fax: "TelephoneNumber",
			WebAddr: "WebSiteAddress",
			BillAddr: "PhysicalAddress",
			ShipAddr: "PhysicalAddress",
			Notes: null,
			CurrencyRef: "ReferenceType",
			AcctNum: null,
			DefaultTaxCodeRef: "ReferenceType",
			OpenBalanceDate: null,
			Balance: null,
			Taxable: null,
			Job: null,
			BillWithParent: null,
			ParentRef: "ReferenceType",
			Level: null,
			SalesTermRef: "ReferenceType",
			PaymentMethodRef: "ReferenceType",
			PreferredDeliveryMethod: null,
			ResaleNum: null,
			CreditLimit: null,
			BalanceWithJobs: null
		}
	},
	DescriptionLineDetail: {
		kind: "object",
		members: {
			ServiceDate: null,
			TaxCodeRef: "ReferenceType"
		}
	},
	DescriptionOnlyLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			DescriptionOnly: "DescriptionLineDetail",
			LinkedTxn: "DescriptionOnlyLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"DescriptionOnlyLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	DiscountLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			DiscountLineDetail: "DiscountLineDetail",
			LinkedTxn: "DiscountLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"DiscountLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	DiscountLineDetail: {
		kind: "object",
		members: {
			PercentBased: null,
			DiscountPercent: null,
			DiscountAccountRef: "ReferenceType",
			DiscountRef: "ReferenceType",
			ClassRef: "ReferenceType",
			TaxCodeRef: "ReferenceType",
			ServiceDate: null
		}
	},
	EmailAddress: {
		kind: "object",
		members: {
			Id: null,
			Address: null,
			Default: null,
			Tag: null
		}
	},
	GroupLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			GroupLineDetail: "GroupLineDetail",
			LinkedTxn: "GroupLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"GroupLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	GroupLineDetail: {
		kind: "object",
		members: {
			GroupItemRef: "ReferenceType",
			Quantity: null,
			ServiceDate: null,
			Line: "GroupLineDetail.Line"
		}
	},
	"GroupLineDetail.Line": {
		kind: "array",
		items: "SalesItemLine"
	},
	Invoice: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			CustomerRef: "ReferenceType",
			Line: "Invoice.Line",
			DocNumber: null,
			TxnDate: null,
			DueDate: null,
			CurrencyRef: "ReferenceType",
			ExchangeRate: null,
			BillAddr: "PhysicalAddress",
			ShipAddr: "PhysicalAddress",
			ShipFromAddr: "PhysicalAddress",
			BillEmail: "EmailAddress",
			BillEmailCc: "EmailAddress",
			BillEmailBcc: "EmailAddress",
			EmailStatus: null,
			PrintStatus: null,
			TxnTaxDetail: "TxnTaxDetail",
			LinkedTxn: "Invoice.LinkedTxn",
			PrivateNote: null,
			CustomerMemo: "MemoRef",
			ApplyTaxAfterDiscount: null,
			Deposit: null,
			DepositToAccountRef: "ReferenceType",
			SalesTermRef: "ReferenceType",
			ClassRef: "ReferenceType",
			DepartmentRef: "ReferenceType",
			ProjectRef: "ReferenceType",
			ShipMethodRef: "ReferenceType",
			ShipDate: null,
			TrackingNum: null,
			GlobalTaxCalculation: null,
			AllowOnlinePayment: null,
			AllowOnlineCreditCardPayment: null,
			AllowOnlineACHPayment: null,
			CustomField: "Invoice.CustomField",
			TotalAmt: null,
			HomeTotalAmt: null,
			Balance: null,
			HomeBalance: null,
			DeliveryInfo: null,
			InvoiceLink: null
		}
	},
	"Invoice.CustomField": {
		kind: "array",
		items: "CustomField"
	},
	"Invoice.Line": {
		kind: "array",
		items: "Line"
	},
	"Invoice.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	Item: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			Name: null,
			Type: null,
			Sku: null,
			Description: null,
			Active: null,
			SubItem: null,
			ParentRef: "ReferenceType",
			Level: null,
			FullyQualifiedName: null,
			Taxable: null,
			SalesTaxIncluded: null,
			UnitPrice: null,
			IncomeAccountRef: "ReferenceType",
			PurchaseDesc: null,
			PurchaseTaxIncluded: null,
			PurchaseCost: null,
			ExpenseAccountRef: "ReferenceType",
			AssetAccountRef: "ReferenceType",
			PrefVendorRef: "ReferenceType",
			TrackQtyOnHand: null,
			QtyOnHand: null,
			ReorderPoint: null,
			InvStartDate: null,
			SalesTaxCodeRef: "ReferenceType",
			PurchaseTaxCodeRef: "ReferenceType",
			ClassRef: "ReferenceType"
		}
	},
	ItemBasedExpenseLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			ItemBasedExpenseLineDetail: "ItemBasedExpenseLineDetail",
			LinkedTxn: "ItemBasedExpenseLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"ItemBasedExpenseLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	ItemBasedExpenseLineDetail: {
		kind: "object",
		members: {
			ItemRef: "ReferenceType",
			Qty: null,
			UnitPrice: null,
			BillableStatus: null,
			CustomerRef: "ReferenceType",
			ClassRef: "ReferenceType",
			TaxCodeRef: "ReferenceType",
			TaxInclusiveAmt: null
		}
	},
	JournalEntryLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			JournalEntryLineDetail: "JournalEntryLineDetail",
			LinkedTxn: "JournalEntryLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"JournalEntryLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	JournalEntryLineDetail: {
		kind: "object",
		members: {
			PostingType: null,
			AccountRef: "ReferenceType",
			Entity: null,
			ClassRef: "ReferenceType",
			DepartmentRef: "ReferenceType"
		}
	},
	Line: {
		kind: "union",
		variants: [
			"SalesItemLine",
			"GroupLine",
			"DescriptionOnlyLine",
			"DiscountLine",
			"SubTotalLine",
			"TaxLine",
			"AccountBasedExpenseLine",
			"ItemBasedExpenseLine",
			"JournalEntryLine"
		],
		tag: "DetailType",
		mapping: {
			SalesItemLineDetail: "SalesItemLine",
			SALES_ITEM_LINE_DETAIL: "SalesItemLine",
			GroupLineDetail: "GroupLine",
			GROUP_LINE_DETAIL: "GroupLine",
			DescriptionOnly: "DescriptionOnlyLine",
			DESCRIPTION_ONLY: "DescriptionOnlyLine",
			DiscountLineDetail: "DiscountLine",
			DISCOUNT_LINE_DETAIL: "DiscountLine",
			SubTotalLineDetail: "SubTotalLine",
			SUB_TOTAL_LINE_DETAIL: "SubTotalLine",
			TaxLineDetail: "TaxLine",
			TAX_LINE_DETAIL: "TaxLine",
			AccountBasedExpenseLineDetail: "AccountBasedExpenseLine",
			ACCOUNT_BASED_EXPENSE_LINE_DETAIL: "AccountBasedExpenseLine",
			ItemBasedExpenseLineDetail: "ItemBasedExpenseLine",
			ITEM_BASED_EXPENSE_LINE_DETAIL: "ItemBasedExpenseLine",
			JournalEntryLineDetail: "JournalEntryLine",
			JOURNAL_ENTRY_LINE_DETAIL: "JournalEntryLine"
		}
	},
	LinkedTxn: {
		kind: "object",
		members: {
			TxnId: null,
			TxnType: null,
			TxnLineId: null
		}
	},
	MemoRef: {
		kind: "object",
		members: {
			value: null,
			id: null
		}
	},
	MetaData: {
		kind: "object",
		members: {
			CreateTime: null,
			LastUpdatedTime: null,
			CreatedByRef: "ReferenceType",
			LastModifiedByRef: "ReferenceType"
		}
	},
	Payment: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			CustomerRef: "ReferenceType",
			TotalAmt: null,
			Line: "Payment.Line",
			TxnDate: null,
			PaymentRefNum: null,
			PaymentMethodRef: "ReferenceType",
			DepositToAccountRef: "ReferenceType",
			ARAccountRef: "ReferenceType",
			CurrencyRef: "ReferenceType",
			ExchangeRate: null,
			PrivateNote: null,
			ProcessPayment: null,
			TxnStatus: null,
			LinkedTxn: "Payment.LinkedTxn",
			UnappliedAmt: null
		}
	},
	"Payment.Line": {
		kind: "array",
		items: "PaymentLine"
	},
	"Payment.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	PaymentLine: {
		kind: "object",
		members: {
			Amount: null,
			LinkedTxn: "PaymentLine.LinkedTxn",
			LineEx: null
		}
	},
	"PaymentLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	PhysicalAddress: {
		kind: "object",
		members: {
			Id: null,
			Line1: null,
			Line2: null,
			Line3: null,
			Line4: null,
			Line5: null,
			City: null,
			Country: null,
			CountryCode: null,
			County: null,
			CountrySubDivisionCode: null,
			PostalCode: null,
			PostalCodeSuffix: null,
			Lat: null,
			Long: null,
			Tag: null,
			Note: null
		}
	},
	ReferenceType: {
		kind: "object",
		members: {
			value: null,
			name: null,
			type: null
		}
	},
	SalesItemLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			SalesItemLineDetail: "SalesItemLineDetail",
			LinkedTxn: "SalesItemLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"SalesItemLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	SalesItemLineDetail: {
		kind: "object",
		members: {
			ItemRef: "ReferenceType",
			UnitPrice: null,
			Qty: null,
			TaxCodeRef: "ReferenceType",
			ClassRef: "ReferenceType",
			ServiceDate: null,
			ItemAccountRef: "ReferenceType",
			DiscountRate: null,
			DiscountAmt: null,
			TaxInclusiveAmt: null
		}
	},
	SubTotalLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			SubTotalLineDetail: "SubTotalLineDetail",
			LinkedTxn: "SubTotalLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"SubTotalLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	SubTotalLineDetail: {
		kind: "object",
		members: {
			ItemRef: "ReferenceType",
			ServiceDate: null
		}
	},
	TaxLine: {
		kind: "object",
		members: {
			Id: null,
			LineNum: null,
			Description: null,
			Amount: null,
			DetailType: null,
			TaxLineDetail: "TaxLineDetail",
			LinkedTxn: "TaxLine.LinkedTxn",
			ProjectRef: "ReferenceType"
		}
	},
	"TaxLine.LinkedTxn": {
		kind: "array",
		items: "LinkedTxn"
	},
	TaxLineDetail: {
		kind: "object",
		members: {
			TaxRateRef: "ReferenceType",
			PercentBased: null,
			TaxPercent: null,
			NetAmountTaxable: null,
			TaxInclusiveAmount: null,
			OverrideDeltaAmount: null
		}
	},
	TelephoneNumber: {
		kind: "object",
		members: {
			Id: null,
			FreeFormNumber: null,
			DeviceType: null,
			CountryCode: null,
			AreaCode: null,
			ExchangeCode: null,
			Extension: null,
			Default: null,
			Tag: null
		}
	},
	TxnTaxDetail: {
		kind: "object",
		members: {
			TxnTaxCodeRef: "ReferenceType",
			DefaultTaxCodeRef: "ReferenceType",
			TotalTax: null,
			TaxLine: "TxnTaxDetail.TaxLine",
			UseAutomatedSalesTax: null
		}
	},
	"TxnTaxDetail.TaxLine": {
		kind: "array",
		items: "TaxLine"
	},
	Vendor: {
		kind: "object",
		members: {
			Id: null,
			SyncToken: null,
			MetaData: "MetaData",
			domain: null,
			status: null,
			sparse: null,
			DisplayName: null,
			Title: null,
			GivenName: null,
			MiddleName: null,
			FamilyName: null,
			Suffix: null,
			CompanyName: null,
			PrintOnCheckName: null,
			FullyQualifiedName: null,
			Active: null,
			PrimaryEmailAddr: "EmailAddress",
			PrimaryPhone: "TelephoneNumber",
			AlternatePhone: "TelephoneNumber",
			Mobile: "TelephoneNumber",
			Fax: "TelephoneNumber",
			WebAddr: "WebSiteAddress",
			BillAddr: "PhysicalAddress",
			ShipAddr: "PhysicalAddress",
			Notes: null,
			CurrencyRef: "ReferenceType",
			AcctNum: null,
			DefaultTaxCodeRef: "ReferenceType",
			OpenBalanceDate: null,
			Balance: null,
			TaxIdentifier: null,
			TermRef: "ReferenceType",
			APAccountRef: "ReferenceType",
			Vendor1099: null,
			BillRate: null,
			CostRate: null
		}
	},
	WebSiteAddress: {
		kind: "object",
		members: { URI: null }
	}
};
/** The request body validator of each operation (batch items are checked with them). */
const VALIDATORS = {
	createCustomer: validate.CustomerWrite,
	updateCustomer: validate.CustomerUpdateWrite,
	createInvoice: validate.InvoiceWrite,
	updateInvoice: validate.InvoiceUpdateWrite,
	deleteInvoice: validate.EntityDeleteRequest,
	voidInvoice: validate.EntityVoidRequest,
	createItem: validate.ItemWrite,
	updateItem: validate.ItemUpdateWrite,
	createPayment: validate.PaymentWrite,
	updatePayment: validate.PaymentUpdateWrite,
	deletePayment: validate.EntityDeleteRequest,
	voidPayment: validate.EntityVoidRequest,
	createVendor: validate.VendorWrite,
	updateVendor: validate.VendorUpdateWrite,
	createBill: validate.BillWrite,
	updateBill: validate.BillUpdateWrite,
	deleteBill: validate.EntityDeleteRequest,
	createAccount: validate.AccountWrite,
	updateAccount: validate.AccountUpdateWrite,
	batch: validate.BatchRequest
};
const TENANT = {
	in: "path",
	param: "realmId"
};
const ERRORS = {
	body: {
		Fault: {
			Error: [{
				Message: "{message}",
				Detail: "{detail}",
				code: "{code}",
				element: "{element}"
			}],
			type: "{type}"
		},
		time: "{time}"
	},
	kinds: {
		"bad-request": {
			code: "2020",
			element: "",
			type: "ValidationFault"
		},
		default: {
			code: "6000",
			element: "",
			type: "ValidationFault"
		},
		internal: {
			code: "10000",
			element: "",
			type: "SystemFault"
		},
		"method-not-allowed": {
			code: "500",
			element: "",
			type: "ValidationFault"
		},
		"not-acceptable": {
			code: "500",
			element: "",
			type: "ValidationFault"
		},
		"not-found": {
			code: "610",
			element: "",
			type: "ValidationFault"
		},
		"not-implemented": {
			code: "500",
			element: "",
			type: "ValidationFault"
		},
		"payload-too-large": {
			code: "6000",
			element: "",
			type: "ValidationFault"
		},
		"request-timeout": {
			code: "6000",
			element: "",
			type: "ValidationFault"
		},
		throttled: {
			code: "3001",
			element: "",
			type: "SERVICE"
		},
		timeout: {
			code: "10000",
			element: "",
			type: "SystemFault"
		},
		unauthorized: {
			code: "3200",
			element: "",
			type: "AuthenticationFault"
		},
		"unsupported-media-type": {
			code: "500",
			element: "",
			type: "ValidationFault"
		},
		validation: {
			code: "2020",
			element: "",
			type: "ValidationFault"
		}
	}
};
function fixture(type, k) {
	const builder = fixtures[type];
	if (builder === undefined) throw new Error(`No fixture ${type}`);
	return builder.seed(k);
}
/**
* A stateful sandbox of Accounting API: `listener` for node:http, `listen(port?, host?)` -> `{ url, close() }`, plus
* `tenant(key)` (a tenant's data, seeded on first use), `reset()`, `requests()` (the request log) and `store`.
*/
export function createAccountingSandbox(options = {}) {
	const core = createSandboxCore({
		entities: ENTITIES,
		operations: OPERATIONS,
		shapes: SHAPES,
		validators: VALIDATORS,
		tenant: TENANT,
		errors: ERRORS,
		fixtures: fixture,
		service,
		webhooks: (given) => {
			const webhookOptions = given;
			const format = webhookOptions.format ?? "legacy";
			return {
				format,
				deliver: (events, signal, observe) => sendAccountingWebhook(webhookOptions.url, events, {
					...webhookOptions,
					format,
					retries: 0,
					timeoutMs: webhookOptions.timeoutMs ?? 3e3,
					signal,
					onAttempt: (attempt) => {
						observe?.(attempt);
						webhookOptions.onAttempt?.(attempt);
					}
				})
			};
		}
	}, options);
	const token = options.token;
	const server = createAccountingServer(core.handlers, {
		environment: "sandbox",
		...options.server,
		...options.rateLimits === false ? { rateLimits: false } : {},
		...token !== undefined ? { authenticate: (given) => given === token } : {},
		exchangeHooks: core.exchangeHooks
	});
	if (options.webhooks !== undefined) core.attachWebhooks(options.webhooks);
	return core.attach(server, {
		basePath: options.server?.basePath,
		token,
		maxBodyBytes: options.server?.maxBodyBytes
	});
}
export { SandboxStore } from "./runtime/sandbox/store.js";
export { formatLogEntry } from "./runtime/sandbox/request-log.js";
