/**
 * Reading and checking JSON request bodies: a body that is not JSON, holds text the database
 * cannot store (a NUL character, an unpaired surrogate) or strings past the limits of
 * json-text-check.ts, or is not what the route expects, is a 400 whose message names the field
 * and what it should be.
 *
 * @module
 */
import type { Context } from 'hono';
import type * as z from 'zod';
import { HttpError } from './http-error.ts';
import { checkJsonText } from './json-text-check.ts';

/** The request body parsed as JSON and checked against `schema`; throws a 400 when it is not. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const text = await c.req.text();
  if (text.trim() === '') {
    throw new HttpError(400, 'The request body is empty: send a JSON object.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
    throw new HttpError(400, `The request body is not valid JSON${reason}.`);
  }
  const issue = checkJsonText(value);
  if (issue) throw new HttpError(400, `Invalid request body: ${issue.path}: ${issue.message}.`);
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssues(result.error.issues));
  return result.data;
}

/** One sentence per problem: `messages[0].role: Expected string, received number`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, 5).map((issue) => {
    const where = issue.path.length === 0 ? 'body' : formatPath(issue.path);
    return `${where}: ${issue.message.replace(/\.+$/, '')}`;
  });
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `Invalid request body: ${lines.join('; ')}${more}.`;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      const name = String(part);
      return index === 0 ? name : `.${name}`;
    })
    .join('');
}
