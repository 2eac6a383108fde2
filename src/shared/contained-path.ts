/**
 * Files of a docs folder, read only when they really lie inside it. A symbolic link makes a path
 * inside the folder name any file of the machine (`page.mdx -> /etc/passwd`, a linked folder, a
 * link committed to a git repository), and `..` in a `$ref` leaves it without any link, so every
 * read of a project's file goes through here. The file is opened first, then the path of what
 * was opened is checked against the folder's real path (on Linux through `/proc/self/fd`, so a
 * link swapped in between a check and the read cannot slip through).
 *
 * Links that stay inside remain allowed, except into dot-folders (`.git`, `.folio`): Folio never
 * lists those, and a link must not publish what the folder itself keeps out.
 *
 * @module
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
} from 'node:fs';
import { readlinkSync, realpathSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

/** Thrown when a path of the folder leads outside it (or into a dot-folder, through a link). */
export class OutsideFolderError extends Error {
  override readonly name = 'OutsideFolderError';
  readonly code = 'EOUTSIDE';
  /** The path asked for, relative to the folder (POSIX). */
  readonly file: string;
  /** The symbolic link that leads out (relative, POSIX); undefined when `..` does, not a link. */
  readonly link: string | undefined;
  /** What that link says, as written (or the path asked for, when no link is involved). */
  readonly target: string;
  /** The link leads inside the folder, but into a dot-folder (`.git`). */
  readonly hidden: boolean;

  constructor(file: string, link: string | undefined, target: string, hidden = false) {
    super(
      link === undefined ? `${file} is outside the docs folder` : linkMessage(link, target, hidden),
    );
    this.file = file;
    this.link = link;
    this.target = target;
    this.hidden = hidden;
  }
}

function linkMessage(link: string, target: string, hidden: boolean): string {
  const where = hidden ? 'into a dot-folder Folio never reads' : 'outside the docs folder';
  return `${link} is a symbolic link to ${target}, ${where}`;
}

/** The hint every refused link gets. */
const OUTSIDE_LINK_HINT =
  'Replace the link with a copy of the file, or move the target inside the docs folder.';

/**
 * The diagnostic for a link that leads out of the docs folder (or, `hidden`, into a dot-folder),
 * positioned at the link.
 */
export function outsideLinkDiagnostic(link: string, target: string, hidden = false): Diagnostic {
  return {
    severity: 'error',
    code: 'link-outside-folder',
    message: `${linkMessage(link, target, hidden)}: it is left out`,
    hint: OUTSIDE_LINK_HINT,
    position: { file: link, line: 1, column: 1 },
  };
}

/** The diagnostic for `error`, positioned at its link (or at the path asked for). */
export function outsideFolderDiagnostic(error: OutsideFolderError): Diagnostic {
  if (error.link !== undefined) {
    return outsideLinkDiagnostic(error.link, error.target, error.hidden);
  }
  return {
    severity: 'error',
    code: 'path-outside-folder',
    message: error.message,
    hint: 'Keep every file a site uses inside the docs folder.',
  };
}

/** Real paths of folders, by the path given (few: one per project). */
const realFolders = new Map<string, string>();

/** The real path of the folder `root` (links resolved), remembered. */
export function realFolder(root: string): string {
  let real = realFolders.get(root);
  if (real === undefined) {
    real = realpathSync.native(path.resolve(root));
    if (realFolders.size >= 1024) realFolders.clear();
    realFolders.set(root, real);
  }
  return real;
}

/**
 * Whether `real` (a real path) may be read as the file `relative` of the folder `realRoot`:
 * inside it, and, when a link led elsewhere than `relative` names, not in a dot-folder.
 */
export function isReadableInside(realRoot: string, real: string, relative: string): boolean {
  if (!isInside(realRoot, real)) return false;
  const inside = path.relative(realRoot, real);
  if (inside === path.normalize(relative)) return true;
  return !inside.split(path.sep).some((segment) => segment.startsWith('.'));
}

/** Whether the real path `real` lies inside (not at) the folder whose real path is `realRoot`. */
export function isInside(realRoot: string, real: string): boolean {
  const inside = path.relative(realRoot, real);
  return (
    inside !== '' &&
    inside !== '..' &&
    !inside.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(inside)
  );
}

