/**
 * What the server and an isolated build child tell each other. The order goes to the child on
 * its standard input, as JSON (the server wrote it, the child trusts it). The answer comes back as a JSON
 * file the child writes into its work folder; the child is untrusted, so the server reads at
 * most {@link MAX_ANSWER_BYTES} of a regular file and checks every field against a schema
 * with bounded lengths. The answer names no path: where the site goes is the server's choice.
 *
 * @module
 */
import { lstat, readFile } from 'node:fs/promises';
import * as z from 'zod';
import type { Diagnostic } from '../../shared/index.ts';

/** What a child does: build a site (`build`), or check a docs folder's links (`links`). */
export interface ChildOrder {
  task: 'build' | 'links';
  /** The docs folder. */
  root: string;
  /** Where a `build` writes the site: a folder inside the work folder. */
  outDir: string;
  /** Where the child writes its answer. */
  answerFile: string;
  /** The folder of the project's caches (the only one, with the work folder, it may write). */
  cacheDir: string;
  /** Whether the build reuses and updates the caches in `cacheDir`. */
  cache: boolean;
  /** Where the site assets are ready (read only). */
  assetsDir: string;
  /** Render threads (undefined: the builder's choice). */
  workers: number | undefined;
  /** The heap limit of each render thread, in MB. */
  threadMemoryMb: number;
  /** Write the assistant's corpus, and the hosted "Ask AI" panel. */
  hosted: boolean;
}

/**
 * What a spare build process is started with (its argument after `--spare`): it builds Folio's
 * warm-up sample into a scratch folder of its work folder while it waits for its order.
 */
export interface WarmUp {
  /** Where the site assets are ready (read only). */
  assetsDir: string;
  /** The heap limit of each render thread, in MB. */
  threadMemoryMb: number;
}

/**
 * What a spare prints once it has warmed up. Only output before the order counts: until then
 * the process has run Folio's code and sample only.
 */
export const WARM_LINE = 'folio: warm';

/** At most this many diagnostics come back (errors first). */
export const MAX_DIAGNOSTICS = 200;

/** The largest answer file the server reads. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Text lengths the answer keeps to (the child cuts longer ones). */
export const TEXT_LIMITS = { code: 100, message: 2000, file: 1000, path: 1000 } as const;

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const diagnosticSchema = z.strictObject({
  severity: z.enum(['error', 'warning']),
  code: z.string().max(TEXT_LIMITS.code),
  message: z.string().max(TEXT_LIMITS.message),
  hint: z.string().max(TEXT_LIMITS.message).optional(),
  position: z
    .strictObject({ file: z.string().max(TEXT_LIMITS.file), line: count, column: count })
    .optional(),
  jsonPath: z.string().max(TEXT_LIMITS.path).optional(),
});

const brokenLinkSchema = z.strictObject({
  file: z.string().max(TEXT_LIMITS.file),
  line: count,
  column: count,
  written: z.string().max(TEXT_LIMITS.path),
  problem: z.string().max(TEXT_LIMITS.message),
  suggestion: z.string().max(TEXT_LIMITS.path).optional(),
});

const diagnostics = z.array(diagnosticSchema).max(MAX_DIAGNOSTICS);

const answerSchema = z.discriminatedUnion('task', [
  z.strictObject({
    task: z.literal('build'),
    written: z.boolean(),
    pages: count,
    rendered: count,
    bytes: count,
    diagnostics,
  }),
  z.strictObject({
    task: z.literal('links'),
    broken: z.array(brokenLinkSchema).max(MAX_DIAGNOSTICS),
    diagnostics,
  }),
  z.strictObject({ task: z.literal('failed'), message: z.string().max(TEXT_LIMITS.message) }),
]);

/** The child's answer, as written. */
export type ChildAnswer = z.infer<typeof answerSchema>;

/** A diagnostic as the answer carries it, in the shape the rest of Folio uses. */
export function toDiagnostic(item: z.infer<typeof diagnosticSchema>): Diagnostic {
  const { hint, position, jsonPath, ...rest } = item;
  return {
    ...rest,
    ...(hint === undefined ? {} : { hint }),
    ...(position === undefined ? {} : { position }),
    ...(jsonPath === undefined ? {} : { jsonPath }),
  };
}

/** Why an answer cannot be used. */
export class AnswerError extends Error {
  override readonly name = 'AnswerError';
}

/** Reads and checks the answer in `file`; throws an {@link AnswerError} saying what is wrong. */
export async function readChildAnswer(file: string): Promise<ChildAnswer> {
  const info = await lstat(file).catch(() => undefined);
  if (!info) throw new AnswerError('The build gave no result.');
  if (!info.isFile()) throw new AnswerError('The build result is not a file.');
  if (info.size > MAX_ANSWER_BYTES) {
    throw new AnswerError(`The build result is larger than ${MAX_ANSWER_BYTES} bytes.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new AnswerError('The build result is not JSON.');
  }
  const parsed = answerSchema.safeParse(data);
  if (!parsed.success) throw new AnswerError('The build result does not have the expected form.');
  return parsed.data;
}
