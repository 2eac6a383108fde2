/**
 * A site's `integrations` from docs.json, read once per build: the script tags every page
 * gets, the inline code of the snippets (one file the site serves), the origins the hosted
 * site's Content-Security-Policy must add, and a warning for each key that cannot be used (an
 * unknown provider, a missing or malformed field), naming it. A provider with a problem is left
 * out; the others load.
 *
 * @module
 */
import type { Diagnostic } from '../../../shared/index.ts';
import type { SourcePosition } from '../../../shared/index.ts';
import type { Integration, ScriptTag } from './integration.ts';
import { INTEGRATIONS, SETTING_KEYS } from './providers.ts';

/** What a site's integrations add to its pages and its policy. */
export interface SiteIntegrations {
  /** The providers that load, by key, in load order. */
  providers: string[];
  /** Provider tags in load order (the code file is not among them). */
  tags: ScriptTag[];
  /** The snippets' inline code, in load order; empty when none has any. */
  code: string;
  /** Origins by directive, each once, sorted. */
  sources: Record<string, string[]>;
  diagnostics: Diagnostic[];
}

/** Finds where a docs.json path is, for positioned warnings. */
export type Locate = (
  jsonPath: readonly PropertyKey[],
  preferKey?: boolean,
) => SourcePosition | undefined;

const BY_KEY = new Map(INTEGRATIONS.map((integration) => [integration.key, integration]));

/** Reads docs.json's `integrations` (anything; validated here). */
export function siteIntegrations(value: unknown, locate?: Locate): SiteIntegrations {
  const result: SiteIntegrations = {
    providers: [],
    tags: [],
    code: '',
    sources: {},
    diagnostics: [],
  };
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return result;
  }
  const config = value as Record<string, unknown>;
  const warn = (path: PropertyKey[], message: string, hint: string): void => {
    const position = locate?.(['integrations', ...path], true);
    result.diagnostics.push({
      severity: 'warning',
      code: 'integration-ignored',
      message,
      hint,
      jsonPath: ['integrations', ...path].join('.'),
      ...(position === undefined ? {} : { position }),
    });
  };
  for (const key of Object.keys(config)) {
    if (BY_KEY.has(key) || SETTING_KEYS.has(key)) continue;
    warn(
      [key],
      `integrations.${key} is not an integration Folio knows; it is ignored.`,
      `Known integrations: ${INTEGRATIONS.map((item) => item.key).join(', ')}.`,
    );
  }
  const code: string[] = [];
  const sources = new Map<string, Set<string>>();
  for (const integration of INTEGRATIONS) {
    if (!(integration.key in config)) continue;
    const settings = readSettings(integration, config[integration.key], warn);
    if (!settings) continue;
    const snippet = integration.snippet(settings);
    result.providers.push(integration.key);
    result.tags.push(...snippet.tags);
    if (snippet.code !== undefined) code.push(`// ${integration.name}\n${snippet.code}\n`);
    for (const [directive, origins] of Object.entries(snippet.sources)) {
      const known = sources.get(directive) ?? new Set<string>();
      for (const origin of origins as string[]) known.add(origin);
      sources.set(directive, known);
    }
  }
  result.code = code.join('\n');
  for (const [directive, origins] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    result.sources[directive] = [...origins].sort();
  }
  return result;
}

/** The provider's settings as strings, or undefined (with a warning) when they cannot be used. */
function readSettings(
  integration: Integration,
  value: unknown,
  warn: (path: PropertyKey[], message: string, hint: string) => void,
): Record<string, string> | undefined {
  const { key } = integration;
  const fieldsText = integration.fields.map((field) => field.name).join(', ');
  let object: Record<string, unknown>;
  if (typeof value === 'string' && integration.shorthand !== undefined) {
    object = { [integration.shorthand]: value };
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    object = value as Record<string, unknown>;
  } else {
    warn([key], `integrations.${key} must be an object; it is ignored.`, `Give it ${fieldsText}.`);
    return undefined;
  }
  const settings: Record<string, string> = {};
  for (const field of integration.fields) {
    const raw = object[field.name];
    if (raw === undefined) {
      if (field.required) {
        warn(
          [key],
          `integrations.${key}.${field.name} is missing; ${integration.name} is not loaded.`,
          `Set ${field.name}.`,
        );
        return undefined;
      }
      continue;
    }
    const text =
      typeof raw === 'string'
        ? raw.trim()
        : typeof raw === 'number' || typeof raw === 'boolean'
          ? String(raw)
          : undefined;
    const problem =
      text === undefined || text === '' ? 'must be a non-empty string' : field.check?.(text);
    if (problem !== undefined || text === undefined) {
      warn(
        [key, field.name],
        `integrations.${key}.${field.name} ${problem ?? ''}; ${integration.name} is not loaded.`,
        `Fix ${field.name}.`,
      );
      return undefined;
    }
    settings[field.name] = text;
  }
  if (key === 'logrocket' && settings['appId'] === undefined && settings['apiKey'] === undefined) {
    warn([key], 'integrations.logrocket.appId is missing; LogRocket is not loaded.', 'Set appId.');
    return undefined;
  }
  return settings;
}
