/**
 * The one model every OpenAPI version (Swagger 2.0, OpenAPI 3.0 and 3.1) is normalised into.
 * Endpoint pages, code samples, the playground and `openapi-check` read this, never the raw
 * document, so version differences are settled once, in the loader.
 *
 * Conventions of the model:
 * - `$ref`s are resolved: a referenced schema is the same object wherever it is used, so a
 *   recursive schema is a cyclic object graph (readers must track what they have visited).
 * - Schemas follow JSON Schema 2020-12 (OpenAPI 3.1) semantics: `nullable: true` (3.0) and
 *   `x-nullable` (2.0) become `'null'` in `type`; a boolean `exclusiveMinimum` becomes the number.
 * - Swagger 2.0 `body`/`formData` parameters become a request body; `host` + `basePath` +
 *   `schemes` become servers; `produces`/`consumes` become media types.
 * - Absent lists are empty arrays, never `undefined`.
 *
 * @module
 */

/** Lower-case HTTP methods an operation can have. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** A whole API: one spec file (with the files it references) after loading. */
export interface ApiModel {
  /** The spec's key: its path relative to the docs folder (POSIX), or its URL. */
  source: string;
  /** The version the file declared: `2.0`, `3.0.3`, `3.1.0`, ... */
  specVersion: string;
  info: { title: string; version: string; description?: string | undefined };
  /** Document-level servers (never empty for 2.0 with a `host`; may be empty otherwise). */
  servers: ApiServer[];
  /** Security schemes by name (`components.securitySchemes`, 2.0 `securityDefinitions`). */
  securitySchemes: Record<string, SecurityScheme>;
  /** Tags in declaration order, with their descriptions. */
  tags: { name: string; description?: string | undefined }[];
  /** Operations under `paths`, in spec order. */
  operations: ApiOperation[];
  /** Webhooks (3.1 `webhooks`, or the `x-webhooks` extension), in spec order. */
  webhooks: ApiOperation[];
  /** Named schemas (`components.schemas`, 2.0 `definitions`), resolved. */
  schemas: Record<string, ApiSchema>;
}

export interface ApiServer {
  url: string;
  description?: string | undefined;
  variables: Record<
    string,
    { default: string; enum?: string[] | undefined; description?: string | undefined }
  >;
}

export interface SecurityScheme {
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string | undefined;
  /** apiKey: the header, query or cookie name. */
  name?: string | undefined;
  in?: 'header' | 'query' | 'cookie' | undefined;
  /** http: `bearer`, `basic`, ... (lower case). */
  scheme?: string | undefined;
  bearerFormat?: string | undefined;
  /** oauth2: the flows as written in the spec. */
  flows?: Record<string, unknown> | undefined;
  openIdConnectUrl?: string | undefined;
}

/**
 * Alternatives (any one suffices), each a set of schemes that must all be satisfied, mapped to
 * their scopes. `[]` means no authentication; `[{}]` means authentication is optional.
 */
export type SecurityRequirement = Record<string, string[]>;

export interface ApiOperation {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The path template (`/users/{id}`), or the webhook's name. */
  path: string;
  operationId?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  tags: string[];
  deprecated: boolean;
  /** Effective servers: the operation's, else the path item's, else the document's. */
  servers: ApiServer[];
  /** Effective security: the operation's, else the document's. */
  security: SecurityRequirement[];
  /** Path-item parameters merged with the operation's (the operation wins on name + in). */
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody | undefined;
  /** Responses in spec order; `status` is `200`, `4XX`, `default`, ... */
  responses: ApiResponse[];
  /** `x-codeSamples` / `x-code-samples`, as written. */
  codeSamples: { lang: string; label?: string | undefined; source: string }[];
  /** Every `x-` key of the operation (`x-folio`, `x-mint`, `x-hidden`, `x-excluded`, ...). */
  extensions: Record<string, unknown>;
  /** Where the operation is: file relative to the docs folder, JSON pointer, line and column. */
  location: ApiLocation;
}

export interface ApiLocation {
  file: string;
  /** JSON pointer inside `file`, e.g. `/paths/~1users~1{id}/get`. */
  pointer: string;
  line: number;
  column: number;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string | undefined;
  schema: ApiSchema;
  /** `example`, or the first of `examples`, when the spec gives one. */
  example?: unknown;
  examples: ApiExample[];
  style?: string | undefined;
  explode?: boolean | undefined;
}

export interface ApiRequestBody {
  required: boolean;
  description?: string | undefined;
  /** One entry per media type, in spec order. */
  content: ApiMediaType[];
}

export interface ApiMediaType {
  /** `application/json`, `multipart/form-data`, ... */
  mediaType: string;
  schema?: ApiSchema | undefined;
  examples: ApiExample[];
}

export interface ApiExample {
  /** The key in `examples`, or undefined for a lone `example`. */
  name?: string | undefined;
  summary?: string | undefined;
  description?: string | undefined;
  value: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  headers: ApiParameter[];
  content: ApiMediaType[];
}

/**
 * A JSON Schema (2020-12 semantics) with `$ref`s resolved into shared objects. Only the keywords
 * the site shows are typed; others stay on the object under their own names.
 */
export interface ApiSchema {
  /** The component name it was referenced by (`User` for `#/components/schemas/User`). */
  refName?: string | undefined;
  type?: string | string[] | undefined;
  format?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  properties?: Record<string, ApiSchema> | undefined;
  required?: string[] | undefined;
  additionalProperties?: boolean | ApiSchema | undefined;
  items?: ApiSchema | undefined;
  prefixItems?: ApiSchema[] | undefined;
  oneOf?: ApiSchema[] | undefined;
  anyOf?: ApiSchema[] | undefined;
  allOf?: ApiSchema[] | undefined;
  not?: ApiSchema | undefined;
  discriminator?:
    { propertyName: string; mapping?: Record<string, string> | undefined } | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  default?: unknown;
  /** OpenAPI `example`, kept alongside JSON Schema `examples`. */
  example?: unknown;
  examples?: unknown[] | undefined;
  deprecated?: boolean | undefined;
  readOnly?: boolean | undefined;
  writeOnly?: boolean | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: number | undefined;
  exclusiveMaximum?: number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  pattern?: string | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  uniqueItems?: boolean | undefined;
  [keyword: string]: unknown;
}
