/**
 * The test run's own temporary folder, removed when the run ends. Tests make their scratch
 * folders with `mkdtemp(path.join(tmpdir(), ...))` and most leave them (about a thousand per
 * run); with `TMPDIR` pointing here, `os.tmpdir()` gives this folder in every test process, and
 * all of them go at the end.
 *
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'folio-tests-'));
  process.env['TMPDIR'] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
  };
}
