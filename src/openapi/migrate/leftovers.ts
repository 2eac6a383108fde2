/**
 * Pages an interrupted run left behind: MDX files no entry lists any more whose operation
 * already holds exactly their content with their route as `href`, and whose route the
 * operation's page has taken (so the file is not even built). Deleting them changes nothing on
 * the site; a re-run does it, which is what makes an interrupted migration finish.
 *
 * @module
 */
import { matchSpec, parseEndpointEntry, routeOfFile } from '../../navigation/index.ts';
import { extensionChange } from './extension-value.ts';
import { pageExtension, readPageSource } from './page-source.ts';
import { locateOperation } from './spec-file.ts';
import type { SpecFile } from './spec-file.ts';
import type { MigrationInput, PagePlan } from './types.ts';

/** Leftover pages among the page files that no entry lists. */
export async function findLeftovers(
  input: MigrationInput,
  listed: ReadonlySet<string>,
  specFile: (key: string) => Promise<SpecFile | string>,
): Promise<PagePlan[]> {
  const found: PagePlan[] = [];
  for (const [file, frontmatter] of input.frontmatter) {
    const value = frontmatter.data['openapi'];
    if (listed.has(file) || typeof value !== 'string' || frontmatter.diagnostics.length) continue;
    const named = parseEndpointEntry(value);
    const route = routeOfFile(file);
    const endpoint = input.navigation.routes.get(route)?.endpoint;
    if (!named || !endpoint || input.navigation.routes.get(route)?.kind !== 'openapi') continue;
    if (
      named.method !== endpoint.method ||
      named.path.replace(/\/+$/, '') !== endpoint.path.replace(/\/+$/, '')
    )
      continue;
    if (named.spec && matchSpec(named.spec, input.specs.keys()) !== endpoint.spec) continue;
    const spec = await specFile(endpoint.spec);
    if (typeof spec === 'string') continue;
    const location = locateOperation(spec.value, endpoint.method, endpoint.path);
    const read = await readPageSource(input.root, file, input.parseFrontmatter);
    if (!location || !read.ok) continue;
    if (extensionChange(location.operation, pageExtension(read.source, route)) !== undefined)
      continue;
    found.push({
      file,
      route,
      action: 'finish',
      endpoint: { spec: endpoint.spec, method: endpoint.method, path: endpoint.path },
      entries: [],
      notes: ['already in the spec with the same content and route: the file is deleted'],
    });
  }
  return found;
}
