import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { resolveRenamePaths } from './rename-paths.ts';

const files = [
  'docs.json',
  'index.mdx',
  'guides/setup.mdx',
  'guides/notes.md',
  'guides/other/index.mdx',
  'snippets/note.mdx',
  'logo.png',
];

async function folder(): Promise<string> {
  return tempDocs(Object.fromEntries(files.map((file) => [file, 'x'])));
}

describe('resolveRenamePaths', () => {
  it('takes paths with or without extension, a leading slash naming the folder root', async () => {
    const root = await folder();
    expect(resolveRenamePaths(root, 'guides/setup', 'reference/install', files)).toEqual({
      from: 'guides/setup.mdx',
      to: 'reference/install.mdx',
    });
    expect(resolveRenamePaths(root, '/guides/notes.md', './notes', files)).toEqual({
      from: 'guides/notes.md',
      to: 'notes.md',
    });
    expect(resolveRenamePaths(root, 'guides/setup.mdx', 'setup.md', files)).toEqual({
      from: 'guides/setup.mdx',
      to: 'setup.md',
    });
    expect(resolveRenamePaths(root, 'snippets/note', 'snippets/parts/note', files)).toEqual({
      from: 'snippets/note.mdx',
      to: 'snippets/parts/note.mdx',
    });
  });

  it.each([
    [
      'guides/setpu',
      'x',
      'guides/setpu does not exist: no guides/setpu.mdx or guides/setpu.md in the docs folder. Did you mean guides/setup.mdx?',
    ],
    [
      'guides/setup',
      'guides/other/index',
      'guides/other/index.mdx already exists: choose another NEW, or move or delete guides/other/index.mdx first',
    ],
    [
      'guides/setup',
      'guides/other',
      'guides/other/index.mdx already has the route /guides/other that guides/other.mdx would get: choose another NEW',
    ],
    [
      'guides/setup',
      '../outside',
      '../outside is outside the docs folder: give NEW relative to the docs folder, such as guides/intro',
    ],
    [
      '../../etc/passwd',
      'x',
      '../../etc/passwd is outside the docs folder: give OLD relative to the docs folder, such as guides/intro',
    ],
    ['guides/setup', 'guides/setup.mdx', 'guides/setup and guides/setup.mdx are the same file'],
    [
      'guides/setup',
      'guides/setup.txt',
      'guides/setup.txt is not a page file: give NEW with .mdx or .md, or without extension (guides/setup.mdx keeps .mdx)',
    ],
    [
      'logo.png',
      'logo2.png',
      'logo.png is not a page: folio rename moves .mdx and .md files (pages and snippets)',
    ],
    [
      'guides/setup',
      '.hidden/setup',
      '.hidden/setup is in a dot-folder, which Folio never reads: choose a path without a folder starting with "."',
    ],
    [
      'guides/setup',
      'snippets/setup',
      'snippets/setup.mdx is under snippets/, where files are snippets, not pages: guides/setup.mdx would leave the site. Choose a path outside snippets/',
    ],
    [
      'snippets/note',
      'note',
      'snippets/note.mdx is a snippet and note.mdx is outside snippets/: it would become a page. Move it within snippets/, or create the page and import the snippet',
    ],
    ['', 'x', 'OLD is empty: give a page path such as guides/intro'],
  ])('refuses %s → %s', async (from, to, message) => {
    const root = await folder();
    expect(() => resolveRenamePaths(root, from, to, files)).toThrow(message);
  });

  it('refuses a file the docs leave out', async () => {
    const root = await folder();
    expect(() =>
      resolveRenamePaths(
        root,
        'guides/setup',
        'x',
        files.filter((file) => !file.startsWith('guides/setup')),
      ),
    ).toThrow(
      'guides/setup.mdx is not part of the docs (an ignore file or a dot-folder leaves it out)',
    );
  });
});
