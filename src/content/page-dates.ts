/**
 * When each page last changed, for the "Last modified" line (`metadata.timestamp`): the date of
 * the last commit that touched the file, as the platform shows it, else (a folder outside git, a
 * file git does not track) the file's modification time.
 *
 * One `git log` over the whole folder gives every file's last commit: newest commits come first,
 * so the first commit that names a file is its last one. Asking git once per page would start a
 * process per page (seconds on a thousand pages); one walk of the history costs about as much as
 * one of those calls.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Output of `git log` above this size is cut off (a history with millions of file changes). */
const MAX_LOG_BYTES = 256 * 1024 * 1024;

/**
 * The last-modified time (ms since the epoch) of each of `files` (POSIX paths relative to
 * `root`): its last commit's date when git has one, else its modification time. A file whose
 * time cannot be read is left out.
 */
export async function pageDates(
  root: string,
  files: readonly string[],
): Promise<Map<string, number>> {
  const committed = await lastCommitDates(root);
  const dates = new Map<string, number>();
  await Promise.all(
    files.map(async (file) => {
      const date = committed.get(file);
      if (date !== undefined) {
        dates.set(file, date);
        return;
      }
      try {
        dates.set(file, Math.floor((await stat(path.join(root, file))).mtimeMs));
      } catch {
        // Gone since it was listed: no date.
      }
    }),
  );
  return dates;
}

/**
 * The date of the last commit touching each file under `root`, by path relative to `root`;
 * empty when `root` is not in a git work tree or git is not installed.
 */
export function lastCommitDates(root: string): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      // `%x00%ct`: a NUL, then the commit time, before the commit's file names; `--relative`
      // names files from `root` and leaves out the rest of the repository.
      ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--relative', '-z', '--', '.'],
      { cwd: root, maxBuffer: MAX_LOG_BYTES, encoding: 'utf8', windowsHide: true },
      (error, stdout) => {
        resolve(error ? new Map() : parseLog(stdout));
      },
    );
  });
}

/**
 * Reads `git log -z --format=%x00%ct --name-only`: each commit is a NUL, its time and a newline,
 * then its file names, each ended by a NUL.
 */
export function parseLog(output: string): Map<string, number> {
  const dates = new Map<string, number>();
  let time: number | undefined;
  // An empty field is the NUL that starts a commit: the field after it is the commit's time.
  let startsCommit = false;
  for (const field of output.split('\0')) {
    if (field === '') {
      startsCommit = true;
      continue;
    }
    if (startsCommit) {
      startsCommit = false;
      time = Number(field.trim()) * 1000;
      continue;
    }
    const name = field.replace(/^\n/, '');
    if (time !== undefined && Number.isFinite(time) && !dates.has(name)) dates.set(name, time);
  }
  return dates;
}
