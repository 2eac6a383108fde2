/**
 * The interface icons of the components themselves (callout kinds, chevrons, copy, folders): Lucide
 * icons whatever the site's `icons.library`, so they look the same on every site.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { renderIcon } from '../icons/index.ts';

/** Lucide icons the components draw. */
export const UI_ICONS = [
  'info',
  'circle-alert',
  'lightbulb',
  'triangle-alert',
  'octagon-alert',
  'circle-check',
  'copy',
  'check',
  'folder',
  'folder-open',
  'file',
  'chevron-right',
  'chevron-down',
  'arrow-right',
  'arrow-up-right',
  'hash',
] as const;

export type UiIconName = (typeof UI_ICONS)[number];

/** The interface icons as icon values, for the site's icon sprite. */
export function uiIconValues(): { name: string; library: 'lucide' }[] {
  return UI_ICONS.map((name) => ({ name, library: 'lucide' }));
}

/** Renders an interface icon (decorative). */
export function uiIcon(name: UiIconName, className?: string): ReactElement | null {
  return renderIcon({ name, library: 'lucide' }, { className });
}
