import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import {
  BANNER_SCRIPT,
  BANNER_SCRIPT_HASH,
  Banner,
  bannerKey,
  bannerSettingsOf,
} from './banner.ts';
import type { BannerSettings } from './banner.ts';
import { configMarkdownHtml, isSafeHref } from './config-markdown.ts';

const render = (banner: BannerSettings): string =>
  renderToStaticMarkup(
    h(Banner, { banner, closeLabel: 'Dismiss banner', resolveHref: (href) => `/base${href}` }),
  );

describe('Banner', () => {
  it('renders the Markdown content on one line, with site links resolved', () => {
    const html = render({ content: '🚀 **New** [changelog](/changelog)', dismissible: false });
    expect(html).toBe(
      '<div class="folio-banner"><div class="folio-banner-content">🚀 <strong>New</strong> <a href="/base/changelog">changelog</a></div></div>',
    );
  });

  it('adds a labelled close button when dismissible', () => {
    const html = render({ content: 'Hi', dismissible: true });
    expect(html).toContain(
      '<button type="button" class="folio-banner-close" aria-label="Dismiss banner" title="Dismiss banner" data-folio-banner-close="">',
    );
  });

  it('styles the warning and critical types and carries a configured colour', () => {
    expect(render({ content: 'x', dismissible: false, type: 'critical' })).toContain(
      'class="folio-banner folio-banner-critical"',
    );
    expect(render({ content: 'x', dismissible: false, type: 'other' })).toContain(
      'class="folio-banner"',
    );
    const colored = render({
      content: 'x',
      dismissible: false,
      color: { light: '#1e3a5f', dark: '#475569' },
    });
    expect(colored).toContain('style="--folio-banner-light:#1e3a5f;--folio-banner-dark:#475569"');
  });

  it('reads docs.json banner, a colour string applying to both modes', () => {
    expect(bannerSettingsOf({ content: 'x', color: '#fff' })).toEqual({
      content: 'x',
      dismissible: false,
      type: undefined,
      color: { light: '#fff', dark: '#fff' },
    });
    expect(bannerSettingsOf({ content: '  ' })).toBeUndefined();
    expect(bannerSettingsOf(undefined)).toBeUndefined();
  });

  it('keys a dismissal by the content, so new content shows again', () => {
    expect(bannerKey('a')).toMatch(/^[0-9a-f]{16}$/);
    expect(bannerKey('a')).not.toBe(bannerKey('b'));
  });

  it('allows its head script by the hash of its exact text', () => {
    const hash = createHash('sha256').update(BANNER_SCRIPT).digest('base64');
    expect(BANNER_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});

describe('configMarkdownHtml', () => {
  it('drops raw HTML and addresses that run script', () => {
    const html = configMarkdownHtml(
      'a <script>alert(1)</script> <img src=x onerror=alert(1)> [b](javascript:alert(1)) [c](java\nscript:x)',
      { inline: true },
    );
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(html).toContain('<a>b</a>');
  });

  it('keeps paragraphs when not inline', () => {
    expect(configMarkdownHtml('One *two*')).toBe('<p>One <em>two</em></p>');
  });

  it('tells safe addresses from the rest', () => {
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/guide#x')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(true);
    expect(isSafeHref('JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});
