/**
 * Plans `folio rename OLD NEW` in memory: the moved file's new text (its own relative links,
 * images and imports re-pointed from its new folder), every page and snippet whose links or
 * imports name it, and docs.json with its includes (`config-references.ts`). Nothing is written
 * here; `applyRename` writes the plan all at once.
 *
 * Only the characters of each URL change (`page-references.ts` gives their spans), so pages
 * keep their formatting exactly. Files are parsed only when they mention the moved file's name,
 * which every link to it must (except links to an `index` page, for which all are parsed).
 *
 * @module
 */
import path from 'node:path/posix';
import { applyEdits } from 'jsonc-parser';
import type { Edit } from 'jsonc-parser';
import { loadConfig } from '../../config/index.ts';
import { isPageFile, PageFiles, routeOfFile } from '../../navigation/index.ts';
import { forEachLimited, readTextInside } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { resolveSnippetPath } from '../mdx/snippet-imports.ts';
import { scanDocsFolder } from '../scan-docs-folder.ts';
import { renameInConfig } from './config-references.ts';
import { isRelativePath } from '../mdx/links.ts';
import { linkRoute, linkTo, relocatedUrl } from './link-paths.ts';
import { pageReferences } from './page-references.ts';
import type { PageReference } from './page-references.ts';
import { resolveRenamePaths } from './rename-paths.ts';

export interface RenameRequest {
  /** The docs folder (absolute). */
  root: string;
  /** OLD and NEW as typed. */
  from: string;
  to: string;
  /** Add a redirect from the old route (default true). */
  redirect?: boolean | undefined;
}

/** One file the rename writes. */
export interface RenamedFile {
  /** Path relative to the docs folder (the new path for the moved file). */
  file: string;
  /** Set for the moved file: where it was. */
  movedFrom?: string | undefined;
  before: string;
  after: string;
  /** Links and images rewritten in a page; `href`s and redirect destinations in JSON. */
  links: number;
  /** Snippet imports (and `<Snippet file>`) rewritten. */
  imports: number;
  /** Page entries of the navigation rewritten. */
  navigation: number;
  /** Redirects added. */
  redirects: number;
}

export interface RenamePlan {
  root: string;
  from: string;
  to: string;
  /** The old and new routes; undefined for a snippet, which has none. */
  routes: { from: string; to: string } | undefined;
  /** The moved file first, then docs.json and its includes, then pages. */
  files: RenamedFile[];
  redirect: { source: string; destination: string; file: string } | undefined;
  /** Why no redirect was added although one was asked for. */
  redirectSkipped: string | undefined;
  /** Links that could not be rewritten, and pages that could not be read. */
  warnings: Diagnostic[];
}

/** The outcome: a plan, or the docs.json errors that keep the folder from being read. */
export type RenamePlanning =
  | { ok: true; plan: RenamePlan }
  | { ok: false; diagnostics: Diagnostic[]; sources: Map<string, string> };

const SNIPPETS = 'snippets/';

export async function planRename(request: RenameRequest): Promise<RenamePlanning> {
  const { root } = request;
  const scanned = await scanDocsFolder(root);
  const { from, to } = resolveRenamePaths(root, request.from, request.to, scanned.files);
  const loaded = await loadConfig(root);
  const errors = loaded.diagnostics.filter((item) => item.severity === 'error');
  if (errors.length > 0) return { ok: false, diagnostics: errors, sources: loaded.sources };

  const isPage = !from.startsWith(SNIPPETS);
  const routes = isPage ? { from: routeOfFile(from), to: routeOfFile(to) } : undefined;
  const config = renameInConfig({
    sources: loaded.sources,
    pageFiles: new PageFiles(scanned.files),
    from,
    to,
    routes,
    redirect: request.redirect ?? true,
  });

  const fileSet = new Set(scanned.files);
  const warnings: Diagnostic[] = [];
  const pages: RenamedFile[] = [];
  let moved: RenamedFile | undefined;
  const mentions = mentionTokens(from, routes?.from);
  const candidates = scanned.files.filter(isPageFile);
  await forEachLimited(candidates, 16, async (file) => {
    const text = await readTextInside(root, file);
    if (
      file !== from &&
      mentions !== undefined &&
      !mentions.some((token) => text.includes(token))
    ) {
      return;
    }
    const edited = await editPage({ file, text, from, to, routes, fileSet, warnings });
    const counts = { links: edited.links, imports: edited.imports, navigation: 0, redirects: 0 };
    if (file === from) {
      moved = { file: to, movedFrom: from, before: text, after: edited.text, ...counts };
    } else if (edited.links + edited.imports > 0) {
      pages.push({ file, before: text, after: edited.text, ...counts });
    }
  });
  if (!moved) throw new Error(`${from} was not read`);
  pages.sort((a, b) => a.file.localeCompare(b.file));
  warnings.sort(
    (a, b) =>
      (a.position?.file ?? '').localeCompare(b.position?.file ?? '') ||
      (a.position?.line ?? 0) - (b.position?.line ?? 0),
  );
  return {
    ok: true,
    plan: {
      root,
      from,
      to,
      routes,
      files: [moved, ...config.changes.map((change) => ({ ...change, imports: 0 })), ...pages],
      redirect: config.redirect,
      redirectSkipped: config.redirectSkipped,
      warnings,
    },
  };
}

