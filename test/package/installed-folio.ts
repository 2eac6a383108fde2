/**
 * Folio as a user gets it: the tarball `npm pack` makes (which runs `npm run build`),
 * installed with npm into an empty project outside the repository, run through the `folio`
 * executable npm links, under a chosen Node.js.
 *
 * @module
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv } from './node-release.ts';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** The packed tarball and what npm says of it. */
export interface Tarball {
  file: string;
  /** Bytes of the .tgz. */
  size: number;
  /** Bytes of its files, unpacked. */
  unpackedSize: number;
  files: string[];
}

/** Packs the repository as npm publishes it (the `prepack` script compiles `dist/`). */
export function packFolio(): Tarball {
  const destination = mkdtempSync(path.join(os.tmpdir(), 'folio-pack-'));
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--loglevel=error', '--pack-destination', destination],
    { cwd: repository, encoding: 'utf8', env: cleanEnv(), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The build script's own line comes first; npm's JSON report is the rest.
  const report = JSON.parse(output.slice(output.indexOf('['))) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  const [packed] = report;
  if (!packed) throw new Error(`npm pack reported nothing:\n${output}`);
  return {
    file: path.join(destination, packed.filename),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    files: packed.files.map((file) => file.path),
  };
}

/** Runs one way of calling `folio`, under one Node.js. */
export interface FolioRunner {
  /** Runs `folio ...args` to the end. */
  run(args: string[], cwd?: string): { code: number; stdout: string; stderr: string };
  /** Starts `folio ...args` and resolves once it printed a URL. */
  start(args: string[], env?: Record<string, string>, cwd?: string): Promise<RunningFolio>;
}

/** A project with Folio installed from the tarball, and the Node.js it runs under. */
export interface InstalledFolio extends FolioRunner {
  project: string;
  /** Bytes of the project's node_modules after the install. */
  installSize: number;
}

export interface RunningFolio {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** The environment with the Node.js of `nodeBin` first on the PATH. */
function withNode(nodeBin: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return cleanEnv({ PATH: `${nodeBin}${path.delimiter}${process.env['PATH'] ?? ''}`, ...extra });
}

/** Runs `command ...prefix ...args` with `nodeBin`'s Node.js, in `home` unless told. */
function runner(command: string, prefix: string[], nodeBin: string, home: string): FolioRunner {
  return {
    run(args, cwd = home) {
      const result = spawnSync(command, [...prefix, ...args], {
        cwd,
        env: withNode(nodeBin),
        encoding: 'utf8',
      });
      return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
    },
    start: (args, extra, cwd = home) =>
      startFolio(spawn(command, [...prefix, ...args], { cwd, env: withNode(nodeBin, extra) })),
  };
}

/** Installs `tarball` into a new empty project with the Node.js in `nodeBin`. */
export function installFolio(tarball: Tarball, nodeBin: string): InstalledFolio {
  const project = mkdtempSync(path.join(os.tmpdir(), 'folio-installed-'));
  writeFileSync(path.join(project, 'package.json'), '{"private":true}\n');
  // Packages come from the npm cache the repository's own install filled.
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball.file],
    { cwd: project, env: withNode(nodeBin), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  mkdirSync(path.join(project, 'work'), { recursive: true });
  const folio = path.join(project, 'node_modules', '.bin', 'folio');
  return {
    project,
    installSize: folderSize(path.join(project, 'node_modules')),
    ...runner(folio, [], nodeBin, project),
  };
}

/**
 * `npx folio-docs ...` as in a folder without a package.json, with the tarball standing in
 * for the registry's copy (npx installs it into npm's cache, as it would from the registry).
 */
export function npxFolio(tarball: Tarball, nodeBin: string): FolioRunner & { folder: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'folio-npx-'));
  const prefix = ['--yes', '--prefer-offline', '--package', tarball.file, 'folio-docs'];
  return { folder, ...runner('npx', prefix, nodeBin, folder) };
}

/** Waits for the first http:// URL the process prints. */
function startFolio(child: ChildProcessWithoutNullStreams): Promise<RunningFolio> {
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /http:\/\/[\w.-]+:\d+/.exec(output)?.[0];
      if (url) {
        child.stdout.off('data', onData);
        child.stdout.on('data', (more: Buffer) => (output += more.toString('utf8')));
        resolve({ url, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      reject(new Error(`folio exited (${String(code)}) before it printed a URL:\n${output}`));
    });
  });
}

/** The bytes of every file under `folder` (links not followed), as a disk holds them unshared. */
export function folderSize(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += lstatSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
