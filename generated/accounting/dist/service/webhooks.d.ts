/** What happened to the entity. */
export type EntityChangeOperation = "Create" | "Update" | "Delete" | "Merge" | "Void" | "Emailed";
/** One changed entity, the same whichever payload format carried it. */
export interface EntityChangeEvent<Entity extends string = string> {
	/** Unique per change: the CloudEvent id, or a digest of the legacy entry (stable across redeliveries). */
	id: string;
	format: "legacy" | "cloudevents";
	/** The company (realm ID). */
	realmId: string;
	/** Entity name (`Invoice`, `Customer`, ...). */
	entity: Entity;
	entityId: string;
	operation: EntityChangeOperation;
	/** When it changed, as the payload wrote it (`''` when the payload gives no time). */
	time: string;
	/** For a Merge: the id of the entity merged away. */
	deletedId?: string;
	/** The payload entry the event came from (a legacy entity entry, or the CloudEvent). */
	raw: unknown;
}
/** The facts a sender needs to build a payload of either format. */
export interface EntityChangeInput {
	realmId: string;
	entity: string;
	entityId: string;
	operation: EntityChangeOperation;
	/** Defaults to now. */
	time?: string;
	deletedId?: string;
	/** CloudEvents only: the event id (default: a random UUID). */
	id?: string;
}
/** What the receiver tells a mapping: the entity names the definition knows (for their spelling). */
export interface EventMappingContext {
	entities: readonly string[];
}
/**
* Stable id of a legacy entry: realm, entity, id, operation and lastUpdated joined
* (`legacy:9130:Invoice:130:Update:2016-10-05T03%3A09%3A04.000Z`: a part holding `:` is percent-encoded); a redelivery gives the same id. Not hashed: the
* parts are short, and a join costs nothing per event.
*/
export declare function legacyEventId(realmId: string, entity: string, entityId: string, operation: string, lastUpdated: string): string;
/** Legacy payload -> events, in payload order. */
export declare function legacyEvents(payload: unknown, _context?: EventMappingContext): EntityChangeEvent[];
/** CloudEvents payload -> events, in payload order. A `type` not of the form `<product>.<entity>.<verb>.v<n>` is refused. */
export declare function cloudEventsEvents(payload: unknown, context?: EventMappingContext): EntityChangeEvent[];
/** Events -> a legacy payload: consecutive events of one realm share a notification. */
export declare function legacyPayload(inputs: readonly EntityChangeInput[]): unknown;
/** Events -> a CloudEvents payload (an array, one CloudEvent per event). */
export declare function cloudEventsPayload(inputs: readonly EntityChangeInput[]): unknown;
