/**
 * `Tree` (alias `FileTree`) with `Tree.Folder` and `Tree.File`, or a Markdown list: a file tree. Folders are `<details>` (closed unless
 * `defaultOpen`; always open and not collapsible with `openable={false}`); `highlight` marks an
 * entry.
 *
 * @module
 */
import { Children, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import type { SiteContextValue } from '../site-context.ts';
import { childElements, textOf, toBoolean, toText } from './props.ts';
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

/**
 * The entries of a Markdown list written inside `<Tree>` or `<FileTree>`: an item whose name ends
 * in `/` or that holds a nested list is a folder (open when it has entries), any other a file.
 * Inline formatting in names is dropped, as the platform does.
 */
function listEntries(list: ReactElement<Record<string, unknown>>): ReactNode[] {
  return childElements(list.props['children'] as ReactNode)
    .filter((item) => item.type === 'li')
    .map((item, index) => {
      const parts = childElements(item.props['children'] as ReactNode);
      const nested = parts.filter((part) => part.type === 'ul' || part.type === 'ol');
      const own = Children.toArray(item.props['children'] as ReactNode).filter(
        (part) => !isValidElement(part) || (part.type !== 'ul' && part.type !== 'ol'),
      );
      const text = textOf(own).trim();
      const folder = text.endsWith('/') || nested.length > 0;
      const name = text.replace(/\/+$/, '') || (folder ? 'folder' : 'file');
      if (!folder) return h(TreeFile, { key: index, name });
      return h(
        TreeFolder,
        { key: index, name, defaultOpen: nested.length > 0 },
        nested.flatMap(listEntries),
      );
    });
}

/** A file tree: `Tree.Folder` and `Tree.File` entries, or a Markdown list of names. */
function TreeRoot(props: { children?: ReactNode; style?: unknown }): ReactElement {
  const elements = childElements(props.children);
  const lists = elements.filter((child) => child.type === 'ul' || child.type === 'ol');
  const children =
    lists.length > 0 && lists.length === elements.length
      ? lists.flatMap(listEntries)
      : props.children;
  const style = typeof props.style === 'object' && props.style !== null ? props.style : undefined;
  return h('ul', { className: 'folio-tree', style }, children);
}

/** `Tree`, with `Tree.Folder` and `Tree.File` as properties (MDX reads `<Tree.Folder>` so). */
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
export { TreeFile, TreeFolder };
