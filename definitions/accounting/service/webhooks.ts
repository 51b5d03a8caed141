/**
 * Accounting webhook payloads <-> one event stream. The definition names these functions in
 * `x-svc-webhook-events` (webhooks/entity-change.yaml); the generated receiver runs the mapping on a payload that
 * has already verified and validated, and the generated sender (and a sandbox) builds payloads with the encoders.
 *
 * Legacy: `{"eventNotifications": [{"realmId", "dataChangeEvent": {"entities": [{name, id, operation,
 * lastUpdated, deletedId?}]}}]}`; its events carry no id, so one is derived from realm, entity, id, operation and
 * `lastUpdated` (a redelivery gives the same ids). CloudEvents: an array of `{id, type: qbo.<entity>.<verb>.v1,
 * time, intuitaccountid, intuitentityid, ...}`.
 */
import { randomUUID } from 'node:crypto';

/** What happened to the entity. */
export type EntityChangeOperation = 'Create' | 'Update' | 'Delete' | 'Merge' | 'Void' | 'Emailed';

/** One changed entity, the same whichever payload format carried it. */
export interface EntityChangeEvent<Entity extends string = string> {
  /** Unique per change: the CloudEvent id, or a digest of the legacy entry (stable across redeliveries). */
  id: string;
  format: 'legacy' | 'cloudevents';
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

const VERB_TO_OPERATION: Readonly<Record<string, EntityChangeOperation>> = {
  created: 'Create',
  updated: 'Update',
  deleted: 'Delete',
  merged: 'Merge',
  voided: 'Void',
  emailed: 'Emailed',
};
const OPERATION_TO_VERB: Readonly<Record<EntityChangeOperation, string>> = {
  Create: 'created',
  Update: 'updated',
  Delete: 'deleted',
  Merge: 'merged',
  Void: 'voided',
  Emailed: 'emailed',
};
const OPERATIONS = new Set<string>(Object.keys(OPERATION_TO_VERB));

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What a part of a legacy id must not hold as it is: the separator, and the escape character. */
const SPECIAL = /[:%]/;
/** A part of a legacy id: as it is, or percent-encoded when it holds the separator (so ids stay unambiguous); one scan. */
const idPart = (text: string): string => (SPECIAL.test(text) ? encodeURIComponent(text) : text);

/**
 * Stable id of a legacy entry: realm, entity, id, operation and lastUpdated joined
 * (`legacy:9130:Invoice:130:Update:2016-10-05T03%3A09%3A04.000Z`: a part holding `:` is percent-encoded); a redelivery gives the same id. Not hashed: the
 * parts are short, and a join costs nothing per event.
 */
export function legacyEventId(realmId: string, entity: string, entityId: string, operation: string, lastUpdated: string): string {
  return `legacy:${idPart(realmId)}:${idPart(entity)}:${idPart(entityId)}:${idPart(operation)}:${idPart(lastUpdated)}`;
}

/** Legacy payload -> events, in payload order. */
export function legacyEvents(payload: unknown, _context?: EventMappingContext): EntityChangeEvent[] {
  const events: EntityChangeEvent[] = [];
  const notifications = isObject(payload) && Array.isArray(payload.eventNotifications) ? payload.eventNotifications : [];
  for (const notification of notifications) {
    if (!isObject(notification) || !isObject(notification.dataChangeEvent)) continue;
    const realmId = str(notification.realmId);
    const entities = Array.isArray(notification.dataChangeEvent.entities) ? notification.dataChangeEvent.entities : [];
    for (const entry of entities) {
      if (!isObject(entry)) continue;
      const operation = str(entry.operation);
      if (!OPERATIONS.has(operation)) throw new Error(`unknown operation '${operation}' of ${str(entry.name)} ${str(entry.id)}`);
      const time = str(entry.lastUpdated);
      const event: EntityChangeEvent = {
        id: legacyEventId(realmId, str(entry.name), str(entry.id), operation, time),
        format: 'legacy',
        realmId,
        entity: str(entry.name),
        entityId: str(entry.id),
        operation: operation as EntityChangeOperation,
        time,
        raw: entry,
      };
      if (typeof entry.deletedId === 'string') event.deletedId = entry.deletedId;
      events.push(event);
    }
  }
  return events;
}

/** `invoice` -> `Invoice` by the definition's entity names; other names get their first letter raised. */
function entityName(lower: string, context: EventMappingContext | undefined): string {
  const known = context?.entities.find((e) => e.toLowerCase() === lower.toLowerCase());
  return known ?? lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** CloudEvents payload -> events, in payload order. A `type` not of the form `<product>.<entity>.<verb>.v<n>` is refused. */
export function cloudEventsEvents(payload: unknown, context?: EventMappingContext): EntityChangeEvent[] {
  const events: EntityChangeEvent[] = [];
  for (const cloudEvent of Array.isArray(payload) ? payload : []) {
    if (!isObject(cloudEvent)) continue;
    const type = str(cloudEvent.type);
    const match = /^[^.]+\.([A-Za-z][A-Za-z0-9]*)\.([a-z]+)\.v[0-9]+$/.exec(type);
    const operation = match ? VERB_TO_OPERATION[match[2]] : undefined;
    if (!match || operation === undefined) throw new Error(`event ${str(cloudEvent.id)}: type '${type}' is not <product>.<entity>.<created|updated|deleted|merged|voided|emailed>.v<n>`);
    const event: EntityChangeEvent = {
      id: str(cloudEvent.id),
      format: 'cloudevents',
      realmId: str(cloudEvent.intuitaccountid),
      entity: entityName(match[1], context),
      entityId: str(cloudEvent.intuitentityid),
      operation,
      time: str(cloudEvent.time),
      raw: cloudEvent,
    };
    const data = cloudEvent.data;
    if (isObject(data) && typeof data.deletedId === 'string') event.deletedId = data.deletedId;
    events.push(event);
  }
  return events;
}

/** Events -> a legacy payload: consecutive events of one realm share a notification. */
export function legacyPayload(inputs: readonly EntityChangeInput[]): unknown {
  const notifications: { realmId: string; dataChangeEvent: { entities: Json[] } }[] = [];
  for (const input of inputs) {
    let last = notifications[notifications.length - 1];
    if (last === undefined || last.realmId !== input.realmId) {
      last = { realmId: input.realmId, dataChangeEvent: { entities: [] } };
      notifications.push(last);
    }
    last.dataChangeEvent.entities.push({
      name: input.entity,
      id: input.entityId,
      operation: input.operation,
      lastUpdated: input.time ?? new Date().toISOString(),
      ...(input.deletedId !== undefined ? { deletedId: input.deletedId } : {}),
    });
  }
  return { eventNotifications: notifications };
}

/** Events -> a CloudEvents payload (an array, one CloudEvent per event). */
export function cloudEventsPayload(inputs: readonly EntityChangeInput[]): unknown {
  return inputs.map((input) => ({
    specversion: '1.0',
    id: input.id ?? randomUUID(),
    source: `svc.accounting.${input.realmId}`,
    type: `qbo.${input.entity.toLowerCase()}.${OPERATION_TO_VERB[input.operation]}.v1`,
    time: input.time ?? new Date().toISOString(),
    intuitentityid: input.entityId,
    intuitaccountid: input.realmId,
    data: input.deletedId !== undefined ? { deletedId: input.deletedId } : {},
  }));
}
