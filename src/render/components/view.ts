/**
 * `View`: content for one language or framework (`<View title="Python" icon="python">`). A page
 * holds several views, often scattered through it; the page shows one at a time and a dropdown,
 * added by the views island before the first view, switches between them (the table of contents
 * follows). Without scripts every view is shown, each under its title.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { toText } from './props.ts';

/** Props of `View`. */
export interface ViewProps {
  /** The name of the view in the dropdown; views with the same title belong together. */
  title?: unknown;
  icon?: unknown;
  iconType?: unknown;
  children?: ReactNode;
}

/** One view of the page. */
export function View(props: ViewProps): ReactElement {
  const site = useSite();
  const title = toText(props.title);
  const words = useUiStrings().components;
  if (title === undefined)
    site.warn('component-prop', 'View needs a title: the name in the view dropdown.');
  const icon = renderIcon(props.icon, { iconType: toText(props.iconType) });
  return h(
    'div',
    { className: 'folio-view', 'data-folio-view': title ?? words.view },
    h(
      'p',
      { className: 'folio-view-label', 'data-folio-view-label': '' },
      icon,
      h('span', null, title ?? words.view),
    ),
    props.children,
  );
}
