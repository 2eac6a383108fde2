/**
 * RSS 2.0 feeds of changelog pages: every page holding `<Update>` entries gets one at its URL plus
 * `/rss.xml` (`/changelog` → `/changelog/rss.xml`), as the platform publishes them, so readers can
 * subscribe (Slack, email, feed readers). The build's rendering threads make them (see
 * `render-batch.ts`) and `folio dev` serves them, both from the page's summary (the entries its
 * renderer took from the tree it compiled), so both give the same text. Links are absolute when docs.json names the site's address
 * (`seo.metatags.canonical`), relative otherwise.
 *
 * @module
 */
import type { SiteConfig } from '../render/index.ts';
import { labelDate } from './label-date.ts';
import type { PageSummary } from './site-files.ts';

const FEED_NAME = 'rss.xml';

/** The feed's path in the site (no leading slash) for the page at `route`. */
export function feedPath(route: string): string {
  return route === '/' ? FEED_NAME : `${route.replace(/^\/|\/$/g, '')}/${FEED_NAME}`;
}

/** The page route a feed path (`changelog/rss.xml`) belongs to; undefined for other paths. */
export function feedRoute(relative: string): string | undefined {
  if (relative === FEED_NAME) return '/';
  if (!relative.endsWith(`/${FEED_NAME}`)) return undefined;
  return `/${relative.slice(0, -FEED_NAME.length - 1)}`;
}

/** The feed at `relative` (`changelog/rss.xml`), or undefined when no page there has entries. */
export function updateFeedFile(
  relative: string,
  site: SiteConfig,
  pages: readonly PageSummary[],
): string | undefined {
  const route = feedRoute(relative);
  if (route === undefined) return undefined;
  const page = pages.find((candidate) => candidate.route === route);
  return page === undefined ? undefined : pageFeed(site, page);
}

/** The RSS 2.0 document of `page`'s entries; undefined when it has none. */
export function pageFeed(site: SiteConfig, page: PageSummary): string | undefined {
  const entries = page.updates ?? [];
  if (entries.length === 0) return undefined;
  const pageUrl = `${site.baseUrl ?? ''}${page.route}`;
  const items = entries.flatMap((entry) => {
    const date = labelDate(entry.label);
    return entry.items.map((item) => {
      const link = `${pageUrl}#${item.id}`;
      const lines = [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="${site.baseUrl === undefined ? 'false' : 'true'}">${escapeXml(link)}</guid>`,
      ];
      if (item.description !== '') {
        lines.push(`      <description>${escapeXml(item.description)}</description>`);
      }
      if (date !== undefined) lines.push(`      <pubDate>${date.toUTCString()}</pubDate>`);
      for (const tag of entry.tags) lines.push(`      <category>${escapeXml(tag)}</category>`);
      lines.push('    </item>');
      return lines.join('\n');
    });
  });
  const description = page.description ?? site.description ?? page.title;
  const channel = [
    `    <title>${escapeXml(page.title)}</title>`,
    `    <link>${escapeXml(pageUrl)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    '    <generator>Folio</generator>',
  ];
  if (site.baseUrl !== undefined) {
    const self = `${site.baseUrl}/${feedPath(page.route)}`;
    channel.push(
      `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...channel,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text safe in XML content and attributes (control characters XML 1.0 refuses are dropped). */
function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .replace(/[<>&'"]/g, (char) => XML_ENTITIES[char] ?? char)
  );
}
