import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltAssistantSite } from '../../test/server/assistant-site.ts';
import type { AssistantSite } from '../../test/server/assistant-site.ts';
import { bearer, createTestApp } from '../../test/server/test-app.ts';
import type { TestApp } from '../../test/server/test-app.ts';
import { testBackends, useTestDatabase } from '../../test/storage/backends.ts';
import { listApiKeys, revokeApiKey, SITE_KEY_LABEL } from '../storage/index.ts';
import { isApiRequestOnSiteHost, isAssistantSettingsRequest } from './site-assistant.ts';

const BUILD_TIMEOUT = 60_000;

describe.each(testBackends)('the Ask AI panel of hosted sites on $name', (backend) => {
  const context = useTestDatabase(backend);
  let test: TestApp;
  let site: AssistantSite;
  let host = '';

  beforeAll(async () => {
    test = await createTestApp(context.db);
    site = await createBuiltAssistantSite(test, context.db);
    host = `${site.project.subdomain}.localhost:3000`;
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await test.close();
  });

  const settings = (path: string, headers: Record<string, string> = {}) =>
    test.app.request(`http://localhost:3000${path}`, { headers });

  it('builds every page with the button and the panel’s script', async () => {
    const page = await settings('/', { host });
    const html = await page.text();
    expect(html).toContain('data-folio-assistant-open');
    const script = /data-folio-assistant="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/_folio\/assistant\.[0-9a-f]{10}\.js$/);
    expect(html).toContain('data-folio-assistant-config="/_folio/assistant.json"');
    const js = await settings(script, { host });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the settings with the project’s site key, by host and by path', async () => {
    const byHost = await settings('/_folio/assistant.json', { host });
    expect(byHost.status).toBe(200);
    expect(byHost.headers.get('cache-control')).toBe('no-store');
    const body = (await byHost.json()) as { api: string; key: string; siteUrl: string };
    expect(body).toEqual({
      api: `/v1/assistant/${site.project.subdomain}/message`,
      key: expect.stringMatching(/^folio_assistant_/) as string,
      siteUrl: `http://${site.project.subdomain}.localhost:3000`,
    });
    const byPath = await settings(`/_sites/${site.project.subdomain}/_folio/assistant.json`);
    expect(await byPath.json()).toEqual(body);
    const keys = await listApiKeys(context.db, { projectId: site.project.id });
    expect(keys.filter((key) => key.label === SITE_KEY_LABEL)).toHaveLength(1);
  });

  it('hands out a new site key once the old one is revoked', async () => {
    const before = (await (await settings('/_folio/assistant.json', { host })).json()) as {
      key: string;
    };
    const record = (await listApiKeys(context.db, { projectId: site.project.id })).find(
      (key) => key.label === SITE_KEY_LABEL && key.revokedAt === null,
    );
    await revokeApiKey(context.db, record?.id ?? '');
    const after = (await (await settings('/_folio/assistant.json', { host })).json()) as {
      key: string;
    };
    expect(after.key).not.toBe(before.key);
    const refused = await test.app.request(`/v1/search/${site.project.subdomain}`, {
      method: 'POST',
      headers: { ...bearer(before.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'tabs' }),
    });
    expect(refused.status).toBe(401);
  });

  it('answers the assistant API on the site’s own host with the site key', async () => {
    const { key } = (await (await settings('/_folio/assistant.json', { host })).json()) as {
      key: string;
    };
    const response = await test.app.request(
      `http://${host}/v1/assistant/${site.project.subdomain}/message`,
      {
        method: 'POST',
        headers: { ...bearer(key), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fp: 'panel-test',
          messages: [
            { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab?' }] },
          ],
        }),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(await response.text()).toContain('data: [DONE]');
    const preflight = await test.app.request(
      `http://${host}/v1/assistant/${site.project.subdomain}/message`,
      {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
      },
    );
    expect(preflight.status).toBe(204);
  });

  it('leaves GET requests of /v1 paths on a site host to the site', async () => {
    const response = await settings(`/v1/search/${site.project.subdomain}`, { host });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers 404 for the settings of an unknown site', async () => {
    const response = await settings('/_folio/assistant.json', { host: 'nobody.localhost:3000' });
    expect(response.status).toBe(404);
  });
});

describe('which site requests the panel parts take', () => {
  const byHost = { subdomain: 'acme', path: '/v1/assistant/acme/message', basePath: '' };
  it('takes POST and OPTIONS to the assistant and search APIs on a site host only', () => {
    expect(isApiRequestOnSiteHost(byHost, 'POST')).toBe(true);
    expect(isApiRequestOnSiteHost(byHost, 'OPTIONS')).toBe(true);
    expect(isApiRequestOnSiteHost({ ...byHost, path: '/v1/search/acme' }, 'POST')).toBe(true);
    expect(isApiRequestOnSiteHost(byHost, 'GET')).toBe(false);
    expect(isApiRequestOnSiteHost({ ...byHost, path: '/v1/agent/x/jobs' }, 'POST')).toBe(false);
    expect(isApiRequestOnSiteHost({ ...byHost, basePath: '/_sites/acme' }, 'POST')).toBe(false);
  });

  it('takes GET and HEAD of /_folio/assistant.json', () => {
    const settings = { ...byHost, path: '/_folio/assistant.json' };
    expect(isAssistantSettingsRequest(settings, 'GET')).toBe(true);
    expect(isAssistantSettingsRequest(settings, 'HEAD')).toBe(true);
    expect(isAssistantSettingsRequest(settings, 'POST')).toBe(false);
    expect(
      isAssistantSettingsRequest({ ...settings, path: '/_folio/assistant.jsonx' }, 'GET'),
    ).toBe(false);
  });
});
