import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';
import { shadowingFile } from './shadowed-redirects.ts';

describe('shadowingFile', () => {
  const files = new Set(['images/logo.png', 'downloads/index.html', 'index.html']);

  it('finds the file at the source, above it, or where its stand-in page would go', () => {
    expect(shadowingFile('/images/logo.png', files)).toBe('images/logo.png');
    expect(shadowingFile('/images/logo.png/', files)).toBe('images/logo.png');
    expect(shadowingFile('/images/logo.png/old', files)).toBe('images/logo.png');
    expect(shadowingFile('/downloads', files)).toBe('downloads/index.html');
    expect(shadowingFile('/', files)).toBe('index.html');
  });

  it('leaves a folder without index.html, and other paths, to the redirect', () => {
    expect(shadowingFile('/images', files)).toBeUndefined();
    expect(shadowingFile('/old-page', files)).toBeUndefined();
    expect(shadowingFile('/', new Set())).toBeUndefined();
  });
});

describe('buildSite with a redirect from a static file', () => {
  it('keeps the file, warns at the redirect, and still redirects a static folder', async () => {
    const root = await tempDocs({
      'docs.json': `{
  "name": "Shadowed",
  "navigation": {"pages": ["index"]},
  "redirects": [
    {"source": "/images/logo.png", "destination": "/"},
    {"source": "/images", "destination": "/"}
  ]
}
`,
      'index.mdx': '---\ntitle: Home\n---\nHi.\n',
      'images/logo.png': 'not really a png',
    });
    const out = path.join(await tempDocs({}), 'site');
    const result = await buildSite(root, { outDir: out, cache: false });
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'redirect-shadowed',
        message:
          'The redirect from "/images/logo.png" is shadowed by the file images/logo.png: hosts serve static files before redirects, so the file is served and the redirect is not',
        hint: 'Remove the file to let the redirect take over, or remove the redirect.',
        position: { file: 'docs.json', line: 5, column: 16 },
        jsonPath: 'redirects[0].source',
      },
    ]);
    expect(await readFile(path.join(out, 'images/logo.png'), 'utf8')).toBe('not really a png');
    expect(await readFile(path.join(out, 'images/index.html'), 'utf8')).toContain('url=/"');
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toBe(
      '/images/logo.png / 301\n/images / 301\n',
    );
  });
});
