/**
 * The docs folder a deployment builds from. A folder project builds from its folder as it is;
 * a git project from a checkout kept per project under `<dataDir>/checkouts/<projectId>`:
 * cloned on the first build (shallow, the project's branch), fetched and reset to the branch's
 * head on later ones, so unchanged pages come from the build cache.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { access, mkdir, rm } from 'node:fs/promises';
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
  const root = path.resolve(checkout, source.directory ?? '.');
  if (root !== checkout && !root.startsWith(`${checkout}${path.sep}`)) {
    throw new SourceError(
      `The docs directory "${source.directory ?? ''}" is outside the repository.`,
    );
  }
  await requireDocsJson(root);
  return root;
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
