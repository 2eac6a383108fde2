/**
 * The every-setting checks of the keys that shape the site's navigation and chrome:
 * `navigation.*` (every division kind, nested the way real sites nest them, and the global
 * links), `navbar`, `footer`, `interaction`, `contextual` and `search`.
 *
 * @module
 */
import { expect } from 'vitest';
import { files, page, searchText, type Check } from './built-site.ts';
import { fontAwesomePath, iconOfLink } from './frontmatter-checks.ts';

const guide = () => page('guide');

/** A global link of kind `kind` in the sidebar of a page of every section. */
const globalLink =
  (href: string): Check =>
  async () => {
    for (const route of ['guide', 'tools/cli', 'second']) {
      expect(await page(route)).toContain(`<a href="${href}" class="folio-anchor"`);
    }
  };

const exists = (file: string) => async () => {
  expect(await files()).toContain(file);
};

export const NAVIGATION_CHECKS: Record<string, Check> = {
  navigation: async () => {
    expect(await guide()).toContain('<nav class="folio-section-tabs" aria-label="Sections">');
  },
  'navigation.global': globalLink('https://status.example.com'),
  'navigation.global.tabs': globalLink('https://example.com/blog'),
  'navigation.global.anchors': globalLink('https://status.example.com'),
  'navigation.global.dropdowns': globalLink('https://example.com/elsewhere'),
  'navigation.global.languages': globalLink('https://de.example.com'),
  'navigation.global.versions': globalLink('https://old.example.com'),
  'navigation.global.products': globalLink('https://other.example.com'),
  'navigation.languages': async () => {
    const html = await guide();
    expect(html).toContain('data-folio-language="en"');
    expect(html).toContain('<a href="/fr" class="folio-menu-item">');
    expect(await page('fr')).toContain('<html lang="fr"');
  },
  'navigation.versions': async () => {
    expect(await guide()).toContain('<summary aria-label="Version: v2">v2');
    expect(await guide()).toContain('<a href="/v1" class="folio-menu-item">');
  },
  'navigation.products': async () => {
    const html = await guide();
    expect(html).toContain('folio-product-menu');
    expect(html).toMatch(/<a href="\/second" class="folio-menu-item">.*Second product/);
  },
  'navigation.tabs': async () => {
    expect(await guide()).toContain(
      '<a href="/api-reference/plants/list-plants" class="folio-section-tab-link">API</a>',
    );
  },
  'navigation.anchors': async () => {
    expect(await page('tools/cli')).toMatch(/class="folio-anchor[^"]*"[^>]*>.*CLI anchor<\/a>/);
  },
  'navigation.dropdowns': async () => {
    expect(await page('more/extra')).toContain(
      'data-folio-menu="dropdown"><summary aria-label="Section: Extras dropdown">',
    );
  },
  'navigation.menu': async () => {
    expect(await guide()).toMatch(
      /<summary aria-label="SDKs">[\s\S]*?<a href="\/sdk\/js" class="folio-menu-item">/,
    );
  },
  'navigation.groups': async () => {
    expect(await page('guide/first')).toMatch(/<details class="folio-nav-group"[^>]*>.*Guide/);
  },
  'navigation.groups[].boost': async () => {
    // The search index lists [route, title, trail, boost]: the group's 2 reaches its pages.
    expect(await searchText('en--v2')).toContain('["/guide/first","First page title",0,2]');
  },
  'navigation.pages': async () => {
    expect(await page('second')).toContain('Second product home');
  },
  'navigation.openapi': exists('api-reference/plants/list-plants/index.html'),
  'navigation.openapi.source': async () => {
    expect(await page('api-reference/plants/list-plants')).toContain('List plants');
  },
  'navigation.openapi.directory': exists('api-reference/plants/create-a-plant/index.html'),
  'navigation.asyncapi': exists('events/lightturnon/index.html'),
  'navigation.asyncapi.source': async () => {
    expect(await page('events/lightturnon')).toContain('lightTurnOn');
  },
  'navigation.asyncapi.directory': exists('events/lightsdim/index.html'),
  'navigation.directory': async () => {
    const html = await guide();
    expect(html).toContain('folio-directory-card');
    expect(html).toContain('<a class="folio-card-link" href="/guide/first">First</a>');
  },
  navbar: async () => {
    expect(await guide()).toContain('<nav class="folio-navbar-links" aria-label="Site links">');
  },
  'navbar.links': async () => {
    expect(await guide()).toContain(
      '<a href="https://example.com/community" class="folio-navbar-link"',
    );
  },
  'navbar.links[].label': async () => {
    expect(await guide()).toMatch(/class="folio-navbar-link"[^>]*>.*?Community/);
  },
  'navbar.links[].href': async () => {
    expect(await guide()).toContain('href="https://example.com/community"');
  },
  'navbar.links[].type': async () => {
    // `link`: a plain link in the navbar, not the primary button.
    expect(await guide()).toContain(
      '<a href="https://example.com/community" class="folio-navbar-link"',
    );
  },
  'navbar.links[].icon': async () => {
    expect(await guide()).toMatch(/class="folio-navbar-link"[^>]*><span class="folio-icon"/);
  },
  'navbar.links[].iconType': async () => {
    // `regular`: Font Awesome's outlined face, not the solid one (Lucide has no face-smile).
    const regular = await fontAwesomePath('regular', 'face-smile');
    expect(regular).not.toBe(await fontAwesomePath('solid', 'face-smile'));
    const icon = await iconOfLink(await guide(), 'https://example.com/community');
    expect(icon).toContain(regular.slice(0, 40));
  },
  'navbar.primary': async () => {
    expect(await guide()).toContain('class="folio-primary-button"');
  },
  'navbar.primary.type': async () => {
    expect(await guide()).toMatch(
      /<a href="https:\/\/example\.com\/signup" class="folio-primary-button"/,
    );
  },
  'navbar.primary.label': async () => {
    expect(await guide()).toContain(
      'class="folio-primary-button" target="_blank" rel="noopener noreferrer">Sign up now</a>',
    );
  },
  'navbar.primary.href': async () => {
    expect(await guide()).toContain('href="https://example.com/signup"');
  },
  footer: async () => {
    expect(await guide()).toContain('folio-footer-columns');
  },
  'footer.socials': async () => {
    expect(await guide()).toContain('href="https://github.com/example/every"');
  },
  'footer.links': async () => {
    const html = await guide();
    expect(html).toMatch(/folio-footer-header[^>]*>Company</);
    expect(html).toContain('href="https://example.com/about"');
  },
  interaction: async () => {
    expect(await guide()).toContain('data-folio-drilldown="false"');
  },
  'interaction.drilldown': async () => {
    expect(await guide()).toContain('data-folio-drilldown="false"');
  },
  contextual: async () => {
    expect(await guide()).toContain('data-folio-contextual=""');
  },
  'contextual.options': async () => {
    const html = await guide();
    expect(html).toContain('data-contextual-option="chatgpt"');
    expect(html).not.toContain('data-contextual-option="claude"');
  },
  'contextual.display': async () => {
    // `toc`: atop the table of contents of a page that has one.
    expect(await page('guide/second')).toContain('folio-contextual-toc');
  },
  search: async () => {
    expect(await guide()).toContain('data-folio-search-open=""');
  },
  'search.prompt': async () => {
    expect(await guide()).toContain('<span class="folio-search-label">Search every setting</span>');
  },
};
