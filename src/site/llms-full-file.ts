/**
 * llms-full.txt as the build writes it: every listed page's Markdown, which for a large site is
 * as large as all its pages' text (about 100 MB for 25,000 pages). The building thread appends
 * each page's part to a file as it reads the page's `.md` text, in page order, and hashes it as
 * it goes, so it never holds the whole text; the file is then linked into the site like a page.
 * Without a folder to write in, the parts are joined in memory instead.
 *
 * Beside the file, a list of its parts is kept (`llms-full-parts.ts`): the next build copies an
 * unchanged page's part from this file instead of reading the page's `.md` text again.
 *
 * The file's fingerprint (how the next build tells whether the site's copy changed) hashes what
 * fixes each part's text rather than its bytes: a keyed part (see `reuse`) adds its route and
 * key, any other text adds its bytes, and the context comes first. The same parts give the same
 * fingerprint however the file was made, and a one-page rebuild hashes kilobytes instead of the
 * whole file (a third of a second for crewAI's 216 MB).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { dropLlmsParts, keepLlmsParts, KeptLlmsParts } from './llms-full-parts.ts';
import type { LlmsPart } from './llms-full-parts.ts';
import type { SiteOutput } from './site-output.ts';

export const LLMS_FULL_FILE = 'llms-full.txt';

/** The most bytes of the earlier file read at once. */
const COPY_CHUNK = 1 << 20;

export class LlmsFullFile {
  readonly #folder: string | undefined;
  readonly #file: string | undefined;
  readonly #temporary: string | undefined;
  readonly #descriptor: number | undefined;
  readonly #hash = createHash('sha256');
  /** The parts, when there is no file. */
  readonly #parts: string[] = [];
  /** The length of the file, with the run still to copy. */
  #bytes = 0;
  /** What fixes a part's text besides its key and route (see `KeptLlmsParts.open`). */
  readonly #context: string;
  /** The last build's parts, while this file is written. */
  readonly #kept: KeptLlmsParts | undefined;
  /** This file's parts with a key, for the next build. */
  readonly #listed: LlmsPart[] = [];
  /**
   * The runs of the earlier file to copy into this one: parts that follow each other there are
   * one run, as a page added or changed breaks a run only where it lies. New text is written
   * at once, each run later at its place (see `addTo`).
   */
  readonly #runs: CopyRun[] = [];

  /**
   * Starts the file with `start` (see `llmsFullStart`). `folder` is where it is written (as
   * `llms-full.txt`, replacing an earlier one only when finished): the folder of the pages'
   * stored HTML (the build cache's, or the staging folder's pages folder), never the site's
   * output folder, as the site links the file. `context` is what a page's part depends on
   * besides its key and route (the settings and code that make it): parts of the earlier file
   * made in the same context are copied from it (see `reuse`).
   */
  constructor(folder: string | undefined, start: string, context = '') {
    this.#context = context;
    this.#hash.update(`context ${context}\0`);
    if (folder !== undefined) {
      this.#folder = folder;
      this.#file = path.join(folder, LLMS_FULL_FILE);
      this.#temporary = `${this.#file}.${String(process.pid)}-${String(threadId)}.tmp`;
      try {
        this.#descriptor = openSync(this.#temporary, 'w');
      } catch {
        // A folder that cannot be written: the text is kept in memory.
      }
      if (this.#descriptor !== undefined) {
        this.#kept = KeptLlmsParts.open(folder, this.#file, context);
      }
    }
    this.#add(start);
  }

  /**
   * Adds the part of `route` the earlier file had, when it was made from the same `key` (the
   * page's `.md` file's hash), and gives the size of that `.md` file; else adds nothing and gives
   * undefined, and the part is to be made (see `append`).
   */
  reuse(route: string, key: string): number | undefined {
    const part = this.#kept?.find(route, key);
    if (part === undefined) return undefined;
    this.#hashKey(route, key);
    this.#listed.push({ ...part, offset: this.#bytes });
    const last = this.#runs.at(-1);
    if (last && last.from + last.length === part.offset && last.to + last.length === this.#bytes) {
      last.length += part.length;
    } else {
      this.#runs.push({ from: part.offset, to: this.#bytes, length: part.length });
    }
    this.#bytes += part.length;
    return part.markdownBytes;
  }

