/**
 * The crash-safe file operations of a migration: the shared ones (`shared/durable-files.ts`),
 * with the migration's own temporary-file names (`.<name>.folio-migrate-tmp`), which an
 * interrupted run's journal and the next run's clean-up look for.
 *
 * @module
 */
import { tempPathOf as sharedTempPathOf } from '../../shared/index.ts';

export {
  digest,
  encodeLike,
  forEachFileLimited as forEachLimited,
  modeOf,
  readIfExists,
  resolveTarget,
  syncFolders,
  writeSynced,
} from '../../shared/index.ts';

/** The temporary file a migration writes before replacing `file`: hidden, in the same folder. */
export function tempPathOf(file: string): string {
  return sharedTempPathOf(file, 'migrate');
}
