/**
 * docs.json `banner`: a line of Markdown across the top of every page, optionally dismissible.
 *
 * A dismissed banner is remembered in `localStorage` under the hash of its content, so a new
 * message shows again. Whether it is hidden is decided before first paint by a fixed inline
 * script in the head ({@link BANNER_SCRIPT}), which reads the hash from `<html
 * data-folio-banner>`: the page does not jump when a dismissed banner would otherwise appear
 * and vanish. The script's text never changes, so the hosting's Content-Security-Policy allows
 * it by one hash ({@link BANNER_SCRIPT_HASH}).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { h } from '../h.ts';
import { configMarkdownHtml } from './config-markdown.ts';

/** The banner settings the layout reads. */
export interface BannerSettings {
  content: string;
  dismissible: boolean;
  /** `warning` or `critical` change the colours; other values keep the site's. */
  type?: string | undefined;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
}

/** `localStorage` key holding the hash of the banner content the reader dismissed. */
export const BANNER_STORAGE_KEY = 'folio-banner-dismissed';

/** The inline script that hides a banner dismissed before, ahead of first paint. */
export const BANNER_SCRIPT = `(()=>{try{const r=document.documentElement;const k=r.dataset.folioBanner;if(k&&localStorage.getItem('${BANNER_STORAGE_KEY}')===k)r.dataset.folioBannerDismissed=''}catch{}})()`;

/** CSP source expression of {@link BANNER_SCRIPT}. */
export const BANNER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BANNER_SCRIPT).digest('base64')}'`;

/** Banner types with a look of their own. */
const TYPES = new Set(['warning', 'critical']);

/** The key a dismissal is remembered under: a short hash of the content. */
export function bannerKey(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** docs.json `banner` as the layout's settings (undefined without content). */
export function bannerSettingsOf(banner: unknown): BannerSettings | undefined {
  if (!banner || typeof banner !== 'object') return undefined;
  const raw = banner as Record<string, unknown>;
  const content = raw['content'];
  if (typeof content !== 'string' || content.trim() === '') return undefined;
  const color = raw['color'];
  return {
    content,
    dismissible: raw['dismissible'] === true,
    type: typeof raw['type'] === 'string' ? raw['type'] : undefined,
    color:
      typeof color === 'string'
        ? { light: color, dark: color }
        : color && typeof color === 'object'
          ? color
          : undefined,
  };
}

/** The CSS custom properties carrying a configured colour (docs.json hex colours only). */
function colorStyle(color: BannerSettings['color']): Record<string, string> | undefined {
  if (!color) return undefined;
  const hex = /^#[0-9a-f]{3,8}$/i;
  const style: Record<string, string> = {};
  if (color.light !== undefined && hex.test(color.light))
    style['--folio-banner-light'] = color.light;
  const dark = color.dark ?? color.light;
  if (dark !== undefined && hex.test(dark)) style['--folio-banner-dark'] = dark;
  return Object.keys(style).length === 0 ? undefined : style;
}

export interface BannerProps {
  banner: BannerSettings;
  /** Label of the close button, in the page's language. */
  closeLabel: string;
  resolveHref: (href: string) => string;
}

/** The banner's element, placed first in `<body>`. */
export function Banner({ banner, closeLabel, resolveHref }: BannerProps): ReactNode {
  const type = banner.type !== undefined && TYPES.has(banner.type) ? banner.type : undefined;
  const className = type === undefined ? 'folio-banner' : `folio-banner folio-banner-${type}`;
  const html = configMarkdownHtml(banner.content, { inline: true, resolveHref });
  return h(
    'div',
    { className, style: colorStyle(banner.color) },
    h('div', { className: 'folio-banner-content', dangerouslySetInnerHTML: { __html: html } }),
    banner.dismissible
      ? h(
          'button',
          {
            type: 'button',
            className: 'folio-banner-close',
            'aria-label': closeLabel,
            title: closeLabel,
            'data-folio-banner-close': '',
          },
          h(
            'svg',
            {
              viewBox: '0 0 16 16',
              width: 16,
              height: 16,
              'aria-hidden': 'true',
              fill: 'none',
              stroke: 'currentColor',
              strokeWidth: 1.8,
              strokeLinecap: 'round',
            },
            h('path', { d: 'M4 4l8 8M12 4l-8 8' }),
          ),
        )
      : null,
  );
}
