import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';
import { MANIFEST_FILE } from './site-output.ts';
import { builtSearchText } from '../../test/helpers/built-search-index.ts';

/** Every file of a built site by path; the manifest without what differs on every build. */
async function siteFiles(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const names = await readdir(out, { recursive: true, withFileTypes: true });
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const file = path.relative(out, path.join(entry.parentPath, entry.name));
    let text = await readFile(path.join(out, file), 'utf8');
    if (file === MANIFEST_FILE) {
      const {
        builtAt: _builtAt,
        buildId: _buildId,
        ...rest
      } = JSON.parse(text) as Record<string, unknown>;
      text = JSON.stringify(rest);
    }
    files.set(file, text);
  }
  return files;
}

/** A page whose text starts right after its frontmatter (llms-full.txt keeps it as written). */
function page(title: string, body = `Content of ${title}.`): string {
  return `---\ntitle: ${JSON.stringify(title)}\n---\n${body}\n`;
}

const docsJson = (pages: string[], name = 'Cache test') => ({
  name,
  navigation: {
    groups: [
      { group: 'Start', pages: pages.slice(0, 3) },
      { group: 'More', pages: pages.slice(3) },
    ],
  },
});

describe('buildSite with the build cache', () => {
  // Without the assistant's corpus the search indexes are updated from those the cache kept;
  // with it they are joined again from every page's segment (which the cache keeps too).
  it.each([false, true])(
    'writes exactly what a build without the cache writes, after every kind of change (assistant corpus: %s)',
    async (assistantCorpus) => {
      const names = ['index', 'a', 'b', 'c', 'd', 'e', 'f', 'g'];
      const root = await tempDocs({
        'docs.json': docsJson(names),
        ...Object.fromEntries(
          names.map((name) => [
            `${name}.mdx`,
            page(
              `Page ${name}`,
              `Intro of ${name}.\n\n## Setup\n\nInstall ${name} with \`npm\`.\n\n\`\`\`ts\nconst ${name} = 1;\n\`\`\`\n`,
            ),
          ]),
        ),
        'b.mdx': page('Page b', "import Part from '/snippets/part.mdx';\n\n## Part\n\n<Part />"),
        'snippets/part.mdx': 'The shared part, first version.',
      });
      const outputs = await tempDocs({});
      const out = path.join(outputs, 'warm');
      const cold = path.join(outputs, 'cold');
      const options = { assistantCorpus };
      const expectSameAsCold = async (rendered: number): Promise<void> => {
        const warm = await buildSite(root, { ...options, outDir: out });
        expect(warm.diagnostics).toEqual([]);
        expect(warm.rendered).toBe(rendered);
        await buildSite(root, { ...options, outDir: cold, cache: false });
        expect(await siteFiles(out)).toEqual(await siteFiles(cold));
      };

      expect((await buildSite(root, { ...options, outDir: out })).rendered).toBe(names.length);
      await expectSameAsCold(0);
      // A page's text (its search entry, llms-full.txt).
      await writeFile(path.join(root, 'c.mdx'), page('Page c', '## Other\n\nNew words: kumquat.'));
      await expectSameAsCold(1);
      expect(await builtSearchText(out)).toContain('kumquat');
      if (assistantCorpus) {
        expect(await readFile(path.join(out, '_folio/assistant/_--_.json'), 'utf8')).toContain(
          'kumquat',
        );
      }
      // A page that grows sections (the later pages' search records move), and the first page
      // dropping words later pages use (they are first used further on now).
      await writeFile(
        path.join(root, 'a.mdx'),
        page('Page a', `Intro.\n\n## One\n\nFirst.\n\n## Two\n\n${'Long text. '.repeat(200)}`),
      );
      await expectSameAsCold(1);
      await writeFile(path.join(root, 'index.mdx'), page('Page index', 'Only a welcome.'));
      await expectSameAsCold(1);
      // A snippet a page imports.
      await writeFile(path.join(root, 'snippets/part.mdx'), 'The shared part, second version.');
      await expectSameAsCold(1);
      // A title: every sidebar changes.
      await writeFile(path.join(root, 'e.mdx'), page('Page e renamed'));
      await expectSameAsCold(names.length);
      // A page removed, another added, the site renamed.
      await rm(path.join(root, 'f.mdx'));
      await writeFile(path.join(root, 'h.mdx'), page('Page h', 'Brand new.'));
      const changed = [...names.filter((name) => name !== 'f'), 'h'];
      await writeFile(
        path.join(root, 'docs.json'),
        JSON.stringify(docsJson(changed, 'Renamed site')),
      );
      await expectSameAsCold(changed.length);
      // Nothing changed.
      await expectSameAsCold(0);
      // A kept search index (text and meta) cut short, then one whose description is damaged: the index is
      // joined again from every page's segment.
      const folder = path.join(root, '.folio', 'cache', 'build');
      const damage = async (text: boolean): Promise<void> => {
        const present = await readdir(folder);
        // Its description, text and meta.
        const names = present.filter((name) => /^search-.*\.json$/.test(name));
        expect(names).toHaveLength(3);
        // The browser's split of the kept index, the earlier ones deleted.
        const splits = present.filter((name) => name.endsWith('.split'));
        expect(splits).toHaveLength(1);
        // Its files are in the cache, and only the ones it names: earlier splits' are deleted.
        const list = JSON.parse(
          await readFile(path.join(folder, splits[0] ?? ''), 'utf8'),
        ) as string[][];
        expect((await readdir(path.join(folder, 'search-split'))).sort()).toEqual(
          [...new Set(list.map((item) => `${item[1] ?? ''}.json`))].sort(),
        );
        for (const name of names.filter((item) => item.includes('@') === text)) {
          const file = path.join(folder, name);
          await writeFile(file, (await readFile(file, 'utf8')).slice(0, -10));
        }
      };
      await damage(true);
      await writeFile(path.join(root, 'b.mdx'), page('Page b', 'Changed once more: quince.'));
      await expectSameAsCold(1);
      await damage(false);
      await writeFile(path.join(root, 'b.mdx'), page('Page b', 'And again: persimmon.'));
      await expectSameAsCold(1);
    },
  );
});

