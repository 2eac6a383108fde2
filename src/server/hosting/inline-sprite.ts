/**
 * Pages of sites reached by path run sandboxed, in an opaque origin (see the server's
 * `security-headers.ts`), and a browser lets `<use href="…/icons.<hash>.svg#id">` reference
 * only a document of the page's own origin, which an opaque origin never matches: every sprite
 * icon would vanish. So these pages get the sprite's symbols inline, in a hidden `<svg>` at the
 * start of the body, and their `<use>` elements point at `#id` in the page instead.
 *
 * @module
 */

/** A `<use>` of the site's sprite, after the path rewrite put it under the prefix. */
const SPRITE_USE = /<use href="([^"#]*\/_folio\/icons\.[0-9a-f]{8,64}\.svg)#/;
const BODY_START = /<body\b[^>]*>/i;
const SPRITE_BODY = /^\s*<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/;

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
  const symbols = SPRITE_BODY.exec((await readSprite(url.slice(basePath.length + 1))) ?? '')?.[1];
  if (symbols === undefined) return html;
  const at = body.index + body[0].length;
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`;
  const withSprite = `${html.slice(0, at)}${sprite}${html.slice(at)}`;
  return withSprite.replaceAll(`<use href="${url}#`, '<use href="#');
}
