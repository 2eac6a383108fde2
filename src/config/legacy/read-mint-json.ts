/**
 * Reads a folder's legacy mint.json as if it were a docs.json: parsed with positions, converted
 * (`convert-mint-json.ts`), and each created object and array entered in the source map at the
 * place of the mint.json value it came from, so that validating the converted object reports
 * mint.json lines.
 *
 * @module
 */
import type { Diagnostic } from '../../shared/index.ts';
import { formatJsonPath } from '../../shared/index.ts';
import { parseJson } from '../json/parse-json.ts';
import { readTextFileSync } from '../json/read-text-file.ts';
import { JsonSourceMap } from '../json/source-map.ts';
import type { KeyLocation } from '../json/source-map.ts';
import { isObject } from './conversion.ts';
import type { LegacyNote, Origin } from './conversion.ts';
import { convertMintJson } from './convert-mint-json.ts';

export const LEGACY_CONFIG_FILE = 'mint.json';

/** The warning every load of a mint.json folder gives. */
export const legacyConfigMessage =
  'mint.json is the legacy format; converted in memory. Run `folio upgrade` to write docs.json.';

export interface ReadMintJson {
  /** The converted docs.json object; undefined when mint.json could not be parsed. */
  value: object | undefined;
  /** Problems reading or parsing mint.json. */
  diagnostics: Diagnostic[];
  /** Settings the conversion left out, as warnings positioned in mint.json. */
  notes: Diagnostic[];
  sources: Map<string, string>;
}

export function readMintJson(root: string, sourceMap: JsonSourceMap): ReadMintJson {
  const sources = new Map<string, string>();
  const read = readTextFileSync(root, LEGACY_CONFIG_FILE);
  if (!read.ok) return { value: undefined, diagnostics: [read.diagnostic], notes: [], sources };
  sources.set(LEGACY_CONFIG_FILE, read.text);
  const parsed = parseJson(read.text, LEGACY_CONFIG_FILE, sourceMap);
  const diagnostics = [...parsed.diagnostics];
  if (parsed.value === undefined || diagnostics.some((d) => d.severity === 'error')) {
    return { value: undefined, diagnostics, notes: [], sources };
  }
  if (!isObject(parsed.value)) {
    diagnostics.push({
      severity: 'error',
      code: 'invalid-type',
      message: 'mint.json must contain a JSON object',
      position: sourceMap.locate(parsed.value, []) ?? {
        file: LEGACY_CONFIG_FILE,
        line: 1,
        column: 1,
      },
    });
    return { value: undefined, diagnostics, notes: [], sources };
  }
  const mint = parsed.value;
  const converted = convertMintJson(mint);
  placeOrigins(converted.origins, sourceMap);
  const notes = converted.notes.map((note) => noteDiagnostic(note, mint, sourceMap));
  return { value: converted.docs, diagnostics, notes, sources };
}

/** A conversion note as a warning at its place in mint.json. */
export function noteDiagnostic(
  note: LegacyNote,
  mint: object,
  sourceMap: JsonSourceMap,
): Diagnostic {
  const position = sourceMap.locate(mint, note.path, true);
  return {
    severity: 'warning',
    code: 'legacy-setting',
    message: note.message,
    ...(note.hint === undefined ? {} : { hint: note.hint }),
    ...(position ? { position } : {}),
    jsonPath: formatJsonPath(note.path),
  };
}

/** Enters each created container at the place of the mint.json value it came from. */
function placeOrigins(origins: Map<object, Origin>, sourceMap: JsonSourceMap): void {
  for (const [output, origin] of origins) {
    const from = sourceMap.get(origin.from);
    if (!from) continue;
    const fallback: KeyLocation = { key: from.self, value: from.self };
    if (origin.kind === 'array') {
      const items = origin.items.map((index) => from.items[index] ?? from.self);
      sourceMap.set(output, { source: from.source, self: from.self, keys: new Map(), items });
      continue;
    }
    const keys = new Map<string, KeyLocation>();
    for (const key of Object.keys(output)) {
      keys.set(key, from.keys.get(origin.keys?.[key] ?? key) ?? fallback);
    }
    sourceMap.set(output, { source: from.source, self: from.self, keys, items: [] });
  }
}
