/**
 * OpenAPI 3.0 / 3.1 adapter: a root file (YAML or JSON, with `$ref`s into other files) -> ApiModel.
 * Problems are collected as coded, located diagnostics; the model is returned only when there is no error.
 */
import path from 'node:path';
import type { ApiModel, Diagnostic, HttpOperationNode, NamedTypeNode } from '../../model/types.ts';
import { diagnostic, sortDiagnostics } from '../../model/diagnostics.ts';
import { completeDiscriminatorValues } from './discriminator-values.ts';
import type { ParseResult } from '../../model/diagnostics.ts';
import { ParseContext } from './context.ts';
import { checkDefinition } from './definition-checks.ts';
import { checkVersion, packageName, readEndpoints, readSecuritySchemes, registerComponentSchemas, serviceName } from './document.ts';
import { checkUnknownSvcKeys, otherExtensions, readErrorFormat, readRateLimitKeys, readRateLimits, readTenant, readTraceHeader } from './extensions.ts';
import { relativeFile } from './load.ts';
import { readServiceModules } from '../service-modules.ts';
import { OperationReader } from './operations.ts';
import { settleDerivedNames } from './operation-names.ts';
import { readWebhooks } from './webhooks.ts';
import type { Site } from './refs.ts';
import { isObject, SchemaConverter } from './schema.ts';

const ROOT_SVC_KEYS = new Set(['x-svc-service-modules', 'x-svc-rate-limits', 'x-svc-rate-limit-keys', 'x-svc-trace-header', 'x-svc-error-format', 'x-svc-tenant']);

export interface ParseOpenApiOptions {
  /** Package name (`pets`, or scoped: `@acme/pets`); defaults to info.x-svc-package, then the file (or folder) name. */
  name?: string;
  /** Read data with the fast readers (default true); false uses `yaml` alone (same result, slower). */
  fast?: boolean;
}

export async function parseOpenApi(file: string, options: ParseOpenApiOptions = {}): Promise<ParseResult> {
  const ctx = new ParseContext({ fast: options.fast });
  let model: ApiModel | undefined;
  try {
    model = build(ctx, file, options);
  } catch (error) {
    // A bug of ours must still come out as a located message, never as a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    ctx.diagnostics.push(
      diagnostic('SVC015', `internal error while reading the document: ${message}`, { file: relativeFile(path.resolve(file)), line: 1, column: 1, pointer: '' }),
    );
  }
  let diagnostics = sortDiagnostics(dedupe(ctx.diagnostics));
  // A file that cannot be read leaves holes the rest of the parse trips over (types "not defined", ...): those
  // reports are consequences, so a syntax error is reported alone (with missing files), and fixed first.
  if (diagnostics.some((d) => d.code === 'SVC001')) diagnostics = diagnostics.filter((d) => d.code === 'SVC001' || d.code === 'SVC012');
  const failed = diagnostics.some((d) => d.severity === 'error');
  return failed ? { diagnostics } : { model, diagnostics };
}

