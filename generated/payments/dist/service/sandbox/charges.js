/**
* The charge state machine of the payments sandbox: create (by card, token or stored card; `capture: "false"`
* authorizes only: AUTHORIZED, else CAPTURED; test card numbers decide declines and errors), capture (only an
* AUTHORIZED charge, at most 150% of the authorized amount, else PMT-5000), refunds (several, never more than
* was captured in total; fully refunded -> REFUNDED), reading a refund, and voiding a charge by the Request-Id
* it was created with (AUTHORIZED or CAPTURED -> CANCELLED, answered by a VOID refund record).
*/
import { badRequest, maskCard, notFound, openToken, outcomeFault, outcomeOf } from "./cards.js";
import { formatAmount, parseAmount } from "./money.js";
import { sandboxFault } from "../../runtime/sandbox/contract.js";
const LENIENT = new Set([
	"mobile",
	"isEcommerce",
	"recurring"
]);
/** Request context (strings) -> reply context (JSON booleans). */
function replyContext(context) {
	if (context === null || typeof context !== "object") return undefined;
	return Object.fromEntries(Object.entries(context).map(([k, v]) => [k, LENIENT.has(k) && (v === "true" || v === "false") ? v === "true" : v]));
}
function amountOf(value, member) {
	const amount = parseAmount(value);
	if (amount === undefined || amount <= 0n) throw badRequest(`${member} must be a positive decimal amount such as "10.55"`, member);
	return amount;
}
function chargeOf(call) {
	const charge = call.tenant.get("Charge", call.params.chargeId);
	if (charge === undefined) throw notFound("Charge", call.params.chargeId);
	return charge;
}
function captured(charge) {
	const detail = charge.captureDetail;
	return parseAmount(detail?.amount) ?? (charge.status === "CAPTURED" || charge.status === "REFUNDED" || charge.status === "SETTLED" ? parseAmount(charge.amount) ?? 0n : 0n);
}
function refunded(charge) {
	let total = 0n;
	for (const r of Array.isArray(charge.refundDetail) ? charge.refundDetail : []) if (r.type === "REFUND") total += parseAmount(r.amount) ?? 0n;
	return total;
}
/** The card a charge pays with, and what its number does. */
function paymentCard(call, body) {
	const sources = [
		"card",
		"token",
		"cardOnFile"
	].filter((s) => body[s] !== undefined);
	if (sources.length !== 1) throw badRequest("Pay with exactly one of card, token or cardOnFile", sources.join(","));
	if (body.card !== undefined) {
		const card = body.card;
		return {
			card,
			outcome: outcomeOf(String(card.number ?? ""))
		};
	}
	if (body.token !== undefined) {
		const details = openToken(body.token);
		const card = details?.card;
		if (card === undefined) throw badRequest("token is not a card token of this sandbox", "token");
		useToken(call, String(body.token));
		return {
			card,
			outcome: outcomeOf(String(card.number ?? ""))
		};
	}
	const stored = call.tenant.side("cards").get(String(body.cardOnFile));
	if (stored === undefined) throw badRequest("cardOnFile names no stored card", "cardOnFile");
	const card = call.tenant.get("Card", String(body.cardOnFile), { customerId: String(stored.customerId) });
	if (card === undefined) throw badRequest("cardOnFile names a deleted card", "cardOnFile");
	return {
		card,
		outcome: stored.outcome
	};
}
/** Tokens are single-use. */
export function useToken(call, token) {
	const key = token.slice(-43);
	if (call.tenant.side("used-tokens").get(key) !== undefined) throw badRequest("token was used already (tokens are single-use)", "token");
	call.tenant.side("used-tokens").put(key, { at: call.timestamp() });
}
export function createCharge(call) {
	const body = call.body ?? {};
	const amount = amountOf(body.amount, "amount");
	const { card, outcome } = paymentCard(call, body);
	const refused = outcomeFault(outcome);
	if (refused !== undefined) throw refused;
	const capture = String(body.capture ?? "true") !== "false";
	const status = outcome === "declined" ? "DECLINED" : capture ? "CAPTURED" : "AUTHORIZED";
	const n = call.tenant.next("auth-code");
	const { token: _token, cardOnFile: _onFile, ...rest } = body;
	const record = {
		...rest,
		amount: formatAmount(amount),
		card: maskCard(card),
		capture,
		status,
		...body.context !== undefined ? { context: replyContext(body.context) } : {},
		...status !== "DECLINED" ? {
			authCode: String(1e5 + n * 7919 % 9e5),
			avsStreet: "Pass",
			avsZip: "Pass",
			cardSecurityCodeMatch: "NotAvailable"
		} : {},
		...status === "CAPTURED" ? { captureDetail: {
			amount: formatAmount(amount),
			created: call.timestamp()
		} } : {},
		refundDetail: []
	};
	const charge = call.tenant.create("Charge", record);
	if (call.idempotencyKey !== undefined) call.tenant.side("requests").put(call.idempotencyKey, { charge: String(charge.id) });
	return charge;
}
export function captureCharge(call) {
	const charge = chargeOf(call);
	if (charge.status !== "AUTHORIZED") throw badRequest(`Only an AUTHORIZED charge can be captured; this one is ${String(charge.status)}`, "status");
	const body = call.body ?? {};
	const amount = amountOf(body.amount, "amount");
	const authorized = parseAmount(charge.amount) ?? 0n;
	if (amount * 2n > authorized * 3n) {
		throw sandboxFault(400, "default", {
			code: "PMT-5000",
			type: "invalid_request",
			message: "Capture amount exceeds 150% of the authorized amount",
			detail: `authorized ${formatAmount(authorized)}, capture at most ${formatAmount(authorized * 3n / 2n)}`
		});
	}
	return call.tenant.save("Charge", {
		...charge,
		status: "CAPTURED",
		captureDetail: {
			amount: formatAmount(amount),
			created: call.timestamp(),
			...body.context !== undefined ? { context: replyContext(body.context) } : {},
			...body.description !== undefined ? { description: body.description } : {}
		}
	});
}
export function refundCharge(call) {
	const charge = chargeOf(call);
	if (![
		"CAPTURED",
		"SETTLED",
		"REFUNDED"
	].includes(String(charge.status))) {
		throw badRequest(`Only a captured charge can be refunded; this one is ${String(charge.status)}`, "status");
	}
	const body = call.body ?? {};
	const amount = amountOf(body.amount, "amount");
	const left = captured(charge) - refunded(charge);
	if (amount > left) throw badRequest(`Refunds cannot exceed the captured amount: ${formatAmount(left)} is left to refund`, "amount");
	const refund = {
		id: `R${String(call.tenant.next("refund")).padStart(11, "0")}`,
		amount: formatAmount(amount),
		status: "ISSUED",
		type: "REFUND",
		created: call.timestamp(),
		...body.context !== undefined ? { context: replyContext(body.context) } : {},
		...body.description !== undefined ? { description: body.description } : {}
	};
	const details = [...Array.isArray(charge.refundDetail) ? charge.refundDetail : [], refund];
	call.tenant.save("Charge", {
		...charge,
		refundDetail: details,
		status: amount === left ? "REFUNDED" : charge.status
	});
	return refund;
}
export function readRefund(call) {
	const charge = chargeOf(call);
	const refund = (Array.isArray(charge.refundDetail) ? charge.refundDetail : []).find((r) => r.id === call.params.refundId);
	if (refund === undefined) throw notFound("Refund", call.params.refundId);
	return refund;
}
export function voidTransaction(call) {
	const request = call.tenant.side("requests").get(call.params.requestId);
	if (request === undefined) throw notFound("Charge created with this Request-Id", call.params.requestId);
	const charge = call.tenant.get("Charge", String(request.charge));
	if (charge === undefined) throw notFound("Charge", String(request.charge));
	if (charge.status !== "AUTHORIZED" && charge.status !== "CAPTURED") {
		throw badRequest(`Only an AUTHORIZED or CAPTURED charge can be voided; this one is ${String(charge.status)}`, "status");
	}
	const refund = {
		id: `R${String(call.tenant.next("refund")).padStart(11, "0")}`,
		amount: String(charge.amount),
		status: "VOIDED",
		type: "VOID",
		created: call.timestamp()
	};
	const details = [...Array.isArray(charge.refundDetail) ? charge.refundDetail : [], refund];
	call.tenant.save("Charge", {
		...charge,
		status: "CANCELLED",
		refundDetail: details
	});
	return refund;
}
