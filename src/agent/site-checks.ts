/**
 * The checks of a job's docs folder that render its pages. The pages are the model's output,
 * which a prompt could have steered anywhere, so they are never rendered in the server's
 * process: the server gives the agent these checks, which run in a build process of their own
 * (see the server's `isolated-build.ts`), with no access to the server, its environment or other
 * projects.
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import type { BrokenLinksResult } from './tools/check-tools.ts';

/** Checks of the docs folder `root` of a job of the project `projectId`. */
export interface SiteChecks {
  /** The broken links (the `check_links` tool). */
  brokenLinks(projectId: string, root: string): Promise<BrokenLinksResult>;
  /**
   * Builds every page and returns the errors that kept pages from building (a build stopped by
   * its limits is one error without a position).
   */
  buildErrors(projectId: string, root: string): Promise<readonly Diagnostic[]>;
}
