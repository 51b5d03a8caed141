/**
 * The format-neutral intermediate model: the one thing parsers produce and emitters read.
 *
 * Rules that keep it the heart of the toolkit:
 * - Plain data only (no classes, no functions, no cycles): it can be JSON-serialised, snapshotted, diffed.
 * - Nothing here names OpenAPI or WSDL. A parser maps its format's constructs onto these nodes; an emitter
 *   never asks which format a model came from. Transport details live on the operation node of that transport
 *   (`HttpOperationNode`, `SoapOperationNode`), the way Kubb keeps protocols as node kinds.
 * - Type nodes are shaped like JSON Schema 2020-12 (hey-api's lesson): named types referenced by name,
 *   compositions as explicit union/intersection nodes, access scope (read/write) on properties.
 * - Every array is in a stable order (definition order, or sorted where the source has no order), so emitting
 *   the same model twice gives the same bytes.
 */

/** Where a node came from: for diagnostics (file:line:column) and for JSDoc `@see` hints. */
export interface SourceLocation {
  /** Path of the file, relative to the working directory the generator ran in. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  /** JSON pointer (OpenAPI) or XPath-like path (WSDL) of the node inside the file. */
  pointer: string;
}

/** One interface: what becomes one generated package. */
export interface ApiModel {
  /** Short package name, e.g. `payments` (the output folder, and the stem of exported names). Lowercase, [a-z0-9-]. */
  name: string;
  /** The npm package name when the user chose a scoped one (`--name @acme/pets`); default `@svc/<name>`. */
  packageName?: string;
  title: string;
  version: string;
  description?: string;
  /** Root file the model was parsed from. */
  source: SourceLocation;
  services: ServiceNode[];
  /** Every named type, sorted by name. Names are unique and valid TypeScript identifiers. */
  types: NamedTypeNode[];
  securitySchemes: SecuritySchemeNode[];
  /** Rate limits the interface declares (machine-readable; clients throttle and servers enforce them). */
  rateLimits: RateLimitNode[];
  /** How each rate-limit key (`RateLimitNode.keyedBy`) is read off a request. Sorted by name. */
  rateLimitKeys: RateLimitKeyNode[];
  /** Vendor extensions of the root that no node above captures (`x-` prefix stripped of nothing: key as written). */
  extensions: Record<string, unknown>;
  /** Response header carrying the server's id of each request, kept by clients on errors (`x-svc-trace-header`). */
  traceHeader?: string;
  /** How an error body of this interface is built for each kind of failure (`x-svc-error-format`). */
  errorFormat?: ErrorFormatNode;
  /**
   * Hand-written service modules the definition names (`x-svc-service-modules`, `<svc:serviceModules>`): rules no
   * definition can state, shipped in the package under `src/service/` for the parts that use them.
   */
  serviceModules?: ServiceModulesNode;
  /**
   * The rate-limit key (`x-svc-rate-limit-keys`) whose value separates tenants (`x-svc-tenant`): each value has its
   * own isolated data in a generated sandbox.
   */
  tenantKey?: string;
  /**
   * Requests the API sends to the app (OpenAPI 3.1 `webhooks`), in definition order; absent when there are none.
   * Each is an `HttpOperationNode` with `direction: 'outbound'`. They are kept out of `services` so clients and
   * servers, which serve the inbound direction, never see them; the webhook part builds a receiver and a sender.
   */
  webhooks?: HttpOperationNode[];
}

/**
 * How the app checks that a webhook request came from the API (`x-svc-webhook-signature`): an HMAC of the raw
 * request body, keyed with a secret the app holds, sent in a header.
 */
export interface WebhookSignatureNode {
  /** Request header carrying the signature (lower case). */
  header: string;
  algorithm: 'hmac-sha256' | 'hmac-sha1' | 'hmac-sha512';
  /** How the MAC bytes are written in the header. */
  encoding: 'base64' | 'hex';
  /** Name of the receiver and sender option holding the secret (`verifierToken`): a valid identifier. */
  key: string;
  /** Text before the encoded MAC in the header (`sha256=`), when the API writes one. */
  prefix?: string;
}

/**
 * How a webhook payload becomes events (`x-svc-webhook-events`): a function of the definition's service modules
 * (`payload => events`), the event type it returns, and the entity names events can carry (typed handlers).
 */