/** `open` flags: read only, and never wait on a FIFO (it is refused once opened). */
const READ_FLAGS = constants.O_RDONLY | ('O_NONBLOCK' in constants ? constants.O_NONBLOCK : 0);

/** Whether `/proc/self/fd` names opened files (Linux, unless a permission model hides it). */
let procFds: boolean | undefined;

/**
 * The real path of the file open as `fd` (opened from `absolute`, in the folder whose real path
 * is `realRoot`).
 */
function openedPath(fd: number, absolute: string, realRoot: string): string {
  if (procFds !== false) {
    try {
      const real = readlinkSync(`/proc/self/fd/${String(fd)}`);
      procFds = true;
      return real;
    } catch {
      procFds = false;
    }
  }
  // Elsewhere (or under Node's permission model, which hides /proc): the real path now, which
  // must still be the file that was opened. A path outside is refused without looking at it.
  const real = realpathSync.native(absolute);
  if (!isInside(realRoot, real)) return real;
  const opened = fstatSync(fd);
  const named = statSync(real);
  if (opened.ino !== named.ino || opened.dev !== named.dev) {
    throw Object.assign(new Error(`${absolute} changed while it was opened`), { code: 'EAGAIN' });
  }
  return real;
}

/** The absolute and relative (native separators) forms of `file` in `root`. */
function place(root: string, file: string): { absolute: string; relative: string } {
  const absolute = path.resolve(root, file);
  return { absolute, relative: path.relative(path.resolve(root), absolute) };
}

/**
 * Refuses `file` of `root` unless `real`, the real path of what was (or will be) opened for
 * it, is really inside. Most files are reached through no link: their real path is the
 * folder's and `file`, which a string comparison confirms before any path arithmetic.
 */
function checkReal(root: string, file: string, real: string, realRoot = realFolder(root)): void {
  if (real === `${realRoot}${path.sep}${file}`) return;
  if (!isReadableInside(realRoot, real, place(root, file).relative)) refuse(root, file);
}

/**
 * {@link checkReal} for the file open as `fd` (opened from `absolute`); true when it was reached
 * through no link (its real path is the folder's and `file`).
 */
function checkOpened(root: string, file: string, absolute: string, fd: number): boolean {
  const realRoot = realFolder(root);
  const real = openedPath(fd, absolute, realRoot);
  if (real === `${realRoot}${path.sep}${file}`) return true;
  checkReal(root, file, real, realRoot);
  return false;
}

/** Throws {@link OutsideFolderError} for `file`, naming the link that leads out. */
function refuse(root: string, file: string): never {
  const { absolute, relative } = place(root, file);
  const posix = relative.split(path.sep).join('/');
  if (posix === '..' || posix.startsWith('../') || path.isAbsolute(relative)) {
    throw new OutsideFolderError(posix, undefined, absolute);
  }
  // The first link on the way whose target may not be read.
  const segments = relative.split(path.sep);
  const realRoot = realFolder(root);
  for (let count = 1; count <= segments.length; count++) {
    const prefix = segments.slice(0, count).join(path.sep);
    const at = path.join(path.resolve(root), prefix);
    const link = linkAt(at);
    if (link === undefined) continue;
    const real = realpathOrUndefined(at);
    if (real === undefined || !isReadableInside(realRoot, real, prefix)) {
      const hidden = real !== undefined && isInside(realRoot, real);
      throw new OutsideFolderError(posix, prefix.split(path.sep).join('/'), link, hidden);
    }
  }
  throw new OutsideFolderError(posix, posix, absolute);
}

/** What the link at `absolute` says, or undefined when it is no link. */
function linkAt(absolute: string): string | undefined {
  try {
    return lstatSync(absolute).isSymbolicLink() ? readlinkSync(absolute) : undefined;
  } catch {
    return undefined;
  }
}

function realpathOrUndefined(absolute: string): string | undefined {
  try {
    return realpathSync.native(absolute);
  } catch {
    return undefined;
  }
}

function notAFile(absolute: string, isDirectory: boolean): Error {
  const code = isDirectory ? 'EISDIR' : 'EINVAL';
  return Object.assign(new Error(`${code}: not a regular file, ${absolute}`), {
    code,
    path: absolute,
  });
}

