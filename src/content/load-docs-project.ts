/**
 * Everything Folio knows about a docs folder before rendering: docs.json, the files, page
 * frontmatter, the OpenAPI specs, and the resolved navigation, with every diagnostic found.
 * `folio validate`, builds, the dev server and the agent all start here.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { LanguageRegistration } from 'shiki';
import { codeBlockSettingsOf, loadConfig, sortByPosition } from '../config/index.ts';
import type { LoadedConfig } from '../config/index.ts';
import { collectOpenApiSources, isPageFile, resolveNavigation } from '../navigation/index.ts';
import { readCustomGrammars } from './code/custom-grammars.ts';
import { repositoryFilesNamed } from './repository-files.ts';
import { thumbnailFiles } from './thumbnail-files.ts';
import { missingConfigImages } from './config-images.ts';
import type { NavigationTree, PageMeta, SpecIndex } from '../navigation/index.ts';
import {
  FolioError,
  OutsideFolderError,
  openCacheStore,
  outsideFolderDiagnostic,
  outsideLinkDiagnostic,
  projectCacheRoot,
} from '../shared/index.ts';
import type { CacheStore, Diagnostic } from '../shared/index.ts';
import type { SpecSummaryCache } from '../openapi/index.ts';
import { pageDates } from './page-dates.ts';
import { parseFrontmatter } from './frontmatter.ts';
import type { Frontmatter } from './frontmatter.ts';
import type { PageDigest } from './page-head-cache.ts';
import { pageReader } from './page-reader.ts';
import type { PageHeads } from './read-heads-ahead.ts';
import { pageMetaOf } from './page-meta.ts';
import { asyncSpecsNamed, specsNamedByPages } from './page-spec-sources.ts';
import { scanDocsFolder } from './scan-docs-folder.ts';
import type { ScannedFolder } from './scan-docs-folder.ts';

export interface DocsProject {
  root: string;
  /**
   * The root of this project's cache store (see `src/shared/cache-store.ts`): the docs folder's
   * `.folio/cache` unless the caller named another. Whether a cache is used is the caller's
   * choice; this says where.
   */
  cacheDir: string;
  loaded: LoadedConfig;
  /** Files of the folder (relative POSIX paths), after ignore rules. */
  files: string[];
  /** Frontmatter of every page file. */
  frontmatter: Map<string, Frontmatter>;
  /**
   * Text of every page file as it was read for its frontmatter, so a build reads each page once.
   * (The dev server reads pages again when it renders them: they change while it runs.)
   */
  pageSources: Map<string, string>;
  /**
   * The digest of every page file's text, in place of its text, when the caller asked for
   * digests (see {@link LoadProjectOptions.digest}).
   */
  pageDigests?: Map<string, PageDigest> | undefined;
  specs: Map<string, SpecIndex>;
  /**
   * Text of the remote specs fetched while loading (by URL), so rendering, here or on other
   * threads, never fetches them again (see `remoteCacheFrom`).
   */
  remoteSpecs: Map<string, string>;
  /**
   * When each page file last changed (ms since the epoch; see `page-dates.ts`), read only when
   * docs.json's `metadata.timestamp` or a page's `timestamp: true` shows it.
   */
  pageDates?: Map<string, number> | undefined;
  /** Undefined when docs.json has errors. */
  navigation: NavigationTree | undefined;
  /** Every diagnostic, in file order. */
  diagnostics: Diagnostic[];
  /** docs.json `styling.codeblocks.languages.custom`: the grammars that could be read. */
  customGrammars?: LanguageRegistration[] | undefined;
}

/**
 * The journal a `folio migrate-mdx` run keeps while it works (OpenAPI's `JOURNAL_FILE`, named
 * here so folders without specs need not load OpenAPI's code to look for it).
 */
export const MIGRATION_JOURNAL = '.folio-migrate-journal.json';

/** Whether `file` may be an OpenAPI spec: JSON or YAML, other than docs.json and mint.json. */
function mayBeSpec(file: string): boolean {
  return /\.(json|ya?ml)$/i.test(file) && !/(^|\/)(docs|mint)\.json$/i.test(file);
}