describe('buildSite warnings', () => {
  it('reports an unknown code language once, at its first page, cached or not', async () => {
    const names = ['index', 'a', 'b'];
    const fence = '```cobol-ish\nMOVE A TO B.\n```';
    const root = await tempDocs({
      'docs.json': docsJson(names),
      'index.mdx': page('Home'),
      'a.mdx': page('Page a'),
      'b.mdx': page('Page b', fence),
    });
    const outputs = await tempDocs({});
    const [warm, cold] = [path.join(outputs, 'warm'), path.join(outputs, 'cold')];
    expect((await buildSite(root, { outDir: warm })).diagnostics).toHaveLength(1);
    // Page a now meets the language first; page b comes from the cache with its warning.
    await writeFile(path.join(root, 'a.mdx'), page('Page a', fence));
    const cached = await buildSite(root, { outDir: warm });
    const fresh = await buildSite(root, { outDir: cold, cache: false });
    expect(cached.rendered).toBe(1);
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(fresh.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'code-language',
        message: 'Unknown code block language "cobol-ish"; shown as plain text.',
        position: { file: 'a.mdx', line: 4, column: 1 },
      },
    ]);
    // The manifest counts the same warnings.
    expect(await siteFiles(warm)).toEqual(await siteFiles(cold));
  });
});

describe('buildSite snippet warnings', () => {
  it("reports a snippet's code warning in its file, from pages rendered or cached", async () => {
    const use = "import Legacy from '/snippets/legacy.mdx';\n\n<Legacy />";
    const root = await tempDocs({
      'docs.json': docsJson(['index', 'a']),
      'index.mdx': page('Home'),
      'a.mdx': page('Page a', use),
      'snippets/legacy.mdx': '```cobol-ish\nMOVE A TO B.\n```\n',
    });
    const outputs = await tempDocs({});
    const warm = path.join(outputs, 'warm');
    const expected = [
      {
        severity: 'warning',
        code: 'code-language',
        message: 'Unknown code block language "cobol-ish"; shown as plain text.',
        position: { file: 'snippets/legacy.mdx', line: 1, column: 1 },
      },
    ];
    expect((await buildSite(root, { outDir: warm })).diagnostics).toEqual(expected);
    // Page a comes from the build cache, with the warnings of the snippet it uses.
    const cached = await buildSite(root, { outDir: warm });
    expect(cached.rendered).toBe(0);
    expect(cached.diagnostics).toEqual(expected);
  });
});

