/**
 * `CodeGroup`, `RequestExample` and `ResponseExample`: highlighted fences shown as tabs (or a
 * dropdown with `dropdown`), labelled by each fence's title, else its language. Code groups sync
 * by label across the page. The examples carry `data-folio-example`; at the top level of a page
 * they are rendered in the side column (see `side-column.ts`).
 *
 * @module
 */
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { InCodeGroupContext, copyButton } from './code-block.ts';
import { childElements, textOf, toBoolean, toText } from './props.ts';
import { renderTabSet } from './tab-set.ts';
import type { TabSetItem } from './tab-set.ts';

/** Props of `CodeGroup` and the examples. */
export interface CodeGroupProps {
  /** A select-style switcher instead of tabs. */
  dropdown?: unknown;
  children?: ReactNode;
}

/** The tab label of one child: its fence title, else `title`, else its language, else `Tab N`. */
export function codeLabel(props: Record<string, unknown>, index: number): string {
  return (
    toText(props['data-title']) ??
    (textOf(props['title'] as ReactNode).trim() || undefined) ??
    toText(props['data-language']) ??
    `Tab ${index + 1}`
  );
}

function renderCodeGroup(
  props: CodeGroupProps,
  idBase: string,
  example: 'request' | 'response' | undefined,
): ReactElement | null {
  const blocks = childElements(props.children);
  if (blocks.length === 0) return null;
  const items: TabSetItem[] = blocks.map((block, index) => {
    const label = codeLabel(block.props, index);
    return {
      label,
      title: label,
      icon: renderIcon(block.props['data-icon']),
      panelId: undefined,
      content: block,
    };
  });
  const attributes: Record<string, string> = { 'data-folio-code': '' };
  if (example !== undefined) attributes['data-folio-example'] = example;
  const strings = useUiStrings();
  const ariaLabel =
    example === 'request'
      ? strings.api.requestExample
      : example === 'response'
        ? strings.api.responseExample
        : strings.components.codeExamples;
  return h(
    InCodeGroupContext.Provider,
    { value: true },
    renderTabSet({
      idBase,
      className: example === undefined ? 'folio-code-group' : 'folio-code-group folio-example',
      items,
      defaultIndex: 0,
      sync: true,
      dropdown: toBoolean(props.dropdown),
      ariaLabel,
      actions: copyButton(strings.client),
      attributes,
    }),
  );
}

/** Fences shown as tabs. */
export function CodeGroup(props: CodeGroupProps): ReactElement | null {
  return renderCodeGroup(props, useId(), undefined);
}

/** Request examples, shown beside the page on wide screens. */
export function RequestExample(props: CodeGroupProps): ReactElement | null {
  return renderCodeGroup(props, useId(), 'request');
}

/** Response examples, shown beside the page on wide screens. */
export function ResponseExample(props: CodeGroupProps): ReactElement | null {
  return renderCodeGroup(props, useId(), 'response');
}
