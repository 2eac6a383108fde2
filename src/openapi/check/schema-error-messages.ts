/**
 * Readable messages for ajv errors against the official OpenAPI schemas: `Unknown property
 * "summry" in an Operation object` (with a "did you mean") rather than `must NOT have additional
 * properties`, and the place to point at: the unknown key itself, the object missing a member.
 *
 * @module
 */
import { didYouMean } from '../../shared/index.ts';
import { childPointer } from '../../shared/index.ts';
import { isObject } from '../load/values.ts';
import type { PlacedError } from './collapse-schema-errors.ts';
import { describeKind, kindAt } from './object-kinds.ts';
import type { ObjectKind } from './object-kinds.ts';

/** One problem found by schema validation, ready to be positioned. */
export interface SchemaIssue {
  /** JSON pointer in the document. */
  pointer: string;
  at: 'key' | 'value';
  message: string;
  hint?: string | undefined;
  /** The ajv keyword (`required`, `additionalProperties`, ...). */
  keyword: string;
  /** The member the issue is about (missing or unknown), when there is one. */
  property?: string | undefined;
}

/** JSON Schema type names as a message says them. */
export const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The message of one (collapsed) error. */
export function describeSchemaError({ error, segments, path }: PlacedError): SchemaIssue {
  const params = error.params as Record<string, unknown>;
  const kind = kindAt(segments);
  const subject = subjectOf(segments);
  const found = describeValue(error.data);
  const issue = (message: string, extra: Partial<SchemaIssue> = {}): SchemaIssue => ({
    pointer: path,
    at: 'value',
    message,
    keyword: error.keyword,
    ...extra,
  });
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const property = String(params['additionalProperty'] ?? params['unevaluatedProperty']);
      const knownProperties = params['knownProperties'];
      const known = Array.isArray(knownProperties) ? knownProperties.map(String) : [];
      const suggestion = didYouMean(property, known);
      return issue(`Unknown property "${property}" in ${describeKind(kind)}`, {
        pointer: childPointer(path, property),
        at: 'key',
        property,
        hint:
          suggestion === undefined ? unknownPropertyHint(kind) : `Did you mean "${suggestion}"?`,
      });
    }
    case 'required': {
      const property = String(params['missingProperty']);
      const alternatives = params['alternatives'];
      if (Array.isArray(alternatives)) {
        return issue(
          `${capitalize(describeKind(kind))} needs ${alternatives.map((name) => `"${String(name)}"`).join(' or ')}`,
          { at: 'key', property },
        );
      }
      return issue(`Missing required property "${property}" in ${describeKind(kind)}`, {
        at: 'key',
        property,
        hint:
          kind === 'Parameter' && property === 'required'
            ? 'Path parameters must say required: true.'
            : undefined,
      });
    }
    case 'type': {
      const types = String(params['type'])
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return issue(`${subject} must be ${types.join(' or ')} (found ${found})`);
    }
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[] | undefined) ?? [];
      const suggestion =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              allowed.filter((value) => typeof value === 'string'),
            )
          : undefined;
      return issue(`${subject} must be ${oneOf(allowed)} (found ${found})`, {
        hint: suggestion === undefined ? undefined : `Did you mean "${suggestion}"?`,
      });
    }
    case 'const':
      return issue(`${subject} must be ${JSON.stringify(params['allowedValue'])} (found ${found})`);
    case 'pattern':
      return issue(
        `${subject} must match the pattern ${String(params['pattern'])} (found ${found})`,
      );
    case 'format':
      return issue(`${subject} must be a valid ${String(params['format'])} (found ${found})`);
    case 'minItems':
    case 'minProperties':
      return issue(
        `${subject} must have at least ${count(params['limit'], error.keyword === 'minItems' ? 'item' : 'member')}`,
      );
    case 'minLength':
      return issue(
        params['limit'] === 1
          ? `${subject} must not be empty`
          : `${subject} ${String(error.message)}`,
      );
    case 'uniqueItems':
      return issue(
        `${subject} must not repeat items (items ${String(params['j'])} and ${String(params['i'])} are the same)`,
      );
    case 'not':
      return issue(notMessage(error, kind, subject));
    case 'oneOf': {
      if (!Array.isArray(params['passingSchemas'])) {
        return issue(`${subject} matches none of its allowed forms`);
      }
      const exclusive = requiredOfBranches(error.schema);
      return issue(
        exclusive
          ? `${together(exclusive)} cannot be used together in ${describeKind(kind)}`
          : `${capitalize(describeKind(kind))} matches more than one of its allowed forms`,
      );
    }
    default:
      return issue(`${subject} ${String(error.message)}`);
  }
}

/** `"version"`, `item 2 of "tags"`, `the document`. */
function subjectOf(segments: readonly string[]): string {
  const last = segments.at(-1);
  if (last === undefined) return 'The document';
  if (/^\d+$/.test(last) && segments.length > 1)
    return `Item ${last} of "${segments.at(-2) ?? ''}"`;
  return `"${last}"`;
}

/** A value as a message shows it: its kind for objects and arrays, else its JSON (cut short). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function oneOf(values: readonly unknown[]): string {
  const shown = values.map((value) => JSON.stringify(value));
  if (shown.length <= 1) return shown[0] ?? 'one of the allowed values';
  return `one of ${shown.slice(0, -1).join(', ')} or ${shown.at(-1) ?? ''}`;
}

function count(value: unknown, noun: string): string {
  const number = Number(value);
  return `${number} ${noun}${number === 1 ? '' : 's'}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unknownPropertyHint(kind: string | undefined): string {
  if (kind === 'Responses') return 'Response keys are HTTP status codes (200, 4XX) or "default".';
  if (kind === 'Paths') return 'Paths start with "/".';
  if (kind === 'Map') return 'Names here may use only letters, digits, ".", "-" and "_".';
  return 'Remove it, or start its name with "x-" to keep it as an extension.';
}

/** What a failed `not` forbids, from the forbidden schema. */
function notMessage(
  error: PlacedError['error'],
  kind: ObjectKind | undefined,
  subject: string,
): string {
  const parentSchema: unknown = error.parentSchema;
  const forbidden: unknown = isObject(parentSchema) ? parentSchema['not'] : undefined;
  const required: unknown = isObject(forbidden) ? forbidden['required'] : undefined;
  const names = Array.isArray(required) ? required.map(String) : [];
  // `dependentSchemas: {identifier: {not: {required: [url]}}}`: "identifier" excludes "url".
  const dependent = /\/dependentSchemas\/([^/]+)\/not$/.exec(error.schemaPath)?.[1];
  if (dependent !== undefined && names.length > 0)
    names.unshift(dependent.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (names.length > 1)
    return `${together(names)} cannot be used together in ${describeKind(kind)}`;
  if (names.length === 1) {
    return `"${names[0] ?? ''}" is not allowed in ${describeKind(kind)} of this form`;
  }
  if (kind === 'Responses') return 'A Responses object needs at least one response';
  return `${subject} is not allowed in this form`;
}

/** The member names of `oneOf` branches that each only require one member, or undefined. */
function requiredOfBranches(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const names: string[] = [];
  for (const branch of branches) {
    const required: unknown = isObject(branch) ? branch['required'] : undefined;
    if (!isObject(branch) || Object.keys(branch).length !== 1 || !Array.isArray(required))
      return undefined;
    names.push(...required.map(String));
  }
  return names;
}

/** `"a" and "b"`, `"a", "b" and "c"`. */
function together(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length === 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
}
