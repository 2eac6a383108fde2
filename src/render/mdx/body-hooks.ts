/**
 * Hooks called by code written in a page's body (`{(() => { const [on] = React.useState(true);
 * ... })()}`), not inside a component the page exports. The page is rendered as a component, as
 * the platform does, so such calls work; but only exported components become islands (see
 * `islands.ts`): hydrating the body would mean sending the whole page to the browser as code.
 * The body is rendered once, on the server, with the hooks' first values, and the author is told
 * so, with the way to make the part interactive.
 *
 * @module
 */
import type { CallExpression, Expression, Node } from 'estree';
import type { SourcePosition } from '../../shared/index.ts';
import { isStatefulHook } from './interactive.ts';
import type { WarnFunction } from './lenient-expression.ts';

interface HookCall {
  /** As written: `useState`, `React.useState`. */
  name: string;
  node: CallExpression;
}

const found = new WeakMap<Node, HookCall | null>();

/**
 * Warns (through `warn`, at the call) when `expression`, code in the body of `file`, calls a hook
 * that needs the browser: state, effects, refs. Checked once per expression.
 */
export function warnBodyHooks(
  expression: Expression,
  file: string | undefined,
  warn: WarnFunction,
): void {
  let call = found.get(expression);
  if (call === undefined) {
    call = firstHookCall(expression) ?? null;
    found.set(expression, call);
  }
  if (call === null) return;
  const start = call.node.loc?.start;
  const place: SourcePosition | undefined =
    file === undefined || start === undefined
      ? undefined
      : { file, line: start.line, column: start.column + 1 };
  warn(
    'island-static',
    `\`${call.name}\` is called in the page body: this part is rendered once, when the page is built, and is not interactive`,
    place,
    'Move the code into a component the page exports (export const Cursor = () => { ... }) and use <Cursor />: such components are hydrated in the browser',
  );
}

/** The first call of a stateful hook in `node`, in source order. */
function firstHookCall(node: unknown): HookCall | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const call = firstHookCall(item);
      if (call) return call;
    }
    return undefined;
  }
  const record = node as Record<string, unknown> & { type?: unknown };
  if (record.type === 'CallExpression') {
    const name = hookName(record as unknown as CallExpression);
    if (name !== undefined) return { name, node: record as unknown as CallExpression };
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'loc' || key === 'range') continue;
    const call = firstHookCall(value);
    if (call) return call;
  }
  return undefined;
}

/** `useState` for `useState(...)`, `React.useState` for `React.useState(...)`; else undefined. */
function hookName(call: CallExpression): string | undefined {
  const callee = call.callee;
  if (callee.type === 'Identifier') return isStatefulHook(callee.name) ? callee.name : undefined;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.property.type === 'Identifier' &&
    isStatefulHook(callee.property.name)
  ) {
    return `${callee.object.name}.${callee.property.name}`;
  }
  return undefined;
}
