import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentProcess } from '../shared/index.ts';
import {
  OWNER_FILE,
  claimStaging,
  isAbandonedStaging,
  isStagingName,
  releaseStaging,
  stagingFolderOf,
  writeOwnerFile,
} from './staging-folder.ts';

describe('staging folders', () => {
  it('are named after the output and the process', () => {
    expect(stagingFolderOf('/sites/p/d')).toBe(`/sites/p/d.folio-staging-${String(process.pid)}`);
    expect(isStagingName('dist.folio-staging-1234')).toBe(true);
    expect(isStagingName('dist.folio-staging-')).toBe(false);
    expect(isStagingName('dist.folio-staging-12/a')).toBe(false);
  });

  it('are never taken for abandoned when the name is not a staging folder’s', async () => {
    expect(await isAbandonedStaging('/sites/p/d.folio-staging-')).toBe(false);
    expect(await isAbandonedStaging('/sites/p/d')).toBe(false);
  });

  it('of this process are in use exactly while a build of it writes them', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-staging-'));
    const staging = stagingFolderOf(path.join(root, 'site'));
    await mkdir(staging);
    claimStaging(staging);
    await writeOwnerFile(staging);
    expect(await isAbandonedStaging(staging)).toBe(false);
    releaseStaging(staging);
    expect(await isAbandonedStaging(staging)).toBe(true);
    expect(JSON.parse(await readFile(path.join(staging, OWNER_FILE), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(currentProcess())),
    );
  });
});
