import { describe, expect, it } from 'vitest';
import { convertMintJson } from './convert-mint-json.ts';

const convert = (mint: Record<string, unknown>) => convertMintJson(mint);
const group = (name: string, pages: unknown[], extra: Record<string, unknown> = {}) => ({
  group: name,
  pages,
  ...extra,
});

describe('convertMintJson: settings', () => {
  it('writes $schema first, then theme, and keeps name, logo and favicon', () => {
    const { docs } = convert({
      name: 'Acme',
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.dev' },
      favicon: '/f.svg',
      navigation: [group('A', ['index'])],
    });
    expect(Object.keys(docs).slice(0, 3)).toEqual(['$schema', 'theme', 'name']);
    expect(docs).toMatchObject({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.dev' },
      favicon: '/f.svg',
    });
  });

  it('maps old themes and layouts to docs.json themes', () => {
    expect(convert({ theme: 'venus' }).docs['theme']).toBe('palm');
    expect(convert({ theme: 'quill' }).docs['theme']).toBe('willow');
    expect(convert({ theme: 'prism', layout: 'sidenav' }).docs['theme']).toBe('maple');
    expect(convert({ layout: 'solidSidenav' }).docs['theme']).toBe('willow');
  });

  it('keeps primary, light and dark colors; background colors go to background.color', () => {
    const { docs, notes } = convert({
      colors: {
        primary: '#111111',
        light: '#222222',
        dark: '#333333',
        background: { light: '#ffffff', dark: '#000000' },
        anchors: { from: '#111111', to: '#222222' },
      },
      backgroundImage: '/bg.png',
      background: { style: 'gradient' },
    });
    expect(docs['colors']).toEqual({ primary: '#111111', light: '#222222', dark: '#333333' });
    expect(docs['background']).toEqual({
      image: '/bg.png',
      decoration: 'gradient',
      color: { light: '#ffffff', dark: '#000000' },
    });
    expect(notes).toEqual([
      {
        path: ['colors', 'anchors'],
        message: '"colors.anchors" is left out: docs.json colors are primary, light and dark',
      },
    ]);
  });

  it('turns topbar links and the CTA button into navbar links and primary', () => {
    const { docs } = convert({
      topbarLinks: [
        { name: 'Support', url: 'mailto:a@b.c' },
        { type: 'github', url: 'https://github.com/a/b' },
      ],
      topbarCtaButton: { name: 'Dashboard', url: 'https://app.acme.dev' },
    });
    expect(docs['navbar']).toEqual({
      links: [
        { label: 'Support', href: 'mailto:a@b.c' },
        { label: 'GitHub', href: 'https://github.com/a/b' },
      ],
      primary: { type: 'button', label: 'Dashboard', href: 'https://app.acme.dev' },
    });
    expect(
      convert({ topbarCtaButton: { type: 'github', url: 'https://github.com/a/b' } }).docs[
        'navbar'
      ],
    ).toEqual({
      primary: { type: 'github', href: 'https://github.com/a/b' },
    });
  });

  it('moves footerSocials (object or old array) and footer link columns into footer', () => {
    expect(convert({ footerSocials: { x: 'https://x.com/a' } }).docs['footer']).toEqual({
      socials: { x: 'https://x.com/a' },
    });
    expect(
      convert({ footerSocials: [{ type: 'github', url: 'https://github.com/a' }] }).docs['footer'],
    ).toEqual({
      socials: { github: 'https://github.com/a' },
    });
    expect(
      convert({
        footer: { links: [{ title: 'Company', links: [{ label: 'About', url: '/about' }] }] },
      }).docs['footer'],
    ).toEqual({ links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }] });
  });

  it('maps api settings: openapi, baseUrl, auth, playground mode and proxy, example languages', () => {
    const { docs, notes } = convert({
      openapi: ['/openapi.json'],
      api: {
        baseUrl: 'https://api.acme.dev',
        auth: { method: 'bearer', inputPrefix: 'Bearer' },
        playground: { mode: 'hide', disableProxy: true },
        request: { example: { languages: ['curl', 'python'] } },
        paramFields: { expanded: 'all' },
      },
    });
    expect(docs['api']).toEqual({
      openapi: ['/openapi.json'],
      baseUrl: 'https://api.acme.dev',
      auth: { method: 'bearer' },
      playground: { display: 'none', proxy: false },
      examples: { languages: ['curl', 'python'] },
      params: { expanded: 'all' },
    });
    expect(notes.map((note) => note.path.join('.'))).toEqual(['api.auth.inputPrefix']);
    expect(convert({ api: { playground: { mode: 'show' } } }).docs['api']).toEqual({
      playground: { display: 'interactive' },
    });
  });

  it('maps modeToggle, analytics, integrations, font, metadata, seo, search, redirects, eyebrow, codeBlock', () => {
    const { docs } = convert({
      modeToggle: { default: 'dark', isHidden: true },
      analytics: { ga4: { measurementId: 'G-1' } },
      integrations: { intercom: 'abcdef' },
      font: {
        headings: { family: 'Inter', url: 'https://f/inter.woff2', format: 'woff2' },
        body: { family: 'Lora' },
      },
      metadata: { 'og:image': '/og.png' },
      seo: { indexHiddenPages: true },
      search: { prompt: 'Search…' },
      redirects: [{ source: '/a', destination: '/b' }],
      eyebrow: { display: 'breadcrumbs' },
      codeBlock: { mode: 'auto' },
    });
    expect(docs).toMatchObject({
      appearance: { default: 'dark', strict: true },
      integrations: { ga4: { measurementId: 'G-1' }, intercom: { appId: 'abcdef' } },
      fonts: {
        heading: { family: 'Inter', source: 'https://f/inter.woff2', format: 'woff2' },
        body: { family: 'Lora' },
      },
      seo: { metatags: { 'og:image': '/og.png' }, indexing: 'all' },
      search: { prompt: 'Search…' },
      redirects: [{ source: '/a', destination: '/b' }],
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'system' },
    });
  });

  it('notes settings docs.json has no place for, and unknown ones', () => {
    const { docs, notes } = convert({
      feedback: { thumbsRating: true },
      sidebar: { items: 'card' },
      topbarCtaButton: { name: 'Go', url: '/go', style: 'pill' },
      oddSetting: 1,
    });
    expect(docs).not.toHaveProperty('feedback');
    expect(notes.map((note) => note.message)).toEqual([
      '"topbarCtaButton.style" is left out: themes style the button',
      '"feedback" is left out: docs.json has no feedback buttons setting',
      '"sidebar" is left out: docs.json has no sidebar item style; themes set it',
      'Unknown mint.json setting "oddSetting"; left out',
    ]);
  });
});