  /**
   * Adds a page's part (see `llmsFullPart`). With `listed` (the page's route, the key that fixes
   * the part's text, and the size of its `.md` file), a later build may copy it (see `reuse`).
   */
  append(part: string, listed?: { route: string; key: string; markdownBytes: number }): void {
    if (listed !== undefined) this.#hashKey(listed.route, listed.key);
    const bytes = this.#add(`\n${part}`, listed === undefined);
    if (listed !== undefined && bytes !== undefined) {
      this.#listed.push({ ...listed, offset: this.#bytes - bytes, length: bytes });
    }
  }

  /**
   * Copies the runs of the earlier file, closes the file and adds it to `output` as the site's
   * llms-full.txt. The copies go through Node's thread pool, so the building thread goes on
   * meanwhile (on a one-page rebuild of crewAI, 200 MB read and written again).
   */
  async addTo(output: SiteOutput): Promise<void> {
    try {
      if (this.#descriptor !== undefined && this.#kept) {
        await copyRuns(this.#kept, this.#descriptor, this.#runs, this.#folder ?? '');
      }
    } finally {
      this.#kept?.close();
    }
    if (this.#descriptor === undefined || !this.#folder || !this.#file || !this.#temporary) {
      output.text(LLMS_FULL_FILE, this.#parts.join(''));
      return;
    }
    closeSync(this.#descriptor);
    dropLlmsParts(this.#folder);
    // Renamed, not rewritten: an earlier site linked the file this replaces. Removed first:
    // renamed over an existing file, ext4 writes the new file's data out at once (its
    // `auto_da_alloc`), about 90 ms of a one-page rebuild of crewAI's 204 MB file.
    rmSync(this.#file, { force: true });
    renameSync(this.#temporary, this.#file);
    try {
      keepLlmsParts(this.#folder, this.#file, this.#context, this.#listed);
    } catch {
      // Without the list, the next build makes every part again.
    }
    const hash = this.#hash.digest('hex').slice(0, 20);
    output.cached(LLMS_FULL_FILE, this.#file, hash, this.#bytes);
  }

  /** Adds a keyed part to the fingerprint (see the module's description). */
  #hashKey(route: string, key: string): void {
    this.#hash.update(`part ${JSON.stringify([route, key])}\0`);
  }

  /**
   * Adds `text`, giving its length in bytes when written to the file; `hashed` when its bytes go
   * into the fingerprint (text no key fixes).
   */
  #add(text: string, hashed = true): number | undefined {
    if (this.#descriptor === undefined) {
      this.#parts.push(text);
      return undefined;
    }
    const bytes = Buffer.from(text);
    if (hashed) {
      this.#hash.update(`text ${String(bytes.length)}\0`);
      this.#hash.update(bytes);
    }
    let written = 0;
    while (written < bytes.length) {
      written += writeSync(
        this.#descriptor,
        bytes,
        written,
        bytes.length - written,
        this.#bytes + written,
      );
    }
    this.#bytes += bytes.length;
    return bytes.length;
  }
}

/** `length` bytes of the earlier file from `from`, to go at `to` in the new one. */
interface CopyRun {
  from: number;
  to: number;
  length: number;
}

const writeAt = promisify(write);

/** Copies `runs` of `kept` into the file `descriptor`, a chunk at a time. */
async function copyRuns(
  kept: KeptLlmsParts,
  descriptor: number,
  runs: readonly CopyRun[],
  folder: string,
): Promise<void> {
  const longest = runs.reduce((most, run) => Math.max(most, run.length), 0);
  const buffer = Buffer.allocUnsafe(Math.min(longest, COPY_CHUNK));
  for (const run of runs) {
    for (let done = 0; done < run.length;) {
      const length = Math.min(buffer.length, run.length - done);
      if (!(await kept.read(run.from + done, length, buffer))) {
        throw new Error(
          `${LLMS_FULL_FILE} in ${folder} was cut short while this build read it: build again.`,
        );
      }
      let written = 0;
      while (written < length) {
        const { bytesWritten } = await writeAt(
          descriptor,
          buffer,
          written,
          length - written,
          run.to + done + written,
        );
        written += bytesWritten;
      }
      done += length;
    }
  }
}
