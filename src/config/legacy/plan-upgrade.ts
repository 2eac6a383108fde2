/**
 * What `folio upgrade` writes: the docs.json text equivalent to a folder's mint.json, with the
 * notes about settings left out and the diagnostics of validating the result. Reads only;
 * writing is the command's (all files at once, see `shared/replace-files.ts`).
 *
 * @module
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Diagnostic } from '../../shared/index.ts';
import { JsonSourceMap } from '../json/source-map.ts';
import { CONFIG_FILE } from '../load-config.ts';
import { LEGACY_CONFIG_FILE, readMintJson } from './read-mint-json.ts';

/** Why a folder cannot be upgraded. */
export type UpgradeRefusal =
  | { reason: 'has-docs-json'; message: string }
  | { reason: 'no-mint-json'; message: string }
  | { reason: 'unreadable'; message: string; diagnostics: Diagnostic[] };

export interface UpgradePlan {
  root: string;
  /** The docs.json text: 2-space JSON, `$schema` first, ending with a newline. */
  text: string;
  /** The mint.json text read (to check it is unchanged when deleting it). */
  mintText: string;
  /** Settings left out, as warnings at their place in mint.json. */
  notes: Diagnostic[];
  /** Problems the written docs.json will have (validation of the converted settings). */
  diagnostics: Diagnostic[];
  /** Text of mint.json, for code frames. */
  sources: Map<string, string>;
}

export async function planUpgrade(
  root: string,
): Promise<{ ok: true; plan: UpgradePlan } | { ok: false; refusal: UpgradeRefusal }> {
  if (existsSync(path.join(root, CONFIG_FILE))) {
    return {
      ok: false,
      refusal: {
        reason: 'has-docs-json',
        message: `${CONFIG_FILE} already exists in ${root}; nothing was written. Folio reads docs.json and ignores mint.json there: delete mint.json, or move docs.json away to upgrade again.`,
      },
    };
  }
  if (!existsSync(path.join(root, LEGACY_CONFIG_FILE))) {
    return {
      ok: false,
      refusal: {
        reason: 'no-mint-json',
        message: `No ${LEGACY_CONFIG_FILE} in ${root}; nothing to upgrade. Pass the folder that holds mint.json: folio upgrade path/to/docs.`,
      },
    };
  }
  const sourceMap = new JsonSourceMap();
  const read = readMintJson(root, sourceMap);
  const mintText = read.sources.get(LEGACY_CONFIG_FILE);
  if (read.value === undefined || mintText === undefined) {
    return {
      ok: false,
      refusal: {
        reason: 'unreadable',
        message: `${LEGACY_CONFIG_FILE} could not be read; nothing was written.`,
        diagnostics: read.diagnostics,
      },
    };
  }
  // Written before validation, which drops unknown keys from the object it checks.
  const text = `${JSON.stringify(read.value, null, 2)}\n`;
  const { validateDocsJson } = await import('../validate-docs-json.ts');
  const locate = (jsonPath: readonly PropertyKey[], preferKey = false) =>
    sourceMap.locate(read.value, jsonPath, preferKey);
  const validated = validateDocsJson(read.value, sourceMap, locate);
  return {
    ok: true,
    plan: {
      root,
      text,
      mintText,
      notes: read.notes,
      diagnostics: [...read.diagnostics, ...validated.diagnostics],
      sources: read.sources,
    },
  };
}
