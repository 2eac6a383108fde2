/**
 * The `parseArgs` options of `--format`, `--json` and `--strict` (see `report-options.ts`), in a
 * module of their own that imports nothing: the process start reads a build's arguments with
 * them before Folio's modules load (see `young-generation.ts`).
 *
 * @module
 */

/** The `parseArgs` options for `--format` and `--json`. */
export const formatArgs = {
  format: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** The `parseArgs` option for `--strict`. */
export const strictArgs = { strict: { type: 'boolean' } } as const;
