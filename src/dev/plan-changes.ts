/**
 * What a batch of file changes means for the dev server, from the cheapest to the dearest
 * response: nothing (an editor's temporary file), reload the browsers (an image changed), render
 * some pages again (only their bodies changed), start a new renderer (a snippet or component
 * changed, and every page may use it), or load the project again (docs.json or a file it
 * includes, an OpenAPI spec, frontmatter, or files added or removed: navigation may change).
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Frontmatter } from '../content/index.ts';
import { OutsideFolderError } from '../shared/index.ts';
import { foldersOf } from './watch-folder.ts';

/** The parts of the loaded project a plan looks at. */
export interface PlannedProject {
  root: string;
  files: readonly string[];
  frontmatter: ReadonlyMap<string, Frontmatter>;
  /** docs.json and the files it includes. */
  configFiles: ReadonlySet<string>;
  /** Local OpenAPI specs. */
  specFiles: ReadonlySet<string>;
  /** Files whose change always reloads the project (the ignore files). */
  projectFiles: ReadonlySet<string>;
}

/** What to do, from the cheapest to the dearest. */
export type ChangeKind =
  /** Nothing that matters (an editor's temporary file). */
  | 'none'
  /** Files served as they are changed: browsers reload, nothing is rendered again. */
  | 'assets'
  /** Only the bodies of `pageFiles` changed. */
  | 'pages'
  /** A file pages may import changed: every page renders again. */
  | 'renderer'
  /** Navigation may have changed: load the project again. */
  | 'project';

/** One path that mattered, and how it changed. */
export interface FileChange {
  file: string;
  change: 'changed' | 'added' | 'removed';
}

export interface ChangePlan {
  kind: ChangeKind;
  /** Page files whose body changed (for `pages`). */
  pageFiles: string[];
  /** The paths that mattered. */
  changes: FileChange[];
}

/** Reads a page's frontmatter (content's `readFrontmatter`): the docs folder, the page's path. */
export type ReadFrontmatter = (root: string, file: string) => Promise<Frontmatter>;

/**
 * Files a page can import, or an OpenAPI spec can reference with `$ref` (JSON and YAML): a change
 * to one may change any page.
 */
const importable = /\.(mdx|md|jsx|js|tsx|ts|json|ya?ml)$/i;

const order: readonly ChangeKind[] = ['none', 'assets', 'pages', 'renderer', 'project'];

/** Decides what `paths` (relative POSIX paths that changed) mean for `project`. */
export async function planChanges(
  paths: readonly string[],
  project: PlannedProject,
  readFrontmatter: ReadFrontmatter,
): Promise<ChangePlan> {
  const context: PathContext = {
    project,
    files: new Set(project.files),
    folders: foldersOf(project.files),
    readFrontmatter,
  };
  const plan: ChangePlan = { kind: 'none', pageFiles: [], changes: [] };
  for (const file of paths) {
    const { kind, change } = await classify(file, context, plan.kind === 'project');
    if (kind === 'none') continue;
    plan.changes.push({ file, change });
    if (kind === 'pages') plan.pageFiles.push(file);
    if (order.indexOf(kind) > order.indexOf(plan.kind)) plan.kind = kind;
  }
  return plan;
}

interface PathContext {
  project: PlannedProject;
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  readFrontmatter: ReadFrontmatter;
}

/** What one changed path asks for; `reloading` skips reading frontmatter when it cannot matter. */
async function classify(
  file: string,
  { project, files, folders, readFrontmatter }: PathContext,
  reloading: boolean,
): Promise<{ kind: ChangeKind; change: FileChange['change'] }> {
  const entry = await stat(path.join(project.root, file)).catch(() => undefined);
  const known = files.has(file) || folders.has(file);
  const change = !entry ? 'removed' : known ? 'changed' : 'added';
  if (project.configFiles.has(file) || project.projectFiles.has(file)) {
    return { kind: 'project', change };
  }
  if (!entry) return { kind: known ? 'project' : 'none', change };
  if (entry.isDirectory()) return { kind: known ? 'none' : 'project', change };
  if (!known || project.specFiles.has(file)) return { kind: 'project', change };
  const before = project.frontmatter.get(file);
  if (before) {
    if (reloading) return { kind: 'pages', change };
    const after = await readFrontmatter(project.root, file).catch((error: unknown) => {
      // The page became a link out of the folder: loading the project again reports it.
      if (error instanceof OutsideFolderError) return undefined;
      throw error;
    });
    if (!after) return { kind: 'project', change };
    return { kind: sameFrontmatter(before, after) ? 'pages' : 'project', change };
  }
  return { kind: importable.test(file) ? 'renderer' : 'assets', change };
}

function sameFrontmatter(before: Frontmatter, after: Frontmatter): boolean {
  return (
    JSON.stringify(before.data) === JSON.stringify(after.data) &&
    JSON.stringify(before.diagnostics) === JSON.stringify(after.diagnostics)
  );
}