/**
 * Strings every file that names `from` contains: its name, and the last part of its route.
 * Undefined when a link may name it without either (an `index` page: `./`, `..`).
 */
function mentionTokens(from: string, route: string | undefined): string[] | undefined {
  const base = path.basename(from).replace(/\.mdx?$/i, '');
  if (base.toLowerCase() === 'index') return undefined;
  const last = route?.split('/').at(-1);
  return last === undefined || last === '' || last === base ? [base] : [base, last];
}

interface PageEdit {
  file: string;
  text: string;
  from: string;
  to: string;
  routes: RenamePlan['routes'];
  fileSet: ReadonlySet<string>;
  warnings: Diagnostic[];
}

/** `text` of `file` with every URL that names the moved file (or, in it, every relative one) re-pointed. */
async function editPage(
  input: PageEdit,
): Promise<{ text: string; links: number; imports: number }> {
  const { file, text, from, to, warnings } = input;
  let found;
  try {
    found = await pageReferences(text, file.toLowerCase().endsWith('.md'));
  } catch (error) {
    warnings.push({
      severity: 'warning',
      code: 'rename-unreadable-page',
      message: `${file} could not be parsed (${firstLine(error)}): its links were not updated`,
      hint: 'Fix the MDX error (folio validate shows it), then update its links to the moved page by hand.',
      position: { file, line: 1, column: 1 },
    });
    return { text, links: 0, imports: 0 };
  }
  const edits: Edit[] = [];
  let imports = 0;
  for (const reference of found.references) {
    const replacement = newUrl(reference, input);
    if (replacement === undefined || replacement === reference.written) continue;
    edits.push({
      offset: reference.start,
      length: reference.end - reference.start,
      content: replacement,
    });
    if (reference.kind === 'import' || reference.kind === 'snippet-file') imports++;
  }
  for (const reference of found.unplaced) {
    if (newUrl({ ...reference, start: 0, end: 0 }, input) === undefined) continue;
    warnings.push({
      severity: 'warning',
      code: 'rename-link-not-updated',
      message: `${reference.written} leads to ${from} but is written with escapes or character references: it was not updated`,
      hint: `Change it by hand to lead to ${to}.`,
      position: { file, line: reference.line, column: reference.column },
    });
  }
  return { text: applyEdits(text, edits), links: edits.length - imports, imports };
}

/** The new text of `reference`, or undefined when it stays as it is. */
function newUrl(reference: PageReference, input: PageEdit): string | undefined {
  const { file, from, to, routes, fileSet } = input;
  const here = file === from ? to : file;
  const { written } = reference;
  switch (reference.kind) {
    case 'link':
      if (routes && linkRoute(written, file) === routes.from) return linkTo(written, to, here);
      return file === from ? relocatedUrl(written, from, to) : undefined;
    case 'image':
      return file === from ? relocatedUrl(written, from, to) : undefined;
    case 'import': {
      const isPath =
        written.startsWith('/') || written.startsWith('./') || written.startsWith('../');
      if (!isPath) return undefined;
      if (resolveSnippetPath(written, file, (relative) => fileSet.has(relative)) === from) {
        return importTo(written, from, to, here);
      }
      return file === from && isRelativePath(written)
        ? relocatedUrl(written, from, to, { importSource: true })
        : undefined;
    }
    case 'snippet-file': {
      const source = written.startsWith('/') ? written.slice(1) : `${SNIPPETS}${written}`;
      if (path.normalize(source) !== from) return undefined;
      return !written.startsWith('/') && to.startsWith(SNIPPETS)
        ? to.slice(SNIPPETS.length)
        : `/${to}`;
    }
  }
}

/** An import source that named `from`, naming `to` the same way (absolute or relative, extension or not). */
function importTo(written: string, from: string, to: string, here: string): string {
  const withExtension = path.extname(written) !== '' || path.extname(from) !== path.extname(to);
  const goal = withExtension ? to : to.slice(0, -path.extname(to).length);
  if (written.startsWith('/')) return `/${goal}`;
  const relative = path.relative(path.dirname(here), goal);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
