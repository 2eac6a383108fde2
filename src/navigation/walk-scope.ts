/**
 * What the resolver's walk carries: the scope passed from a level to its children, the
 * appearances of pages in reading order, and endpoint pages waiting for their routes.
 *
 * @module
 */
import { divisionKindNames } from '../config/index.ts';
import type { DirectoryStyle } from '../config/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { OpenApiScope, PageContext, PageNode, ResolvedPage } from './types.ts';

/** What a level passes down to its children. */
export interface WalkScope {
  context: PageContext;
  /** Group titles from the outermost group. */
  breadcrumbs: string[];
  openapi?: OpenApiScope | undefined;
  hidden: boolean;
  /** `searchable` of the nearest level that sets it (absent: the default). */
  searchable?: boolean | undefined;
  /** `boost` of the nearest group that sets it. */
  boost?: number | undefined;
  /** `directory` of the nearest level that sets it (absent: no listing). */
  directory?: DirectoryStyle | undefined;
}

/** One appearance of a page in navigation, in reading order. */
export interface Occurrence {
  page: ResolvedPage;
  sidebar: string;
  hidden: boolean;
}

/** An endpoint page waiting for its route (assigned once every page file route is known). */
export interface PendingEndpoint {
  page: ResolvedPage;
  nodes: PageNode[];
  directory: string;
  /** The route before duplicates are numbered, when it is not the operation's (channel pages). */
  route?: string | undefined;
}

/** Records a diagnostic at a JSON path of docs.json. */
export type Report = (
  severity: Diagnostic['severity'],
  code: string,
  path: readonly PropertyKey[],
  message: string,
  hint?: string,
  preferKey?: boolean,
) => void;

/** Pages sharing a sidebar: in the same division of every kind (language, version, tab, ...). */
export function sidebarKey(context: PageContext): string {
  return JSON.stringify(divisionKindNames.map((kind) => context[kind]));
}
