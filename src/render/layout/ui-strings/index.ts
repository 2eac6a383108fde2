/**
 * The words Folio shows on a page, in the page's language (see ./ui-strings.ts).
 *
 * @module
 */
export { clientStringsScript, uiStrings, UI_LANGUAGES } from './choose-strings.ts';
export { fillSlots, UiStringsContext, useUiStrings } from './strings-context.ts';
export { english } from './ui-strings.ts';
export type {
  ApiStrings,
  ClientStrings,
  ComponentStrings,
  ContextualStrings,
  UiStrings,
} from './ui-strings.ts';
