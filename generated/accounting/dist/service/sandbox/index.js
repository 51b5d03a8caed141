/**
* The accounting sandbox's service module (loaded by the generated `createAccountingSandbox`): the rules of
* rules.ts before each write, the document operations, the service's fault codes and its 429 and 401 bodies, the
* seed data, query replies as the service writes them, the webhook event of each write, and timestamps in the
* service's format (`2015-07-24T10:33:39-07:00`, the sandbox's Pacific offset).
*/
import { randomUUID } from "node:crypto";
import { pdf, send } from "./documents.js";
import { accountingFault, throttleXml, unauthorizedJson } from "./faults.js";
import { prepare } from "./rules.js";
import { seed } from "./seed.js";
let pacificSecond = Number.NaN;
let pacificText = "";
/** The time in the service's format; whole seconds, so the text of the last second is kept (a write stamps it often). */
function pacific(date) {
	const second = Math.floor(date.getTime() / 1e3);
	if (second !== pacificSecond) {
		pacificText = `${new Date(date.getTime() - 7 * 36e5).toISOString().slice(0, 19)}-07:00`;
		pacificSecond = second;
	}
	return pacificText;
}
/**
* `{ <Entity>: [...], startPosition, maxResults }` for a page, `{}` when nothing matched (no entity member, no
* counts), and `{ totalCount }` only for `COUNT(*)`.
*/
function queryReply(outcome) {
	if (outcome.page === undefined) return { totalCount: outcome.totalCount };
	if (outcome.page.length === 0) return {};
	return {
		[outcome.entity]: outcome.page,
		startPosition: outcome.startPosition,
		maxResults: outcome.page.length
	};
}
/** A write as the definition's webhook encoders take it; the event id is fixed here, so a retry resends it. */
function webhookEvent(write) {
	return {
		realmId: write.tenant,
		entity: write.entity,
		entityId: write.id,
		operation: write.operation,
		time: write.at.toISOString(),
		id: randomUUID()
	};
}
export const sandbox = {
	prepare,
	operations: {
		pdfInvoice: pdf,
		sendInvoice: send
	},
	deleted: (_entity, record) => ({
		status: "Deleted",
		domain: "QBO",
		Id: String(record.Id)
	}),
	fault: accountingFault,
	seed,
	timestamp: pacific,
	throttled: () => ({
		contentType: "application/xml",
		body: throttleXml(pacific(new Date()))
	}),
	unauthorized: (reason, now) => ({
		contentType: "application/json;charset=UTF-8",
		body: unauthorizedJson(reason, now)
	}),
	queryReply,
	webhookEvent
};
