/**
 * The interface icons of the components themselves (callout kinds, chevrons, copy, folders): Lucide
 * icons whatever the site's `icons.library`, so they look the same on every site.
 *
 * @module
 */
import type { ReactElement } from 'react';
import { renderIcon } from '../icons/index.ts';

/** Lucide icons the components draw. */
export type UiIconName =
  | 'info'
  | 'circle-alert'
  | 'lightbulb'
  | 'triangle-alert'
  | 'octagon-alert'
  | 'circle-check'
  | 'copy'
  | 'check'
  | 'folder'
  | 'folder-open'
  | 'file'
  | 'chevron-right'
  | 'chevron-down'
  | 'arrow-right'
  | 'arrow-up-right'
  | 'hash';

/** Renders an interface icon (decorative). */
export function uiIcon(name: UiIconName, className?: string): ReactElement | null {
  return renderIcon({ name, library: 'lucide' }, { className });
}
