/**
 * Attribute values and `{expressions}` that use a name nothing defines. Sites written for the
 * platform have such pages live: a snippet reads a prop its caller did not pass
 * (`{verb ?? "is"}`), a table cell holds `{used,free,cached}`. The platform renders them, so
 * Folio reads each undefined name as `undefined`, with a warning at the name, instead of failing
 * the page. When the expression still fails with that (`{user.name}`), it is left empty.
 *
 * Only names the expression itself uses are treated so: a function the page defines that uses an
 * undefined name, `export` statements, Node.js globals (`process`) and code that does not compile
 * stay errors.
 *
 * @module
 */
import type { Expression, Node } from 'estree';
import type { SourcePosition } from '../../shared/index.ts';
import type { Scope } from './evaluate.ts';
import { evaluateExpression } from './evaluate.ts';
import { PageCodeError } from './page-code-error.ts';
import { ChainScope } from './scope.ts';

/** Reports a warning at `place` (as the site context's `warn`). */
export type WarnFunction = (
  code: string,
  message: string,
  place?: SourcePosition,
  hint?: string,
) => void;

/**
 * Evaluates `expression` (of `file`) in `scope`, names it uses that nothing defines read as
 * `undefined` and reported through `warn`.
 */
export function evaluateLeniently(
  expression: Expression,
  scope: Scope,
  file: string | undefined,
  warn: WarnFunction,
): unknown {
  const missing = new Map<string, undefined>();
  let current = scope;
  for (;;) {
    try {
      const value = evaluateExpression(expression, current);
      for (const name of missing.keys()) report(name, 'it is read as undefined');
      return value;
    } catch (error) {
      if (!(error instanceof PageCodeError)) throw error;
      const name = error.undefinedName;
      if (name !== undefined && !missing.has(name) && usesName(expression, name)) {
        missing.set(name, undefined);
        current = new ChainScope(missing, scope);
        continue;
      }
      if (missing.size === 0 || name !== undefined) throw error;
      for (const each of missing.keys()) report(each, 'the expression is left empty');
      return undefined;
    }
  }

  function report(name: string, outcome: string): void {
    warn(
      'undefined-name',
      `\`${name}\` is not defined: ${outcome}`,
      placeOf(expression, name, file),
      `Define it (export const ${name} = ...), pass it as a prop, or import it from a snippet.`,
    );
  }
}

/** Whether `name` appears as an identifier in `node` (not as a property name). */
function usesName(node: Node, name: string): boolean {
  return findName(node, name) !== undefined;
}

function findName(node: unknown, name: string): Node | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findName(item, name);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Record<string, unknown> & { type?: unknown };
  if (record.type === 'Identifier' && record['name'] === name) return record as unknown as Node;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'loc' || key === 'range') continue;
    const found = findName(value, name);
    if (found) return found;
  }
  return undefined;
}

function placeOf(
  expression: Expression,
  name: string,
  file: string | undefined,
): SourcePosition | undefined {
  const start = findName(expression, name)?.loc?.start;
  if (file === undefined || start === undefined) return undefined;
  return { file, line: start.line, column: start.column + 1 };
}
