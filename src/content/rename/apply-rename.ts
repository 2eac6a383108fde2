/**
 * Writes a rename plan all or nothing (`replaceFiles`): the moved file at its new path, docs.json
 * and its includes, the pages whose links changed, then the old file deleted. A file edited since
 * it was read stops the run with nothing changed; a failure part way puts every file back as it
 * was. Files reached through a symbolic link inside the folder are written through it (the link
 * stays a link).
 *
 * @module
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { replaceFiles, resolveTarget } from '../../shared/index.ts';
import type { FileOperations, FileReplacement } from '../../shared/index.ts';
import type { RenamePlan } from './plan-rename.ts';

export async function applyRename(
  plan: RenamePlan,
  operations?: Partial<FileOperations>,
): Promise<void> {
  const writes: FileReplacement[] = [];
  const deletes: FileReplacement[] = [];
  for (const item of plan.files) {
    // The text as read (a byte-order mark included), so the bytes compared are the bytes read.
    const original = Buffer.from(item.before, 'utf8');
    const bytes = Buffer.from(item.after, 'utf8');
    if (item.movedFrom === undefined) {
      const target = await resolveTarget(path.join(plan.root, item.file));
      writes.push({ file: target, bytes, original, label: item.file });
    } else {
      const source = path.join(plan.root, item.movedFrom);
      // The moved file keeps its permission bits.
      const mode = (await stat(source)).mode & 0o777;
      writes.push({
        file: path.join(plan.root, item.file),
        bytes,
        original: undefined,
        mode,
        label: item.file,
      });
      deletes.push({ file: source, bytes: undefined, original, label: item.movedFrom });
    }
  }
  await replaceFiles([...writes, ...deletes], {
    purpose: 'rename',
    command: 'folio rename',
    operations,
  });
}
