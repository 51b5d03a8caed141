import { dropPointers } from "../rest-server/server-tables.js";
import { getPath } from "./entities.js";
import { copy } from "./records.js";
import { unknownMember } from "./members.js";
/** Problems listed at most (the server's limit too). */
const MAX_PROBLEMS = 100;
/** The body an item's operation gets: validated as the single operation's body, read-only members dropped. */
function checkedBody(ctx, operation, body) {
	const validator = ctx.definition.validators[operation];
	if (validator === undefined) return body;
	const value = copy(body);
	const result = validator(value);
	if (!result.ok) {
		const errors = result.errors ?? [];
		const details = errors.slice(0, MAX_PROBLEMS).map((e) => `body${e.path === "" ? "" : e.path}: ${e.message}`);
		const message = errors.length === 1 ? `Invalid request: ${details[0]}` : `Invalid request: ${errors.length} problems, the first: ${details[0]}`;
		throw ctx.fault("invalid", {
			details,
			total: errors.length,
			message
		});
	}
	dropPointers(value, result.dropped);
	return value;
}
/** Made once per definition (each item looked its operation up in the whole list before). */
const operationIndexes = new WeakMap();
function operationIndex(operations) {
	let index = operationIndexes.get(operations);
	if (index === undefined) {
		const byKind = new Map();
		for (const [name, o] of Object.entries(operations)) {
			const key = `${o.kind}\n${o.entity ?? ""}`;
			// The first in the definition's order wins, as the search over the list found it.
			if (o.scope.length === 0 && o.entity !== undefined && !byKind.has(key)) byKind.set(key, [name, o]);
		}
		index = {
			byKind,
			query: Object.values(operations).find((o) => o.kind === "query" && o.query !== undefined)
		};
		operationIndexes.set(operations, index);
	}
	return index;
}
export function runBatch(ctx, http, op) {
	const batch = op.batch;
	if (batch === undefined) throw ctx.fault("not-supported", { message: "No batch envelope" });
	const items = (http.body ?? {})[batch.items];
	if (!Array.isArray(items)) throw ctx.fault("not-supported", { message: `The body needs ${batch.items}: [...]` });
	if (items.length > batch.maxItems) throw ctx.fault("batch-too-large", { message: `A batch carries at most ${batch.maxItems} items; this one has ${items.length}` });
	const { entities, operations } = ctx.definition;
	return items.map((raw) => {
		const item = raw ?? {};
		const id = item[batch.id];
		try {
			if (batch.query !== undefined && typeof item[batch.query] === "string") {
				const queryOp = operationIndex(operations).query;
				if (queryOp?.query === undefined) throw ctx.fault("not-supported", { message: "No query operation" });
				return {
					[batch.id]: id,
					[batch.queryResult ?? batch.query]: ctx.statement(queryOp.query, item[batch.query])
				};
			}
			const option = batch.options !== undefined ? item[batch.options] : undefined;
			const kind = typeof option === "string" && option !== "" ? option : item[batch.operation] ?? "create";
			const entity = Object.keys(item).find((k) => entities[k] !== undefined);
			const entry = entity === undefined || typeof kind !== "string" ? undefined : operationIndex(operations).byKind.get(`${kind}\n${entity}`);
			if (entity === undefined || entry === undefined) {
				throw ctx.fault("not-supported", {
					entity,
					message: `No ${String(kind).slice(0, 50)} of ${entity ?? "an unknown entity"} in a batch`
				});
			}
			const facts = entities[entity];
			const sent = item[entity];
			// As for a single create: an item naming the entity's id without its token is an update that lost it.
			if (entry[1].kind === "create" && facts.version !== undefined && sent !== null && typeof sent === "object") {
				const sentId = getPath(sent, facts.id);
				if (sentId !== undefined && sentId !== null && sentId !== "" && getPath(sent, facts.version) === undefined) {
					throw ctx.fault("required", {
						entity,
						member: facts.version,
						message: `${entity} ${String(sentId).slice(0, 60)}: an update needs ${facts.version}`
					});
				}
			}
			// Before the validators, as for a single write: an undeclared member gets the service's own error.
			const unknown = facts.unknownMembers === "refuse" ? unknownMember(ctx.definition.shapes, entity, sent) : undefined;
			if (unknown !== undefined) {
				throw ctx.fault("unknown-member", {
					entity,
					member: unknown.member,
					path: unknown.path.slice(1),
					message: `${entity} has no member ${unknown.member}`
				});
			}
			const result = ctx.perform(entry[0], entry[1], http.params, checkedBody(ctx, entry[0], sent), {});
			return {
				[batch.id]: id,
				[entity]: result
			};
		} catch (error) {
			const f = ctx.asFault(error);
			const body = ctx.formatFault(f);
			return {
				[batch.id]: id,
				[batch.fault]: body[batch.fault] ?? body
			};
		}
	});
}
