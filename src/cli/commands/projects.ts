/**
 * `folio projects add DIR --subdomain NAME` and `folio projects list`: the projects a Folio
 * server hosts. Works whether or not `folio serve` is running (see `admin-command.ts`).
 * Exit 0 when done, 1 when refused (a subdomain in use, a folder without docs.json), 2 on
 * usage errors.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddedProject, ProjectSummary } from '../../server/index.ts';
import type { ProjectSource } from '../../storage/index.ts';
import { adminOptions, adminOptionsUsage, runAdmin, shortTime } from '../admin-command.ts';
import type { AdminOutput } from '../admin-command.ts';
import { ExitCode, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { textTable } from '../text-table.ts';

export const projectsUsage = `Usage: folio projects add DIR --subdomain NAME [--name NAME] [--org ID] [--json]
       folio projects add --git URL [--branch B] [--directory D] --subdomain NAME [...]
       folio projects list [--json]

Adds and lists the projects a Folio server hosts, one site per subdomain. Works whether or not
folio serve is running. A new project's first build is queued at once.

Arguments and options of add:
  DIR               the docs folder: the folder that holds docs.json
  --git URL         instead of DIR, a git repository: an https://, ssh:// or git@host:path
                    URL, or a local repository's absolute path
  --branch B        with --git: the branch to build and to start agent jobs from
                    (default: the repository's default branch)
  --directory D     with --git: the docs folder inside the repository (default: its root)
  --subdomain NAME  where the site is served (NAME.<domain>): letters, digits and hyphens
  --name NAME       the project's name (default: the name in docs.json)
  --org ID          the organization that owns it (default: the first one, made if none)

Options:
${adminOptionsUsage}`;

export async function projectsCommand(args: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand === undefined || subcommand === '-h' || subcommand === '--help') {
    io.stdout(`${projectsUsage}\n`);
    return subcommand === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (subcommand === 'add') return addCommand(rest, io);
  if (subcommand === 'list') return listCommand(rest, io);
  throw new UsageError(`unknown subcommand "${subcommand}": use add or list`);
}

async function addCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...adminOptions,
      subdomain: { type: 'string' },
      name: { type: 'string' },
      org: { type: 'string' },
      git: { type: 'string' },
      branch: { type: 'string' },
      directory: { type: 'string' },
    },
  });
  if (values.help) {
    io.stdout(`${projectsUsage}\n`);
    return ExitCode.ok;
  }
  const [dir, ...extra] = positionals;
  if (dir === undefined && values.git === undefined) {
    throw new UsageError(
      'projects add needs the docs folder (add DIR) or a repository (--git URL)',
    );
  }
  if (dir !== undefined && values.git !== undefined) {
    throw new UsageError('projects add takes a docs folder or --git URL, not both');
  }
  if (values.git === undefined && (values.branch !== undefined || values.directory !== undefined)) {
    throw new UsageError('--branch and --directory go with --git URL');
  }
  if (extra.length > 0)
    throw new UsageError(`projects add takes one folder, got ${positionals.join(' ')}`);
  const subdomain = values.subdomain;
  if (subdomain === undefined) {
    throw new UsageError('projects add needs --subdomain NAME: where the site is served');
  }
  return runAdmin('projects add', values, io, async (admin) => {
    const added = await admin.addProject({
      ...(dir === undefined ? {} : { dir: path.resolve(io.cwd, dir) }),
      ...(values.git === undefined
        ? {}
        : {
            git: {
              url: gitLocation(values.git, io.cwd),
              branch: values.branch,
              directory: values.directory,
            },
          }),
      subdomain,
      name: values.name,
      organizationId: values.org,
    });
    return { json: added, text: addedText(added) };
  });
}

async function listCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: adminOptions,
  });
  if (values.help) {
    io.stdout(`${projectsUsage}\n`);
    return ExitCode.ok;
  }
  if (positionals.length > 0) {
    throw new UsageError(`projects list takes no arguments, got ${positionals.join(' ')}`);
  }
  return runAdmin('projects list', values, io, async (admin): Promise<AdminOutput> => {
    const projects = await admin.listProjects();
    return { json: { projects }, text: listText(projects) };
  });
}

/** A repository address as given, or, for a relative local path, that path made absolute. */
function gitLocation(location: string, cwd: string): string {
  const isAddress = /^[a-z][a-z0-9+.-]*:\/\//i.test(location) || /^[\w.-]+@[\w.-]+:/.test(location);
  return isAddress || path.isAbsolute(location) ? location : path.resolve(cwd, location);
}

function addedText({ project, deployment }: AddedProject): string {
  return [
    `Added project "${project.name}" at subdomain ${project.subdomain}.`,
    `  id          ${project.id}`,
    `  source      ${sourceText(project.source)}`,
    `  deployment  ${deployment.id} (${deployment.status})`,
    'Its first build is queued: `folio projects list` shows when the site is live.',
  ].join('\n');
}

function listText(projects: ProjectSummary[]): string {
  if (projects.length === 0) {
    return 'No projects yet. Add one with: folio projects add DIR --subdomain NAME';
  }
  return textTable(
    ['ID', 'SUBDOMAIN', 'NAME', 'STATUS', 'LAST BUILD (UTC)', 'SOURCE'],
    projects.map((project) => [
      project.id,
      project.subdomain,
      project.name,
      statusText(project),
      shortTime(
        project.latestDeployment?.finishedAt ?? project.latestDeployment?.createdAt ?? null,
      ),
      sourceText(project.source),
    ]),
  );
}

/** Where a project's deployments stand, in a few words: `live`, `building (previous live)`... */
function statusText(project: Pick<ProjectSummary, 'live' | 'latestDeployment'>): string {
  const latest = project.latestDeployment?.status;
  if (latest === undefined) return 'not deployed';
  if (latest === 'ready') return 'live';
  return project.live ? `${latest} (previous live)` : latest;
}

function sourceText(source: ProjectSource): string {
  if (source.type === 'folder') return source.path;
  const branch = source.branch === undefined ? '' : `#${source.branch}`;
  const directory = source.directory === undefined ? '' : ` (${source.directory})`;
  return `${source.url}${branch}${directory}`;
}
