/**
 * docs.json `styling.codeblocks`: which shiki themes colour code blocks, and which custom
 * TextMate grammars (JSON files of the docs folder) add languages. The format writes it as
 * `"system"` (Folio's light and dark themes), `"dark"` (dark blocks in both modes), a shiki
 * theme name, `{light, dark}`, or `{theme: name | {light, dark}, languages: {custom: [paths]}}`.
 * An unknown theme name is a warning (with the nearest known name) and the default is used.
 *
 * @module
 */
import { bundledThemesInfo } from 'shiki/themes';
import type { Diagnostic } from '../shared/index.ts';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import type { LoadedConfig } from './load-config.ts';
import type { DocsConfig } from './schema/docs-json.ts';

/** The theme pair Folio uses without a setting (and for `"system"`). */
export const SYSTEM_CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

/** Shiki's theme names. */
const themeNames: readonly string[] = bundledThemesInfo.map((theme) => theme.id);

/** What `styling.codeblocks` asks for. */
export interface CodeBlockSettings {
  /** The light and dark theme, when they differ from {@link SYSTEM_CODE_THEMES}. */
  themes?: { light: string; dark: string } | undefined;
  /** Docs-folder paths of custom grammar files, as written, with their place in docs.json. */
  customLanguages: { file: string; path: (string | number)[] }[];
}

interface Named {
  name: string;
  path: (string | number)[];
}

/** The theme names the setting holds, with their docs.json paths. */
function themeEntries(value: unknown, path: (string | number)[]): Named[] | undefined {
  if (typeof value === 'string') return [{ name: value, path }];
  if (value && typeof value === 'object') {
    const pair = value as Record<string, unknown>;
    if (typeof pair['light'] === 'string' || typeof pair['dark'] === 'string') {
      return (['light', 'dark'] as const)
        .filter((mode) => typeof pair[mode] === 'string')
        .map((mode) => ({ name: pair[mode] as string, path: [...path, mode] }));
    }
  }
  return undefined;
}

/** `{light, dark}` from the setting's theme value, names unknown to shiki left out. */
function resolveThemes(value: unknown): { light: string; dark: string } | undefined {
  if (value === 'system') return undefined;
  if (value === 'dark') return { light: SYSTEM_CODE_THEMES.dark, dark: SYSTEM_CODE_THEMES.dark };
  const known = (name: unknown): name is string =>
    typeof name === 'string' && themeNames.includes(name);
  if (typeof value === 'string') return known(value) ? { light: value, dark: value } : undefined;
  if (value && typeof value === 'object') {
    const pair = value as Record<string, unknown>;
    const light = known(pair['light']) ? pair['light'] : SYSTEM_CODE_THEMES.light;
    const dark = known(pair['dark']) ? pair['dark'] : SYSTEM_CODE_THEMES.dark;
    if (light === SYSTEM_CODE_THEMES.light && dark === SYSTEM_CODE_THEMES.dark) return undefined;
    return { light, dark };
  }
  return undefined;
}

/** The theme value and its path: the setting itself, or its `theme` key. */
function themeValue(setting: unknown): { value: unknown; path: (string | number)[] } {
  const base = ['styling', 'codeblocks'];
  if (setting && typeof setting === 'object' && 'theme' in setting)
    return { value: (setting as Record<string, unknown>)['theme'], path: [...base, 'theme'] };
  return { value: setting, path: base };
}

/** The `styling.codeblocks` of `config`. */
export function codeBlockSettingsOf(config: DocsConfig | undefined): CodeBlockSettings {
  const setting = config?.styling?.codeblocks;
  const custom: CodeBlockSettings['customLanguages'] = [];
  if (setting && typeof setting === 'object') {
    const languages = setting['languages'];
    const files =
      languages && typeof languages === 'object'
        ? (languages as Record<string, unknown>)['custom']
        : undefined;
    if (Array.isArray(files)) {
      files.forEach((file, index) => {
        if (typeof file === 'string')
          custom.push({ file, path: ['styling', 'codeblocks', 'languages', 'custom', index] });
      });
    }
  }
  return { themes: resolveThemes(themeValue(setting).value), customLanguages: custom };
}

/** A warning for each theme name shiki does not know. */
export function codeBlockDiagnostics(
  config: DocsConfig,
  locate: LoadedConfig['locate'],
): Diagnostic[] {
  const setting = config.styling?.codeblocks;
  if (setting === undefined) return [];
  const { value, path } = themeValue(setting);
  const keywords = path.length === 2 ? ['system', 'dark'] : [];
  const entries = themeEntries(value, path) ?? [];
  return entries
    .filter((entry) => !keywords.includes(entry.name) && !themeNames.includes(entry.name))
    .map((entry) => {
      const suggestion = didYouMean(entry.name, themeNames);
      const position = locate(entry.path);
      return {
        severity: 'warning',
        code: 'unknown-code-theme',
        message: `Unknown code block theme "${entry.name}" in "${formatJsonPath(entry.path)}"; Folio's default theme is used`,
        hint: suggestion
          ? `Did you mean "${suggestion}"?`
          : 'Use a shiki theme name, such as "github-dark" or "one-dark-pro" (https://shiki.style/themes).',
        ...(position ? { position } : {}),
        jsonPath: formatJsonPath(entry.path),
      } satisfies Diagnostic;
    });
}
