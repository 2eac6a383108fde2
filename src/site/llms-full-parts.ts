/**
 * The list of llms-full.txt's parts kept beside it (`llms-full.json`): for each page's part, the
 * page's route, the key that fixes the part's text (its `.md` file's hash), where the part lies
 * in the file, and the `.md` file's size. The next build copies an unchanged page's part from
 * the last llms-full.txt by byte range instead of reading the page's `.md` file again: on a
 * one-page rebuild of a 10,000-page site, one `.md` file is read instead of 10,000.
 *
 * The list lives in the build cache, which a repository may ship, so it is input: a list of any
 * other shape, made for other settings (`context`), or naming a file other than the one in place
 * is ignored whole, and every page's part is made again.
 *
 * @module
 */
import {
  closeSync,
  fstatSync,
  openSync,
  read,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';

export const LLMS_PARTS_FILE = 'llms-full.json';

const readAt = promisify(read);

const FORMAT = 1;

/** A page's part of llms-full.txt: where it lies in the file, and what fixes its text. */
export interface LlmsPart {
  route: string;
  /** Fixes the part's text along with the route and the list's context: the `.md` file's hash. */
  key: string;
  /** Bytes from the start of llms-full.txt. */
  offset: number;
  /** Its length in bytes, with the line break before it. */
  length: number;
  /** The size of the page's `.md` file, so the site can list it without reading it. */
  markdownBytes: number;
}

/**
 * The file a list describes, as `stat` gave it once written: a list written before a build
 * that stopped between replacing the file and replacing the list names another file.
 */
interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

interface PartsFile {
  format: typeof FORMAT;
  context: string;
  file: FileStamp;
  /** `[route, key, offset, length, markdownBytes]`, in file order. */
  parts: [string, string, number, number, number][];
}

/** The parts of the last llms-full.txt, readable by byte range until `close`. */
export class KeptLlmsParts {
  readonly #descriptor: number;
  readonly #parts: ReadonlyMap<string, LlmsPart>;

  private constructor(descriptor: number, parts: ReadonlyMap<string, LlmsPart>) {
    this.#descriptor = descriptor;
    this.#parts = parts;
  }

  /**
   * The parts of `file` (llms-full.txt) listed in `folder`, when the list is of this `context`
   * and names the file in place; else undefined.
   */
  static open(folder: string, file: string, context: string): KeptLlmsParts | undefined {
    let list: unknown;
    try {
      list = JSON.parse(readFileSync(path.join(folder, LLMS_PARTS_FILE), 'utf8'));
    } catch {
      return undefined; // No list yet, or one that cannot be read.
    }
    if (!isPartsFile(list, context)) return undefined;
    let descriptor: number;
    try {
      descriptor = openSync(file, 'r');
    } catch {
      return undefined;
    }
    const { size, mtimeMs, ino } = fstatSync(descriptor);
    const stamp = list.file;
    if (size !== stamp.size || mtimeMs !== stamp.mtimeMs || ino !== stamp.ino) {
      closeSync(descriptor);
      return undefined;
    }
    const parts = new Map<string, LlmsPart>();
    for (const [route, key, offset, length, markdownBytes] of list.parts) {
      if (offset + length > size) {
        closeSync(descriptor);
        return undefined;
      }
      parts.set(route, { route, key, offset, length, markdownBytes });
    }
    return new KeptLlmsParts(descriptor, parts);
  }

  /** The part of `route` when it was made from the same `key`, else undefined. */
  find(route: string, key: string): LlmsPart | undefined {
    const part = this.#parts.get(route);
    return part?.key === key ? part : undefined;
  }

  /**
   * Reads `length` bytes from `offset` of the file into the start of `into`; false if the file
   * ends before (it was cut short meanwhile).
   */
  async read(offset: number, length: number, into: Buffer): Promise<boolean> {
    let done = 0;
    while (done < length) {
      const { bytesRead } = await readAt(
        this.#descriptor,
        into,
        done,
        length - done,
        offset + done,
      );
      if (bytesRead === 0) return false;
      done += bytesRead;
    }
    return true;
  }

  close(): void {
    closeSync(this.#descriptor);
  }
}

/** Forgets the list in `folder`, before the file it names is replaced. */
export function dropLlmsParts(folder: string): void {
  rmSync(path.join(folder, LLMS_PARTS_FILE), { force: true });
}

/** Keeps the list of `parts` of `file` (just written, in `folder`) for the next build. */
export function keepLlmsParts(
  folder: string,
  file: string,
  context: string,
  parts: readonly LlmsPart[],
): void {
  const { size, mtimeMs, ino } = statSync(file);
  const list: PartsFile = {
    format: FORMAT,
    context,
    file: { size, mtimeMs, ino },
    parts: parts.map((part) => [
      part.route,
      part.key,
      part.offset,
      part.length,
      part.markdownBytes,
    ]),
  };
  const target = path.join(folder, LLMS_PARTS_FILE);
  const temporary = `${target}.${String(process.pid)}-${String(threadId)}.tmp`;
  writeFileSync(temporary, JSON.stringify(list));
  renameSync(temporary, target);
}

/** Whether `data` is a list of this format and `context`, each part a well-formed range. */
function isPartsFile(data: unknown, context: string): data is PartsFile {
  if (typeof data !== 'object' || data === null) return false;
  const list = data as Record<string, unknown>;
  const file = list['file'] as Record<string, unknown> | null | undefined;
  const count = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
  return (
    list['format'] === FORMAT &&
    list['context'] === context &&
    typeof file === 'object' &&
    file !== null &&
    count(file['size']) &&
    typeof file['mtimeMs'] === 'number' &&
    typeof file['ino'] === 'number' &&
    Array.isArray(list['parts']) &&
    list['parts'].every(
      (part: unknown) =>
        Array.isArray(part) &&
        part.length === 5 &&
        typeof part[0] === 'string' &&
        typeof part[1] === 'string' &&
        count(part[2]) &&
        count(part[3]) &&
        count(part[4]),
    )
  );
}
