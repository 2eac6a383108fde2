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
import { isValidElement } from 'react';
import type { ElementType, Key, ReactElement, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { PlaceContext } from '../site-context.ts';
import { dottedTagName, resolveDottedTag } from './dotted-tags.ts';
import { evaluateExpression, evaluateProgram, programBody } from './evaluate.ts';
import type { Scope } from './evaluate.ts';
import { jsxProps } from '../../web/index.ts';
import { undefinedProseName } from './undefined-names.ts';
import { evaluateLeniently } from './lenient-expression.ts';
import type { WarnFunction } from './lenient-expression.ts';
import { Island, islandOriginOf, recordExport } from './islands.ts';
import { warnBodyHooks } from './body-hooks.ts';

type Jsx = typeof jsx;

/** `jsxs` for children written in the page (a fixed list: no keys needed), else `jsx`. */
const factory = (written: boolean): Jsx => (written ? jsxs : jsx);

const fixedJsx = (written: boolean): Jsx => {
  const make = factory(written);
  return (type, props, key) =>
    make(type, typeof type === 'string' ? jsxProps(props as Record<string, unknown>) : props, key);
};

interface JsxSource {
  lineNumber?: number | undefined;
  columnNumber?: number | undefined;
}

/**
 * The element factory of one render of `file`: each component is wrapped in the place of its tag
 * (see `PlaceContext`), so what it warns about is reported there. A component's own children are
 * unwrapped again: `Tabs`, `Steps` and others read their children's types and props.
 */
function placedJsx(file: string | undefined) {
  return (
    type: ElementType,
    props: Record<string, unknown>,
    key: Key | undefined,
    written: boolean,
    source: JsxSource | undefined,
  ): ReactElement => {
    if (typeof type !== 'function') return fixedJsx(written)(type, props, key);
    const children = props['children'];
    const given = children === undefined ? props : { ...props, children: unwrapPlaces(children) };
    const origin = islandOriginOf(type);
    const element = origin
      ? jsx(Island, { component: type, origin, props: given }, key)
      : factory(written)(type, given, key);
    const line = source?.lineNumber;
    if (file === undefined || line === undefined) return element;
    const value = { file, line, column: (source?.columnNumber ?? 0) + 1 };
    return jsx(PlaceContext.Provider, { value, children: element }, key);
  };
}

function unwrapPlaces(children: unknown): unknown {
  if (Array.isArray(children)) return children.map(unwrapPlace);
  return unwrapPlace(children);
}

function unwrapPlace(child: unknown): unknown {
  if (!isValidElement<{ children?: unknown }>(child) || child.type !== PlaceContext.Provider) {
    return child;
  }
  return child.props.children;
}

/** What {@link MdxContent} renders: the arguments of {@link hastToReact}. */
export interface MdxContentProps {
  tree: Root;
  scope: Scope;
  components: Partial<Components>;
  file?: string | undefined;
  warn?: WarnFunction | undefined;
}

/**
 * A compiled page as a component, as the platform renders MDX content: the code written in its
 * body runs while React renders it, so it may call hooks (`React.useState` in an `{expression}`).
 */
export function MdxContent(props: MdxContentProps): ReactNode {
  return hastToReact(props.tree, props.scope, props.components, props.file, props.warn);
}

/**
 * Renders `tree` (of `file`, for warnings) with names resolved through `scope`; `components`
 * maps HTML tags (`pre`, `a`). With `warn`, a name an attribute value or `{expression}` uses
 * that nothing defines reads as `undefined`, with a warning (see `lenient-expression.ts`).
 */
export function hastToReact(
  tree: Root,
  scope: Scope,
  components: Partial<Components>,
  file?: string,
  warn?: WarnFunction,
): ReactNode {
  const children = tree.children.filter((child) => child.type !== 'mdxjsEsm');
  // Typed as the global JSX.Element, which React 19's types no longer declare.
  const element = toJsxRuntime(
    { ...tree, children },
    {
      Fragment,
      jsxDEV: placedJsx(file) as never,
      components,
      // The development factory is the one given each tag's position.
      development: true,
      filePath: file,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      ignoreInvalidStyle: true,
      createEvaluater: () => ({
        evaluateExpression: (expression) => {
          const tag = dottedTagName(expression);
          if (tag !== undefined) return resolveDottedTag(tag, scope);
          if (warn !== undefined) warnBodyHooks(expression, file, warn);
          return (
            undefinedProseName(tree, expression, scope, file) ??
            (warn === undefined
              ? evaluateExpression(expression, scope)
              : evaluateLeniently(expression, scope, file, warn))
          );
        },
        evaluateProgram: () => undefined,
      }),
    },
  ) as unknown as ReactNode;
  return element;
}

/** The programs of a tree's `import`/`export` blocks, in order. */
export function esmPrograms(tree: Root): Program[] {
  const programs: Program[] = [];
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue;
    const program = (child.data as { estree?: Program } | undefined)?.estree;
    if (program) programs.push(program);
  }
  return programs;
}

/**
 * Evaluates the `export` statements of `tree` in order, adding each export to `bindings`; each
 * exported function is recorded as an export of `module` (see `islands.ts`).
 */
export function evaluateModule(
  tree: Root,
  bindings: Map<string, unknown>,
  scope: Scope,
  module: string,
): void {
  for (const program of esmPrograms(tree)) {
    const values = evaluateProgram(program, scope);
    const code = programBody(program) ?? '';
    for (const [name, value] of Object.entries(values)) {
      bindings.set(name, value);
      recordExport(value, { origin: { module, name }, scope, code });
    }
  }
}
