/**
 * Validation of docs.json's value against the schema (zod): the typed config and a diagnostic
 * per problem. Loaded only when docs.json has to be validated, not when a build finds the
 * result of validating the same text in its cache (see `validated-config-cache.ts`).
 *
 * @module
 */
import type { Diagnostic } from '../shared/index.ts';
import { didYouMean, formatJsonPath } from '../shared/index.ts';
import { codeBlockDiagnostics } from './code-block-settings.ts';
import { issuesToDiagnostics, splitHint, valueAt } from './issues-to-diagnostics.ts';
import type { JsonSourceMap } from './json/source-map.ts';
import type { LoadedConfig } from './load-config.ts';
import { docsJsonSchema, missingNavigationMessage } from './schema/docs-json.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import { contextualDiagnostics } from './contextual-diagnostics.ts';
import { notHonouredDiagnostics, notHonouredKeys, startsWith } from './settings/not-honoured.ts';
import { unknownSampleLanguages } from './sample-languages.ts';
import { knownThemes } from './themes.ts';
import { moveOlderApiKeys } from './older-api-keys.ts';

/** What validating docs.json gives: the config (none when there are errors) and diagnostics. */
export interface Validated {
  config: DocsConfig | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Validates `raw` (docs.json's object, includes resolved). Unknown keys are warnings: they are
 * dropped from `raw` (which is modified) and the rest validated again for the typed result.
 */
export function validateDocsJson(
  raw: object,
  sourceMap: JsonSourceMap,
  locate: LoadedConfig['locate'],
): Validated {
  // Found before unknown keys are dropped: a planned key Folio's schema does not know yet is one.
  const notHonoured = notHonouredKeys(raw);
  const diagnostics: Diagnostic[] = notHonouredDiagnostics(notHonoured, (path, preferKey) =>
    sourceMap.locate(raw, path, preferKey),
  );
  let parsed = docsJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const converted = issuesToDiagnostics(parsed.error.issues, raw, sourceMap);
    const planned = (path: readonly PropertyKey[]) =>
      notHonoured.some((key) => startsWith(path, key.path));
    const unknownPlanned = new Set(
      converted.unknownKeys.filter(planned).map((path) => formatJsonPath(path)),
    );
    diagnostics.push(
      ...converted.diagnostics
        .filter((d) => !(d.code === 'unknown-key' && unknownPlanned.has(d.jsonPath ?? '')))
        .map((d) =>
          d.jsonPath === 'navigation' && d.code === 'missing-key'
            ? withMessage(d, missingNavigationMessage)
            : d,
        ),
    );
    if (diagnostics.some((d) => d.severity === 'error')) return { config: undefined, diagnostics };
    // Only unknown keys: drop them (each has its warning). The schema transforms nothing and
    // adds no defaults (`docs-json.test.ts` holds it to that), so a copy of what is left is what
    // parsing it again would return, at a fifth of the cost on a large docs.json.
    for (const keyPath of converted.unknownKeys) {
      const parent = valueAt(raw, keyPath.slice(0, -1));
      if (typeof parent === 'object' && parent !== null)
        Reflect.deleteProperty(parent, keyPath.at(-1) as PropertyKey);
    }
    parsed = { success: true, data: structuredClone(raw) as DocsConfig };
  }
  const config = parsed.data;
  diagnostics.push(...moveOlderApiKeys(config, locate));
  diagnostics.push(...themeDiagnostics(config, locate));
  diagnostics.push(...contextualDiagnostics(config, locate));
  const languages = unknownSampleLanguages(config.api?.examples?.languages);
  if (languages !== undefined) {
    const position = locate(['api', 'examples', 'languages']);
    diagnostics.push({
      severity: 'warning',
      code: 'unknown-sample-language',
      ...languages,
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(['api', 'examples', 'languages']),
    });
  }
  diagnostics.push(...codeBlockDiagnostics(config, locate));
  return { config, diagnostics };
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

function withMessage(diagnostic: Diagnostic, text: string): Diagnostic {
  const [message, hint] = splitHint(text);
  return { ...diagnostic, message, ...(hint ? { hint } : {}) };
}
