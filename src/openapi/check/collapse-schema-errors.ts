/**
 * Cuts ajv's raw errors down to the ones a person should read. Validating against the official
 * schemas with `allErrors` reports every failed alternative of every `oneOf`: "or a Reference
 * object" (`$ref` missing), "or a query parameter" (`in` is not `query`), and the summaries
 * ("must match exactly one schema in oneOf"). What stays is the branch the object meant to be:
 * the one whose discriminator (`in` of a Parameter, `type` of a Security Scheme) it has.
 *
 * @module
 */
import type { ErrorObject } from 'ajv';
import { parsePointer } from '../../shared/index.ts';
import type { SchemaDialect } from '../load/normalise-schema.ts';
import { isObject } from '../load/values.ts';
import type { JsonObject } from '../load/values.ts';
import { kindAt } from './object-kinds.ts';
import type { ObjectKind } from './object-kinds.ts';

/** An ajv error with its instance path as segments. */
export interface PlacedError {
  error: ErrorObject;
  segments: string[];
  path: string;
}

/** Members that say which alternative an object is, and the values the specification allows. */
const DISCRIMINATORS: Partial<Record<ObjectKind, Record<string, Record<SchemaDialect, string[]>>>> =
  {
    Parameter: {
      in: {
        'swagger-2.0': ['body', 'formData', 'query', 'path', 'header'],
        'openapi-3.0': ['query', 'header', 'path', 'cookie'],
        'openapi-3.1': ['query', 'header', 'path', 'cookie'],
      },
    },
    'Security Scheme': {
      type: {
        'swagger-2.0': ['basic', 'apiKey', 'oauth2'],
        'openapi-3.0': ['apiKey', 'http', 'oauth2', 'openIdConnect'],
        'openapi-3.1': ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'],
      },
      flow: {
        'swagger-2.0': ['implicit', 'password', 'application', 'accessCode'],
        'openapi-3.0': [],
        'openapi-3.1': [],
      },
    },
  };

/** Keywords that only summarise errors of their subschemas. */
const SUMMARIES = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'allOf', '$ref']);

/** The errors worth showing, with enum and type errors of one place merged. */
export function collapseSchemaErrors(
  errors: readonly ErrorObject[],
  rootSchema: object,
  dialect: SchemaDialect,
): PlacedError[] {
  let placed = errors.map((error) => ({
    error,
    segments: parsePointer(error.instancePath) ?? [],
    path: error.instancePath,
  }));
  placed = placed.filter((item) => item.error.keyword !== 'if' && !fromReferenceBranch(item.error));
  placed = dropOtherBranches(placed, rootSchema, dialect);
  placed = withKnownProperties(placed, rootSchema);
  placed = dropMismatchedBranches(placed, rootSchema);
  placed = placed.filter(
    (item) =>
      !SUMMARIES.has(item.error.keyword) ||
      !placed.some(
        (other) =>
          other !== item &&
          isAtOrBelow(other.path, item.path) &&
          !SUMMARIES.has(other.error.keyword),
      ),
  );
  return mergeSamePlace(placed);
}

/**
 * Errors of an alternative the object plainly is not: when a member fails an `enum`/`const`
 * that only one alternative sets (Swagger 2.0's file schema wants `type: file`), the object was
 * not meant as that alternative, so what it says about the object is noise, provided another
 * alternative has something to say at the same place.
 */
function dropMismatchedBranches(placed: PlacedError[], root: object): PlacedError[] {
  const branches = schemaObjects(root);
  let kept = placed;
  for (const item of placed) {
    const { keyword } = item.error;
    const key = item.segments.at(-1);
    if ((keyword !== 'enum' && keyword !== 'const') || key === undefined) continue;
    const branch = branches.find((schema) => {
      const properties = schema['properties'];
      return isObject(properties) && properties[key] === item.error.parentSchema;
    });
    if (!branch) continue;
    const parentPath = item.path.slice(0, item.path.lastIndexOf('/'));
    const members = isObject(branch['properties']) ? Object.values(branch['properties']) : [];
    const fromBranch = (other: PlacedError) =>
      other.error.parentSchema === branch ||
      (members.includes(other.error.parentSchema) &&
        other.path.slice(0, other.path.lastIndexOf('/')) === parentPath);
    const below = (other: PlacedError) =>
      isAtOrBelow(other.path, parentPath) && !SUMMARIES.has(other.error.keyword);
    // When every alternative rejects the same member, that member is the problem: keep them all.
    const sameMember = (other: PlacedError) =>
      other.path === item.path &&
      (other.error.keyword === 'enum' || other.error.keyword === 'const');
    const others = kept.filter((other) => below(other) && !fromBranch(other) && !sameMember(other));
    if (others.length > 0) kept = kept.filter((other) => !below(other) || !fromBranch(other));
  }
  return kept;
}