/**
 * Page files read in one go before other work gets a turn. Small files are read several times
 * faster with synchronous calls than through the thread pool (one round trip per open, stat,
 * read and close), and a slice of them blocks for a few milliseconds only.
 */
const READ_SLICE = 200;

/** Options of {@link loadDocsProject}. */
export interface LoadProjectOptions {
  /**
   * The listing of the folder when the caller started it with {@link scanProjectFolder} (of the
   * same `root`), to act on the file list before the project is loaded: a build starts its
   * render threads from it while the project loads. Listed here when not given.
   */
  scanned?: Promise<ScannedFolder> | undefined;
  /**
   * Keep the result of validating docs.json in the cache folder and take it from there while
   * docs.json is unchanged (builds and the dev server).
   */
  cache?: boolean | undefined;
  /**
   * The root of the project's cache store (default: the docs folder's, see
   * `src/shared/cache-store.ts`).
   */
  cacheDir?: string | undefined;
  /** How remote OpenAPI specs are fetched (default: the global `fetch`). */
  fetch?: typeof fetch | undefined;
  /**
   * Read only the frontmatter of each page and keep no page text (`pageSources` stays empty),
   * for callers that read a page again when they render or check it (the dev server,
   * `folio validate`).
   */
  frontmatterOnly?: boolean | undefined;
  /**
   * Keep each page's digest made by this (`pageDigests`) instead of its text (`pageSources`
   * stays empty): a build, whose render threads read the pages they render. With `cache`, the
   * frontmatter and digest of a page whose file is unchanged since the last run come from the
   * heads cache, and the file is not read.
   */
  digest?: ((text: string) => PageDigest) | undefined;
  /**
   * With `frontmatterOnly`: the pages' heads, when the caller started reading them with
   * `readHeadsAhead` (of the same `root`, whose listing is `scanned`); called when the pages are
   * to be read. Resolves undefined when that failed, and the pages are then read here.
   */
  heads?: (() => Promise<PageHeads | undefined>) | undefined;
}

