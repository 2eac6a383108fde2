/**
 * `npm start`: the main job. Validates a docs folder (default: Folio's own `docs/`), starts the
 * platform server on its data folder (`<dir>/.folio` unless `--data`), registers the folder as
 * a project on the first run, builds it as a deployment, and prints the site URL, the API URL
 * and, when the project has no keys yet, a fresh admin key and assistant key with a curl call
 * for the jobs API that works as printed. `--check` stops after building and fetching the site
 * once (for CI), and creates no keys.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDocsProject } from '../../content/index.ts';
import { ensureFolderProject, startServer } from '../../server/index.ts';
import type { RunningServer } from '../../server/index.ts';
import { formatDiagnostics } from '../../shared/index.ts';
import { createApiKey, listApiKeys, SITE_KEY_LABEL } from '../../storage/index.ts';
import type { Project } from '../../storage/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { displayFolder, serveArgs, serveOptions, untilStopped } from './serve.ts';
import { summaryLine, validationReport } from './validate.ts';

/** Folio's own documentation, shipped in the repository. */
/** How the user runs Folio: through npm's script in a clone (sources), else the installed command. */
const FOLIO_COMMAND = import.meta.url.endsWith('.ts') ? 'npm run folio --' : 'folio';

export const OWN_DOCS = fileURLToPath(new URL('../../../docs', import.meta.url));

export const startUsage = `Usage: folio start [dir] [--port 3000] [--host 127.0.0.1] [--data DIR] [--check]

Validates a docs folder (default: Folio's own docs/), starts the Folio server, registers the
folder as a project (subdomain "docs" for Folio's docs, else the folder's name), builds it,
and serves it with the APIs. The first run prints an admin key and an assistant key.
This is what npm start runs.

Options:
  --port N      port to listen on (default: $PORT, else 3000; 0 picks a free one)
  --host H      address to listen on (default 127.0.0.1)
  --data DIR    data folder (default: dir/.folio); DATABASE_URL selects PostgreSQL
  --check       validate, build and fetch the site once, then exit (creates no keys)
  -h, --help`;

export async function startCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...serveOptions,
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${startUsage}\n`);
    return ExitCode.ok;
  }
  if (positionals.length === 0 && !existsSync(OWN_DOCS)) {
    // An installed package carries no docs of its own (they are in Folio's repository).
    throw new UsageError(
      "Folio's own docs are not part of an installed Folio: run folio start DIR with a docs folder (folio init makes one), or clone Folio's repository.",
    );
  }
  const root = oneFolder('start', positionals, io, OWN_DOCS);
  const options = serveArgs({ ...values, data: values.data ?? path.join(root, '.folio') }, io);

  const docs = await loadDocsProject(root);
  const report = validationReport(docs);
  if (report.diagnostics.length) {
    const sources = docs.loaded.sources;
    io.stdout(
      `${formatDiagnostics(report.diagnostics, { root, cwd: io.cwd, sources, color: io.color })}\n\n`,
    );
  }
  io.stdout(`${summaryLine(report)}\n`);
  if (!report.valid) return ExitCode.failed;

  // Request lines would drown the summary of a check run; a served run logs them.
  const server = await startServer(values.check ? { ...options, log: () => undefined } : options);
  try {
    const name = docs.loaded.config?.name ?? path.basename(root);
    const subdomain = root === OWN_DOCS ? 'docs' : subdomainOf(path.basename(root));
    const project = await ensureFolderProject(server.services.db, { dir: root, subdomain, name });
    const built = await deploy(server, project, io);
    if (!built || values.check) {
      const code = built ? await checkSite(server, project, io) : ExitCode.failed;
      await server.close();
      return code;
    }
    await printWelcome(server, project, io);
  } catch (error) {
    await server.close();
    throw error;
  }
  await untilStopped(server, io);
  return ExitCode.ok;
}

/** Builds the project as a new deployment; false when the build failed and nothing is served. */
async function deploy(server: RunningServer, project: Project, io: CliIo): Promise<boolean> {
  const queued = await server.services.deployments.request(project);
  const deployment = await server.services.deployments.settled(queued.id);
  const seconds =
    deployment.startedAt !== null && deployment.finishedAt !== null
      ? (Date.parse(deployment.finishedAt) - Date.parse(deployment.startedAt)) / 1000
      : 0;
  if (deployment.status === 'ready') {
    io.stdout(`Built ${project.name} in ${seconds.toFixed(2)} s (deployment ${deployment.id})\n`);
    return true;
  }
  io.stderr(`${deployment.error ?? 'The build failed.'}\n`);
  if (project.currentDeploymentId === null) return false;
  io.stdout('The build failed: the previous deployment is still served.\n');
  return true;
}

/** `--check`: fetch the home page over the socket, then stop. */
async function checkSite(server: RunningServer, project: Project, io: CliIo): Promise<number> {
  const url = `${server.url}/_sites/${project.subdomain}/`;
  const response = await fetch(url);
  if (response.status !== 200) {
    io.stderr(`GET ${url} answered ${response.status}\n`);
    return ExitCode.failed;
  }
  io.stdout(`Served ${url}: ${response.status}\n`);
  return ExitCode.ok;
}

async function printWelcome(server: RunningServer, project: Project, io: CliIo): Promise<void> {
  const { db } = server.services;
  const lines = [
    '',
    `  Site:     ${server.siteUrl(project.subdomain)}`,
    `            ${server.url}/_sites/${project.subdomain}/ (for clients without subdomains)`,
    `  API:      ${server.url}/v1`,
    `  Project:  ${project.id}`,
    `  Model:    ${modelLine(server)}`,
  ];
  const keys = (await listApiKeys(db, { projectId: project.id })).filter(
    (key) => key.label !== SITE_KEY_LABEL,
  );
  if (keys.length === 0) {
    const admin = await createApiKey(db, {
      type: 'admin',
      projectId: project.id,
      label: 'npm start',
    });
    const assistant = await createApiKey(db, {
      type: 'assistant',
      projectId: project.id,
      label: 'npm start',
    });
    lines.push(
      `  Admin key:      ${admin.key}`,
      `  Assistant key:  ${assistant.key}`,
      '  (shown once, stored only as hashes: keep them)',
      '',
      '  List the agent jobs:',
      `  curl -H "Authorization: Bearer ${admin.key}" ${server.url}/v1/agent/${project.id}/jobs`,
    );
  } else {
    lines.push(
      '',
      '  Keys were printed on the first run. Make new ones (while this runs) with:',
      `  ${FOLIO_COMMAND} keys create --project ${project.id} --type admin --data ${displayFolder(server.dataDir, io.cwd)}`,
    );
  }
  io.stdout(`${lines.join('\n')}\n\n`);
}

/** Which model the assistant (Ask AI) and the agent use, or what to set for one. */
function modelLine(server: RunningServer): string {
  const name = server.services.agents.modelName;
  if (name !== undefined) return `${name} (Ask AI answers and agent jobs)`;
  return (
    'none: Ask AI quotes the docs and agent jobs are off; set FOLIO_AI_PROVIDER, ' +
    'FOLIO_AI_MODEL and FOLIO_AI_BASE_URL or FOLIO_AI_API_KEY for both (docs/guides/agent.mdx)'
  );
}

/** A DNS label made from a folder name: `My_Docs` → `my-docs`. */
export function subdomainOf(name: string): string {
  const label = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return label === '' ? 'docs' : label;
}
