/**
 * The error overlay of the dev server: what a page shows instead of its content when it cannot
 * be rendered, and the whole page shown on every route while docs.json is broken. Each error
 * carries its place (`file:line:column`), message, fix and code frame, as the terminal prints it.
 *
 * @module
 */
import { displayPath, formatDiagnostic, plural } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { escapeHtml } from '../web/index.ts';

export interface OverlayOptions {
  /** The docs folder: places are shown relative to it. */
  root: string;
  /** Source text by file (relative to root), for code frames. */
  sources: ReadonlyMap<string, string>;
}

const styles = `
.folio-dev-overlay{--folio-dev-red:#dc2626;border:1px solid var(--folio-dev-red);border-left-width:6px;border-radius:8px;padding:16px 20px;margin:0 0 24px;background:color-mix(in srgb,var(--folio-dev-red) 6%,transparent);font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5}
.folio-dev-overlay-title{margin:0 0 12px;color:var(--folio-dev-red);font-weight:700;font-size:1.05rem}
.folio-dev-overlay-item{margin:12px 0 0}
.folio-dev-overlay-where{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem;opacity:.8}
.folio-dev-overlay-message{margin:2px 0 8px;font-weight:600}
.folio-dev-overlay-frame{margin:0;padding:12px 14px;overflow:auto;border-radius:6px;background:#1e1e1e;color:#f3f3f3;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8rem;line-height:1.45;white-space:pre}
.folio-dev-overlay-note{margin:14px 0 0;font-size:.85rem;opacity:.75}
`;

/** The overlay as an HTML fragment for the content area of a page (its styles included). */
export function errorOverlay(diagnostics: readonly Diagnostic[], options: OverlayOptions): string {
  const errors = diagnostics.filter((item) => item.severity === 'error').length;
  const title = `Folio could not render this page: ${plural(errors, 'error')}`;
  return overlayHtml(title, diagnostics, options);
}

/** A whole HTML page with the overlay under `title`, for when there is no site to put it in. */
export function errorOverlayPage(
  title: string,
  diagnostics: readonly Diagnostic[],
  options: OverlayOptions,
): string {
  const overlay = overlayHtml(title, diagnostics, options);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{max-width:960px;margin:0 auto;padding:32px;color:#111;background:#fff}@media (prefers-color-scheme:dark){body{color:#eee;background:#111}}</style></head><body>${overlay}</body></html>`;
}

/** Errors only (warnings stay in the terminal); every diagnostic when there is no error. */
function overlayHtml(
  title: string,
  diagnostics: readonly Diagnostic[],
  options: OverlayOptions,
): string {
  const errors = diagnostics.filter((item) => item.severity === 'error');
  const shown = errors.length > 0 ? errors : diagnostics;
  const items = shown.map((diagnostic) => overlayItem(diagnostic, options)).join('');
  return `<style>${styles.trim()}</style><div class="folio-dev-overlay" role="alert"><p class="folio-dev-overlay-title">${escapeHtml(title)}</p>${items}<p class="folio-dev-overlay-note">Fix the file and save it: the page reloads by itself.</p></div>`;
}

function overlayItem(diagnostic: Diagnostic, options: OverlayOptions): string {
  const { position } = diagnostic;
  const where = position
    ? `${displayPath(position.file, { root: options.root, cwd: options.root })}:${String(position.line)}:${String(position.column)}`
    : (diagnostic.jsonPath ?? '');
  const frame = formatDiagnostic(diagnostic, {
    root: options.root,
    cwd: options.root,
    sources: options.sources,
    color: false,
  });
  return `<section class="folio-dev-overlay-item">${where === '' ? '' : `<p class="folio-dev-overlay-where">${escapeHtml(where)}</p>`}<p class="folio-dev-overlay-message">${escapeHtml(diagnostic.message)}</p><pre class="folio-dev-overlay-frame">${escapeHtml(frame)}</pre></section>`;
}
