/**
* Validators of Payments API 4. Generated from the definition; do not edit.
*
* `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
* request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
* guard. Every error is reported, each with a JSON pointer, a code and a sentence.
*/
import type * as T from "./types.js";
import { type ValidationResult } from "./runtime/validators/validation.js";
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export declare const validate: {
	Address: (value: unknown) => ValidationResult<T.Address>;
	Amount: (value: unknown) => ValidationResult<T.Amount>;
	BankAccount: (value: unknown) => ValidationResult<T.BankAccount>;
	BankAccountWrite: (value: unknown) => ValidationResult<T.BankAccountWrite>;
	BankAccountList: (value: unknown) => ValidationResult<T.BankAccountList>;
	BankAccountType: (value: unknown) => ValidationResult<T.BankAccountType>;
	BooleanString: (value: unknown) => ValidationResult<T.BooleanString>;
	CaptureDetail: (value: unknown) => ValidationResult<T.CaptureDetail>;
	CaptureRequest: (value: unknown) => ValidationResult<T.CaptureRequest>;
	Card: (value: unknown) => ValidationResult<T.Card>;
	CardWrite: (value: unknown) => ValidationResult<T.CardWrite>;
	CardList: (value: unknown) => ValidationResult<T.CardList>;
	Charge: (value: unknown) => ValidationResult<T.Charge>;
	ChargeRequest: (value: unknown) => ValidationResult<T.ChargeRequest>;
	ChargeRequestWrite: (value: unknown) => ValidationResult<T.ChargeRequestWrite>;
	ChargeStatus: (value: unknown) => ValidationResult<T.ChargeStatus>;
	CurrencyCode: (value: unknown) => ValidationResult<T.CurrencyCode>;
	DateTime: (value: unknown) => ValidationResult<T.DateTime>;
	DeviceInfo: (value: unknown) => ValidationResult<T.DeviceInfo>;
	Error: (value: unknown) => ValidationResult<T.Error>;
	ErrorResponse: (value: unknown) => ValidationResult<T.ErrorResponse>;
	LenientBoolean: (value: unknown) => ValidationResult<T.LenientBoolean>;
	PaymentContext: (value: unknown) => ValidationResult<T.PaymentContext>;
	PaymentContextRequest: (value: unknown) => ValidationResult<T.PaymentContextRequest>;
	Refund: (value: unknown) => ValidationResult<T.Refund>;
	RefundRequest: (value: unknown) => ValidationResult<T.RefundRequest>;
	RefundStatus: (value: unknown) => ValidationResult<T.RefundStatus>;
	RefundType: (value: unknown) => ValidationResult<T.RefundType>;
	Token: (value: unknown) => ValidationResult<T.Token>;
	TokenRequest: (value: unknown) => ValidationResult<T.TokenRequest>;
	TokenRequestWrite: (value: unknown) => ValidationResult<T.TokenRequestWrite>;
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export declare const is: {
	Address: (value: unknown) => value is T.Address;
	Amount: (value: unknown) => value is T.Amount;
	BankAccount: (value: unknown) => value is T.BankAccount;
	BankAccountWrite: (value: unknown) => value is T.BankAccountWrite;
	BankAccountList: (value: unknown) => value is T.BankAccountList;
	BankAccountType: (value: unknown) => value is T.BankAccountType;
	BooleanString: (value: unknown) => value is T.BooleanString;
	CaptureDetail: (value: unknown) => value is T.CaptureDetail;
	CaptureRequest: (value: unknown) => value is T.CaptureRequest;
	Card: (value: unknown) => value is T.Card;
	CardWrite: (value: unknown) => value is T.CardWrite;
	CardList: (value: unknown) => value is T.CardList;
	Charge: (value: unknown) => value is T.Charge;
	ChargeRequest: (value: unknown) => value is T.ChargeRequest;
	ChargeRequestWrite: (value: unknown) => value is T.ChargeRequestWrite;
	ChargeStatus: (value: unknown) => value is T.ChargeStatus;
	CurrencyCode: (value: unknown) => value is T.CurrencyCode;
	DateTime: (value: unknown) => value is T.DateTime;
	DeviceInfo: (value: unknown) => value is T.DeviceInfo;
	Error: (value: unknown) => value is T.Error;
	ErrorResponse: (value: unknown) => value is T.ErrorResponse;
	LenientBoolean: (value: unknown) => value is T.LenientBoolean;
	PaymentContext: (value: unknown) => value is T.PaymentContext;
	PaymentContextRequest: (value: unknown) => value is T.PaymentContextRequest;
	Refund: (value: unknown) => value is T.Refund;
	RefundRequest: (value: unknown) => value is T.RefundRequest;
	RefundStatus: (value: unknown) => value is T.RefundStatus;
	RefundType: (value: unknown) => value is T.RefundType;
	Token: (value: unknown) => value is T.Token;
	TokenRequest: (value: unknown) => value is T.TokenRequest;
	TokenRequestWrite: (value: unknown) => value is T.TokenRequestWrite;
};
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validators/validation.js";
