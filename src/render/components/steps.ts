/**
 * `Steps` / `Step`: a numbered vertical timeline. Steps tells each step its number and default
 * title size through context; `stepNumber` and `titleSize` on a step override them. Titles shown as
 * `h2`/`h3` get an anchor id (`id`, or the slugified title) unless `noAnchor` is set.
 *
 * @module
 */
import { Children, createContext, isValidElement, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { fillSlots, useUiStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { hasContent, slugify, textOf, toBoolean, toText } from './props.ts';
import { renderInlineText } from './inline-text.ts';
import { uiIcon } from './ui-icon.ts';

type TitleSize = 'p' | 'h2' | 'h3';

interface StepPosition {
  number: number;
  titleSize: TitleSize | undefined;
}

const StepPositionContext = createContext<StepPosition | undefined>(undefined);

function toTitleSize(value: unknown): TitleSize | undefined {
  const text = toText(value)?.toLowerCase();
  return text === 'p' || text === 'h2' || text === 'h3' ? text : undefined;
}

/** Props of `Steps`. */
export interface StepsProps {
  /** Default title element of the steps: `p` (default), `h2` or `h3`. */
  titleSize?: unknown;
  children?: ReactNode;
}

/** An ordered list of steps. */
export function Steps(props: StepsProps): ReactElement {
  const titleSize = toTitleSize(props.titleSize);
  let number = 0;
  const items = Children.toArray(props.children).map((child, index) => {
    if (isValidElement(child) && child.type === Step) {
      number += 1;
      return h(
        StepPositionContext.Provider,
        { key: child.key ?? index, value: { number, titleSize } },
        child,
      );
    }
    if (typeof child === 'string' && child.trim() === '') return null;
    return h('li', { key: index, className: 'folio-steps-aside' }, child);
  });
  return h('ol', { className: 'folio-steps', role: 'list' }, items);
}

/** Props of `Step`. */
export interface StepProps {
  title?: ReactNode;
  icon?: unknown;
  iconType?: unknown;
  /** The number shown instead of the step's position. */
  stepNumber?: unknown;
  /** `p`, `h2` or `h3`; inherits from `Steps`. */
  titleSize?: unknown;
  /** Anchor id of an `h2`/`h3` title. */
  id?: unknown;
  /** No anchor id on the title. */
  noAnchor?: unknown;
  children?: ReactNode;
}

/** One step; a list item inside `Steps`, a standalone block elsewhere. */
export function Step(props: StepProps): ReactElement {
  const words = useUiStrings().components;
  const site = useSite();
  const position = useContext(StepPositionContext);
  const hasTitle = hasContent(props.title);
  if (!hasTitle) site.warn('component-prop', 'Step needs a title; the step is shown without one.');
  const titleSize = toTitleSize(props.titleSize) ?? position?.titleSize ?? 'p';
  const number = toText(props.stepNumber) ?? String(position?.number ?? 1);
  const icon = renderIcon(props.icon, { iconType: toText(props.iconType) });
  const anchor =
    titleSize !== 'p' && hasTitle && !toBoolean(props.noAnchor)
      ? (toText(props.id) ?? slugify(textOf(props.title)))
      : undefined;
  const title = hasTitle
    ? h(
        titleSize,
        { className: 'folio-step-title', id: anchor },
        renderInlineText(props.title),
        anchor === undefined
          ? null
          : h(
              'a',
              {
                className: 'folio-step-anchor',
                href: `#${anchor}`,
                'aria-label': fillSlots(words.linkTo, {
                  title: textOf(props.title).replace(/`/g, ''),
                }),
              },
              uiIcon('hash'),
            ),
      )
    : null;
  return h(
    position === undefined ? 'div' : 'li',
    { className: 'folio-step' },
    h(
      'span',
      { className: 'folio-step-marker', 'aria-hidden': true },
      icon ?? h('span', { className: 'folio-step-number' }, number),
    ),
    h(
      'div',
      { className: 'folio-step-body' },
      title,
      hasContent(props.children)
        ? h('div', { className: 'folio-step-content' }, props.children)
        : null,
    ),
  );
}
