/**
 * Pages of sites reached by path run sandboxed, in an opaque origin (see the server's
 * `security-headers.ts`), and a browser lets `<use href="…/icons.<hash>.svg#id">` reference
 * only a document of the page's own origin, which an opaque origin never matches: every sprite
 * icon would vanish. So these pages get the symbols they use inline, in a hidden `<svg>` at the
 * start of the body, and their `<use>` elements point at `#id` in the page instead. Only the
 * symbols a page uses are copied: a site's whole sprite can weigh more than the page.
 *
 * @module
 */

/** A `<use>` of the site's sprite, after the path rewrite put it under the prefix. */
const SPRITE_USE = /<use href="([^"#]*\/_folio\/icons\.[0-9a-f]{8,64}\.svg)#/;
const BODY_START = /<body\b[^>]*>/i;
const SYMBOL = /<symbol\b[^>]*?\sid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;

/**
 * `html` with its sprite inlined; `readSprite` gets the sprite's path inside the site (without
 * the prefix) and answers its text, or undefined when the site has no such file (then the page
 * is left as it is).
 */
export async function inlineSprite(
  html: string,
  basePath: string,
  readSprite: (sitePath: string) => Promise<string | undefined>,
): Promise<string> {
  const use = SPRITE_USE.exec(html);
  const url = use?.[1];
  if (url?.startsWith(`${basePath}/`) !== true) return html;
  const body = BODY_START.exec(html);
  if (!body) return html;
  const text = await readSprite(url.slice(basePath.length + 1));
  if (text === undefined) return html;
  const prefix = `<use href="${url}#`;
  const used = new Set<string>();
  for (let at = html.indexOf(prefix); at !== -1; at = html.indexOf(prefix, at + 1)) {
    const start = at + prefix.length;
    used.add(html.slice(start, html.indexOf('"', start)));
  }
  let symbols = '';
  for (const symbol of text.matchAll(SYMBOL)) {
    if (used.has(symbol[1] ?? '')) symbols += symbol[0];
  }
  const at = body.index + body[0].length;
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`;
  const withSprite = `${html.slice(0, at)}${sprite}${html.slice(at)}`;
  return withSprite.replaceAll(prefix, '<use href="#');
}
