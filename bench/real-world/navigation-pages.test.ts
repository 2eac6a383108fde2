import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigationPages, pageHasFile, pageWritten } from './navigation-pages.ts';
import { kindOf } from './report.ts';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-nav-count-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('navigationPages', () => {
  it('counts each page once across tabs, follows $ref and keeps endpoints apart', () => {
    const dir = folder({
      'docs.json': JSON.stringify({
        navigation: {
          tabs: [
            {
              tab: 'A',
              groups: [
                { group: 'G', pages: ['/index', 'a', { group: 'N', pages: ['a', 'b.mdx'] }] },
              ],
            },
            { tab: 'B', $ref: 'more.json' },
            { tab: 'API', pages: ['GET /users', 'https://example.com/x'] },
          ],
        },
      }),
      'more.json': JSON.stringify({ pages: ['c'] }),
    });
    expect(navigationPages(dir)).toEqual({
      format: 'docs.json',
      pages: ['index', 'a', 'b', 'c'],
      endpoints: ['GET /users'],
    });
  });

  it('reads a legacy mint.json navigation array', () => {
    const dir = folder({
      'mint.json': '{ "navigation": [{ "group": "Start", "pages": ["intro", "setup"] }], }',
    });
    expect(navigationPages(dir)).toEqual({
      format: 'mint.json',
      pages: ['intro', 'setup'],
      endpoints: [],
    });
  });

  it('finds the source file of a page, as the platform does, or none', () => {
    const dir = folder({ 'a.mdx': '', 'b.md': '', 'c/index.mdx': '', 'd/index.md': '' });
    expect(['a', 'b', 'c', 'd', 'e', 'c/index'].map((page) => pageHasFile(dir, page))).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('finds a written page as folder/index.html', () => {
    const out = folder({ 'guide/start/index.html': '', 'index.html': '' });
    expect(pageWritten(out, 'guide/start')).toBe(true);
    expect(pageWritten(out, 'index')).toBe(true);
    expect(pageWritten(out, 'guide/other')).toBe(false);
  });
});

describe('kindOf', () => {
  it('groups errors that differ only in names, paths and numbers', () => {
    expect(kindOf('legacy-config: /work/x+y/docs has a mint.json but no docs.json')).toBe(
      'legacy-config: <path> has a mint.json but no docs.json',
    );
    expect(
      kindOf(
        'mdx-code: `x` is not defined: export it (export const x = ...), or pass it (a.mdx:1:2)',
      ),
    ).toBe(
      kindOf(
        'mdx-code: `userId` is not defined: export it (export const userId = ...), or pass it',
      ),
    );
    expect(kindOf('mdx-error: "useState" is not defined (a/b.mdx:12:4)')).toBe(
      kindOf('mdx-error: "useEffect" is not defined (c.mdx:1:1)'),
    );
  });
});
