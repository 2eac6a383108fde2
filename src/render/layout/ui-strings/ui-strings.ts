/**
 * The words of the layout itself ("On this page", "Previous", the search dialog, the 404 page),
 * in the page's language: one table per language the docs.json format lists, chosen by the
 * page's `lang` tag (its language division, or the default language). The browser's share goes
 * into the page as JSON (see `clientStringsScript`), so the client speaks the same language.
 *
 * @module
 */

/** Words the browser script shows; `{query}` and `{count}` are filled in there. */
export interface ClientStrings {
  copy: string;
  copyCode: string;
  copied: string;
  copiedToClipboard: string;
  codeSelected: string;
  showMore: string;
  showLess: string;
  openNavigation: string;
  closeNavigation: string;
  searchPlaceholder: string;
  searchHint: string;
  searchLoading: string;
  searchError: string;
  searchUnavailable: string;
  noResults: string;
  oneResult: string;
  results: string;
  closeSearch: string;
  resultsLabel: string;
  toNavigate: string;
  toOpen: string;
  toClose: string;
  askAbout: string;
}

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
  client: {
    copy: 'Copy',
    copyCode: 'Copy code',
    copied: 'Copied',
    copiedToClipboard: 'Copied to clipboard',
    codeSelected: 'Code selected; press Ctrl+C to copy',
    showMore: 'Show more',
    showLess: 'Show less',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    searchPlaceholder: 'Search the documentation',
    searchHint: 'Search pages, sections and code names.',
    searchLoading: 'Loading search…',
    searchError: 'Search could not be loaded. Check your connection and try again.',
    searchUnavailable: 'Search is not available on this page.',
    noResults: 'No results for “{query}”.',
    oneResult: '1 result',
    results: '{count} results',
    closeSearch: 'Close search',
    resultsLabel: 'Results',
    toNavigate: 'to navigate',
    toOpen: 'to open',
    toClose: 'to close',
    askAbout: 'Ask AI: “{query}”',
  },
};
