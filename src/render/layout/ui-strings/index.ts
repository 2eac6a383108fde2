/**
 * The layout's words in the page's language (see ./ui-strings.ts).
 *
 * @module
 */
export { clientStringsScript, uiStrings, UI_LANGUAGES } from './choose-strings.ts';
export { english } from './ui-strings.ts';
export type { ClientStrings, UiStrings } from './ui-strings.ts';
