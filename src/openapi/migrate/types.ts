/**
 * The shapes migrate-mdx works with: what it reads (a loaded docs project), the plan it computes
 * in memory, and the file changes that carry the plan out.
 *
 * @module
 */
import type { LoadedConfig } from '../../config/index.ts';
import type { NavigationTree, PageMeta, SpecIndex } from '../../navigation/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { EndpointTarget } from './endpoint-target.ts';
import type { FrontmatterParser } from './page-source.ts';

/** A docs folder as loaded for validation, plus Folio's frontmatter readers. */
export interface MigrationInput {
  /** The docs folder (absolute). */
  root: string;
  loaded: LoadedConfig;
  /** Files of the folder, relative POSIX paths, after ignore rules. */
  files: readonly string[];
  /** Frontmatter of each page file: its fields and the problems found reading it. */
  frontmatter: ReadonlyMap<
    string,
    { data: Record<string, unknown>; diagnostics: readonly Diagnostic[] }
  >;
  specs: ReadonlyMap<string, SpecIndex>;
  /** The resolved navigation (docs.json without errors). */
  navigation: NavigationTree;
  /** Every diagnostic of the folder, to tell new problems from old ones. */
  diagnostics: readonly Diagnostic[];
  /** Navigation fields of a page file. */
  pageMeta: (file: string) => PageMeta | undefined;
  parseFrontmatter: FrontmatterParser;
}

/** What happens to one MDX endpoint page. */
export type PageAction =
  /** Content moves into the spec; entries rewritten; file deleted. */
  | 'migrate'
  /** Another page for the same endpoint comes later in docs.json and wins; entries rewritten; file deleted. */
  | 'superseded'
  /** Left exactly as it is (see `reason`). */
  | 'skip'
  /** A page a previous run already moved into the spec (same content, same route) and left on disk; deleted. */
  | 'finish';

export interface PagePlan {
  /** The MDX file, relative to the docs folder. */
  file: string;
  /** Its route before migration (the `href` it gets). */
  route: string;
  /** Its `openapi:` frontmatter as written. */
  openapi?: string | undefined;
  action: PageAction;
  /** The operation, when known. */
  endpoint?: EndpointTarget | undefined;
  /** Why the page is skipped, with its position. */
  reason?: Diagnostic | undefined;
  /** For `superseded`: the page that wins. */
  supersededBy?: string | undefined;
  /** Entries of docs.json rewritten for this page. */
  entries: { jsonPath: string; file: string; before: string; after: string }[];
  /** Remarks that do not stop the migration (the operation is x-hidden, ...). */
  notes: string[];
}

/** A file whose text changes. */
export interface FileChange {
  /** Relative to the docs folder. */
  file: string;
  before: string;
  after: string;
}

export interface MigrationPlan {
  root: string;
  pages: PagePlan[];
  /** Specs, docs.json and included files that change, in the order they replace the originals. */
  changes: FileChange[];
  /** MDX files to delete. */
  deletes: string[];
  /** SHA-256 of each file to delete as the plan read it: a page edited since is never deleted. */
  pageDigests: ReadonlyMap<string, string>;
  /**
   * Whether the folder shows every route the same page after each replacement of a file, so a
   * reader during the write phase (or after a run killed there) sees the same site.
   */
  readableMidway: boolean;
  /** Levels of docs.json that get an `openapi`. */
  scopes: { jsonPath: string; spec: string }[];
  /** Redirects added for routes that would otherwise disappear. */
  redirects: { source: string; destination: string }[];
}
