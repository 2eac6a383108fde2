/**
 * Parameters, response headers and examples into the model. Swagger 2.0 parameters and headers
 * describe their type inline (`type`, `format`, `items`, `enum`, ...): that becomes their schema,
 * and `collectionFormat` becomes `style`/`explode`.
 *
 * @module
 */
import type { ApiExample, ApiParameter, ApiSchema } from '../model.ts';
import type { SchemaNormaliser } from './normalise-schema.ts';
import { isObject, objectEntries, stringOr } from './values.ts';
import type { JsonObject } from './values.ts';

/** What reading parameters needs to know about the spec. */
export interface ParameterContext {
  swagger2: boolean;
  schema: SchemaNormaliser;
}

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/** 2.0 fields that describe a value's type inline, on parameters, headers and `items`. */
const INLINE_SCHEMA_FIELDS = [
  'type',
  'format',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'enum',
  'multipleOf',
];

/** A path, query, header or cookie parameter; undefined for anything else (2.0 body and formData). */
export function normaliseParameter(
  raw: JsonObject,
  context: ParameterContext,
): ApiParameter | undefined {
  const name = stringOr(raw['name']);
  const location = raw['in'];
  if (name === undefined || typeof location !== 'string' || !LOCATIONS.has(location))
    return undefined;
  return {
    name,
    in: location as ApiParameter['in'],
    ...described(raw, location === 'path', context),
    ...(context.swagger2 ? collectionStyle(raw, location) : styleOf(raw)),
  };
}

/** A response header (`name` is its key in `headers`). */
export function normaliseHeader(
  name: string,
  raw: JsonObject,
  context: ParameterContext,
): ApiParameter {
  return { name, in: 'header', ...described(raw, false, context), ...styleOf(raw) };
}

/** The schema of a 2.0 parameter, header or items object written inline. */
export function inlineSchema(raw: JsonObject, schema: SchemaNormaliser): ApiSchema {
  const fields = inlineFields(raw);
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('x-') && key !== 'x-example') fields[key] = value;
  }
  return schema(fields);
}

/** `example` and `examples` of a parameter, header or media type, in the model's form. */
export function normaliseExamples(raw: JsonObject): ApiExample[] {
  const examples: ApiExample[] = [];
  if (raw['example'] !== undefined) examples.push({ value: raw['example'] });
  else if (raw['x-example'] !== undefined) examples.push({ value: raw['x-example'] });
  for (const [name, example] of objectEntries(raw['examples'])) {
    examples.push({
      name,
      summary: stringOr(example['summary']),
      description: stringOr(example['description']),
      value: example['value'],
    });
  }
  return examples;
}

function described(raw: JsonObject, isPath: boolean, context: ParameterContext) {
  const examples = normaliseExamples(raw);
  const common = {
    required: isPath || raw['required'] === true,
    deprecated: raw['deprecated'] === true,
    description: stringOr(raw['description']),
    schema: schemaOf(raw, context),
    examples,
  };
  return examples[0] === undefined ? common : { ...common, example: examples[0].value };
}

function schemaOf(raw: JsonObject, context: ParameterContext): ApiSchema {
  if (context.swagger2) return inlineSchema(raw, context.schema);
  if (raw['schema'] !== undefined) return context.schema(raw['schema']);
  const [, media] = objectEntries(raw['content'])[0] ?? [];
  return media?.['schema'] === undefined ? {} : context.schema(media['schema']);
}

function styleOf(raw: JsonObject): { style?: string; explode?: boolean } {
  return {
    ...(typeof raw['style'] === 'string' ? { style: raw['style'] } : {}),
    ...(typeof raw['explode'] === 'boolean' ? { explode: raw['explode'] } : {}),
  };
}

/** 2.0 `collectionFormat` of an array parameter as 3.x `style` and `explode`. */
function collectionStyle(raw: JsonObject, location: string): { style?: string; explode?: boolean } {
  if (raw['type'] !== 'array') return {};
  const format = typeof raw['collectionFormat'] === 'string' ? raw['collectionFormat'] : 'csv';
  const simple = location === 'path' || location === 'header';
  switch (format) {
    case 'csv':
      return simple ? { style: 'simple', explode: false } : { style: 'form', explode: false };
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    default:
      return {};
  }
}

/** The type fields of `raw`, with those of its `items`, as a plain schema object. */
function inlineFields(raw: JsonObject): JsonObject {
  const fields: JsonObject = {};
  for (const field of INLINE_SCHEMA_FIELDS) {
    if (raw[field] !== undefined) fields[field] = raw[field];
  }
  if (isObject(raw['items'])) fields['items'] = inlineFields(raw['items']);
  return fields;
}
