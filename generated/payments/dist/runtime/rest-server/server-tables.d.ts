/**
* The generic half of a generated REST server stub: given the tables the generated `server.ts` declares
* (parameter specs, body and response validators, result wrappers, shared-operation variants, the error body
* template of `x-svc-error-format`), it makes the functions `createServerCore` takes: `validateRequest`,
* `validateResponse`, `wrap`, `formatError` and `dispatch` (handlers keyed as the router sees operations).
*/
import type { HttpOperationDescriptor } from "../operations/operation-table.js";
import { type OperationHandler, type RequestParts, type RequestValidation, type ResponseValidation, type ServerFault } from "./server.js";
/** How a parameter's raw text is checked and converted (from its schema). */
export interface ParameterSpec {
	readonly name: string;
	readonly in: string;
	readonly required: boolean;
	readonly kind: "string" | "integer" | "number" | "boolean" | "other";
	/** The parameter may repeat (an array); otherwise a query parameter given twice is refused. */
	readonly array?: boolean;
	readonly enum?: readonly (string | number)[];
	readonly minLength?: number;
	readonly maxLength?: number;
	readonly minimum?: number;
	readonly maximum?: number;
}
/** What a generated validator returns, as far as the server reads it. */
interface ValidatorResult {
	readonly ok: boolean;
	readonly errors?: readonly {
		readonly path: string;
		readonly message: string;
	}[];
	readonly dropped: readonly string[];
}
export interface ServerTables {
	readonly parameters: {
		readonly [operation: string]: readonly ParameterSpec[];
	};
	/** Operation -> name of the validator of its request body (the write shape). */
	readonly requestBodies: {
		readonly [operation: string]: string;
	};
	/** Operation -> name of the validator of its 2xx body. */
	readonly responseBodies: {
		readonly [operation: string]: string;
	};
	readonly wrappers: {
		readonly [operation: string]: {
			readonly member: string;
			readonly timestamps: readonly string[];
		};
	};
	/** First operation of a group sharing method, path and selector -> every operation of the group. */
	readonly variants: {
		readonly [operation: string]: readonly string[];
	};
	/** The JSON template of an error body (`x-svc-error-format`). */
	readonly errorBody: unknown;
	/** Placeholder values per fault kind (`default` for the others). */
	readonly errorValues: {
		readonly [kind: string]: {
			readonly [name: string]: string;
		};
	};
	/** The package's generated validators by name. */
	readonly validate: {
		readonly [name: string]: (value: unknown) => ValidatorResult;
	};
}
export interface ServerGlue {
	readonly validateRequest: (routed: string, parts: RequestParts) => RequestValidation;
	readonly validateResponse: (operation: string, status: number, body: unknown) => ResponseValidation;
	readonly wrap: (operation: HttpOperationDescriptor, result: unknown) => unknown;
	readonly formatError: (fault: ServerFault) => unknown;
	readonly dispatch: (handlers: {
		readonly [name: string]: OperationHandler | undefined;
	}) => {
		readonly [name: string]: OperationHandler | undefined;
	};
}
export declare function convertParameter(spec: ParameterSpec, raw: string): {
	value: unknown;
} | string;
/** Removes the members at these JSON pointers (read-only members a client sent: silently ignored). */
export declare function dropPointers(body: unknown, pointers: readonly string[]): void;
export declare function bindServerTables(tables: ServerTables): ServerGlue;
export {};