export async function loadDocsProject(
  root: string,
  options: LoadProjectOptions = {},
): Promise<DocsProject> {
  const absoluteRoot = path.resolve(root);
  const scanning = options.scanned ?? scanProjectFolder(absoluteRoot);
  const cacheDir = path.resolve(options.cacheDir ?? projectCacheRoot(absoluteRoot));
  // Opened (its layout checked) before anything reads it, render workers included.
  const store = options.cache === true ? openCacheStore(cacheDir) : undefined;
  const [loaded, scanned] = await Promise.all([
    loadConfig(absoluteRoot, { cacheFolder: store?.folder('config') }),
    scanning,
  ]);
  let files = scanned.files;
  const leftOut = scanned.outside.map((link) => link.file);
  const frontmatter = new Map<string, Frontmatter>();
  const pageSources = new Map<string, string>();
  const { digest } = options;
  const pageDigests = digest ? new Map<string, PageDigest>() : undefined;
  const headsOnly = options.frontmatterOnly === true || digest !== undefined;
  const specs = new Map<string, SpecIndex>();
  const diagnostics = [...loaded.diagnostics];
  // Each link once: docs.json (or a file it includes) read through a link is reported by the
  // config loader already.
  const reported = new Set(
    loaded.diagnostics.flatMap((item) =>
      item.code === 'link-outside-folder' ? [item.message] : [],
    ),
  );
  for (const link of scanned.outside) {
    const diagnostic = outsideLinkDiagnostic(link.file, link.target, link.hidden);
    if (!reported.has(diagnostic.message)) diagnostics.push(diagnostic);
  }
  const empty: DocsProject = {
    root: absoluteRoot,
    cacheDir,
    loaded,
    files,
    frontmatter,
    pageSources,
    pageDigests,
    specs,
    remoteSpecs: new Map(),
    navigation: undefined,
    diagnostics,
  };
  const { config } = loaded;
  if (existsSync(path.join(absoluteRoot, MIGRATION_JOURNAL))) {
    diagnostics.push(unfinishedMigration());
  }
  if (!config) return empty;
  const custom = codeBlockSettingsOf(config).customLanguages;
  if (custom.length > 0) {
    const read = readCustomGrammars(absoluteRoot, custom, loaded.locate);
    empty.customGrammars = read.grammars;
    diagnostics.push(...read.diagnostics);
  }
  // Only the warnings here: each renderer reads the files it draws with (see og-image-input.ts).
  if (config.thumbnails !== undefined)
    diagnostics.push(...thumbnailFiles(absoluteRoot, config, loaded.locate).diagnostics);
  const listedPages = repositoryFilesNamed(config.navigation, scanned.setAside);
  if (listedPages.length > 0) files = empty.files = [...files, ...listedPages].sort();

  const named = collectOpenApiSources(config);
  const pageFiles = files.filter((file) => isPageFile(file) && !file.startsWith('snippets/'));
  // Started now (git runs while pages are read) when docs.json shows dates on every page.
  const datesEarly =
    config.metadata?.timestamp === true ? pageDates(absoluteRoot, pageFiles) : undefined;
  // Pages of many versions often share their frontmatter: one parse for a head seen before
  // (unless it has diagnostics, which name their page).
  const parsedHeads = new Map<string, Frontmatter>();
  const take = (file: string, text: string): void => {
    if (!headsOnly) {
      pageSources.set(file, text);
      frontmatter.set(file, parseFrontmatter(text, file));
      return;
    }
    let parsed = parsedHeads.get(text);
    if (!parsed) {
      parsed = parseFrontmatter(text, file);
      if (parsed.diagnostics.length === 0) parsedHeads.set(text, parsed);
    }
    frontmatter.set(file, parsed);
  };
  const refuse = (error: OutsideFolderError): void => {
    diagnostics.push(outsideFolderDiagnostic(error));
    leftOut.push(error.file);
  };
  const [loadedSpecs] = await Promise.all([
    loadSpecs(absoluteRoot, files, named, options.fetch, store),
    // The specs load while the heads read ahead are awaited.
    pageReader({ ...options, store, pageDigests }).then(async (reader) => {
      await readPages(absoluteRoot, pageFiles, reader.read, take, refuse);
      reader.save();
    }),
  ]);
  if (leftOut.length > scanned.outside.length) {
    const refused = new Set(leftOut);
    files = files.filter((file) => !refused.has(file));
    empty.files = files;
  }
  const { discovered } = loadedSpecs;
  for (const [key, spec] of loadedSpecs.specs) specs.set(key, spec);
  const pageSpecs = specsNamedByPages(frontmatter, files, specs.keys());
  if (pageSpecs.length > 0) {
    const { loadSpecIndex } = await import('../openapi/index.ts');
    const loaded = await loadSpecIndex(absoluteRoot, pageSpecs, {
      summaries: loadedSpecs.summaries,
    });
    for (const [key, spec] of loaded) specs.set(key, spec);
  }
  loadedSpecs.summaries?.save();
  for (const [url, text] of loadedSpecs.remoteSpecs) empty.remoteSpecs.set(url, text);
  // AsyncAPI's code loads only for a folder that names an AsyncAPI spec.
  const asyncSources = asyncSpecsNamed(config, frontmatter, files);
  const asyncSpecs =
    asyncSources.length > 0
      ? await (await import('../asyncapi/index.ts')).loadAsyncSpecIndex(absoluteRoot, asyncSources)
      : undefined;

  // By frontmatter: pages that share theirs share their meta too.
  const metaCache = new Map<Frontmatter, PageMeta>();
  const navigation = resolveNavigation({
    config,
    files,
    leftOut,
    pageMeta: (file) => {
      const data = frontmatter.get(file);
      if (!data) return undefined;
      let meta = metaCache.get(data);
      if (!meta) metaCache.set(data, (meta = pageMetaOf(data)));
      return meta;
    },
    specs,
    asyncSpecs,
    discoveredSpecs: named.length ? [] : discovered.filter((file) => specs.get(file)?.operations),
    locate: loaded.locate,
  });
  for (const data of frontmatter.values()) diagnostics.push(...data.diagnostics);
  empty.pageDates = await (datesEarly ??
    ([...frontmatter.values()].some((data) => data.data['timestamp'] === true)
      ? pageDates(absoluteRoot, pageFiles)
      : undefined));
  diagnostics.push(...navigation.diagnostics);
  diagnostics.push(...missingConfigImages(config, files, loaded.locate));
  return { ...empty, navigation, diagnostics: sortByPosition(diagnostics) };
}

