/**
 * Test support: a git repository holding a small docs folder (`docs/` with docs.json, a home
 * page and a setup guide), as a project's repository would, in a temporary folder removed by
 * {@link removeTemporaryFolders}.
 *
 * @module
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitIn } from '../helpers/git.ts';

const folders: string[] = [];

/** A new temporary folder. */
export async function temporaryFolder(prefix = 'folio-agent-'): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** Removes every folder {@link temporaryFolder} made. */
export async function removeTemporaryFolders(): Promise<void> {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
}

export { gitIn };

/** The docs.json of the fixture. */
export const FIXTURE_DOCS_JSON = `{
  "name": "Acme",
  "navigation": {
    "groups": [
      {
        "group": "Start",
        "pages": ["index", "guides/setup"]
      }
    ]
  }
}
`;

/** A repository on branch `main` with one commit: README.md and the docs folder `docs/`. */
export async function createDocsRepository(): Promise<{ repo: string; docs: string }> {
  const repo = await temporaryFolder('folio-agent-repo-');
  const docs = path.join(repo, 'docs');
  await mkdir(path.join(docs, 'guides'), { recursive: true });
  await writeFile(path.join(repo, 'README.md'), '# Acme\n');
  await writeFile(path.join(docs, 'docs.json'), FIXTURE_DOCS_JSON);
  await writeFile(path.join(docs, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome to Acme.\n');
  await writeFile(
    path.join(docs, 'guides', 'setup.mdx'),
    '---\ntitle: Setup\n---\n\nInstall Acme with npm.\n',
  );
  gitIn(repo, 'init', '--quiet', '--initial-branch', 'main');
  gitIn(repo, 'add', '.');
  gitIn(repo, 'commit', '--quiet', '-m', 'First docs');
  return { repo, docs };
}
