/**
 * Language codes accepted in `navigation.languages[].language`: the 14 codes of the format's
 * documents (docs/navigation/languages.mdx) and the aliases and further codes real sites use. Each maps to a BCP 47 tag for the
 * `lang` attribute and a text direction.
 *
 * @module
 */

export interface LanguageInfo {
  /** The code as written in docs.json. */
  code: string;
  /** BCP 47 tag for `<html lang>`. */
  tag: string;
  /** English name, for messages and the selector's fallback label. */
  name: string;
  /** Name in the language itself, for the language selector. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** `true` for the 14 codes of the standard set (docs/navigation/languages.mdx). */
  standard: boolean;
}

const table: [
  code: string,
  tag: string,
  name: string,
  nativeName: string,
  standard?: 'standard' | undefined,
  dir?: 'rtl',
][] = [
  ['ar', 'ar', 'Arabic', 'العربية', 'standard', 'rtl'],
  ['cn', 'zh-Hans', 'Chinese (Simplified)', '简体中文', 'standard'],
  ['zh-Hant', 'zh-Hant', 'Chinese (Traditional)', '繁體中文', 'standard'],
  ['en', 'en', 'English', 'English', 'standard'],
  ['fr', 'fr', 'French', 'Français', 'standard'],
  ['de', 'de', 'German', 'Deutsch', 'standard'],
  ['id', 'id', 'Indonesian', 'Bahasa Indonesia', 'standard'],
  ['it', 'it', 'Italian', 'Italiano', 'standard'],
  ['jp', 'ja', 'Japanese', '日本語', 'standard'],
  ['ko', 'ko', 'Korean', '한국어', 'standard'],
  ['pt-BR', 'pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)', 'standard'],
  ['ru', 'ru', 'Russian', 'Русский', 'standard'],
  ['es', 'es', 'Spanish', 'Español', 'standard'],
  ['tr', 'tr', 'Turkish', 'Türkçe', 'standard'],
  // Aliases real sites use for the standard set's languages.
  ['zh', 'zh-Hans', 'Chinese (Simplified)', '简体中文'],
  ['zh-Hans', 'zh-Hans', 'Chinese (Simplified)', '简体中文'],
  ['zh-CN', 'zh-Hans', 'Chinese (Simplified)', '简体中文'],
  ['zh-TW', 'zh-Hant', 'Chinese (Traditional)', '繁體中文'],
  ['ja', 'ja', 'Japanese', '日本語'],
  ['pt', 'pt', 'Portuguese', 'Português'],
  // Further languages accepted by the docs.json format in the wild.
  ['ca', 'ca', 'Catalan', 'Català'],
  ['cs', 'cs', 'Czech', 'Čeština'],
  ['da', 'da', 'Danish', 'Dansk'],
  ['fi', 'fi', 'Finnish', 'Suomi'],
  ['fr-CA', 'fr-CA', 'French (Canada)', 'Français (Canada)'],
  ['he', 'he', 'Hebrew', 'עברית', undefined, 'rtl'],
  ['hi', 'hi', 'Hindi', 'हिन्दी'],
  ['hu', 'hu', 'Hungarian', 'Magyar'],
  ['lv', 'lv', 'Latvian', 'Latviešu'],
  ['nl', 'nl', 'Dutch', 'Nederlands'],
  ['no', 'nb', 'Norwegian', 'Norsk'],
  ['pl', 'pl', 'Polish', 'Polski'],
  ['ro', 'ro', 'Romanian', 'Română'],
  ['sv', 'sv', 'Swedish', 'Svenska'],
  ['uk', 'uk', 'Ukrainian', 'Українська'],
  ['uz', 'uz', 'Uzbek', 'Oʻzbekcha'],
  ['vi', 'vi', 'Vietnamese', 'Tiếng Việt'],
];

export const languages: ReadonlyMap<string, LanguageInfo> = new Map(
  table.map(([code, tag, name, nativeName, standard, dir]) => [
    code,
    { code, tag, name, nativeName, dir: dir ?? 'ltr', standard: standard === 'standard' },
  ]),
);

export const languageCodes: readonly string[] = [...languages.keys()];

export function languageInfo(code: string): LanguageInfo | undefined {
  return languages.get(code);
}
