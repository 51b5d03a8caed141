import { describe, expect, it } from 'vitest';
import {
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
  type HttpOperationDescriptor,
  type OperationDescriptor,
  type RateLimit,
} from '../../templates/operations/operation-table.ts';

const http = (name: string, method: HttpOperationDescriptor['method'], path: string, selector = {}): HttpOperationDescriptor => ({
  name,
  kind: 'http',
  method,
  path,
  selector,
  parameters: [],
  responses: { '200': { mediaTypes: ['application/json'], headers: [] } },
  security: [],
  rateLimits: [],
});

const table: { readonly [name: string]: OperationDescriptor } = {
  createThing: http('createThing', 'POST', '/things'),
  deleteThing: http('deleteThing', 'POST', '/things', { operation: 'delete' }),
  readThing: http('readThing', 'GET', '/things/{id}'),
  readPart: http('readPart', 'GET', '/things/{id}/parts/{part}'),
  ping: {
    name: 'ping',
    kind: 'soap',
    soapAction: 'urn:ping',
    soapVersion: '1.1',
    style: 'document',
    use: 'literal',
    input: { element: 'ping', namespace: 'urn:x', type: 'Ping' },
    output: { element: 'pingResponse', namespace: 'urn:x', type: 'PingResponse' },
    faults: [],
    rateLimits: [],
  },
};

describe('fillPath', () => {
  it('encodes each value', () => {
    expect(fillPath('/a/{id}/b/{name}', { id: 7, name: 'x y/z' })).toBe('/a/7/b/x%20y%2Fz');
  });
  it('names a missing parameter', () => {
    expect(() => fillPath('/a/{id}', {})).toThrow('Missing path parameter "id" for /a/{id}');
  });
});

describe('matchHttpOperation', () => {
  it.each([
    ['plain create', 'POST', '/things', {}, 'createThing', {}],
    ['selector wins over the plain variant', 'post', '/things', { operation: 'delete' }, 'deleteThing', {}],
    ['other selector values fall back', 'POST', '/things', { operation: 'other' }, 'createThing', {}],
    ['path parameters decoded', 'GET', '/things/a%20b', {}, 'readThing', { id: 'a b' }],
    ['two parameters', 'GET', '/things/1/parts/2', {}, 'readPart', { id: '1', part: '2' }],
  ])('%s', (_name, method, path, query, operation, pathParams) => {
    const match = matchHttpOperation(table, method, path, query);
    expect(match?.operation.name).toBe(operation);
    expect(match?.pathParams).toEqual(pathParams);
  });

  it.each([
    ['wrong method', 'DELETE', '/things'],
    ['empty segment', 'GET', '/things/'],
    ['unknown path', 'GET', '/other'],
  ])('no match: %s', (_name, method, path) => {
    expect(matchHttpOperation(table, method, path, {})).toBeUndefined();
  });
});

describe('rateLimitsOf', () => {
  const limits: RateLimit[] = [
    { id: 'global', limit: 10, windowSeconds: 1, keyedBy: [], appliesTo: [], environments: [] },
    { id: 'batch', limit: 30, windowSeconds: 60, keyedBy: ['realm'], appliesTo: ['batch'], environments: [] },
    { id: 'sandbox', limit: 5, windowSeconds: 1, keyedBy: [], appliesTo: [], environments: ['sandbox'] },
  ];
  it('filters by operation and environment', () => {
    expect(rateLimitsOf(limits, 'read').map((l) => l.id)).toEqual(['global', 'sandbox']);
    expect(rateLimitsOf(limits, 'batch', 'production').map((l) => l.id)).toEqual(['global', 'batch']);
    expect(rateLimitsOf(limits, 'batch', 'sandbox').map((l) => l.id)).toEqual(['global', 'batch', 'sandbox']);
  });
});
