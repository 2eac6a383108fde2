import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashText, htmlFolder, storeHtml, storeText } from './cached-html.ts';

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

  it('writes each text whole after longer ones, at every UTF-8 length and past the scratch buffer', async () => {
    const folder = path.join(await mkdtemp(path.join(tmpdir(), 'folio-html-')), 'html');
    // Longest first, so each text is encoded over the leftovers of a longer one; a lone
    // surrogate is written as U+FFFD, as `Buffer.from` writes it.
    const texts = [
      'x'.repeat(6 * 1024 * 1024),
      html.repeat(40),
      html,
      'é'.repeat(1000),
      'ab\ud800cd',
      '',
    ];
    for (const text of texts) {
      const expected = Buffer.from(text);
      const stored = storeText(folder, text);
      expect(stored).toEqual({ hash: hashText(expected), bytes: expected.length });
      const written = await readFile(path.join(folder, `${String(stored?.hash)}.html`));
      expect(written.equals(expected)).toBe(true);
    }
  });
});
