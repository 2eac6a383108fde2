/**
 * The island scripts of the pages `folio dev` rendered (see `src/render/mdx/island-script.ts`):
 * a page links its script by content hash, and the browser asks for it right after the page.
 * The latest few hundred are kept; an older one is asked for only by a tab left open through
 * many edits, and reloading that tab renders its page, and so its script, again.
 *
 * @module
 */

const kept = new Map<string, string>();
const LIMIT = 500;

/** Keeps `script` (a page's island script) to answer its URL. */
export function keepIslandScript(script: { url: string; text: string } | undefined): void {
  if (!script) return;
  kept.delete(script.url);
  kept.set(script.url, script.text);
  if (kept.size > LIMIT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
}

/** The text of the island script at `url` (`/_folio/islands/<hash>.js`), if a page linked it. */
export function keptIslandScript(url: string): string | undefined {
  return kept.get(url);
}
