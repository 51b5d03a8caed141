/**
* Batch (`x-svc-batch`): each item answered on its own, in order. An entity item runs the operation of its kind
* for its entity (`operation`, or the kind its options member names: `optionsData: void`), checked exactly as the
* single operation would be: the operation's generated validator (read-only members dropped, every problem
* listed), the id-without-token rule, then the same generic operation. A query item runs the statement.
*/
import type { HandlerContext } from "../rest-server/server.js";
import type { GenericFaultInfo, GenericFaultKind, Json, OperationFacts, SandboxFault } from "./contract.js";
import { type MemberShapes } from "./members.js";
/** A generated validator, as far as the sandbox reads it. */
export type BodyValidator = (value: unknown) => {
	readonly ok: boolean;
	readonly errors?: readonly {
		readonly path: string;
		readonly message: string;
	}[];
	readonly dropped: readonly string[];
};
export interface BatchContext {
	readonly definition: {
		readonly entities: {
			readonly [name: string]: {
				readonly id: string;
				readonly version?: string;
				readonly unknownMembers?: "refuse";
			};
		};
		readonly shapes: MemberShapes;
		readonly operations: {
			readonly [name: string]: OperationFacts;
		};
		readonly validators: {
			readonly [operation: string]: BodyValidator;
		};
	};
	fault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault;
	asFault(error: unknown): SandboxFault;
	formatFault(fault: SandboxFault): unknown;
	perform(name: string, op: OperationFacts, params: {
		readonly [name: string]: string;
	}, body: unknown, query: {
		readonly [name: string]: unknown;
	}): unknown;
	statement(dialect: NonNullable<OperationFacts["query"]>, text: string): Json;
}
export declare function runBatch(ctx: BatchContext, http: HandlerContext, op: OperationFacts): unknown;