describe('convertMintJson: navigation', () => {
  it('keeps a plain group list as groups, with iconType as the icon style', () => {
    const { docs } = convert({
      navigation: [group('A', ['index', group('B', ['b'], { icon: 'star', iconType: 'solid' })])],
    });
    expect(docs['navigation']).toEqual({
      groups: [
        {
          group: 'A',
          pages: ['index', { group: 'B', icon: { name: 'star', style: 'solid' }, pages: ['b'] }],
        },
      ],
    });
  });

  it('splits groups among tabs by URL prefix; the rest form the primary tab', () => {
    const { docs } = convert({
      primaryTab: { name: 'Guides' },
      tabs: [
        { name: 'API', url: 'api' },
        { name: 'SDK', url: '/api/sdk' },
      ],
      navigation: [
        group('Start', ['index', 'api/intro']),
        group('SDK', ['api/sdk/js', 'api/sdk-notes']),
      ],
    });
    expect(docs['navigation']).toEqual({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
        {
          tab: 'API',
          groups: [
            { group: 'Start', pages: ['api/intro'] },
            { group: 'SDK', pages: ['api/sdk-notes'] },
          ],
        },
        { tab: 'SDK', groups: [{ group: 'SDK', pages: ['api/sdk/js'] }] },
      ],
    });
  });

  it('makes external anchors global links and nests local anchors inside the primary tab', () => {
    const { docs } = convert({
      topAnchor: { name: 'Docs', icon: 'book' },
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [
        { name: 'Guides', url: 'guides', icon: 'compass', color: '#ff0000' },
        {
          name: 'Blog',
          url: 'https://acme.dev/blog',
          icon: 'newspaper',
          color: { from: '#00ff00', to: '#0000ff' },
        },
      ],
      navigation: [
        group('Start', ['index']),
        group('Guides', ['guides/a']),
        group('API', ['api/a']),
      ],
    });
    expect(docs['navigation']).toEqual({
      tabs: [
        {
          tab: 'Documentation',
          anchors: [
            { anchor: 'Docs', icon: 'book', groups: [{ group: 'Start', pages: ['index'] }] },
            {
              anchor: 'Guides',
              icon: 'compass',
              color: { light: '#ff0000', dark: '#ff0000' },
              groups: [{ group: 'Guides', pages: ['guides/a'] }],
            },
          ],
        },
        { tab: 'API', groups: [{ group: 'API', pages: ['api/a'] }] },
      ],
      global: {
        anchors: [
          {
            anchor: 'Blog',
            href: 'https://acme.dev/blog',
            icon: 'newspaper',
            color: { light: '#00ff00', dark: '#00ff00' },
          },
        ],
      },
    });
  });

  it('gives an anchor with an OpenAPI spec and no pages the spec for its folder', () => {
    const { docs, notes } = convert({
      anchors: [
        { name: 'API', url: 'api-reference', openapi: 'https://acme.dev/openapi.json' },
        { name: 'Empty', url: 'nothing' },
      ],
      navigation: [group('Start', ['index'])],
    });
    expect(docs['navigation']).toEqual({
      anchors: [
        {
          anchor: 'Documentation',
          icon: 'book-open',
          groups: [{ group: 'Start', pages: ['index'] }],
        },
        {
          anchor: 'API',
          openapi: { source: 'https://acme.dev/openapi.json', directory: 'api-reference' },
        },
      ],
    });
    expect(notes).toEqual([
      {
        path: ['anchors', 1],
        message: 'anchor "Empty" (url "nothing") owns no page of "navigation"; left out',
        hint: 'Add a group whose pages start with "nothing/", or remove the anchor.',
      },
    ]);
  });

  it('gives each version the groups without a version and its own', () => {
    const { docs } = convert({
      versions: ['v2', { name: 'v1', default: true }, { name: 'v0', url: 'https://old.acme.dev' }],
      navigation: [
        group('Overview', ['index']),
        group('Start', ['v2/start'], { version: 'v2' }),
        group('Start', ['v1/start'], { version: 'v1' }),
      ],
    });
    expect(docs['navigation']).toEqual({
      versions: [
        { version: 'v2', groups: [group('Overview', ['index']), group('Start', ['v2/start'])] },
        {
          version: 'v1',
          default: true,
          groups: [group('Overview', ['index']), group('Start', ['v1/start'])],
        },
        { version: 'v0', href: 'https://old.acme.dev' },
      ],
    });
  });

  it('makes versions with a locale languages', () => {
    const { docs } = convert({
      versions: [
        { name: 'English', locale: 'en' },
        { name: 'Français', locale: 'fr' },
      ],
      navigation: [
        group('Start', ['en/index'], { version: 'English' }),
        group('Début', ['fr/index'], { version: 'Français' }),
      ],
    });
    expect(docs['navigation']).toEqual({
      languages: [
        { language: 'en', groups: [group('Start', ['en/index'])] },
        { language: 'fr', groups: [group('Début', ['fr/index'])] },
      ],
    });
  });
});
