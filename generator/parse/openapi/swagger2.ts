/**
 * Swagger 2.0 -> OpenAPI 3.0, on load, keeping every position: the converted document answers `locate` with the
 * place in the Swagger file the converted node came from, so diagnostics point into the file the user wrote.
 * (swagger2openapi, the usual converter, returns a new object with no trace of where its nodes came from.)
 *
 * What changes (the OpenAPI 3.0 specification's own "what's new" list, as swagger2openapi and Kubb convert it):
 * - `host` + `basePath` + `schemes` -> `servers` (one per scheme; https when none is given);
 * - `definitions`, `parameters`, `responses`, `securityDefinitions` -> `components.schemas`, `.parameters` (and
 *   `.requestBodies` for body parameters), `.responses`, `.securitySchemes` (basic -> http basic; oauth2 flows
 *   `application` -> clientCredentials, `accessCode` -> authorizationCode). A `$ref` to `#/definitions/...` is read
 *   as `#/components/schemas/...` (and likewise for the others), so references are left as written;
 * - a `body` parameter -> `requestBody`, one content entry per media type of `consumes` (the operation's, else the
 *   document's, else application/json); `formData` parameters -> one object schema, as multipart/form-data when
 *   `consumes` says so or a parameter is a `file`, else application/x-www-form-urlencoded;
 * - other parameters, response headers and `items`: the type keywords move into `schema`; `collectionFormat` ->
 *   `style`/`explode` (csv, ssv, pipes, multi; tsv has no equivalent: a warning);
 * - a response `schema` -> `content`, one entry per media type of `produces`; `type: file` -> binary.
 * `x-nullable` is read by the schema converter (many 3.0 documents use it too).
 */
import type { DiagnosticCode } from '../../model/diagnostics.ts';
import type { LoadedDocument } from './load.ts';
import { join, split } from './pointer.ts';

type Json = Record<string, unknown>;

export type Reporter = (code: DiagnosticCode, message: string, pointer: string, severity?: 'error' | 'warning') => void;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
/** Keywords of a 2.0 non-body parameter (and `items`, header) that describe its value: they become its schema. */
const SCHEMA_KEYS = [
  'type', 'format', 'default', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf', 'x-nullable',
];
/** Root sections whose entries move under `components`: a reference into one is read at its new place. */
const MOVED: [string, string][] = [
  ['/definitions', '/components/schemas'],
  ['/securityDefinitions', '/components/securitySchemes'],
  ['/responses', '/components/responses'],
];

const isObj = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export function isSwagger2(data: unknown): boolean {
  return isObj(data) && (data.swagger === '2.0' || data.swagger === 2);
}

export function convertSwagger2(doc: LoadedDocument, report: Reporter): LoadedDocument {
  const c = new Converter(doc.data as Json, report);
  const data = c.document();
  const origin = c.origin;
  const bodies = c.bodyParameters;
  return {
    path: doc.path,
    file: doc.file,
    data,
    locate: (pointer) => ({ ...doc.locate(originOf(origin, pointer)), pointer }),
    alias: (pointer) => {
      for (const [from, to] of MOVED) if (pointer === from || pointer.startsWith(`${from}/`)) return to + pointer.slice(from.length);
      if (pointer.startsWith('/parameters/')) {
        const name = split(pointer)[1];
        const rest = pointer.slice(join('/parameters', name).length);
        return bodies.has(name) ? join('/components/requestBodies', name) + rest : join('/components/parameters', name) + rest;
      }
      return undefined;
    },
  };
}

/** The original pointer of a converted one: its longest recorded prefix, mapped, plus the rest as written. */
function originOf(origin: ReadonlyMap<string, string>, pointer: string): string {
  const segments = split(pointer);
  for (let i = segments.length; i >= 0; i--) {
    const prefix = join('', ...segments.slice(0, i));
    const from = origin.get(prefix);
    if (from !== undefined) return join(from, ...segments.slice(i));
  }
  return pointer;
}

class Converter {
  /** Converted pointer -> the original pointer it was made from (only where they differ). */
  readonly origin = new Map<string, string>();
  /** Names of the root `parameters` that are body parameters (they become request bodies). */
  readonly bodyParameters = new Set<string>();
  private readonly consumes: string[];
  private readonly produces: string[];

