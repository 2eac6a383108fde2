/**
 * Sample values generated from schemas, for request bodies, parameters and response examples when
 * the spec gives none: `const` > `example` > `default` > first `enum` value > a value made from
 * the type and format. Depth-limited and safe on recursive schemas.
 *
 * @module
 */
import type { ApiSchema } from '../../openapi/index.ts';
import { acyclic } from './literals.ts';
import { schemaExample } from './schema-label.ts';
import {
  discriminatorValue,
  extraPropertiesSchema,
  mergedSchema,
  nonNullTypes,
  schemaTypes,
  variantsOf,
  visibleProperties,
} from './schema-shape.ts';
import type { SchemaDirection } from './schema-shape.ts';

/** How a sample is made. */
export interface SampleOptions {
  /** Leaves out `readOnly` properties (request) or `writeOnly` ones (response). */
  direction: SchemaDirection;
  /** Nesting levels filled in; deeper values are left out. Default 8. */
  maxDepth?: number;
  /** Leaves out properties an object does not require (`api.examples.defaults: required`). */
  requiredOnly?: boolean;
}

/** Strings by `format`. */
const formatSamples: Readonly<Record<string, string>> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/example',
  iri: 'https://example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  byte: 'ZXhhbXBsZQ==',
  binary: '<binary>',
  password: '<password>',
  regex: '^.*$',
  'json-pointer': '/example',
};

/**
 * A sample value for `schema`; `undefined` when there is nothing to show (a circular reference or
 * the depth limit), so callers leave the property out.
 */
export function sampleValue(schema: ApiSchema, options: SampleOptions): unknown {
  return sample(schema, options, [], 0);
}

/** The value the spec itself offers for a schema, if any. */
export function declaredValue(schema: ApiSchema): unknown {
  const s = mergedSchema(schema);
  if (s.const !== undefined) return acyclic(s.const);
  const example = schemaExample(s);
  if (example !== undefined) return acyclic(example);
  if (s.default !== undefined) return acyclic(s.default);
  if (s.enum !== undefined && s.enum.length > 0) return s.enum.find((value) => value !== null);
  return undefined;
}

function sample(
  schema: ApiSchema,
  options: SampleOptions,
  ancestors: readonly ApiSchema[],
  depth: number,
): unknown {
  if (ancestors.includes(schema) || depth > (options.maxDepth ?? 8)) return undefined;
  const declared = declaredValue(schema);
  if (declared !== undefined) return declared;
  const s = mergedSchema(schema);
  const inside = [...ancestors, schema];
  const variants = variantsOf(s);
  if (variants !== undefined && s.properties === undefined) {
    for (const variant of variants.schemas) {
      const value = sample(variant, options, inside, depth);
      if (value !== undefined) return withDiscriminator(s, variant, value);
    }
    return undefined;
  }
  const types = nonNullTypes(s);
  const type = types[0] ?? (schemaTypes(s).includes('null') ? 'null' : undefined);
  switch (type) {
    case 'object':
      return objectSample(s, options, inside, depth);
    case 'array':
      return arraySample(s, options, inside, depth);
    case 'string':
      return stringSample(s);
    case 'integer':
    case 'number':
      return numberSample(s, type);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** An object sample of a variant with its discriminator property set to select the variant. */
function withDiscriminator(schema: ApiSchema, variant: ApiSchema, value: unknown): unknown {
  const property = schema.discriminator?.propertyName;
  const selector = discriminatorValue(schema, variant);
  if (property === undefined || selector === undefined) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...value, [property]: selector };
}

function objectSample(
  schema: ApiSchema,
  options: SampleOptions,
  inside: readonly ApiSchema[],
  depth: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const property of visibleProperties(schema, options.direction)) {
    if (options.requiredOnly === true && !property.required) continue;
    const value = sample(property.schema, options, inside, depth + 1);
    if (value !== undefined) result[property.name] = value;
  }
  const extra = extraPropertiesSchema(schema);
  if (extra !== undefined && Object.keys(result).length === 0) {
    const value = sample(extra, options, inside, depth + 1);
    if (value !== undefined) result['key'] = value;
  }
  return result;
}

function arraySample(
  schema: ApiSchema,
  options: SampleOptions,
  inside: readonly ApiSchema[],
  depth: number,
): unknown[] {
  if (schema.prefixItems !== undefined) {
    return schema.prefixItems
      .map((item) => sample(item, options, inside, depth + 1))
      .filter((value) => value !== undefined);
  }
  if (schema.items === undefined) return [];
  const value = sample(schema.items, options, inside, depth + 1);
  return value === undefined ? [] : [value];
}

function stringSample(schema: ApiSchema): string {
  const byFormat = schema.format === undefined ? undefined : formatSamples[schema.format];
  if (byFormat !== undefined) return byFormat;
  const text = 'string';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  if (text.length < min) return text.padEnd(min, 'x');
  return text.length > max ? text.slice(0, max) : text;
}

function numberSample(schema: ApiSchema, type: 'integer' | 'number'): number {
  let value = 1;
  if (schema.minimum !== undefined) value = Math.max(value, schema.minimum);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    value = schema.exclusiveMinimum + 1;
  }
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    value = schema.exclusiveMaximum - 1;
  }
  return type === 'integer' ? Math.ceil(value) : value;
}
