/**
 * Loads a docs folder's docs.json: reads it (and its `$ref` includes) keeping positions,
 * validates it against the schema, and returns the typed config with every diagnostic found.
 *
 * @module
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { loadJsonWithRefs } from './json/load-json-with-refs.ts';
import { JsonSourceMap } from './json/source-map.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import {
  readValidatedConfig,
  validatedConfigKey,
  writeValidatedConfig,
} from './validated-config-cache.ts';
import type { Validated } from './validate-docs-json.ts';

export const CONFIG_FILE = 'docs.json';

export interface LoadedConfig {
  /** The docs folder (absolute). */
  root: string;
  /** The validated config; undefined when docs.json has errors. */
  config: DocsConfig | undefined;
  /** Every problem found, in file order. */
  diagnostics: Diagnostic[];
  /** Text of docs.json and every included file, keyed by path relative to the root. */
  sources: Map<string, string>;
  /** Position of the value at a JSON path of docs.json (after includes). */
  locate: (jsonPath: readonly PropertyKey[], preferKey?: boolean) => SourcePosition | undefined;
}

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /**
   * A folder where the result of validating docs.json is kept for the next load of the same
   * text (builds and the dev server use the docs folder's `.folio/cache`).
   */
  cacheFolder?: string | undefined;
}

export async function loadConfig(
  root: string,
  options: LoadConfigOptions = {},
): Promise<LoadedConfig> {
  const absoluteRoot = path.resolve(root);
  const sourceMap = new JsonSourceMap();
  const document: { raw?: unknown } = {};
  const locate = (jsonPath: readonly PropertyKey[], preferKey = false) =>
    sourceMap.locate(document.raw, jsonPath, preferKey);
  const result = (
    config: DocsConfig | undefined,
    diagnostics: Diagnostic[],
    sources = new Map<string, string>(),
  ): LoadedConfig => ({
    root: absoluteRoot,
    config,
    diagnostics: sortByPosition(diagnostics),
    sources,
    locate,
  });

  if (!(await exists(path.join(absoluteRoot, CONFIG_FILE)))) {
    return result(undefined, [await missingConfigDiagnostic(absoluteRoot)]);
  }

  const loaded = await loadJsonWithRefs({ root: absoluteRoot, file: CONFIG_FILE, sourceMap });
  const raw = (document.raw = loaded.value);
  const diagnostics = [...loaded.diagnostics];
  if (raw === undefined || diagnostics.some((d) => d.severity === 'error')) {
    return result(undefined, diagnostics, loaded.sources);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const position = locate([]) ?? { file: CONFIG_FILE, line: 1, column: 1 };
    diagnostics.push({
      severity: 'error',
      code: 'invalid-type',
      message: 'docs.json must contain a JSON object',
      hint: 'Wrap the settings in { }, e.g. {"name": "My docs", "navigation": {...}}.',
      position,
    });
    return result(undefined, diagnostics, loaded.sources);
  }

  const validated = await validate(raw, loaded.sources, sourceMap, locate, options.cacheFolder);
  diagnostics.push(...validated.diagnostics);
  return result(validated.config, diagnostics, loaded.sources);
}

/**
 * Validates docs.json's value, or takes the result from `cacheFolder` when it holds the result
 * for the same text (the schema's code is then not even loaded).
 */
async function validate(
  raw: object,
  sources: ReadonlyMap<string, string>,
  sourceMap: JsonSourceMap,
  locate: LoadedConfig['locate'],
  cacheFolder: string | undefined,
): Promise<Validated> {
  if (cacheFolder === undefined) return validateNow(raw, sourceMap, locate);
  const key = await validatedConfigKey(sources);
  const kept = readValidatedConfig(cacheFolder, key);
  if (kept) return kept;
  const validated = await validateNow(raw, sourceMap, locate);
  const { config } = validated;
  if (config && !validated.diagnostics.some((d) => d.severity === 'error')) {
    writeValidatedConfig(cacheFolder, key, { config, diagnostics: validated.diagnostics });
  }
  return validated;
}

/** Validates with the schema, loading its code on first use. */
async function validateNow(
  raw: object,
  sourceMap: JsonSourceMap,
  locate: LoadedConfig['locate'],
): Promise<Validated> {
  const { validateDocsJson } = await import('./validate-docs-json.ts');
  return validateDocsJson(raw, sourceMap, locate);
}

async function missingConfigDiagnostic(root: string): Promise<Diagnostic> {
  if (await exists(path.join(root, 'mint.json'))) {
    return {
      severity: 'error',
      code: 'legacy-config',
      message: `${root} has a mint.json but no docs.json`,
      hint: 'mint.json is the legacy format; Folio reads docs.json. Move the settings to docs.json (navigation becomes an object of groups, tabs, ...).',
    };
  }
  return {
    severity: 'error',
    code: 'missing-config',
    message: `No docs.json in ${root}`,
    hint: 'Run the command in your docs folder, or pass the folder: folio validate path/to/docs.',
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Positioned diagnostics in file order; unpositioned ones keep their order, first. */
export function sortByPosition(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics
    .map((diagnostic, index) => ({ diagnostic, index }))
    .sort((a, b) => {
      const pa = a.diagnostic.position;
      const pb = b.diagnostic.position;
      if (!pa || !pb) return pa ? 1 : pb ? -1 : a.index - b.index;
      return (
        pa.file.localeCompare(pb.file) ||
        pa.line - pb.line ||
        pa.column - pb.column ||
        a.index - b.index
      );
    })
    .map(({ diagnostic }) => diagnostic);
}