/** The OpenAPI specs of a project (see {@link loadSpecs}). */
interface LoadedSpecs {
  specs: Map<string, SpecIndex>;
  /** Spec files found among the folder's files by their content. */
  discovered: string[];
  /** Text of the remote specs fetched, by URL. */
  remoteSpecs: Map<string, string>;
  /** The summaries kept between runs, when the project has a cache store. */
  summaries?: SpecSummaryCache | undefined;
}

/**
 * The specs named in docs.json and those found among `files`; OpenAPI's code loads only for a
 * folder that names a spec or has a file that may be one. With `store`, specs whose text an
 * earlier run summarised are not parsed again (see `spec-summary-cache.ts`).
 */
async function loadSpecs(
  root: string,
  files: readonly string[],
  named: readonly string[],
  fetchFunction: typeof fetch | undefined,
  store: CacheStore | undefined,
): Promise<LoadedSpecs> {
  const remoteSpecs = new Map<string, string>();
  if (named.length === 0 && !files.some(mayBeSpec)) {
    return { specs: new Map(), discovered: [], remoteSpecs };
  }
  const { createRemoteCache, discoverSpecFiles, loadSpecIndex, SpecSummaryCache } =
    await import('../openapi/index.ts');
  const [discovered, summaries] = await Promise.all([
    discoverSpecFiles(root, files),
    store && SpecSummaryCache.open(store),
  ]);
  const remoteCache = createRemoteCache();
  const specs = await loadSpecIndex(root, [...named, ...discovered], {
    remoteCache,
    fetch: fetchFunction,
    summaries,
  });
  for (const [url, read] of remoteCache) {
    const result = await read;
    if (result.ok) remoteSpecs.set(url, result.text);
  }
  return { specs, discovered, remoteSpecs, summaries };
}

/**
 * Reads `files` (relative to `root`) with `read` in slices, handing each text to `take`, in order. A file
 * that became a link out of the folder since it was listed is handed to `refuse`, not read.
 */
async function readPages(
  root: string,
  files: readonly string[],
  read: (root: string, file: string) => string,
  take: (file: string, text: string) => void,
  refuse: (error: OutsideFolderError) => void,
): Promise<void> {
  for (let start = 0; start < files.length; start += READ_SLICE) {
    if (start > 0) await setImmediate();
    for (const file of files.slice(start, start + READ_SLICE)) {
      let text: string;
      try {
        text = read(root, file);
      } catch (error) {
        if (!(error instanceof OutsideFolderError)) throw error;
        refuse(error);
        continue;
      }
      take(file, text);
    }
  }
}

/**
 * Lists the docs folder `root` as {@link loadDocsProject} does, or stops with a diagnostic when
 * it cannot be read.
 */
export async function scanProjectFolder(root: string): Promise<ScannedFolder> {
  try {
    return await scanDocsFolder(path.resolve(root));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    const where = (error as NodeJS.ErrnoException).path ?? root;
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'unreadable-folder',
      message: `Cannot read ${where} (${code})`,
      hint: 'Check that the folder exists and that you may read it.',
    };
    throw new FolioError(diagnostic.message, [diagnostic], { cause: error });
  }
}

/**
 * A `folio migrate-mdx` run was cut off after deciding to migrate: some files may already be
 * replaced and others not yet. migrate-mdx orders its renames so such a folder still shows the
 * same site wherever it can, so this warns rather than stops; the next migrate-mdx finishes it.
 */
function unfinishedMigration(): Diagnostic {
  return {
    severity: 'warning',
    code: 'migration-unfinished',
    message:
      'A folio migrate-mdx run was interrupted: some files may be migrated and others not yet',
    hint: 'Run `folio migrate-mdx` in this folder: it finishes the run first, checking every file before it touches it.',
    position: { file: MIGRATION_JOURNAL, line: 1, column: 1 },
  };
}
