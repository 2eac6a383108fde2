/**
 * The every-setting checks of the site-wide keys read by tools and search engines: name,
 * description, seo, metadata, variables, markdown (llms.txt, llms-full.txt, `.md` pages),
 * errors (404.html), redirects and `$ref`.
 *
 * @module
 */
import { expect } from 'vitest';
import { page, read, type Check } from './built-site.ts';

const guide = () => page('guide');

export const SITE_CHECKS: Record<string, Check> = {
  name: async () => {
    expect(await guide()).toContain('<title>Guide home - Every Setting</title>');
  },
  description: async () => {
    expect(await read('llms.txt')).toContain(
      '> A docs folder that sets the settings Folio applies.',
    );
  },
  seo: async () => {
    expect(await guide()).toContain('<meta property="og:site_name" content="Every Site Name"/>');
  },
  'seo.metatags': async () => {
    expect(await guide()).toContain('<meta property="og:site_name" content="Every Site Name"/>');
  },
  'seo.indexing': async () => {
    // `all`: a hidden page is left out of the sidebar, not out of the sitemap.
    expect(await read('sitemap.xml')).toContain('<loc>/guide/secret</loc>');
  },
  'seo.organization': async () => {
    expect(await guide()).toContain('"@type":"Organization"');
  },
  'seo.organization.id': async () => {
    expect(await guide()).toContain('"@id":"https://every.example.com/#org"');
  },
  'seo.organization.name': async () => {
    expect(await guide()).toContain('"name":"Every Org"');
  },
  'seo.organization.legalName': async () => {
    expect(await guide()).toContain('"legalName":"Every Org Legal Ltd"');
  },
  'seo.organization.url': async () => {
    expect(await guide()).toContain('"url":"https://every.example.com"');
  },
  'seo.organization.logo': async () => {
    expect(await guide()).toContain('"logo":"https://every.example.com/logo.png"');
  },
  'seo.organization.sameAs': async () => {
    expect(await guide()).toContain('"sameAs":["https://twitter.com/everyorg"]');
  },
  metadata: async () => {
    expect(await guide()).toContain('<p class="folio-last-modified">Last modified on <time');
  },
  'metadata.timestamp': async () => {
    expect(await guide()).toContain('<p class="folio-last-modified">Last modified on <time');
  },
  variables: async () => {
    expect(await guide()).toContain('Welcome to Widgetron.');
    expect(await read('guide.md')).toContain('Welcome to Widgetron.');
  },
  markdown: async () => {
    expect(await read('guide/first.md')).toContain('# First page title');
  },
  'markdown.instructions': async () => {
    const block = '> ## Agent Instructions\n> Cite the every-setting fixture.';
    expect(await read('llms.txt')).toContain(block);
    expect(await read('llms-full.txt')).toContain('Cite the every-setting fixture.');
    expect(await read('guide.md')).toContain(block);
  },
  'markdown.schema': async () => {
    // false: an endpoint page's Markdown stops before the operation's OpenAPI document.
    const markdown = await read('api-reference/plants/list-plants.md');
    expect(markdown).toContain('# List plants');
    expect(markdown).not.toContain('openapi');
  },
  errors: async () => {
    expect(await read('404.html')).toContain('Nothing at this address');
  },
  'errors.404': async () => {
    expect(await read('404.html')).toContain('Nothing at this address');
  },
  'errors.404.redirect': async () => {
    expect(await read('404.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=/guide"/>',
    );
  },
  'errors.404.title': async () => {
    expect(await read('404.html')).toContain(
      '<title>Nothing at this address - Every Setting</title>',
    );
  },
  'errors.404.description': async () => {
    expect(await read('404.html')).toContain('Go back.');
  },
  redirects: async () => {
    expect(await read('_redirects')).toContain('/old /guide/index 301');
  },
  $ref: async () => {
    // `redirects` is `{"$ref": "redirects.json"}`: the list comes from that file.
    expect(await read('_redirects')).toMatch(/^\/old /m);
  },
};
