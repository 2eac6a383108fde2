import { describe, expect, it } from 'vitest';
import { sitePathOf } from './site-path.ts';

describe('sitePathOf', () => {
  it('decodes paths into segments', () => {
    expect(sitePathOf('/')).toEqual({ kind: 'inside', segments: [], folder: true });
    expect(sitePathOf('/guide')).toEqual({ kind: 'inside', segments: ['guide'], folder: false });
    expect(sitePathOf('/guide/')).toEqual({ kind: 'inside', segments: ['guide'], folder: true });
    expect(sitePathOf('/images/logo%20dark.png')).toEqual({
      kind: 'inside',
      segments: ['images', 'logo dark.png'],
      folder: false,
    });
    expect(sitePathOf('//a/./b')).toEqual({ kind: 'inside', segments: ['a', 'b'], folder: false });
    expect(sitePathOf('//a/./b/')).toEqual({ kind: 'inside', segments: ['a', 'b'], folder: true });
  });

  it('refuses paths that could leave the folder, however they are spelled', () => {
    for (const pathname of [
      '/../x',
      '/a/%2e%2e/%2e%2e/x',
      '/..%2Fx',
      '/a%5C..%5Cx',
      '/images/..%5c..%5csecret.txt',
      '/a%00b',
      '/logo.png%00.mdx',
    ]) {
      expect(sitePathOf(pathname).kind, pathname).toBe('outside');
    }
  });

  it('reports percent-encoding that does not decode', () => {
    expect(sitePathOf('/%E0%A4%A').kind).toBe('malformed');
    expect(sitePathOf('/bad%E0%A4%A.png').kind).toBe('malformed');
    expect(sitePathOf('/%').kind).toBe('malformed');
  });
});
