/**
 * `api.baseUrl` and `api.auth`: mint.json's places for the server and credentials of endpoint
 * pages written in MDX, which docs.json moved to `api.mdx.server` and `api.mdx.auth`. Sites
 * converted by hand often keep the old keys; dropping them would leave those pages without a
 * server or a login, so they are moved to the new keys (a new key already set wins) with a
 * warning that names the new key.
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import { formatJsonPath } from '../shared/index.ts';
import type { LoadedConfig } from './load-config.ts';
import type { DocsConfig } from './schema/docs-json.ts';

/** The older keys under `api`, with the `api.mdx` key each became. */
const MOVED = [
  ['baseUrl', 'server'],
  ['auth', 'auth'],
] as const;

/** Moves `api.baseUrl`/`api.auth` of `config` into `api.mdx` (in place); a warning for each. */
export function moveOlderApiKeys(config: DocsConfig, locate: LoadedConfig['locate']): Diagnostic[] {
  const api = config.api;
  if (api === undefined) return [];
  const diagnostics: Diagnostic[] = [];
  for (const [old, key] of MOVED) {
    const value = api[old];
    if (value === undefined) continue;
    const mdx = (api.mdx ??= {});
    const taken = mdx[key] !== undefined;
    if (!taken) mdx[key] = value;
    Reflect.deleteProperty(api, old);
    const path = ['api', old];
    const position = locate(path, true);
    diagnostics.push({
      severity: 'warning',
      code: 'deprecated-key',
      message: `"api.${old}" is deprecated: the format now calls it "api.mdx.${key}"`,
      hint: taken
        ? `"api.mdx.${key}" is set too and is used; remove "api.${old}".`
        : `Folio uses it as "api.mdx.${key}"; move it there to silence this warning.`,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(path),
    });
  }
  return diagnostics;
}
