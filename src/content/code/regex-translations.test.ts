import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { afterAll, describe, expect, it } from 'vitest';
import { regexTranslations } from './regex-translations.ts';

const folder = await mkdtemp(path.join(os.tmpdir(), 'folio-regex-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const code = `import { readFile } from 'node:fs/promises';
export async function load<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T; // typed
}`;

async function highlightWith(regexConstructor?: (pattern: string) => RegExp): Promise<string> {
  const shiki = await createHighlighter({
    themes: ['github-light'],
    langs: ['typescript'],
    engine: createJavaScriptRegexEngine(regexConstructor ? { regexConstructor } : {}),
  });
  try {
    return shiki.codeToHtml(code, { lang: 'typescript', theme: 'github-light' });
  } finally {
    shiki.dispose();
  }
}

describe('regexTranslations', () => {
  const file = path.join(folder, 'regex.json');

  it('highlights exactly as shiki does, from a fresh file and from a saved one', async () => {
    const plain = await highlightWith();
    const fresh = regexTranslations([file], false);
    expect(await highlightWith(fresh.regexConstructor)).toBe(plain);
    fresh.save();
    const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(saved).length).toBeGreaterThan(50);

    // A second run reads the translations instead of making them.
    const reused = regexTranslations([file], false);
    expect(await highlightWith(reused.regexConstructor)).toBe(plain);
  });

  it('keeps patterns another run saved meanwhile', async () => {
    const shared = path.join(folder, 'shared.json');
    const first = regexTranslations([shared], false);
    const second = regexTranslations([shared], false);
    first.regexConstructor('a+');
    second.regexConstructor('b+');
    first.save();
    second.save();
    const saved = JSON.parse(await readFile(shared, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['a+', 'b+']);
  });

  it('reads every file and writes to the first that can be written', async () => {
    const unwritable = path.join(folder, 'not-a-folder');
    await writeFile(unwritable, '');
    const shared = path.join(unwritable, 'regex.json');
    const own = path.join(folder, 'own.json');
    await writeFile(own, JSON.stringify({ 'x+': { pattern: 'x+', flags: 'dg' } }));
    const translations = regexTranslations([shared, own], false);
    expect(translations.regexConstructor('x+').flags).toBe('dg');
    translations.regexConstructor('y+');
    translations.save();
    expect(Object.keys(JSON.parse(await readFile(own, 'utf8')) as object).sort()).toEqual([
      'x+',
      'y+',
    ]);

    const first = path.join(folder, 'first.json');
    const both = regexTranslations([first, own], false);
    both.regexConstructor('z+');
    both.save();
    expect(Object.keys(JSON.parse(await readFile(first, 'utf8')) as object).sort()).toEqual([
      'x+',
      'y+',
      'z+',
    ]);
  });

  it('starts over from a damaged file', async () => {
    const damaged = path.join(folder, 'damaged.json');
    await writeFile(damaged, '{not json');
    const translations = regexTranslations([damaged], false);
    expect(translations.regexConstructor('\\d+').test('42')).toBe(true);
    translations.save();
    expect(Object.keys(JSON.parse(await readFile(damaged, 'utf8')) as object)).toEqual(['\\d+']);
  });
});
