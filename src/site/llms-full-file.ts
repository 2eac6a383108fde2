/**
 * llms-full.txt as the build writes it: every listed page's Markdown, which for a large site is
 * as large as all its pages' text (about 100 MB for 25,000 pages). The building thread appends
 * each page's part to a file as it reads the page's `.md` text, in page order, and hashes it as
 * it goes, so it never holds the whole text; the file is then linked into the site like a page.
 * Without a folder to write in, the parts are joined in memory instead.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { SiteOutput } from './site-output.ts';

export const LLMS_FULL_FILE = 'llms-full.txt';

export class LlmsFullFile {
  readonly #file: string | undefined;
  readonly #temporary: string | undefined;
  readonly #descriptor: number | undefined;
  readonly #hash = createHash('sha256');
  /** The parts, when there is no file. */
  readonly #parts: string[] = [];
  #bytes = 0;

  /**
   * Starts the file with `start` (see `llmsFullStart`). `folder` is where it is written (as
   * `llms-full.txt`, replacing an earlier one only when finished): the folder of the pages'
   * stored HTML (the build cache's, or the staging folder's pages folder), never the site's
   * output folder, as the site links the file.
   */
  constructor(folder: string | undefined, start: string) {
    if (folder !== undefined) {
      this.#file = path.join(folder, LLMS_FULL_FILE);
      this.#temporary = `${this.#file}.${String(process.pid)}-${String(threadId)}.tmp`;
      try {
        this.#descriptor = openSync(this.#temporary, 'w');
      } catch {
        // A folder that cannot be written: the text is kept in memory.
      }
    }
    this.#write(start);
  }

  /** Adds a page's part (see `llmsFullPart`). */
  append(part: string): void {
    this.#write(`\n${part}`);
  }

  /** Closes the file and adds it to `output` as the site's llms-full.txt. */
  addTo(output: SiteOutput): void {
    if (this.#descriptor === undefined || !this.#file || !this.#temporary) {
      output.text(LLMS_FULL_FILE, this.#parts.join(''));
      return;
    }
    closeSync(this.#descriptor);
    // Renamed, not rewritten: an earlier site linked the file this replaces.
    renameSync(this.#temporary, this.#file);
    const hash = this.#hash.digest('hex').slice(0, 20);
    output.cached(LLMS_FULL_FILE, this.#file, hash, this.#bytes);
  }

  #write(text: string): void {
    if (this.#descriptor === undefined) {
      this.#parts.push(text);
      return;
    }
    const bytes = Buffer.from(text);
    this.#hash.update(bytes);
    this.#bytes += bytes.length;
    let written = 0;
    while (written < bytes.length) {
      written += writeSync(this.#descriptor, bytes, written);
    }
  }
}
