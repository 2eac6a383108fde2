/**
 * Helpers for resolver tests: resolve a navigation object against a list of files and specs.
 *
 * @module
 */
import { docsJsonSchema } from '../../src/config/schema/docs-json.ts';
import type { NavNode, OperationSummary, PageMeta, SpecIndex } from '../../src/navigation/index.ts';
import { resolveNavigation } from '../../src/navigation/index.ts';

interface Options {
  files?: string[];
  meta?: Record<string, PageMeta>;
  specs?: Record<string, Partial<SpecIndex>>;
  config?: Record<string, unknown>;
}

/** A docs.json value validated by the schema (throws when it is invalid). */
export function parseDocsJson(value: unknown): ReturnType<typeof docsJsonSchema.parse> {
  return docsJsonSchema.parse(value);
}

export function resolve(
  navigation: unknown,
  { files = [], meta = {}, specs = {}, config = {} }: Options = {},
) {
  const parsed = docsJsonSchema.parse({ navigation, ...config });
  return resolveNavigation({
    config: parsed,
    files,
    pageMeta: (file) => meta[file],
    specs: new Map(Object.entries(specs).map(([key, spec]) => [key, { source: key, ...spec }])),
  });
}

export const op = (
  method: string,
  path: string,
  extra: Partial<OperationSummary> = {},
): OperationSummary => ({ method, path, tags: [], ...extra });
export const codes = (tree: ReturnType<typeof resolve>) =>
  tree.diagnostics.map((d) => `${d.severity} ${d.code}${d.jsonPath ? ` ${d.jsonPath}` : ''}`);
export const routes = (tree: ReturnType<typeof resolve>) => tree.pages.map((p) => p.route);

export function titles(nodes: readonly NavNode[]): unknown[] {
  return nodes.map((node) =>
    node.type === 'page'
      ? node.route
      : node.type === 'group'
        ? { [node.title]: titles(node.children) }
        : { [`${node.kind}:${node.name}`]: titles(node.children) },
  );
}
