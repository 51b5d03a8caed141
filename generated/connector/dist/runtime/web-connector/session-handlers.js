/**
* The session framework: the eight Web Connector operations implemented from typed callbacks (credential check,
* job handlers) over a session store. The generated package's `create<Api>Service` binds them to its server's
* handler interface (src/web-connector.ts); nothing here imports generated code.
*
* Every operation that changes a session runs under the session's lease (renewed while it runs, so a crashed
* process's lease lapses within `leaseMs`) and commits atomically with its queue changes, so sessions survive
* moving between processes, and a response is handled once however often the client re-sends it. A login that
* fails stores nothing: its ticket says by its form that it was refused.
*/
import { createHash, randomUUID } from "node:crypto";
import { readHostInfo } from "./host-info.js";
import { continuation, errorPolicy, itemWeight, jobItem, percentDone } from "./jobs.js";
import { MemorySessionStore } from "./memory-store.js";
import { isWellFormedTicket, newTicket, refusedStatusOf, refusedTicket, ticketKey } from "./tickets.js";
/** `handlers` with every call told to `observe`. */
function observed(handlers, observe) {
	const tell = (call) => {
		try {
			observe(call);
		} catch {}
	};
	const wrapped = {};
	for (const operation of Object.keys(handlers)) {
		const handler = handlers[operation];
		wrapped[operation] = async (request) => {
			const started = Date.now();
			const { strPassword: _password, ...fields } = request;
			const shown = fields;
			try {
				const result = await handler(request);
				tell({
					operation,
					request: shown,
					result,
					ms: Date.now() - started
				});
				return result;
			} catch (error) {
				tell({
					operation,
					request: shown,
					error: error instanceof Error ? error.message : String(error),
					ms: Date.now() - started
				});
				throw error;
			}
		};
	}
	return wrapped;
}
/** A clientVersion policy: `O:<minimum>` for clients older than `minimum` (dotted numbers), else accept. */
export function minimumClientVersion(minimum) {
	const want = minimum.split(".").map(Number);
	return (version) => {
		const have = (version ?? "").split(".").map(Number);
		for (let i = 0; i < want.length; i++) {
			const h = Number.isFinite(have[i]) ? have[i] : 0;
			if (h > want[i]) return { action: "accept" };
			if (h < want[i]) return {
				action: "require",
				version: minimum
			};
		}
		return { action: "accept" };
	};
}
const MAX_CREDENTIAL = 1024;
/** authenticateResult[2] and [3]: the wait and the minimum run interval the outcome asks for, when it asks. */
function waitFields(outcome) {
	if (outcome.status === "nvu") return [];
	const wait = outcome.waitSeconds;
	const minRun = outcome.minRunSeconds;
	const fields = [];
	if (wait !== undefined || minRun !== undefined) fields.push(String(Math.max(0, Math.floor(wait ?? 0))));
	if (minRun !== undefined) fields.push(String(Math.max(0, Math.floor(minRun))));
	return fields;
}
const NO_OP = "NoOp";
const REFUSED = "Unknown, expired or closed ticket";
export function createSessionHandlers(options) {
	const store = options.store ?? new MemorySessionStore();
	const faults = options.faults ?? {
		client: (message) => new Error(message),
		server: (message) => new Error(message)
	};
	const report = options.report ?? ((error, where) => console.error(`connector session ${where}:`, error));
	const defaultPolicy = options.onError ?? "stopOnError";
	const ticketTtlMs = (options.ticketTtlSeconds ?? 1800) * 1e3;
	const endedTtlMs = (options.endedTicketTtlSeconds ?? 120) * 1e3;
	const maxNoOps = options.maxNoOps ?? 12;
	const retries = options.connectionErrorRetries ?? 2;
	const leaseMs = options.leaseMs ?? 5e3;
	const leaseWaitMs = options.leaseWaitMs ?? 1e4;
	const noWork = options.noWorkMessage ?? "No more work to do";
	const closeMessage = options.closeMessage ?? ((s) => s.errors === 0 && !s.ended ? `OK: ${s.done} request(s) completed` : s.errors === 0 ? "OK" : `Completed with ${s.errors} error(s): ${s.lastError}`);
	/** The record a refused login's ticket stands for: an ended session with nothing in it (nothing is stored). */
	function refusedSession(status) {
		return {
			user: "",
			tenant: "",
			phase: "ended",
			companyFile: "",
			createdAt: 0,
			done: 0,
			errors: 0,
			lastError: status === "nvu" ? "Not a valid user" : "The server is busy",
			noOps: 0,
			connectionErrors: 0,
			seq: 0
		};
	}
	/**
	* Runs `step` on the session under its lease; commits what it returns (retrying a stale commit). The lease is
	* renewed every third of `leaseMs` while the step runs, so only a process that died lets it lapse.
	*/
	async function withSession(ticket, step) {
		if (!isWellFormedTicket(ticket)) throw faults.client(REFUSED);
		const refused = refusedStatusOf(ticket);
		// A refused login's ticket answers like an ended session; what the step would change is not kept.
		if (refused !== undefined) return (await step({
			session: refusedSession(refused),
			version: 0,
			queueHead: undefined,
			queueLength: 0
		})).result;
		const key = ticketKey(ticket);
		const owner = randomUUID();
		const deadline = Date.now() + leaseWaitMs;
		for (let attempt = 0, wait = 2;; attempt++) {
			const snapshot = await store.acquire(key, owner, leaseMs);
			if (snapshot === undefined) throw faults.client(REFUSED);
			if (snapshot === "locked") {
				if (Date.now() >= deadline) throw faults.server("The session is busy with another request; try again");
				await new Promise((r) => setTimeout(r, wait));
				wait = Math.min(wait * 2, 50);
				continue;
			}
			const renewal = setInterval(() => void store.renew(key, owner, leaseMs).catch((error) => report(error, "lease renewal")), Math.max(1, Math.floor(leaseMs / 3)));
			let outcome;
			try {
				outcome = await step(snapshot);
			} catch (error) {
				clearInterval(renewal);
				await store.release(key, owner);
				throw error;
			}
			clearInterval(renewal);
			if (!outcome.change) {
				await store.release(key, owner);
				return outcome.result;
			}
			const before = snapshot.session.pending?.item;
			const after = outcome.change.session?.pending?.item;
			const committed = await store.commit(key, owner, {
				...outcome.change,
				...before?.id !== after?.id ? { hold: after ?? null } : {},
				version: snapshot.version,
				ttlMs: outcome.change.ttlMs ?? ticketTtlMs
			});
			if (committed === "ok" && !outcome.again) return outcome.result;
			if (attempt >= 100) throw faults.server("The session could not be updated; try again");
		}
	}
	/** The item failed: the job is told, the policy decides whether the session goes on. */
	async function itemFailed(session, context, error, hresult) {
		const failed = options.jobs[context.item.job]?.failed;
		if (failed) {
			try {
				await failed({
					...context,
					error,
					hresult
				});
			} catch (thrown) {
				report(thrown, `job ${context.item.job} failed()`);
			}
		}
		const stop = errorPolicy(context.item, defaultPolicy) === "stopOnError";
		return {
			stop,
			session: {
				...session,
				errors: session.errors + 1,
				lastError: error,
				...stop ? { phase: "ended" } : {}
			}
		};
	}
	function contextOf(session, item, seq) {
		return {
			item,
			host: session.host ?? readHostInfo({
				major: 0,
				minor: 0
			}),
			user: session.user,
			tenant: session.tenant,
			seq
		};
	}
	const handlers = {
		async serverVersion() {
			return options.serverVersion ?? "svc-codegen connector kit";
		},
		async clientVersion(request) {
			const outcome = options.clientVersion ? await options.clientVersion(request.strVersion) : { action: "accept" };
			switch (outcome.action) {
				case "accept": return "";
				case "warn": return `W:${outcome.message}`;
				case "refuse": return `E:${outcome.message}`;
				case "require": return `O:${outcome.version}`;
			}
		},
		async authenticate(request) {
			const user = request.strUserName ?? "";
			const password = request.strPassword ?? "";
			let outcome;
			if (user.length > MAX_CREDENTIAL || password.length > MAX_CREDENTIAL) outcome = { status: "nvu" };
			else {
				try {
					outcome = await options.authenticate(user, password);
				} catch (error) {
					report(error, "authenticate");
					throw faults.server("The credentials could not be checked; try again later");
				}
			}
			// A refused login (or a callback's busy) stores nothing: failed logins cannot fill the store.
			if (outcome.status === "nvu" || outcome.status === "busy") return [
				refusedTicket(outcome.status),
				outcome.status,
				...waitFields(outcome)
			];
			const ticket = newTicket();
			const tenant = outcome.status === "ok" ? outcome.tenant ?? user : user;
			let status = outcome.status === "ok" ? outcome.companyFile ?? "" : outcome.status;
			if (outcome.status === "ok") {
				// Requests held by sessions of this tenant that expired without closeConnection come back first.
				await store.reclaim(tenant);
				const queued = (await store.queue(tenant, 1)).length;
				if (queued === 0 && !(options.waitForWork && await options.waitForWork(tenant))) status = "none";
			}
			const open = outcome.status === "ok" && status !== "none";
			const record = {
				user,
				tenant,
				phase: open ? "open" : "ended",
				companyFile: outcome.status === "ok" ? outcome.companyFile ?? "" : "",
				createdAt: Date.now(),
				done: 0,
				errors: 0,
				lastError: open ? "" : noWork,
				noOps: 0,
				connectionErrors: 0,
				seq: 0
			};
			// At the store's session cap: busy, and nothing stored for it either.
			if (!await store.create(ticketKey(ticket), record, open ? ticketTtlMs : endedTtlMs)) return [refusedTicket("busy"), "busy"];
			return [
				ticket,
				status,
				...waitFields(outcome)
			];
		},
		sendRequestXML(request) {
			return withSession(request.ticket, async ({ session: read, queueHead }) => {
				let session = read;
				if (!session.host) {
					session = {
						...session,
						host: readHostInfo({
							strHCPResponse: request.strHCPResponse,
							strCompanyFileName: request.strCompanyFileName,
							country: request.country,
							major: request.majorVersion,
							minor: request.minorVersion
						})
					};
				}
				const changed = session !== read;
				if (session.phase === "ended") return {
					result: "",
					...changed ? { change: { session } } : {}
				};
				// The client asks again before answering (a retry): the same document, the queue untouched.
				if (session.pending) return {
					result: session.pending.request,
					...changed ? { change: { session } } : {}
				};
				if (!queueHead) {
					if (session.noOps < maxNoOps && options.waitForWork && await options.waitForWork(session.tenant)) {
						return {
							result: "",
							change: { session: {
								...session,
								noOps: session.noOps + 1,
								lastError: NO_OP
							} }
						};
					}
					return {
						result: "",
						change: { session: {
							...session,
							phase: "ended",
							lastError: session.errors > 0 ? session.lastError : noWork
						} }
					};
				}
				const seq = session.seq + 1;
				const context = contextOf(session, queueHead, seq);
				const job = options.jobs[queueHead.job];
				let document;
				let failure;
				if (!job) failure = `No job handler named ${JSON.stringify(queueHead.job.slice(0, 100))}`;
				else {
					try {
						document = await job.request(context);
						failure = typeof document === "string" && document !== "" ? "" : `Job ${queueHead.job} built no request document`;
					} catch (error) {
						report(error, `job ${queueHead.job} request()`);
						failure = `Job ${queueHead.job} could not build its request`;
					}
				}
				if (failure !== "") {
					const failed = await itemFailed(session, context, failure, "");
					// The item is dropped either way; on continueOnError the next item is tried at once.
					return {
						result: "",
						change: {
							session: failed.session,
							popHead: queueHead.id
						},
						again: !failed.stop
					};
				}
				const pending = {
					item: queueHead,
					request: document,
					seq
				};
				return {
					result: pending.request,
					change: {
						session: {
							...session,
							seq,
							pending,
							lastError: session.lastError === NO_OP ? "" : session.lastError
						},
						popHead: queueHead.id
					}
				};
			});
		},
		async receiveResponseXML(request) {
			const response = request.response ?? "";
			const responsePieces = request.responsePieces ?? [response];
			const hresult = request.hresult ?? "";
			const message = request.message ?? "";
			const digest = await digestOf(`${hresult}\0${message}\0`, responsePieces);
			return withSession(request.ticket, async ({ session: read, queueLength }) => {
				const pending = read.pending;
				if (!pending) {
					// A repeat of the response just handled gets the same answer; the handler does not run again.
					if (read.handled && read.handled.digest === digest) return { result: read.handled.result };
					return {
						result: -1,
						change: { session: {
							...read,
							lastError: "No request is waiting for a response"
						} }
					};
				}
				const { item, seq } = pending;
				const context = contextOf(read, item, seq);
				const { pending: _answered, ...rest } = read;
				let session = {
					...rest,
					done: read.done + 1
				};
				let pushFront = [];
				let failure = "";
				if (hresult !== "") failure = message !== "" ? `${hresult}: ${message}` : `The request failed (${hresult})`;
				else {
					const job = options.jobs[item.job];
					try {
						const outcome = job ? await job.response({
							...context,
							response,
							responsePieces,
							message
						}) : undefined;
						if (!job) failure = `No job handler named ${JSON.stringify(item.job.slice(0, 100))}`;
						else if (outcome?.error !== undefined) failure = outcome.error === "" ? `Job ${item.job} failed` : outcome.error;
						else if (outcome) {
							if (outcome.again) pushFront.push(continuation(item, outcome.again));
							for (const input of outcome.enqueue ?? []) pushFront.push(jobItem(input));
						}
					} catch (error) {
						report(error, `job ${item.job} response()`);
						failure = `Job ${item.job} could not handle its response`;
						pushFront = [];
					}
				}
				let result;
				if (failure !== "") {
					const failed = await itemFailed(session, context, failure, hresult);
					session = failed.session;
					result = failed.stop ? -1 : percentDone(session.done, queueLength);
				} else {
					const remaining = queueLength + pushFront.reduce((sum, next) => sum + itemWeight(next), 0);
					result = percentDone(session.done, remaining);
				}
				session = {
					...session,
					handled: {
						seq,
						digest,
						result
					}
				};
				return {
					result,
					change: {
						session,
						...pushFront.length > 0 ? { pushFront } : {}
					}
				};
			});
		},
		connectionError(request) {
			return withSession(request.ticket, async ({ session }) => {
				const hresult = request.hresult ?? "";
				const message = request.message ?? "";
				const count = session.connectionErrors + 1;
				const lastError = message !== "" ? hresult !== "" ? `${hresult}: ${message}` : message : `Could not open the company file (${hresult})`;
				const retry = session.phase === "open" && count <= retries;
				return {
					result: retry ? session.companyFile : "done",
					change: { session: {
						...session,
						connectionErrors: count,
						lastError,
						...retry ? {} : { phase: "ended" }
					} }
				};
			});
		},
		async getLastError(request) {
			if (!isWellFormedTicket(request.ticket)) throw faults.client(REFUSED);
			const refused = refusedStatusOf(request.ticket);
			if (refused !== undefined) return refusedSession(refused).lastError;
			const session = await store.read(ticketKey(request.ticket));
			if (!session) throw faults.client(REFUSED);
			if (session.lastError === NO_OP) return session.phase === "open" ? NO_OP : noWork;
			return session.lastError;
		},
		closeConnection(request) {
			return withSession(request.ticket, async ({ session }) => {
				const text = closeMessage({
					user: session.user,
					tenant: session.tenant,
					done: session.done,
					errors: session.errors,
					lastError: session.lastError === NO_OP ? "" : session.lastError,
					ended: session.phase === "ended"
				});
				// A request handed out and never answered goes back to the head of the queue for the next session.
				return {
					result: text,
					change: {
						session: null,
						...session.pending ? { pushFront: [session.pending.item] } : {}
					}
				};
			});
		}
	};
	return {
		handlers: options.observe === undefined ? handlers : observed(handlers, options.observe),
		store,
		enqueue: (tenant, items) => store.enqueue(tenant, (Array.isArray(items) ? items : [items]).map(jobItem))
	};
}
/** Characters of a response hashed between two turns of the event loop (a few milliseconds of hashing). */
const DIGEST_STEP = 1 << 20;
/**
* The SHA-256 of `head` and the response's pieces, a mebibyte of characters at a time with a turn of the event loop
* between (hashing a ~30 MiB response at once held the loop ~100 ms; joining its pieces first, more). A cut
* between the halves of a surrogate pair would hash each half as U+FFFD, so a cut there moves back by one.
*/
async function digestOf(head, pieces) {
	const hash = createHash("sha256").update(head);
	let carry = "";
	let hashed = 0;
	for (const piece of pieces) {
		for (let at = 0; at < piece.length;) {
			const end = Math.min(at + DIGEST_STEP, piece.length);
			const text = carry + piece.slice(at, end);
			at = end;
			const last = text.charCodeAt(text.length - 1);
			if (last >= 55296 && last <= 56319) {
				hash.update(text.slice(0, -1));
				carry = text.slice(-1);
			} else {
				hash.update(text);
				carry = "";
			}
			hashed += text.length;
			if (hashed >= DIGEST_STEP) {
				hashed = 0;
				await new Promise((resolve) => setImmediate(resolve));
			}
		}
	}
	if (carry !== "") hash.update(carry);
	return hash.digest("hex");
}
/**
* The text of the request field named `wire` (a child of the request's wrapper element, the server context's
* `body`) as the pieces it was decoded in: the joined string of a many-MiB field costs one long step the first
* time anything reads it. Undefined when the field is absent.
*/
export function textPiecesOf(body, wire) {
	const field = body?.children.find((child) => child.name === wire);
	if (field === undefined) return undefined;
	return field.textPieces ?? [field.text];
}
