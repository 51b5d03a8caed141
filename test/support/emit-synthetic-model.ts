/**
 * A large synthetic model (hundreds of schemas, refs between them, read-only fields, unions, one operation
 * per schema) for timing the emitters the way a big real spec would load them.
 */
import type { ApiModel, HttpOperationNode, NamedTypeNode, TypeNode } from '../../generator/model/types.ts';

const here = { file: 'synthetic.yaml', line: 1, column: 1, pointer: '' };

export function syntheticModel(schemaCount: number): ApiModel {
  const name = (i: number): string => `Schema${String(i).padStart(4, '0')}`;
  const types: NamedTypeNode[] = [];
  for (let i = 0; i < schemaCount; i++) {
    const ref = (j: number): TypeNode => ({
      kind: 'ref',
      name: name(j % schemaCount),
    });
    const type: TypeNode =
      i % 10 === 9
        ? { kind: 'union', mode: 'oneOf', variants: [ref(i + 1), ref(i + 2)] }
        : {
            kind: 'object',
            description: `Schema number ${i}.`,
            additionalProperties: i % 7 === 0 ? { kind: 'string' } : false,
            properties: [
              {
                name: 'id',
                required: true,
                access: i % 3 === 0 ? 'read' : undefined,
                type: { kind: 'string', format: 'uuid' },
              },
              {
                name: 'label',
                required: false,
                description: 'A label.',
                type: { kind: 'string', maxLength: 80, nullable: true },
              },
              {
                name: 'count',
                required: true,
                type: { kind: 'number', integer: true, minimum: 0 },
              },
              {
                name: 'status',
                required: false,
                type: {
                  kind: 'string',
                  enum: ['active', 'inactive', 'archived'],
                },
              },
              { name: 'next', required: false, type: ref(i + 1) },
              {
                name: 'items',
                required: false,
                type: { kind: 'array', items: ref(i * 7 + 3) },
              },
              {
                name: 'meta',
                required: false,
                type: {
                  kind: 'object',
                  additionalProperties: false,
                  properties: [
                    {
                      name: 'created',
                      required: true,
                      access: 'read',
                      type: { kind: 'string', format: 'date-time' },
                    },
                    { name: 'note', required: false, type: { kind: 'string' } },
                  ],
                },
              },
            ],
          };
    types.push({
      name: name(i),
      originalName: name(i),
      type,
      recursive: false,
      hasAccessScoped: false,
      inRequest: false,
      source: here,
    });
  }
  const operations: HttpOperationNode[] = types.map((t, i) => ({
    kind: 'http',
    name: `operation${i}`,
    method: i % 2 === 0 ? 'get' : 'post',
    path: `/things${i}/{id}`,
    selector: {},
    deprecated: false,
    tags: [],
    source: here,
    extensions: {},
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        deprecated: false,
        type: { kind: 'string' },
      },
    ],
    requestBody:
      i % 2 === 0
        ? undefined
        : {
            required: true,
            contents: [
              {
                mediaType: 'application/json',
                type: { kind: 'ref', name: t.name },
              },
            ],
          },
    responses: [
      {
        status: '200',
        headers: [],
        contents: [
          {
            mediaType: 'application/json',
            type: { kind: 'ref', name: t.name },
          },
        ],
      },
      {
        status: 'default',
        headers: [],
        contents: [{ mediaType: 'application/json', type: { kind: 'unknown' } }],
      },
    ],
    security: [],
  }));
  return {
    name: 'synthetic',
    title: 'Synthetic',
    version: '1.0.0',
    source: here,
    services: [
      {
        name: 'Synthetic',
        endpoints: [{ url: 'https://example.test' }],
        operations,
      },
    ],
    types,
    securitySchemes: [],
    rateLimits: [],
    rateLimitKeys: [],
    extensions: {},
  };
}
