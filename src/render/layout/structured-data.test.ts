import { describe, expect, it } from 'vitest';
import { organizationData, scriptJson } from './structured-data.ts';

describe('organizationData', () => {
  it('takes the fields seo.organization sets', () => {
    expect(
      organizationData({
        name: 'Docs',
        baseUrl: 'https://docs.acme.dev',
        organization: {
          id: 'https://acme.dev/#org',
          name: 'Acme',
          legalName: 'Acme Inc.',
          url: 'https://acme.dev',
          logo: 'https://acme.dev/logo.png',
          sameAs: ['https://github.com/acme'],
        },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://acme.dev/#org',
      name: 'Acme',
      legalName: 'Acme Inc.',
      url: 'https://acme.dev',
      logo: 'https://acme.dev/logo.png',
      sameAs: ['https://github.com/acme'],
    });
  });

  it('fills the rest from the site: name, URL, @id and logo', () => {
    expect(
      organizationData({
        name: 'Docs',
        baseUrl: 'https://docs.acme.dev/guide',
        logo: { light: '/logo/light.svg' },
        organization: {},
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://docs.acme.dev/#organization',
      name: 'Docs',
      url: 'https://docs.acme.dev/guide',
      logo: 'https://docs.acme.dev/guide/logo/light.svg',
    });
  });

  it('leaves out what it cannot make a full URL of, and is none without the setting', () => {
    expect(organizationData({ name: 'Docs', logo: { light: '/l.svg' }, organization: {} })).toEqual(
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Docs' },
    );
    expect(organizationData({ name: 'Docs', baseUrl: 'https://x.dev' })).toBeUndefined();
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script, and reads back the same', () => {
    const value = { a: '</script><!-- & \u2028' };
    const text = scriptJson(value);
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});
