/**
 * What a built page may load, as a `Content-Security-Policy` for whoever serves the site
 * (`folio serve`'s hosting). It lives beside the layout because it describes what the layout
 * and the components emit; each directive says why it allows what it allows.
 *
 * Sites reached under a shared path (`/_sites/{subdomain}/` on the API's host) also get a
 * `sandbox` directive without `allow-same-origin`: each page then runs in an opaque origin of
 * its own, so it can read neither the API origin's storage nor another site's.
 *
 * @module
 */
import { BANNER_SCRIPT_HASH } from './layout/banner.ts';
import { THEME_SCRIPT_HASHES } from './layout/theme-script.ts';

/**
 * The sandbox of sites reached by path: scripts run (search, Ask AI, the playground), the
 * playground's form submits (its handler sends the request), links may open a new tab that is
 * not sandboxed, and files download. Without `allow-same-origin`, the page's origin is opaque.
 */
export const SITE_SANDBOX =
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The directives of every hosted page, in the order they are sent. */
const SITE_DIRECTIVES: readonly string[] = [
  // Everything not named below: only the site itself.
  "default-src 'self'",
  // The site's own script files (the site script, Mermaid, KaTeX, the Ask AI panel) and the
  // two inline scripts, the theme and the dismissed banner set before first paint, by hash.
  // Nothing else inline runs, so markup slipped into a page (or an answer) cannot run script.
  `script-src 'self' ${[...THEME_SCRIPT_HASHES, BANNER_SCRIPT_HASH].join(' ')}`,
  // The stylesheet, the colours the layout writes inline, and the style attributes KaTeX,
  // Mermaid and components set.
  "style-src 'self' 'unsafe-inline'",
  // Pages embed images and media from anywhere (badges, screenshots on a CDN, videos), and
  // Mermaid and the icon sprite use data: and blob: URLs.
  'img-src * data: blob:',
  'media-src * data: blob:',
  // KaTeX's fonts are the site's own files.
  "font-src 'self' data:",
  // The playground calls whatever server the API reference names, and the Ask AI panel calls
  // the assistant API, which may be on another host.
  'connect-src *',
  // Video and demo embeds (YouTube, Loom, Vimeo, CodeSandbox...) over HTTPS.
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  // No plugins, and no `<base>` that would move where relative script URLs point.
  "object-src 'none'",
  "base-uri 'self'",
  // Only the site itself may show its pages in a frame (no clickjacking of the playground).
  "frame-ancestors 'self'",
];

/** Directives a site's integrations may add origins to (see `integration-assets.ts`). */
const EXTENSIBLE = new Set(['script-src', 'connect-src', 'style-src', 'font-src', 'frame-src']);

/**
 * An origin an integration may add: `https://` or `wss://`, a host name (its first label may be
 * `*`), an optional port, nothing else. Anything else (a keyword such as `'unsafe-inline'`, a
 * `;`, a path) is dropped, so a built site's file can widen its policy only by origins.
 */
const ORIGIN = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * The origins of `value` (the parsed `_folio/content-security-policy.json` of a built site) that
 * may be added, by directive; anything malformed is left out.
 */
export function policySources(value: unknown): Record<string, string[]> {
  const sources: Record<string, string[]> = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return sources;
  for (const [directive, origins] of Object.entries(value as Record<string, unknown>)) {
    if (!EXTENSIBLE.has(directive) || !Array.isArray(origins)) continue;
    const kept = origins.filter(
      (origin): origin is string => typeof origin === 'string' && ORIGIN.test(origin),
    );
    if (kept.length > 0) sources[directive] = kept;
  }
  return sources;
}

/**
 * The `Content-Security-Policy` of a hosted site's responses; `sources` are the origins its
 * integrations add, by directive (only that site's policy has them).
 */
export function siteContentSecurityPolicy(options: {
  sandbox: boolean;
  sources?: Readonly<Record<string, readonly string[]>> | undefined;
}): string {
  const extra = policySources(options.sources ?? {});
  const directives = SITE_DIRECTIVES.map((directive) => {
    const name = directive.split(' ')[0] ?? '';
    const added = extra[name];
    return added === undefined ? directive : `${directive} ${added.join(' ')}`;
  });
  if (options.sandbox) directives.push(SITE_SANDBOX);
  return directives.join('; ');
}
