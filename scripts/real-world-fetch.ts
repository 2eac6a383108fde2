/**
 * Brings the real-world corpus (test/real-world/repos.json) onto this machine: one checkout of
 * each repository at its pinned commit, in `$FOLIO_REAL_WORLD/<owner>+<name>/`. The repositories
 * are not part of Folio's own repository (their licences vary and they are large), so anyone who
 * wants to run `npm run corpus` brings them here once with this script.
 *
 * Only the docs folder of each repository is checked out (a sparse checkout, with a blob-less
 * clone when the source is a remote), so monorepos cost little disk. A folder already at its
 * pinned commit is left alone; one at another commit is moved to the pinned one.
 *
 * Usage: FOLIO_REAL_WORLD=/path/to/folder node scripts/real-world-fetch.ts [owner/name ...]
 *
 * `FOLIO_REAL_WORLD_SOURCE` overrides where repositories are cloned from: a template in which
 * `{owner}` and `{name}` are replaced (default `https://github.com/{owner}/{name}.git`). Point it
 * at local mirrors to work without a network.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface CorpusRepo {
  repo: string;
  commit: string;
  docs: string;
}

const listFile = new URL('../test/real-world/repos.json', import.meta.url);
const repos = JSON.parse(readFileSync(listFile, 'utf8')) as CorpusRepo[];
const target = process.env['FOLIO_REAL_WORLD'];
if (target === undefined || target === '') {
  console.error('Set FOLIO_REAL_WORLD to the folder that receives the repositories.');
  process.exit(2);
}
const source = process.env['FOLIO_REAL_WORLD_SOURCE'] ?? 'https://github.com/{owner}/{name}.git';
const wanted = new Set(process.argv.slice(2));
const markerName = 'folio-real-world-commit';

function git(args: string[], cwd?: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The commit this script last checked out in `folder` (a clone's HEAD says nothing of its files). */
function checkedOut(folder: string): string | undefined {
  try {
    return readFileSync(path.join(folder, '.git', markerName), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Checks out `commit`. A source that leaves out some blobs (a mirror without its largest files)
 * makes `git checkout` refuse the whole tree, so the fallback writes every file it has and
 * returns how many it could not.
 */
function checkout(folder: string, commit: string): number {
  try {
    git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--force', commit], folder);
    return 0;
  } catch {
    git(['reset', '--quiet', commit], folder);
    try {
      git(['checkout-index', '--all', '--force'], folder);
      return 0;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      return stderr.split('\n').filter((line) => line.startsWith('error: unable to read')).length;
    }
  }
}

mkdirSync(target, { recursive: true });
let failed = 0;
for (const entry of repos) {
  if (wanted.size > 0 && !wanted.has(entry.repo)) continue;
  const [owner = '', name = ''] = entry.repo.split('/');
  const folder = path.join(target, `${owner}+${name}`);
  const url = source.replaceAll('{owner}', owner).replaceAll('{name}', name);
  try {
    if (checkedOut(folder) === entry.commit) {
      console.log(`ok       ${entry.repo} (already at ${entry.commit.slice(0, 12)})`);
      continue;
    }
    if (!existsSync(folder)) {
      const remote = /^[a-z]+:\/\//.test(url);
      git([
        'clone',
        '--quiet',
        '--no-checkout',
        ...(remote ? ['--filter=blob:none'] : ['--shared']),
        url,
        folder,
      ]);
    }
    if (entry.docs !== '.') {
      git(['sparse-checkout', 'set', '--no-cone', `/${entry.docs}/`], folder);
    }
    try {
      git(['cat-file', '-e', `${entry.commit}^{commit}`], folder);
    } catch {
      git(['fetch', '--quiet', 'origin', entry.commit], folder);
    }
    const missing = checkout(folder, entry.commit);
    writeFileSync(path.join(folder, '.git', markerName), `${entry.commit}\n`);
    const note = missing > 0 ? `; ${missing} files missing from the source, left out` : '';
    console.log(`fetched  ${entry.repo} @ ${entry.commit.slice(0, 12)} (${entry.docs}${note})`);
  } catch (error) {
    failed += 1;
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`FAILED   ${entry.repo}: ${detail}`);
  }
}
if (failed > 0) {
  console.error(`${failed} repositories could not be fetched`);
  process.exit(1);
}
