import { describe, expect, it } from 'vitest';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { isoTimestamp } from '../../../test/storage/fixtures.ts';
import { createOrganization, getOrganization, listOrganizations } from './organizations.ts';

describe.each(testBackends)('organizations on $name', (backend) => {
  const context = useTestDatabase(backend);

  it('creates an organization with an id and a UTC creation time', async () => {
    const before = Date.now();
    const organization = await createOrganization(context.db, { name: 'Acme' });
    expect(organization).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Acme',
      createdAt: isoTimestamp(),
    });
    expect(Date.parse(organization.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('gets an organization by id, and nothing for an unknown id', async () => {
    const organization = await createOrganization(context.db, { name: 'Globex' });
    expect(await getOrganization(context.db, organization.id)).toEqual(organization);
    expect(await getOrganization(context.db, 'not-an-id')).toBeUndefined();
  });

  it('lists organizations oldest first', async () => {
    const first = await createOrganization(context.db, { name: 'First' });
    const second = await createOrganization(context.db, { name: 'Second' });
    const ids = (await listOrganizations(context.db)).map((organization) => organization.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).toContain(second.id);
  });
});
