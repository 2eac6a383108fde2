/**
 * `folio broken-links`: checks every internal link and image of every page and snippet, every
 * redirect destination and every site `href` of docs.json, and (with `checkAnchors`) the
 * `#fragment` of each link against the target page. External URLs are not fetched. All broken
 * links are collected, then reported together.
 *
 * @module
 */
import { isExternalUrl } from '../../content/index.ts';
import type { DocsProject, LinkReference } from '../../content/index.ts';
import { folderLandings } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { fixedPrefix, hasParameters, redirectRule } from '../../web/index.ts';
import { AnchorIndex } from './anchor-index.ts';
import { configLinks } from './config-links.ts';
import type { ConfigLink } from './config-links.ts';
import { loadPageSources } from './page-sources.ts';
import type { SourceFile } from './parse-source.ts';
import { SiteTargets } from './site-targets.ts';
import { splitUrl } from './split-url.ts';

export interface BrokenLinksOptions {
  /** Check `#fragment`s against the ids of the target page (renders the pages it needs). */
  checkAnchors?: boolean | undefined;
  /** Files parsed at once on each thread (default 16). */
  concurrency?: number | undefined;
  /** Most threads to parse pages on (default: one per core, used for large folders only). */
  workers?: number | undefined;
}

/** One link that leads nowhere. */
export interface BrokenLink {
  /** The file it is written in, relative to the docs folder. */
  file: string;
  line: number;
  column: number;
  /** `link` and `image` in pages; `redirect` (a destination) and `href` in docs.json. */
  kind: 'link' | 'image' | 'redirect' | 'href';
  /** The URL as written. */
  written: string;
  /** What was looked up: the site path, after relative paths were resolved. */
  url: string;
  /** Why it is broken: `no page /guides/missing`, `no heading #setup on /guides/intro`. */
  problem: string;
  /** The route, file or `#id` it most likely meant. */
  suggestion?: string | undefined;
  /** For docs.json links: where in docs.json. */
  jsonPath?: string | undefined;
}

export interface BrokenLinksReport {
  /** The docs folder (absolute). */
  root: string;
  /** Every broken link, by file and position. */
  broken: BrokenLink[];
  /** Internal links looked up (external ones are skipped). */
  checkedLinks: number;
  /** Pages, snippets and docs.json. */
  checkedFiles: number;
  /** Problems that kept part of a file from being checked (MDX syntax errors, missing snippets). */
  diagnostics: Diagnostic[];
}

type Outcome = { ok: true } | { ok: false; problem: string; suggestion?: string | undefined };

const fine: Outcome = { ok: true };

/** Checks the links of `project`, whose docs.json must have loaded. */
export async function checkBrokenLinks(
  project: DocsProject,
  options: BrokenLinksOptions = {},
): Promise<BrokenLinksReport> {
  const { navigation } = project;
  const { config, locate } = project.loaded;
  if (!navigation || !config)
    throw new Error('The project has no navigation: fix docs.json first.');

  const targets = new SiteTargets({
    routes: navigation.routes.keys(),
    files: project.files,
    redirects: (config.redirects ?? []).map(redirectRule),
    home: navigation.pages[0]?.route,
    folders: folderLandings(navigation.pages),
  });
  const sources = await loadPageSources(project, {
    concurrency: options.concurrency ?? 16,
    workers: options.workers,
  });
  const anchors =
    options.checkAnchors === true
      ? new AnchorIndex(
          project,
          new Map(sources.pages.map((source) => [source.route ?? '', source.elementIds])),
        )
      : undefined;

  /** The outcome for the URL `url` of kind `kind`; undefined when it is not checked. */
  const check = async (
    url: string,
    kind: 'link' | 'image',
    hereRoutes: Iterable<string>,
  ): Promise<Outcome | undefined> => {
    if (url === '' || isExternalUrl(url)) return undefined;
    const { path, fragment } = splitUrl(url);
    if (path === '') {
      if (fragment === undefined || !anchors) return undefined;
      for (const route of hereRoutes) {
        const outcome = await findAnchor(anchors, route, fragment);
        if (!outcome.ok) return outcome;
      }
      return fine;
    }
    const resolution = targets.resolve(path.startsWith('/') ? path : `/${path}`, kind);
    if (!resolution.ok) return resolution;
    const { target } = resolution;
    if (fragment === undefined || !anchors || target.type !== 'page') return fine;
    return findAnchor(anchors, target.route, fragment);
  };

  const broken: BrokenLink[] = [];
  let checkedLinks = 0;
  const files = [...sources.pages, ...sources.snippets];
  for (const source of files) {
    const hereRoutes = hereRoutesOf(source, sources.shownOn);
    for (const link of source.links) {
      const outcome = await check(link.url, link.kind, hereRoutes);
      if (outcome === undefined) continue;
      checkedLinks++;
      if (!outcome.ok) broken.push(pageLinkProblem(source.file, link, outcome));
    }
  }
  for (const link of configLinks(config, locate)) {
    const outcome =
      link.kind === 'redirect' && hasParameters(link.url)
        ? checkPattern(targets, link.url)
        : await check(link.url, 'link', []);
    if (outcome === undefined) continue;
    checkedLinks++;
    if (!outcome.ok) broken.push(configLinkProblem(link, outcome));
  }

  return {
    root: project.root,
    broken: broken.sort(
      (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
    ),
    checkedLinks,
    checkedFiles: files.length + 1,
    diagnostics: files.flatMap((source) => source.diagnostics),
  };
}

async function findAnchor(anchors: AnchorIndex, route: string, fragment: string): Promise<Outcome> {
  const lookup = await anchors.find(route, fragment);
  if (lookup.found) return fine;
  return {
    ok: false,
    problem: `no heading #${fragment} on ${route}`,
    suggestion: lookup.suggestion === undefined ? undefined : `#${lookup.suggestion}`,
  };
}

/** A destination with parameters (`/docs/:slug*`) is fine when something lives under its prefix. */
function checkPattern(targets: SiteTargets, destination: string): Outcome | undefined {
  if (isExternalUrl(destination)) return undefined;
  const prefix = fixedPrefix(destination.startsWith('/') ? destination : `/${destination}`);
  return targets.hasTargetsUnder(prefix) ? fine : { ok: false, problem: `no page under ${prefix}` };
}

/** The pages an `#anchor`-only link of `source` is on: the page itself, or those showing the snippet. */
function hereRoutesOf(source: SourceFile, shownOn: ReadonlyMap<string, Set<string>>): string[] {
  if (source.route !== undefined) return [source.route];
  return [...(shownOn.get(source.file) ?? [])].sort();
}

function pageLinkProblem(
  file: string,
  link: LinkReference,
  outcome: Outcome & { ok: false },
): BrokenLink {
  return {
    file,
    line: link.line,
    column: link.column,
    kind: link.kind,
    written: link.written,
    url: link.url,
    problem: outcome.problem,
    suggestion: outcome.suggestion,
  };
}

function configLinkProblem(link: ConfigLink, outcome: Outcome & { ok: false }): BrokenLink {
  return {
    ...link.position,
    kind: link.kind,
    written: link.url,
    url: link.url,
    problem: outcome.problem,
    suggestion: outcome.suggestion,
    jsonPath: link.jsonPath,
  };
}