export interface WebhookEventsNode {
  /** Service module file, relative to the modules folder, without `.ts` (`webhooks`). */
  module: string;
  /**
   * Exported function `(payload: unknown, context: { entities: string[] }) => Event[]` of that module; it runs on a
   * payload that has passed the webhook's validator, and throws (a 400) on one it cannot map.
   */
  function: string;
  /** Exported event type of that module. */
  type: string;
  /** Exported function `(events: EventInput[]) => payload` building a payload of this format (senders, sandboxes). */
  encode?: string;
  /** Short name of the payload format (`legacy`, `cloudevents`). */
  format: string;
  /** Entity names the events can name (named types of the model), sorted. Empty: no typed handlers. */
  entities: string[];
}

/** The `.ts` files of a definition's service-modules folder (tests excluded), sorted by path. */
export interface ServiceModulesNode {
  /** The folder, relative to the working directory the generator ran in. */
  dir: string;
  /** `path` is relative to the folder, with `/` separators; `content` has `\n` line ends. */
  files: { path: string; content: string }[];
}

/**
 * The shape of an interface's error bodies, as a template a server fills for each kind of failure. The kinds are
 * `unauthorized`, `forbidden`, `bad-request`, `validation`, `not-found`, `method-not-allowed`, `not-acceptable`,
 * `payload-too-large`, `unsupported-media-type`, `throttled`, `request-timeout`, `timeout`, `internal`, `not-implemented`,
 * and `default`.
 */
export interface ErrorFormatNode {
  /**
   * JSON template of an error body. String values may hold placeholders `{message}`, `{detail}`, `{status}`,
   * `{time}` (the current timestamp), `{operation}` and any name a kind gives a value; an array with one item
   * is repeated once per problem (validation errors), `{detail}` taking each problem in turn.
   */
  body: unknown;
  /** Placeholder values per failure kind, sorted by kind. */
  kinds: { kind: string; values: Record<string, string> }[];
}

export interface ServiceNode {
  name: string;
  description?: string;
  /** Addresses the service is reached at (OpenAPI servers, WSDL soap:address). */
  endpoints: EndpointNode[];
  /** Operations in definition order. Names are unique across the model. */
  operations: OperationNode[];
}

export interface EndpointNode {
  url: string;
  /** A short name for selecting it (`production`, `sandbox`, the WSDL port name). */
  name?: string;
  description?: string;
}

export type OperationNode = HttpOperationNode | SoapOperationNode;

export interface OperationBase {
  /** Method name every emitter uses (`createInvoice`, `authenticate`). A valid identifier, unique. */
  name: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** Tags / grouping, sorted. */
  tags: string[];
  source: SourceLocation;
  /** Where a definition marks a fact as filled from public behaviour rather than the seed. */
  provenance?: string;
  /** Operation-level vendor extensions not modelled elsewhere. */
  extensions: Record<string, unknown>;
}

/** An operation carried over HTTP with a method and a path (REST). */
export interface HttpOperationNode extends OperationBase {
  kind: 'http';
  /**
   * Who sends the request. Absent or `inbound`: clients call the API (`paths`). `outbound`: the API calls the app
   * (a webhook); such operations live in `ApiModel.webhooks` only, their `path` is the webhook's key.
   */
  direction?: 'inbound' | 'outbound';
  /** Outbound only: the signature the API puts on the request, when the definition declares one. */
  signature?: WebhookSignatureNode;
  /** Outbound only: how the payload maps to events, when the definition says (else one event per payload). */
  events?: WebhookEventsNode;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';
  /** Path template as written, with `{param}` placeholders; the server base URL is not included. */
  path: string;
  /**
   * Query parameters with a fixed value that select this operation among several sharing one method and path
   * (e.g. `operation=delete`). Empty when the method and path alone select it.
   */
  selector: Record<string, string>;
  parameters: ParameterNode[];
  requestBody?: RequestBodyNode;
  /** Responses sorted by status (`'200'` < `'2XX'` < `'default'`). */
  responses: ResponseNode[];
  /** Alternatives of requirements; empty array = no auth; undefined never (parsers fill the default). */
  security: SecurityRequirementNode[];
  /** Operations of the same entity that must not run concurrently per key (e.g. name-list writes). */
  serialize?: { key: string[] };
  /**
   * Boolean members of the request body a caller may set through the call's options instead of the body
   * (`x-svc-body-flags`): `updateInvoice(invoice, { sparse: true })` sets `sparse: true` in the body.
   */
  bodyFlags?: string[];
  /** The query language this operation accepts in a parameter (`x-svc-query`): clients get a query builder. */
  query?: QueryLanguageNode;
  /** How this operation carries many items in one request (`x-svc-batch`): clients get a chunking `batch()`. */
  batch?: BatchNode;
  /** What the operation does to the service's state (`x-svc-kind`), for generated sandboxes. */
  stateKind?: StateKindNode;
}