describe('buildSite with a cache folder of its own', () => {
  it('keeps every cache there, writes nothing into the docs folder, and reuses the pages', async () => {
    const root = await tempDocs({
      'docs.json': docsJson(['index', 'a']),
      'index.mdx': page('Home', '```ts\nconst home = 1;\n```'),
      'a.mdx': page('A', '```python\nprint("a")\n```'),
    });
    const elsewhere = await tempDocs({});
    const cacheDir = path.join(elsewhere, 'cache');
    const listed = async (): Promise<string[]> => (await readdir(root, { recursive: true })).sort();
    const before = await listed();

    const first = await buildSite(root, { outDir: path.join(elsewhere, 'one'), cacheDir });
    expect(first.diagnostics).toEqual([]);
    expect(first.rendered).toBe(2);
    const second = await buildSite(root, { outDir: path.join(elsewhere, 'two'), cacheDir });
    expect(second.rendered).toBe(0);

    expect(await listed()).toEqual(before);
    const kept = await readdir(cacheDir);
    expect(kept).toEqual(expect.arrayContaining(['build', 'config', 'code']));
  });
});

describe('buildSite Markdown files', () => {
  it("links each page's .md file from the text its render thread stored in the build cache", async () => {
    const names = ['index', 'a', 'b'];
    const root = await tempDocs({
      'docs.json': docsJson(names),
      ...Object.fromEntries(names.map((name) => [`${name}.mdx`, page(`Page ${name}`)])),
    });
    const out = path.join(await tempDocs({}), 'site');
    expect((await buildSite(root, { outDir: out })).written).toBe(true);
    const folder = path.join(root, '.folio', 'cache', 'build', 'html');
    const stored = (await readdir(folder)).filter((name) => name.endsWith('.md'));
    expect(stored).toHaveLength(names.length);
    const stats = await Promise.all(stored.map((name) => stat(path.join(folder, name))));
    const site = await stat(path.join(out, 'a.md'));
    expect(stats.some((item) => item.ino === site.ino)).toBe(true);
    expect(await readFile(path.join(out, 'a.md'), 'utf8')).toBe('# Page a\n\nContent of Page a.\n');
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).toBe(
      [
        '# Cache test\n',
        '# Page index\nSource: /\n\nContent of Page index.\n',
        '# Page a\nSource: /a\n\nContent of Page a.\n',
        '# Page b\nSource: /b\n\nContent of Page b.\n',
      ].join('\n'),
    );
    // The list of llms-full.txt's parts outlives the cache's sweep, and a rebuild copies the
    // unchanged pages' parts: their stored text is no longer read.
    expect(await readdir(folder)).toContain('llms-full.json');
    await writeFile(path.join(root, 'b.mdx'), page('Page b', 'New text.'));
    for (const name of stored) {
      const file = path.join(folder, name);
      await writeFile(file, 'x'.repeat((await stat(file)).size));
    }
    await buildSite(root, { outDir: out });
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).toBe(
      [
        '# Cache test\n',
        '# Page index\nSource: /\n\nContent of Page index.\n',
        '# Page a\nSource: /a\n\nContent of Page a.\n',
        '# Page b\nSource: /b\n\nNew text.\n',
      ].join('\n'),
    );
  });

  it('reads again only the pages whose files changed since the last build', async () => {
    const root = await tempDocs({
      'docs.json': docsJson(['index', 'guide', 'other'], 'Reads'),
      'index.mdx': page('Home', '<div className="text-emerald-600">Green</div>'),
      'guide.mdx': page('Guide', 'First words.'),
      'other.mdx': page('Other'),
    });
    // Written long ago: a file written in the last second is read on every build.
    const time = new Date('2026-01-02T03:04:05Z');
    for (const file of ['index.mdx', 'guide.mdx', 'other.mdx']) {
      await utimes(path.join(root, file), time, time);
    }
    const out = path.join(await tempDocs({}), 'site');
    expect((await buildSite(root, { outDir: out })).rendered).toBe(3);
    // Text changed, stat kept (size, time, inode): the build does not read the file to see it.
    await writeFile(path.join(root, 'guide.mdx'), page('Guide', 'Other words.'));
    await utimes(path.join(root, 'guide.mdx'), time, time);
    await writeFile(path.join(root, 'other.mdx'), page('Other', 'Edited.'));
    const again = await buildSite(root, { outDir: out });
    expect(again.rendered).toBe(1);
    expect(await readFile(path.join(out, 'guide/index.html'), 'utf8')).toContain('First words.');
    expect(await readFile(path.join(out, 'other/index.html'), 'utf8')).toContain('Edited.');
    // The class of the page not read is still in the stylesheet.
    expect(await readFile(path.join(out, '_folio/tailwind.css'), 'utf8')).toContain('emerald');
  });
});

