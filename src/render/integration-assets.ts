/**
 * What a build or a dev server needs to serve a site's integrations: the tags pages carry (the
 * providers' own, then the site's file of their inline code, deferred, named by the hash of its
 * text so a changed snippet is never served stale) and the file listing the origins the hosted
 * site's Content-Security-Policy adds (`_folio/content-security-policy.json`, read by
 * `folio serve`). Inline snippets are moved to a file rather than allowed by hash: a hash would
 * differ per site and per configured id, so the host would need each site's hashes anyway, and
 * a deferred file keeps the snippets' order with the deferred provider scripts before them.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { Locate, ScriptTag, SiteIntegrations } from './layout/integrations/index.ts';
import { consentGateCode, consentOf, siteIntegrations } from './layout/integrations/index.ts';

/** Where the extra policy sources of a built site are written, relative to its root. */
export const POLICY_SOURCES_FILE = '_folio/content-security-policy.json';

/** A site's integrations as pages and the output folder take them. */
export interface IntegrationAssets {
  integrations: SiteIntegrations;
  /** Every tag, the code file last; empty when the site configures none. */
  tags: ScriptTag[];
  /** The code file, when any snippet has inline code. */
  codeFile?: { url: string; text: string } | undefined;
  /** The text of {@link POLICY_SOURCES_FILE}, when any provider loads. */
  policyFile?: string | undefined;
}

/**
 * The integrations of docs.json's `integrations` value; `codeUrl` names the code file (default:
 * `/_folio/integrations.<hash>.js`).
 */
export function integrationAssets(
  value: unknown,
  options: {
    locate?: Locate | undefined;
    codeUrl?: string | undefined;
    /** Origins the site's looks add (web fonts, see `layout/look/`), merged into the policy. */
    sources?: Readonly<Record<string, readonly string[]>> | undefined;
  } = {},
): IntegrationAssets {
  const integrations = siteIntegrations(value, options.locate);
  const consent = consentOf(isRecord(value) ? value['cookies'] : undefined);
  let tags = [...integrations.tags];
  let text = integrations.code;
  // With integrations.cookies, pages carry the consent managers' tags (they ask for the consent)
  // and the code file, which adds the other providers' tags on consent.
  if (consent !== undefined && integrations.providers.some((key) => !CONSENT_MANAGERS.has(key))) {
    const managers = isRecord(value)
      ? siteIntegrations(
          Object.fromEntries(Object.entries(value).filter(([key]) => CONSENT_MANAGERS.has(key))),
        ).tags.map((tag) => tag.src)
      : [];
    text = consentGateCode(
      consent,
      tags.filter((tag) => !managers.includes(tag.src)),
      integrations.code,
    );
    tags = tags.filter((tag) => managers.includes(tag.src));
  }
  let codeFile: IntegrationAssets['codeFile'];
  if (text !== '') {
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
    const url = options.codeUrl ?? `/_folio/integrations.${hash}.js`;
    codeFile = { url, text };
    tags.push({ src: url, defer: true });
  }
  const sources = mergeSources(integrations.sources, options.sources ?? {});
  const policyFile =
    Object.keys(sources).length === 0 ? undefined : `${JSON.stringify(sources, null, 2)}\n`;
  return { integrations, tags, codeFile, policyFile };
}

/** Providers that ask for the consent, so load without it (they have no inline code). */
const CONSENT_MANAGERS: ReadonlySet<string> = new Set(['osano', 'transcend']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Both maps' origins by directive, each once, sorted. */
function mergeSources(
  a: Readonly<Record<string, readonly string[]>>,
  b: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const directive of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    merged[directive] = [...new Set([...(a[directive] ?? []), ...(b[directive] ?? [])])].sort();
  }
  return merged;
}
