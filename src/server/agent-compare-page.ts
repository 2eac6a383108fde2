/**
 * The compare page of an agent job's branch as HTML: the branch, the commits compared, the
 * changed files with their added and removed line counts, and the unified diff of each file
 * with additions and removals coloured. Every piece of repository text is escaped. The page is
 * self-contained (inline styles, light and dark), so it works wherever the server is reached.
 *
 * @module
 */
import type { BranchDiff, ChangedFile } from '../agent/index.ts';
import { escapeHtml } from '../web/index.ts';

/** What the page shows besides the diff. */
export interface ComparePageInfo {
  /** The project's name. */
  projectName: string;
  sessionId: string;
}

/** The whole compare page. */
export function comparePageHtml(diff: BranchDiff, info: ComparePageInfo): string {
  const title = `${info.projectName}: ${diff.branch}`;
  const sections = splitPatch(diff.patch);
  const body =
    diff.files.length === 0
      ? '<p class="empty">The branch has no changes against the commit the job started from.</p>'
      : `${fileList(diff.files)}${sections.map(fileSection).join('')}${
          diff.truncated
            ? '<p class="note">The diff is too long to show whole: it stops here.</p>'
            : ''
        }`;
  return page(
    title,
    `<header><h1>${escapeHtml(diff.branch)}</h1><p>${escapeHtml(info.projectName)} · agent job ` +
      `<code>${escapeHtml(info.sessionId)}</code> · <code>${short(diff.baseCommit)}</code> → ` +
      `<code>${short(diff.headCommit)}</code> · ${plural(diff.files.length, 'file')} changed</p></header>` +
      body,
  );
}

/** A page that only says what went wrong. */
export function compareMessageHtml(title: string, message: string): string {
  return page(title, `<header><h1>${escapeHtml(title)}</h1></header><p>${escapeHtml(message)}</p>`);
}

/** One file's part of a unified diff: its path and its lines. */
export interface PatchSection {
  path: string;
  lines: string[];
}

/** The patch cut into one section per `diff --git` header. */
export function splitPatch(patch: string): PatchSection[] {
  const sections: PatchSection[] = [];
  for (const line of patch.split('\n')) {
    const header = /^diff --git a\/(.*) b\/(.*)$/.exec(line);
    if (header) {
      sections.push({ path: header[2] ?? header[1] ?? '', lines: [] });
      continue;
    }
    sections.at(-1)?.lines.push(line);
  }
  return sections;
}

function fileList(files: readonly ChangedFile[]): string {
  const rows = files
    .map((file) => {
      const counts =
        file.additions === null
          ? '<span class="meta">binary</span>'
          : `<span class="add">+${String(file.additions)}</span> <span class="del">−${String(file.deletions ?? 0)}</span>`;
      const renamed = file.previousPath === undefined ? '' : `${escapeHtml(file.previousPath)} → `;
      return (
        `<li><a href="#${anchor(file.path)}">${renamed}${escapeHtml(file.path)}</a> ` +
        `<span class="status status-${file.status}">${file.status}</span> ${counts}</li>`
      );
    })
    .join('');
  return `<ul class="files">${rows}</ul>`;
}

function fileSection(section: PatchSection): string {
  const lines = section.lines
    .filter((line) => line !== '')
    .map((line) => {
      const kind = lineKind(line);
      return `<span class="line ${kind}">${escapeHtml(line)}</span>`;
    })
    .join('\n');
  return (
    `<section id="${anchor(section.path)}"><h2>${escapeHtml(section.path)}</h2>` +
    `<pre>${lines}</pre></section>`
  );
}

function lineKind(line: string): string {
  if (line.startsWith('@@')) return 'hunk';
  if (/^(\+\+\+|---|index |new file|deleted file|similarity|rename |old mode|new mode)/.test(line))
    return 'meta';
  if (line.startsWith('+')) return 'add';
  if (line.startsWith('-')) return 'del';
  return 'context';
}

function anchor(path: string): string {
  return `file-${encodeURIComponent(path).replace(/%/g, '_')}`;
}

function short(commit: string): string {
  return escapeHtml(commit.slice(0, 10));
}

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#0f172a;--muted:#64748b;--border:#e2e8f0;--code:#f8fafc;--add:#dcfce7;--add-fg:#166534;--del:#fee2e2;--del-fg:#991b1b;--hunk:#e0f2fe}
@media (prefers-color-scheme:dark){:root{--bg:#0b0f19;--fg:#e5e7eb;--muted:#94a3b8;--border:#1f2937;--code:#0f172a;--add:#12301f;--add-fg:#86efac;--del:#3b1518;--del-fg:#fca5a5;--hunk:#0c2a3d}}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 ui-sans-serif,system-ui,sans-serif}
main{max-width:72rem;margin:0 auto;padding:2rem 1.25rem}
h1{margin:0 0 .25rem;font-size:1.4rem}h2{margin:0;padding:.5rem .75rem;font-size:.9rem;border-bottom:1px solid var(--border);background:var(--code)}
header p,.meta{color:var(--muted)}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
.files{padding:0;list-style:none;border:1px solid var(--border);border-radius:.5rem}.files li{padding:.4rem .75rem;border-top:1px solid var(--border)}.files li:first-child{border-top:0}
.files a{color:inherit}.status{font-size:.75rem;color:var(--muted);margin-left:.5rem}.add{color:var(--add-fg)}.del{color:var(--del-fg)}
section{margin:1.5rem 0;border:1px solid var(--border);border-radius:.5rem;overflow:hidden}
pre{margin:0;overflow-x:auto;padding:.5rem 0}.line{display:block;padding:0 .75rem;white-space:pre}
.line.add{background:var(--add);color:var(--add-fg)}.line.del{background:var(--del);color:var(--del-fg)}.line.hunk{background:var(--hunk);color:var(--muted)}.line.meta{color:var(--muted)}
.empty,.note{color:var(--muted)}`;

function page(title: string, content: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${content}</main></body></html>`
  );
}
