/**
 * Which operation of a corpus document the walk sends over HTTP, and with what (issue 23's "at least one
 * operation round-trips"), chosen by one rule from the model, never by a document's names:
 * - SOAP: among the operations the binding carries, the one whose request has the fewest fields, then whose
 *   response has the fewest, then the first in definition order. Request and result are fixtures of the message
 *   types (the result is the response's single child when the client and server unwrap it).
 * - HTTP: among the inbound operations a client can call with scalar arguments (required path, query and header
 *   parameters of string, number or boolean type) and, if it needs one, a JSON body, whose success response (the
 *   first 2XX) is JSON or empty: the one whose response is of a named type, then with no body, then needing no
 *   credential, then with the fewest arguments, then the first in definition order. Body and result are fixtures
 *   of their named types, else (no fixture, or one its own validator refuses) the least valid value made here
 *   from the model; the client holds a credential for every security scheme (the server accepts any well-formed).
 * Returns the plan, or why no operation fits.
 */
import { clientPathParameters, positionalParameters } from '../../generator/facts/http.ts';
import { resultField, soapBinding, soapOperations } from '../../generator/facts/soap.ts';
import type { ApiModel, HttpOperationNode, NamedTypeNode, ObjectTypeNode, PropertyNode, TypeNode } from '../../generator/model/types.ts';
import type { RoundTripPlan } from './corpus-round-trip.ts';

const BEARER_LIKE = new Set(['http-bearer', 'oauth2', 'openid']);
const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json\b|^\*\/\*$/;
const UUID = '123e4567-e89b-12d3-a456-426614174000';

export function roundTripPlan(model: ApiModel): RoundTripPlan | string {
  const soap = soapOperations(model);
  return soap.length > 0 ? soapPlan(model) : httpPlan(model);
}

function soapPlan(model: ApiModel): RoundTripPlan | string {
  const { codecs, problems } = soapBinding(model);
  const failing = new Set(problems.map((p) => p.operation.name));
  const candidates = soapOperations(model)
    .filter((op) => !failing.has(op.name))
    .map((op, index) => ({ op, index, input: codecs.get(op.input.type), output: codecs.get(op.output.type) }))
    .filter((c) => c.input !== undefined && c.output !== undefined)
    .sort((a, b) => a.input!.fields.length - b.input!.fields.length || a.output!.fields.length - b.output!.fields.length || a.index - b.index);
  const chosen = candidates[0];
  if (chosen === undefined) return 'no SOAP operation the binding carries';
  const single = resultField(chosen.output!);
  // node-soap's object convention differs from ours: attributes under `attributes`, a wrapped list under its item
  // name. The shapes of the request's codecs say which members are which.
  const shapes: NonNullable<RoundTripPlan['nodeSoapShapes']> = {};
  const visit = (key: string): void => {
    const codec = codecs.get(key);
    if (codec === undefined || shapes[key] !== undefined) return;
    const shape = { attributes: [] as string[], wrapped: {} as { [key: string]: string }, children: {} as { [key: string]: string } };
    shapes[key] = shape;
    for (const field of codec.fields) {
      if (field.kind === 'attribute') shape.attributes.push(field.key);
      if (field.kind === 'array' || field.kind === 'element-array') shape.wrapped[field.key] = field.itemName;
      if (field.kind === 'element' || field.kind === 'element-array' || field.kind === 'repeated-element') {
        shape.children[field.key] = field.codec;
        visit(field.codec);
      }
    }
  };
  visit(chosen.op.input.type);
  return {
    kind: 'soap',
    operation: chosen.op.name,
    requestFixture: chosen.op.input.type,
    nodeSoapShapes: shapes,
    result: { fixture: chosen.op.output.type, ...(single !== undefined ? { member: single.key } : {}) },
  };
}

function httpPlan(model: ApiModel): RoundTripPlan | string {
  const types = new Map<string, NamedTypeNode>(model.types.map((t) => [t.name, t]));
  const resolve = (type: TypeNode): TypeNode => {
    for (let depth = 0; type.kind === 'ref' && depth < 20; depth++) {
      const named = types.get(type.name);
      if (named === undefined) break;
      type = named.type;
    }
    return type;
  };
  const held = clientPathParameters(model);
  const operations = model.services.flatMap((s) => s.operations).filter((o): o is HttpOperationNode => o.kind === 'http' && o.direction !== 'outbound');
  const candidates: (RoundTripPlan & { index: number; weight: number[] })[] = [];
  operations.forEach((op, index) => {
    if (op.parameters.some((p) => held.some((h) => h.name === p.name && h.in === p.in))) return;
    const args: unknown[] = [];
    for (const p of positionalParameters(op, model, held)) {
      const value = scalarValue(resolve(p.type));
      if (value === undefined) return;
      args.push(value);
    }
    // A required body: JSON only (forms and multipart are class 5's), a fixture of its named type or a minimal value.
    let body: RoundTripPlan['body'];
    if (op.requestBody?.required === true) {
      const json = op.requestBody.contents.find((c) => JSON_MEDIA.test(c.mediaType) && c.mediaType !== '*/*');
      if (json === undefined) return;
      const value = minimalValue(json.type, resolve, 'write');
      if (value === undefined) return;
      body = { value, ...(json.type.kind === 'ref' ? { fixture: json.type.name } : {}) };
    }
    const success = op.responses.find((r) => /^2/.test(r.status));
    if (success === undefined) return;
    const json = success.contents.find((c) => JSON_MEDIA.test(c.mediaType));
    let result: RoundTripPlan['result'];
    if (json === undefined) {
      if (success.contents.length > 0) return; // a body that is not JSON
      result = { empty: true };
    } else {
      const declared = json.type;
      const resolved = resolve(declared);
      const member = resolved.kind === 'object' ? resolved.resultProperty : undefined;
      const value = minimalValue(declared, resolve, 'read');
      if (value === undefined) return;
      const minimal = member === undefined ? value : (value as { [key: string]: unknown })[member];
      result = declared.kind === 'ref' ? { fixture: declared.name, value: minimal, ...(member !== undefined ? { member } : {}) } : { value: minimal };
    }
    candidates.push({
      kind: 'http',
      operation: op.name,
      args,
      ...(body !== undefined ? { body } : {}),
      result,
      index,
      // A named result first (its fixture is richer), then no body, then no credential, then fewest arguments.
      weight: [result.fixture === undefined ? 1 : 0, body === undefined ? 0 : 1, op.security.length === 0 || op.security.some((r) => r.schemes.length === 0) ? 0 : 1, args.length, index],
    });
  });
  candidates.sort((a, b) => {
    for (let i = 0; i < a.weight.length; i++) if (a.weight[i] !== b.weight[i]) return a.weight[i] - b.weight[i];
    return 0;
  });
  const chosen = candidates[0];
  if (chosen === undefined) return 'no operation takes scalar arguments and a JSON body (if any) and answers JSON or nothing';
  const { index: _index, weight: _weight, ...plan } = chosen;
  // Every scheme's credential: the server accepts any well-formed one (no `authenticate` given).
  plan.credentials = Object.fromEntries(
    model.securitySchemes.filter((s) => !BEARER_LIKE.has(s.kind)).map((s) => [s.name, s.kind === 'http-basic' ? { username: 'corpus', password: 'secret' } : 'corpus-credential']),
  );
  return plan;
}

