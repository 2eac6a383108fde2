/**
 * Diagnostics as stable text for snapshots: the reporter's own output, without colors.
 *
 * @module
 */
import { loadConfig } from '../../src/config/index.ts';
import { loadDocsProject } from '../../src/content/index.ts';
import { formatDiagnostics } from '../../src/shared/index.ts';

/** What `folio validate` would print for the config of `root` (diagnostics only). */
export async function configDiagnosticsText(root: string): Promise<string> {
  const loaded = await loadConfig(root);
  return formatDiagnostics(loaded.diagnostics, {
    root,
    cwd: root,
    sources: loaded.sources,
    color: false,
  });
}

export async function projectDiagnosticsText(root: string): Promise<string> {
  const project = await loadDocsProject(root);
  return formatDiagnostics(project.diagnostics, {
    root,
    cwd: root,
    sources: project.loaded.sources,
    color: false,
  });
}
