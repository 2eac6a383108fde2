/**
 * The git source of a project added with `folio projects add --git URL`: the repository's
 * address (a URL, `user@host:path`, or a local repository's folder), the branch to build and
 * to start agent jobs from, and the docs folder inside the repository. Checked for form only:
 * the first build clones it and reports what went wrong there.
 *
 * @module
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ProjectSource } from '../../storage/index.ts';
import { AdminError } from './admin-error.ts';
import { excerpt } from '../../shared/index.ts';

/** A git source as the admin operations receive it. */
export interface GitSourceInput {
  url: string;
  branch?: string | undefined;
  directory?: string | undefined;
}

const URL_SCHEMES = /^(https?|ssh|git|file):\/\//i;
const SCP_LIKE = /^[\w.-]+@[\w.-]+:[^\s]+$/;
const BRANCH = /^(?!\/|-|.*(\.\.|\/\/|@\{|\.lock$|\/$))[\w./-]{1,200}$/;

/** The checked source; an `invalid` {@link AdminError} saying what is wrong. */
export function gitSource(input: GitSourceInput): Extract<ProjectSource, { type: 'git' }> {
  const url = input.url.trim();
  if (!URL_SCHEMES.test(url) && !SCP_LIKE.test(url) && !isLocalRepository(url)) {
    throw new AdminError(
      'invalid',
      `"${excerpt(url)}" is not a git repository address: give an https://, ssh:// or git@host:path URL, or the absolute path of a local repository.`,
    );
  }
  const source: Extract<ProjectSource, { type: 'git' }> = { type: 'git', url };
  const branch = input.branch?.trim();
  if (branch !== undefined && branch !== '') {
    if (!BRANCH.test(branch)) {
      throw new AdminError('invalid', `"${excerpt(branch)}" is not a valid git branch name.`);
    }
    source.branch = branch;
  }
  const directory = input.directory
    ?.trim()
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
  if (directory !== undefined && directory !== '' && directory !== '.') {
    const segments = directory.split('/');
    if (path.isAbsolute(directory) || segments.includes('..') || segments.includes('.git')) {
      throw new AdminError(
        'invalid',
        `The docs directory "${excerpt(directory)}" must be a folder inside the repository, such as docs.`,
      );
    }
    source.directory = directory;
  }
  return source;
}

/** An absolute path to a folder that holds a repository (a `.git` entry, or a bare one). */
function isLocalRepository(location: string): boolean {
  if (!path.isAbsolute(location)) return false;
  try {
    if (!statSync(location).isDirectory()) return false;
  } catch {
    return false;
  }
  return existsSync(path.join(location, '.git')) || existsSync(path.join(location, 'HEAD'));
}
