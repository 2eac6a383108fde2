/**
 * `folio migrate-mdx` on a copy of a real docs folder (trigger.dev, 62 MDX endpoint pages over
 * two specs named in an `openapi` array): every page moves, the result validates and builds,
 * and every route of the site before the migration is built again, each former MDX endpoint
 * page's route now serving its operation with the same title.
 */
import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import { buildSite, htmlFile } from '../../src/site/index.ts';
import { corpus, hasCorpora, NEEDS_CORPORA } from '../helpers/corpora.ts';
import { spawnFolio } from '../helpers/run-folio.ts';
import { copyOf, identities } from './migrate-mdx-helpers.ts';

/** The text of an HTML page: tags dropped, entities of `&`, `<`, `>` and quotes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe.skipIf(!hasCorpora)(
  `a real docs folder (trigger.dev, 62 MDX endpoint pages), ${NEEDS_CORPORA}`,
  () => {
    it(
      'migrates every page, validates, builds, and serves each old route as before',
      { timeout: 240_000 },
      async () => {
        const dir = await copyOf(corpus('trigger-docs'));
        const before = await loadDocsProject(dir);
        const endpointPages = (before.navigation?.pages ?? []).filter(
          (page) => page.kind === 'mdx' && page.endpoint,
        );
        expect(endpointPages).toHaveLength(62);
        // A phrase of each page's own text (most pages have none), to find on its generated page.
        const phrases = new Map<string, string>();
        let withText = 0;
        for (const page of endpointPages) {
          const body = (await readFile(path.join(dir, page.file ?? ''), 'utf8')).replace(
            /^---[\s\S]*?\n---/,
            '',
          );
          if (/[a-z]/.test(body)) withText += 1;
          const phrase = /[A-Za-z]+(?: [A-Za-z]+){4}/.exec(body)?.[0];
          if (phrase !== undefined) phrases.set(page.route, phrase);
        }
        expect(phrases.size).toBe(withText);
        expect(withText).toBeGreaterThan(0);

        const migrate = spawnFolio(['migrate-mdx', dir, '--json']);
        expect(migrate.code, migrate.stderr).toBe(0);
        const report = JSON.parse(migrate.stdout) as {
          summary: Record<string, number>;
          readableMidway: boolean;
        };
        expect(report.summary).toEqual({ migrated: 62, superseded: 0, finished: 0, skipped: 0 });
        expect(report.readableMidway).toBe(true);

        const validate = spawnFolio(['validate', dir, '--json']);
        expect(validate.code, validate.stdout).toBe(0);
        expect((JSON.parse(validate.stdout) as { valid: boolean }).valid).toBe(true);

        const after = await loadDocsProject(dir);
        for (const page of endpointPages) {
          const now = after.navigation?.routes.get(page.route);
          expect(now?.kind, page.route).toBe('openapi');
          expect(now?.endpoint?.spec).toBe(page.endpoint?.spec);
          expect(now?.endpoint?.method).toBe(page.endpoint?.method);
          expect(now?.endpoint?.path).toBe(page.endpoint?.path);
          expect(now?.title, page.route).toBe(page.title);
          expect(after.files).not.toContain(page.file);
        }
        const beforeRoutes = identities(before.navigation);
        const afterRoutes = identities(after.navigation);
        for (const [route, identity] of beforeRoutes) {
          expect(afterRoutes.get(route), route).toBe(identity);
        }

        const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-migrate-out-')), 'site');
        const built = await buildSite(dir, { outDir: out, cache: false });
        expect(built.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
        expect(built.written).toBe(true);
        const manifest = JSON.parse(
          await readFile(path.join(out, '_folio/manifest.json'), 'utf8'),
        ) as {
          pages: { route: string; file?: string; title: string }[];
        };
        // The same pages at the same routes.
        expect(manifest.pages.map((page) => page.route).sort()).toEqual(
          [...beforeRoutes.keys()].sort(),
        );
        const builtPages = new Map(manifest.pages.map((page) => [page.route, page]));
        for (const page of endpointPages) {
          const entry = builtPages.get(page.route);
          expect(entry?.file, page.route).toBeUndefined();
          expect(entry?.title, page.route).toBe(page.title);
          const text = textOf(await readFile(path.join(out, htmlFile(page.route)), 'utf8'));
          expect(text, page.route).toContain(page.endpoint?.path ?? '');
          expect(text, page.route).toContain(page.endpoint?.method.toUpperCase() ?? '');
          // The page's own text moved into x-folio.content, and is shown above the reference.
          expect(text, page.route).toContain(phrases.get(page.route) ?? '');
        }
      },
    );
  },
);