/**
 * Reads the file `file` (relative to the folder `root`, or absolute), refusing with
 * {@link OutsideFolderError} when it is not really inside. Other failures throw as `readFile`.
 */
export function readInsideSync(root: string, file: string): Buffer {
  return withOpenedInside(root, file, (fd, size) => readAll(fd, size));
}

/** What {@link readHeadInsideSync} tells of the file it read besides its bytes. */
export interface OpenedFile {
  /** The opened file's stat, taken before it was read. */
  info: Stats;
  /** It was reached through no symbolic link. */
  direct: boolean;
}

/**
 * Opens `file` of `root`, checks it is a regular file really inside, and hands its descriptor
 * and size to `read`; closes it whatever happens.
 */
function withOpenedInside<T>(
  root: string,
  file: string,
  read: (fd: number, size: number, opened: OpenedFile) => T,
): T {
  const absolute = path.isAbsolute(file) ? file : path.join(root, file);
  const fd = openSync(absolute, READ_FLAGS);
  try {
    const direct = checkOpened(root, file, absolute, fd);
    const info = fstatSync(fd);
    if (!info.isFile()) throw notAFile(absolute, info.isDirectory());
    return read(fd, info.size, { info, direct });
  } finally {
    closeSync(fd);
  }
}

/** The bytes of the open regular file `fd`, `size` long (read to its end when that says 0). */
function readAll(fd: number, size: number): Buffer {
  if (size > 0) {
    const buffer = Buffer.allocUnsafe(size);
    let length = 0;
    while (length < size) {
      const read = readSync(fd, buffer, length, size - length, length);
      if (read === 0) break;
      length += read;
    }
    return buffer.subarray(0, length);
  }
  const chunks: Buffer[] = [];
  for (;;) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const read = readSync(fd, chunk, 0, chunk.length, null);
    if (read === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, read));
  }
}

/**
 * Reads the first bytes of `file` of `root` into `into` (as many as fit), with
 * {@link readInsideSync}'s checks: for callers that need only the top of a file (a page's
 * frontmatter). Returns how many bytes were read and the file's whole size.
 */
export function readHeadInsideSync(
  root: string,
  file: string,
  into: Buffer,
): { length: number; size: number } & OpenedFile {
  return withOpenedInside(root, file, (fd, size, opened) => {
    let length = 0;
    while (length < into.length) {
      const read = readSync(fd, into, length, into.length - length, length);
      if (read === 0) break;
      length += read;
    }
    return { length, size, ...opened };
  });
}

/** {@link readInsideSync} as UTF-8 text (decoded by Node's own fast path for UTF-8 files). */
export function readTextInsideSync(root: string, file: string): string {
  return withOpenedInside(root, file, (fd) => readFileSync(fd, 'utf8'));
}

/**
 * Opens the regular file `file` of the folder `root` for reading, refusing with
 * {@link OutsideFolderError} when it is not really inside. The caller closes the handle.
 */
export async function openInside(root: string, file: string): Promise<FileHandle> {
  const absolute = path.isAbsolute(file) ? file : path.join(root, file);
  const handle = await open(absolute, READ_FLAGS);
  try {
    checkOpened(root, file, absolute, handle.fd);
    const info = await handle.stat();
    if (!info.isFile()) throw notAFile(absolute, info.isDirectory());
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** {@link readInsideSync}, through the thread pool. */
export async function readInside(root: string, file: string): Promise<Buffer> {
  const handle = await openInside(root, file);
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** {@link readInside} as UTF-8 text. */
export async function readTextInside(root: string, file: string): Promise<string> {
  return (await readInside(root, file)).toString('utf8');
}

/**
 * The real path of `file` in the folder `root` (links resolved), refusing with
 * {@link OutsideFolderError} when it is not really inside; the errors of `realpath` otherwise
 * (`ENOENT` when it does not exist). For paths that are not read here (copied, served, built).
 */
export function realPathInside(root: string, file: string): string {
  const absolute = path.isAbsolute(file) ? file : path.join(root, file);
  const real = realpathSync.native(absolute);
  if (real === realFolder(root) && place(root, file).relative === '') return real;
  checkReal(root, file, real);
  return real;
}
