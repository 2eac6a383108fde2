import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { anyString, uniqueSubdomain } from '../../../test/storage/fixtures.ts';
import { createOrganization } from './organizations.ts';
import { createProject, getProject, getProjectBySubdomain, listProjects } from './projects.ts';

describe.each(testBackends)('projects on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates a project from a folder, with no deployment yet', async () => {
    const organization = await createOrganization(context.db, { name: 'Acme' });
    const subdomain = uniqueSubdomain();
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain,
      name: 'Acme docs',
      source: { type: 'folder', path: '/srv/acme/docs' },
    });
    expect(project).toEqual({
      id: anyString(),
      organizationId: organization.id,
      subdomain,
      name: 'Acme docs',
      source: { type: 'folder', path: '/srv/acme/docs' },
      currentDeploymentId: null,
      createdAt: anyString(),
      updatedAt: project.createdAt,
    });
    expect(await getProject(context.db, project.id)).toEqual(project);
  });

  it('keeps a git source with and without branch and folder', async () => {
    const organization = await createOrganization(context.db, { name: 'Git' });
    const sources = [
      { type: 'git', url: 'https://github.com/acme/site.git' },
      { type: 'git', url: 'git@github.com:acme/mono.git', branch: 'main', directory: 'docs' },
    ] as const;
    for (const source of sources) {
      const project = await createProject(context.db, {
        organizationId: organization.id,
        subdomain: uniqueSubdomain(),
        name: 'From git',
        source,
      });
      expect((await getProject(context.db, project.id))?.source).toEqual(source);
    }
  });

  it('finds a project by subdomain whatever its case', async () => {
    const organization = await createOrganization(context.db, { name: 'Acme' });
    const subdomain = uniqueSubdomain();
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: subdomain.toUpperCase(),
      name: 'Upper',
      source: { type: 'folder', path: '.' },
    });
    expect(project.subdomain).toBe(subdomain);
    expect(await getProjectBySubdomain(context.db, subdomain.toUpperCase())).toEqual(project);
    expect(await getProjectBySubdomain(context.db, 'nobody-here')).toBeUndefined();
    expect(await getProject(context.db, 'nobody-here')).toBeUndefined();
  });

  it('refuses a subdomain already taken, or not a DNS label', async () => {
    const organization = await createOrganization(context.db, { name: 'Acme' });
    const input = {
      organizationId: organization.id,
      subdomain: uniqueSubdomain(),
      name: 'Taken',
      source: { type: 'folder', path: '.' },
    } as const;
    await createProject(context.db, input);
    await expect(createProject(context.db, input)).rejects.toMatchObject({
      code: 'subdomain-taken',
      message: `The subdomain "${input.subdomain}" is already used by another project: choose another one.`,
    });
    for (const subdomain of ['', '-acme', 'acme-', 'ac_me', 'a.b', 'x'.repeat(64), 'café']) {
      await expect(createProject(context.db, { ...input, subdomain })).rejects.toMatchObject({
        code: 'invalid-subdomain',
      });
    }
  });

  it('refuses a project of an unknown organization', async () => {
    await expect(
      createProject(context.db, {
        organizationId: 'missing',
        subdomain: uniqueSubdomain(),
        name: 'Orphan',
        source: { type: 'folder', path: '.' },
      }),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: 'No organization has the id "missing".',
    });
  });

  it('lists projects oldest first, all or those of one organization', async () => {
    const acme = await createOrganization(context.db, { name: 'Acme' });
    const globex = await createOrganization(context.db, { name: 'Globex' });
    const make = (organizationId: string) =>
      createProject(context.db, {
        organizationId,
        subdomain: uniqueSubdomain(),
        name: 'P',
        source: { type: 'folder', path: '.' },
      });
    const a1 = await make(acme.id);
    const g1 = await make(globex.id);
    const a2 = await make(acme.id);
    expect(await listProjects(context.db, { organizationId: acme.id })).toEqual([a1, a2]);
    const all = (await listProjects(context.db)).map((project) => project.id);
    expect(all).toEqual(expect.arrayContaining([a1.id, g1.id, a2.id]));
    expect(all.indexOf(a1.id)).toBeLessThan(all.indexOf(g1.id));
  });
});
