/**
 * Paths -> HTTP operation nodes: parameters (path-level merged with operation-level), request bodies,
 * responses with headers, security, and the `x-svc-operations` split into one operation per variant.
 */
import type {
  HeaderNode,
  HttpOperationNode,
  EncodingNode,
  MediaContentNode,
  ParameterNode,
  RequestBodyNode,
  ResponseNode,
  SecurityRequirementNode,
  TypeNode,
} from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { ParseContext } from './context.ts';
import {
  checkUnknownSvcKeys,
  readBatch,
  readBodyFlags,
  readIdempotencyKey,
  readQueryLanguage,
  otherExtensions,
  readOperationVariants,
  readProvenance,
  readSerialize,
  readStateKind,
} from './extensions.ts';
import type { OperationVariant } from './extensions.ts';
import { cloneKeepingLocations } from './load.ts';
import { toMemberName, toTypeName } from './names.ts';
import { derivedOperationName, type DerivedName } from './operation-names.ts';
import { isRef, targetKey } from './refs.ts';
import type { Site } from './refs.ts';
import { isObject } from './schema.ts';
import type { SchemaConverter } from './schema.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const OPERATION_SVC_KEYS = new Set(['x-svc-operations', 'x-svc-serialize', 'x-svc-source', 'x-svc-body-flags', 'x-svc-query', 'x-svc-batch', 'x-svc-webhook-signature', 'x-svc-webhook-events', 'x-svc-kind']);
const PARAMETER_LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/** Media types whose payload is raw bytes, not a JSON value. */
export function isBinaryMediaType(mediaType: string): boolean {
  const mt = mediaType.toLowerCase().split(';')[0].trim();
  return (
    /^(image|audio|video|font)\//.test(mt) ||
    ['application/octet-stream', 'application/pdf', 'application/zip', 'application/gzip'].includes(mt)
  );
}

/** `application/x-www-form-urlencoded` or `multipart/form-data`: a body of named members, each encoded on its own. */
export function isFormMediaType(mediaType: string): boolean {
  const mt = mediaType.toLowerCase().split(';')[0].trim();
  return mt === 'application/x-www-form-urlencoded' || mt === 'multipart/form-data';
}

export function isJsonMediaType(mediaType: string): boolean {
  const mt = mediaType.toLowerCase().split(';')[0].trim();
  return mt === 'application/json' || mt.endsWith('+json');
}

/** Rank of a response key: `'200'` < `'204'` < `'2XX'` < `'400'` < ... < `'default'`. */
function statusRank(status: string): number {
  if (/^[1-5][0-9]{2}$/.test(status)) return Number(status);
  if (/^[1-5]XX$/i.test(status)) return Number(status[0]) * 100 + 99.5;
  return 1000;
}

