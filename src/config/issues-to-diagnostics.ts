/**
 * Turns zod issues into Folio diagnostics: positioned (file:line:column), with the JSON path,
 * a message that says what is wrong in docs.json terms, and a hint that says how to fix it.
 *
 * @module
 */
import type * as z from 'zod';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { JsonSourceMap } from './json/source-map.ts';
import type { UnknownKeyParams } from './schema/section.ts';

type Issue = z.core.$ZodIssue;
type Path = PropertyKey[];

export interface ConvertedIssues {
  diagnostics: Diagnostic[];
  /** Paths of unknown keys: the loader drops them before the final parse. */
  unknownKeys: Path[];
}

/** Messages zod writes by default; anything else was written by a Folio schema and is kept. */
const defaultMessage =
  /^(Invalid input|Invalid option|Too small|Too big|Invalid string|Invalid number|Unrecognized key)/;

export function issuesToDiagnostics(
  issues: readonly Issue[],
  input: unknown,
  sourceMap: JsonSourceMap,
): ConvertedIssues {
  const flat = issues.flatMap((issue) => flattenUnions(issue, []));
  const unknownKeys: Path[] = [];
  const diagnostics: Diagnostic[] = [];

  // A missing key that a near-miss key was probably meant to be: report them as one error.
  const consumed = new Set<Issue>();
  const unknownAt = (path: Path) =>
    flat.filter((issue) => isUnknownKey(issue) && samePath(issue.path.slice(0, -1), path));

  for (const issue of flat) {
    if (consumed.has(issue)) continue;
    const path = issue.path;
    const jsonPath = formatJsonPath(path);
    const locate = (preferKey = false) => sourceMap.locate(input, path, preferKey);

    if (isUnknownKey(issue)) {
      const params = paramsOf(issue) as UnknownKeyParams;
      unknownKeys.push(path);
      const position = locate(true);
      diagnostics.push({
        severity: 'warning',
        code: 'unknown-key',
        message: `${issue.message}; it is ignored`,
        hint: params.suggestion
          ? `Did you mean "${params.suggestion}"?`
          : `Known keys here: ${params.knownKeys.join(', ')}.`,
        ...(position ? { position } : {}),
        jsonPath,
      });
      continue;
    }

    const value = valueAt(input, path);
    const parentPath = path.slice(0, -1);
    const key = path.at(-1);
    const parent = valueAt(input, parentPath);
    const missing =
      issue.code === 'invalid_type' &&
      value === undefined &&
      typeof key === 'string' &&
      isPlainObject(parent) &&
      !Object.hasOwn(parent, key);

    if (missing) {
      const nearMiss = unknownAt(parentPath).find(
        (candidate) => (paramsOf(candidate) as UnknownKeyParams).suggestion === key,
      );
      if (nearMiss) consumed.add(nearMiss);
      const [ownMessage, ownHint] = splitHint(issue.message);
      const custom = !defaultMessage.test(issue.message);
      const position = sourceMap.locate(input, parentPath);
      diagnostics.push({
        severity: 'error',
        code: 'missing-key',
        message: custom ? ownMessage : `Missing required key "${key}"`,
        hint: nearMiss
          ? `Found "${String(nearMiss.path.at(-1))}": did you mean "${key}"?`
          : (ownHint ?? `Add "${key}" to this object.`),
        ...(position ? { position } : {}),
        jsonPath,
      });
      continue;
    }

    const position = locate();
    diagnostics.push({
      severity: 'error',
      code: issueCode(issue),
      ...describeIssue(issue, value, key),
      ...(position ? { position } : {}),
      jsonPath,
    });
  }
  return { diagnostics, unknownKeys };
}

/** Splits "message\nhint" (see `withHint`). */
export function splitHint(text: string): [message: string, hint: string | undefined] {
  const newline = text.indexOf('\n');
  return newline === -1 ? [text, undefined] : [text.slice(0, newline), text.slice(newline + 1)];
}

function describeIssue(
  issue: Issue,
  value: unknown,
  key: PropertyKey | undefined,
): { message: string; hint?: string } {
  if (!defaultMessage.test(issue.message)) {
    const [message, hint] = splitHint(issue.message);
    return hint ? { message, hint } : { message };
  }
  const label =
    typeof key === 'string' ? `"${key}"` : typeof key === 'number' ? `Item ${key}` : 'The document';
  switch (issue.code) {
    case 'invalid_type': {
      const hint = typeHint(issue.expected, value);
      return {
        message: `${label} must be ${expectedPhrase(issue.expected)}, but is ${describeValue(value)}`,
        ...(hint ? { hint } : {}),
      };
    }
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1)
        return { message: `${label} must not be empty` };
      if (issue.origin === 'array')
        return { message: `${label} must have at least ${String(issue.minimum)} item(s)` };
      return { message: `${label} is too small (minimum ${String(issue.minimum)})` };
    case 'too_big':
      return { message: `${label} is too large (maximum ${String(issue.maximum)})` };
    case 'invalid_value': {
      const allowed = issue.values.map((v) => JSON.stringify(v));
      const suggestion =
        typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : undefined;
      return {
        message: `${label} must be one of ${allowed.join(', ')}, but is ${describeValue(value)}`,
        ...(suggestion ? { hint: `Did you mean "${suggestion}"?` } : {}),
      };
    }
    case 'invalid_union':
      return { message: `${label} has an unexpected form (${describeValue(value)})` };
    default:
      return { message: `${label}: ${issue.message}` };
  }
}

function issueCode(issue: Issue): string {
  if (issue.code === 'custom') return 'invalid-value';
  return issue.code.replaceAll('_', '-');
}

/**
 * Replaces a failed union by the issues of the alternative the value was meant to be: the one
 * whose type matched (a string for a page path, an object for a group).
 */
function flattenUnions(issue: Issue, prefix: Path): Issue[] {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union') {
    return [{ ...issue, path }];
  }
  const matching = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  const chosen = matching.length === 1 ? matching[0] : undefined;
  if (!chosen) return [{ ...issue, path }];
  return chosen.flatMap((inner) => flattenUnions(inner, path));
}

function isUnknownKey(issue: Issue): boolean {
  return (
    issue.code === 'custom' &&
    typeof (paramsOf(issue) as Partial<UnknownKeyParams> | undefined)?.unknownKey === 'string'
  );
}

function paramsOf(issue: Issue): unknown {
  return issue.code === 'custom' ? issue.params : undefined;
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** How to fix a value of the wrong type, when the fix is mechanical. */
function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === 'boolean' && (value === 'true' || value === 'false'))
    return `Write ${value} without quotes.`;
  if (expected === 'boolean') return 'Write true or false, without quotes.';
  if (
    expected === 'number' &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    !Number.isNaN(Number(value))
  ) {
    return `Write ${value.trim()} without quotes.`;
  }
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `Put the value in double quotes: "${String(value)}".`;
  }
  if (expected === 'array' && typeof value === 'string')
    return `Wrap it in brackets: [${JSON.stringify(value)}].`;
  return undefined;
}

function expectedPhrase(expected: string): string {
  switch (expected) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'an array';
    case 'object':
    case 'record':
      return 'an object';
    default:
      return expected;
  }
}

/** A short description of a JSON value for messages: `"abc"`, `42`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}
