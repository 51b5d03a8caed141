/**
* What a write's body must and must not carry, from the definition: the members a create and a full update
* require (`x-svc-entity.required`; present, not null, not an empty string or list), and members the definition
* does not declare (`unknownMembers: refuse`), found by walking the body along the entity's member shapes. Both
* are linear in the body and bounded in depth (the server refused deeper bodies already).
*/
import type { EntityFacts, Json } from "./contract.js";
/** Where a member leads: a shape name, or null (anything below it). */
export type ShapeRef = string | null;
export type MemberShape = {
	readonly kind: "object";
	readonly members: {
		readonly [member: string]: ShapeRef;
	};
} | {
	readonly kind: "array";
	readonly items: ShapeRef;
} | {
	readonly kind: "union";
	readonly tag?: string;
	readonly mapping?: {
		readonly [value: string]: ShapeRef;
	};
	readonly variants: readonly ShapeRef[];
};
export type MemberShapes = {
	readonly [name: string]: MemberShape;
};
/** The first required member (or group, spelled `A | B`) the body lacks; undefined when all are there. */
export declare function missingRequired(facts: EntityFacts, body: Json): {
	member: string;
	group: readonly string[];
} | undefined;
/** The first member the definition does not declare, with its path (`Line/0/SalesItemLineDetail/Qtty`). */
export declare function unknownMember(shapes: MemberShapes, root: string, body: unknown): {
	member: string;
	path: string;
} | undefined;
