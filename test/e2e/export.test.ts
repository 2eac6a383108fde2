/**
 * `folio export` as a user runs it: the archive holds exactly the files `folio build` writes,
 * with the same bytes, is named after the site, never replaces a file without --force, and is
 * not written when the build fails.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runFolio, spawnFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function site(name = 'Acme Docs') {
  return {
    'docs.json': {
      name,
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }] },
      redirects: [{ source: '/old', destination: '/guides/setup' }],
    },
    'index.mdx': page('Home', '![Logo](/images/logo.png)\n\nSee [setup](/guides/setup).'),
    'guides/setup.mdx': page('Setup', '## Install\n\n```bash\nnpm install\n```'),
    'images/logo.png': png,
  };
}

/** Every file under `folder`, as `/` paths, sorted. */
async function listing(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

async function emptyFolder(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'folio-export-cwd-'));
}

describe('folio export', () => {
  it('zips exactly what folio build writes, named after the site', async () => {
    const root = await tempDocs(site());
    const cwd = await emptyFolder();
    const built = path.join(cwd, 'built');
    expect((await runFolio(['build', root, '--out', built], cwd)).code).toBe(0);

    const result = await runFolio(['export', root], cwd);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = await listing(built);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Exported 2 pages to acme-docs-site\\.zip \\(${String(files.length)} files, [\\d.]+ kB zipped from [\\d.]+ kB\\) in [\\d.]+ s\\n$`,
      ),
    );
    const archive = unzipSync(await readFile(path.join(cwd, 'acme-docs-site.zip')));
    expect(Object.keys(archive).sort()).toEqual(files);
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'images/logo.png', 'old/index.html']),
    );
    expect(Buffer.from(archive['images/logo.png'] ?? [])).toEqual(Buffer.from(png));
    for (const file of ['guides/setup/index.html', 'sitemap.xml']) {
      expect(Buffer.from(archive[file] ?? [])).toEqual(await readFile(path.join(built, file)));
    }
    // Nothing but the archive is left in the user's folder.
    expect((await readdir(cwd)).sort()).toEqual(['acme-docs-site.zip', 'built']);
  });

  it('refuses to replace a file unless --force', async () => {
    const root = await tempDocs(site(''));
    const cwd = await emptyFolder();
    await writeFile(path.join(cwd, 'site.zip'), 'keep me');
    const refused = await runFolio(['export', root], cwd);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'folio export: site.zip already exists: pass --force to replace it\nRun folio export --help for usage.\n',
    );
    expect(await readFile(path.join(cwd, 'site.zip'), 'utf8')).toBe('keep me');

    const forced = await runFolio(['export', root, '--force'], cwd);
    expect(forced.code).toBe(0);
    expect(Object.keys(unzipSync(await readFile(path.join(cwd, 'site.zip'))))).toContain(
      'index.html',
    );
  });

  it('writes where --output says, and refuses a name without .zip', async () => {
    const root = await tempDocs(site());
    const cwd = await emptyFolder();
    const wrong = await runFolio(['export', root, '--output', 'site.tar'], cwd);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      'folio export: --output site.tar: give a file name ending in .zip\n',
    );
    const result = await runFolio(['export', root, '--output', 'out/my.zip'], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `folio export: cannot write out/my.zip: the folder ${path.join(cwd, 'out')} does not exist\n`,
    );
    const ok = await runFolio(['export', root, '-o', 'my.zip'], cwd);
    expect(ok.code).toBe(0);
    expect(existsSync(path.join(cwd, 'my.zip'))).toBe(true);
  });

  it('writes no archive when the build has errors', async () => {
    const root = await tempDocs({ ...site(), 'guides/setup.mdx': page('Setup', '<Card>') });
    const cwd = await emptyFolder();
    const result = await runFolio(['export', root], cwd);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^Build failed in [\d.]+ s: 1 error, 0 warnings\. Nothing was written/,
    );
    expect(await readdir(cwd)).toEqual([]);
  });

  it('warns when the archive lands inside the docs folder', async () => {
    const root = await tempDocs(site());
    const result = await runFolio(['export'], root);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'note: acme-docs-site.zip is inside the docs folder, so the next build publishes it; write it elsewhere with --output, or list it in .folioignore\n',
    );
  });

  it('has --help and is listed by folio --help', () => {
    const help = spawnFolio(['export', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: folio export \[dir\] \[--output FILE\.zip\] \[--force\]/);
    expect(spawnFolio(['--help']).stdout).toContain(
      '  export         build the static site into one zip',
    );
  });
});
