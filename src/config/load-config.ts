/**
 * Loads a docs folder's docs.json: reads it (and its `$ref` includes) keeping positions,
 * validates it against the schema, and returns the typed config with every diagnostic found.
 *
 * @module
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, SourcePosition } from '../shared/index.ts';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import { issuesToDiagnostics, valueAt } from './issues-to-diagnostics.ts';
import { loadJsonWithRefs } from './json/load-json-with-refs.ts';
import { JsonSourceMap } from './json/source-map.ts';
import { docsJsonSchema, missingNavigationMessage } from './schema/docs-json.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import { splitHint } from './issues-to-diagnostics.ts';

export const CONFIG_FILE = 'docs.json';

/** Themes of the docs.json format. Others are accepted with a warning and rendered as `mint`. */
export const knownThemes = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
];

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

export async function loadConfig(root: string): Promise<LoadedConfig> {
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

  let parsed = docsJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const converted = issuesToDiagnostics(parsed.error.issues, raw, sourceMap);
    diagnostics.push(
      ...converted.diagnostics.map((d) =>
        d.jsonPath === 'navigation' && d.code === 'missing-key'
          ? withMessage(d, missingNavigationMessage)
          : d,
      ),
    );
    if (diagnostics.some((d) => d.severity === 'error'))
      return result(undefined, diagnostics, loaded.sources);
    // Only unknown keys: drop them (each has its warning) and validate again for the typed result.
    for (const keyPath of converted.unknownKeys) {
      const parent = valueAt(raw, keyPath.slice(0, -1));
      if (typeof parent === 'object' && parent !== null)
        Reflect.deleteProperty(parent, keyPath.at(-1) as PropertyKey);
    }
    parsed = docsJsonSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error('docs.json failed validation after its unknown keys were dropped', {
        cause: parsed.error,
      });
  }

  const config = parsed.data;
  diagnostics.push(...themeDiagnostics(config, locate));
  return result(config, diagnostics, loaded.sources);
}

function themeDiagnostics(config: DocsConfig, locate: LoadedConfig['locate']): Diagnostic[] {
  if (config.theme === undefined || knownThemes.includes(config.theme)) return [];
  const suggestion = didYouMean(config.theme, knownThemes);
  const position = locate(['theme']);
  return [
    {
      severity: 'warning',
      code: 'unknown-theme',
      message: `Unknown theme "${config.theme}"; the site uses "mint"`,
      hint: suggestion
        ? `Did you mean "${suggestion}"?`
        : `Known themes: ${knownThemes.join(', ')}.`,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(['theme']),
    },
  ];
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

function withMessage(diagnostic: Diagnostic, text: string): Diagnostic {
  const [message, hint] = splitHint(text);
  return { ...diagnostic, message, ...(hint ? { hint } : {}) };
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
