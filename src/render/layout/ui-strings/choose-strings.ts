/**
 * Which table of the layout's words a page gets, from its `lang` tag, and the browser's share of
 * them as a JSON script.
 *
 * @module
 */
import { arabic } from './languages/ar.ts';
import { german } from './languages/de.ts';
import { spanish } from './languages/es.ts';
import { french } from './languages/fr.ts';
import { indonesian } from './languages/id.ts';
import { italian } from './languages/it.ts';
import { japanese } from './languages/ja.ts';
import { korean } from './languages/ko.ts';
import { portugueseBrazil } from './languages/pt-br.ts';
import { russian } from './languages/ru.ts';
import { turkish } from './languages/tr.ts';
import { chineseSimplified } from './languages/zh-hans.ts';
import { chineseTraditional } from './languages/zh-hant.ts';
import { english } from './ui-strings.ts';
import type { UiStrings } from './ui-strings.ts';

/** The tables by BCP 47 tag: the 14 languages of the docs.json language list. */
export const UI_LANGUAGES: ReadonlyMap<string, UiStrings> = new Map([
  ['ar', arabic],
  ['de', german],
  ['en', english],
  ['es', spanish],
  ['fr', french],
  ['id', indonesian],
  ['it', italian],
  ['ja', japanese],
  ['ko', korean],
  ['pt-BR', portugueseBrazil],
  ['ru', russian],
  ['tr', turkish],
  ['zh-Hans', chineseSimplified],
  ['zh-Hant', chineseTraditional],
]);

/**
 * The words for a page whose language is `tag`: its own table, else the table of the same
 * language (`pt` and `pt-PT` take `pt-BR`, `fr-CA` takes `fr`, `zh-TW` takes `zh-Hant`), else
 * English.
 */
export function uiStrings(tag: string): UiStrings {
  const exact = UI_LANGUAGES.get(tag);
  if (exact) return exact;
  const lower = tag.toLowerCase();
  if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return chineseTraditional;
  const base = lower.split('-')[0];
  for (const [key, strings] of UI_LANGUAGES) {
    if (key.toLowerCase().split('-')[0] === base) return strings;
  }
  return english;
}

/**
 * The browser's words as a `<script type="application/json">` body, or `undefined` for English
 * (the browser script's own words), so English pages carry nothing extra.
 */
export function clientStringsScript(strings: UiStrings): string | undefined {
  if (strings === english) return undefined;
  return JSON.stringify(strings.client).replace(/</g, '\\u003c');
}
