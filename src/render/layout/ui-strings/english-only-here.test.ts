import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { english } from './index.ts';

/** Every English string of the table, with its key path. */
function englishTexts(strings: object, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? englishTexts(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

/** The code files of the server-rendered layout and components, and of the browser script. */
async function codeFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of ['render', 'client']) {
    const url = new URL(`../../../${folder}/`, import.meta.url);
    for (const name of await readdir(url, { recursive: true })) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      // The tables themselves.
      if (name.startsWith('layout/ui-strings/')) continue;
      if (NOT_YET_TRANSLATED.has(name)) continue;
      files.push(new URL(name, url).pathname);
    }
  }
  return files;
}

/**
 * Files whose words are still English on every page: the labels of the pages' Markdown copies
 * (callout labels, example headings) and of AsyncAPI channel pages. Each is to move into the
 * tables; the list only shrinks.
 */
const NOT_YET_TRANSLATED = new Set([
  'markdown/component-markdown.ts',
  'asyncapi/channel-markdown.ts',
  'asyncapi/render-channel.ts',
]);

/** `source` without its comments (which may quote a word to explain the code). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/**
 * Words that are also code in these files (`'Authorization'` is a header name, `'Default'` an
 * OpenAPI key, ...), where an English literal is not a label.
 */
const notLabels = new Set([
  'Authorization',
  'Headers',
  'Body',
  'Password',
  'Webhook',
  'required',
  'deprecated',
  'properties',
]);

describe('the English table', () => {
  it('is the only place the words Folio shows are written in English', async () => {
    const texts = englishTexts(english).filter(
      ([, text]) => text.length > 3 && !notLabels.has(text) && !text.includes('{'),
    );
    const found: string[] = [];
    for (const file of await codeFiles()) {
      const source = withoutComments(await readFile(file, 'utf8'));
      for (const [key, text] of texts) {
        for (const quote of ["'", '"']) {
          if (source.includes(`${quote}${text}${quote}`)) found.push(`${file}: ${key} "${text}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
