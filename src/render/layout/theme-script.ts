/**
 * The inline script that applies the saved (or configured) theme before the page paints, so
 * dark mode never flashes. It is the only inline script a page has, so the hosting's
 * Content-Security-Policy allows it by hash instead of allowing every inline script: the hashes
 * of every variant are listed here, next to the code that writes it, so the two cannot drift.
 *
 * @module
 */
import { createHash } from 'node:crypto';

/** The colour modes a site may start in (`appearance.default` in docs.json). */
export const THEME_DEFAULTS = ['system', 'light', 'dark'] as const;

/**
 * The script's text. It sets `data-theme` (Folio's styles and the Tailwind `dark:` variant read
 * it) and the `dark` class the platform sets on `<html>`, which authors' own CSS files select
 * (`.dark .hero { … }`); the theme toggle keeps both in step. Storage that throws (a sandboxed page, blocked cookies) is caught: the page
 * then starts in the configured theme.
 */
export function themeScript(defaultTheme: string, strict: boolean): string {
  return `(()=>{try{const d=${JSON.stringify(defaultTheme)};const s=${strict ? 'null' : "localStorage.getItem('folio-theme')"};const t=s||d;const dark=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);const r=document.documentElement;r.dataset.theme=dark?'dark':'light';r.classList.toggle('dark',dark)}catch{}})()`;
}

/** CSP source expressions (`'sha256-…'`) of every variant of {@link themeScript}. */
export const THEME_SCRIPT_HASHES: readonly string[] = THEME_DEFAULTS.flatMap((theme) =>
  [false, true].map(
    (strict) =>
      `'sha256-${createHash('sha256').update(themeScript(theme, strict)).digest('base64')}'`,
  ),
);
