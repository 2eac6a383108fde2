/**
 * Migration 4: site keys. The "Ask AI" panel of a hosted site needs an assistant key in the
 * reader's browser, so that key is public by nature; the server keeps one per project in clear
 * (`published_key`) to hand to the panel. At most one active site key per project: revoking it
 * makes the server mint the next one.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** `api_keys.published_key` and the one-active-site-key-per-project index. */
export const siteAssistantKeys: Migration = {
  version: 4,
  name: 'site-assistant-keys',
  sql: `
ALTER TABLE api_keys ADD COLUMN published_key text
  CONSTRAINT api_keys_published_key_check CHECK (
    published_key IS NULL OR (type = 'assistant' AND project_id IS NOT NULL)
  );
CREATE UNIQUE INDEX api_keys_site_key_idx ON api_keys (project_id)
  WHERE published_key IS NOT NULL AND revoked_at IS NULL;
`,
};
