/**
 * The docs folder a deployment builds from. A folder project builds from its folder as it is;
 * a git project from a checkout kept per project under `<dataDir>/checkouts/<projectId>`:
 * cloned on the first build (shallow, the project's branch), fetched and reset to the branch's
 * head on later ones, so unchanged pages come from the build cache. The docs directory must
 * really lie inside the checkout: a directory committed as a symbolic link leading elsewhere
 * (another project's folder) is refused, and the build gets the directory's real path. So is a
 * repository that commits a symbolic link under the directory's `.folio/`: the build writes its
 * cache there, and would write through the link.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { access, mkdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Project } from '../../storage/index.ts';

const run = promisify(execFile);

/** How long one git command may take. */
const GIT_TIMEOUT_MS = 120_000;

/** A source that cannot be read, with a message for the deployment's error. */
export class SourceError extends Error {
  override readonly name = 'SourceError';
}

/** The folder to build `project` from, checked out first when it is a git repository. */
export async function checkoutSource(project: Project, dataDir: string): Promise<string> {
  const { source } = project;
  if (source.type === 'folder') {
    await requireDocsJson(source.path);
    return source.path;
  }
  const checkout = path.join(dataDir, 'checkouts', project.id);
  const fresh = !(await exists(path.join(checkout, '.git')));
  try {
    if (fresh) {
      await rm(checkout, { recursive: true, force: true });
      await mkdir(path.dirname(checkout), { recursive: true });
      const branch = source.branch === undefined ? [] : ['--branch', source.branch];
      await git(['clone', '--depth', '1', ...branch, '--', source.url, checkout]);
    } else {
      await git(['-C', checkout, 'fetch', '--depth', '1', 'origin', source.branch ?? 'HEAD']);
      await git(['-C', checkout, 'reset', '--hard', 'FETCH_HEAD']);
      await git(['-C', checkout, 'clean', '-fdx']);
    }
  } catch (error) {
    throw new SourceError(`Could not check out ${source.url}: ${gitMessage(error)}`);
  }
  const directory = source.directory ?? '';
  const root = path.resolve(checkout, directory || '.');
  if (root !== checkout && !root.startsWith(`${checkout}${path.sep}`)) {
    throw new SourceError(`The docs directory "${directory}" is outside the repository.`);
  }
  const real = await realDirectory(checkout, root, directory);
  await refuseLinkedCache(checkout, real);
  await requireDocsJson(real);
  return real;
}

/** Refuses a checkout that commits a symbolic link under the docs folder's `.folio/`. */
async function refuseLinkedCache(checkout: string, root: string): Promise<void> {
  const cache = path.relative(await realpath(checkout), path.join(root, '.folio'));
  let stdout: string;
  try {
    ({ stdout } = await run('git', ['-C', checkout, 'ls-files', '-s', '-z', '--', cache], {
      timeout: GIT_TIMEOUT_MS,
    }));
  } catch (error) {
    throw new SourceError(`Could not list the files of ${cache}: ${gitMessage(error)}`);
  }
  // Entries read "<mode> <object> <stage>\t<path>"; 120000 is a symbolic link.
  const linked = stdout
    .split('\0')
    .find((entry) => entry.startsWith('120000 '))
    ?.split('\t')[1];
  if (linked !== undefined) {
    throw new SourceError(
      `The repository commits ${linked} as a symbolic link: Folio keeps the build cache in .folio/, so remove it from the repository.`,
    );
  }
}

/**
 * The docs folder the next {@link checkoutSource} of `project` should give, found without
 * checking anything out or following any link the repository holds: where a spare build
 * process can be started ahead (a wrong guess only costs the spare). Undefined when the
 * directory is outside the repository.
 */
export async function expectedRoot(project: Project, dataDir: string): Promise<string | undefined> {
  const { source } = project;
  if (source.type === 'folder') return source.path;
  const checkout = path.join(dataDir, 'checkouts', project.id);
  // The checkout folder is the server's own: its real path is the one the build gets.
  const repository = await realpath(checkout).catch(() => path.resolve(checkout));
  const root = path.resolve(repository, source.directory || '.');
  const inside = root === repository || root.startsWith(`${repository}${path.sep}`);
  return inside ? root : undefined;
}

/**
 * The real path of the docs directory `root` of `checkout`, refused when a symbolic link on the
 * way leads out of the repository.
 */
async function realDirectory(checkout: string, root: string, directory: string): Promise<string> {
  let real: string;
  try {
    real = await realpath(root);
  } catch {
    throw new SourceError(`The docs directory "${directory}" does not exist in the repository.`);
  }
  const repository = await realpath(checkout);
  if (real !== repository && !real.startsWith(`${repository}${path.sep}`)) {
    throw new SourceError(
      `The docs directory "${directory}" is a symbolic link that leads outside the repository: point the project at a real folder of the repository.`,
    );
  }
  return real;
}

async function requireDocsJson(root: string): Promise<void> {
  if (await exists(path.join(root, 'docs.json'))) return;
  throw new SourceError(
    `${root} has no docs.json: point the project at the folder that holds docs.json.`,
  );
}

async function git(args: string[]): Promise<void> {
  await run('git', args, {
    timeout: GIT_TIMEOUT_MS,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
}

function gitMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'stderr' in error) {
    const stderr = String(error.stderr).trim();
    if (stderr !== '') return stderr.split('\n').slice(-3).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
