/**
 * Schemas into the model's JSON Schema 2020-12 form. Each spec schema object becomes one model
 * object (memoised), so shared and recursive schemas stay shared and cyclic. For Swagger 2.0 and
 * OpenAPI 3.0: `nullable` / `x-nullable` become `'null'` in `type` (only where a `type` is set, as
 * OpenAPI 3.0.3 specifies), boolean `exclusiveMinimum`/`exclusiveMaximum` become the bounds, and
 * 2.0 `type: file` becomes a binary string. Schemas defined under a name get it as `refName`.
 *
 * @module
 */
import type { ApiSchema } from '../model.ts';
import { parsePointer } from '../../shared/index.ts';
import type { Origin } from './resolve-refs.ts';
import { isObject } from './values.ts';

/** Which rules apply: those of OpenAPI 3.1 (already 2020-12), or of the older versions. */
export type SchemaDialect = 'openapi-3.1' | 'openapi-3.0' | 'swagger-2.0';

/** Turns spec schemas into model schemas; the same input object always gives the same output. */
export type SchemaNormaliser = (raw: unknown, name?: string) => ApiSchema;

const SCHEMA_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMAS = new Set([
  'additionalProperties',
  'items',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
  'contentSchema',
]);
/** Keywords that may be `true`/`false` instead of a schema and keep that form in the model. */
const BOOLEAN_ALLOWED = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);

/**
 * A normaliser for one spec. `origins` says where referenced schemas were defined, so a schema
 * referenced as `#/components/schemas/User` (or `#/definitions/User`, or a whole file `user.yaml`)
 * gets `refName: 'User'` (`'user'`).
 */
export function createSchemaNormaliser(
  dialect: SchemaDialect,
  origins: WeakMap<object, Origin>,
  mainUrl: string,
): SchemaNormaliser {
  const done = new Map<object, ApiSchema>();

  const normalise: SchemaNormaliser = (raw, name) => {
    if (raw === true || !isObject(raw)) return raw === false ? { not: {} } : {};
    const existing = done.get(raw);
    if (existing) {
      if (name !== undefined) existing.refName ??= name;
      return existing;
    }
    const schema: ApiSchema = {};
    done.set(raw, schema);
    const refName = name ?? nameFromOrigin(origins.get(raw), mainUrl);
    if (refName !== undefined) schema.refName = refName;
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'refName' && refName !== undefined) continue;
      schema[key] = normaliseMember(key, value);
    }
    if (dialect !== 'openapi-3.1') olderDialect(schema, dialect);
    return schema;
  };

  const normaliseMember = (key: string, value: unknown): unknown => {
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, normalise(item)]),
      );
    }
    if (SCHEMA_LISTS.has(key) && Array.isArray(value)) return value.map((item) => normalise(item));
    if (key === 'items' && Array.isArray(value)) return value.map((item) => normalise(item));
    if (SCHEMAS.has(key)) {
      return typeof value === 'boolean' && BOOLEAN_ALLOWED.has(key) ? value : normalise(value);
    }
    return value;
  };

  return normalise;
}

/** OpenAPI 3.0 and Swagger 2.0 keywords in their 2020-12 form. */
function olderDialect(schema: ApiSchema, dialect: SchemaDialect): void {
  if (Array.isArray(schema['items'])) {
    schema.prefixItems = schema['items'] as ApiSchema[];
    delete schema.items;
  }
  const nullable =
    schema['nullable'] === true || (dialect === 'swagger-2.0' && schema['x-nullable'] === true);
  delete schema['nullable'];
  if (nullable && schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.includes('null')) schema.type = [...types, 'null'];
    delete schema['x-nullable'];
  }
  // Boolean flags in 2.0 and 3.0 (the model's type says number, so read them as unknown).
  const exclusiveMinimum: unknown = schema.exclusiveMinimum;
  if (typeof exclusiveMinimum === 'boolean') {
    if (exclusiveMinimum && schema.minimum !== undefined) {
      schema.exclusiveMinimum = schema.minimum;
      delete schema.minimum;
    } else {
      delete schema.exclusiveMinimum;
    }
  }
  const exclusiveMaximum: unknown = schema.exclusiveMaximum;
  if (typeof exclusiveMaximum === 'boolean') {
    if (exclusiveMaximum && schema.maximum !== undefined) {
      schema.exclusiveMaximum = schema.maximum;
      delete schema.maximum;
    } else {
      delete schema.exclusiveMaximum;
    }
  }
  if (dialect === 'swagger-2.0') {
    if (schema.type === 'file') {
      schema.type = 'string';
      schema.format = 'binary';
    }
    const discriminator: unknown = schema.discriminator;
    if (typeof discriminator === 'string') schema.discriminator = { propertyName: discriminator };
  }
}

/** `User` for `#/components/schemas/User`, `#/definitions/User`, or `/User` of another file. */
function nameFromOrigin(origin: Origin | undefined, mainUrl: string): string | undefined {
  if (!origin) return undefined;
  const segments = parsePointer(origin.pointer) ?? [];
  const [first, second, third] = segments;
  if (
    first === 'components' &&
    second === 'schemas' &&
    third !== undefined &&
    segments.length === 3
  ) {
    return third;
  }
  if (
    (first === 'definitions' || first === '$defs') &&
    second !== undefined &&
    segments.length === 2
  ) {
    return second;
  }
  if (origin.document.url === mainUrl) return undefined;
  if (segments.length === 0) {
    const file =
      origin.document.url
        .replace(/[?#].*$/, '')
        .split('/')
        .pop() ?? '';
    return file.replace(/\.(json|ya?ml)$/i, '') || undefined;
  }
  return segments.length === 1 ? first : undefined;
}