/**
 * What an operation does to the entities of a service (`x-svc-kind`): a generated sandbox implements `create`,
 * `read`, `list`, `update`, `delete`, `void`, `query`, `batch` and `cdc` generically; `action` is implemented by a
 * service module. `entity` names the entity schema (derived from the result when the definition omits it).
 */
export interface StateKindNode {
  kind: 'create' | 'read' | 'list' | 'update' | 'delete' | 'void' | 'query' | 'batch' | 'cdc' | 'action';
  entity?: string;
  /** `cdc`: query parameter listing the entity names. */
  entitiesParam?: string;
  /** `cdc`: query parameter holding the time changes are listed from. */
  sinceParam?: string;
  /** `cdc`: how many days back the time may lie at most (older is refused). */
  maxAgeDays?: number;
  /** `batch`: member of an item naming another operation kind to run instead (`optionsData: void`). */
  optionsMember?: string;
}

/**
 * Facts about an entity schema a stateful implementation needs (`x-svc-entity` on the schema): member names of
 * its id, concurrency token, timestamps, soft-delete flag and sparse-update flag (dotted paths for nested
 * members), and the members whose values must be unique within a named group of entities.
 */
export interface EntityFactsNode {
  id: string;
  version?: string;
  created?: string;
  updated?: string;
  active?: string;
  sparse?: string;
  /** Member -> group: values are unique (case-insensitively) across every entity declaring the same group. */
  unique?: Record<string, string>;
  /**
   * Members a create and a full (not sparse) update must carry, present and not empty; a list inside the list is
   * a group of which at least one must be there. Sparse updates need none.
   */
  required?: (string | string[])[];
  /** `refuse`: a request naming a member the definition does not declare (at any depth) is refused. */
  unknownMembers?: 'refuse';
}

/**
 * An SQL-like select language taken by one parameter of an operation (`x-svc-query`). Statements read
 * `SELECT * | COUNT(*) FROM <entity> [WHERE <field> <op> <value> [AND ...]] [<orderBy> <field> ASC|DESC]
 * [<offset> <n>] [<limit> <n>]`. The entities are the members of the operation's result that hold arrays of a
 * named type (`{ Invoice: Invoice[] }`): their names are entity names, their items the entities.
 */
export interface QueryLanguageNode {
  /** Name of the query parameter holding the statement. */
  parameter: string;
  /** Comparison operators the language allows, as written (`=`, `<`, `IN`, `LIKE` ...). */
  operators: string[];
  /** Keyword that starts the ordering clause (`ORDER BY`, `ORDERBY`). */
  orderByKeyword: string;
  /** Keyword of the position of the first result (`OFFSET`, `STARTPOSITION`). */
  offsetKeyword: string;
  /** Position of the first result overall: 0 or 1. */
  offsetBase: number;
  /** Keyword of the page size (`LIMIT`, `MAXRESULTS`). */
  limitKeyword: string;
  /** Page size when a statement gives none. */
  defaultLimit: number;
  /** Largest page size the service accepts. */
  maxLimit: number;
  /** Quote around string values (`'`). */
  quote: string;
  /** Character put before a quote (and before itself) inside a string value (`\`). */
  escape: string;
  /** Media type with which the statement may instead be POSTed as the body to the same path (`application/text`). */
  postMediaType?: string;
}

/**
 * A request body that carries several items, each answered on its own (`x-svc-batch`). The body is
 * `{ <items>: [ { <id>, <operation>, <Entity>: {...} } | { <id>, <query>: statement } ] }` and the result (the
 * operation's unwrapped success body) an array of `{ <id>, <Entity> | <queryResult> | <fault> }`. The largest
 * number of items per request is the `maxItemsPerRequest` of the rate limits applying to the operation.
 */
