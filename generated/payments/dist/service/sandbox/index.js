/**
* The payments sandbox's service module (loaded by the generated `createPaymentsSandbox`): the charge state
* machine (charges.ts), cards, bank accounts and tokens (wallet.ts, cards.ts: test card numbers and masking),
* ids shaped like the service's (`E` + 11 characters), and the service's error codes for generic failures.
* A company starts empty: charges and wallets are what a test creates.
*/
import { badRequest, notFound } from "./cards.js";
import { captureCharge, createCharge, readRefund, refundCharge, voidTransaction } from "./charges.js";
import { sandboxFault } from "../../runtime/sandbox/contract.js";
import { createBankAccountFromToken, createCardFromToken, createToken, prepareWallet } from "./wallet.js";
export const sandbox = {
	prepare: (change) => prepareWallet(change),
	operations: {
		createCharge,
		captureCharge,
		refundCharge,
		readRefund,
		voidTransaction,
		createToken,
		createCardFromToken,
		createBankAccountFromToken
	},
	newId: (entity, n) => `${entity.charAt(0).toUpperCase()}${n.toString(36).toUpperCase().padStart(11, "0")}`,
	seed: () => {},
	fault: (kind, info) => {
		switch (kind) {
			case "not-found": return notFound(info.entity ?? "Resource", info.id ?? "");
			case "idempotency-conflict": return sandboxFault(400, "default", {
				code: "PMT-4002",
				type: "invalid_request",
				message: "Request-Id was used before with a different request",
				detail: info.message
			});
			case "not-supported":
			case "duplicate": return badRequest(info.message);
			default: return undefined;
		}
	}
};