  constructor(
    private readonly root: Json,
    private readonly report: Reporter,
  ) {
    this.consumes = mediaTypes(root.consumes) ?? ['application/json'];
    this.produces = mediaTypes(root.produces) ?? ['application/json'];
  }

  document(): Json {
    const r = this.root;
    const out: Json = { openapi: '3.0.3' };
    this.origin.set('/openapi', '/swagger');
    for (const [key, value] of Object.entries(r)) {
      if (key === 'info' || key === 'tags' || key === 'externalDocs' || key === 'security' || key.startsWith('x-')) out[key] = value;
    }
    out.servers = this.servers();
    out.paths = this.paths();
    const components: Json = {};
    if (isObj(r.definitions)) {
      components.schemas = r.definitions;
      this.origin.set('/components/schemas', '/definitions');
    }
    if (isObj(r.parameters)) this.globalParameters(r.parameters, components);
    if (isObj(r.responses)) {
      const responses: Json = {};
      for (const [name, response] of Object.entries(r.responses)) {
        responses[name] = this.response(response, join('/responses', name), join('/components/responses', name), this.produces);
      }
      components.responses = responses;
    }
    if (isObj(r.securityDefinitions)) components.securitySchemes = this.securitySchemes(r.securityDefinitions);
    if (Object.keys(components).length > 0) out.components = components;
    return out;
  }

  private servers(): Json[] {
    const r = this.root;
    const host = typeof r.host === 'string' ? r.host : undefined;
    const basePath = typeof r.basePath === 'string' ? r.basePath : '';
    const schemes = Array.isArray(r.schemes) && r.schemes.length > 0 ? r.schemes.filter((s): s is string => typeof s === 'string') : ['https'];
    const from = host !== undefined ? '/host' : basePath !== '' ? '/basePath' : '';
    const urls = host === undefined ? [basePath || '/'] : schemes.map((s) => `${s}://${host}${basePath}`);
    return urls.map((url, i) => {
      this.origin.set(join('/servers', i), from);
      return { url };
    });
  }

  private paths(): Json {
    const out: Json = {};
    if (!isObj(this.root.paths)) return out;
    for (const [path, item] of Object.entries(this.root.paths)) {
      const at = join('/paths', path);
      if (!isObj(item) || '$ref' in item || path.startsWith('x-')) {
        out[path] = item;
        continue;
      }
      const converted: Json = {};
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      const kept = this.parameterList(shared, join(at, 'parameters'), join(at, 'parameters'));
      if (kept.length > 0) converted.parameters = kept;
      for (const [key, value] of Object.entries(item)) {
        if (METHODS.includes(key) && isObj(value)) converted[key] = this.operation(value, join(at, key), shared, join(at, 'parameters'));
        else if (key !== 'parameters') converted[key] = value;
      }
      out[path] = converted;
    }
    return out;
  }

  private operation(op: Json, at: string, shared: unknown[], sharedAt: string): Json {
    const out: Json = {};
    for (const [key, value] of Object.entries(op)) {
      if (!['parameters', 'responses', 'consumes', 'produces', 'schemes'].includes(key)) out[key] = value;
    }
    const consumes = mediaTypes(op.consumes) ?? this.consumes;
    const produces = mediaTypes(op.produces) ?? this.produces;
    const own = Array.isArray(op.parameters) ? op.parameters : [];
    const params = this.parameterList(own, join(at, 'parameters'), join(at, 'parameters'));
    if (params.length > 0) out.parameters = params;
    // Body and form parameters of the path item apply to each of its operations; the operation's own win.
    const located = [
      ...shared.map((p, i) => ({ p, at: join(sharedAt, i) })),
      ...own.map((p, i) => ({ p, at: join(at, 'parameters', i) })),
    ].map(({ p, at: where }) => ({ ...this.deref(p, where), ref: p }));
    const byKey = new Map<string, (typeof located)[number]>();
    for (const entry of located) if (entry.value) byKey.set(`${String(entry.value.in)}\0${String(entry.value.name)}`, entry);
    const body = [...byKey.values()].find((e) => e.value?.in === 'body');
    const form = [...byKey.values()].filter((e) => e.value?.in === 'formData');
    const bodyAt = join(at, 'requestBody');
    if (body && isRefTo(body.ref, '#/parameters/')) {
      out.requestBody = { $ref: join('#/components/requestBodies', split((body.ref as { $ref: string }).$ref.slice(1))[1]) };
      this.origin.set(bodyAt, body.at);
    } else if (body) {
      out.requestBody = this.requestBody(body.value!, body.at, bodyAt, consumes);
    } else if (form.length > 0) {
      out.requestBody = this.formBody(form, bodyAt, consumes);
    }
    out.responses = this.responses(op.responses, join(at, 'responses'), produces);
    return out;
  }