export interface BatchNode {
  /** Body member holding the array of items. */
  itemsMember: string;
  /** Member of an item and of its outcome that matches them (caller-chosen id). */
  idMember: string;
  /** Member of an item naming what to do with its entity (`create`, `update`, `delete`). */
  operationMember: string;
  /** Member of an item holding a query statement instead of an entity, when the interface has one. */
  queryMember?: string;
  /** Member of an outcome holding a query item's result, when the interface has one. */
  queryResultMember?: string;
  /** Member of an outcome holding the item's failure. */
  faultMember: string;
}

/** An operation carried as a SOAP message (document/literal). */
export interface SoapOperationNode extends OperationBase {
  kind: 'soap';
  soapVersion: '1.1' | '1.2';
  /**
   * Every SOAP version the operation is bound in, `soapVersion` first, when its portType is also bound in the
   * other version (the usual 1.1 + 1.2 pair); absent when it is bound in one.
   */
  soapVersions?: ('1.1' | '1.2')[];
  /** SOAPAction header value (unquoted). */
  soapAction: string;
  style: 'document' | 'rpc';
  use: 'literal' | 'encoded';
  /** The request body element. */
  input: MessagePartNode;
  /** The response body element. */
  output: MessagePartNode;
  faults: MessagePartNode[];
  /** SOAP header entries of the request (WSDL `soap:header` of the input), when it declares any. */
  inputHeaders?: SoapHeaderNode[];
  /** SOAP header entries of the response (WSDL `soap:header` of the output), when it declares any. */
  outputHeaders?: SoapHeaderNode[];
}

/** A SOAP header entry an operation declares: an element, optional on the wire, named by its message part. */
export interface SoapHeaderNode extends MessagePartNode {
  /** Part name (`SessionHeader`): the header's key in a call's and a handler's typed headers. */
  name: string;
}

export interface MessagePartNode {
  /** Element local name on the wire (`authenticate`, `authenticateResponse`). */
  element: string;
  /** Element namespace. */
  namespace: string;
  /** Named type of the element's content. */
  type: string;
}

export interface ParameterNode {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  type: TypeNode;
  /** For serialisation (OpenAPI style/explode); defaults filled by the parser. */
  style?: string;
  explode?: boolean;
  provenance?: string;
  /** True when the parameter carries the idempotency key of a write (`x-svc-idempotency-key`). */
  idempotencyKey?: boolean;
}

export interface RequestBodyNode {
  required: boolean;
  description?: string;
  /** One entry per media type, sorted by media type. */
  contents: MediaContentNode[];
}

export interface MediaContentNode {
  /** e.g. `application/json`, `application/pdf`, `text/xml`. */
  mediaType: string;
  /** `binary` kind for non-JSON payloads without a schema. */
  type: TypeNode;
  /**
   * How each member of a form body is written (OpenAPI `encoding`), keyed by property name, for
   * `application/x-www-form-urlencoded` and `multipart/form-data` only; members without an entry take the
   * spec's defaults (form: style `form`, explode true; multipart: binary as bytes, objects as JSON, others as text).
   */
  encoding?: { [property: string]: EncodingNode };
}

/** One member's `encoding` entry of a form body. */
export interface EncodingNode {
  /** Media type of the member's part (multipart), e.g. `image/png` or `application/json`. */
  contentType?: string;
  /** `form`, `spaceDelimited`, `pipeDelimited` or `deepObject` (form-urlencoded arrays and objects). */
  style?: string;
  explode?: boolean;
}

export interface ResponseNode {
  /** `'200'`, `'4XX'`, `'default'`. */
  status: string;
  description?: string;
  headers: HeaderNode[];
  contents: MediaContentNode[];
}

export interface HeaderNode {
  name: string;
  required: boolean;
  description?: string;
  type: TypeNode;
}

