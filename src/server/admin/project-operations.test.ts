import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, uniqueSubdomain } from '../../../test/storage/fixtures.ts';
import {
  createDeployment,
  createOrganization,
  listOrganizations,
  listProjects as listStoredProjects,
  setCurrentDeployment,
  setDeploymentStatus,
} from '../../storage/index.ts';
import { AdminError } from './admin-error.ts';
import {
  addProject,
  DEFAULT_ORGANIZATION_NAME,
  findProject,
  listProjects,
} from './project-operations.ts';

const docsFolder = (name = 'Acme Docs') =>
  tempDocs({ 'docs.json': { name, navigation: { pages: ['index'] } }, 'index.mdx': '# Hi\n' });

/** The refusal `promise` ends with, as `code: message`. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdminError)) throw error;
  return `${error.code}: ${error.message}`;
}

describe.each(testBackends)('project operations on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('adds the first project to a new Default organization, then reuses it', async () => {
    expect(await listOrganizations(context.db)).toEqual([]);
    const dir = await docsFolder();
    const subdomain = uniqueSubdomain();
    const project = await addProject(context.db, { dir, subdomain });
    expect(project).toEqual({
      id: anyString(),
      organizationId: anyString(),
      subdomain,
      name: 'Acme Docs',
      source: { type: 'folder', path: dir },
      currentDeploymentId: null,
      createdAt: anyString(),
      updatedAt: anyString(),
    });
    const organizations = await listOrganizations(context.db);
    expect(organizations.map((organization) => organization.name)).toEqual([
      DEFAULT_ORGANIZATION_NAME,
    ]);
    expect(project.organizationId).toBe(organizations[0]?.id);

    const second = await addProject(context.db, { dir, subdomain: uniqueSubdomain() });
    expect(second.organizationId).toBe(project.organizationId);
    expect(await listOrganizations(context.db)).toHaveLength(1);
  });

  it('uses the organization, name and case it is given, and resolves a relative folder', async () => {
    const organization = await createOrganization(context.db, { name: 'Other' });
    const dir = await docsFolder();
    const subdomain = uniqueSubdomain();
    const project = await addProject(context.db, {
      dir: path.relative(process.cwd(), dir),
      subdomain: `  ${subdomain.toUpperCase()} `,
      name: '  Handbook ',
      organizationId: organization.id,
    });
    expect(project).toMatchObject({
      organizationId: organization.id,
      subdomain,
      name: 'Handbook',
      source: { type: 'folder', path: dir },
    });
  });

  it('names a project after its subdomain when docs.json has no name', async () => {
    const dir = await tempDocs({
      'docs.json': '{\n  // no name\n  "navigation": {"pages": []},\n}',
    });
    const subdomain = uniqueSubdomain();
    expect((await addProject(context.db, { dir, subdomain })).name).toBe(subdomain);
  });

  it('adds a git project: URL, branch and docs directory, checked for form', async () => {
    const subdomain = uniqueSubdomain();
    const project = await addProject(context.db, {
      git: { url: ' https://github.com/acme/docs.git ', branch: 'main', directory: './docs/' },
      subdomain,
    });
    expect(project.source).toEqual({
      type: 'git',
      url: 'https://github.com/acme/docs.git',
      branch: 'main',
      directory: 'docs',
    });
    expect(project.name).toBe(subdomain);
    const local = await docsFolder();
    execFileSync('git', ['init', '--quiet', local]);
    const scp = await addProject(context.db, {
      git: { url: 'git@github.com:acme/docs.git' },
      subdomain: uniqueSubdomain(),
    });
    expect(scp.source).toEqual({ type: 'git', url: 'git@github.com:acme/docs.git' });
    const byPath = await addProject(context.db, {
      git: { url: local, directory: '.' },
      subdomain: uniqueSubdomain(),
      name: 'Local',
    });
    expect(byPath.source).toEqual({ type: 'git', url: local });

    const refusals = await Promise.all([
      refusal(addProject(context.db, { git: { url: 'docs' }, subdomain: uniqueSubdomain() })),
      refusal(
        addProject(context.db, {
          git: { url: 'https://x/y.git', branch: 'a..b' },
          subdomain: uniqueSubdomain(),
        }),
      ),
      refusal(
        addProject(context.db, {
          git: { url: 'https://x/y.git', directory: '../up' },
          subdomain: uniqueSubdomain(),
        }),
      ),
      refusal(addProject(context.db, { subdomain: uniqueSubdomain() })),
      refusal(
        addProject(context.db, {
          dir: local,
          git: { url: 'https://x/y.git' },
          subdomain: uniqueSubdomain(),
        }),
      ),
    ]);
    expect(refusals).toMatchInlineSnapshot(`
      [
        "invalid: "docs" is not a git repository address: give an https://, ssh:// or git@host:path URL, or the absolute path of a local repository.",
        "invalid: "a..b" is not a valid git branch name.",
        "invalid: The docs directory "../up" must be a folder inside the repository, such as docs.",
        "invalid: Give a project either a docs folder or a git repository.",
        "invalid: Give a project either a docs folder or a git repository.",
      ]
    `);
  });

  it('quotes at most 200 characters of a long address, branch, directory or folder', async () => {
    const long = (char: string) => char.repeat(5_000);
    const refusals = await Promise.all([
      refusal(addProject(context.db, { git: { url: long('u') }, subdomain: uniqueSubdomain() })),
      refusal(
        addProject(context.db, {
          git: { url: 'https://x/y.git', branch: `${long('b')}..` },
          subdomain: uniqueSubdomain(),
        }),
      ),
      refusal(
        addProject(context.db, {
          git: { url: 'https://x/y.git', directory: `../${long('d')}` },
          subdomain: uniqueSubdomain(),
        }),
      ),
      refusal(addProject(context.db, { dir: `/${long('f')}`, subdomain: uniqueSubdomain() })),
    ]);
    for (const message of refusals) {
      expect(message.length).toBeLessThan(400);
      expect(message).toMatch(/([ubdf])\1{150}…/);
    }
  });

  it('refuses a subdomain in use, and leaves no organization behind', async () => {
    const dir = await docsFolder();
    const subdomain = uniqueSubdomain();
    await addProject(context.db, { dir, subdomain });
    const before = (await listStoredProjects(context.db)).length;
    expect(await refusal(addProject(context.db, { dir, subdomain }))).toBe(
      `conflict: The subdomain "${subdomain}" is already used by another project: choose another one.`,
    );
    expect(await refusal(addProject(context.db, { dir, subdomain: '-bad-' }))).toMatch(
      /^invalid: "-bad-" cannot be a subdomain: use 1 to 63 letters, digits or hyphens/,
    );
    expect(await listStoredProjects(context.db)).toHaveLength(before);
  });

  it('refuses an unknown organization and an empty name', async () => {
    const dir = await docsFolder();
    expect(
      await refusal(
        addProject(context.db, { dir, subdomain: uniqueSubdomain(), organizationId: 'nope' }),
      ),
    ).toBe(
      `not-found: No organization has the id "nope": leave it out to use the server's first organization.`,
    );
    expect(
      await refusal(addProject(context.db, { dir, subdomain: uniqueSubdomain(), name: '  ' })),
    ).toBe('invalid: A project name has 1 to 200 characters; got 0.');
  });

  it('points at the folder that holds docs.json when the one given does not', async () => {
    const root = await tempDocs({
      'docs/docs.json': { name: 'Docs' },
      'website/docs.json': { name: 'Site' },
      'node_modules/pkg/docs.json': {},
      'README.md': '# Read me\n',
    });
    const subdomain = uniqueSubdomain();
    expect(await refusal(addProject(context.db, { dir: root, subdomain }))).toBe(
      `invalid: There is no docs.json in ${root}; these folders have one: ` +
        `${path.join(root, 'docs')}, ${path.join(root, 'website')}. Add the one to publish.`,
    );
    const website = path.join(root, 'website');
    expect(
      await refusal(
        addProject(context.db, { dir: path.join(root, 'docs', '..', 'README.md'), subdomain }),
      ),
    ).toBe(
      `invalid: ${path.join(root, 'README.md')} is a file, not a folder: give the folder that holds your docs.json.`,
    );
    expect(
      await refusal(addProject(context.db, { dir: path.join(website, 'docs.json'), subdomain })),
    ).toBe(
      `invalid: ${path.join(website, 'docs.json')} is a file, not a folder: give its folder instead: ${website}.`,
    );
    expect(
      await refusal(addProject(context.db, { dir: path.join(root, 'missing'), subdomain })),
    ).toBe(
      `invalid: ${path.join(root, 'missing')} does not exist: give the folder that holds your docs.json.`,
    );
    const single = await tempDocs({ 'docs/docs.json': { name: 'Docs' } });
    expect(await refusal(addProject(context.db, { dir: single, subdomain }))).toBe(
      `invalid: There is no docs.json in ${single}; ${path.join(single, 'docs')} has one: add that folder instead.`,
    );
    const empty = await tempDocs({ 'index.mdx': '# Hi\n' });
    expect(await refusal(addProject(context.db, { dir: empty, subdomain }))).toBe(
      `invalid: There is no docs.json in ${empty}: give the folder that holds your docs.json (the root of your docs).`,
    );
  });

  it('lists projects with their newest deployment and whether a site is live', async () => {
    const dir = await docsFolder();
    const fresh = await addProject(context.db, { dir, subdomain: uniqueSubdomain() });
    const rebuilt = await addProject(context.db, { dir, subdomain: uniqueSubdomain() });
    const ready = await createDeployment(context.db, { projectId: rebuilt.id });
    await setDeploymentStatus(context.db, ready.id, { status: 'ready', outputDir: '/srv/site' });
    await setCurrentDeployment(context.db, rebuilt.id, ready.id);
    const building = await createDeployment(context.db, { projectId: rebuilt.id });
    await setDeploymentStatus(context.db, building.id, { status: 'building' });

    const listed = await listProjects(context.db);
    const byId = new Map(listed.map((summary) => [summary.id, summary]));
    expect(byId.get(fresh.id)).toEqual({ ...fresh, live: false, latestDeployment: null });
    expect(byId.get(rebuilt.id)).toMatchObject({
      id: rebuilt.id,
      currentDeploymentId: ready.id,
      live: true,
      latestDeployment: { id: building.id, status: 'building' },
    });
    expect(listed.map((summary) => summary.id)).toEqual(
      (await listStoredProjects(context.db)).map((project) => project.id),
    );
  });

  it('finds a project by id or subdomain, and says how to list them when none matches', async () => {
    const project = await addProject(context.db, {
      dir: await docsFolder(),
      subdomain: uniqueSubdomain(),
    });
    expect(await findProject(context.db, project.id)).toEqual(project);
    expect(await findProject(context.db, project.subdomain.toUpperCase())).toEqual(project);
    expect(await refusal(findProject(context.db, 'nobody'))).toBe(
      'not-found: No project has the id or subdomain "nobody": `folio projects list` shows them.',
    );
  });
});

describe.each(testBackends)('concurrent first projects on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('make one Default organization between them', async () => {
    const dir = await docsFolder();
    // Open several connections first, so the adds below really run side by side on PostgreSQL.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        context.db.transaction((transaction) => transaction.query('SELECT pg_sleep(0.05)')),
      ),
    );
    const projects = await Promise.all(
      Array.from({ length: 4 }, () =>
        addProject(context.db, { dir, subdomain: uniqueSubdomain() }),
      ),
    );
    const organizations = await listOrganizations(context.db);
    expect(organizations).toHaveLength(1);
    expect(new Set(projects.map((project) => project.organizationId))).toEqual(
      new Set([organizations[0]?.id]),
    );
  });
});
