/**
 * The browser script's words: English here, replaced by the page's language when the layout put
 * a `<script type="application/json" id="folio-ui-strings">` in the page (every language but
 * English; see src/render/layout/ui-strings/). Read once per page.
 *
 * @module
 */
import { ENGLISH_BROWSER_TEXT } from '../web/index.ts';
import type { BrowserText } from '../web/index.ts';

/** English, the words every page starts from. */
export const englishText: BrowserText = ENGLISH_BROWSER_TEXT;

export type UiText = BrowserText;

let pageText: UiText | undefined;

/** The words of the page's language; English for anything the page does not give. */
export function uiText(): UiText {
  if (pageText) return pageText;
  pageText = englishText;
  // Outside a page (unit tests of browser code under Node) there is only English.
  const source =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById('folio-ui-strings')?.textContent;
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
