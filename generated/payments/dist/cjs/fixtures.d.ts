/**
* Fixtures of Payments API 4: a valid, realistic value of every type, the same on every run.
*
* Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
* arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
* `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
* reports `code` at `path`.
*/
import type { Address, Amount, BankAccount, BankAccountWrite, BankAccountList, BankAccountType, BooleanString, CaptureDetail, CaptureRequest, Card, CardWrite, CardList, Charge, ChargeRequest, ChargeRequestWrite, ChargeStatus, CurrencyCode, DateTime, DeviceInfo, Error, ErrorResponse, LenientBoolean, PaymentContext, PaymentContextRequest, Refund, RefundRequest, RefundStatus, RefundType, Token, TokenRequest, TokenRequestWrite } from "./types.js";
import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
	Address: fx.FixtureBuilder<Address>;
	Amount: fx.FixtureBuilder<Amount>;
	BankAccount: fx.FixtureBuilder<BankAccount>;
	BankAccountWrite: fx.FixtureBuilder<BankAccountWrite>;
	BankAccountList: fx.FixtureBuilder<BankAccountList>;
	BankAccountType: fx.FixtureBuilder<BankAccountType>;
	BooleanString: fx.FixtureBuilder<BooleanString>;
	CaptureDetail: fx.FixtureBuilder<CaptureDetail>;
	CaptureRequest: fx.FixtureBuilder<CaptureRequest>;
	Card: fx.FixtureBuilder<Card>;
	CardWrite: fx.FixtureBuilder<CardWrite>;
	CardList: fx.FixtureBuilder<CardList>;
	Charge: fx.FixtureBuilder<Charge>;
	ChargeRequest: fx.FixtureBuilder<ChargeRequest>;
	ChargeRequestWrite: fx.FixtureBuilder<ChargeRequestWrite>;
	ChargeStatus: fx.FixtureBuilder<ChargeStatus>;
	CurrencyCode: fx.FixtureBuilder<CurrencyCode>;
	DateTime: fx.FixtureBuilder<DateTime>;
	DeviceInfo: fx.FixtureBuilder<DeviceInfo>;
	Error: fx.FixtureBuilder<Error>;
	ErrorResponse: fx.FixtureBuilder<ErrorResponse>;
	LenientBoolean: fx.FixtureBuilder<LenientBoolean>;
	PaymentContext: fx.FixtureBuilder<PaymentContext>;
	PaymentContextRequest: fx.FixtureBuilder<PaymentContextRequest>;
	Refund: fx.FixtureBuilder<Refund>;
	RefundRequest: fx.FixtureBuilder<RefundRequest>;
	RefundStatus: fx.FixtureBuilder<RefundStatus>;
	RefundType: fx.FixtureBuilder<RefundType>;
	Token: fx.FixtureBuilder<Token>;
	TokenRequest: fx.FixtureBuilder<TokenRequest>;
	TokenRequestWrite: fx.FixtureBuilder<TokenRequestWrite>;
	/** Negative cases of each type: values its validator rejects, with the path and code it reports. */
	invalid: {
		Address(): fx.InvalidCase[];
		Amount(): fx.InvalidCase[];
		BankAccount(): fx.InvalidCase[];
		BankAccountWrite(): fx.InvalidCase[];
		BankAccountList(): fx.InvalidCase[];
		BankAccountType(): fx.InvalidCase[];
		BooleanString(): fx.InvalidCase[];
		CaptureDetail(): fx.InvalidCase[];
		CaptureRequest(): fx.InvalidCase[];
		Card(): fx.InvalidCase[];
		CardWrite(): fx.InvalidCase[];
		CardList(): fx.InvalidCase[];
		Charge(): fx.InvalidCase[];
		ChargeRequest(): fx.InvalidCase[];
		ChargeRequestWrite(): fx.InvalidCase[];
		ChargeStatus(): fx.InvalidCase[];
		CurrencyCode(): fx.InvalidCase[];
		DateTime(): fx.InvalidCase[];
		DeviceInfo(): fx.InvalidCase[];
		Error(): fx.InvalidCase[];
		ErrorResponse(): fx.InvalidCase[];
		LenientBoolean(): fx.InvalidCase[];
		PaymentContext(): fx.InvalidCase[];
		PaymentContextRequest(): fx.InvalidCase[];
		Refund(): fx.InvalidCase[];
		RefundRequest(): fx.InvalidCase[];
		RefundStatus(): fx.InvalidCase[];
		RefundType(): fx.InvalidCase[];
		Token(): fx.InvalidCase[];
		TokenRequest(): fx.InvalidCase[];
		TokenRequestWrite(): fx.InvalidCase[];
	};
}
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export declare const fixtures: FixtureSet;
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures/fixtures-runtime.js";
