/**
 * Schemas in words: the type label of a field (`array of string<uuid>`, `integer | null`,
 * `Cat | Dog`) and the facts listed under it (allowed values, ranges, lengths, patterns,
 * examples), as plain text for the schema tree, the parameters and search.
 *
 * @module
 */
import type { ApiSchema } from '../../openapi/index.ts';
import {
  isNullable,
  mergedSchema,
  nonNullTypes,
  nullableVariant,
  schemaName,
  variantsOf,
} from './schema-shape.ts';

/** How deep labels of nested arrays and variants go before they stop naming the inside. */
const labelDepth = 3;

/** The type of a schema as shown in a field's type pill. */
export function typeLabel(schema: ApiSchema, depth = 0): string {
  const s = mergedSchema(schema);
  const single = nullableVariant(schema);
  if (single !== undefined) return withNull(variantName(single, depth), true);
  const variants = variantsOf(schema);
  if (variants !== undefined && nonNullTypes(s).filter((type) => type !== 'object').length === 0) {
    if (depth >= labelDepth) return variants.kind === 'oneOf' ? 'one of' : 'any of';
    const labels = variants.schemas.map((variant) => variantName(variant, depth + 1));
    return withNull([...new Set(labels)].join(' | '), isNullable(schema));
  }
  const types = nonNullTypes(s);
  if (types.length === 0) return withNull('any', isNullable(schema));
  const labels = types.map((type) => {
    if (type === 'array') return arrayLabel(s, depth);
    if (type === 'object') return 'object';
    return s.format === undefined ? type : `${type}<${s.format}>`;
  });
  return withNull(labels.join(' | '), isNullable(schema));
}

function arrayLabel(schema: ApiSchema, depth: number): string {
  const items = schema.items;
  if (items === undefined) return 'array';
  if (depth >= labelDepth) return 'array';
  return `array of ${variantName(items, depth + 1)}`;
}

/** A variant or item named by its component name when it is an object, else by its type. */
function variantName(schema: ApiSchema, depth: number): string {
  const name = schemaName(schema);
  const label = typeLabel(schema, depth);
  return name !== undefined && (label === 'object' || label === 'object | null') ? name : label;
}

function withNull(label: string, nullable: boolean): string {
  return nullable && !label.endsWith(' | null') ? `${label} | null` : label;
}

/** One line of facts under a field: `Allowed values: a, b`. */
export interface SchemaFact {
  label: string;
  /** Values shown as code. */
  values: string[];
}

/** A value as written in JSON (strings unquoted), cut to a readable length. */
export function valueText(value: unknown, limit = 200): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      // `undefined` for functions and symbols, whatever the declared return type says.
      const json = JSON.stringify(value) as string | undefined;
      text = json ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** The facts about a schema worth listing under its field, in a stable order. */
export function schemaFacts(schema: ApiSchema, options: { example?: unknown } = {}): SchemaFact[] {
  const s = mergedSchema(nullableVariant(schema) ?? schema);
  const facts: SchemaFact[] = [];
  const add = (label: string, values: string[]): void => {
    if (values.length > 0) facts.push({ label, values });
  };
  const items = s.items === undefined ? undefined : mergedSchema(s.items);
  const choices = s.enum ?? items?.enum;
  if (s.const !== undefined) add('Allowed value', [valueText(s.const)]);
  else if (choices !== undefined)
    add(
      'Allowed values',
      choices.map((value) => valueText(value)),
    );
  add('Range', bounds(s.minimum, s.exclusiveMinimum, s.maximum, s.exclusiveMaximum));
  if (typeof s['multipleOf'] === 'number') add('Multiple of', [String(s['multipleOf'])]);
  add('Length', bounds(s.minLength, undefined, s.maxLength, undefined));
  if (s.pattern !== undefined) add('Pattern', [s.pattern]);
  add('Items', bounds(s.minItems, undefined, s.maxItems, undefined));
  if (s.uniqueItems === true) add('Items', ['unique']);
  if (s.discriminator !== undefined) add('Discriminator', [s.discriminator.propertyName]);
  const example = options.example ?? schemaExample(s);
  if (example !== undefined) add('Example', [valueText(example)]);
  return facts;
}

/** The schema's own example: `example`, else the first of `examples`. */
export function schemaExample(schema: ApiSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

function bounds(
  min: number | undefined,
  exclusiveMin: number | undefined,
  max: number | undefined,
  exclusiveMax: number | undefined,
): string[] {
  const parts: string[] = [];
  if (exclusiveMin !== undefined) parts.push(`> ${String(exclusiveMin)}`);
  else if (min !== undefined) parts.push(`>= ${String(min)}`);
  if (exclusiveMax !== undefined) parts.push(`< ${String(exclusiveMax)}`);
  else if (max !== undefined) parts.push(`<= ${String(max)}`);
  return parts;
}
