/**
 * The MDX endpoint pages of a docs folder: every page file that navigation lists and whose
 * frontmatter has `openapi:` (also when that frontmatter is broken, so the page is reported
 * rather than silently passed over), with its entries in docs.json, its operation and its
 * content, or the reason it cannot be migrated.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scopeOf } from '../../navigation/index.ts';
import type { OpenApiScope, ResolvedPage } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { endpointTarget } from './endpoint-target.ts';
import type { EndpointTarget } from './endpoint-target.ts';
import type { NavEntry } from './navigation-entries.ts';
import { pageFileOf } from './navigation-entries.ts';
import { readPageSource, splitPage, writtenOpenapi } from './page-source.ts';
import type { PageSource } from './page-source.ts';
import type { MigrationInput } from './types.ts';

/** An MDX endpoint page found in navigation. */
export interface Candidate {
  file: string;
  page: ResolvedPage;
  /** Its entries in docs.json, in document order. */
  entries: NavEntry[];
  /** Document order of its last entry (the last page for an endpoint wins). */
  lastOrder: number;
  /** Its `openapi:` frontmatter as written, and the line it is on. */
  written: string;
  openapiLine: number;
  target?: EndpointTarget | undefined;
  source?: PageSource | undefined;
  reason?: Diagnostic | undefined;
}

/** The scope used where no level of navigation names a spec. */
export function defaultScopeOf(
  input: MigrationInput,
  named: readonly string[],
): OpenApiScope | undefined {
  const api = input.loaded.config?.api?.openapi;
  if (api) return scopeOf(api, ['api', 'openapi']);
  if (named.length) return undefined;
  const discovered = input.files.filter((file) => input.specs.get(file)?.operations);
  return discovered.length ? { sources: discovered, definedAt: [] } : undefined;
}

/** The page entries of navigation, grouped by the file they name. */
export function entriesByFile(
  entries: readonly NavEntry[],
  files: ReadonlySet<string>,
): Map<string, NavEntry[]> {
  const byFile = new Map<string, NavEntry[]>();
  for (const entry of entries) {
    const file = pageFileOf(entry.value, files);
    if (!file) continue;
    const list = byFile.get(file);
    if (list) list.push(entry);
    else byFile.set(file, [entry]);
  }
  return byFile;
}

/** Every MDX endpoint page listed in navigation, in the order of its first entry. */
export async function collectCandidates(
  input: MigrationInput,
  byFile: ReadonlyMap<string, NavEntry[]>,
  defaultScope: OpenApiScope | undefined,
): Promise<Candidate[]> {
  const pages = new Map<string, ResolvedPage>();
  for (const page of input.navigation.pages) if (page.file) pages.set(page.file, page);
  const candidates: Candidate[] = [];
  for (const [file, entries] of byFile) {
    const frontmatter = input.frontmatter.get(file);
    const page = pages.get(file);
    if (!frontmatter || !page || page.kind !== 'mdx') continue;
    const openapiLine = input.pageMeta(file)?.openapiLine ?? 1;
    const base = { file, page, entries, lastOrder: entries.at(-1)?.order ?? 0, openapiLine };
    if (frontmatter.diagnostics.length) {
      const text = await readFile(path.join(input.root, file), 'utf8').catch(() => '');
      const written = writtenOpenapi(text);
      if (written === undefined) continue;
      const split = splitPage(text, file, input.parseFrontmatter);
      if (!split.ok) candidates.push({ ...base, written, reason: split.diagnostic });
      continue;
    }
    if (!('openapi' in frontmatter.data)) continue;
    const value = frontmatter.data['openapi'];
    const written = typeof value === 'string' ? value : JSON.stringify(value);
    const target = endpointTarget(page, value, openapiLine, {
      specs: input.specs,
      defaultScope,
    });
    if (!target.ok) {
      candidates.push({ ...base, written, reason: target.diagnostic });
      continue;
    }
    const read = await readPageSource(input.root, file, input.parseFrontmatter);
    candidates.push(
      read.ok
        ? { ...base, written, target: target.target, source: read.source }
        : { ...base, written, target: target.target, reason: read.diagnostic },
    );
  }
  return candidates;
}
