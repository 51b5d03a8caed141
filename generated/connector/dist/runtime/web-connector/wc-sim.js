/**
* A Web Connector simulator: drives any ConnectorSvc server through whole sessions in the real client's call
* order (serverVersion, clientVersion, authenticate, sendRequestXML / receiveResponseXML pairs with
* getLastError and connectionError on the side, closeConnection), with its wire habits (see wc-sim-http.ts),
* the host document on the first sendRequestXML only, NoOp waits and bounded loops. Returns a transcript.
*/
import { callConnector, WebConnectorCallError } from "./wc-sim-http.js";
/** The vendor's own wire (QBWebConnectorSvc.wsdl): what a service implementing that WSDL verbatim expects. */
export const DEFAULT_WEB_CONNECTOR_WIRE = {
	namespace: "http://developer.intuit.com/",
	fields: { sendRequestXML: [
		"ticket",
		"strHCPResponse",
		"strCompanyFileName",
		"qbXMLCountry",
		"qbXMLMajorVers",
		"qbXMLMinorVers"
	] }
};
export const DEFAULT_HOST_DOCUMENT = `<?xml version="1.0" ?>
<QBXML>
<QBXMLMsgsRs>
<HostQueryRs requestID="0" statusCode="0" statusSeverity="Info" statusMessage="Status OK">
<HostRet>
<ProductName>Desktop Accounting Pro 2024</ProductName>
<MajorVersion>34</MajorVersion>
<MinorVersion>0</MinorVersion>
<Country>US</Country>
<SupportedQBXMLVersion>12.0</SupportedQBXMLVersion>
<SupportedQBXMLVersion>13.0</SupportedQBXMLVersion>
<SupportedQBXMLVersion>16.0</SupportedQBXMLVersion>
<IsAutomaticLogin>false</IsAutomaticLogin>
<QBFileMode>SingleUser</QBFileMode>
</HostRet>
</HostQueryRs>
</QBXMLMsgsRs>
</QBXML>
`;
/** The default answer: each `<XRq requestID="n">` gets `<XRs requestID="n" statusCode="0" ...>`. */
export function acknowledgeRequests(request) {
	const replies = [];
	// One forward pass: each `<` costs a few characters, and the next `>` is looked for once per stretch of text.
	let gt = -1;
	for (let lt = request.indexOf("<"); lt >= 0 && replies.length < 1e3; lt = request.indexOf("<", lt + 1)) {
		let end = lt + 1;
		while (end < request.length && end - lt <= 66 && /[A-Za-z0-9]/.test(request[end])) end++;
		const name = request.slice(lt + 1, end);
		if (name.length < 3 || !name.endsWith("Rq") || !/^[A-Za-z]/.test(name)) continue;
		const next = request[end];
		if (next !== ">" && next !== "/" && next !== " " && next !== "	" && next !== "\n" && next !== "\r") continue;
		if (gt < end) gt = request.indexOf(">", end);
		if (gt < 0) break;
		if (gt - end > 512) continue;
		const id = /\brequestID\s*=\s*"([^"]{0,128})"/.exec(request.slice(end, gt))?.[1];
		replies.push(`<${name.slice(0, -2)}Rs${id !== undefined ? ` requestID="${id}"` : ""} statusCode="0" statusSeverity="Info" statusMessage="Status OK" />`);
	}
	return `<?xml version="1.0" ?>\n<QBXML>\n<QBXMLMsgsRs>\n${replies.join("\n")}\n</QBXMLMsgsRs>\n</QBXML>\n`;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Runs one whole session against `options.url`; never throws for what the server does (see the outcome). */
