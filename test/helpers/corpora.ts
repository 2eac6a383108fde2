/**
 * Where the real docs corpora are: two documentation folders from public repositories
 * (`mintlify-starter/`, `trigger-docs/`) that Folio must validate, build and serve with 0 errors.
 * They are kept outside the repository, in `../shared/corpora` beside it, or wherever
 * `FOLIO_CORPORA` points. Tests that read them are skipped, with {@link NEEDS_CORPORA} in their
 * name, when the folder is missing, so the suite passes in any clone; benchmarks call
 * {@link requireCorpora} and stop with a clear message instead.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The names of the corpus folders. */
export type CorpusName = 'mintlify-starter' | 'trigger-docs';

const names: readonly CorpusName[] = ['mintlify-starter', 'trigger-docs'];

/** What the name of a test that reads the corpora says, so a skip explains itself. */
export const NEEDS_CORPORA = 'needs the real docs corpora (FOLIO_CORPORA)';

/** The corpora folder: `FOLIO_CORPORA` (relative to the working folder), else `../shared/corpora`. */
export const corporaFolder = process.env['FOLIO_CORPORA']
  ? path.resolve(process.env['FOLIO_CORPORA'])
  : fileURLToPath(new URL('../../../shared/corpora/', import.meta.url));

/** Whether both corpus folders are there. */
export const hasCorpora = names.every((name) => existsSync(path.join(corporaFolder, name)));

/** The folder of one corpus (it may be missing: check {@link hasCorpora}). */
export function corpus(name: CorpusName): string {
  return path.join(corporaFolder, name);
}

/** The folder of one corpus, for benchmarks: throws a message that says how to provide it. */
export function requireCorpora(name: CorpusName): string {
  if (!hasCorpora) {
    throw new Error(
      `The real docs corpora are not in ${corporaFolder}: this benchmark needs ${names.join('/ and ')}/ there. ` +
        'Set FOLIO_CORPORA to the folder that holds them.',
    );
  }
  return corpus(name);
}