const schemaObjectsOf = new WeakMap<object, JsonObject[]>();

/** Every object with `properties` inside the official schema (found once per schema). */
function schemaObjects(root: object): JsonObject[] {
  const known = schemaObjectsOf.get(root);
  if (known) return known;
  const found: JsonObject[] = [];
  schemaObjectsOf.set(root, found);
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isObject(value) && isObject(value['properties'])) found.push(value);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

/**
 * Unknown-property errors get the names the object's schema knows (through `$ref`s and
 * alternatives: `params.knownProperties`), for "did you mean". An `unevaluatedProperties` error
 * for a name the schema does know is dropped: it only means the subschema declaring it failed,
 * and that failure is reported on its own.
 */
function withKnownProperties(placed: PlacedError[], root: object): PlacedError[] {
  return placed.flatMap((item) => {
    const { keyword, params } = item.error;
    if (keyword !== 'additionalProperties' && keyword !== 'unevaluatedProperties') return [item];
    const known = [...knownProperties(item.error.parentSchema, root, new Set())];
    const name = String(params['additionalProperty'] ?? params['unevaluatedProperty']);
    if (keyword === 'unevaluatedProperties' && known.includes(name)) return [];
    return [withParams(item, { ...params, knownProperties: known })];
  });
}

/** Property names a schema declares, directly or through `$ref`s, alternatives and conditions. */
function knownProperties(schema: unknown, root: object, seen: Set<unknown>): Set<string> {
  const names = new Set<string>();
  if (!isObject(schema) || seen.has(schema)) return names;
  seen.add(schema);
  if (isObject(schema['properties'])) {
    for (const name of Object.keys(schema['properties'])) names.add(name);
  }
  const ref = schema['$ref'];
  const parts: unknown[] = [
    typeof ref === 'string' && ref.startsWith('#/') ? localTarget(root, ref) : undefined,
    schema['if'],
    schema['then'],
    schema['else'],
    ...['allOf', 'anyOf', 'oneOf'].flatMap((key): unknown[] => {
      const list: unknown = schema[key];
      return Array.isArray(list) ? list : [];
    }),
    ...Object.values(isObject(schema['dependentSchemas']) ? schema['dependentSchemas'] : {}),
  ];
  for (const part of parts) {
    for (const name of knownProperties(part, root, seen)) names.add(name);
  }
  return names;
}

/** Errors of the "Reference object" alternative, for an object that has no `$ref`. */
function fromReferenceBranch(error: ErrorObject): boolean {
  const schema: unknown = error.parentSchema;
  const required: unknown = isObject(schema) ? schema['required'] : undefined;
  return (
    Array.isArray(required) &&
    required.includes('$ref') &&
    isObject(error.data) &&
    !('$ref' in error.data)
  );
}

/**
 * Errors of alternatives whose discriminator does not match the object's: an object with
 * `in: query` is not a path parameter, so what the path-parameter branch says about it is noise.
 * When the discriminator itself is wrong, only that is reported.
 */
function dropOtherBranches(
  placed: PlacedError[],
  root: object,
  dialect: SchemaDialect,
): PlacedError[] {
  const wrongDiscriminators = new Set<string>();
  const kept = placed.filter((item) => {
    const parentSegments = item.segments.slice(0, -1);
    const key = item.segments.at(-1) ?? '';
    const legal = DISCRIMINATORS[kindAt(parentSegments) ?? 'Map']?.[key]?.[dialect];
    if (legal && (item.error.keyword === 'enum' || item.error.keyword === 'const')) {
      if (legal.includes(item.error.data as string)) return false;
      wrongDiscriminators.add(parentSegments.join('/'));
      return true;
    }
    const discriminators = DISCRIMINATORS[kindAt(item.segments) ?? 'Map'];
    if (!discriminators || !isObject(item.error.data)) return true;
    const data = item.error.data;
    return Object.keys(discriminators).every((name) => {
      const allowed = allowedValues(item.error.parentSchema, name, root, 0);
      return !allowed || data[name] === undefined || allowed.has(data[name]);
    });
  });
  return kept.filter(
    (item) =>
      !wrongDiscriminators.has(item.segments.join('/')) ||
      !['required', 'additionalProperties', 'unevaluatedProperties', 'not'].includes(
        item.error.keyword,
      ),
  );
}

