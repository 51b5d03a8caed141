/**
 * Emits `src/webhooks.ts` for a model with webhooks (`ApiModel.webhooks`): the typed event union, the typed
 * `on` handlers, `create<Api>WebhookReceiver` and `send<Api>Webhook`, as glue over `templates/webhooks/`. Which
 * verification each webhook has comes from the model (signature extension, else Basic security); how a payload
 * becomes events from the service-module function the definition names (else one event per payload).
 */
import { requestBodyType } from '../../facts/http.ts';
import { webhookList, webhookNames, webhookVerification, type Verification as Scheme } from '../../facts/webhooks.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { ApiModel, Diagnostic, HttpOperationNode } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { receiver, sender, signature } from './runtime.ts';

/** What the receiver cannot do for a definition's webhooks: said before anything is emitted. */
export function checkWebhooks(model: ApiModel): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const op of webhookList(model)) {
    if (requestBodyType(op) === undefined) {
      out.push(diagnostic('SVC007', `webhook ${op.name}: its payload is not one named JSON schema, so the receiver does not validate it`, op.source, { severity: 'warning', hint: 'Give the request body a $ref to a component schema.' }));
    }
    if (!op.signature) {
      const other = op.security.filter((r) => !(r.schemes.length === 1 && model.securitySchemes.find((s) => s.name === r.schemes[0].name)?.kind === 'http-basic'));
      if (other.length > 0 && webhookVerification(op, model.securitySchemes).length === 0) {
        out.push(diagnostic('SVC007', `webhook ${op.name}: its security (${other.flatMap((r) => r.schemes.map((s) => s.name)).join(', ')}) is not checked by the receiver`, op.source, { severity: 'warning', hint: 'Declare x-svc-webhook-signature, or secure it with http basic.' }));
      }
    }
  }
  return out;
}

const q = (value: unknown): string => JSON.stringify(value);

