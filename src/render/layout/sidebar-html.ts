/**
 * Sidebar HTML per page, from one render per section (see `nav-tree.ts`). A small sidebar is
 * written into every page. A large one (hundreds of links) would dominate every page's size, so
 * it goes into one shared file (`/_folio/nav/<hash>.html`, cached by browsers across pages) and
 * each page carries a short form: every section's title, with only the current section open. The
 * client swaps in the full tree; without JavaScript the short form still reaches every section.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { NavNode } from '../../navigation/index.ts';
import type { SiteContextValue } from '../site-context.ts';
import { indexTree, markCurrent, renderTree } from './nav-tree.ts';
import type { GroupNode } from '../../navigation/index.ts';
import { english } from './ui-strings/index.ts';

/** Above this many bytes, a sidebar goes into a shared file. */
export const INLINE_SIDEBAR_LIMIT = 16_000;

interface Section {
  nodes: readonly NavNode[];
  full: string;
  ids: Map<GroupNode, number>;
  ancestors: Map<string, number[]>;
  /** Set for large sidebars. */
  url?: string | undefined;
  /** Short forms, by the top-level node left open. */
  short: Map<NavNode | undefined, string>;
}

export interface SidebarForPage {
  html: string;
  /** The shared file with the whole tree, for large sidebars. */
  source?: string | undefined;
}

export class SidebarHtml {
  readonly #sections = new Map<readonly NavNode[], Section>();
  readonly #drilldown: boolean;
  readonly #site: Omit<SiteContextValue, 'warn'>;
  readonly #limit: number;

  constructor(
    drilldown: boolean,
    site: Omit<SiteContextValue, 'warn'>,
    limit = INLINE_SIDEBAR_LIMIT,
  ) {
    this.#drilldown = drilldown;
    this.#site = site;
    this.#limit = limit;
  }

  /**
   * The sidebar of a page whose section lists `nodes`, with `route` marked current;
   * `deprecatedLabel` is the badge of deprecated pages in the section's language.
   */
  forPage(
    nodes: readonly NavNode[],
    route: string,
    deprecatedLabel = english.deprecatedPage,
  ): SidebarForPage {
    const section = this.#section(nodes, deprecatedLabel);
    const open = section.ancestors.get(route) ?? [];
    if (section.url === undefined) return { html: markCurrent(section.full, route, open) };
    const top = nodes.find((node) => node.type === 'group' && section.ids.get(node) === open[0]);
    let short = section.short.get(top);
    if (short === undefined) {
      const folded = new Set(nodes.filter((node) => node.type === 'group' && node !== top));
      short = renderTree(
        nodes,
        { drilldown: this.#drilldown, ids: section.ids, folded, deprecatedLabel },
        this.#site,
      );
      section.short.set(top, short);
    }
    return { html: markCurrent(short, route, open), source: section.url };
  }

  /** The shared files of the large sidebars rendered so far. */
  sharedFiles(): { url: string; html: string }[] {
    return [...this.#sections.values()].flatMap((section) =>
      section.url === undefined ? [] : [{ url: section.url, html: section.full }],
    );
  }

  #section(nodes: readonly NavNode[], deprecatedLabel: string): Section {
    let section = this.#sections.get(nodes);
    if (!section) {
      const { ids, ancestors } = indexTree(nodes);
      const full = renderTree(
        nodes,
        { drilldown: this.#drilldown, ids, deprecatedLabel },
        this.#site,
      );
      const url =
        full.length > this.#limit
          ? `/_folio/nav/${createHash('sha256').update(full).digest('hex').slice(0, 12)}.html`
          : undefined;
      section = { nodes, full, ids, ancestors, url, short: new Map() };
      this.#sections.set(nodes, section);
    }
    return section;
  }
}
