/** Document-level parts: version check, components registration, security schemes, servers, package name. */
import path from 'node:path';
import type { EndpointNode, SecuritySchemeNode } from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { chosenPackageName, derivedPackageName, type PackageNaming } from '../package-name.ts';
import { toSlug, toTypeName } from './names.ts';
import { isRef, targetKey } from './refs.ts';
import type { Site } from './refs.ts';
import { isObject } from './schema.ts';
import { readSchemeDetails } from './security.ts';

/**
 * True for OpenAPI 3.0.x / 3.1.x / 3.2.x (Swagger 2.0 is converted to 3.0 on load); reports SVC009 otherwise. A 3.2
 * document is read as 3.1 is; what 3.2 adds is reported where it is met until it is carried (issue 23, class 19):
 * `$self` here, the `query` method and `additionalOperations` and `in: querystring` with the operations,
 * `itemSchema` with the bodies.
 */
export function checkVersion(ctx: ParseContext, root: unknown, site: Site): root is Record<string, unknown> {
  if (!isObject(root)) {
    ctx.report('SVC009', 'the document is not an OpenAPI object', site);
    return false;
  }
  const version = root.openapi;
  if (typeof version === 'string' && /^3\.[012](\.[0-9]+)?(-.*)?$/.test(version)) {
    if (typeof root.$self === 'string') {
      ctx.report('SVC007', "`$self` is not used: references resolve against the file's own location", site, ['$self'], 'warning');
    }
    return true;
  }
  if (root.swaggerVersion !== undefined) {
    ctx.report('SVC009', `Swagger ${String(root.swaggerVersion)} is not supported (Swagger 2.0 and OpenAPI 3.0/3.1/3.2 are)`, site);
  } else if (root.swagger !== undefined) {
    ctx.report('SVC009', `Swagger ${String(root.swagger)} is not supported (Swagger 2.0 and OpenAPI 3.0/3.1/3.2 are)`, site, ['swagger']);
  } else if (version !== undefined) {
    ctx.report('SVC009', `OpenAPI version '${String(version)}' is not supported (3.0.x, 3.1.x or 3.2.x)`, site, ['openapi']);
  } else {
    ctx.report('SVC009', 'the document has no `openapi: 3.x` field', site);
  }
  return false;
}

/**
 * Reserves a type name for every `components.schemas` entry of the root document and queues it. Entries
 * defined in place claim their own pointer first; `$ref` entries then claim their final target, or become an
 * alias of whichever entry already claimed it.
 */
export function registerComponentSchemas(ctx: ParseContext, components: Record<string, unknown>, site: Site): void {
  const schemas = components.schemas;
  if (schemas === undefined) return;
  const schemasSite = ctx.child(site, 'schemas');
  if (!isObject(schemas)) {
    ctx.report('SVC015', 'components.schemas must be an object', schemasSite);
    return;
  }
  const entries = Object.entries(schemas).map(([key, value]) => ({ key, value, name: toTypeName(key), site: ctx.child(schemasSite, key) }));
  disambiguate(ctx, entries);
  for (const e of entries) {
    if (isRef(e.value)) continue;
    const target = { ...e.site, key: targetKey(e.site.doc, e.site.pointer), value: e.value };
    ctx.register({ name: e.name, originalName: e.key, target, source: e.site.doc.locate(e.site.pointer) });
  }
  for (const e of entries) {
    if (!isRef(e.value)) continue;
    const target = ctx.refs.resolve(e.value.$ref, e.site);
    if (!target) continue;
    const source = e.site.doc.locate(e.site.pointer);
    const existing = ctx.nameOf(target.key);
    ctx.register({ name: e.name, originalName: e.key, target, source, ...(existing ? { aliasOf: existing } : {}) });
  }
}

/**
 * Schema keys that become one type name (`User` and `user`, `line_item` and `line-item`): the key written exactly
 * as the name keeps it, else the first in definition order; each other gets the first free `<name>2`, `<name>3`
 * ... in definition order, reported as a warning at its key. The same document always gives the same names.
 */
function disambiguate(ctx: ParseContext, entries: { key: string; name: string; site: Site }[]): void {
  const owner = new Map<string, string>();
  for (const e of entries) if (e.name === e.key && !owner.has(e.name)) owner.set(e.name, e.key);
  for (const e of entries) if (!owner.has(e.name)) owner.set(e.name, e.key);
  const taken = new Set(entries.map((e) => e.name));
  for (const e of entries) {
    const base = e.name;
    const kept = owner.get(base)!;
    if (kept === e.key) continue;
    let n = 2;
    while (taken.has(`${base}${n}`)) n++;
    e.name = `${base}${n}`;
    taken.add(e.name);
    ctx.diagnostics.push(
      diagnostic('SVC010', `schema '${e.key}' and schema '${kept}' both become the type name '${base}': '${e.key}' is named '${e.name}'`, e.site.doc.locate(e.site.pointer), {
        severity: 'warning',
        hint: 'Rename one of the schemas to choose the names yourself.',
      }),
    );
  }
}