export function compareStatus(a: string, b: string): number {
  return statusRank(a) - statusRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

interface LocatedParameter {
  node: ParameterNode;
  site: Site;
}

/** Header parameters OpenAPI says to ignore (3.0.3 and 3.1, Parameter Object, `name`). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export class OperationReader {
  /** Operations read without an operationId, in definition order: named for good by `settleDerivedNames`. */
  readonly derived: DerivedName[] = [];

  constructor(
    private readonly ctx: ParseContext,
    private readonly schemas: SchemaConverter,
    private readonly securitySchemeNames: ReadonlySet<string>,
    private readonly rootSecurity: SecurityRequirementNode[],
  ) {}

  readPaths(paths: unknown, site: Site): HttpOperationNode[] {
    if (paths === undefined) return [];
    if (!isObject(paths)) {
      this.ctx.report('SVC015', 'paths must be an object', site);
      return [];
    }
    const out: HttpOperationNode[] = [];
    for (const [path, rawItem] of Object.entries(paths)) {
      const keySite = this.ctx.child(site, path);
      if (path.startsWith('x-')) continue;
      const item = this.ctx.refs.deref(rawItem, keySite);
      if (!item) continue;
      if (!isObject(item.value)) {
        this.ctx.report('SVC015', 'a path item must be an object', item);
        continue;
      }
      const itemValue = item.value;
      const pathParams = this.readParameters(itemValue.parameters, this.ctx.child(item, 'parameters'));
      for (const method of Object.keys(itemValue)) {
        if (method === 'query' || method === 'additionalOperations') {
          // OpenAPI 3.2: the HTTP QUERY method and methods of any name, not carried yet (issue 23, class 19).
          const what = method === 'query' ? 'the QUERY method (OpenAPI 3.2) is not supported yet; the operation is' : 'additionalOperations (OpenAPI 3.2) are not supported yet; they are';
          this.ctx.report('SVC007', `${what} left out of the package`, this.ctx.child(item, method), [], 'warning');
          continue;
        }
        if (!METHODS.has(method)) continue;
        out.push(...this.readOperation(path, method as HttpOperationNode['method'], itemValue[method], this.ctx.child(item, method), pathParams, keySite));
      }
    }
    return out;
  }

  /** One Operation Object (of a path item or a webhook) -> its model operations. */
  readOperation(
    path: string,
    method: HttpOperationNode['method'],
    op: unknown,
    site: Site,
    pathParams: LocatedParameter[],
    pathSite?: Site,
  ): HttpOperationNode[] {
    // An Operation Object may be a `$ref` to one in another file (DigitalOcean keeps each in its own): read the
    // target there, so every diagnostic inside it points into that file, as Redocly and openapi-typescript do.
    if (isRef(op)) {
      const target = this.ctx.refs.resolve(op.$ref, site);
      if (!target) return [];
      return this.readOperation(path, method, target.value, target, pathParams, pathSite);
    }
    if (!isObject(op)) {
      this.ctx.report('SVC015', 'an operation must be an object', site);
      return [];
    }
    const hasId = typeof op.operationId === 'string' && op.operationId !== '';
    if (op.operationId !== undefined && !hasId) this.ctx.report('SVC015', 'operationId must be a non-empty string', site, ['operationId']);
    const name = hasId ? toMemberName(op.operationId as string) : derivedOperationName(method, path);
    if (op.callbacks !== undefined) {
      this.ctx.report('SVC007', 'callbacks are not supported and are ignored', site, ['callbacks'], 'warning');
    }
    checkUnknownSvcKeys(this.ctx, op, site, OPERATION_SVC_KEYS);

    const params = mergeParameters(pathParams, this.readParameters(op.parameters, this.ctx.child(site, 'parameters')));
    this.checkPathParameters(path, params, site, pathSite);
    const variants = readOperationVariants(this.ctx, op, site);
    // Variants that all bring their own request schema leave the operation's body unused: it is not named.
    const bodyOwner = !variants || variants.some((v) => v.requestSchema === undefined) ? name : undefined;
    const requestBody = op.requestBody === undefined ? undefined : this.readRequestBody(op.requestBody, this.ctx.child(site, 'requestBody'), bodyOwner);
    const responses = this.readResponses(op.responses, site);
    const security = op.security === undefined ? this.rootSecurity : this.readSecurity(op.security, this.ctx.child(site, 'security'));
    const tags = Array.isArray(op.tags) ? [...new Set(op.tags.filter((t): t is string => typeof t === 'string'))].sort() : [];

    const serialize = readSerialize(this.ctx, op, site);
    const bodyFlags = readBodyFlags(this.ctx, op, site);
    const queryParams = params.filter((p) => p.node.in === 'query').map((p) => p.node.name);
    const query = readQueryLanguage(this.ctx, op, site, queryParams);
    const batch = readBatch(this.ctx, op, site);
    const provenance = readProvenance(this.ctx, op, site);
    const stateKind = readStateKind(this.ctx, op, site);
    const node: HttpOperationNode = {
      kind: 'http',
      name,
      method,
      path,
      ...(typeof op.summary === 'string' ? { summary: op.summary } : {}),
      ...(typeof op.description === 'string' ? { description: op.description } : {}),
      deprecated: op.deprecated === true,
      tags,
      selector: {},
      parameters: params.map((p) => p.node),
      ...(requestBody ? { requestBody } : {}),
      responses,
      security,
      ...(serialize ? { serialize } : {}),
      ...(bodyFlags ? { bodyFlags } : {}),
      ...(query ? { query } : {}),
      ...(batch ? { batch } : {}),
      ...(stateKind ? { stateKind } : {}),
      source: site.doc.locate(site.pointer),
      ...(provenance !== undefined ? { provenance } : {}),
      extensions: otherExtensions(op, OPERATION_SVC_KEYS),
    };

    if (!hasId && !variants) this.derived.push({ operation: node, site });
    if (!variants) return [node];
    return variants.map((v) => this.variantOperation(node, v));
  }

  /** One model operation for an `x-svc-operations` entry, inheriting everything else from the operation. */
  private variantOperation(base: HttpOperationNode, v: OperationVariant): HttpOperationNode {
    const op: HttpOperationNode = cloneKeepingLocations(base);
    op.name = v.name;
    if (v.summary !== undefined) op.summary = v.summary;
    if (v.description !== undefined) op.description = v.description;
    op.selector = v.selector;
    op.source = v.site.doc.locate(v.site.pointer);
    for (const key of Object.keys(v.selector)) {
      if (!base.parameters.some((p) => p.in === 'query' && p.name === key)) {
        this.ctx.report('SVC011', `selector '${key}' is not a query parameter of this operation`, v.site, ['selector', key], 'warning');
      }
    }
    op.parameters = op.parameters.filter((p) => !(p.in === 'query' && p.name in v.selector));
    if (v.requestSchema) {
      const { value, site } = v.requestSchema;
      // An inline request schema gets a named type (and so validators), as an operation's inline body does.
      const key = targetKey(site.doc, site.pointer);
      if (isObject(value) && !isRef(value) && this.ctx.nameOf(key) === undefined) {
        const name = this.ctx.uniqueName(toTypeName(`${v.name} Body`));
        this.ctx.register({ name, originalName: name, target: { ...site, key, value }, source: site.doc.locate(site.pointer) });
      }
      const named = this.ctx.nameOf(key);
      const type: TypeNode = named !== undefined && !isRef(value) ? { kind: 'ref', name: named } : this.schemas.convert(value, site);
      op.requestBody = replaceJson(op.requestBody ?? { required: true, contents: [] }, type);
    }
    if (v.responseSchema) {
      const type = this.schemas.convert(v.responseSchema.value, v.responseSchema.site);
      const success = op.responses.filter((r) => /^2/.test(r.status));
      const withJson = success.filter((r) => r.contents.some((c) => isJsonMediaType(c.mediaType)));
      if (withJson.length > 0) {
        for (const r of withJson) Object.assign(r, replaceJson(r, type));
      } else if (success.length > 0) {
        Object.assign(success[0], replaceJson(success[0], type));
      } else {
        this.ctx.report('SVC011', `responseSchema given but the operation has no 2xx response`, v.site, ['responseSchema']);
      }
    }
    if (v.serialize) op.serialize = v.serialize;
    if (v.bodyFlags) op.bodyFlags = v.bodyFlags;
    if (v.provenance !== undefined) op.provenance = v.provenance;
    if (v.stateKind) op.stateKind = v.stateKind;
    return reorder(op);
  }

  private readParameters(raw: unknown, site: Site): LocatedParameter[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.ctx.report('SVC015', 'parameters must be an array', site);
      return [];
    }
    const out: LocatedParameter[] = [];
    raw.forEach((entry, i) => {
      const t = this.ctx.refs.deref(entry, this.ctx.child(site, i));
      if (!t) return;
      const p = t.value;
      if (isObject(p) && p.in === 'querystring') {
        this.ctx.report('SVC007', 'a parameter `in: querystring` (OpenAPI 3.2: the whole query string as one value) is not supported yet', t, ['in']);
        return;
      }
      if (!isObject(p) || typeof p.name !== 'string' || !PARAMETER_LOCATIONS.has(p.in as string)) {
        this.ctx.report('SVC015', 'a parameter needs a `name` and `in` (path, query, header or cookie)', t);
        return;
      }
      const where = p.in as ParameterNode['in'];
      // OpenAPI: a header parameter named Accept, Content-Type or Authorization "SHALL be ignored" (the media types
      // and security schemes say those). Kept, a server would demand it and the client never sends it.
      if (where === 'header' && IGNORED_HEADERS.has(p.name.toLowerCase())) return;
      if (where === 'path' && p.required !== true) {
        this.ctx.report('SVC015', `path parameter '${p.name}' must have required: true`, t, ['required'], 'warning');
      }
      const style = typeof p.style === 'string' ? p.style : where === 'query' || where === 'cookie' ? 'form' : 'simple';
      const node: ParameterNode = {
        name: p.name,
        in: where,
        required: where === 'path' ? true : p.required === true,
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        deprecated: p.deprecated === true,
        type: this.parameterType(p, t),
        style,
        explode: typeof p.explode === 'boolean' ? p.explode : style === 'form',
      };
      const provenance = readProvenance(this.ctx, p, t);
      if (provenance !== undefined) node.provenance = provenance;
      if (readIdempotencyKey(this.ctx, p, t)) node.idempotencyKey = true;
      out.push({ node, site: t });
    });
    return out;
  }

  /** Type of a parameter or header: its `schema`, or the schema of its single `content` entry. */
  private parameterType(p: Record<string, unknown>, site: Site): TypeNode {
    if (p.schema !== undefined) return this.schemas.convert(p.schema, this.ctx.child(site, 'schema'));
    if (isObject(p.content)) {
      const [mediaType] = Object.keys(p.content).sort();
      const media = mediaType === undefined ? undefined : p.content[mediaType];
      if (isObject(media) && media.schema !== undefined) {
        return this.schemas.convert(media.schema, this.ctx.child(site, 'content', mediaType, 'schema'));
      }
    }
    return { kind: 'unknown' };
  }

  private checkPathParameters(path: string, params: LocatedParameter[], site: Site, pathSite?: Site): void {
    const placeholders = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
    const declared = new Set(params.filter((p) => p.node.in === 'path').map((p) => p.node.name));
    // The path's own line (in the root document) is the other half of the mismatch: shown beside the problem.
    const pathLine = pathSite?.doc.locate(pathSite.pointer);
    const report = (message: string, at: Site) => {
      const d = diagnostic('SVC013', message, at.doc.locate(at.pointer));
      if (pathLine && (d.location.file !== pathLine.file || d.location.line !== pathLine.line)) d.related = [{ message: `the path '${path}' is declared here`, location: pathLine }];
      this.ctx.diagnostics.push(d);
    };
    for (const name of placeholders) {
      if (!declared.has(name)) report(`path '${path}' has {${name}} but no path parameter '${name}'`, site);
    }
    for (const p of params) {
      if (p.node.in === 'path' && !placeholders.has(p.node.name)) report(`path parameter '${p.node.name}' has no {${p.node.name}} in '${path}'`, p.site);
    }
  }

  private readRequestBody(raw: unknown, site: Site, operationName: string | undefined): RequestBodyNode | undefined {
    const t = this.ctx.refs.deref(raw, site);
    if (!t) return undefined;
    if (!isObject(t.value)) {
      this.ctx.report('SVC015', 'requestBody must be an object', t);
      return undefined;
    }
    if (operationName !== undefined && isObject(t.value.content)) this.nameInlineBodySchemas(t.value.content, this.ctx.child(t, 'content'), operationName);
    const body: RequestBodyNode = { required: t.value.required === true, contents: this.readContents(t.value.content, t) };
    if (typeof t.value.description === 'string') body.description = t.value.description;
    return body;
  }

  /**
   * Gives each inline schema of a request body that the server decodes (JSON, or a media range such as `*\/*`,
   * which a JSON body matches) a named type, `<Operation>Body` (the next free number when taken), so it gets
   * validators like any component schema: servers refuse a body the definition does not describe, named or not.
   * A schema shared through a `requestBodies` component is one type, named after its first operation.
   */
  private nameInlineBodySchemas(content: Record<string, unknown>, site: Site, operationName: string): void {
    for (const mediaType of Object.keys(content).sort()) {
      const media = content[mediaType];
      if (!isObject(media) || !isObject(media.schema) || isRef(media.schema) || !isDecodedBody(mediaType, media.schema)) continue;
      const at = this.ctx.child(site, mediaType, 'schema');
      const key = targetKey(at.doc, at.pointer);
      if (this.ctx.nameOf(key) !== undefined) continue;
      const name = this.ctx.uniqueName(toTypeName(`${operationName} Body`));
      this.ctx.register({ name, originalName: name, target: { ...at, key, value: media.schema }, source: at.doc.locate(at.pointer) });
    }
  }

  /** `content` map -> one entry per media type, sorted. */
  private readContents(content: unknown, owner: Site): MediaContentNode[] {
    if (content === undefined) return [];
    const site = this.ctx.child(owner, 'content');
    if (!isObject(content)) {
      this.ctx.report('SVC015', 'content must be an object of media types', site);
      return [];
    }
    return Object.keys(content)
      .sort()
      .map((mediaType) => {
        const media = content[mediaType];
        let type: TypeNode;
        if (isObject(media) && media.itemSchema !== undefined) {
          // OpenAPI 3.2 sequential media (text/event-stream, application/jsonl ...): a stream of items, not carried
          // yet (issue 23, class 19), so the body is what the media type says without it.
          this.ctx.report('SVC007', `itemSchema (OpenAPI 3.2 sequential media) is not supported yet; the ${mediaType} body is not typed by it`, this.ctx.child(site, mediaType), ['itemSchema'], 'warning');
        }
        const schemaSite = this.ctx.child(site, mediaType, 'schema');
        // An inline request-body schema named by `nameInlineBodySchemas` is a ref to its named type.
        const named = isObject(media) && isObject(media.schema) && !isRef(media.schema) ? this.ctx.nameOf(targetKey(schemaSite.doc, schemaSite.pointer)) : undefined;
        if (named !== undefined) {
          type = { kind: 'ref', name: named };
        } else if (isObject(media) && media.schema !== undefined) {
          type = this.schemas.convert(media.schema, this.ctx.child(site, mediaType, 'schema'));
          // A string body of a binary media type is bytes, whatever its format says.
          if (isBinaryMediaType(mediaType) && type.kind === 'string' && !type.enum) {
            type = { kind: 'binary', ...(type.description ? { description: type.description } : {}) };
          }
        } else {
          type = isJsonMediaType(mediaType) ? { kind: 'unknown' } : { kind: 'binary' };
        }
        const node: MediaContentNode = { mediaType, type };
        if (isFormMediaType(mediaType) && isObject(media) && media.schema !== undefined && !this.hasMembers(media.schema)) {
          // A form is a set of named members: without them the client has nothing to encode (it would send JSON).
          this.ctx.report('SVC007', `a ${mediaType} body needs an object schema (one property per form member); this one is sent as JSON`, schemaSite, [], 'warning');
        }
        if (isFormMediaType(mediaType) && isObject(media) && media.encoding !== undefined) {
          const encoding = this.readEncoding(media.encoding, this.ctx.child(site, mediaType, 'encoding'));
          if (Object.keys(encoding).length > 0) node.encoding = encoding;
        }
        return node;
      });
  }

  /** Whether a form body's inline schema is an object: properties, `type: object`, or an allOf. */
  private hasMembers(schema: unknown): boolean {
    // A ref is not followed here (an unresolved one is reported once, where schemas are converted).
    const value = schema;
    if (isRef(value) || !isObject(value)) return true;
    return value.type === undefined || value.type === 'object' || value.properties !== undefined || value.allOf !== undefined;
  }

  /** A form body's `encoding` object: per member, its part's media type and its style/explode (sorted by name). */
  private readEncoding(raw: unknown, site: Site): { [property: string]: EncodingNode } {
    const out: { [property: string]: EncodingNode } = {};
    if (!isObject(raw)) {
      this.ctx.report('SVC015', 'encoding must be an object of property names', site);
      return out;
    }
    for (const name of Object.keys(raw).sort()) {
      const entry = raw[name];
      if (!isObject(entry)) continue;
      const node: EncodingNode = {};
      if (typeof entry.contentType === 'string') node.contentType = entry.contentType;
      if (typeof entry.style === 'string') {
        if (['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'].includes(entry.style)) node.style = entry.style;
        else this.ctx.report('SVC007', `encoding style '${entry.style}' is not supported; the member is sent with style form`, this.ctx.child(site, name, 'style'), undefined, 'warning');
      }
      if (typeof entry.explode === 'boolean') node.explode = entry.explode;
      if (entry.headers !== undefined) {
        this.ctx.report('SVC007', 'per-part headers of a multipart encoding are not sent yet', this.ctx.child(site, name, 'headers'), undefined, 'warning');
      }
      out[name] = node;
    }
    return out;
  }

  private readResponses(raw: unknown, opSite: Site): ResponseNode[] {
    const site = this.ctx.child(opSite, 'responses');
    if (!isObject(raw) || Object.keys(raw).filter((k) => !k.startsWith('x-')).length === 0) {
      this.ctx.report('SVC005', 'operation has no responses', raw === undefined ? opSite : site);
      return [];
    }
    const out: ResponseNode[] = [];
    for (const status of Object.keys(raw).filter((k) => !k.startsWith('x-')).sort(compareStatus)) {
      const at = this.ctx.child(site, status);
      if (statusRank(status) === 1000 && status !== 'default') {
        this.ctx.report('SVC015', `'${status}' is not a status code, a range like 4XX, or default`, at);
        continue;
      }
      const t = this.ctx.refs.deref(raw[status], at);
      if (!t) continue;
      if (!isObject(t.value)) {
        this.ctx.report('SVC015', 'a response must be an object', t);
        continue;
      }
      const response: ResponseNode = {
        status: /^[1-5]XX$/i.test(status) ? status.toUpperCase() : status,
        ...(typeof t.value.description === 'string' ? { description: t.value.description } : {}),
        headers: this.readHeaders(t.value.headers, this.ctx.child(t, 'headers')),
        contents: this.readContents(t.value.content, t),
      };
      out.push(response);
    }
    return out;
  }

  private readHeaders(raw: unknown, site: Site): HeaderNode[] {
    if (raw === undefined) return [];
    if (!isObject(raw)) {
      this.ctx.report('SVC015', 'headers must be an object', site);
      return [];
    }
    const out: HeaderNode[] = [];
    for (const [name, value] of Object.entries(raw)) {
      // Kept even for Content-Type (which OpenAPI says tools ignore): definitions use it to document charsets.
      const t = this.ctx.refs.deref(value, this.ctx.child(site, name));
      if (!t) continue;
      if (!isObject(t.value)) {
        this.ctx.report('SVC015', 'a header must be an object', t);
        continue;
      }
      const header: HeaderNode = {
        name,
        required: t.value.required === true,
        ...(typeof t.value.description === 'string' ? { description: t.value.description } : {}),
        type: this.parameterType(t.value, t),
      };
      // HeaderNode has no provenance of its own; the header's type carries it.
      const provenance = readProvenance(this.ctx, t.value, t);
      if (provenance !== undefined && header.type.provenance === undefined) header.type.provenance = provenance;
      out.push(header);
    }
    return out;
  }

  readSecurity(raw: unknown, site: Site): SecurityRequirementNode[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.ctx.report('SVC015', 'security must be an array of requirement objects', site);
      return [];
    }
    const out: SecurityRequirementNode[] = [];
    raw.forEach((req, i) => {
      const at = this.ctx.child(site, i);
      if (!isObject(req)) {
        this.ctx.report('SVC015', 'a security requirement must be an object', at);
        return;
      }
      const schemes: SecurityRequirementNode['schemes'] = [];
      for (const [name, scopes] of Object.entries(req)) {
        if (!this.securitySchemeNames.has(name)) {
          this.ctx.report('SVC002', `unknown security scheme '${name}'`, at, [name]);
          continue;
        }
        schemes.push({ name, scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [] });
      }
      out.push({ schemes });
    });
    return out;
  }
}

