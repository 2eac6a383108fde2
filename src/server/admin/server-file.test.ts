import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  newControlToken,
  readServerFile,
  removeServerFile,
  SERVER_FILE_NAME,
  serverFilePath,
  writeServerFile,
} from './server-file.ts';

describe('the server file', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-server-file-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const info = () => ({
    url: 'http://127.0.0.1:3000',
    pid: process.pid,
    controlToken: newControlToken(),
  });

  it('makes control tokens of 256 random bits in base64url', () => {
    const tokens = Array.from({ length: 50 }, newControlToken);
    for (const token of tokens) expect(token).toMatch(/^folio_control_[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('reads back what was written, from a file only its owner can read', async () => {
    const written = info();
    const file = await writeServerFile(dataDir, written);
    expect(file).toBe(path.join(dataDir, SERVER_FILE_NAME));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(written);
    expect(await readServerFile(dataDir)).toEqual(written);
  });

  it('creates a missing data folder and replaces an older file', async () => {
    const nested = path.join(dataDir, 'a', 'b');
    await writeServerFile(nested, info());
    const second = { ...info(), url: 'http://127.0.0.1:4000' };
    await writeServerFile(nested, second);
    expect(await readServerFile(nested)).toEqual(second);
  });

  it('finds no server without a file, with a malformed one, or with a dead process', async () => {
    expect(await readServerFile(dataDir)).toBeUndefined();

    const file = serverFilePath(dataDir);
    const malformed = [
      '{"url": "http://127.0.0.1:3000", "pid"',
      JSON.stringify({ ...info(), url: 'ftp://example.com' }),
      JSON.stringify({ ...info(), pid: -1 }),
      JSON.stringify({ ...info(), controlToken: 'folio_control_short' }),
      JSON.stringify([info()]),
    ];
    for (const text of malformed) {
      await writeFile(file, text);
      expect(await readServerFile(dataDir)).toBeUndefined();
    }

    // A process that has exited: its id is free (and very unlikely to be reused at once).
    const exited = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    expect(exited.pid).toBeGreaterThan(0);
    await writeServerFile(dataDir, { ...info(), pid: exited.pid });
    expect(await readServerFile(dataDir)).toBeUndefined();
  });

  it('removes the file, and removing it twice is harmless', async () => {
    await writeServerFile(dataDir, info());
    await removeServerFile(dataDir);
    expect(await readServerFile(dataDir)).toBeUndefined();
    await expect(stat(serverFilePath(dataDir))).rejects.toThrow(/ENOENT/);
    await removeServerFile(dataDir);
  });
});
