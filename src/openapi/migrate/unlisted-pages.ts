/**
 * MDX endpoint pages that no docs.json entry lists. Two kinds:
 * - pages an interrupted run (or a page restored by hand) left behind: their operation already
 *   holds exactly their content with their route as `href`, and its page has taken their route,
 *   so the file is not even built. Deleting them changes nothing on the site (`finish`);
 * - every other one: a hidden page, built at its route but in no sidebar. Moving it would need
 *   an entry for its operation to keep the route, which migrate-mdx does not invent, so it is
 *   left as it is and reported (`skip`, `migrate-not-in-navigation`).
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchSpec, parseEndpointEntry, routeOfFile } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { extensionChange } from './extension-value.ts';
import { pageExtension, readPageSource, writtenOpenapi } from './page-source.ts';
import { locateOperation } from './spec-file.ts';
import type { SpecFile } from './spec-file.ts';
import type { MigrationInput, PagePlan } from './types.ts';

export interface UnlistedPages {
  /** Pages to delete: their content is already in the spec, under their route. */
  leftovers: PagePlan[];
  /** Hidden MDX endpoint pages, left as they are. */
  unlisted: PagePlan[];
}

/**
 * The MDX endpoint pages among the page files no entry lists (`listed` are those some entry
 * names); the digests of the leftovers go into `digests`.
 */
export async function findUnlistedPages(
  input: MigrationInput,
  listed: ReadonlySet<string>,
  specFile: (key: string) => Promise<SpecFile | string>,
  digests: Map<string, string>,
): Promise<UnlistedPages> {
  const found: UnlistedPages = { leftovers: [], unlisted: [] };
  for (const [file, frontmatter] of input.frontmatter) {
    if (listed.has(file)) continue;
    let written: string | undefined;
    if (frontmatter.diagnostics.length) {
      const text = await readFile(path.join(input.root, file), 'utf8').catch(() => '');
      written = writtenOpenapi(text);
    } else if ('openapi' in frontmatter.data) {
      const value = frontmatter.data['openapi'];
      written = typeof value === 'string' ? value : JSON.stringify(value);
    }
    if (written === undefined) continue;
    const leftover = await asLeftover(input, file, specFile);
    if (leftover) {
      digests.set(file, leftover.digest);
      found.leftovers.push(leftover.page);
    } else {
      found.unlisted.push(unlistedPage(input, file, written));
    }
  }
  return found;
}

async function asLeftover(
  input: MigrationInput,
  file: string,
  specFile: (key: string) => Promise<SpecFile | string>,
): Promise<{ page: PagePlan; digest: string } | undefined> {
  const value = input.frontmatter.get(file)?.data['openapi'];
  const named = typeof value === 'string' ? parseEndpointEntry(value) : undefined;
  const route = routeOfFile(file);
  const served = input.navigation.routes.get(route);
  const endpoint = served?.endpoint;
  if (!named || !endpoint || served.kind !== 'openapi') return undefined;
  if (
    named.method !== endpoint.method ||
    named.path.replace(/\/+$/, '') !== endpoint.path.replace(/\/+$/, '')
  )
    return undefined;
  if (named.spec && matchSpec(named.spec, input.specs.keys()) !== endpoint.spec) return undefined;
  const spec = await specFile(endpoint.spec);
  if (typeof spec === 'string') return undefined;
  const location = locateOperation(spec.value, endpoint.method, endpoint.path);
  const read = await readPageSource(input.root, file, input.parseFrontmatter);
  if (!location || !read.ok) return undefined;
  if (extensionChange(location.operation, pageExtension(read.source, route)) !== undefined)
    return undefined;
  return {
    digest: read.source.digest,
    page: {
      file,
      route,
      action: 'finish',
      openapi: typeof value === 'string' ? value : undefined,
      endpoint: { spec: endpoint.spec, method: endpoint.method, path: endpoint.path },
      entries: [],
      notes: ['already in the spec with the same content and route: the file is deleted'],
    },
  };
}

function unlistedPage(input: MigrationInput, file: string, written: string): PagePlan {
  const route = routeOfFile(file);
  const built = input.navigation.routes.get(route)?.file === file;
  const reason: Diagnostic = {
    severity: 'error',
    code: 'migrate-not-in-navigation',
    message: `${file} has openapi: ${written} but no entry in docs.json lists it (${built ? `it is built as a hidden page at ${route}` : 'another page has its route, so it is not built'}); it is left as it is`,
    hint: 'To move it, list it in docs.json (in a group with "hidden": true to keep it out of the sidebar) and run migrate-mdx again; or delete it if it is an old copy.',
    position: { file, line: input.pageMeta(file)?.openapiLine ?? 1, column: 1 },
  };
  return { file, route, action: 'skip', openapi: written, reason, entries: [], notes: [] };
}
