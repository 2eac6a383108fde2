/**
 * Links written in docs.json: the destination of every redirect, and every `href` that points
 * into the site (`/changelog` on a tab, anchor, navbar or footer link). Each keeps the position
 * of its value in docs.json (or the file it was included from).
 *
 * @module
 */
import type { DocsConfig, LoadedConfig } from '../../config/index.ts';
import { formatJsonPath } from '../../shared/index.ts';
import type { SourcePosition } from '../../shared/index.ts';

export interface ConfigLink {
  /** `redirect` for redirect destinations, `href` for the others. */
  kind: 'redirect' | 'href';
  url: string;
  /** `redirects[3].destination`, `navigation.tabs[1].href`. */
  jsonPath: string;
  position: SourcePosition;
}

/** The site links of docs.json, in file order of their JSON paths. */
export function configLinks(config: DocsConfig, locate: LoadedConfig['locate']): ConfigLink[] {
  const links: ConfigLink[] = [];
  const add = (kind: ConfigLink['kind'], url: string, jsonPath: PropertyKey[]): void => {
    const position = locate(jsonPath) ?? { file: 'docs.json', line: 1, column: 1 };
    links.push({ kind, url, jsonPath: formatJsonPath(jsonPath), position });
  };

  const walk = (value: unknown, jsonPath: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        walk(item, [...jsonPath, index]);
      });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string' && isSitePath(child)) {
        add('href', child, [...jsonPath, key]);
      } else {
        walk(child, [...jsonPath, key]);
      }
    }
  };
  for (const [key, value] of Object.entries(config)) {
    if (key !== 'redirects') walk(value, [key]);
  }
  (config.redirects ?? []).forEach((redirect, index) => {
    add('redirect', redirect.destination, ['redirects', index, 'destination']);
  });
  return links;
}

/** `/changelog` is on this site; `//cdn.example.com/x` and `https://…` are not. */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
