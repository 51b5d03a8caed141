/**
 * The `webhooks` part (models with webhooks): `src/webhooks.ts`, the typed event union, `create<Api>WebhookReceiver`
 * and `send<Api>Webhook` (webhooks.ts), over the verification, payload, de-duplication, receiver and sender
 * runtime of `templates/webhooks/`.
 */
import { webhookList, webhookNames } from '../../facts/webhooks.ts';
import type { ApiModel } from '../../model/types.ts';
import { definePart } from '../../part-kit/contract.ts';
import { dedup, receiver, redisDedup, sender, signature } from './runtime.ts';
import { checkWebhooks, emitWebhooks } from './webhooks.ts';

const hasWebhooks = (model: ApiModel): boolean => webhookList(model).length > 0;

/** The names `src/webhooks.ts` declares: some only when the definition's webhooks need them. */
function emittedNames(model: ApiModel): { values: string[]; types: string[] } {
  const names = webhookNames(model);
  const formats = webhookList(model).some((w) => w.events?.encode !== undefined);
  const entities = webhookList(model).some((w) => (w.events?.entities.length ?? 0) > 0);
  return {
    values: [names.receiver, names.send],
    types: [names.event, names.handlers, names.receiverOptions, names.sendOptions, ...(entities ? [names.entity] : []), ...(formats ? [names.format] : [])],
  };
}

export default definePart({
  name: 'webhooks',
  requires: (model) => ['types', 'validators', ...(webhookList(model).some((w) => w.events !== undefined) ? ['service-modules'] : [])],
  entry: 'webhooks',
  applies: hasWebhooks,
  packages: () => ({ '@types/node': 'peer' }),
  exports: (model) => [
    { from: 'src/webhooks.ts', ...emittedNames(model) },
    dedup.names(['MemoryDedupStore'], ['WebhookDedupStore']),
    redisDedup.names(['RedisDedupStore'], ['RedisDedupClient']),
    receiver.names([], ['WebhookReceiver', 'WebhookReply', 'WebhookPayloadEvent']),
    sender.names(['WebhookDeliveryError'], ['WebhookSendResult']),
    signature.names([], ['BasicCredentials']),
  ],
  check: checkWebhooks,
  emit: (model, context) => [{ path: 'src/webhooks.ts', content: emitWebhooks(model, context) }],
  readme: (model) => {
    const names = webhookNames(model);
    return [`- \`webhooks\`: \`${names.receiver}\` (verifies, validates, de-duplicates) and \`${names.send}\` (signs, retries); Node.`];
  },
});
