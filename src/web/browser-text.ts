/**
 * The words the browser script shows, in English: the client starts from them, and the layout's
 * table of each language (src/render/layout/ui-strings/) translates every one of them. One list
 * for both sides, so a word added for the browser cannot be missed by the translations.
 *
 * @module
 */

/** Words the browser script shows; `{query}` and `{count}` are filled in there. */
export type BrowserText = Record<BrowserTextKey, string>;

export type BrowserTextKey = keyof typeof ENGLISH_BROWSER_TEXT;

export const ENGLISH_BROWSER_TEXT = {
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
} as const;
