/**
 * Checks every page of a docs project as the build would render it (`folio validate`): MDX
 * syntax, page code, components (see `PageChecker`), with the diagnostics the build would report.
 *
 * Four things keep this fast on large sites. Pages with the same text are checked once: sites
 * with versions copy most pages from one version to the next (one public site has 24,803 pages
 * and 1,723 distinct texts); a text that imports a file or shows an image by a relative path is
 * checked once per folder. Large pages that share blocks with others (a changelog that each
 * version extends) are checked block by block, each shared block once (see `checkParts`). What
 * each check found is kept in the project's cache store, so the next run checks only what
 * changed. And many checks run on worker threads, all claiming them from one queue.
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import { engineHash, readInsideSync } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { hashText } from './cached-html.ts';
import { CheckCache } from './check-cache.ts';
import { CheckMemo } from './check-memo.ts';
import { checkParts, wholePart } from './check-parts.ts';
import type { PageSource } from './check-parts.ts';
import { CheckThreads } from './check-threads.ts';
import { dedupeDiagnostics } from './render-all-pages.ts';

export interface CheckPagesOptions {
  /** Keep what each check found in the project's cache store and reuse it (default true). */
  cache?: boolean | undefined;
  /** Check large pages block by block (default true; see `pageBlocks`). */
  blocks?: boolean | undefined;
  /** Most threads to check on (default: one per core; workers only for many pages). */
  workers?: number | undefined;
}

export interface PagesChecked {
  /** The pages' diagnostics, in page order, each once. */
  diagnostics: Diagnostic[];
  /** Page files checked. */
  pages: number;
  /** Distinct checks this run compiled (the others came from the cache or repeat a text). */
  compiled: number;
}

/** Checks the MDX pages of `project`, whose docs.json must have loaded. */
export async function checkPages(
  project: DocsProject,
  options: CheckPagesOptions = {},
): Promise<PagesChecked> {
  const { navigation, config } = { navigation: project.navigation, config: project.loaded.config };
  if (!navigation || !config)
    throw new Error('The project has no navigation: fix docs.json first.');
  const files = [
    ...new Set(
      navigation.pages.flatMap((page) =>
        page.kind === 'mdx' && page.file !== undefined ? [page.file] : [],
      ),
    ),
  ];
  // Bytes as read: most pages are only hashed (see `checkKey`).
  const sourceOf = (file: string): PageSource =>
    project.pageSources.get(file) ?? readInsideSync(project.root, file);

  const engine = await engineHash();
  const memo = CheckMemo.open(
    project.root,
    options.cache === false ? undefined : project.cacheDir,
    engine,
  );
  const threads = new CheckThreads(options.workers);
  try {
    // Nothing remembered: most pages will be checked, by workers that load while this thread reads.
    if (!memo.remembers()) threads.startAhead(files.length);
    const partsOf = await checkParts(files, sourceOf, {
      cut: options.blocks !== false,
      memo,
      // The workers read the pages from the folder: only when no page's text is given.
      help: project.pageSources.size === 0 ? threads.help(project.root) : undefined,
    });
    memo.save();
    const firstItem = new Map<string, string>();
    for (const parts of partsOf.values()) {
      for (const part of parts) if (!firstItem.has(part.key)) firstItem.set(part.key, part.item);
    }

    const iconLibrary = config.icons?.library;
    const context = hashText(
      [
        engine,
        iconLibrary ?? '',
        JSON.stringify(config.variables ?? null),
        project.files.join('\n'),
      ].join('\0'),
    );
    const cache = CheckCache.open(options.cache === false ? undefined : project.cacheDir, context);
    const hashes = new Map<string, string>();
    const hashOf = (file: string): string => {
      let hash = hashes.get(file);
      if (hash === undefined) {
        try {
          hash = hashText(readInsideSync(project.root, file));
        } catch {
          hash = '';
        }
        hashes.set(file, hash);
      }
      return hash;
    };
    const checker = {
      root: project.root,
      files: project.files,
      iconLibrary,
      variables: config.variables,
    };
    let compiled = 0;
    const run = async (keys: Map<string, string>): Promise<void> => {
      const stale = [...keys].filter(([key]) => !cache.get(key, hashOf));
      const keyOfItem = new Map(stale.map(([key, item]) => [item, key]));
      compiled += stale.length;
      const items = stale.map(([, item]) => item);
      for (const result of await threads.run(checker, items, project.pageSources)) {
        const dependencies = Object.fromEntries(
          result.dependencies.map((file) => [file, hashOf(file)]),
        );
        cache.set(keyOfItem.get(result.item) ?? '', {
          file: result.file,
          diagnostics: result.diagnostics,
          dependencies,
        });
      }
    };
    await run(firstItem);
    const used = new Set(firstItem.keys());

    // A page with an error in one of its blocks is checked whole: a cut in the wrong place shows
    // as an error, and a real error reads as it does in the build.
    const whole = new Map<string, string>();
    for (const [file, parts] of partsOf) {
      if (parts.length < 2) continue;
      const failed = parts.some((part) =>
        cache.get(part.key, hashOf)?.diagnostics.some((item) => item.severity === 'error'),
      );
      if (!failed) continue;
      const part = wholePart(file, sourceOf(file));
      partsOf.set(file, [part]);
      if (!whole.has(part.key)) whole.set(part.key, file);
    }
    await run(whole);
    cache.save(new Set([...used, ...whole.keys()]));

    const diagnostics: Diagnostic[] = [];
    for (const [file, parts] of partsOf) {
      for (const part of parts) {
        const entry = cache.get(part.key, hashOf);
        if (!entry) continue;
        diagnostics.push(
          ...entry.diagnostics.map((item) => placedIn(item, entry.file, file, part.line)),
        );
      }
    }
    return {
      diagnostics: dedupeDiagnostics(diagnostics),
      pages: files.length,
      compiled,
    };
  } finally {
    threads.close();
  }
}

/**
 * `diagnostic` of `checked` as it applies to `file`, a page with the same text (or the same
 * block, `line` lines into the page).
 */
function placedIn(diagnostic: Diagnostic, checked: string, file: string, line: number): Diagnostic {
  const position = diagnostic.position;
  if (position?.file !== checked || (checked === file && line === 0)) return diagnostic;
  return { ...diagnostic, position: { ...position, file, line: position.line + line } };
}
