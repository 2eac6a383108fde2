/**
 * Finds the `$ref`s of a spec document: every object with a string `$ref`, with where it sits.
 * Data is not searched: `example`, `default`, `enum`, `const`, JSON Schema `examples` arrays and
 * the `value` of Example objects are literal values, where a `$ref` key is just data. Names in
 * maps (`properties`, `schemas`, `paths`, ...) are never taken for keywords.
 *
 * @module
 */

/** An object of the form `{ $ref: '...' }` (other members allowed). */
export type RefObject = Record<string, unknown> & { $ref: string };

/** Is `value` a reference object? */
export function isRefObject(value: unknown): value is RefObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}

/**
 * Called for each reference found. `holder[key]` is the reference; `path` is the segments of its
 * place (a live stack: copy it to keep it). Return a value to put in its place, or undefined.
 */
export type RefVisitor = (
  ref: RefObject,
  holder: Record<string, unknown> | unknown[],
  key: string | number,
  path: readonly string[],
) => unknown;

/** Members whose values are maps from names to objects (never keywords). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'securityDefinitions',
  'links',
  'callbacks',
  'pathItems',
  'paths',
  'webhooks',
  'x-webhooks',
  'content',
  'encoding',
  'variables',
]);

/** Members whose values are data, not spec objects. */
const LITERALS = new Set(['example', 'default', 'enum', 'const', 'x-example']);

/** What the object being walked is: an ordinary spec object, a name map, examples, an example. */
type Context = 'object' | 'names' | 'examples' | 'example';

/**
 * Walks `root` and calls `visit` for each reference outside literal data. Objects already in
 * `seen` are skipped, and every object walked is added to it (YAML aliases share objects).
 * References are not walked into, nor are the values `visit` puts in their place.
 */
export function walkRefs(
  root: unknown,
  visit: RefVisitor,
  seen: Set<object> = new Set(),
  basePath: readonly string[] = [],
): void {
  const path = [...basePath];

  const walkSlot = (
    holder: Record<string, unknown> | unknown[],
    key: string | number,
    value: unknown,
    context: Context,
  ) => {
    if (typeof value !== 'object' || value === null) return;
    path.push(String(key));
    if (isRefObject(value)) {
      const replacement = visit(value, holder, key, path);
      if (replacement !== undefined) (holder as Record<string, unknown>)[key] = replacement;
    } else {
      walkValue(value, context);
    }
    path.pop();
  };

  const walkValue = (value: object, context: Context) => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        walkSlot(value, index, value[index], 'object');
      }
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const child = record[key];
      if (context === 'names') walkSlot(record, key, child, 'object');
      else if (context === 'example' && key === 'value') continue;
      else if (context === 'examples') walkSlot(record, key, child, 'example');
      else if (LITERALS.has(key)) continue;
      else if (key === 'examples') {
        if (!Array.isArray(child)) walkSlot(record, key, child, 'examples');
      } else walkSlot(record, key, child, NAME_MAPS.has(key) ? 'names' : 'object');
    }
  };

  if (typeof root === 'object' && root !== null && !isRefObject(root)) walkValue(root, 'object');
}
