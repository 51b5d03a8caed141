/**
 * OpenAPI 3.1 `webhooks` -> outbound HTTP operations (requests the API sends to the app), with the webhook
 * extensions of definitions/EXTENSIONS.md: `x-svc-webhook-signature` (how the request is signed) and
 * `x-svc-webhook-events` (which service-module function turns a payload into events).
 */
import type { HttpOperationNode, ServiceModulesNode, WebhookEventsNode, WebhookSignatureNode } from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import type { OperationReader } from './operations.ts';
import type { Site } from './refs.ts';
import { isObject } from './schema.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const ALGORITHMS = new Set<WebhookSignatureNode['algorithm']>(['hmac-sha256', 'hmac-sha1', 'hmac-sha512']);
const ENCODINGS = new Set<WebhookSignatureNode['encoding']>(['base64', 'hex']);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const SIGNATURE_KEYS = new Set(['header', 'algorithm', 'encoding', 'key', 'prefix']);
const EVENTS_KEYS = new Set(['module', 'function', 'type', 'format', 'entities', 'encode']);

/**
 * Reads `root.webhooks`. `reader` must be built with no root security: the document's `security` says how the
 * app calls the API, not how the API calls the app, so a webhook has only the security it declares itself.
 */
export function readWebhooks(
  ctx: ParseContext,
  reader: OperationReader,
  webhooks: unknown,
  site: Site,
  modules: ServiceModulesNode | undefined,
  typeNames: ReadonlySet<string>,
): HttpOperationNode[] {
  if (webhooks === undefined) return [];
  if (!isObject(webhooks)) {
    ctx.report('SVC015', 'webhooks must be an object of path items', site);
    return [];
  }
  const out: HttpOperationNode[] = [];
  for (const [key, rawItem] of Object.entries(webhooks)) {
    if (key.startsWith('x-')) continue;
    const item = ctx.refs.deref(rawItem, ctx.child(site, key));
    if (!item) continue;
    if (!isObject(item.value)) {
      ctx.report('SVC015', 'a webhook must be a path item object', item);
      continue;
    }
    const itemValue = item.value;
    for (const method of Object.keys(itemValue)) {
      if (!METHODS.has(method)) continue;
      const opSite = ctx.child(item, method);
      const raw = itemValue[method];
      for (const op of reader.readOperation(key, method as HttpOperationNode['method'], raw, opSite, [])) {
        op.direction = 'outbound';
        if (!isObject(raw)) continue;
        const signature = readSignature(ctx, raw, opSite);
        if (signature) op.signature = signature;
        const events = readEvents(ctx, raw, opSite, modules, typeNames);
        if (events) op.events = events;
        out.push(op);
      }
    }
  }
  return out;
}

function readSignature(ctx: ParseContext, op: Record<string, unknown>, site: Site): WebhookSignatureNode | undefined {
  const v = op['x-svc-webhook-signature'];
  if (v === undefined) return undefined;
  const at = ctx.child(site, 'x-svc-webhook-signature');
  const shape = 'x-svc-webhook-signature must be { header, algorithm: hmac-sha256 | hmac-sha1 | hmac-sha512, encoding: base64 | hex, key: <option name>, prefix? }';
  if (
    !isObject(v) ||
    typeof v.header !== 'string' ||
    !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(v.header) ||
    !ALGORITHMS.has(v.algorithm as WebhookSignatureNode['algorithm']) ||
    !ENCODINGS.has(v.encoding as WebhookSignatureNode['encoding']) ||
    typeof v.key !== 'string' ||
    !IDENTIFIER.test(v.key) ||
    (v.prefix !== undefined && typeof v.prefix !== 'string')
  ) {
    ctx.report('SVC011', shape, at);
    return undefined;
  }
  for (const key of Object.keys(v)) if (!SIGNATURE_KEYS.has(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-webhook-signature`, at, [key], 'warning');
  return {
    header: v.header.toLowerCase(),
    algorithm: v.algorithm as WebhookSignatureNode['algorithm'],
    encoding: v.encoding as WebhookSignatureNode['encoding'],
    key: v.key,
    ...(typeof v.prefix === 'string' && v.prefix !== '' ? { prefix: v.prefix } : {}),
  };
}

function readEvents(
  ctx: ParseContext,
  op: Record<string, unknown>,
  site: Site,
  modules: ServiceModulesNode | undefined,
  typeNames: ReadonlySet<string>,
): WebhookEventsNode | undefined {
  const v = op['x-svc-webhook-events'];
  if (v === undefined) return undefined;
  const at = ctx.child(site, 'x-svc-webhook-events');
  if (
    !isObject(v) ||
    ![v.module, v.function, v.type, v.format].every((s) => typeof s === 'string' && s !== '') ||
    !IDENTIFIER.test(v.function as string) ||
    !IDENTIFIER.test(v.type as string) ||
    (v.encode !== undefined && !(typeof v.encode === 'string' && IDENTIFIER.test(v.encode))) ||
    !/^[a-z][a-z0-9-]*$/.test(v.format as string) ||
    (v.entities !== undefined && !(Array.isArray(v.entities) && v.entities.every((e) => typeof e === 'string')))
  ) {
    ctx.report('SVC011', 'x-svc-webhook-events must be { module, function, type, format: lower-case name, encode?, entities?: [type names] }', at);
    return undefined;
  }
  for (const key of Object.keys(v)) if (!EVENTS_KEYS.has(key)) ctx.report('SVC011', `unknown key '${key}' in x-svc-webhook-events`, at, [key], 'warning');
  const module = (v.module as string).replace(/\.ts$/, '');
  if (!modules || !modules.files.some((f) => f.path === `${module}.ts`)) {
    ctx.report('SVC011', `x-svc-webhook-events names the service module '${module}', which the definition does not ship`, at, ['module']);
    return undefined;
  }
  const entities = [...new Set((v.entities as string[] | undefined) ?? [])].sort();
  let ok = true;
  (v.entities as string[] | undefined)?.forEach((name, i) => {
    if (!typeNames.has(name)) {
      ctx.report('SVC003', `entity '${name}' is not a type of this definition`, at, ['entities', i]);
      ok = false;
    }
  });
  if (!ok) return undefined;
  return {
    module,
    function: v.function as string,
    type: v.type as string,
    ...(typeof v.encode === 'string' ? { encode: v.encode } : {}),
    format: v.format as string,
    entities,
  };
}
