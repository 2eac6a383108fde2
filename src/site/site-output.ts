/**
 * Writing a built site into its output folder. The build lists every file of the new site
 * (generated text, page HTML from the build cache, copies of the folder's own files) and
 * `commit()` puts them in place one of two ways:
 *
 * - **Fresh**: everything goes into a staging folder next to the output, which replaces the old
 *   output in one rename. Used for a first build, without a build cache, or when the output
 *   folder is not the one this docs folder's cache last wrote.
 * - **In place**: when the output folder still holds the previous build (its manifest carries
 *   the build id the cache recorded), only files whose content changed are written (each to a
 *   temporary file that replaces the old one), and files the new site no longer has are removed.
 *   A one-page edit then writes a handful of files instead of the whole site.
 *
 * Either way nothing is touched before every page has rendered, so a failed build leaves the
 * previous site as it was. A fresh site's folders can be made in the staging folder while the
 * pages render (`prepare`): on a busy disk, a folder per page takes longer than linking the pages.
 *
 * A build killed halfway leaves no lasting trace: staging folders of builds that no longer run
 * are removed by the next build into the same output (see `staging-folder.ts`), and an update in
 * place first forgets the record of the last output, so the build after an interrupted update
 * writes a fresh site rather than trusting a folder that is half old, half new.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, openSync, readFileSync, readSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashText } from './cached-html.ts';
import {
  inBatches,
  makeFolders,
  removeEmptyFolders,
  removeUnused,
  sitePath,
} from './output-folders.ts';
import {
  OWNER_FILE,
  claimStaging,
  releaseStaging,
  removeAbandonedStaging,
  stagingFolderOf,
  writeOwnerFile,
} from './staging-folder.ts';

/**
 * A folder in the staging folder where render threads write pages' HTML when there is no build
 * cache (see `pagesFolder`); its files are linked into the site, and it is removed before the
 * rename.
 */
const PAGES_FOLDER = '.folio-pages';

/** The manifest file, relative to the output folder; it carries the build's id. */
export const MANIFEST_FILE = '_folio/manifest.json';

type Entry =
  | { kind: 'text'; content: string }
  | { kind: 'cached'; file: string; hash: string }
  | { kind: 'copy'; file: string };

/** What the cache remembers about the output it last wrote. */
interface OutputRecord {
  outDir: string;
  buildId: string;
  /** Relative path → fingerprint (content hash, or size and mtime of a copied file). */
  files: Record<string, string>;
}

/** How `commit()` went: the mode, and how many files it wrote and removed. */
export interface OutputStats {
  inPlace: boolean;
  written: number;
  removed: number;
}

export class SiteOutput {
  readonly #outDir: string;
  readonly #recordFile: string | undefined;
  /** The output folder (absolute). */
  get outDir(): string {
    return this.#outDir;
  }
  readonly #entries = new Map<string, Entry>();
  /** Bytes of the site's pages, assets and generated files (copied files left out). */
  bytes = 0;
  /** The id written into this build's manifest. */
  readonly buildId = randomBytes(8).toString('hex');
  /** What `#previousOutput` found (read once: `prepare` and `commit` both ask). */
  #previous: { record: OutputRecord | undefined } | undefined;
  /** The folders `prepare` is making in the staging folder (relative paths), once made. */
  #prepared: Promise<Set<string> | undefined> | undefined;

  /**
   * @param outDir the output folder (absolute).
   * @param cacheFolder the build cache folder that remembers the last output, or undefined to
   *   always write a fresh site.
   */
  constructor(outDir: string, cacheFolder: string | undefined) {
    this.#outDir = outDir;
    this.#recordFile = cacheFolder && path.join(cacheFolder, 'output.json');
  }