  /** A parameter as written, or the root parameter a local `$ref` names. */
  private deref(p: unknown, at: string): { value?: Json; at: string } {
    if (isRefTo(p, '#/parameters/')) {
      const name = split((p as { $ref: string }).$ref.slice(1))[1];
      const target = isObj(this.root.parameters) ? this.root.parameters[name] : undefined;
      return isObj(target) ? { value: target, at: join('/parameters', name) } : { at };
    }
    return isObj(p) && !('$ref' in p) ? { value: p, at } : { at };
  }

  /** Non-body, non-form parameters converted (refs rewritten to components); body and form ones left out. */
  private parameterList(list: unknown[], from: string, to: string): unknown[] {
    const out: unknown[] = [];
    list.forEach((p, i) => {
      const { value } = this.deref(p, join(from, i));
      if (value && (value.in === 'body' || value.in === 'formData')) return;
      const index = out.length;
      this.origin.set(join(to, index), join(from, i));
      if (isRefTo(p, '#/parameters/')) out.push({ $ref: `#/components/parameters/${(p as { $ref: string }).$ref.slice('#/parameters/'.length)}` });
      else out.push(isObj(p) && !('$ref' in p) ? this.parameter(p, join(from, i)) : p);
    });
    return out;
  }

  private parameter(p: Json, at: string): Json {
    const out: Json = {};
    for (const key of ['name', 'in', 'description', 'required', 'deprecated', 'allowEmptyValue']) if (key in p) out[key] = p[key];
    for (const [key, value] of Object.entries(p)) if (key.startsWith('x-') && key !== 'x-nullable') out[key] = value;
    out.schema = this.valueSchema(p, at);
    this.origin.set(join(at, 'schema'), at);
    const style = this.style(p, at);
    if (style) Object.assign(out, style);
    return out;
  }

  /** The schema of a 2.0 parameter, header or `items` object: its type keywords, `items` converted alike. */
  private valueSchema(p: Json, at: string): Json {
    if (p.type === 'file') return { type: 'string', format: 'binary' };
    const schema: Json = {};
    for (const key of SCHEMA_KEYS) if (key in p) schema[key] = p[key];
    if (isObj(p.items)) schema.items = this.valueSchema(p.items, join(at, 'items'));
    return schema;
  }

  private style(p: Json, at: string): Json | undefined {
    if (p.type !== 'array') return undefined;
    const format = typeof p.collectionFormat === 'string' ? p.collectionFormat : 'csv';
    const inQuery = p.in === 'query' || p.in === 'formData';
    switch (format) {
      case 'csv':
        return inQuery ? { style: 'form', explode: false } : { style: 'simple' };
      case 'multi':
        return { style: 'form', explode: true };
      case 'ssv':
        return { style: 'spaceDelimited', explode: false };
      case 'pipes':
        return { style: 'pipeDelimited', explode: false };
      default:
        this.report('SVC007', `collectionFormat '${format}' has no OpenAPI 3 equivalent; the values are sent comma-separated`, join(at, 'collectionFormat'), 'warning');
        return inQuery ? { style: 'form', explode: false } : { style: 'simple' };
    }
  }

  private requestBody(p: Json, from: string, to: string, consumes: string[]): Json {
    this.origin.set(to, from);
    const content: Json = {};
    for (const mt of consumes) {
      content[mt] = { schema: p.schema ?? {} };
      this.origin.set(join(to, 'content', mt, 'schema'), join(from, 'schema'));
    }
    const out: Json = { content };
    if (p.required === true) out.required = true;
    if (typeof p.description === 'string') out.description = p.description;
    return out;
  }