export function emitWebhooks(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const { symbols } = context;
  const names = webhookNames(model);
  const webhooks = webhookList(model);
  const mapped = webhooks.filter((w) => w.events !== undefined);
  const unmapped = webhooks.filter((w) => w.events === undefined);
  const entities = [...new Set(mapped.flatMap((w) => w.events!.entities))].sort();
  const mappedTypes = [...new Set(mapped.map((w) => w.events!.type))].sort();
  const payloadType = (w: HttpOperationNode): string => {
    const name = requestBodyType(w);
    return name === undefined ? 'unknown' : symbols.typeName(name);
  };

  // Imports from the service modules, one statement per module.
  const byModule = new Map<string, { values: Set<string>; types: Set<string> }>();
  for (const w of mapped) {
    const e = w.events!;
    const entry = byModule.get(e.module) ?? { values: new Set(), types: new Set() };
    entry.values.add(e.function);
    if (e.encode) entry.values.add(e.encode);
    entry.types.add(e.type);
    byModule.set(e.module, entry);
  }
  const serviceImports = [...byModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, { values, types }]) => context.importFrom('service-modules', { module, values: [...values].sort(), types: [...types].sort() }));
  const payloadTypes = [...new Set(unmapped.map(payloadType).filter((t) => t !== 'unknown'))].sort();
  const validated = [...new Set(webhooks.flatMap((w) => (requestBodyType(w) ? [symbols.typeName(requestBodyType(w)!)] : [])))];

  const allSchemes = new Map<string, Scheme>();
  for (const w of webhooks) for (const s of webhookVerification(w, model.securitySchemes)) allSchemes.set(q(s), s);
  const keys = [...new Map([...allSchemes.values()].map((s) => [s.key, s.kind])).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const secretOption = (key: string, kind: string, receiving: boolean): string =>
    kind === 'signature'
      ? `${renderDoc([receiving ? 'The secret the requests are signed with; a list during rotation (any of them verifies).' : 'The secret to sign with (the first of a list).'])}readonly ${key}: string | readonly string[];`
      : `${renderDoc([receiving ? 'The HTTP Basic credentials the requests carry; a list during rotation.' : 'The HTTP Basic credentials to send (the first of a list).'])}readonly ${key}: BasicCredentials | readonly BasicCredentials[];`;

  const eventUnion = [
    ...mappedTypes.map((t) => (entities.length > 0 ? `(${t} & { readonly entity: ${names.entity} | (string & {}) })` : t)),
    ...unmapped.map((w) => `WebhookPayloadEvent<${q(w.name)}, ${payloadType(w)}>`),
  ];
  const mappedUnion = mappedTypes.join(' | ');
  const handlerMembers = [
    ...(entities.length > 0
      ? [
          `readonly [E in ${names.entity}]?: { readonly [O in (${mappedUnion})['operation'] & string]?: (event: (${mappedUnion}) & { readonly entity: E; readonly operation: O }) => unknown };`,
        ]
      : []),
  ];
  const unmappedHandlers = unmapped.map((w) => `${renderDoc([w.summary ?? w.name])}readonly ${q(w.name)}?: (event: WebhookPayloadEvent<${q(w.name)}, ${payloadType(w)}>) => unknown;`);
  const handlersType =
    handlerMembers.length > 0 && unmappedHandlers.length > 0
      ? `{ ${handlerMembers.join('\n')} } & { ${unmappedHandlers.join('\n')} }`
      : handlerMembers.length > 0
        ? `{ ${handlerMembers.join('\n')} }`
        : unmappedHandlers.length > 0
          ? `{ ${unmappedHandlers.join('\n')} }`
          : '{ readonly [name: string]: never }';

  const descriptor = (w: HttpOperationNode): string => {
    const body = requestBodyType(w);
    const validator = body === undefined ? '() => ({ ok: true })' : `validate.${symbols.typeName(body)}`;
    const events = w.events
      ? `(payload) => ${w.events.function}(payload, { entities: ENTITIES })`
      : `(payload, rawBody) => [{ id: payloadEventId(rawBody), format: ${q(w.name)}, payload }]`;
    const handlerKeys = w.events
      ? entities.length > 0
        ? `(event) => [(event as ${w.events.type}).entity, (event as ${w.events.type}).operation]`
        : '() => []'
      : `() => [${q(w.name)}]`;
    return `{ name: ${q(w.name)}, key: ${q(w.path)}, verification: ${q(webhookVerification(w, model.securitySchemes))}, validate: ${validator}, events: ${events}, handlerKeys: ${handlerKeys} }`;
  };

  const encoders = mapped.filter((w) => w.events!.encode !== undefined);
  const formats = [...new Set(encoders.map((w) => w.events!.format))];
  const inputType = encoders.length > 0 ? `Parameters<typeof ${encoders[0].events!.encode}>[0]` : undefined;
  const signingWebhook = (format: string | undefined): string => {
    const w = format === undefined ? (webhooks.find((x) => webhookVerification(x, model.securitySchemes).length > 0) ?? webhooks[0]) : encoders.find((x) => x.events!.format === format)!;
    return q(webhookVerification(w, model.securitySchemes)[0] ?? null);
  };

  const lines: string[] = [
    `/** Webhooks of ${model.title} ${model.version}: typed events, a verifying receiver and a signed sender. Generated; do not edit. */`,
    '/// <reference types="node" />',
    receiver.import(['createWebhookReceiverCore', 'payloadEventId'], ['WebhookDescriptor', 'WebhookPayloadEvent', 'WebhookReceiver', 'WebhookReceiverBaseOptions']),
    sender.import(['sendSignedWebhook'], ['WebhookSendOptions', 'WebhookSendResult']),
    signature.import(['signatureHeader'], ['BasicCredentials', 'VerificationScheme']),
    ...(validated.length > 0 ? [context.importFrom('validators', { values: ['validate'] })] : []),
    ...(payloadTypes.length > 0 ? [context.importFrom('types', { types: payloadTypes })] : []),
    ...serviceImports,
    '',
    ...(entities.length > 0 ? [`${renderDoc(['Entities the definition names in its webhook events (others may arrive too).'])}export type ${names.entity} = ${entities.map(q).join(' | ')};`, ''] : []),
    `${renderDoc(['One event of any webhook of this interface, the same shape whichever payload format carried it.'])}export type ${names.event} = ${eventUnion.join(' | ') || 'never'};`,
    '',
    `${renderDoc(['Typed handlers, by entity and operation (or by webhook); each runs before `onEvent`.'])}export type ${names.handlers} = ${handlersType};`,
    '',
    `export interface ${names.receiverOptions} extends WebhookReceiverBaseOptions {`,
    ...keys.map(([key, kind]) => secretOption(key, kind, true)),
    `${renderDoc(['Runs for every event, in payload order; throwing (or missing the deadline) makes the reply 500 so the sender retries.'])}readonly onEvent?: (event: ${names.event}) => unknown;`,
    `readonly on?: ${names.handlers};`,
    '}',
    '',
    `const ENTITIES: readonly string[] = ${q(entities)};`,
    '',
    `const WEBHOOKS: readonly WebhookDescriptor[] = [\n${webhooks.map(descriptor).join(',\n')}\n];`,
    '',
    `const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? (value as readonly T[]) : [value as T]);`,
    '',
    `${renderDoc([
      `A receiver of ${model.title}'s webhooks: verifies each request over its raw bytes (401 otherwise, nothing runs), validates the payload`,
      '(400), turns it into events and hands each to your handlers once per de-duplication window; 200 when all were handled, else 500.',
      'Use `listen()`, the node:http `listener`, or `handle(rawBody, headers)` in any framework.',
    ])}export function ${names.receiver}(options: ${names.receiverOptions}): WebhookReceiver {`,
    `  return createWebhookReceiverCore<${names.event}>({`,
    '    ...options,',
    '    webhooks: WEBHOOKS,',
    `    secrets: { ${keys.map(([key]) => `${key}: list(options.${key})`).join(', ')} },`,
    '  });',
    '}',
  ];

  if (webhooks.length > 0) {
    lines.push(
      '',
      `export interface ${names.sendOptions} extends WebhookSendOptions {`,
      ...keys.map(([key, kind]) => secretOption(key, kind, false)),
      ...(formats.length > 0 ? [`${renderDoc(['With a format, the payload is a list of events, encoded in that format.'])}readonly format?: ${names.format};`] : []),
      '}',
      '',
      ...(formats.length > 0 ? [`export type ${names.format} = ${formats.map(q).join(' | ')};`, '', `const ENCODERS: { readonly [format in ${names.format}]: (events: ${inputType}) => unknown } = { ${encoders.map((w) => `${q(w.events!.format)}: ${w.events!.encode}`).join(', ')} };`, '', `const SIGNING: { readonly [format in ${names.format}]: VerificationScheme | null } = { ${formats.map((f) => `${q(f)}: ${signingWebhook(f)}`).join(', ')} };`, ''] : []),
      `const DEFAULT_SIGNING: VerificationScheme | null = ${signingWebhook(undefined)};`,
      '',
      `function sign(scheme: VerificationScheme | null, body: Uint8Array, options: ${names.sendOptions}): { [name: string]: string } {`,
      '  if (scheme === null) return {};',
      '  const secret = list((options as unknown as { readonly [key: string]: unknown })[scheme.key])[0];',
      "  if (secret === undefined) throw new TypeError(`option ${scheme.key} is required to sign a webhook`);",
      "  if (scheme.kind === 'signature') return { [scheme.header]: signatureHeader(scheme, secret as string, body) };",
      '  const pair = secret as BasicCredentials;',
      "  return { authorization: `Basic ${Buffer.from(`${pair.username}:${pair.password}`, 'utf8').toString('base64')}` };",
      '}',
      '',
      `${renderDoc([
        `Sends a signed ${model.title} webhook like the real sender: the exact bytes signed, retried with backoff on a non-2xx reply or`,
        'none within 3 s. `payload` is the body (bytes and strings are sent as they are, anything else as JSON), or with `format` a list',
        'of events to encode. Rejects with `WebhookDeliveryError` when every attempt failed.',
      ])}${
        formats.length > 0
          ? `export function ${names.send}(url: string, events: ${inputType}, options: ${names.sendOptions} & { readonly format: ${names.format} }): Promise<WebhookSendResult>;\nexport function ${names.send}(url: string, payload: unknown, options: ${names.sendOptions}): Promise<WebhookSendResult>;\n`
          : ''
      }export function ${names.send}(url: string, payload: unknown, options: ${names.sendOptions}): Promise<WebhookSendResult> {`,
      ...(formats.length > 0
        ? [
            `  const format = options.format;`,
            `  const body = format !== undefined ? ENCODERS[format](payload as ${inputType}) : payload;`,
            '  const scheme = format !== undefined ? SIGNING[format] : DEFAULT_SIGNING;',
          ]
        : ['  const body = payload;', '  const scheme = DEFAULT_SIGNING;']),
      "  const bytes = body instanceof Uint8Array ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');",
      '  try {',
      '    return sendSignedWebhook(url, bytes, sign(scheme, bytes, options), options);',
      '  } catch (error) {',
      '    return Promise.reject(error);',
      '  }',
      '}',
    );
  }
  lines.push('');
  return lines.join('\n');
}
