/**
 * `Tree` with `Tree.Folder` and `Tree.File`: a file tree. Folders are `<details>` (closed unless
 * `defaultOpen`; always open and not collapsible with `openable={false}`); `highlight` marks an
 * entry.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import type { SiteContextValue } from '../site-context.ts';
import { toBoolean, toText } from './props.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `Tree.Folder` and `Tree.File`. */
export interface TreeEntryProps {
  name?: unknown;
  defaultOpen?: unknown;
  /** Folders only: `false` shows the folder open and not collapsible. */
  openable?: unknown;
  highlight?: unknown;
  children?: ReactNode;
}

function entryClass(base: string, props: TreeEntryProps): string {
  return toBoolean(props.highlight) ? `${base} folio-tree-highlight` : base;
}

function entryName(props: TreeEntryProps, kind: 'Folder' | 'File', site: SiteContextValue): string {
  const name = toText(props.name);
  if (name !== undefined) return name;
  site.warn('component-prop', `Tree.${kind} needs a name.`);
  return kind === 'Folder' ? 'folder' : 'file';
}

/** A folder of a file tree. */
function TreeFolder(props: TreeEntryProps): ReactElement {
  const name = entryName(props, 'Folder', useSite());
  const label = [
    uiIcon('folder', 'folio-tree-closed-icon'),
    uiIcon('folder-open', 'folio-tree-open-icon'),
    h('span', { key: 'name', className: 'folio-tree-name' }, name),
  ];
  const children = h('ul', { className: 'folio-tree-children' }, props.children);
  if (props.openable !== undefined && !toBoolean(props.openable)) {
    return h(
      'li',
      { className: entryClass('folio-tree-folder folio-tree-static', props) },
      h('div', { className: 'folio-tree-label' }, ...label),
      children,
    );
  }
  return h(
    'li',
    { className: entryClass('folio-tree-folder', props) },
    h(
      'details',
      { open: toBoolean(props.defaultOpen) || undefined },
      h('summary', { className: 'folio-tree-label' }, ...label),
      children,
    ),
  );
}

/** A file of a file tree. */
function TreeFile(props: TreeEntryProps): ReactElement {
  const name = entryName(props, 'File', useSite());
  return h(
    'li',
    { className: entryClass('folio-tree-file', props) },
    h(
      'span',
      { className: 'folio-tree-label' },
      uiIcon('file'),
      h('span', { className: 'folio-tree-name' }, name),
    ),
  );
}

/** A file tree; its entries are `Tree.Folder` and `Tree.File`. */
function TreeRoot(props: { children?: ReactNode }): ReactElement {
  return h('ul', { className: 'folio-tree' }, props.children);
}

/** `Tree`, with `Tree.Folder` and `Tree.File` as properties (MDX reads `<Tree.Folder>` so). */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
export { TreeFile, TreeFolder };
