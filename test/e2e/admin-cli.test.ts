/**
 * `folio projects` and `folio keys` as a user runs them: real processes on a data folder, first
 * with the embedded database free (the CLI opens it), then held by a running server (the CLI
 * goes through the server named by `server.json`). The same commands give the same output both
 * ways, exit codes included; only `--verbose` tells them apart.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newControlToken, removeServerFile, writeServerFile } from '../../src/server/index.ts';
import { listApiKeys, openDatabase } from '../../src/storage/index.ts';
import type { Database } from '../../src/storage/index.ts';
import type { CliResult } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { startAdminTestServer } from '../server/admin-test-server.ts';
import type { AdminTestServer } from '../server/admin-test-server.ts';

const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** Runs folio in `cwd` without blocking this process (which may be the server it talks to). */
function folio(cwd: string, args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', INIT_CWD: cwd };
  delete env['DATABASE_URL'];
  const child = spawn(process.execPath, [main, ...args], { cwd, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** Output with what differs between runs (ids, keys, times, folders) replaced by names. */
function normalized(text: string, root: string): string {
  return text
    .replaceAll(root, '<root>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/folio_(admin|assistant)_[A-Za-z0-9_-]{32}/g, '<$1 key>')
    .replace(/folio_(admin|assistant)_[A-Za-z0-9_-]{8}/g, '<$1 prefix>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<iso time>')
    .replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, '<time>');
}

interface Step {
  args: string;
  result: CliResult;
}

/**
 * Every admin command in turn, refusals included, in the folder `root` (its `site/docs` holds
 * the docs) on the data folder `data`.
 */
async function scenario(root: string, data: string): Promise<Step[]> {
  const steps: Step[] = [];
  const run = async (...args: string[]) => {
    const result = await folio(root, [...args, '--data', data]);
    steps.push({ args: args.join(' '), result });
    return result;
  };
  await run('projects', 'list');
  await run('projects', 'add', 'site', '--subdomain', 'acme');
  await run('projects', 'add', 'site/docs', '--subdomain', 'acme');
  await run('projects', 'add', 'site/docs', '--subdomain', 'ACME', '--name', 'Again');
  await run(
    'projects',
    'add',
    '--git',
    'https://github.com/acme/handbook.git',
    '--branch',
    'main',
    '--directory',
    'docs',
    '--subdomain',
    'handbook',
  );
  await run('projects', 'add', '--git', 'handbook', '--subdomain', 'bad');
  await run('projects', 'list');
  const admin = await run(
    'keys',
    'create',
    '--project',
    'acme',
    '--type',
    'admin',
    '--label',
    'CI',
  );
  await run('keys', 'create', '--project', 'acme', '--type', 'assistant', '--json');
  await run('keys', 'list');
  const prefix = /Lists show it as (\S+);/.exec(admin.stdout)?.[1] ?? 'no prefix printed';
  await run('keys', 'revoke', prefix);
  await run('keys', 'revoke', prefix);
  await run('keys', 'list', '--project', 'acme', '--json');
  await run('keys', 'revoke', 'folio_admin_nope', '--json');
  await run('keys', 'create', '--project', 'nope', '--type', 'admin');
  await run('projects', 'list', '--json');
  return steps;
}

/** The steps as one text: command, exit code, stdout and stderr, normalized. */
function transcript(steps: Step[], root: string): string {
  return steps
    .map(({ args, result }) => {
      const lines = [`$ folio ${args}  → ${result.code}`];
      if (result.stdout !== '') lines.push(result.stdout.trimEnd());
      if (result.stderr !== '') lines.push(`[stderr] ${result.stderr.trimEnd()}`);
      return normalized(lines.join('\n'), root);
    })
    .join('\n\n');
}

let direct: { root: string; steps: Step[] };

describe('folio projects and keys on a free embedded database', () => {
  let data: string;
  beforeAll(async () => {
    const root = await tempDocs({
      'site/docs/docs.json': { name: 'Acme Docs', navigation: { pages: ['index'] } },
      'site/docs/index.mdx': '# Acme\n',
    });
    data = path.join(root, 'data');
    direct = { root, steps: await scenario(root, data) };
  }, 120_000);

  it('adds and lists projects, creates, lists and revokes keys, refusing what it must', () => {
    expect(transcript(direct.steps, direct.root)).toMatchSnapshot();
    expect(direct.steps.map((step) => step.result.code)).toEqual([
      0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0,
    ]);
    for (const step of direct.steps) expect(step.result.stderr).not.toMatch(/^\s+at /m);
  });

  it('prints each new key once, and never again', () => {
    const created = direct.steps.filter((step) =>
      step.args.startsWith('keys create --project acme'),
    );
    const keys = created.map(
      (step) => /folio_(admin|assistant)_[A-Za-z0-9_-]{32}/.exec(step.result.stdout)?.[0],
    );
    expect(keys).toEqual([
      expect.stringMatching(/^folio_admin_/),
      expect.stringMatching(/^folio_assistant_/),
    ]);
    expect(created[0]?.result.stdout).toContain('Copy it now: it will not be shown again');
    const later = direct.steps.filter((step) => !step.args.startsWith('keys create'));
    for (const step of later) for (const key of keys) expect(step.result.stdout).not.toContain(key);
  });

  it('prints one JSON document with --json, refusals included', () => {
    const json = direct.steps.filter((step) => step.args.includes('--json'));
    for (const step of json) expect(() => JSON.parse(step.result.stdout) as unknown).not.toThrow();
    const refusal = json.find((step) => step.args.startsWith('keys revoke'));
    expect(JSON.parse(refusal?.result.stdout ?? '')).toEqual({
      error: {
        code: 'not-found',
        message: 'No key has the id or prefix "folio_admin_nope": `folio keys list` shows them.',
      },
    });
    const projects = JSON.parse(direct.steps.at(-1)?.result.stdout ?? '') as {
      projects: { subdomain: string; live: boolean; latestDeployment: { status: string } }[];
    };
    expect(projects.projects).toMatchObject([
      { subdomain: 'acme', live: false, latestDeployment: { status: 'queued' } },
      { subdomain: 'handbook', live: false, latestDeployment: { status: 'queued' } },
    ]);
  });

  it('exits 2 on usage errors, before touching any data', async () => {
    const root = await tempDocs({});
    const cases: [string[], string][] = [
      [['projects'], 'Usage: folio projects add DIR'],
      [['projects', 'frob'], 'folio projects: unknown subcommand "frob": use add or list'],
      [['projects', 'add', '--subdomain', 'x'], 'projects add needs the docs folder'],
      [['projects', 'add', 'docs'], 'projects add needs --subdomain NAME'],
      [
        ['projects', 'add', 'docs', '--git', 'https://x/y.git', '--subdomain', 'x'],
        'projects add takes a docs folder or --git URL, not both',
      ],
      [
        ['projects', 'add', 'docs', '--branch', 'main', '--subdomain', 'x'],
        '--branch and --directory go with --git URL',
      ],
      [['keys', 'create', '--project', 'a'], 'keys create needs --type admin or --type assistant'],
      [
        ['keys', 'create', '--project', 'a', '--type', 'owner'],
        '--type must be admin or assistant, got "owner"',
      ],
      [
        ['keys', 'create', '--project', 'a', '--org', 'b', '--type', 'admin'],
        'either --project ID or --org ID',
      ],
      [
        ['keys', 'create', '--org', 'b', '--type', 'assistant'],
        'an assistant key belongs to one project',
      ],
      [['keys', 'revoke'], 'keys revoke needs the id or prefix of the key'],
      [['keys', 'list', '--colour'], "Unknown option '--colour'"],
    ];
    for (const [args, message] of cases) {
      const result = await folio(root, args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stdout + result.stderr).toContain(message);
    }
    const help = await folio(root, ['keys', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('folio keys revoke ID_OR_PREFIX');
    expect(await folio(root, ['projects', 'list', '--data', 'data', '--help'])).toMatchObject({
      code: 0,
    });
  });
});

describe('folio projects and keys while folio serve holds the embedded database', () => {
  let root: string;
  let data: string;
  let db: Database;
  let server: AdminTestServer;
  let steps: Step[];

  beforeAll(async () => {
    root = await tempDocs({
      'site/docs/docs.json': { name: 'Acme Docs', navigation: { pages: ['index'] } },
      'site/docs/index.mdx': '# Acme\n',
    });
    data = path.join(root, 'data');
    db = await openDatabase({ dataDir: data });
    const controlToken = newControlToken();
    server = await startAdminTestServer(db, controlToken);
    await writeServerFile(data, { url: server.url, pid: process.pid, controlToken });
    steps = await scenario(root, data);
  }, 120_000);
  afterAll(async () => {
    await removeServerFile(data);
    await server.close();
    await db.close();
  });

  it('gives the same output as on the free database, step by step', () => {
    expect(transcript(steps, root)).toBe(transcript(direct.steps, direct.root));
  });

  it('did the work in the server, which queued the build', async () => {
    expect(server.services.deployments.requested.map((project) => project.subdomain)).toEqual([
      'acme',
      'handbook',
    ]);
    const keys = await listApiKeys(db);
    // The admin key was revoked, the assistant key is active.
    expect(keys.map((key) => [key.type, key.revokedAt === null])).toEqual([
      ['admin', false],
      ['assistant', true],
    ]);
  });

  it('says which way it went only with --verbose', async () => {
    const quiet = await folio(root, ['projects', 'list', '--data', data]);
    expect(quiet.stderr).toBe('');
    const verbose = await folio(root, ['projects', 'list', '--data', data, '--verbose']);
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toBe(
      `folio projects list: using the Folio server at ${server.url} (process ${process.pid})\n`,
    );
    expect(verbose.stdout).toBe(quiet.stdout);
  });
});
