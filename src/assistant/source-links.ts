/**
 * Where a passage lives on the hosted site, and how to write it into Markdown: the page's URL
 * under the site's address (origin and base path), a link label, and docs text made safe to
 * quote (Markdown and HTML characters escaped, so quoted text never turns into markup).
 *
 * @module
 */
import { passagePath } from './search-results.ts';
import type { Passage } from './types.ts';

/**
 * The URL of a passage's page (and section) on the site at `siteUrl`, such as
 * `http://acme.localhost:3000` or `http://localhost:3000/_sites/acme`: spaces and non-ASCII
 * characters percent-encoded; left as joined when `siteUrl` is not an absolute URL.
 */
export function passageUrl(siteUrl: string, passage: Pick<Passage, 'route' | 'anchor'>): string {
  const joined = `${siteUrl.replace(/\/+$/, '')}${passagePath(passage)}`;
  try {
    return new URL(joined).href;
  } catch {
    return joined;
  }
}

/** `Page title › Heading`, or the page title alone for the page's own text. */
export function passageLabel(passage: Pick<Passage, 'title' | 'heading'>): string {
  return passage.heading === undefined ? passage.title : `${passage.title} › ${passage.heading}`;
}

/** A Markdown link to `url` labelled `label`. */
export function markdownLink(label: string, url: string): string {
  const destination = url.replace(/[()<>\s]/g, (character) => percentEncoded(character));
  return `[${escapeMarkdown(label)}](${destination})`;
}

/** Plain text with the characters Markdown (and HTML inside it) would act on escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>~|#]/g, (character) => `\\${character}`);
}

/** `(` → `%28`: what `encodeURIComponent` leaves as is (parentheses) encoded too. */
function percentEncoded(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
}
