/**
 * The browser script's words: English here, replaced by the page's language when the layout put
 * a `<script type="application/json" id="folio-ui-strings">` in the page (every language but
 * English; see src/render/layout/ui-strings/). Read once per page.
 *
 * @module
 */

export const englishText = {
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
};

export type UiText = typeof englishText;

let pageText: UiText | undefined;

/** The words of the page's language; English for anything the page does not give. */
export function uiText(): UiText {
  if (pageText) return pageText;
  pageText = englishText;
  const source = document.getElementById('folio-ui-strings')?.textContent;
  if (source) {
    try {
      pageText = { ...englishText, ...(JSON.parse(source) as Partial<UiText>) };
    } catch {
      // A page edited by hand with broken JSON keeps the English words.
    }
  }
  return pageText;
}

/** `template` with `{name}` replaced by `values[name]`. */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
