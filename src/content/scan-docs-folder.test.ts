import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { scanDocsFolder } from './scan-docs-folder.ts';

describe('scanDocsFolder', () => {
  it('skips dot-folders, node_modules and repository files, and honours .mintignore and .folioignore', async () => {
    const root = await tempDocs({
      'docs.json': '{}',
      'index.mdx': '',
      'guide/a.mdx': '',
      '.git/config': '',
      '.github/workflows/x.md': '',
      'node_modules/pkg/readme.md': '',
      'guide/node_modules/x.mdx': '',
      'guide/node_modules.mdx': '',
      'README.md': '',
      'AGENTS.md': '',
      'changelog.MD': '',
      'guide/README.md': '',
      'drafts/wip.mdx': '',
      'notes.draft.mdx': '',
      'private/x.mdx': '',
      '.mintignore': '# drafts\ndrafts/\n*.draft.mdx\n',
      '.folioignore': 'private/\n',
    });
    const scanned = await scanDocsFolder(root);
    expect(scanned.files).toEqual([
      'docs.json',
      'guide/README.md',
      'guide/a.mdx',
      'guide/node_modules.mdx',
      'index.mdx',
    ]);
    expect(scanned.ignored).toEqual(['drafts/', 'notes.draft.mdx', 'private/']);
    expect(scanned.setAside.sort()).toEqual(['AGENTS.md', 'README.md', 'changelog.MD']);
  });

  it('lists a folder without ignore files, leaving out the same repository files', async () => {
    const root = await tempDocs({
      'index.mdx': '',
      'Readme.md': '',
      'node_modules/x.mdx': '',
      'a/b/c.mdx': '',
    });
    expect(await scanDocsFolder(root)).toEqual({
      files: ['a/b/c.mdx', 'index.mdx'],
      ignored: [],
      outside: [],
      setAside: ['Readme.md'],
    });
  });

  it('leaves out a site Folio built into the folder, and only that', async () => {
    const root = await tempDocs({
      'docs.json': '{}',
      'index.mdx': '',
      'dist/index.html': '<p>old site</p>',
      'dist/_folio/manifest.json': '{}',
      'site/index.html': '<p>a static page</p>',
      'guide/out/_folio/manifest.json': '{}',
    });
    expect((await scanDocsFolder(root)).files).toEqual([
      'docs.json',
      'guide/out/_folio/manifest.json',
      'index.mdx',
      'site/index.html',
    ]);
  });

  it('follows symlinks, and stops at a link back to a folder being walked', async () => {
    const root = await tempDocs({ 'real/page.mdx': '', 'index.mdx': '' });
    await symlink(path.join(root, 'real'), path.join(root, 'linked'));
    await symlink(root, path.join(root, 'real', 'loop'));
    await symlink(path.join(root, 'nowhere'), path.join(root, 'dangling.mdx'));
    const scanned = await scanDocsFolder(root);
    expect(scanned.files).toEqual(['index.mdx', 'linked/page.mdx', 'real/page.mdx'].sort());
  });

  it('leaves out links that lead out of the folder or into a dot-folder, and lists them', async () => {
    const elsewhere = await tempDocs({ 'secret.txt': 'secret', 'folder/page.mdx': '# Secret' });
    const root = await tempDocs({ 'index.mdx': '', 'real/page.mdx': '', '.git/config': '' });
    await symlink(path.join(elsewhere, 'secret.txt'), path.join(root, 'page.mdx'));
    await symlink(path.join(elsewhere, 'folder'), path.join(root, 'linked'));
    await symlink('../.git/config', path.join(root, 'real', 'config.mdx'));
    // Links that stay inside are followed, relative or absolute.
    await symlink('real/page.mdx', path.join(root, 'alias.mdx'));
    await symlink(path.join(root, 'real'), path.join(root, 'mirror'));
    // Ignored links are never read, so never reported.
    await symlink(path.join(elsewhere, 'secret.txt'), path.join(root, 'ignored.mdx'));
    await writeFile(path.join(root, '.folioignore'), 'ignored.mdx\n');
    const scanned = await scanDocsFolder(root);
    expect(scanned.files).toEqual(['alias.mdx', 'index.mdx', 'mirror/page.mdx', 'real/page.mdx']);
    expect(scanned.outside).toEqual([
      { file: 'linked', target: path.join(elsewhere, 'folder'), hidden: false },
      // The same link seen through the linked folder `mirror`.
      { file: 'mirror/config.mdx', target: '../.git/config', hidden: true },
      { file: 'page.mdx', target: path.join(elsewhere, 'secret.txt'), hidden: false },
      { file: 'real/config.mdx', target: '../.git/config', hidden: true },
    ]);
  });
});