export interface SecuritySchemeNode {
  name: string;
  kind: 'http-bearer' | 'http-basic' | 'api-key' | 'oauth2' | 'openid' | 'other';
  description?: string;
  /** For api-key: where and under which name. */
  in?: 'header' | 'query' | 'cookie';
  paramName?: string;
  bearerFormat?: string;
  /** For oauth2: the flows the scheme declares, sorted by kind. */
  flows?: OAuthFlowNode[];
  /** For openid: the OpenID Connect discovery document's URL. */
  openIdConnectUrl?: string;
  /** For oauth2: what OpenAPI cannot say about the grant (`x-svc-oauth`). */
  oauth?: OAuthExtrasNode;
}

/** One OAuth 2.0 flow of a security scheme (OpenAPI `flows.<kind>`). */
export interface OAuthFlowNode {
  kind: 'authorizationCode' | 'clientCredentials' | 'implicit' | 'password';
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** Sorted by name. */
  scopes: { name: string; description: string }[];
}

/** `x-svc-oauth` on an oauth2 security scheme: the grant facts a client needs beyond the OpenAPI flow. */
export interface OAuthExtrasNode {
  /** Query parameter of the consent redirect that names what the grant is for (the key grants are stored under). */
  grantKeyParam?: string;
  /** Token revocation endpoint, and how the token is sent there (`json`: `{"token"}`; `form`: RFC 7009). */
  revocationUrl?: string;
  revocationBody?: 'json' | 'form';
  /** Members of the token reply giving the refresh token's rolling and hard lifetimes, in seconds. */
  refreshExpiresInField?: string;
  refreshHardExpiresInField?: string;
  /** Scopes a client asks for when the caller names none. */
  defaultScopes?: string[];
  /** Send a PKCE challenge (RFC 7636) with the authorization request. Default true. */
  pkce?: boolean;
}

export interface SecurityRequirementNode {
  /** All of these schemes together. */
  schemes: { name: string; scopes: string[] }[];
}

/** A limit on how many requests may be made, and what it is counted per. */
export interface RateLimitNode {
  /** Stable identifier within the model (`api-per-minute`, ...). */
  id: string;
  /** Requests allowed in each window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
  /** What the counter is keyed by (`realm`, `app`, ...), sorted. Empty = global. */
  keyedBy: string[];
  /** Operation names it applies to; empty = every operation. */
  appliesTo: string[];
  /** Environment names (endpoint names) it applies to; empty = all. */
  environments: string[];
  /** Items per request for batch-like operations, when the limit is on request size, not rate. */
  maxItemsPerRequest?: number;
  description?: string;
  provenance?: string;
}

/** Where a rate-limit key's value comes from in a request. */
export interface RateLimitKeyNode {
  /** Key name used in `RateLimitNode.keyedBy` (`realm`, `app`). */
  name: string;
  /** `credential` = the caller's identity (token / app), not a request parameter. */
  in: 'path' | 'query' | 'header' | 'credential';
  /** Parameter name when `in` is path/query/header. */
  param?: string;
  description?: string;
}

export interface NamedTypeNode {
  /** TypeScript-safe unique name. */
  name: string;
  /** Name as written in the source (schema key, XSD element/type name). */
  originalName: string;
  /** For XML-bound types: the namespace and whether this is a top-level element. */
  xml?: { namespace?: string; element?: string };
  type: TypeNode;
  /** True when the type refers to itself directly or through other types (computed by `analyseModel`). */
  recursive: boolean;
  /**
   * True when the type has a readOnly or writeOnly property at any depth, through refs too (computed by
   * `analyseModel`): such a type gets distinct read and write shapes.
   */
  hasAccessScoped: boolean;
  /**
   * True when a request can carry the type: reachable through refs from a request body, a parameter or a SOAP
   * input (computed by `analyseModel`). Only such types need a write shape.
   */
  inRequest: boolean;
  source: SourceLocation;
}

/** Constraint-carrying type nodes; every node may carry the common fields below. */
export type TypeNode =
  | StringTypeNode
  | NumberTypeNode
  | BooleanTypeNode
  | NullTypeNode
  | UnknownTypeNode
  | BinaryTypeNode
  | ArrayTypeNode
  | ObjectTypeNode
  | RefTypeNode
  | UnionTypeNode
  | IntersectionTypeNode
  | LiteralTypeNode;

