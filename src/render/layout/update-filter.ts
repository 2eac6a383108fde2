/**
 * A changelog page's tag filter: when its `<Update>` entries carry tags, the table of contents
 * gets one toggle button per tag, as the platform replaces the contents with tag filters. The
 * buttons come hidden; the browser script (src/client/update-filter.ts) shows them in place of
 * the contents and does the filtering, so without JavaScript the page shows every entry and its
 * contents as before. Also the feed link of a page whose frontmatter says `rss: true`.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { h } from '../h.ts';
import type { LayoutProps } from './layout-props.ts';
import { uiStrings } from './ui-strings/index.ts';

/**
 * The page's feed URL when its frontmatter asks for the feed link (`rss: true`) and the page has
 * `<Update>` entries (only those pages have a feed: src/site/update-feeds.ts).
 */
export function pageFeedUrl(
  props: Pick<LayoutProps, 'head' | 'contentHtml' | 'route'>,
): string | undefined {
  if (props.head?.frontmatter?.['rss'] !== true) return undefined;
  if (!props.contentHtml.includes('class="folio-update"')) return undefined;
  return props.route === '/' ? '/rss.xml' : `${props.route.replace(/\/$/, '')}/rss.xml`;
}

/** The feed link under the page's title, with the feed icon. */
export function FeedLink(props: LayoutProps & { href: string }): ReactNode {
  return h(
    'a',
    { className: 'folio-rss-link', href: props.href, type: 'application/rss+xml' },
    h(
      'svg',
      { viewBox: '0 0 24 24', width: 16, height: 16, 'aria-hidden': true, focusable: 'false' },
      h('circle', { cx: 5, cy: 19, r: 2, fill: 'currentColor' }),
      h('path', {
        d: 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2.5,
        strokeLinecap: 'round',
      }),
    ),
    uiStrings(props.lang).rssFeed,
  );
}

/** The tags of the page's entries, in order of first use. */
export function updateFilterTags(props: Pick<LayoutProps, 'toc'>): string[] {
  return [...new Set(props.toc.flatMap((entry) => entry.tags ?? []))];
}

/** The hidden filter (nothing when no entry has tags). */
export function UpdateFilter(props: LayoutProps): ReactNode {
  const tags = updateFilterTags(props);
  if (tags.length === 0) return null;
  const title = uiStrings(props.lang).components.tags;
  return h(
    'div',
    {
      className: 'folio-update-filter',
      'data-folio-update-filter': '',
      role: 'group',
      'aria-label': title,
      hidden: true,
    },
    h('p', { className: 'folio-toc-title', 'aria-hidden': true }, title),
    h(
      'ul',
      null,
      tags.map((tag) =>
        h(
          'li',
          { key: tag },
          h(
            'button',
            {
              type: 'button',
              className: 'folio-update-filter-tag',
              'aria-pressed': 'false',
              'data-tag': tag,
            },
            tag,
          ),
        ),
      ),
    ),
  );
}
