/**
 * The words of the layout itself ("On this page", "Previous", the search dialog, the 404 page),
 * in the page's language: one table per language the docs.json format lists, chosen by the
 * page's `lang` tag (its language division, or the default language). The browser's share goes
 * into the page as JSON (see `clientStringsScript`), so the client speaks the same language.
 *
 * @module
 */
import { ENGLISH_BROWSER_TEXT } from '../../../web/index.ts';
import type { BrowserText } from '../../../web/index.ts';

/** Words the browser script shows (the list is `src/web/browser-text.ts`). */
export type ClientStrings = BrowserText;

/** Words the layout renders; `{home}` is the link to the home page. */
export interface UiStrings {
  skipToContent: string;
  onThisPage: string;
  previous: string;
  next: string;
  pagination: string;
  search: string;
  askAi: string;
  askAiTitle: string;
  toggleTheme: string;
  version: string;
  language: string;
  notFoundTitle: string;
  notFoundDescription: string;
  notFoundHint: string;
  homePage: string;
  searchDocs: string;
  client: ClientStrings;
}

export const english: UiStrings = {
  skipToContent: 'Skip to content',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Previous and next pages',
  search: 'Search...',
  askAi: 'Ask AI',
  askAiTitle: 'Ask AI (Ctrl I)',
  toggleTheme: 'Switch between light and dark mode',
  version: 'Version',
  language: 'Language',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  notFoundHint: 'Try searching, or go back to the {home}.',
  homePage: 'home page',
  searchDocs: 'Search the docs',
  client: ENGLISH_BROWSER_TEXT,
};
