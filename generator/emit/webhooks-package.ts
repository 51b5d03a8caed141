/**
 * The webhooks part of a package (models with `webhooks`): `src/webhooks.ts` over the runtime in
 * `templates/webhooks/` (verification, payload reading, de-duplication stores, receiver, sender). See
 * package-part.ts for the contract; webhooks.ts for what is emitted.
 */
import type { ApiModel } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';
import { checkWebhooks, emitWebhooks, webhookList, webhookNames } from './webhooks.ts';

const hasWebhooks = (model: ApiModel): boolean => webhookList(model).length > 0;

const TEMPLATES = ['webhooks/dedup.ts', 'webhooks/payload.ts', 'webhooks/receiver.ts', 'webhooks/redis-dedup.ts', 'webhooks/sender.ts', 'webhooks/signature.ts'];

const RUNTIME_VALUES = ['MemoryDedupStore', 'RedisDedupStore', 'WebhookDeliveryError'];
const RUNTIME_TYPES = ['WebhookDedupStore', 'RedisDedupClient', 'WebhookReceiver', 'WebhookReply', 'WebhookSendResult', 'WebhookPayloadEvent', 'BasicCredentials'];

function emittedNames(model: ApiModel): { values: string[]; types: string[] } {
  const names = webhookNames(model);
  const formats = webhookList(model).some((w) => w.events?.encode !== undefined);
  const entities = webhookList(model).some((w) => (w.events?.entities.length ?? 0) > 0);
  return {
    values: [names.receiver, names.send],
    types: [names.event, names.handlers, names.receiverOptions, names.sendOptions, ...(entities ? [names.entity] : []), ...(formats ? [names.format] : [])],
  };
}

export const webhooksPart: PackagePart = {
  ...EMPTY_PART,
  exportedNames: (model) => {
    if (!hasWebhooks(model)) return [];
    const { values, types } = emittedNames(model);
    return [...values, ...types, ...RUNTIME_VALUES, ...RUNTIME_TYPES];
  },
  templates: (model) => (hasWebhooks(model) ? TEMPLATES : []),
  // The runtime imports node: built-ins only (http, https, crypto); their types come from @types/node.
  dependencies: (model): Record<string, string> => (hasWebhooks(model) ? pinnedVersions(['@types/node']) : {}),
  emit: (model, symbols) => (hasWebhooks(model) ? [{ path: 'src/webhooks.ts', content: emitWebhooks(model, symbols) }] : []),
  indexLines: (model) => {
    if (!hasWebhooks(model)) return [];
    const { values, types } = emittedNames(model);
    return [
      `export { ${values.join(', ')} } from './webhooks.js';`,
      `export type { ${types.join(', ')} } from './webhooks.js';`,
      "export { MemoryDedupStore } from './runtime/webhooks/dedup.js';",
      "export type { WebhookDedupStore } from './runtime/webhooks/dedup.js';",
      "export { RedisDedupStore } from './runtime/webhooks/redis-dedup.js';",
      "export type { RedisDedupClient } from './runtime/webhooks/redis-dedup.js';",
      "export type { WebhookReceiver, WebhookReply, WebhookPayloadEvent } from './runtime/webhooks/receiver.js';",
      "export { WebhookDeliveryError } from './runtime/webhooks/sender.js';",
      "export type { WebhookSendResult } from './runtime/webhooks/sender.js';",
      "export type { BasicCredentials } from './runtime/webhooks/signature.js';",
    ];
  },
  check: (model) => checkWebhooks(model),
};