  private formBody(params: { value?: Json; at: string }[], to: string, consumes: string[]): Json {
    this.origin.set(to, params[0].at);
    const multipart = consumes.includes('multipart/form-data') || params.some((e) => e.value?.type === 'file');
    const mt = multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    const schemaAt = join(to, 'content', mt, 'schema');
    const properties: Json = {};
    const required: string[] = [];
    for (const { value, at } of params) {
      const name = String(value!.name);
      const schema = this.valueSchema(value!, at);
      if (typeof value!.description === 'string') schema.description = value!.description;
      properties[name] = schema;
      this.origin.set(join(schemaAt, 'properties', name), at);
      if (value!.required === true) required.push(name);
    }
    const schema: Json = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    return { content: { [mt]: { schema } }, ...(required.length > 0 ? { required: true } : {}) };
  }

  private responses(raw: unknown, at: string, produces: string[]): unknown {
    if (!isObj(raw)) return raw;
    const out: Json = {};
    for (const [status, response] of Object.entries(raw)) out[status] = this.response(response, join(at, status), join(at, status), produces);
    return out;
  }

  private response(r: unknown, from: string, to: string, produces: string[]): unknown {
    if (!isObj(r) || '$ref' in r) return r;
    this.origin.set(to, from);
    const out: Json = {};
    for (const [key, value] of Object.entries(r)) if (key === 'description' || key.startsWith('x-')) out[key] = value;
    if (isObj(r.headers)) {
      const headers: Json = {};
      for (const [name, h] of Object.entries(r.headers)) {
        if (!isObj(h)) continue;
        const hAt = join(from, 'headers', name);
        headers[name] = { ...(typeof h.description === 'string' ? { description: h.description } : {}), schema: this.valueSchema(h, hAt) };
        this.origin.set(join(to, 'headers', name, 'schema'), hAt);
      }
      out.headers = headers;
    }
    if (r.schema !== undefined) {
      const schema = isObj(r.schema) && r.schema.type === 'file' ? { type: 'string', format: 'binary' } : r.schema;
      const content: Json = {};
      for (const mt of produces) {
        content[mt] = { schema };
        this.origin.set(join(to, 'content', mt, 'schema'), join(from, 'schema'));
      }
      out.content = content;
    }
    return out;
  }

  private globalParameters(raw: Json, components: Json): void {
    const parameters: Json = {};
    const bodies: Json = {};
    for (const [name, p] of Object.entries(raw)) {
      const at = join('/parameters', name);
      if (!isObj(p)) continue;
      if (p.in === 'body') {
        this.bodyParameters.add(name);
        bodies[name] = this.requestBody(p, at, join('/components/requestBodies', name), this.consumes);
      } else if (p.in !== 'formData') {
        this.origin.set(join('/components/parameters', name), at);
        parameters[name] = this.parameter(p, at);
      }
    }
    if (Object.keys(parameters).length > 0) components.parameters = parameters;
    if (Object.keys(bodies).length > 0) components.requestBodies = bodies;
  }

  private securitySchemes(raw: Json): Json {
    const out: Json = {};
    const flows: Record<string, string> = { implicit: 'implicit', password: 'password', application: 'clientCredentials', accessCode: 'authorizationCode' };
    for (const [name, s] of Object.entries(raw)) {
      const at = join('/securityDefinitions', name);
      this.origin.set(join('/components/securitySchemes', name), at);
      if (!isObj(s)) continue;
      const description = typeof s.description === 'string' ? { description: s.description } : {};
      if (s.type === 'basic') out[name] = { type: 'http', scheme: 'basic', ...description };
      else if (s.type === 'apiKey') out[name] = { type: 'apiKey', in: s.in, name: s.name, ...description };
      else if (s.type === 'oauth2') {
        const kind = flows[String(s.flow)];
        if (kind === undefined) {
          this.report('SVC015', `oauth2 flow '${String(s.flow)}' must be implicit, password, application or accessCode`, join(at, 'flow'));
          continue;
        }
        const flow: Json = { scopes: isObj(s.scopes) ? s.scopes : {} };
        if (s.authorizationUrl !== undefined) flow.authorizationUrl = s.authorizationUrl;
        if (s.tokenUrl !== undefined) flow.tokenUrl = s.tokenUrl;
        this.origin.set(join('/components/securitySchemes', name, 'flows', kind), at);
        out[name] = { type: 'oauth2', flows: { [kind]: flow }, ...description };
      } else out[name] = s;
    }
    return out;
  }
}

function mediaTypes(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

function isRefTo(value: unknown, prefix: string): boolean {
  return isObj(value) && typeof value.$ref === 'string' && value.$ref.startsWith(prefix);
}
