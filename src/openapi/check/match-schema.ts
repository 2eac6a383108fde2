/**
 * Checks a value (an `example`) against a model schema (JSON Schema 2020-12 semantics, `$ref`s
 * already resolved into shared, possibly cyclic objects). The walk follows the value, which is
 * finite, so recursive schemas need no special care. Deliberately lenient where strictness would
 * reject sound examples: `format` is not checked, `oneOf` passes when any alternative matches (a
 * discriminator picks the alternative when it can), and properties marked `readOnly` or
 * `writeOnly` are not required.
 *
 * @module
 */
import type { ApiSchema } from '../model.ts';
import { isObject } from '../load/values.ts';
import { describeValue, TYPE_NAMES } from './schema-error-messages.ts';

/** Where a value fails its schema, and why. */
export interface Mismatch {
  /** Segments from the checked value to the failing part (`[]` is the value itself). */
  path: string[];
  /** What is wrong with the value there, e.g. `must be an integer (found "12")`. */
  problem: string;
}

/** Keeps going through an `allOf` that includes itself without looping. */
interface Frame {
  schema: ApiSchema;
  value: unknown;
}

/** Every place where `value` does not match `schema` (empty when it matches). */
export function matchSchema(value: unknown, schema: ApiSchema): Mismatch[] {
  const mismatches: Mismatch[] = [];
  check(value, schema, [], mismatches, []);
  return mismatches;
}

function check(
  value: unknown,
  schema: ApiSchema,
  path: string[],
  out: Mismatch[],
  applying: Frame[],
): void {
  if (applying.some((frame) => frame.schema === schema && frame.value === value)) return;
  const fail = (problem: string, at: string[] = path) => out.push({ path: at, problem });
  if (isObject(schema.not) && Object.keys(schema.not).length === 0) {
    fail('is not allowed here (its schema accepts no value)');
    return;
  }
  const types = typesOf(schema.type);
  if (types && !types.some((type) => hasType(value, type))) {
    fail(
      `must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')} (found ${describeValue(value)})`,
    );
    return;
  }
  if (schema.enum && !schema.enum.some((allowed) => sameValue(allowed, value))) {
    fail(`must be ${listOf(schema.enum)} (found ${describeValue(value)})`);
  }
  if ('const' in schema && schema.const !== undefined && !sameValue(schema.const, value)) {
    fail(`must be ${JSON.stringify(schema.const)} (found ${describeValue(value)})`);
  }
  if (typeof value === 'string') checkString(value, schema, fail);
  else if (typeof value === 'number') checkNumber(value, schema, fail);
  else if (Array.isArray(value)) checkArray(value, schema, path, out, fail);
  else if (isObject(value)) checkObject(value, schema, path, out, fail);
  const frames = [...applying, { schema, value }];
  for (const part of schema.allOf ?? []) check(value, part, path, out, frames);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.length > 0) {
    checkAlternatives(value, schema, alternatives, path, out, frames);
  }
}

/** `oneOf` / `anyOf`: the alternative a discriminator names, else any one that matches. */
function checkAlternatives(
  value: unknown,
  schema: ApiSchema,
  alternatives: readonly ApiSchema[],
  path: string[],
  out: Mismatch[],
  frames: Frame[],
): void {
  const chosen = discriminated(value, schema, alternatives);
  if (chosen) {
    check(value, chosen, path, out, frames);
    return;
  }
  let closest: Mismatch[] | undefined;
  for (const alternative of alternatives) {
    const found: Mismatch[] = [];
    check(value, alternative, path, found, frames);
    if (found.length === 0) return;
    if (!closest || found.length < closest.length) closest = found;
  }
  const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
  const first = closest?.[0];
  const why = first ? `; closest: ${describeMismatch(first)}` : '';
  out.push({
    path,
    problem: `matches none of the ${alternatives.length} "${keyword}" alternatives${why}`,
  });
}

/** The alternative named by the discriminator property of `value`, when there is one. */
function discriminated(
  value: unknown,
  schema: ApiSchema,
  alternatives: readonly ApiSchema[],
): ApiSchema | undefined {
  const propertyName = schema.discriminator?.propertyName;
  if (propertyName === undefined || !isObject(value)) return undefined;
  const tag = value[propertyName];
  if (typeof tag !== 'string') return undefined;
  const mapped = schema.discriminator?.mapping?.[tag];
  const name = mapped === undefined ? tag : (mapped.split('/').pop() ?? mapped);
  return alternatives.find((alternative) => alternative.refName === name);
}

type Fail = (message: string, at?: string[]) => void;

