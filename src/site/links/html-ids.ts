/**
 * The fragment targets of a rendered HTML page: every element `id`, and the `name` of `<a>`
 * elements (old-style anchors browsers still scroll to).
 *
 * @module
 */

const idAttribute = /\sid="([^"]*)"/g;
const anchorName = /<a\s[^>]*?\bname="([^"]*)"/g;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Ids (and `<a name>`s) in `html`, with character references decoded. */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const pattern of [idAttribute, anchorName]) {
    for (const match of html.matchAll(pattern)) ids.add(decodeEntities(match[1] ?? ''));
  }
  return ids;
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}
