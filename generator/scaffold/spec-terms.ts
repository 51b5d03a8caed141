/**
 * The words of the specifications a definition is written in, which a scaffold never renames, even when an
 * entity is spelled like one (an entity `Item` next to the keyword `items` and the term "Path Item"): the keywords
 * of JSON Schema 2020-12 and of OpenAPI 3.0/3.1 objects, and OpenAPI's object names as prose writes them.
 */

/** Keywords of JSON Schema 2020-12 (core, applicator, validation, meta-data, format, content, unevaluated). */
export const JSON_SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  '$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs',
  'definitions', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'prefixItems', 'items',
  'contains', 'properties', 'patternProperties', 'additionalProperties', 'propertyNames', 'unevaluatedItems',
  'unevaluatedProperties', 'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum',
  'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains',
  'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'title', 'description',
  'default', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'format', 'contentEncoding', 'contentMediaType',
  'contentSchema', 'nullable', 'dependencies',
]);

/** Fields of OpenAPI 3.0/3.1 objects (beside the JSON Schema keywords a Schema Object takes). */
export const OPENAPI_KEYWORDS: ReadonlySet<string> = new Set([
  'openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags',
  'externalDocs', 'termsOfService', 'contact', 'license', 'version', 'summary', 'identifier', 'url', 'email', 'name',
  'variables', 'schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'securitySchemes',
  'links', 'callbacks', 'pathItems', 'get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace',
  'operationId', 'requestBody', 'in', 'required', 'deprecated', 'allowEmptyValue', 'style', 'explode',
  'allowReserved', 'schema', 'example', 'content', 'encoding', 'contentType', 'value', 'externalValue',
  'operationRef', 'server', 'discriminator', 'propertyName', 'mapping', 'xml', 'namespace', 'prefix', 'attribute',
  'wrapped', 'scheme', 'bearerFormat', 'flows', 'openIdConnectUrl', 'implicit', 'password', 'clientCredentials',
  'authorizationCode', 'authorizationUrl', 'tokenUrl', 'refreshUrl', 'scopes', 'enum', 'default',
]);

/** Every keyword of either specification. */
export const SPEC_KEYWORDS: ReadonlySet<string> = new Set([...JSON_SCHEMA_KEYWORDS, ...OPENAPI_KEYWORDS]);

/** OpenAPI's object names as prose writes them ("each key is one Path Item"). */
export const SPEC_TERMS =
  /\b(?:path items?|(?:path item|schema|reference|parameter|header|example|link|tag|callback|operation|encoding|discriminator|xml|response|request body|media type|server|components|info|contact|license|security scheme|security requirement|oauth flows?|external documentation) objects?|request bod(?:y|ies)|media types?|security schemes?|server variables?|oauth flows?)\b/gi;
