/**
 * Specs that only page frontmatter names (`openapi: /es/api-reference/spec.json GET /x`).
 * Translated sites keep one copy of a spec per language and name it from each endpoint page;
 * docs.json names none of them, and a spec that does not open with its `openapi:` version (or is
 * minified JSON) is not found by looking at file heads. Loading what pages name, when the file is
 * in the docs folder, lets those pages get their generated reference.
 *
 * @module
 */
import type { OpenApiSource } from '../config/index.ts';
import {
  collectAsyncApiSources,
  isRemoteSpec,
  matchSpec,
  normalizeSpecSource,
  parseEndpointEntry,
} from '../navigation/index.ts';
import type { Frontmatter } from './frontmatter.ts';

/**
 * The spec files (relative to the docs folder, without a leading `/`) named in `openapi:`
 * frontmatter that are among `files` but not among the `known` spec keys.
 */
export function specsNamedByPages(
  frontmatter: ReadonlyMap<string, Frontmatter>,
  files: readonly string[],
  known: Iterable<string>,
): string[] {
  const knownKeys = [...known];
  let inFolder: Set<string> | undefined;
  const found = new Set<string>();
  for (const data of frontmatter.values()) {
    const value = data.data['openapi'];
    if (typeof value !== 'string') continue;
    const spec = parseEndpointEntry(value)?.spec;
    if (spec === undefined || isRemoteSpec(spec)) continue;
    const file = normalizeSpecSource(spec);
    if (found.has(file) || matchSpec(file, knownKeys) !== undefined) continue;
    inFolder ??= new Set(files);
    if (inFolder.has(file)) found.add(file);
  }
  return [...found];
}

/**
 * The AsyncAPI specs a folder uses: those docs.json names (`asyncapi` at any navigation level,
 * `api.asyncapi`) and the files `asyncapi: "spec.yaml channel"` frontmatter names among `files`.
 */
export function asyncSpecsNamed(
  config: { navigation: unknown; api?: { asyncapi?: OpenApiSource | undefined } | undefined },
  frontmatter: ReadonlyMap<string, Frontmatter>,
  files: readonly string[],
): string[] {
  const found = new Set(collectAsyncApiSources(config));
  let inFolder: Set<string> | undefined;
  for (const data of frontmatter.values()) {
    const value = data.data['asyncapi'];
    if (typeof value !== 'string') continue;
    const parts = value.trim().split(/\s+/);
    if (parts.length < 2 || parts[0] === undefined) continue;
    const file = normalizeSpecSource(parts[0]);
    inFolder ??= new Set(files);
    if (inFolder.has(file)) found.add(file);
  }
  return [...found];
}
