/**
 * Brings the scratch folder up for the side-by-side benchmark: the corpus (gen-corpus.mjs), each
 * peer (its own setup.sh: npm install of the pinned versions, then the corpus brought in), the
 * floor (floor.mjs and its three packages) and Folio's copy of the corpus. One at a time: the
 * installs take minutes and the machine may be shared. A peer that cannot be set up is reported
 * with the end of its output and left out; the rest go on.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Places } from './peer-tools.ts';
import { runCommand } from '../measure/run-command.ts';

/** True when `<work>/<name>` holds an installed peer with the corpus brought in. */
export function peerReady(name: string, places: Places): boolean {
  const folder = path.join(places.work, name);
  return (
    existsSync(path.join(folder, 'node_modules')) && existsSync(path.join(folder, 'docs.json'))
  );
}

/** Generates the corpus when it is missing (a fixed seed: the same N gives the same pages). */
export async function ensureCorpus(places: Places, pages: number, env: NodeJS.ProcessEnv) {
  if (existsSync(path.join(places.corpus, 'pages.txt'))) return;
  const script = path.join(places.bench, 'gen-corpus.mjs');
  const run = await runCommand(process.execPath, [script, places.corpus, String(pages)], { env });
  if (run.exitCode !== 0) throw new Error(`gen-corpus.mjs failed:\n${run.outputTail}`);
}

/** Folio's own copy of the corpus, laid anew so nothing of an earlier run stays in it. */
export async function copyCorpusForFolio(places: Places): Promise<void> {
  const folder = path.join(places.work, 'folio');
  await rm(folder, { recursive: true, force: true });
  await cp(places.corpus, folder, { recursive: true });
}

/** Installs floor.mjs's packages in `<work>/floor` once. */
export async function ensureFloor(
  places: Places,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const folder = path.join(places.work, 'floor');
  if (existsSync(path.join(folder, 'node_modules', '@mdx-js', 'mdx'))) return undefined;
  await mkdir(folder, { recursive: true });
  for (const file of ['floor.mjs', 'package.json']) {
    await copyFile(path.join(places.bench, file), path.join(folder, file));
  }
  const run = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    env,
  });
  return run.exitCode === 0
    ? undefined
    : `npm install failed (exit ${String(run.exitCode)}):\n${run.outputTail}`;
}

/** Runs `peers/<name>/setup.sh CORPUS <work>/<name>`; the error text when it fails. */
export async function setUpPeer(
  name: string,
  places: Places,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const script = path.join(places.bench, 'peers', name, 'setup.sh');
  const run = await runCommand('sh', [script, places.corpus, path.join(places.work, name)], {
    env,
  });
  return run.exitCode === 0
    ? undefined
    : `setup.sh exit ${String(run.exitCode)}:\n${run.outputTail}`;
}
