/**
 * Dotted tag names (`<Color.Item>`, `<GitHub.Repo>`, `<motion.div>`). The JSX runtime turns such
 * a tag into a member expression and asks the evaluater for it; read as plain code, `Color.Item`
 * on an unknown `Color` is `undefined`, and React then fails the whole page with "Element type is
 * invalid". Here a dotted tag resolves like a plain one: what the page or a snippet defines, then
 * the component library by its dotted name, else an unknown component that renders its children
 * and is reported (with its position) under the dotted name.
 *
 * @module
 */
import type { Expression, Node } from 'estree';
import type { Scope } from './evaluate.ts';

/**
 * The dotted name of `expression` when the JSX runtime built it from a tag name; `undefined` for
 * expressions written in the page. Those come from the parser and carry positions, the runtime's
 * do not.
 */
export function dottedTagName(expression: Expression): string | undefined {
  if (expression.type !== 'MemberExpression' || hasPosition(expression)) return undefined;
  const parts: string[] = [];
  let node: Node = expression;
  while (node.type === 'MemberExpression') {
    const property: Node = node.property;
    if (property.type === 'Identifier') parts.unshift(property.name);
    else if (property.type === 'Literal' && typeof property.value === 'string') {
      parts.unshift(property.value);
    } else return undefined;
    node = node.object;
  }
  if (node.type !== 'Identifier') return undefined;
  parts.unshift(node.name);
  return parts.join('.');
}

function hasPosition(node: Node): boolean {
  return node.loc != null || node.range != null || 'start' in node;
}

/** Whether React can render `value` as an element type (a function, a tag name, a memo or context). */
function isElementType(value: unknown): boolean {
  if (typeof value === 'function' || typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

/**
 * Resolves the tag `name` (`Color.Item`): the member read through `scope` when that is a
 * component, else whatever the outer scope answers for the whole dotted name (a library component
 * such as `Tree.Folder`, or the unknown-component fallback). Members are read directly rather than
 * compiled as code: the runtime builds a new expression for every tag, so nothing could be cached.
 */
export function resolveDottedTag(name: string, scope: Scope): unknown {
  const [root = '', ...members] = name.split('.');
  let value: unknown = scope.has(root) ? scope.get(root) : undefined;
  try {
    for (const member of members) {
      if (value === null || value === undefined) break;
      value = (value as Record<string, unknown>)[member];
    }
  } catch {
    // A getter of the page's own object threw: the tag is unknown, not a broken page.
    value = undefined;
  }
  return isElementType(value) ? value : scope.get(name);
}
