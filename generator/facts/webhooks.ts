/**
 * Facts of a model's webhooks (`ApiModel.webhooks`, outbound operations): the list, the names the webhooks part
 * exports, and how each webhook's requests are verified (its signature extension, else its Basic security).
 */
import { packageStem } from '../model/naming.ts';
import type { ApiModel, HttpOperationNode, SecuritySchemeNode } from '../model/types.ts';
import { fact, read } from './index.ts';

/** Receiver/sender option of Basic credentials (a webhook secured with `http`/`basic`). */
const BASIC_KEY = 'basicAuth';

export const webhookList = (model: ApiModel): readonly HttpOperationNode[] => model.webhooks ?? [];

export interface WebhookNames {
  readonly receiver: string;
  readonly send: string;
  readonly event: string;
  readonly entity: string;
  readonly handlers: string;
  readonly receiverOptions: string;
  readonly sendOptions: string;
  readonly format: string;
}

const names = fact('webhookNames', (model): WebhookNames => {
  const base = packageStem(model.name);
  return {
    receiver: `create${base}WebhookReceiver`,
    send: `send${base}Webhook`,
    event: `${base}WebhookEvent`,
    entity: `${base}WebhookEntity`,
    handlers: `${base}WebhookHandlers`,
    receiverOptions: `${base}WebhookReceiverOptions`,
    sendOptions: `${base}WebhookSendOptions`,
    format: `${base}WebhookFormat`,
  };
});

export function webhookNames(model: ApiModel): WebhookNames {
  return read(model, names);
}

export type Verification =
  | { kind: 'signature'; header: string; algorithm: string; encoding: string; key: string; prefix?: string }
  | { kind: 'basic'; key: string };

/** The verification alternatives of a webhook: its signature, else its Basic security schemes. */
export function webhookVerification(op: HttpOperationNode, schemes: readonly SecuritySchemeNode[]): Verification[] {
  if (op.signature) return [{ kind: 'signature', ...op.signature }];
  const basic = op.security.filter((r) => r.schemes.length === 1 && schemes.find((s) => s.name === r.schemes[0].name)?.kind === 'http-basic');
  return basic.length > 0 ? [{ kind: 'basic', key: BASIC_KEY }] : [];
}