export interface TypeCommon {
  description?: string;
  /** Value may also be `null` (OpenAPI nullable / type [x, null]; XSD nillable). */
  nullable?: boolean;
  deprecated?: boolean;
  /** Default value as written (JSON). */
  default?: unknown;
  /** Examples as written, in order. */
  examples?: unknown[];
  /** Fill-in provenance marker (e.g. `public` for facts taken from the real service). */
  provenance?: string;
  /**
   * A value matching this type is invalid (JSON Schema `not`). TypeScript cannot say "anything but", so type
   * declarations ignore it; validators refuse a matching value (code `not`).
   */
  not?: TypeNode;
}

export interface StringTypeNode extends TypeCommon {
  kind: 'string';
  /** `date`, `date-time`, `email`, `uuid`, `uri`, `decimal`, `int32` ... as written. */
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** Allowed values (string enums become unions). */
  enum?: string[];
}

export interface NumberTypeNode extends TypeCommon {
  kind: 'number';
  integer: boolean;
  /** `int32`, `int64`, `float`, `double` ... */
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: number[];
}

export interface BooleanTypeNode extends TypeCommon {
  kind: 'boolean';
}

export interface NullTypeNode extends TypeCommon {
  kind: 'null';
}

/** Any JSON value (schema `{}` or `true`, xs:anyType). */
export interface UnknownTypeNode extends TypeCommon {
  kind: 'unknown';
}

/** Raw bytes (binary media types, `format: binary`). */
export interface BinaryTypeNode extends TypeCommon {
  kind: 'binary';
}

export interface LiteralTypeNode extends TypeCommon {
  kind: 'literal';
  value: string | number | boolean | null;
}

export interface ArrayTypeNode extends TypeCommon {
  kind: 'array';
  items: TypeNode;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  /** XML: each item is written as an element of this name (XSD `ArrayOfString` -> `string`). */
  xmlItemName?: string;
}

export interface ObjectTypeNode extends TypeCommon {
  kind: 'object';
  /** In definition order. */
  properties: PropertyNode[];
  /** `false` = no other keys; `true` = any; a type = other keys of that type. */
  additionalProperties: boolean | TypeNode;
  minProperties?: number;
  maxProperties?: number;
  /**
   * Name of the property that holds an operation's result when the object only wraps it (`x-svc-result`):
   * `{Invoice, time}` -> `Invoice`. Clients return that property; servers wrap results in the object.
   */
  resultProperty?: string;
  /** The schema is a stored entity of the service (`x-svc-entity`). */
  entity?: EntityFactsNode;
}

export interface PropertyNode {
  name: string;
  required: boolean;
  type: TypeNode;
  /** `read`: set by the server only (readOnly); `write`: sent by clients only (writeOnly). */
  access?: 'read' | 'write';
  description?: string;
  deprecated?: boolean;
  /**
   * XML binding: namespace of the element, attribute vs element; `xsiType`: the schema type the element states in
   * `xsi:type` (a part of an rpc/encoded message, SOAP 1.1 section 5).
   */
  xml?: { namespace?: string; attribute?: boolean; name?: string; xsiType?: { namespace: string; name: string } };
  provenance?: string;
}

export interface RefTypeNode extends TypeCommon {
  kind: 'ref';
  /** Name of a `NamedTypeNode` in `ApiModel.types`. */
  name: string;
}

export interface UnionTypeNode extends TypeCommon {
  kind: 'union';
  /** `oneOf` = exactly one variant matches; `anyOf` = at least one. */
  mode: 'oneOf' | 'anyOf';
  /** Empty: no value is valid (`enum: []`), TypeScript's `never`. */
  variants: TypeNode[];
  discriminator?: DiscriminatorNode;
}

export interface DiscriminatorNode {
  /** Property whose value selects the variant. */
  property: string;
  /** Value -> named type, in definition order. */
  mapping: { value: string; type: string }[];
}

export interface IntersectionTypeNode extends TypeCommon {
  kind: 'intersection';
  /** allOf members. */
  members: TypeNode[];
}

/** A located, coded problem found while parsing or checking a definition. */
export interface Diagnostic {
  /** Stable code, e.g. `SVC001`. */
  code: string;
  severity: 'error' | 'warning';
  message: string;
  /** How to fix it. */
  hint?: string;
  location: SourceLocation;
  /** Other places that take part (e.g. the root line declaring a path whose path file is at fault). */
  related?: { message: string; location: SourceLocation }[];
}