/** The values a schema (or every alternative of it) allows for member `name`, when it says. */
function allowedValues(
  schema: unknown,
  name: string,
  root: object,
  depth: number,
): Set<unknown> | undefined {
  if (!isObject(schema) || depth > 8) return undefined;
  const ref = schema['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return allowedValues(localTarget(root, ref), name, root, depth + 1);
  }
  const property = isObject(schema['properties']) ? schema['properties'][name] : undefined;
  if (isObject(property)) {
    if (Array.isArray(property['enum'])) return new Set(property['enum']);
    if ('const' in property) return new Set([property['const']]);
  }
  const branches = schema['oneOf'] ?? schema['anyOf'];
  if (!Array.isArray(branches)) return undefined;
  const union = new Set<unknown>();
  for (const branch of branches) {
    const values = allowedValues(branch, name, root, depth + 1);
    if (!values) return undefined;
    for (const value of values) union.add(value);
  }
  return union;
}

function localTarget(root: object, ref: string): unknown {
  let current: unknown = root;
  for (const segment of parsePointer(ref.slice(1)) ?? []) {
    current = isObject(current) ? current[segment] : undefined;
  }
  return current;
}

/** Is `path` the same as `ancestor` or inside it? */
function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/**
 * One `enum` error per place (allowed values merged across alternatives), one `type` error per
 * place (types merged), and of the two the one that fits: a string that is not one of the
 * allowed strings is an enum problem; a number where strings are expected, a type problem.
 * `required` errors of the alternatives of one `oneOf`/`anyOf` ("schema" or "content") become
 * one error listing the alternatives.
 */
function mergeSamePlace(placed: PlacedError[]): PlacedError[] {
  const byPath = new Map<string, PlacedError[]>();
  for (const item of placed) {
    const group = byPath.get(item.path);
    if (group) group.push(item);
    else byPath.set(item.path, [item]);
  }
  const merged: PlacedError[] = [];
  for (const group of byPath.values()) {
    const enums = group.filter((item) => item.error.keyword === 'enum');
    const types = group.filter((item) => item.error.keyword === 'type');
    const rest = mergeRequiredAlternatives(
      group.filter((item) => item.error.keyword !== 'enum' && item.error.keyword !== 'type'),
    );
    const allowed = [
      ...new Set(
        enums.flatMap((item) => (item.error.params as { allowedValues: unknown[] }).allowedValues),
      ),
    ];
    const typeNames = [
      ...new Set(
        types.flatMap((item) => String((item.error.params as { type: unknown }).type).split(',')),
      ),
    ];
    const first = group[0];
    const data: unknown = first?.error.data;
    const fitsEnum = allowed.some((value) => typeof value === typeof data);
    if (enums[0] && (fitsEnum || !types[0])) {
      merged.push(withParams(enums[0], { allowedValues: allowed }));
    } else if (types[0]) {
      merged.push(withParams(types[0], { type: typeNames.join(',') }));
    }
    merged.push(...rest);
  }
  return merged;
}

/** `required` errors from the branches of one `oneOf`/`anyOf`, merged (`params.alternatives`). */
function mergeRequiredAlternatives(items: PlacedError[]): PlacedError[] {
  const branches = new Map<string, PlacedError[]>();
  const others: PlacedError[] = [];
  for (const item of items) {
    const match = /^(.*\/(?:oneOf|anyOf))\/\d+\/required$/.exec(item.error.schemaPath);
    if (item.error.keyword !== 'required' || !match?.[1]) {
      others.push(item);
      continue;
    }
    const group = branches.get(match[1]);
    if (group) group.push(item);
    else branches.set(match[1], [item]);
  }
  const merged = [...branches.values()].map((group) => {
    const first = group[0] as PlacedError;
    if (group.length === 1) return first;
    const alternatives = group.map((item) => String(item.error.params['missingProperty']));
    return withParams(first, { missingProperty: alternatives[0], alternatives });
  });
  return [...others, ...merged];
}

function withParams(item: PlacedError, params: JsonObject): PlacedError {
  return { ...item, error: { ...item.error, params } };
}
