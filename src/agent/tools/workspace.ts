/**
 * The docs folder a job may touch, and the one gate every file tool goes through: a path the
 * model gives is relative to the docs folder, and is refused when it is absolute, climbs out
 * with `..`, names anything inside `.git`, or reaches outside through a symbolic link.
 *
 * @module
 */
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/** A path the model may not use; the message tells it why. */
export class PathRefusedError extends Error {
  override readonly name = 'PathRefusedError';
}

/** Folders never listed or searched: repository data, dependencies, Folio's build cache. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '.folio']);

/** A docs folder, by its real path. */
export class Workspace {
  /** The real path of the docs folder (symbolic links resolved). */
  readonly root: string;

  private constructor(root: string) {
    this.root = root;
  }

  /** The workspace of the folder `root`, which must exist. */
  static async open(root: string): Promise<Workspace> {
    return new Workspace(await realpath(root));
  }

  /**
   * The absolute path of `relative`, checked as described in the module comment. The file may
   * not exist yet; `allowRoot` accepts `.` (the docs folder itself, for listing).
   */
  async resolve(relative: string, options: { allowRoot?: boolean } = {}): Promise<string> {
    const segments = checkedSegments(relative);
    if (segments.length === 0 && options.allowRoot !== true) {
      throw new PathRefusedError('Give the path of a file inside the docs folder, not the folder.');
    }
    const absolute = path.join(this.root, ...segments);
    await this.#checkLinks(absolute, relative);
    return absolute;
  }

  /** The path of `absolute` relative to the docs folder, with `/` separators. */
  relative(absolute: string): string {
    return path.relative(this.root, absolute).split(path.sep).join('/');
  }

  /**
   * Files under `folder` (absolute, inside the workspace), relative to the docs folder and
   * sorted. Skips `.git`, `node_modules` and `.folio`, and does not follow symbolic links to
   * folders; a linked file is listed only when it stays inside the docs folder.
   */
  async listFiles(folder: string, options: { recursive?: boolean } = {}): Promise<string[]> {
    const files: string[] = [];
    const walk = async (directory: string): Promise<void> => {
      const entries = await readdir(directory, { withFileTypes: true });
      for (const entry of entries) {
        const absolute = path.join(directory, entry.name);
        if (entry.isDirectory()) {
          if (SKIPPED_FOLDERS.has(entry.name)) continue;
          if (options.recursive === false) files.push(`${this.relative(absolute)}/`);
          else await walk(absolute);
        } else if (entry.isFile()) {
          files.push(this.relative(absolute));
        } else if (entry.isSymbolicLink() && (await this.#linkedFileInside(absolute))) {
          files.push(this.relative(absolute));
        }
      }
    };
    await walk(folder);
    return files.sort();
  }

  /** Refuses `absolute` when its nearest existing ancestor, or itself as a link, leads outside. */
  async #checkLinks(absolute: string, written: string): Promise<void> {
    const own = await lstat(absolute).catch(() => undefined);
    if (own?.isSymbolicLink() === true) {
      const target = await realpath(absolute).catch(() => undefined);
      if (target === undefined || !this.#inside(target)) {
        throw new PathRefusedError(
          `"${written}" is a symbolic link that leads outside the docs folder: it cannot be used.`,
        );
      }
    }
    let existing = absolute;
    for (;;) {
      const real = await realpath(existing).catch(() => undefined);
      if (real !== undefined) {
        if (!this.#inside(real)) {
          throw new PathRefusedError(
            `"${written}" leads outside the docs folder through a symbolic link: it cannot be used.`,
          );
        }
        return;
      }
      const parent = path.dirname(existing);
      if (parent === existing) return;
      existing = parent;
    }
  }

  async #linkedFileInside(absolute: string): Promise<boolean> {
    const target = await realpath(absolute).catch(() => undefined);
    if (target === undefined || !this.#inside(target)) return false;
    return (await lstat(target)).isFile();
  }

  #inside(real: string): boolean {
    return real === this.root || real.startsWith(this.root + path.sep);
  }
}

/** The segments of a relative path; throws {@link PathRefusedError} for forbidden forms. */
function checkedSegments(relative: string): string[] {
  if (relative.includes('\0')) throw new PathRefusedError('A path cannot contain a NUL character.');
  if (path.isAbsolute(relative) || path.win32.isAbsolute(relative)) {
    throw new PathRefusedError(
      `"${relative}" is an absolute path: give paths relative to the docs folder, such as "guides/setup.mdx".`,
    );
  }
  const segments = relative.split(/[\\/]+/).filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) {
    throw new PathRefusedError(
      `"${relative}" climbs out with "..": only files inside the docs folder can be used.`,
    );
  }
  if (segments.some((segment) => segment.toLowerCase() === '.git')) {
    throw new PathRefusedError(
      `"${relative}" is inside .git: the repository's data is off limits.`,
    );
  }
  return segments;
}
