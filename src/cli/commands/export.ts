/**
 * `folio export [dir] [--output FILE.zip] [--force] [--keep-going]`: builds the static site the
 * way `folio build` does (same code path, same diagnostics) into a temporary folder, then writes
 * it as one zip archive, to unzip and serve from any static host. The archive is named after
 * docs.json's `name` (`acme-docs-site.zip`, or `site.zip`) in the current folder unless
 * `--output` says otherwise, and an existing file is replaced only with `--force`. Exit 0 when
 * exported, 1 when the build failed or had errors (no archive is written), 2 on usage errors.
 *
 * @module
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/index.ts';
import { zipFolder } from '../../site/index.ts';
import { isInside, plural } from '../../shared/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { runBuild } from './build.ts';

export const exportUsage = `Usage: folio export [dir] [--output FILE.zip] [--force] [--keep-going]

Builds the static site of the docs folder dir (default: the current folder), as folio build
does, and writes it as one zip archive: unzip it anywhere and serve the folder with any static
web server. The archive holds the site only (no sources), and nothing is written when the build
has errors.

Options:
  --output FILE.zip  where to write the archive (default: <name>-site.zip in the current
                     folder, from docs.json's name; site.zip without one)
  --force            replace FILE.zip if it exists
  --keep-going       export even when some pages have errors (they are left out)
  --no-cache         render every page (default: reuse unchanged pages from dir/.folio/cache)
  -h, --help

Exit codes: 0 exported, 1 the build failed or had errors (no archive written), 2 usage error
(such as an existing FILE.zip without --force).`;

export async function exportCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      'keep-going': { type: 'boolean' },
      cache: { type: 'boolean', default: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${exportUsage}\n`);
    return ExitCode.ok;
  }
  const root = oneFolder('export', positionals, io, '.');
  const output = path.resolve(io.cwd, values.output ?? (await defaultName(root)));
  checkOutput(output, values.output, values.force === true);

  const started = performance.now();
  const siteFolder = await mkdtemp(path.join(tmpdir(), 'folio-export-'));
  try {
    const outDir = path.join(siteFolder, 'site');
    const { code, result } = await runBuild(
      root,
      { outDir, keepGoing: values['keep-going'], cache: values.cache },
      io,
      true,
    );
    // Built with errors only under --keep-going, which exports what was built (exit 1 still).
    if (!result.written) return code;
    const zipped = await zipFolder(outDir, output);
    const where = path.relative(io.cwd, output) || output;
    io.stdout(
      `Exported ${plural(result.pages, 'page')} to ${where} (${plural(zipped.files.length, 'file')}, ${size(zipped.zipBytes)} zipped from ${size(zipped.bytes)}) in ${((performance.now() - started) / 1000).toFixed(2)} s\n`,
    );
    if (isInside(path.resolve(root), output)) {
      io.stderr(
        `note: ${where} is inside the docs folder, so the next build publishes it; write it elsewhere with --output, or list it in .folioignore\n`,
      );
    }
    return code;
  } finally {
    await rm(siteFolder, { recursive: true, force: true });
  }
}

/** `12.3 kB`, `4.5 MB`. */
function size(bytes: number): string {
  return bytes < 1000 * 1000
    ? `${(bytes / 1000).toFixed(1)} kB`
    : `${(bytes / 1000 / 1000).toFixed(1)} MB`;
}

/** `<name>-site.zip` from docs.json's name (`Acme Docs` → `acme-docs-site.zip`), or `site.zip`. */
async function defaultName(root: string): Promise<string> {
  const { config } = await loadConfig(root);
  const slug = (config?.name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'site.zip' : `${slug}-site.zip`;
}

/** Refuses an output that exists (without --force), is a folder, or sits in no folder. */
function checkOutput(output: string, typed: string | undefined, force: boolean): void {
  const shown = typed ?? path.basename(output);
  if (!output.toLowerCase().endsWith('.zip')) {
    throw new UsageError(`--output ${shown}: give a file name ending in .zip`);
  }
  if (existsSync(output)) {
    if (statSync(output).isDirectory()) throw new UsageError(`${shown} is a folder`);
    if (!force) throw new UsageError(`${shown} already exists: pass --force to replace it`);
  }
  const folder = path.dirname(output);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new UsageError(`cannot write ${shown}: the folder ${folder} does not exist`);
  }
}
