/**
 * `folio <command>`: dispatches to one file per command under `commands/`.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { FolioError, formatDiagnostics } from '../shared/index.ts';
import { ExitCode, UsageError } from './io.ts';
import type { CliIo } from './io.ts';

type Command = (args: string[], io: CliIo) => Promise<number>;

/** Commands load on demand, so `folio --help` does not pay for every module. */
const commands: Record<string, { load: () => Promise<Command>; summary: string }> = {
  init: {
    load: async () => (await import('./commands/init.ts')).initCommand,
    summary: 'write a starter docs folder (docs.json, pages, OpenAPI spec, logo)',
  },
  validate: {
    load: async () => (await import('./commands/validate.ts')).validateCommand,
    summary: 'check docs.json, navigation, page files and OpenAPI references',
  },
  build: {
    load: async () => (await import('./commands/build.ts')).buildCommand,
    summary: 'build the static site (HTML, search index, sitemap, llms.txt)',
  },
  dev: {
    load: async () => (await import('./commands/dev.ts')).devCommand,
    summary: 'serve the docs folder with live reload while you write',
  },
  'broken-links': {
    load: async () => (await import('./commands/broken-links.ts')).brokenLinksCommand,
    summary: 'check internal links, images, anchors and redirects of every page',
  },
  rename: {
    load: async () => (await import('./commands/rename.ts')).renameCommand,
    summary: 'move a page and update its navigation entries, links and redirects',
  },
  upgrade: {
    load: async () => (await import('./commands/upgrade.ts')).upgradeCommand,
    summary: 'write docs.json from a legacy mint.json (kept unless --delete)',
  },
  export: {
    load: async () => (await import('./commands/export.ts')).exportCommand,
    summary: 'build the static site into one zip archive, to serve from any host',
  },
  a11y: {
    load: async () => (await import('./commands/a11y.ts')).a11yCommand,
    summary: 'check accessibility: axe-core on every page in Chromium, colour contrast',
  },
  'migrate-mdx': {
    load: async () => (await import('./commands/migrate-mdx.ts')).migrateMdxCommand,
    summary: 'move MDX endpoint pages into the OpenAPI spec (x-folio), losing nothing',
  },
  'openapi-check': {
    load: async () => (await import('./commands/openapi-check.ts')).openapiCheckCommand,
    summary: 'check an OpenAPI spec: official schema, $refs, operationIds, examples',
  },
  serve: {
    load: async () => (await import('./commands/serve.ts')).serveCommand,
    summary: "host every project's site by subdomain and serve the /v1 APIs",
  },
  projects: {
    load: async () => (await import('./commands/projects.ts')).projectsCommand,
    summary: 'add and list the projects a Folio server hosts',
  },
  keys: {
    load: async () => (await import('./commands/keys.ts')).keysCommand,
    summary: 'create, list and revoke the API keys of a Folio server',
  },
  start: {
    load: async () => (await import('./commands/start.ts')).startCommand,
    summary: "build Folio's own docs and host them with the APIs (what npm start runs)",
  },
};

export const usage = `Usage: folio <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, { summary }]) => `  ${name.padEnd(14)} ${summary}`)
  .join('\n')}

Run folio <command> --help for a command's options.
Options: -h, --help   -v, --version`;

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(`${usage}\n`);
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (name === '-v' || name === '--version') {
    io.stdout(`${version()}\n`);
    return ExitCode.ok;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`folio: unknown command "${name}"\n\n${usage}\n`);
    return ExitCode.usage;
  }
  try {
    const run = await command.load();
    return await run(args, io);
  } catch (error) {
    if (error instanceof FolioError) {
      io.stderr(
        `${formatDiagnostics(error.diagnostics, { root: io.cwd, cwd: io.cwd, color: io.color })}\n`,
      );
      return ExitCode.failed;
    }
    if (isStorageError(error) || isAddressInUse(error)) {
      io.stderr(`folio ${name}: ${messageOf(error)}\n`);
      return ExitCode.failed;
    }
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(
        `folio ${name}: ${(error as Error).message}\nRun folio ${name} --help for usage.\n`,
      );
      return ExitCode.usage;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(
      `folio ${name}: internal error — please report it with the output below.\n${detail}\n`,
    );
    return ExitCode.internal;
  }
}

/** Storage refusals (database in use, schema too new...) are the user's to fix, not bugs. */
function isStorageError(error: unknown): boolean {
  return error instanceof Error && error.name === 'StorageError';
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === 'EADDRINUSE';
}

function messageOf(error: unknown): string {
  if (isAddressInUse(error)) {
    return 'the port is already in use: pass --port N (0 picks a free one) or set PORT.';
  }
  return error instanceof Error ? error.message : String(error);
}

function isParseArgsError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
