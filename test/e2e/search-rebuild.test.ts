/**
 * A rebuild after one page changed writes the same search files as a cold build of the same
 * folder: the split of the patched index, made from the earlier split, is byte for byte the
 * whole split (and unchanged shards keep their names). The pages' search segments are files of
 * the build cache, one per page, not part of its entries.
 */
import { appendFile, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import { htmlFolder } from '../../src/site/cached-html.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const COUNT = 300;

function siteFiles(): Record<string, unknown> {
  const names = Array.from({ length: COUNT }, (_, at) => `p${String(at)}`);
  const files: Record<string, unknown> = {
    'docs.json': { name: 'Search rebuild', navigation: { pages: names } },
  };
  for (const [at, name] of names.entries()) {
    const own = Array.from({ length: 80 }, (__, n) => `term${String(at)}x${String(n)}`).join(' ');
    files[`${name}.mdx`] = page(
      `Page ${String(at)}`,
      `Shared words on every page. ${own}\n\n## Usage\n\nMore shared words for page ${String(at)}.`,
    );
  }
  return files;
}

/** Every file under the built site's `_folio/search`, by path. */
async function searchFiles(out: string): Promise<Map<string, string>> {
  const folder = path.join(out, '_folio/search');
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, file), await readFile(file, 'utf8'));
  }
  return files;
}

describe('one-page rebuild of the search files', () => {
  it('writes what a cold build of the same folder writes, keeping unchanged shards', async () => {
    const root = await tempDocs(siteFiles() as Parameters<typeof tempDocs>[0]);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    await buildSite(root, { outDir: out });
    const before = await searchFiles(out);

    await appendFile(path.join(root, 'p150.mdx'), '\nA paragraph added to time a rebuild.\n');
    const rebuilt = await buildSite(root, { outDir: out });
    expect(rebuilt.rendered).toBe(1);
    const after = await searchFiles(out);

    const cold = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
    await buildSite(root, { outDir: cold, cache: false });
    expect(after).toEqual(await searchFiles(cold));
    // The edit changed some shards and left others as they were, under their names. (Few here:
    // terms of one size move every later cut by the same amount; see split-update.test.ts.)
    const kept = [...after.keys()].filter((name) => before.get(name) === after.get(name));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(after.size);

    // One stored segment per page: the edited page's earlier one was swept.
    const { cacheDir } = await loadDocsProject(root, { cache: false });
    const stored = await readdir(htmlFolder(cacheDir));
    expect(stored.filter((name) => name.endsWith('.search.json'))).toHaveLength(COUNT);
    // The entries name their segment's hash and hold none of its text.
    const shards = await readdir(path.dirname(htmlFolder(cacheDir)));
    for (const name of shards.filter((shard) => /^pages-\d+\.json$/.test(shard))) {
      const text = await readFile(path.join(path.dirname(htmlFolder(cacheDir)), name), 'utf8');
      expect(text).not.toContain('term150x');
    }
  });
});
