/**
 * Readers for untrusted spec values: a spec can hold anything anywhere, so the normaliser reads
 * every field through these instead of trusting its type.
 *
 * @module
 */

export type JsonObject = Record<string, unknown>;

/** A plain object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` when it is an object, else an empty one. */
export function objectOr(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/** `value` when it is a string, else undefined. */
export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A string, number or boolean as text (`1.0` written unquoted in YAML is a number); else undefined. */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** The strings of `value` when it is an array (other items dropped), else an empty list. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The objects of `value` when it is an array (other items dropped), else an empty list. */
export function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Entries of `value` whose values are objects, `x-` extensions left out. */
export function objectEntries(value: unknown): [string, JsonObject][] {
  if (!isObject(value)) return [];
  const entries: [string, JsonObject][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (!key.startsWith('x-') && isObject(item)) entries.push([key, item]);
  }
  return entries;
}

/** The `x-` members of an object. */
export function extensionsOf(value: JsonObject): Record<string, unknown> {
  const extensions: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.startsWith('x-')) extensions[key] = item;
  }
  return extensions;
}