function build(ctx: ParseContext, file: string, options: ParseOpenApiOptions): ApiModel | undefined {
  const doc = ctx.store.load(path.resolve(file));
  if (!doc) return undefined;
  ctx.rootDoc = doc;
  const rootSite: Site = { doc, pointer: '' };
  const root = doc.data;
  if (!checkVersion(ctx, root, rootSite)) return undefined;

  const info = isObject(root.info) ? root.info : {};
  if (!isObject(root.info)) ctx.report('SVC015', 'the document needs an info object', rootSite);
  const infoSite = ctx.child(rootSite, 'info');
  const components = isObject(root.components) ? root.components : {};
  const componentsSite = ctx.child(rootSite, 'components');
  checkUnknownSvcKeys(ctx, root, rootSite, ROOT_SVC_KEYS);

  const schemas = new SchemaConverter(ctx);
  registerComponentSchemas(ctx, components, componentsSite);
  convertPending(ctx, schemas);

  const securitySchemes = readSecuritySchemes(ctx, components, componentsSite);
  const schemeNames = new Set(securitySchemes.map((s) => s.name));
  const rootSecurity = new OperationReader(ctx, schemas, schemeNames, []).readSecurity(root.security, ctx.child(rootSite, 'security'));
  const pathReader = new OperationReader(ctx, schemas, schemeNames, rootSecurity);
  const operations = pathReader.readPaths(root.paths, ctx.child(rootSite, 'paths'));
  convertPending(ctx, schemas);
  const serviceModules =
    'x-svc-service-modules' in root
      ? readServiceModules(file, root['x-svc-service-modules'], doc.locate('/x-svc-service-modules'), ctx.diagnostics)
      : undefined;
  // Webhooks get no root security: that says how the app calls the API, not how the API calls the app.
  const webhookReader = new OperationReader(ctx, schemas, schemeNames, []);
  const webhooks = readWebhooks(
    ctx,
    webhookReader,
    root.webhooks,
    ctx.child(rootSite, 'webhooks'),
    serviceModules,
    new Set(ctx.types.map((t) => t.name)),
  );
  convertPending(ctx, schemas);
  settleDerivedNames(ctx, [...operations, ...webhooks], [...pathReader.derived, ...webhookReader.derived]);
  checkDuplicateOperations(ctx, [...operations, ...webhooks]);

  const endpoints = readEndpoints(ctx, root.servers, ctx.child(rootSite, 'servers'));
  const rateLimitKeys = readRateLimitKeys(ctx, root, rootSite);
  const rateLimits = readRateLimits(ctx, root, rootSite, {
    keys: new Set(rateLimitKeys.map((k) => k.name)),
    operations: new Set(operations.map((o) => o.name)),
    environments: new Set(endpoints.flatMap((e) => (e.name ? [e.name] : []))),
  });

  const model: ApiModel = {
    ...packageName(ctx, file, info, infoSite, options.name),
    title: typeof info.title === 'string' ? info.title : '',
    version: info.version === undefined ? '' : String(info.version),
    source: doc.locate(''),
    services: [{ name: serviceName(info.title), endpoints, operations }],
    types: [...ctx.types].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    securitySchemes,
    rateLimits,
    rateLimitKeys,
    extensions: otherExtensions(root, ROOT_SVC_KEYS),
  };
  if (typeof info.description === 'string') model.description = info.description;
  const traceHeader = readTraceHeader(ctx, root, rootSite);
  if (traceHeader !== undefined) model.traceHeader = traceHeader;
  const tenantKey = readTenant(ctx, root, rootSite, new Set(rateLimitKeys.map((k) => k.name)));
  if (tenantKey !== undefined) model.tenantKey = tenantKey;
  const errorFormat = readErrorFormat(ctx, root, rootSite);
  if (errorFormat !== undefined) model.errorFormat = errorFormat;
  if (serviceModules) model.serviceModules = serviceModules;
  if (webhooks.length > 0) model.webhooks = webhooks;
  completeDiscriminatorValues(model);
  checkDefinition(ctx, doc, model);
  return model;
}

/** Converts queued named types; conversion may queue more (refs to unregistered targets). */
function convertPending(ctx: ParseContext, schemas: SchemaConverter): void {
  while (ctx.types.length < ctx.pending.length) {
    const p = ctx.pending[ctx.types.length];
    const type = p.aliasOf ? { kind: 'ref' as const, name: p.aliasOf } : schemas.convert(p.target.value, p.target);
    const named: NamedTypeNode = {
      name: p.name,
      originalName: p.originalName,
      type,
      recursive: false,
      hasAccessScoped: false,
      inRequest: false,
      source: p.source,
    };
    ctx.types.push(named);
  }
}

function checkDuplicateOperations(ctx: ParseContext, operations: HttpOperationNode[]): void {
  const seen = new Map<string, HttpOperationNode>();
  for (const op of operations) {
    const first = seen.get(op.name);
    if (first) {
      const where = `${first.source.file}:${first.source.line}:${first.source.column}`;
      ctx.diagnostics.push(diagnostic('SVC004', `operation name '${op.name}' is already used at ${where}`, op.source));
    } else {
      seen.set(op.name, op);
    }
  }
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.code}\0${d.location.file}\0${d.location.line}\0${d.location.column}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
