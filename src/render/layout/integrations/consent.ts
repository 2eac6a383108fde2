/**
 * docs.json `integrations.cookies`: `{key, value}` names the local-storage entry a site's consent
 * banner writes when a reader accepts cookies. With it, no provider loads until that entry holds
 * that value (the format: "your site checks local storage for the specified key and value"), so
 * no analytics request leaves the browser of a reader who has not agreed.
 *
 * The gate is the site's integrations code file itself (so it runs under a `'self'` script
 * policy, whatever the ids): pages carry only that file; it waits for consent, then adds the
 * providers' tags in their order and loads itself again, marked, and this second run executes
 * the providers' inline code, after their deferred libraries as without the gate. The code
 * stays at the top level of a classic script, so a snippet's functions (`gtag`) are global.
 * Consent given in the same tab fires no `storage` event: the entry is also checked every
 * second until it is there.
 *
 * @module
 */
import type { ScriptTag } from './integration.ts';
import { jsString } from './integration.ts';

/** The consent entry: local-storage key and the value that means "accepted". */
export interface Consent {
  key: string;
  value: string;
}

/** The attribute that marks the code file's second, consented run. */
export const CONSENTED_ATTRIBUTE = 'data-folio-consented';

/** `integrations.cookies` when both fields are non-empty strings; otherwise undefined. */
export function consentOf(value: unknown): Consent | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const key = record['key'];
  const accepted = record['value'];
  if (typeof key !== 'string' || key.trim() === '') return undefined;
  if (typeof accepted !== 'string' && typeof accepted !== 'number' && typeof accepted !== 'boolean')
    return undefined;
  return { key, value: String(accepted) };
}

/** The code file of a gated site: the gate, then the providers' inline `code` run on consent. */
export function consentGateCode(
  consent: Consent,
  tags: readonly ScriptTag[],
  code: string,
): string {
  const list = JSON.stringify(
    tags.map((tag) => ({
      src: tag.src,
      async: tag.async === true,
      attributes: tag.attributes ?? {},
    })),
  ).replace(/</g, '\\u003c');
  return `// Consent gate (docs.json integrations.cookies)
(function () {
  var me = document.currentScript;
  if (!me || me.hasAttribute('${CONSENTED_ATTRIBUTE}')) return;
  var key = ${jsString(consent.key)};
  var value = ${jsString(consent.value)};
  var tags = ${list};
  var started = false;
  var timer;
  function given() {
    try { return window.localStorage.getItem(key) === value; } catch (e) { return false; }
  }
  function add(src, async, attributes) {
    var script = document.createElement('script');
    for (var name in attributes) script.setAttribute(name, attributes[name]);
    script.src = src;
    script.async = async;
    document.head.appendChild(script);
    return script;
  }
  function start() {
    if (started || !given()) return;
    started = true;
    clearInterval(timer);
    for (var i = 0; i < tags.length; i++) add(tags[i].src, tags[i].async, tags[i].attributes);
    add(me.src, false, { '${CONSENTED_ATTRIBUTE}': '' });
  }
  window.addEventListener('storage', function (event) { if (event.key === key) start(); });
  timer = setInterval(start, 1000);
  start();
})();
if (document.currentScript && document.currentScript.hasAttribute('${CONSENTED_ATTRIBUTE}')) {
${code}
}
`;
}
