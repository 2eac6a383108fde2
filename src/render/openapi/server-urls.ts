/**
 * Server URLs as callers use them: `{variables}` replaced by their defaults, no trailing slash,
 * each URL once.
 *
 * @module
 */
import type { ApiServer } from '../../openapi/index.ts';

/** A server ready to show and to call. */
export interface ServerChoice {
  url: string;
  description: string | undefined;
}

/** The URL of `server` with every variable set to its default (unknown ones left as written). */
export function serverUrl(server: ApiServer): string {
  const url = server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    return server.variables[name]?.default ?? whole;
  });
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/** The servers of an operation, each URL once, in spec order. */
export function serverChoices(servers: readonly ApiServer[]): ServerChoice[] {
  const seen = new Set<string>();
  const choices: ServerChoice[] = [];
  for (const server of servers) {
    const url = serverUrl(server);
    if (seen.has(url)) continue;
    seen.add(url);
    choices.push({ url, description: server.description });
  }
  return choices;
}

export { joinUrl } from '../../web/index.ts';
