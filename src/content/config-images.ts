/**
 * The images docs.json names, `logo` and `favicon` (one path, or one per colour mode), that are
 * not in the docs folder: a warning at the value in docs.json, as for a page's missing images
 * (see `mdx/missing-images.ts`). The site is built with the path as written; images on other
 * sites are not fetched.
 *
 * @module
 */
import type { DocsConfig, LoadedConfig } from '../config/index.ts';
import { formatJsonPath } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { localImageFile } from './mdx/missing-images.ts';
import { isExternalUrl } from './mdx/links.ts';

/** Warnings for `logo` and `favicon` paths of `config` that name no file of `files`. */
export function missingConfigImages(
  config: DocsConfig,
  files: readonly string[],
  locate: LoadedConfig['locate'],
): Diagnostic[] {
  const known = new Set(files);
  const diagnostics: Diagnostic[] = [];
  const check = (value: unknown, jsonPath: PropertyKey[]): void => {
    if (typeof value !== 'string') return;
    // docs.json paths start at the docs folder, with or without the leading slash.
    const url = value.startsWith('/') || isExternalUrl(value) ? value : `/${value}`;
    const file = localImageFile(url);
    if (file === undefined || known.has(file)) return;
    diagnostics.push({
      severity: 'warning',
      code: 'image-missing',
      message: `Image "${value}" does not exist`,
      hint: 'Add the file or correct the path',
      position: locate(jsonPath) ?? { file: 'docs.json', line: 1, column: 1 },
      jsonPath: formatJsonPath(jsonPath),
    });
  };
  for (const key of ['logo', 'favicon'] as const) {
    const value: unknown = config[key];
    if (typeof value === 'object' && value !== null) {
      check((value as { light?: unknown }).light, [key, 'light']);
      check((value as { dark?: unknown }).dark, [key, 'dark']);
    } else {
      check(value, [key]);
    }
  }
  return diagnostics;
}
