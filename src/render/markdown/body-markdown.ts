/**
 * The body of a page's Markdown text when the page is an endpoint's: an MDX page naming an
 * operation keeps its own text and adds the reference after it; a page generated from the spec is
 * the reference alone (its `x-folio.content` is already in it, after the description).
 *
 * @module
 */

/**
 * `content` (the page's own Markdown) and `reference` (its endpoint's, if any) as one body;
 * `ownPage` when the page is an MDX file.
 */
export function bodyMarkdown(
  content: string | undefined,
  reference: string | undefined,
  ownPage: boolean,
): string {
  const own = content?.trim() ?? '';
  if (reference === undefined) return own;
  if (!ownPage || own === '') return reference.trim();
  return `${own}\n\n${reference.trim()}`;
}
