/**
 * Diagnostics as stable text for snapshots: the reporter's own output, without colors.
 *
 * @module
 */
import { loadConfig } from '../../src/config/index.ts';
import { loadDocsProject } from '../../src/content/index.ts';
import { formatDiagnostics } from '../../src/shared/index.ts';
import { tempDocs } from './temp-docs.ts';

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

/** Loads a docs.json written as text (so positions are predictable), with its diagnostics as text. */
export async function loadDocsJson(docsJson: string, extra: Record<string, string> = {}) {
  const root = await tempDocs({ 'docs.json': docsJson, ...extra });
  return { root, loaded: await loadConfig(root), text: await configDiagnosticsText(root) };
}

/** A docs.json text around a navigation object written as text. */
export const withNavigation = (navigation: string) =>
  `{\n  "name": "Test",\n  "navigation": ${navigation}\n}\n`;