  /**
   * Starts making the folders of `relatives` (files the site will have) in the staging folder
   * when the site will be written fresh; nothing otherwise. Call {@link SiteOutput.discard} if
   * the site is not written after all.
   */
  prepare(relatives: readonly string[]): void {
    if (this.#prepared || this.#previousOutput()) return;
    const staging = this.#staging();
    claimStaging(staging);
    this.#prepared = (async () => {
      await makeStaging(staging);
      return makeFolders(staging, relatives);
    })().catch(() => undefined);
  }

  /** Removes what `prepare` made (for a build that writes nothing). */
  async discard(): Promise<void> {
    if (!this.#prepared) return;
    await this.#prepared;
    this.#prepared = undefined;
    await rm(this.#staging(), { recursive: true, force: true });
    releaseStaging(this.#staging());
  }

  /**
   * A folder for pages' HTML files that {@link SiteOutput.cached} then names, for a fresh site
   * whose staging folder `prepare` made; undefined otherwise. It lives in the staging folder, so
   * it goes with it whatever happens to the build.
   */
  async pagesFolder(): Promise<string | undefined> {
    if (!this.#prepared || !(await this.#prepared)) return undefined;
    const folder = path.join(this.#staging(), PAGES_FOLDER);
    await mkdir(folder, { recursive: true });
    return folder;
  }

  /** Adds a generated file. */
  text(relative: string, content: string): void {
    this.#entries.set(sitePath(relative), { kind: 'text', content });
    this.bytes += Buffer.byteLength(content);
  }

  /**
   * Adds a page whose HTML is the file `file` (in the build cache or the pages folder, named by
   * its content `hash`; never modified once written).
   */
  cached(relative: string, file: string, hash: string, bytes: number): void {
    this.#entries.set(sitePath(relative), { kind: 'cached', file, hash });
    this.bytes += bytes;
  }

  /** Adds a copy of the docs folder's file `file` (absolute). */
  copy(relative: string, file: string): void {
    this.#entries.set(sitePath(relative), { kind: 'copy', file });
  }

  /**
   * Puts the site in place (see the module comment) and remembers what was written. `late`
   * settles once the last files are added (the search indexes, built on another thread): a
   * fresh site writes the others meanwhile.
   */
  async commit(late?: Promise<void>): Promise<OutputStats> {
    // Staging folders that killed builds left next to the output go meanwhile.
    const sweeping = removeAbandonedStaging(this.#outDir).catch(() => []);
    const previous = this.#previousOutput();
    let stats: OutputStats;
    let fingerprints: Map<string, string>;
    if (previous) {
      await this.discard();
      await late;
      fingerprints = await this.#fingerprints();
      stats = await this.#updateInPlace(previous, fingerprints);
    } else {
      stats = await this.#writeFresh(late);
      fingerprints = await this.#fingerprints();
    }
    await this.#remember(fingerprints);
    await sweeping;
    return stats;
  }

  async #fingerprints(): Promise<Map<string, string>> {
    const fingerprints = new Map<string, string>();
    const copies: [string, string][] = [];
    for (const [relative, entry] of this.#entries) {
      // The manifest changes every build (its build id) and is always written: not hashed.
      if (relative === MANIFEST_FILE) fingerprints.set(relative, `build ${this.buildId}`);
      else if (entry.kind === 'text') fingerprints.set(relative, hashText(entry.content));
      else if (entry.kind === 'cached') fingerprints.set(relative, entry.hash);
      else copies.push([relative, entry.file]);
    }
    await inBatches(copies, async ([relative, file]) => {
      const info = await stat(file);
      fingerprints.set(relative, `${String(info.size)}:${String(info.mtimeMs)}`);
    });
    return fingerprints;
  }

  /**
   * The record of the last output when the output folder still holds exactly that build (two
   * small files, read synchronously: nothing else waits meanwhile).
   */
  #previousOutput(): OutputRecord | undefined {
    if (this.#previous === undefined) this.#previous = { record: this.#readPreviousOutput() };
    return this.#previous.record;
  }

  #readPreviousOutput(): OutputRecord | undefined {
    if (this.#recordFile === undefined) return undefined;
    try {
      const record = JSON.parse(readFileSync(this.#recordFile, 'utf8')) as OutputRecord;
      if (record.outDir !== this.#outDir) return undefined;
      const buildId = manifestBuildId(path.join(this.#outDir, MANIFEST_FILE));
      return typeof record.buildId === 'string' && buildId === record.buildId ? record : undefined;
    } catch {
      return undefined;
    }
  }

  #staging(): string {
    return stagingFolderOf(this.#outDir);
  }

  async #writeFresh(late: Promise<void> | undefined): Promise<OutputStats> {
    const staging = this.#staging();
    claimStaging(staging);
    try {
      return await this.#writeStaging(staging, late);
    } catch (error) {
      await rm(staging, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    } finally {
      releaseStaging(staging);
    }
  }

  async #writeStaging(staging: string, late: Promise<void> | undefined): Promise<OutputStats> {
    // Folders `prepare` made already are not made again.
    let made = await this.#prepared;
    if (!made) {
      await makeStaging(staging);
      made = new Set();
    }
    const write = async (relatives: string[]): Promise<void> => {
      for (const folder of await makeFolders(staging, relatives, made)) made.add(folder);
      await inBatches(relatives, (relative) => this.#put(relative, path.join(staging, relative)));
    };
    const first = [...this.#entries.keys()];
    await write(first);
    await late;
    const known = new Set(first);
    await write([...this.#entries.keys()].filter((relative) => !known.has(relative)));
    await removeUnused(staging, made, this.#entries.keys());
    if (!this.#entries.has(OWNER_FILE)) await rm(path.join(staging, OWNER_FILE), { force: true });
    await rm(path.join(staging, PAGES_FOLDER), { recursive: true, force: true });
    await rm(this.#outDir, { recursive: true, force: true });
    await mkdir(path.dirname(this.#outDir), { recursive: true });
    await rename(staging, this.#outDir);
    return { inPlace: false, written: this.#entries.size, removed: 0 };
  }

  async #updateInPlace(
    previous: OutputRecord,
    fingerprints: Map<string, string>,
  ): Promise<OutputStats> {
    // Until the new record is written, no record says what the folder holds: an update killed
    // halfway (with files of both builds, and temporary files, in the folder) is followed by a
    // fresh site. The manifest changes every build (its build id), so it is written last.
    if (this.#recordFile !== undefined) {
      // A read-only cache folder: the record cannot be rewritten either, and the next build,
      // finding a build id other than the one recorded, writes a fresh site anyway.
      await rm(this.#recordFile, { force: true }).catch(() => undefined);
    }
    const changed = [...fingerprints]
      .filter(
        ([relative, print]) => relative !== MANIFEST_FILE && previous.files[relative] !== print,
      )
      .map(([relative]) => relative);
    const gone = Object.keys(previous.files).filter((relative) => !fingerprints.has(relative));
    await makeFolders(this.#outDir, changed);
    await inBatches(changed, async (relative) => {
      const target = path.join(this.#outDir, relative);
      const temporary = `${target}.folio-tmp`;
      await rm(temporary, { force: true });
      await this.#put(relative, temporary);
      // Removed, then renamed: renamed over an existing file, ext4 writes the new file's data
      // out at once (its `auto_da_alloc`), which for a large file just written (llms-full.txt)
      // takes longer than the rest of a one-page rebuild's writes.
      await rm(target, { force: true });
      await rename(temporary, target);
    });
    await inBatches(gone, (relative) => rm(path.join(this.#outDir, relative), { force: true }));
    await removeEmptyFolders(this.#outDir, gone);
    await this.#put(MANIFEST_FILE, path.join(this.#outDir, MANIFEST_FILE));
    return { inPlace: true, written: changed.length + 1, removed: gone.length };
  }

  /** Writes the entry `relative` at `target`. */
  async #put(relative: string, target: string): Promise<void> {
    const entry = this.#entries.get(relative);
    if (!entry) return;
    if (entry.kind === 'text') {
      await writeFile(target, entry.content);
    } else if (entry.kind === 'cached') {
      // Linked, not copied: cache files are never modified, only replaced.
      await link(entry.file, target).catch(() => copyFile(entry.file, target));
    } else {
      await copyFile(entry.file, target, constants.COPYFILE_FICLONE);
    }
  }

  async #remember(fingerprints: Map<string, string>): Promise<void> {
    if (this.#recordFile === undefined) return;
    const record: OutputRecord = {
      outDir: this.#outDir,
      buildId: this.buildId,
      files: Object.fromEntries(fingerprints),
    };
    try {
      await mkdir(path.dirname(this.#recordFile), { recursive: true });
      await writeFile(`${this.#recordFile}.tmp`, JSON.stringify(record));
      await rename(`${this.#recordFile}.tmp`, this.#recordFile);
    } catch {
      // A read-only cache folder: the next build writes a fresh site.
    }
  }
}

/**
 * The build id of the manifest `file`, read from its top, where builds write it (the whole
 * manifest lists every page: 4 MB for crewAI). Undefined when it is not there: the site is then
 * written fresh. A key in a string further on is escaped (`\"buildId\"`) and cannot match.
 */
function manifestBuildId(file: string): string | undefined {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const length = readSync(fd, head, 0, head.length, 0);
    return /"buildId"\s*:\s*"([^"\\]*)"/.exec(head.toString('utf8', 0, length))?.[1];
  } finally {
    closeSync(fd);
  }
}

/** Makes `staging` anew (a build of this process may have left it) with its owner file. */
async function makeStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await writeOwnerFile(staging);
}
