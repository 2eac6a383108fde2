import { describe, expect, it } from 'vitest';
import { pageRouteOf } from './page-route.ts';

const SITE = 'https://acme.example.com';
const BY_PATH = 'http://localhost:3000/_sites/acme';

describe('pageRouteOf', () => {
  it.each([
    ['/guides/intro', '/guides/intro'],
    ['guides/intro', '/guides/intro'],
    ['/guides/intro.md', '/guides/intro'],
    ['/guides/intro/', '/guides/intro'],
    ['/guides/intro#setup', '/guides/intro'],
    ['/guides/intro?x=1', '/guides/intro'],
    ['/', '/'],
    ['/index.md', '/'],
    ['/caf%C3%A9', '/café'],
    [`${SITE}/guides/intro`, '/guides/intro'],
    [SITE, '/'],
  ])('reads %s as %s', (input, route) => {
    expect(pageRouteOf(input, SITE)).toEqual({ kind: 'route', route });
  });

  it('takes URLs below the base path of a site reached by path', () => {
    expect(pageRouteOf(`${BY_PATH}/guides/intro`, BY_PATH)).toEqual({
      kind: 'route',
      route: '/guides/intro',
    });
    expect(pageRouteOf('http://localhost:3000/_sites/other/guides/intro', BY_PATH).kind).toBe(
      'refused',
    );
  });

  it.each([
    '',
    '../secret',
    '/guides/../../secret',
    '/%2e%2e/secret',
    '/..%2fsecret',
    '/guides/.',
    '..\\secret',
    '/a%00b',
    '/a%5cb',
    '/%E0%A4%A',
    'https://evil.example/guides/intro',
    `${SITE}/guides/../../x`,
    'javascript:alert(1)',
    '//evil.example/x',
    'x'.repeat(3000),
  ])('refuses %s', (input) => {
    expect(pageRouteOf(input, SITE).kind).toBe('refused');
  });

  it('says why', () => {
    expect(pageRouteOf('https://evil.example/a', SITE)).toEqual({
      kind: 'refused',
      reason: '"https://evil.example/a" is not a page of https://acme.example.com.',
    });
    expect(pageRouteOf('/%E0%A4%A', SITE)).toEqual({
      kind: 'refused',
      reason: '"/%E0%A4%A" is not a valid path (a malformed percent-escape).',
    });
  });
});
