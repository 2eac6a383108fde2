/**
 * Loads a docs folder's docs.json: reads it (and its `$ref` includes) keeping positions,
 * validates it against the schema, and returns the typed config with every diagnostic found.
 * A folder with only a legacy mint.json is read too: converted in memory, with a warning.
 *
 * @module
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { loadJsonWithRefs, loadJsonWithRefsSync } from './json/load-json-with-refs.ts';
import { readTextFileSync } from './json/read-text-file.ts';
import { JsonSourceMap } from './json/source-map.ts';
import { LEGACY_CONFIG_FILE, legacyConfigMessage, readMintJson } from './legacy/read-mint-json.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import {
  readCachedConfig,
  validatedConfigKey,
  writeCachedConfig,
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
   * A folder where the result of loading docs.json is kept for the next load of the same text
   * (builds and the dev server use the project's cache folder, `.folio/cache` by default).
   */
  cacheFolder?: string | undefined;
}

export async function loadConfig(
  root: string,
  options: LoadConfigOptions = {},
): Promise<LoadedConfig> {
  const absoluteRoot = path.resolve(root);
  if (options.cacheFolder !== undefined) {
    const cached = await cachedConfig(absoluteRoot, options.cacheFolder);
    if (cached) return cached;
  }
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
    if (await exists(path.join(absoluteRoot, LEGACY_CONFIG_FILE))) {
      const legacy = await loadLegacyConfig(absoluteRoot, sourceMap, locate);
      document.raw = legacy.raw;
      return result(legacy.config, legacy.diagnostics, legacy.sources);
    }
    return result(undefined, [missingConfigDiagnostic(absoluteRoot)]);
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

  const validated = await validateNow(raw, sourceMap, locate);
  diagnostics.push(...validated.diagnostics);
  const { config } = validated;
  if (options.cacheFolder !== undefined && config && !diagnostics.some(isError)) {
    writeCachedConfig(options.cacheFolder, {
      config,
      diagnostics,
      files: [...loaded.sources.keys()],
      key: await validatedConfigKey(loaded.sources),
    });
  }
  return result(config, diagnostics, loaded.sources);
}

const isError = (diagnostic: Diagnostic): boolean => diagnostic.severity === 'error';

/**
 * The result kept in `cacheFolder` when the files it was read from still have the same text.
 * Positions are then found only if a diagnostic asks for one: docs.json is parsed with them
 * (from the text just checked) on the first call of `locate`.
 */
async function cachedConfig(root: string, cacheFolder: string): Promise<LoadedConfig | undefined> {
  const cached = readCachedConfig(cacheFolder);
  if (!cached) return undefined;
  const sources = new Map<string, string>();
  for (const file of cached.files) {
    const read = readTextFileSync(root, file);
    if (!read.ok) return undefined;
    sources.set(file, read.text);
  }
  if ((await validatedConfigKey(sources)) !== cached.key) return undefined;
  let parsed: { raw: unknown; sourceMap: JsonSourceMap } | undefined;
  const locate = (jsonPath: readonly PropertyKey[], preferKey = false) => {
    if (!parsed) {
      const sourceMap = new JsonSourceMap();
      const loaded = loadJsonWithRefsSync({ root, file: CONFIG_FILE, sourceMap, texts: sources });
      parsed = { raw: loaded.value, sourceMap };
    }
    return parsed.sourceMap.locate(parsed.raw, jsonPath, preferKey);
  };
  return {
    root,
    config: cached.config,
    diagnostics: sortByPosition(cached.diagnostics),
    sources,
    locate,
  };
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

/**
 * A folder with a mint.json and no docs.json: mint.json converted in memory and validated as
 * docs.json, with one warning that says so. Not kept in the cache folder: converting is quick,
 * and the warning must come back on every load until the folder is upgraded.
 */
async function loadLegacyConfig(
  root: string,
  sourceMap: JsonSourceMap,
  locate: LoadedConfig['locate'],
): Promise<{
  raw: unknown;
  config: DocsConfig | undefined;
  diagnostics: Diagnostic[];
  sources: Map<string, string>;
}> {
  const read = readMintJson(root, sourceMap);
  const diagnostics = [...read.diagnostics];
  if (read.value === undefined) {
    return { raw: undefined, config: undefined, diagnostics, sources: read.sources };
  }
  const dropped = read.notes.length;
  diagnostics.push({
    severity: 'warning',
    code: 'legacy-config',
    message: legacyConfigMessage,
    hint:
      dropped === 0
        ? 'folio upgrade writes the same settings to docs.json and keeps mint.json (--delete removes it).'
        : `${dropped === 1 ? '1 setting has' : `${dropped} settings have`} no docs.json equivalent; folio upgrade lists ${dropped === 1 ? 'it' : 'them'}.`,
    position: { file: LEGACY_CONFIG_FILE, line: 1, column: 1 },
  });
  const validated = await validateNow(read.value, sourceMap, locate);
  diagnostics.push(...validated.diagnostics);
  return { raw: read.value, config: validated.config, diagnostics, sources: read.sources };
}

function missingConfigDiagnostic(root: string): Diagnostic {
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

/**
 * Positioned diagnostics in file order (by code unit: the first `localeCompare` loads collation
 * data, ~8 ms on the way to `folio dev`'s first page); unpositioned ones keep their order, first.
 */
export function sortByPosition(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics
    .map((diagnostic, index) => ({ diagnostic, index }))
    .sort((a, b) => {
      const pa = a.diagnostic.position;
      const pb = b.diagnostic.position;
      if (!pa || !pb) return pa ? 1 : pb ? -1 : a.index - b.index;
      return (
        (pa.file < pb.file ? -1 : pa.file > pb.file ? 1 : 0) ||
        pa.line - pb.line ||
        pa.column - pb.column ||
        a.index - b.index
      );
    })
    .map(({ diagnostic }) => diagnostic);
}
