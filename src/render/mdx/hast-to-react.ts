/**
 * A compiled page or snippet (hast with MDX nodes) to React elements, with page code evaluated
 * in its scope. ESM is evaluated beforehand (see `evaluateModule`), so here it renders nothing.
 *
 * @module
 */
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Components } from 'hast-util-to-jsx-runtime';
import type { Program } from 'estree';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { evaluateExpression, evaluateProgram } from './evaluate.ts';
import type { Scope } from './evaluate.ts';
import { jsxProps } from './jsx-props.ts';
import { undefinedProseName } from './undefined-names.ts';

type Jsx = typeof jsx;

const fixedJsx: Jsx = (type, props, key) =>
  jsx(type, typeof type === 'string' ? jsxProps(props as Record<string, unknown>) : props, key);
const fixedJsxs: Jsx = (type, props, key) =>
  jsxs(type, typeof type === 'string' ? jsxProps(props as Record<string, unknown>) : props, key);

/**
 * Renders `tree` (of `file`, for warnings) with names resolved through `scope`; `components`
 * maps HTML tags (`pre`, `a`).
 */
export function hastToReact(
  tree: Root,
  scope: Scope,
  components: Partial<Components>,
  file?: string,
): ReactNode {
  const children = tree.children.filter((child) => child.type !== 'mdxjsEsm');
  // Typed as the global JSX.Element, which React 19's types no longer declare.
  const element = toJsxRuntime(
    { ...tree, children },
    {
      Fragment,
      jsx: fixedJsx,
      jsxs: fixedJsxs,
      components,
      development: false,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      ignoreInvalidStyle: true,
      createEvaluater: () => ({
        evaluateExpression: (expression) =>
          undefinedProseName(tree, expression, scope, file) ??
          evaluateExpression(expression, scope),
        evaluateProgram: () => undefined,
      }),
    },
  ) as unknown as ReactNode;
  return element;
}

/** Evaluates the `export` statements of `tree` in order, adding each export to `bindings`. */
export function evaluateModule(tree: Root, bindings: Map<string, unknown>, scope: Scope): void {
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue;
    const program = (child.data as { estree?: Program } | undefined)?.estree;
    if (!program) continue;
    for (const [name, value] of Object.entries(evaluateProgram(program, scope))) {
      bindings.set(name, value);
    }
  }
}