export function readSecuritySchemes(ctx: ParseContext, components: Record<string, unknown>, site: Site): SecuritySchemeNode[] {
  const raw = components.securitySchemes;
  if (raw === undefined) return [];
  const at = ctx.child(site, 'securitySchemes');
  if (!isObject(raw)) {
    ctx.report('SVC015', 'components.securitySchemes must be an object', at);
    return [];
  }
  const out: SecuritySchemeNode[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const t = ctx.refs.deref(value, ctx.child(at, name));
    if (!t) continue;
    const s = t.value;
    if (!isObject(s) || typeof s.type !== 'string') {
      ctx.report('SVC015', `security scheme '${name}' needs a type`, t);
      continue;
    }
    const node: SecuritySchemeNode = { name, kind: 'other' };
    const scheme = typeof s.scheme === 'string' ? s.scheme.toLowerCase() : '';
    if (s.type === 'http' && scheme === 'bearer') node.kind = 'http-bearer';
    else if (s.type === 'http' && scheme === 'basic') node.kind = 'http-basic';
    else if (s.type === 'apiKey') {
      node.kind = 'api-key';
      if (s.in === 'header' || s.in === 'query' || s.in === 'cookie') node.in = s.in;
      else ctx.report('SVC015', `apiKey scheme '${name}' needs in: header, query or cookie`, t, ['in']);
      if (typeof s.name === 'string') node.paramName = s.name;
      else ctx.report('SVC015', `apiKey scheme '${name}' needs the parameter name`, t, ['name']);
    } else if (s.type === 'oauth2') node.kind = 'oauth2';
    else if (s.type === 'openIdConnect') node.kind = 'openid';
    if (typeof s.description === 'string') node.description = s.description;
    if (typeof s.bearerFormat === 'string') node.bearerFormat = s.bearerFormat;
    readSchemeDetails(ctx, node, s, t);
    out.push(node);
  }
  return out;
}

/** Servers -> endpoints; server variables are replaced by their defaults. */
export function readEndpoints(ctx: ParseContext, servers: unknown, site: Site): EndpointNode[] {
  if (servers === undefined) return [];
  if (!Array.isArray(servers)) {
    ctx.report('SVC015', 'servers must be an array', site);
    return [];
  }
  const out: EndpointNode[] = [];
  servers.forEach((s, i) => {
    const at = ctx.child(site, i);
    if (!isObject(s) || typeof s.url !== 'string') {
      ctx.report('SVC015', 'a server needs a url', at);
      return;
    }
    const variables = isObject(s.variables) ? s.variables : {};
    const url = s.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const v = variables[name];
      return isObject(v) && v.default !== undefined ? String(v.default) : whole;
    });
    const node: EndpointNode = { url };
    const svcName = s['x-svc-name'];
    if (svcName !== undefined && (typeof svcName !== 'string' || svcName === '')) {
      ctx.report('SVC011', 'x-svc-name must be a non-empty string', at, ['x-svc-name']);
    }
    if (typeof svcName === 'string' && svcName !== '') node.name = svcName;
    else if (typeof s.description === 'string' && s.description !== '') node.name = toSlug(s.description);
    if (typeof s.description === 'string') node.description = s.description;
    out.push(node);
  });
  return out;
}

/**
 * options.name ?? info.x-svc-package ?? the file's name (or its folder's, for generic names like openapi.yaml); the
 * rules are package-name.ts's. A name npm would refuse is reported where it was written (the root for `--name`).
 */
export function packageName(ctx: ParseContext, file: string, info: Record<string, unknown>, site: Site, option?: string): PackageNaming {
  const abs = path.resolve(file);
  const base = path.basename(abs).replace(/\.(ya?ml|json)$/i, '');
  const generic = ['openapi', 'index', 'api', 'spec'].includes(base.toLowerCase());
  const fromFile = derivedPackageName(generic ? path.basename(path.dirname(abs)) : base);
  const pkg = info['x-svc-package'];
  const [chosen, at, code] =
    option !== undefined
      ? [chosenPackageName(option), { doc: site.doc, pointer: '' }, 'SVC015' as const]
      : typeof pkg === 'string' && pkg !== ''
        ? [chosenPackageName(pkg), ctx.child(site, 'x-svc-package'), 'SVC011' as const]
        : [fromFile, { doc: site.doc, pointer: '' }, 'SVC015' as const];
  if (pkg !== undefined && (typeof pkg !== 'string' || pkg === '')) ctx.report('SVC011', 'x-svc-package must be a non-empty string', site, ['x-svc-package']);
  if ('naming' in chosen) return chosen.naming;
  ctx.diagnostics.push(diagnostic(code, chosen.problem, at.doc.locate(at.pointer), { hint: chosen.hint }));
  return 'naming' in fromFile ? fromFile.naming : { name: 'api' };
}

export function serviceName(title: unknown): string {
  return toTypeName(typeof title === 'string' && title !== '' ? title : 'Api');
}