/** A JSON body, or one of a media range (`*\/*`, `application/*`) whose schema is not bytes: servers decode it. */
function isDecodedBody(mediaType: string, schema: Record<string, unknown>): boolean {
  if (isJsonMediaType(mediaType) || isFormMediaType(mediaType)) return true;
  if (!/^[a-z*]+\/\*$/i.test(mediaType.split(';')[0].trim())) return false;
  return !(schema.type === 'string' && (schema.format === 'binary' || schema.format === 'byte'));
}

/** Path-level parameters, each replaced by an operation-level one of the same name+in, then the rest. */
function mergeParameters(pathLevel: LocatedParameter[], opLevel: LocatedParameter[]): LocatedParameter[] {
  const key = (p: LocatedParameter) => `${p.node.in}\0${p.node.name}`;
  const overrides = new Map(opLevel.map((p) => [key(p), p]));
  const merged = pathLevel.map((p) => overrides.get(key(p)) ?? p);
  const used = new Set(merged.map(key));
  return [...merged, ...opLevel.filter((p) => !used.has(key(p)))];
}

/** The same body/response with its JSON media types' schema replaced (application/json added when none). */
function replaceJson<T extends { contents: MediaContentNode[] }>(holder: T, type: TypeNode): T {
  const hasJson = holder.contents.some((c) => isJsonMediaType(c.mediaType));
  const contents = hasJson
    ? holder.contents.map((c) => (isJsonMediaType(c.mediaType) ? { mediaType: c.mediaType, type: structuredClone(type) } : c))
    : [...holder.contents, { mediaType: 'application/json', type }].sort((a, b) => (a.mediaType < b.mediaType ? -1 : a.mediaType > b.mediaType ? 1 : 0));
  return { ...holder, contents };
}

const OPERATION_KEY_ORDER = ['kind', 'name', 'method', 'path', 'summary', 'description', 'deprecated', 'tags', 'selector', 'parameters', 'requestBody', 'responses', 'security', 'serialize', 'bodyFlags', 'query', 'batch', 'stateKind', 'source', 'provenance', 'extensions'];

/** Same keys in the order fresh operations have, so snapshots of variants read like the others. */
function reorder(op: HttpOperationNode): HttpOperationNode {
  const out: Record<string, unknown> = {};
  for (const key of OPERATION_KEY_ORDER) if (key in op) out[key] = (op as unknown as Record<string, unknown>)[key];
  return out as unknown as HttpOperationNode;
}
