import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { FrontmatterParser } from './page-source.ts';
import { pageExtension, splitPage, writtenOpenapi } from './page-source.ts';

/** A small stand-in for Folio's frontmatter parser (the real one lives in content/). */
const parse: FrontmatterParser = (text, file) => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*\r?\n?/.exec(text);
  if (!match) return { data: {}, bodyOffset: 0, diagnostics: [] };
  const document = parseDocument(match[1] ?? '');
  const error = document.errors[0];
  return {
    data: error ? {} : (document.toJS() as Record<string, unknown>),
    bodyOffset: match[0].length,
    diagnostics: error
      ? [
          {
            severity: 'warning',
            code: 'frontmatter',
            message: 'Invalid YAML in frontmatter: bad; the frontmatter is ignored',
            hint: 'Quote values that contain a colon.',
            position: { file, line: 2, column: 8 },
          },
        ]
      : [],
  };
};

describe('splitPage', () => {
  it('keeps the body, without leading blank lines or trailing white space, with \\n line ends', () => {
    const read = splitPage(
      '---\r\ntitle: A\r\n---\r\n\r\n\r\n# Hi\r\n\r\nText  \r\n\r\n',
      'a.mdx',
      parse,
    );
    expect(read).toMatchObject({
      ok: true,
      source: { data: { title: 'A' }, body: '# Hi\n\nText' },
    });
  });

  it('turns invalid frontmatter into an error at its position', () => {
    const read = splitPage('---\ntitle: A: b\n---\nBody\n', 'a.mdx', parse);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.diagnostic).toMatchObject({
        code: 'migrate-invalid-frontmatter',
        message: 'Invalid YAML in frontmatter: bad: the page is left as it is',
        hint: 'Quote values that contain a colon, then run migrate-mdx again.',
        position: { file: 'a.mdx', line: 2, column: 8 },
      });
    }
  });
});

describe('pageExtension', () => {
  it('keeps every frontmatter key but openapi, in order, and moves x-mcp out', () => {
    const extension = pageExtension(
      {
        data: { title: 'T', openapi: 'GET /a', 'x-mcp': { enabled: true }, icon: 'leaf' },
        body: 'B',
        digest: '',
      },
      '/a',
    );
    expect(extension).toEqual({
      metadata: { title: 'T', icon: 'leaf' },
      content: 'B',
      href: '/a',
      mcp: { enabled: true },
    });
    expect(Object.keys(extension.metadata)).toEqual(['title', 'icon']);
  });
});

describe('writtenOpenapi', () => {
  it('reads openapi: inside the frontmatter block only, also when the block is not valid YAML', () => {
    expect(writtenOpenapi('---\ntitle: x: y\nopenapi: GET /a\n---\n')).toBe('GET /a');
    expect(writtenOpenapi('---\r\ntitle: x: y\r\nopenapi:  "GET /a" \r\n---\r\n')).toBe('"GET /a"');
    expect(writtenOpenapi('---\ntitle: x\n---\nopenapi: GET /a\n')).toBeUndefined();
    expect(writtenOpenapi('openapi: GET /a\n')).toBeUndefined();
  });
});