describe('buildSite shared sidebars', () => {
  it('stores a large sidebar beside the pages, out of the cache header, and links it', async () => {
    // Enough pages that the sidebar goes into a shared file (see `INLINE_SIDEBAR_LIMIT`).
    const names = Array.from({ length: 220 }, (_, index) => `page-${String(index)}`);
    const root = await tempDocs({
      'docs.json': docsJson(names),
      ...Object.fromEntries(names.map((name) => [`${name}.mdx`, page(`A page named ${name}`)])),
    });
    const outputs = await tempDocs({});
    const out = path.join(outputs, 'warm');
    const folder = path.join(root, '.folio', 'cache', 'build');
    const sidebarsOf = async (): Promise<Map<string, string>> =>
      new Map([...(await siteFiles(out))].filter(([file]) => file.startsWith('_folio/nav/')));

    expect((await buildSite(root, { outDir: out })).rendered).toBe(names.length);
    const sidebars = await sidebarsOf();
    expect(sidebars.size).toBe(1);
    const [html] = [...sidebars.values()];
    expect(html).toContain('A page named page-219');
    // The cache's header names the stored file; the HTML is not in it.
    expect(await readFile(path.join(folder, 'index.json'), 'utf8')).not.toContain('page-219');
    const stored = await readdir(path.join(folder, 'html'));
    const texts = await Promise.all(
      stored
        .filter((name) => name.endsWith('.html'))
        .map((name) => readFile(path.join(folder, 'html', name), 'utf8')),
    );
    expect(texts).toContain(html);

    // A rebuild takes the sidebar from the cache, and the cache's sweep keeps its file.
    await writeFile(path.join(root, 'page-3.mdx'), page('A page named page-3', 'Changed.'));
    expect((await buildSite(root, { outDir: out })).rendered).toBe(1);
    expect(await sidebarsOf()).toEqual(sidebars);
    expect((await buildSite(root, { outDir: out })).rendered).toBe(0);
    expect(await sidebarsOf()).toEqual(sidebars);
    const cold = path.join(outputs, 'cold');
    await buildSite(root, { outDir: cold, cache: false });
    expect(await siteFiles(out)).toEqual(await siteFiles(cold));
  });

  it('lays the sidebars out again when the cache header names a file outside its folder', async () => {
    const names = Array.from({ length: 220 }, (_, index) => `page-${String(index)}`);
    const root = await tempDocs({
      'docs.json': docsJson(names),
      ...Object.fromEntries(names.map((name) => [`${name}.mdx`, page(`A page named ${name}`)])),
      // Where `../../../outside` from the cache's HTML folder leads.
      '.folio/outside.html': 'Not a sidebar: a file outside the cache.',
    });
    const out = path.join(await tempDocs({}), 'site');
    await buildSite(root, { outDir: out });
    const built = await siteFiles(out);
    const header = path.join(root, '.folio', 'cache', 'build', 'index.json');
    const read = JSON.parse(await readFile(header, 'utf8')) as {
      layout: { sidebarFiles: { htmlHash: string }[] };
    };
    for (const file of read.layout.sidebarFiles) file.htmlHash = '../../../outside';
    await writeFile(header, JSON.stringify(read));
    expect((await buildSite(root, { outDir: out })).rendered).toBe(0);
    expect(await siteFiles(out)).toEqual(built);
  });
});
