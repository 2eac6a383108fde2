/**
 * Content docs.json puts on every page or reads from disk: the banner's Markdown cannot carry
 * markup or script into the pages, and the custom grammar and thumbnail files are read only
 * from inside the docs folder (a `..` path or a symbolic link out of it is refused, with a
 * warning at its place in docs.json).
 */
import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../src/content/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const navigation = { groups: [{ group: 'Start', pages: ['index'] }] };

describe('banner content', () => {
  it('renders Markdown only: no tags, handlers or script links reach the page', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Banner',
        navigation,
        banner: {
          content:
            'Hi <script>window.pwned=1</script><img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=1) [y](JaVa&#x53;cript:alert(1)) <a href="javascript:alert(1)">z</a>',
          dismissible: true,
          color: { light: '#000;background:url(//evil)' },
        },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const out = path.join(root, 'out');
    const result = await buildSite(root, { outDir: out });
    // The colour is refused by the schema: nothing built from it.
    expect(result.written).toBe(false);

    const safe = await tempDocs({
      'docs.json': {
        name: 'Banner',
        navigation,
        banner: {
          content:
            'Hi <script>window.pwned=1</script><img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=1) [y](JaVa&#x53;cript:alert(1)) <a href="javascript:alert(1)">z</a>',
          dismissible: true,
        },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const safeOut = path.join(safe, 'out');
    expect((await buildSite(safe, { outDir: safeOut })).written).toBe(true);
    const html = await readFile(path.join(safeOut, 'index.html'), 'utf8');
    const banner = /<div class="folio-banner">(.*?)<\/div><header/.exec(html)?.[1] ?? '';
    expect(banner).toContain('Hi ');
    expect(banner).not.toMatch(/<script|<img|onerror|javascript:|href="java/i);
    // The links stay as text without an address.
    expect(banner).toContain('<a>x</a>');
  });
});

describe('files docs.json names', () => {
  it('refuses custom grammars and thumbnail files outside the docs folder', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'folio-outside-'));
    await writeFile(
      path.join(outside, 'grammar.json'),
      JSON.stringify({ name: 'leak', scopeName: 'source.leak', patterns: [] }),
    );
    await writeFile(path.join(outside, 'secret.png'), 'not really a png');
    const root = await tempDocs({
      'docs.json': {
        name: 'Files',
        navigation,
        styling: {
          codeblocks: {
            languages: {
              custom: ['../' + path.basename(outside) + '/grammar.json', 'linked.json'],
            },
          },
        },
        thumbnails: { background: 'linked.png' },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    await symlink(path.join(outside, 'grammar.json'), path.join(root, 'linked.json'));
    await symlink(path.join(outside, 'secret.png'), path.join(root, 'linked.png'));
    const project = await loadDocsProject(root);
    expect(project.customGrammars).toEqual([]);
    const messages = project.diagnostics
      .filter((d) => d.code === 'custom-language' || d.code === 'thumbnail-file')
      .map((d) => `${d.jsonPath ?? ''}: ${d.message}`);
    expect(messages).toEqual([
      `styling.codeblocks.languages.custom[0]: Custom code language "../${path.basename(outside)}/grammar.json" is not loaded: it is outside the docs folder`,
      'styling.codeblocks.languages.custom[1]: Custom code language "linked.json" is not loaded: it is outside the docs folder',
      'thumbnails.background: Thumbnail background "linked.png" is not used: it is outside the docs folder',
    ]);
  });
});
