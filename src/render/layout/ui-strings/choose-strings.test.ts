import { describe, expect, it } from 'vitest';
import { languages } from '../../../config/index.ts';
import { clientStringsScript, english, UI_LANGUAGES, uiStrings } from './index.ts';

/** Every `{name}` a text holds, sorted. */
const slots = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

/** Each string of a table by its key path (`onThisPage`, `api.body`, `client.copy`). */
function entries(strings: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of entries(value as object, `${prefix}${key}.`))
        flat.set(inner, text);
    } else flat.set(`${prefix}${key}`, value);
  }
  return flat;
}

/**
 * Keys whose English word is also the usual word in some languages (loanwords such as
 * "Webhook", "Cookies", "Prompt"), so a translation may equal it.
 */
const loanwords = new Set([
  'version',
  'links',
  'pages',
  'sections',
  'section',
  'components.info',
  'components.prompt',
  'components.danger',
  'api.webhook',
  'api.server',
  'api.cookies',
  'api.body',
  'api.payload',
  'api.password',
  'client.copy',
  'client.sources',
  // "No" is the Spanish and Italian word too.
  'client.feedbackNo',
]);

describe('UI strings', () => {
  it('has one table for each of the 14 languages of the docs.json language list', () => {
    const standardTags = [...languages.values()]
      .filter((info) => info.standard)
      .map((info) => info.tag);
    expect([...UI_LANGUAGES.keys()].sort()).toEqual(standardTags.sort());
  });

  it('translates every string of every table, keeping its {slots}', () => {
    const reference = entries(english);
    for (const [tag, strings] of UI_LANGUAGES) {
      const table = entries(strings);
      expect([...table.keys()], tag).toEqual([...reference.keys()]);
      for (const [key, text] of table) {
        expect(typeof text, `${tag} ${key}`).toBe('string');
        expect(String(text).trim(), `${tag} ${key}`).not.toBe('');
        expect(slots(String(text)), `${tag} ${key}`).toEqual(slots(String(reference.get(key))));
        if (tag !== 'en' && !loanwords.has(key) && !/Ctrl/.test(String(text)))
          expect(text, `${tag} ${key} is still English`).not.toBe(reference.get(key));
      }
    }
  });

  it('chooses the table of the page language, its relatives, or English', () => {
    expect(uiStrings('ja').onThisPage).toBe('目次');
    expect(uiStrings('zh-Hans').onThisPage).toBe('本页内容');
    expect(uiStrings('zh-TW').onThisPage).toBe('本頁內容');
    expect(uiStrings('pt').onThisPage).toBe('Nesta página');
    expect(uiStrings('fr-CA').onThisPage).toBe('Sur cette page');
    expect(uiStrings('es').client.noResults).toBe('No hay resultados para «{query}».');
    expect(uiStrings('nl')).toBe(english);
  });

  it('puts the browser words in the page for every language but English', () => {
    expect(clientStringsScript(english)).toBeUndefined();
    const script = clientStringsScript(uiStrings('ar')) ?? '';
    expect(JSON.parse(script)).toEqual(uiStrings('ar').client);
    expect(
      clientStringsScript({ ...english, client: { ...english.client, copy: '</script>' } }),
    ).toContain('\\u003c/script>');
  });
});
