/**
 * The `parseArgs` options of `folio build`, in a module that imports nothing heavy: the process
 * start reads them to find the docs folder (see `young-generation.ts`) before Folio loads.
 *
 * @module
 */
import { formatArgs, strictArgs } from '../report-args.ts';

export const buildArgs = {
  out: { type: 'string' },
  'keep-going': { type: 'boolean' },
  workers: { type: 'string' },
  cache: { type: 'boolean', default: true },
  'assistant-api': { type: 'string' },
  'assistant-key': { type: 'string' },
  'feedback-api': { type: 'string' },
  ...formatArgs,
  ...strictArgs,
  help: { type: 'boolean', short: 'h' },
} as const;
