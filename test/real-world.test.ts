/**
 * Real docs.json files from public repositories (test/fixtures/real-world, see SOURCES.md there)
 * pass the config engine with 0 errors, and their navigation resolves with 0 errors when every
 * page they name exists. Only the configs are stored, not the pages or specs: pages are given as
 * present, and each spec as holding the operations the config names.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.ts';
import type { DocsConfig } from '../src/config/index.ts';
import {
  collectOpenApiSources,
  isRemoteSpec,
  normalizePageRef,
  parseEndpointEntry,
  resolveNavigation,
} from '../src/navigation/index.ts';
import type { OperationSummary, SpecIndex } from '../src/navigation/index.ts';

const fixtures = fileURLToPath(new URL('fixtures/real-world/', import.meta.url));
const folders = readdirSync(fixtures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every string in `pages` arrays and `root` fields of the navigation. */
function pageEntries(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) pageEntries(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pages' && Array.isArray(child)) {
        for (const item of child) {
          if (typeof item === 'string') out.push(item);
          else pageEntries(item, out);
        }
      } else if (key === 'root' && typeof child === 'string') out.push(child);
      else if (typeof child === 'object') pageEntries(child, out);
    }
  }
  return out;
}

function assumedWorld(config: DocsConfig) {
  const entries = pageEntries(config.navigation);
  const files = entries
    .filter((entry) => !parseEndpointEntry(entry))
    .map((entry) => `${normalizePageRef(entry) || 'index'}.mdx`);
  const operations: OperationSummary[] = entries.flatMap((entry) => {
    const endpoint = parseEndpointEntry(entry);
    return endpoint ? [{ method: endpoint.method, path: endpoint.path, tags: [] }] : [];
  });
  const sources = collectOpenApiSources(config);
  const specs = new Map<string, SpecIndex>(
    sources.map((source) => [
      source,
      isRemoteSpec(source) ? { source } : { source, operations, tagOrder: [] },
    ]),
  );
  return { files: [...new Set(files)], specs };
}

/**
 * Errors Folio reports on purpose in a real file, by folder. None today: Helicone's untitled
 * group (`"group": ""`), once the one, is accepted as the platform accepts it.
 */
const expectedErrors: Record<string, string[]> = {};

describe.each(folders)('real-world docs.json: %s', (folder) => {
  it(
    expectedErrors[folder] ? 'loads with exactly its expected errors' : 'loads with 0 errors',
    async () => {
      const loaded = await loadConfig(path.join(fixtures, folder));
      const errors = loaded.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.code} ${d.jsonPath ?? ''}`);
      expect(errors).toEqual(expectedErrors[folder] ?? []);
      if (!expectedErrors[folder]) expect(loaded.config).toBeDefined();
    },
  );

  it('resolves its navigation with 0 errors (or stops at its expected errors)', async () => {
    const loaded = await loadConfig(path.join(fixtures, folder));
    if (expectedErrors[folder]) {
      expect(loaded.config).toBeUndefined();
      return;
    }
    if (!loaded.config) throw new Error('config did not load');
    const { files, specs } = assumedWorld(loaded.config);
    const tree = resolveNavigation({ config: loaded.config, files, specs, locate: loaded.locate });
    expect(tree.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(tree.pages.filter((page) => page.inNavigation).length).toBeGreaterThan(0);
    const routes = tree.pages.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
