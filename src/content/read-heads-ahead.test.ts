import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from './load-docs-project.ts';
import { readPageHeadSync } from './page-head.ts';
import { HEADS_PER_CLAIM, readHeadsAhead, readShare } from './read-heads-ahead.ts';
import type { HeadsAhead } from './read-heads-ahead.ts';
import { scanDocsFolder } from './scan-docs-folder.ts';

/** Enough pages that both threads take some from the shared counter. */
const PAGES = HEADS_PER_CLAIM * 8;

/** A folder of {@link PAGES} pages, a snippet and an image, last written a while ago. */
async function largeDocs(): Promise<{ root: string; pages: string[] }> {
  const pages = Array.from({ length: PAGES }, (_, index) => `pages/p${String(index)}.mdx`);
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Heads',
      navigation: { groups: [{ group: 'All', pages: pages.map((file) => file.slice(0, -4)) }] },
    }),
    'snippets/note.mdx': '---\ntitle: Snippet\n---\nA snippet.\n',
    'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
  pages.forEach((file, index) => {
    files[file] = page(`Page ${String(index)}`);
  });
  const root = await tempDocs(files);
  // Files written in the last second are never kept in the heads cache.
  const old = new Date('2026-01-02T03:04:05Z');
  await Promise.all(pages.map((file) => utimes(path.join(root, file), old, old)));
  return { root, pages };
}

/** {@link readHeadsAhead}, which starts a thread when no heads are kept in `cacheDir`. */
function started(root: string, cacheDir: string): HeadsAhead {
  const ahead = readHeadsAhead(root, cacheDir);
  if (!ahead) throw new Error(`no thread started: ${cacheDir} holds heads`);
  return ahead;
}

describe('readHeadsAhead', () => {
  it("lists the folder and reads every page's head as this thread would", async () => {
    const { root, pages } = await largeDocs();
    const ahead = started(root, path.join(root, '.folio/cache'));
    expect(await ahead.scanned).toEqual(await scanDocsFolder(root));
    const read = await ahead.heads();
    expect(read?.refused).toEqual([]);
    expect([...(read?.heads.keys() ?? [])].sort()).toEqual([...pages].sort());
    for (const file of pages) expect(read?.heads.get(file)).toBe(readPageHeadSync(root, file));
  });

  it('refuses a page that is a link out of the folder', async () => {
    const outside = await tempDocs({ 'secret.mdx': page('Secret') });
    const root = await tempDocs({ 'docs.json': { name: 'x' }, 'index.mdx': page('Home') });
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'leak.mdx'));
    const ahead = started(root, path.join(root, '.folio/cache'));
    // The listing leaves the link out already; the page is refused if it is read all the same.
    const listed = await ahead.scanned;
    expect(listed?.outside.map((link) => link.file)).toEqual(['leak.mdx']);
    const read = await ahead.heads();
    expect([...(read?.heads.keys() ?? [])]).toEqual(['index.mdx']);
  });

  it('keeps the heads read by both threads for the next run', async () => {
    const { root, pages } = await largeDocs();
    const cacheDir = path.join(root, '.folio/cache');
    expect(await started(root, cacheDir).heads()).toBeDefined();
    const heads = path.join(cacheDir, 'heads');
    // The other thread writes the cache after it has sent the heads.
    for (let tries = 0; tries < 100 && !existsSync(heads); tries++) await delay(50);
    await delay(200);
    const [name] = readdirSync(heads);
    const kept = JSON.parse(readFileSync(path.join(heads, name ?? ''), 'utf8')) as {
      pages: string[];
    };
    expect([...kept.pages].sort()).toEqual([...pages].sort());
    // A restart takes them from there, on this thread.
    expect(readHeadsAhead(root, cacheDir)).toBeUndefined();
  });

  it('loads the same project as pages read on this thread', async () => {
    const { root } = await largeDocs();
    const options = { frontmatterOnly: true, cacheDir: path.join(root, 'own-cache') };
    const plain = await loadDocsProject(root, options);
    const ahead = started(root, path.join(root, '.folio/cache'));
    const scanned = ahead.scanned.then((listed) => listed ?? scanDocsFolder(root));
    const read = await loadDocsProject(root, { ...options, scanned, heads: ahead.heads });
    expect(read.frontmatter).toEqual(plain.frontmatter);
    expect(read.navigation?.pages.map((entry) => [entry.route, entry.title])).toEqual(
      plain.navigation?.pages.map((entry) => [entry.route, entry.title]),
    );
    expect(read.diagnostics).toEqual(plain.diagnostics);
  });
});

describe('readShare', () => {
  it('reads each page once between threads taking from one counter', async () => {
    const { root, pages } = await largeDocs();
    const next = new Int32Array(new SharedArrayBuffer(4));
    const [one, two] = await Promise.all([
      readShare(root, pages, next),
      readShare(root, pages, next),
    ]);
    expect(one.heads.size + two.heads.size).toBe(pages.length);
    expect(new Set([...one.heads.keys(), ...two.heads.keys()]).size).toBe(pages.length);
    // Each head read is handed back with its stat, to be kept.
    expect(one.read.map(([file]) => file)).toEqual([...one.heads.keys()]);
  });

  it('reads nothing once the counter is past the last page', async () => {
    const { root, pages } = await largeDocs();
    const next = new Int32Array(new SharedArrayBuffer(4));
    next[0] = pages.length;
    expect((await readShare(root, pages, next)).heads.size).toBe(0);
  });

  it('refuses a page reached through a link out of the folder', async () => {
    const outside = await tempDocs({ 'secret.mdx': page('Secret') });
    const root = await tempDocs({ 'index.mdx': page('Home') });
    await mkdir(path.join(root, 'more'));
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'more/leak.mdx'));
    const next = new Int32Array(new SharedArrayBuffer(4));
    const read = await readShare(root, ['index.mdx', 'more/leak.mdx'], next);
    expect([...read.heads.keys()]).toEqual(['index.mdx']);
    expect(read.refused).toEqual([
      {
        file: 'more/leak.mdx',
        link: 'more/leak.mdx',
        target: path.join(outside, 'secret.mdx'),
        hidden: false,
      },
    ]);
  });
});
