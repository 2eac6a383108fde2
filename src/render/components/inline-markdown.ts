/**
 * Markdown written in a string prop (`<Frame caption="See [the park](https://...)">`,
 * `<Prompt description="**Clear** docs">`): the platform renders it, so a caption's link is a
 * link. Parsed with the same mdast/hast libraries as pages, without raw HTML; a single paragraph
 * is unwrapped so the text sits inline in its caption.
 *
 * @module
 */
import type { ElementContent, Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** Characters that may start Markdown syntax: text without any is returned as it is. */
const markdownSyntax = /[*_`[\]<>!\\~&]/;

/**
 * Renders a prop written as Markdown. Non-string values (JSX written in braces) pass through;
 * `resolveHref` turns link targets into site URLs.
 */
export function renderInlineMarkdown(
  value: ReactNode,
  resolveHref: (href: string) => string = (href) => href,
): ReactNode {
  if (typeof value !== 'string' || !markdownSyntax.test(value)) return value;
  const tree = toHast(fromMarkdown(value)) as HastRoot;
  const children = tree.children.filter((node) => node.type !== 'text' || node.value.trim());
  const only = children.length === 1 ? children[0] : undefined;
  const content: ElementContent[] =
    only?.type === 'element' && only.tagName === 'p'
      ? only.children
      : (children as ElementContent[]);
  return toJsxRuntime(
    { type: 'root', children: content },
    {
      Fragment,
      jsx,
      jsxs,
      components: {
        a: (props: { href?: string; children?: ReactNode }) =>
          jsx('a', {
            ...props,
            href: props.href === undefined ? undefined : resolveHref(props.href),
          }),
      },
    },
  ) as ReactNode;
}
