/**
 * The frontmatter fields navigation needs, read with their expected types; anything else
 * is left for the page renderer.
 *
 * @module
 */
import type { PageMeta } from '../navigation/index.ts';
import type { Frontmatter } from './frontmatter.ts';

/** A named icon with the page's `iconType` (a Font Awesome style) as the icon object `{name, style}`. */
function styledIcon(icon: unknown, iconType: unknown): unknown {
  if (typeof icon !== 'string' || typeof iconType !== 'string' || iconType.trim() === '')
    return icon;
  if (/^(?:[a-z][a-z\d+.-]*:)?\/\/|^\.{0,2}\/|^<|\.(?:svg|png|jpe?g|gif|webp)$/i.test(icon.trim()))
    return icon;
  return { name: icon, style: iconType.trim() };
}

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
  const icon = styledIcon(data['icon'], data['iconType']);
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
