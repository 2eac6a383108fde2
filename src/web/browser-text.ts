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
  zoomImage: 'Zoom image',
  closeImage: 'Close image',
  diagramControls: 'Diagram controls',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetView: 'Reset view',
  panUp: 'Move up',
  panDown: 'Move down',
  panLeft: 'Move left',
  panRight: 'Move right',
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
  viewLabel: 'View',
  sending: 'Sending…',
  requestBlocked:
    'The browser blocked this request: a page served over HTTPS cannot call an http:// server. Choose an https:// server URL.',
  requestFailed: 'The request did not complete: the server is unreachable or the network is down.',
  assistantTitle: 'Ask AI',
  newChat: 'New chat',
  closeAssistant: 'Close Ask AI',
  assistantSearching: 'Searching the docs…',
  tryAgain: 'Try again',
  assistantIntro:
    'Ask a question about these docs. Answers are drawn from the pages of this site and link to them.',
  sources: 'Sources',
  yourQuestion: 'Your question',
  askPlaceholder: 'Ask a question…',
  stop: 'Stop',
  send: 'Send',
  feedbackQuestion: 'Was this page helpful?',
  feedbackYes: 'Yes',
  feedbackNo: 'No',
  feedbackComment: 'Tell us more (optional)',
  feedbackSubmit: 'Send feedback',
  feedbackThanks: 'Thank you for your feedback.',
  feedbackFailed: 'Your feedback could not be sent. Try again.',
  assistantUnreachable: 'The assistant could not be reached. Check your connection and try again.',
  assistantFailed: 'The assistant could not answer. Try again.',
} as const;