/**
 * The least value of a type that its validator accepts, or undefined when none can be made here (a pattern
 * without an example, binary): required members only, empty arrays, the first variant, enums' first value.
 * `access`: `read` leaves out write-only members, `write` read-only ones.
 */
function minimalValue(type: TypeNode, resolve: (type: TypeNode) => TypeNode, access: 'read' | 'write', depth = 0): unknown {
  if (depth > 12) return undefined;
  const given = type.default ?? type.examples?.[0];
  if (type.kind === 'ref') return minimalValue(resolve(type), resolve, access, depth + 1);
  switch (type.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return scalarValue(type);
    case 'null':
      return null;
    case 'literal':
      return type.value;
    case 'unknown':
      return given ?? {};
    case 'binary':
      return undefined;
    case 'array': {
      const count = type.minItems ?? 0;
      if (count === 0) return [];
      const item = minimalValue(type.items, resolve, access, depth + 1);
      return item === undefined ? undefined : Array.from({ length: count }, () => item);
    }
    case 'object': {
      const out: { [key: string]: unknown } = {};
      for (const p of type.properties) {
        if (!p.required || p.access === (access === 'read' ? 'write' : 'read')) continue;
        const value = minimalValue(p.type, resolve, access, depth + 1);
        if (value === undefined) return undefined;
        out[p.name] = value;
      }
      return out;
    }
    case 'union': {
      for (const variant of type.variants) {
        const value = minimalValue(variant, resolve, access, depth + 1);
        if (value !== undefined) {
          const d = type.discriminator;
          if (d !== undefined && value !== null && typeof value === 'object' && variant.kind === 'ref') {
            const tag = d.mapping.find((m) => m.type === variant.name)?.value ?? variant.name;
            return { ...value, [d.property]: tag };
          }
          return value;
        }
      }
      return undefined;
    }
    case 'intersection': {
      // allOf of objects: one object of all their properties, each typed by the first member that types it
      // (`{ required: [total] }` beside a ref names `total` without a type) and required if any member requires it.
      const members = type.members.map((m) => resolve(m));
      if (members.every((m) => m.kind === 'object')) {
        const merged = new Map<string, PropertyNode>();
        for (const m of members as ObjectTypeNode[]) {
          for (const p of m.properties) {
            const seen = merged.get(p.name);
            if (seen === undefined) merged.set(p.name, { ...p });
            else merged.set(p.name, { ...(seen.type.kind === 'unknown' ? p : seen), required: seen.required || p.required });
          }
        }
        return minimalValue({ kind: 'object', properties: [...merged.values()], additionalProperties: true }, resolve, access, depth + 1);
      }
      const parts = type.members.map((m) => minimalValue(m, resolve, access, depth + 1));
      if (parts.some((p) => p === undefined)) return undefined;
      return parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
    }
  }
  return undefined;
}

/** A value the parameter's type accepts: its enum's first, its default or example, else one made for its kind. */
function scalarValue(type: TypeNode): string | number | boolean | undefined {
  if (type.kind === 'literal' && type.value !== null) return type.value;
  const given = type.default ?? type.examples?.[0];
  if (type.kind === 'string') {
    if (type.enum !== undefined && type.enum.length > 0) return type.enum[0];
    if (typeof given === 'string') return given;
    if (type.pattern !== undefined) return undefined;
    if (type.format === 'uuid') return UUID;
    if (type.format === 'date') return '2024-01-02';
    if (type.format === 'date-time') return '2024-01-02T03:04:05Z';
    return 'a'.repeat(Math.max(1, type.minLength ?? 1));
  }
  if (type.kind === 'number') {
    if (type.enum !== undefined && type.enum.length > 0) return type.enum[0];
    if (typeof given === 'number') return given;
    if (type.minimum !== undefined) return Math.ceil(type.minimum);
    if (type.exclusiveMinimum !== undefined) return Math.floor(type.exclusiveMinimum) + 1;
    return type.multipleOf ?? 1;
  }
  if (type.kind === 'boolean') return typeof given === 'boolean' ? given : true;
  return undefined;
}
