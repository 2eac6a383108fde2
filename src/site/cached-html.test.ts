import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashText, htmlFolder, storeHtml } from './cached-html.ts';

describe('storeHtml', () => {
  // Characters of several UTF-8 lengths: the hash and the size are of the encoded text.
  const html = `<!doctype html><title>Page</title>${'<p>text ü 한국어 😀</p>'.repeat(500)}`;

  it('writes a page once, whole, and leaves no temporary file', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'folio-html-'));
    const folder = htmlFolder(cacheDir);
    expect(folder).toBe(path.join(cacheDir, 'build', 'html'));
    const hash = storeHtml(folder, html);
    expect(hash).toBe(hashText(html));
    expect(storeHtml(folder, html)).toBe(hash);
    expect(await readdir(folder)).toEqual([`${String(hash)}.html`]);
    expect(await readFile(path.join(folder, `${String(hash)}.html`), 'utf8')).toBe(html);
  });

  it('replaces a file a killed build cut short instead of linking it into sites', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'folio-html-'));
    const folder = path.join(cacheDir, 'build', 'html');
    const file = path.join(folder, `${hashText(html)}.html`);
    await mkdir(folder, { recursive: true });
    await writeFile(file, html.slice(0, 100));
    expect(storeHtml(folder, html)).toBe(hashText(html));
    expect(await readFile(file, 'utf8')).toBe(html);
  });
});