function checkString(value: string, schema: ApiSchema, fail: Fail): void {
  // JSON Schema counts code points: a surrogate pair is one character.
  const length = value.length - (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
  if (schema.minLength !== undefined && length < schema.minLength) {
    fail(`must be at least ${plural(schema.minLength, 'character')} long (found ${length})`);
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    fail(`must be at most ${plural(schema.maxLength, 'character')} long (found ${length})`);
  }
  if (schema.pattern !== undefined) {
    const pattern = compilePattern(schema.pattern);
    if (pattern && !pattern.test(value)) {
      fail(`must match the pattern ${schema.pattern} (found ${describeValue(value)})`);
    }
  }
}

function checkNumber(value: number, schema: ApiSchema, fail: Fail): void {
  const bound = (ok: boolean, words: string, limit: number) => {
    if (!ok) fail(`must be ${words} ${limit} (found ${value})`);
  };
  if (schema.minimum !== undefined) bound(value >= schema.minimum, 'at least', schema.minimum);
  if (schema.maximum !== undefined) bound(value <= schema.maximum, 'at most', schema.maximum);
  if (typeof schema.exclusiveMinimum === 'number') {
    bound(value > schema.exclusiveMinimum, 'more than', schema.exclusiveMinimum);
  }
  if (typeof schema.exclusiveMaximum === 'number') {
    bound(value < schema.exclusiveMaximum, 'less than', schema.exclusiveMaximum);
  }
  const multipleOf = schema['multipleOf'];
  if (typeof multipleOf === 'number' && multipleOf > 0) {
    const quotient = value / multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9) {
      fail(`must be a multiple of ${multipleOf} (found ${value})`);
    }
  }
}

function checkArray(
  value: readonly unknown[],
  schema: ApiSchema,
  path: string[],
  out: Mismatch[],
  fail: Fail,
): void {
  if (schema.minItems !== undefined && value.length < schema.minItems) {
    fail(`must have at least ${plural(schema.minItems, 'item')} (found ${value.length})`);
  }
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    fail(`must have at most ${plural(schema.maxItems, 'item')} (found ${value.length})`);
  }
  if (schema.uniqueItems === true) {
    const repeated = value.findIndex((item, index) =>
      value.slice(0, index).some((earlier) => sameValue(earlier, item)),
    );
    if (repeated !== -1) fail(`must not repeat items (item ${repeated} repeats an earlier one)`);
  }
  const prefix = schema.prefixItems ?? [];
  for (const [index, item] of value.entries()) {
    const itemSchema = index < prefix.length ? prefix[index] : schema.items;
    if (isObject(itemSchema)) check(item, itemSchema, [...path, String(index)], out, []);
  }
}

function checkObject(
  value: Record<string, unknown>,
  schema: ApiSchema,
  path: string[],
  out: Mismatch[],
  fail: Fail,
): void {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    const property = properties[name];
    if (property?.readOnly === true || property?.writeOnly === true) continue;
    if (!Object.hasOwn(value, name)) fail(`is missing the required property "${name}"`);
  }
  const patterns = Object.entries(
    isObject(schema['patternProperties'])
      ? (schema['patternProperties'] as Record<string, ApiSchema>)
      : {},
  ).flatMap(([source, patternSchema]) => {
    const pattern = compilePattern(source);
    return pattern ? [{ pattern, schema: patternSchema }] : [];
  });
  for (const [name, member] of Object.entries(value)) {
    const at = [...path, name];
    const property = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (property) check(member, property, at, out, []);
    const matching = patterns.filter((entry) => entry.pattern.test(name));
    for (const entry of matching) check(member, entry.schema, at, out, []);
    if (property || matching.length > 0) continue;
    const additional = schema.additionalProperties;
    if (additional === false) {
      out.push({ path: at, problem: 'is not a property the schema allows' });
    } else if (isObject(additional)) {
      check(member, additional, at, out, []);
    }
  }
}

function typesOf(type: ApiSchema['type']): string[] | undefined {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) && type.length > 0 ? type : undefined;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      // Unknown type names (2.0 `file`, typos) are the schema check's business, not the example's.
      return true;
  }
}

/** Deep equality of JSON values. */
function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return (
      left.length === right.length && left.every((item, index) => sameValue(item, right[index]))
    );
  }
  if (isObject(left) && isObject(right)) {
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
    );
  }
  return false;
}

const patterns = new Map<string, RegExp | undefined>();

/** A schema's `pattern` as a RegExp, or undefined when JavaScript cannot read it. */
function compilePattern(source: string): RegExp | undefined {
  if (patterns.has(source)) return patterns.get(source);
  let pattern: RegExp | undefined;
  try {
    pattern = new RegExp(source, 'u');
  } catch {
    try {
      pattern = new RegExp(source);
    } catch {
      pattern = undefined;
    }
  }
  patterns.set(source, pattern);
  return pattern;
}

/** A mismatch as a sentence: `"age" must be an integer (found "12")`. */
export function describeMismatch(mismatch: Mismatch): string {
  return `${subject(mismatch.path)} ${mismatch.problem}`;
}

/** `the value`, `"age"`, `item 2 of "tags"`. */
function subject(path: readonly string[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'the value';
  if (/^\d+$/.test(last)) {
    const parent = path.at(-2);
    return parent === undefined ? `item ${last}` : `item ${last} of "${parent}"`;
  }
  return `"${last}"`;
}

function listOf(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map((value) => JSON.stringify(value));
  if (values.length > 8) shown.push('…');
  if (shown.length <= 1) return shown[0] ?? 'one of the allowed values';
  return `one of ${shown.join(', ')}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
