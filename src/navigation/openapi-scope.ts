/**
 * OpenAPI scopes: which spec(s) a navigation node uses, inherited from the nearest level that
 * sets `openapi` (docs/navigation/openapi.mdx).
 *
 * @module
 */
import type { OpenApiSource } from '../config/index.ts';
import { normalizeSpecSource, parseEndpointEntry } from './endpoint-entry.ts';
import type { OpenApiScope } from './types.ts';

export function scopeOf(source: OpenApiSource, definedAt: PropertyKey[]): OpenApiScope {
  if (typeof source === 'string') return { sources: [normalizeSpecSource(source)], definedAt };
  if (Array.isArray(source)) return { sources: source.map(normalizeSpecSource), definedAt };
  return {
    sources: [normalizeSpecSource(source.source)],
    ...(source.directory ? { directory: source.directory.replace(/^\/+|\/+$/g, '') } : {}),
    definedAt,
  };
}

/**
 * Every spec named anywhere in docs.json: `openapi` at any navigation level, `api.openapi`, and
 * the file part of `file METHOD /path` entries.
 */
export function collectOpenApiSources(config: {
  navigation: unknown;
  api?: { openapi?: OpenApiSource | undefined } | undefined;
}): string[] {
  const found = new Set<string>();
  const add = (source: unknown) => {
    if (
      typeof source === 'string' ||
      Array.isArray(source) ||
      (typeof source === 'object' && source !== null)
    ) {
      for (const key of scopeOf(source as OpenApiSource, []).sources) found.add(key);
    }
  };
  if (config.api?.openapi) add(config.api.openapi);
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const spec = parseEndpointEntry(node)?.spec;
      if (spec && /\.(json|ya?ml)$/i.test(spec)) found.add(normalizeSpecSource(spec));
    } else if (Array.isArray(node)) for (const item of node) visit(item);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'openapi') add(value);
        else visit(value);
      }
    }
  };
  visit(config.navigation);
  return [...found];
}
