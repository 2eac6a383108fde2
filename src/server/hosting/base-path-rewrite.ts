/**
 * Sites reached by path (`/_sites/acme/...`) rather than by host: their pages link to
 * root-relative URLs (`/guide`, `/_folio/site.3c439a491d.css`) that would leave the site, so the
 * host rewrites them under the prefix as it serves them.
 *
 * In HTML, URL attributes (`href`, `src`, `action`, `formaction`, `poster`, `xlink:href`),
 * `srcset` entries, `data-folio-*` attributes, `og:`/`twitter:` URL and image metas, a meta
 * refresh target and `url(...)` in styles are rewritten when they start with a single `/`.
 * Protocol-relative URLs (`//host`), absolute URLs, fragments and text are left alone, and
 * `<script>` content is never touched. The `<html>` element gets `data-folio-base` so the
 * site's scripts can build URLs under the prefix too. In CSS, `url(/...)` and `@import "/..."`
 * are rewritten.
 *
 * Pages are small, so this is a plain string transform over whole documents.
 *
 * @module
 */
import { escapeHtml } from '../../web/index.ts';

/** The attributes whose whole value is one URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'xlink:href']);
/** The attributes holding a list of `url descriptor` candidates. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
/** `<meta property|name>` values whose `content` is a URL. */
const URL_METAS = /^(?:og|twitter):(?:url|image(?::url|:secure_url|:src)?|video(?::url)?|audio)$/i;

/**
 * One piece of HTML: a comment; a raw text element (`script`, `style`) with its content; or a
 * start tag. Quoted attribute values may hold `>`.
 */
const HTML_TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute of a start tag: a name, and a quoted or bare value if it has one. */
const ATTRIBUTE = /(\s)([^\s"'<>/=]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'<>`]+))?/g;
const CSS_URL = /\burl\(\s*(["']?)([^"')]*)\1\s*\)/gi;
const CSS_IMPORT = /@import\s+(["'])([^"']*)\1/gi;
const REFRESH = /^(\s*\d+\s*;\s*url\s*=\s*)(.*)$/i;

/** Whether a URL is root-relative: one `/`, not `//host` (nor `/\host`, which browsers read so). */
export function isRootRelative(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

/** `url` under `basePath` when it is root-relative, else unchanged. */
export function prefixUrl(url: string, basePath: string): string {
  return isRootRelative(url) ? `${basePath}${url}` : url;
}

/** A stylesheet with its root-relative `url(...)` and `@import` targets under `basePath`. */
export function rewriteCss(css: string, basePath: string): string {
  return css
    .replace(CSS_URL, (whole, quote: string, url: string) =>
      isRootRelative(url.trim())
        ? `url(${quote}${prefixUrl(url.trim(), basePath)}${quote})`
        : whole,
    )
    .replace(CSS_IMPORT, (_whole, quote: string, url: string) => {
      return `@import ${quote}${prefixUrl(url, basePath)}${quote}`;
    });
}

/** An HTML document or fragment with its root-relative URLs under `basePath` (see the module). */
export function rewriteHtml(html: string, basePath: string): string {
  return html.replace(
    HTML_TOKEN,
    (
      whole,
      rawName: string | undefined,
      rawAttributes: string | undefined,
      rawContent: string | undefined,
      tagName: string | undefined,
      attributes: string | undefined,
    ) => {
      if (rawName !== undefined) {
        const name = rawName.toLowerCase();
        const content = name === 'style' ? rewriteCss(rawContent ?? '', basePath) : rawContent;
        const closing = whole.slice(whole.lastIndexOf('<'));
        return `<${rawName}${rewriteAttributes(name, rawAttributes ?? '', basePath)}>${content ?? ''}${closing}`;
      }
      if (tagName === undefined) return whole;
      const name = tagName.toLowerCase();
      let rewritten = rewriteAttributes(name, attributes ?? '', basePath);
      if (name === 'html') rewritten = withBaseAttribute(rewritten, basePath);
      return `<${tagName}${rewritten}>`;
    },
  );
}

/** The attributes of a start tag with their URLs rewritten. */
function rewriteAttributes(tag: string, attributes: string, basePath: string): string {
  // Most tags (`<div class="...">`) hold no path at all.
  if (!attributes.includes('/')) return attributes;
  const metaUrl = tag === 'meta' && isUrlMeta(attributes);
  const refresh = tag === 'meta' && /\shttp-equiv\s*=\s*["']?refresh/i.test(attributes);
  return attributes.replace(
    ATTRIBUTE,
    (
      whole,
      space: string,
      rawName: string,
      equals: string | undefined,
      quoted: string | undefined,
    ) => {
      if (equals === undefined || quoted === undefined) return whole;
      const name = rawName.toLowerCase();
      const quote = quoted.startsWith('"') || quoted.startsWith("'") ? quoted.charAt(0) : '';
      const value = quote === '' ? quoted : quoted.slice(1, -1);
      let next = value;
      if (URL_ATTRIBUTES.has(name) || name.startsWith('data-folio-')) {
        next = prefixUrl(value, basePath);
      } else if (SRCSET_ATTRIBUTES.has(name)) {
        next = value.replace(
          /(^|,)(\s*)([^\s,]+)/g,
          (_m, comma: string, gap: string, url: string) => {
            return `${comma}${gap}${prefixUrl(url, basePath)}`;
          },
        );
      } else if (name === 'style') {
        next = rewriteCss(value, basePath);
      } else if (name === 'content' && metaUrl) {
        next = prefixUrl(value, basePath);
      } else if (name === 'content' && refresh) {
        next = value.replace(REFRESH, (_m, lead: string, url: string) => {
          return `${lead}${prefixUrl(url, basePath)}`;
        });
      }
      return next === value ? whole : `${space}${rawName}${equals}${quote}${next}${quote}`;
    },
  );
}

/** Whether a `<meta>` names an `og:`/`twitter:` URL or image (`property` or `name`). */
function isUrlMeta(attributes: string): boolean {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[2]?.toLowerCase();
    if (name !== 'property' && name !== 'name') continue;
    const value = (match[4] ?? '').replace(/^["']|["']$/g, '');
    if (URL_METAS.test(value)) return true;
  }
  return false;
}

/** The `<html>` attributes with `data-folio-base` set to `basePath` (replacing any other). */
function withBaseAttribute(attributes: string, basePath: string): string {
  const without = attributes.replace(
    /\sdata-folio-base(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>`]+))?/gi,
    '',
  );
  const trimmed = without.replace(/\s*\/?\s*$/, '');
  return `${trimmed} data-folio-base="${escapeHtml(basePath)}"`;
}
