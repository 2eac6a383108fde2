/**
 * The changes of a job's branch against the commit it started from, as a compare page shows
 * them: the files changed (status, lines added and removed) and the unified diff. The diff is
 * taken from the merge base (`base...branch`), so commits made on the project's branch since
 * do not show up as the job's.
 *
 * @module
 */
import { revParse } from './repository.ts';
import { git } from './run-git.ts';

/** How a file changed. */
export type FileChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'changed';

/** One file of a diff. */
export interface ChangedFile {
  /** The path after the change (the old path for a deleted file), from the repository root. */
  path: string;
  status: FileChangeStatus;
  /** The path before a rename or copy. */
  previousPath?: string | undefined;
  /** Lines added and removed; null for a binary file. */
  additions: number | null;
  deletions: number | null;
}

/** The diff of a branch. */
export interface BranchDiff {
  branch: string;
  baseCommit: string;
  headCommit: string;
  files: ChangedFile[];
  /** `git diff` output: unified diff text of every file. */
  patch: string;
  /** True when the patch was cut at {@link MAX_PATCH_CHARS}. */
  truncated: boolean;
}

/** The longest patch text returned. */
export const MAX_PATCH_CHARS = 2_000_000;

const STATUSES: Record<string, FileChangeStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
};

/** The diff of `branch` in the repository `gitDir` against `baseCommit`. */
export async function branchDiff(
  gitDir: string,
  branch: string,
  baseCommit: string,
): Promise<BranchDiff> {
  const headCommit = await revParse(gitDir, `refs/heads/${branch}`);
  const range = `${baseCommit}...${headCommit}`;
  const options = ['--find-renames', '--no-color', '--no-ext-diff', '--no-textconv'];
  const [names, counts, patch] = await Promise.all([
    git(['diff', '--name-status', '-z', ...options, range], { cwd: gitDir }),
    git(['diff', '--numstat', '-z', ...options, range], { cwd: gitDir }),
    git(['diff', ...options, range], { cwd: gitDir }),
  ]);
  const lineCounts = parseNumstat(counts);
  const files = parseNameStatus(names).map((file) => {
    const count = lineCounts.get(file.path);
    return { ...file, additions: count?.additions ?? null, deletions: count?.deletions ?? null };
  });
  const truncated = patch.length > MAX_PATCH_CHARS;
  return {
    branch,
    baseCommit,
    headCommit,
    files,
    patch: truncated ? patch.slice(0, MAX_PATCH_CHARS) : patch,
    truncated,
  };
}

/** `--name-status -z`: `M\0path\0`, or `R100\0old\0new\0` for renames and copies. */
function parseNameStatus(text: string): Omit<ChangedFile, 'additions' | 'deletions'>[] {
  const fields = text.split('\0');
  const files: Omit<ChangedFile, 'additions' | 'deletions'>[] = [];
  for (let index = 0; index < fields.length - 1;) {
    const code = fields[index] ?? '';
    const status = STATUSES[code.charAt(0)] ?? 'changed';
    if (status === 'renamed' || status === 'copied') {
      const previousPath = fields[index + 1] ?? '';
      files.push({ path: fields[index + 2] ?? '', status, previousPath });
      index += 3;
    } else {
      files.push({ path: fields[index + 1] ?? '', status });
      index += 2;
    }
  }
  return files;
}

/**
 * `--numstat -z`: `added\tdeleted\tpath\0`, or `added\tdeleted\t\0old\0new\0` for renames;
 * `-` counts for binary files. Keyed by the path after the change.
 */
function parseNumstat(
  text: string,
): Map<string, { additions: number | null; deletions: number | null }> {
  const counts = new Map<string, { additions: number | null; deletions: number | null }>();
  const fields = text.split('\0');
  for (let index = 0; index < fields.length - 1;) {
    const [added = '-', deleted = '-', path = ''] = (fields[index] ?? '').split('\t');
    const count = {
      additions: added === '-' ? null : Number(added),
      deletions: deleted === '-' ? null : Number(deleted),
    };
    if (path === '') {
      counts.set(fields[index + 2] ?? '', count);
      index += 3;
    } else {
      counts.set(path, count);
      index += 1;
    }
  }
  return counts;
}
