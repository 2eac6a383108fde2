/**
 * The frontmatter fields navigation needs, read with their expected types; anything else
 * is left for the page renderer.
 *
 * @module
 */
import type { PageMeta } from '../navigation/index.ts';
import type { Frontmatter } from './frontmatter.ts';

export function pageMetaOf(frontmatter: Frontmatter): PageMeta {
  const { data } = frontmatter;
  const text = (key: string): string | undefined => {
    const value = data[key];
    return typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;
  };
  const icon = data['icon'];
  return {
    title: text('title'),
    sidebarTitle: text('sidebarTitle'),
    tag: text('tag'),
    openapi: text('openapi'),
    openapiLine: frontmatter.keyLines.get('openapi'),
    asyncapi: text('asyncapi'),
    asyncapiLine: frontmatter.keyLines.get('asyncapi'),
    hidden: data['hidden'] === true || data['hidden'] === 'true',
    url: text('url')?.trim() || undefined,
    deprecated: data['deprecated'] === true || data['deprecated'] === 'true',
    icon:
      typeof icon === 'string' ||
      (typeof icon === 'object' &&
        icon !== null &&
        typeof (icon as { name?: unknown }).name === 'string')
        ? (icon as PageMeta['icon'])
        : undefined,
  };
}