export async function simulateWebConnector(options) {
	const wire = options.wire ?? DEFAULT_WEB_CONNECTOR_WIRE;
	const namespace = options.namespace ?? wire.namespace;
	const [major, minor] = options.formatVersion ?? [13, 0];
	const respond = options.respond ?? acknowledgeRequests;
	const steps = [];
	const requests = [];
	const percents = [];
	const errors = [];
	const warnings = [];
	let ticket;
	let serverVersion;
	let closeMessage;
	let calls = 0;
	const end = (outcome) => ({
		outcome,
		...ticket !== undefined ? { ticket } : {},
		...serverVersion !== undefined ? { serverVersion } : {},
		steps,
		requests,
		percents,
		errors,
		warnings,
		...closeMessage !== undefined ? { closeMessage } : {}
	});
	/** One call, recorded; undefined when it ended the session (fault or no answer). */
	async function call(operation, keyed) {
		// Protocol keys, in protocol order, sent under the service's element names.
		const names = wire.fields[operation];
		const fields = keyed.map(([key, value], i) => [names?.[i] ?? key, value]);
		const shown = {};
		for (const [name, value] of fields) if (value !== undefined) shown[name] = value;
		const started = performance.now();
		const n = calls++;
		try {
			const answer = await callConnector({
				url: typeof options.url === "string" ? options.url : options.url(n, operation),
				namespace,
				operation,
				fields,
				...options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {},
				...options.maxReplyBytes !== undefined ? { maxReplyBytes: options.maxReplyBytes } : {},
				...options.expectContinue !== undefined ? { expectContinue: options.expectContinue } : {}
			});
			steps.push({
				operation,
				fields: shown,
				status: answer.status,
				...answer.fault ? { fault: answer.fault } : { result: answer.result ?? null },
				ms: answer.ms
			});
			if (answer.fault) {
				errors.push(answer.fault.string);
				return undefined;
			}
			return answer;
		} catch (error) {
			if (!(error instanceof WebConnectorCallError)) throw error;
			steps.push({
				operation,
				fields: shown,
				...error.status !== undefined ? { status: error.status } : {},
				error: error.message,
				ms: performance.now() - started
			});
			errors.push(error.message);
			return undefined;
		}
	}
	const failedOutcome = () => steps[steps.length - 1]?.fault ? "fault" : "failed";
	const close = async (outcome) => {
		const answer = await call("closeConnection", [["ticket", ticket]]);
		if (!answer) return end(outcome === "done" ? failedOutcome() : outcome);
		closeMessage = typeof answer.result === "string" ? answer.result : "";
		return end(outcome);
	};
	const text = (answer) => typeof answer.result === "string" ? answer.result : "";
	// Older clients send serverVersion with no child at all; the captured one does too.
	const version = await call("serverVersion", []);
	if (!version) return end(failedOutcome());
	serverVersion = text(version);
	const clientVersion = await call("clientVersion", [["strVersion", options.clientVersion ?? "2.0.0.116"]]);
	if (!clientVersion) return end(failedOutcome());
	const policy = text(clientVersion);
	if (policy.startsWith("E:") || policy.startsWith("O:")) {
		errors.push(policy.slice(2));
		return end("version");
	}
	if (policy.startsWith("W:")) warnings.push(policy.slice(2));
	const auth = await call("authenticate", [["strUserName", options.user ?? ""], ["strPassword", options.password ?? ""]]);
	if (!auth) return end(failedOutcome());
	const array = Array.isArray(auth.result) ? auth.result : [];
	ticket = array[0] ?? "";
	const status = array[1] ?? "";
	if (status === "nvu" || status === "none") return close(status);
	if (status === "busy") return end("busy");
	// Opening the company file: the open one ('') or a path; failures go through connectionError.
	let companyFile = status === "" ? options.companyFile ?? "C:\\Company\\Sample Company.QBW" : status;
	for (let attempt = 1;; attempt++) {
		const opened = options.openCompanyFile ? options.openCompanyFile(companyFile, attempt) : true;
		if (opened === true) break;
		if (attempt > (options.maxConnectionErrors ?? 10)) return close("limit");
		const answer = await call("connectionError", [
			["ticket", ticket],
			["hresult", opened.hresult],
			["message", opened.message]
		]);
		if (!answer) return end(failedOutcome());
		const next = text(answer);
		if (next === "done") {
			errors.push(opened.message);
			return close("connection");
		}
		if (next !== "") companyFile = next;
	}
	let noOps = 0;
	for (let index = 0, first = true;;) {
		const send = await call("sendRequestXML", [
			["ticket", ticket],
			["strHCPResponse", first ? options.hostDocument ?? DEFAULT_HOST_DOCUMENT : ""],
			["strCompanyFileName", companyFile],
			["country", options.country ?? "US"],
			["majorVersion", major],
			["minorVersion", minor]
		]);
		first = false;
		if (!send) return end(failedOutcome());
		const document = text(send);
		if (document === "") {
			const last = await call("getLastError", [["ticket", ticket]]);
			if (!last) return end(failedOutcome());
			const message = text(last);
			if (message === "NoOp") {
				if (++noOps > (options.maxNoOps ?? 100)) return close("limit");
				await sleep(options.noOpDelayMs ?? 5e3);
				continue;
			}
			if (message === "Interactive mode") return close("interactive");
			if (message !== "") errors.push(message);
			return close("stopped");
		}
		requests.push(document);
		if (index >= (options.maxRequests ?? 1e4)) return close("limit");
		let answer;
		try {
			answer = await respond(document, index++);
		} catch (error) {
			answer = {
				hresult: "0x80040402",
				message: `Unexpected error: ${error.message}`
			};
		}
		const fields = typeof answer === "string" ? [
			["ticket", ticket],
			["response", answer],
			["hresult", ""],
			["message", ""]
		] : [
			["ticket", ticket],
			["response", answer.response ?? ""],
			["hresult", answer.hresult ?? ""],
			["message", answer.message ?? ""]
		];
		const received = await call("receiveResponseXML", fields);
		if (!received) return end(failedOutcome());
		const percent = typeof received.result === "string" ? Number(received.result) : NaN;
		for (let repeat = 0; repeat < (options.repeatReceive ?? 0); repeat++) {
			const again = await call("receiveResponseXML", fields);
			if (!again) return end(failedOutcome());
			if (again.result !== received.result) {
				errors.push(`A repeated receiveResponseXML answered ${String(again.result)}, the first ${String(received.result)}`);
				return end("failed");
			}
		}
		if (!Number.isInteger(percent)) {
			errors.push(`receiveResponseXML answered ${JSON.stringify(received.result)}, not an int`);
			return end("failed");
		}
		percents.push(percent);
		if (percent < 0) {
			const last = await call("getLastError", [["ticket", ticket]]);
			if (!last) return end(failedOutcome());
			errors.push(text(last));
			return close("error");
		}
		if (percent >= 100) return close("done");
	}
}
