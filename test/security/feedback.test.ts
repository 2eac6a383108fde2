/**
 * Reader feedback is written by anyone who can load a page: its comments must stay text in the
 * admin API, and one project's admins must never read another project's feedback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { bearer, createProjectWithKeys, createTestApp } from '../server/test-app.ts';
import type { TestApp } from '../server/test-app.ts';
import { testBackends, useTestDatabase } from '../storage/backends.ts';
import { createApiKey } from '../../src/storage/index.ts';

const BUILD_TIMEOUT = 60_000;
const MARKUP = '</script><script>alert(1)</script><img src=x onerror="alert(2)">';

describe.each(testBackends)('reader feedback security on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;

  beforeAll(async () => {
    test = await createTestApp(context.db);
    site = await createBuiltAssistantSite(test, context.db);
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const list = (key: string) =>
    test.app.request(`/v1/project/feedback/${site.project.id}`, { headers: bearer(key) });

  it('keeps markup in a comment as text and returns it as a JSON string', async () => {
    const sent = await test.app.request(`/v1/feedback/${site.project.subdomain}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: '/tabs', rating: 'down', comment: MARKUP }),
    });
    expect(sent.status).toBe(201);
    const response = await list(site.adminKey);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    const body = JSON.parse(text) as { feedback: { comment: string }[] };
    expect(body.feedback.map((row) => row.comment)).toContain(MARKUP);
    // The raw text is JSON: the quotes of the markup are escaped, nothing is an HTML document.
    expect(text).toContain(String.raw`onerror=\"alert(2)\"`);
  });

  it("refuses another project's admin key, and its organization's", async () => {
    const stranger = await createProjectWithKeys(context.db);
    const response = await list(stranger.adminKey);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: `This key does not give access to project "${site.project.id}".`,
    });
    const organizationKey = await createApiKey(context.db, {
      type: 'admin',
      organizationId: stranger.organization.id,
    });
    expect((await list(organizationKey.key)).status).toBe(403);
    // A key of the same organization limited to another of its projects is refused too.
    const sibling = await createApiKey(context.db, {
      type: 'admin',
      projectId: stranger.project.id,
    });
    expect((await list(sibling.key)).status).toBe(403);
  });
});
