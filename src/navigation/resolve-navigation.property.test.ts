/**
 * Properties of the resolver over random navigation trees: no page is lost or duplicated, and
 * routes are unique within each version and language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocsJson } from '../../test/helpers/resolve.ts';
import type { NavNode } from './index.ts';
import { normalizePageRef, resolveNavigation } from './index.ts';

/** Page files on disk: a small pool, so entries often repeat and sometimes miss. */
const pool = [
  'index',
  'intro',
  'guides/setup',
  'guides/index',
  'api/auth',
  'a/b/c',
  'x',
  'y',
  'z',
  'faq',
];

const pageRef = fc
  .constantFrom(...pool, 'missing', 'also/missing')
  .chain((ref) => fc.constantFrom(ref, `/${ref}`, `${ref}.mdx`));

interface GroupShape {
  group: string;
  pages: (string | GroupShape)[];
  hidden?: boolean;
}

const { entry: pageEntry } = fc.letrec<{ entry: string | GroupShape; group: GroupShape }>(
  (tie) => ({
    entry: fc.oneof({ depthSize: 'small', withCrossShrink: true }, pageRef, tie('group')),
    group: fc.record(
      {
        group: fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
        pages: fc.array(tie('entry'), { maxLength: 4 }),
        hidden: fc.boolean(),
      },
      { requiredKeys: ['group', 'pages'] },
    ),
  }),
);

const level = (name: string) =>
  fc.record({
    [name]: fc.constantFrom('One', 'Two', 'Three'),
    pages: fc.array(pageEntry, { maxLength: 5 }),
  });

const navigation = fc.oneof(
  fc.record({ pages: fc.array(pageEntry, { maxLength: 8 }) }),
  fc.record({ tabs: fc.array(level('tab'), { minLength: 1, maxLength: 3 }) }),
  fc.record({
    versions: fc.uniqueArray(level('version'), {
      selector: (v) => v['version'],
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({
    languages: fc.uniqueArray(
      fc.record({
        language: fc.constantFrom('en', 'fr', 'jp'),
        anchors: fc.array(level('anchor'), { minLength: 1, maxLength: 2 }),
      }),
      { selector: (l) => l.language, minLength: 1, maxLength: 3 },
    ),
  }),
);

const files = fc.subarray(
  pool.map((ref) => `${ref}.mdx`),
  { minLength: 1 },
);

/** Every page reference written in the tree, in order. */
function refsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'pages' ? refsOf(child) : typeof child === 'object' ? refsOf(child) : [],
    );
  }
  return [];
}

function pageRoutes(
  nodes: readonly NavNode[],
  context: string,
  out: Map<string, Set<string>>,
): void {
  for (const node of nodes) {
    if (node.type === 'page') {
      let seen = out.get(context);
      if (!seen) out.set(context, (seen = new Set()));
      seen.add(node.route);
    } else {
      pageRoutes(
        node.children,
        node.type === 'division' && (node.kind === 'version' || node.kind === 'language')
          ? `${context}/${node.name}`
          : context,
        out,
      );
    }
  }
}

describe('resolver properties', () => {
  it('lists each existing page exactly once and reports each missing one', () => {
    fc.assert(
      fc.property(navigation, files, (nav, disk) => {
        const config = parseDocsJson({ navigation: nav });
        const tree = resolveNavigation({ config, files: disk });
        const existing = new Set(disk.map(normalizePageRef));
        const referenced = refsOf(nav).map(normalizePageRef);
        const resolvable = new Set(
          referenced.filter((ref) => existing.has(ref) || existing.has(`${ref}/index`)),
        );

        const listed = tree.pages
          .filter((page) => page.inNavigation)
          .map((page) => normalizePageRef(page.file ?? ''));
        // Never duplicated.
        expect(new Set(listed).size).toBe(listed.length);
        // Never lost: every resolvable reference became a page (x and x/index may share a route: one wins, one is reported).
        const collisions = tree.diagnostics.filter((d) => d.code === 'route-collision').length;
        expect(listed.length + collisions).toBeGreaterThanOrEqual(resolvable.size);
        // Every page on disk is built once: listed or hidden.
        const all = tree.pages.map((page) => page.file);
        expect(new Set(all).size).toBe(all.length);
        expect(all.length + collisions).toBeGreaterThanOrEqual(disk.length);
        // Each missing reference is reported.
        const missing = referenced.filter(
          (ref) => !existing.has(ref) && !existing.has(`${ref}/index`),
        );
        expect(tree.diagnostics.filter((d) => d.code === 'missing-page')).toHaveLength(
          missing.length,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('gives every route to one page within each version and language', () => {
    fc.assert(
      fc.property(navigation, files, (nav, disk) => {
        const config = parseDocsJson({ navigation: nav });
        const tree = resolveNavigation({ config, files: disk });
        const byContext = new Map<string, Set<string>>();
        pageRoutes(tree.children, '', byContext);
        for (const routes of byContext.values()) {
          for (const route of routes) {
            const page = tree.routes.get(route);
            expect(page?.route).toBe(route);
          }
        }
        const routes = tree.pages.map((page) => page.route);
        expect(new Set(routes).size).toBe(routes.length);
      }),
      { numRuns: 300 },
    );
  });
});
