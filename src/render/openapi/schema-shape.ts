/**
 * What a schema is, read the way endpoint pages need it: `allOf` merged into one schema, the
 * types it allows (declared or implied), whether it is nullable, its `oneOf` / `anyOf` variants,
 * and which properties a request or a response carries (`readOnly` / `writeOnly`).
 *
 * Merged schemas are new objects, cached per original; cycle checks must compare originals.
 *
 * @module
 */
import type { ApiSchema } from '../../openapi/index.ts';

/** Which side of the exchange a schema describes: what is sent, or what comes back. */
export type SchemaDirection = 'request' | 'response';

const merged = new WeakMap<ApiSchema, ApiSchema>();

/** Keywords a member of `allOf` never passes to the merged schema. */
const ownOnly = new Set(['refName', 'discriminator', 'allOf']);

/**
 * `schema` with its `allOf` members folded in: properties of all members (spec order, later
 * members win on a name clash), `required` united, other keywords from the first member that
 * has them; the schema's own keywords win over its members'. Schemas without `allOf` are
 * returned as they are.
 */
export function mergedSchema(schema: ApiSchema): ApiSchema {
  if (schema.allOf === undefined || schema.allOf.length === 0) return schema;
  let result = merged.get(schema);
  if (result === undefined) {
    result = mergeAllOf(schema, new Set([schema]));
    merged.set(schema, result);
  }
  return result;
}

function mergeAllOf(schema: ApiSchema, seen: Set<ApiSchema>): ApiSchema {
  const result: ApiSchema = {};
  for (const member of schema.allOf ?? []) {
    if (seen.has(member)) continue;
    const flat =
      member.allOf === undefined ? member : mergeAllOf(member, new Set([...seen, member]));
    combine(result, flat, false);
  }
  combine(result, schema, true);
  delete result.allOf;
  return result;
}

function combine(target: ApiSchema, source: ApiSchema, own: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || key === 'allOf') continue;
    if (!own && ownOnly.has(key)) continue;
    if (key === 'properties' && isSchemaMap(value)) {
      target.properties = { ...target.properties, ...value };
    } else if (key === 'required' && Array.isArray(value)) {
      target.required = [...new Set([...(target.required ?? []), ...(value as string[])])];
    } else if (key === 'readOnly' || key === 'writeOnly' || key === 'deprecated') {
      if (value === true) target[key] = true;
    } else if (own || target[key] === undefined) {
      target[key] = value;
    }
  }
}

function isSchemaMap(value: unknown): value is Record<string, ApiSchema> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The types a schema allows, `null` included: its `type`, else what its keywords imply
 * (`properties` → object, `items` → array, `enum` / `const` → the values' types). Empty when
 * anything goes.
 */
export function schemaTypes(schema: ApiSchema): string[] {
  const s = mergedSchema(schema);
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((type) => typeof type === 'string');
  if (s.const !== undefined) return [jsonType(s.const)];
  if (s.enum !== undefined && s.enum.length > 0) return [...new Set(s.enum.map(jsonType))];
  if (s.properties !== undefined || isSchemaMap(s.additionalProperties)) return ['object'];
  if (s.items !== undefined || s.prefixItems !== undefined) return ['array'];
  return [];
}

/** The JSON Schema type of a value. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The allowed types other than `null`. */
export function nonNullTypes(schema: ApiSchema): string[] {
  return schemaTypes(schema).filter((type) => type !== 'null');
}

/** True when `null` is allowed: by `type`, or by a `{type: 'null'}` variant. */
export function isNullable(schema: ApiSchema): boolean {
  if (schemaTypes(schema).includes('null')) return true;
  const s = mergedSchema(schema);
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some(isNullSchema);
}

function isNullSchema(schema: ApiSchema): boolean {
  const types = schemaTypes(schema);
  return types.length === 1 && types[0] === 'null';
}

/** The `oneOf` / `anyOf` alternatives of a schema, without `{type: 'null'}` ones. */
export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  schemas: ApiSchema[];
}

/** The variants of a schema, or `undefined` when it has none beyond `null`. */
export function variantsOf(schema: ApiSchema): SchemaVariants | undefined {
  const s = mergedSchema(schema);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const schemas = (s[kind] ?? []).filter((variant) => !isNullSchema(variant));
    if (schemas.length > 0) return { kind, schemas };
  }
  return undefined;
}

/**
 * The only non-null variant of a `oneOf: [X, {type: 'null'}]`, which reads as "X or null";
 * `undefined` for anything else.
 */
export function nullableVariant(schema: ApiSchema): ApiSchema | undefined {
  const variants = variantsOf(schema);
  if (variants?.schemas.length !== 1 || !isNullable(schema)) return undefined;
  const s = mergedSchema(schema);
  const own = s.properties === undefined && s.items === undefined && nonNullTypes(s).length === 0;
  return own ? variants.schemas[0] : undefined;
}

/** True when the schema is left out of `direction` (`readOnly` in requests, `writeOnly` in responses). */
export function isHiddenIn(schema: ApiSchema, direction: SchemaDirection): boolean {
  const s = mergedSchema(schema);
  return direction === 'request' ? s.readOnly === true : s.writeOnly === true;
}

/** One property of an object schema. */
export interface SchemaProperty {
  name: string;
  schema: ApiSchema;
  required: boolean;
}

/** The properties of an object schema that `direction` carries, in spec order. */
export function visibleProperties(schema: ApiSchema, direction: SchemaDirection): SchemaProperty[] {
  const s = mergedSchema(schema);
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {})
    .filter(([, property]) => !isHiddenIn(property, direction))
    .map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}

/** The schema of extra properties, when `additionalProperties` is a schema. */
export function extraPropertiesSchema(schema: ApiSchema): ApiSchema | undefined {
  const extra = mergedSchema(schema).additionalProperties;
  return typeof extra === 'object' ? extra : undefined;
}

/** The name a schema is known by: its component name, else its title. */
export function schemaName(schema: ApiSchema): string | undefined {
  const name = schema.refName ?? mergedSchema(schema).title;
  return name === undefined || name.trim() === '' ? undefined : name;
}

/**
 * The discriminator value that selects `variant` of `schema`: from the mapping, else the
 * variant's fixed value of the property, else (without a mapping) its component name.
 */
export function discriminatorValue(schema: ApiSchema, variant: ApiSchema): string | undefined {
  const discriminator = mergedSchema(schema).discriminator;
  if (discriminator === undefined) return undefined;
  const name = variant.refName;
  for (const [key, target] of Object.entries(discriminator.mapping ?? {})) {
    if (name !== undefined && (target === name || target.endsWith(`/${name}`))) return key;
  }
  const property = mergedSchema(variant).properties?.[discriminator.propertyName];
  const fixed = property === undefined ? undefined : (property.const ?? property.enum?.[0]);
  if (typeof fixed === 'string') return fixed;
  return discriminator.mapping === undefined ? name : undefined;
}
