/**
 * `folio rename`: moves a page or snippet and re-points everything that names it (navigation,
 * links, imports, redirects), all or nothing.
 *
 * @module
 */
export { planRename } from './plan-rename.ts';
export type { RenamedFile, RenamePlan, RenamePlanning, RenameRequest } from './plan-rename.ts';
export { applyRename } from './apply-rename.ts';
export { RenameRefusedError } from './rename-paths.ts';
