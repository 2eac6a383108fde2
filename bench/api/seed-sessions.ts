/**
 * The data `npm run bench:api` reads: one organization, one project, an admin key, and
 * `count` agent sessions with three todos each (as a runner would leave them), spread over
 * the last days so their creation times differ.
 *
 * @module
 */
import { createApiKey, createOrganization, createProject } from '../../src/storage/index.ts';
import type { Database } from '../../src/storage/index.ts';

/** What the benchmark requests with. */
export interface SeededProject {
  projectId: string;
  adminKey: string;
}

/** Seeds the project and its sessions in one transaction. */
export async function seedSessions(db: Database, count: number): Promise<SeededProject> {
  const organization = await createOrganization(db, { name: 'Bench' });
  const project = await createProject(db, {
    organizationId: organization.id,
    subdomain: 'bench',
    name: 'Bench docs',
    source: { type: 'folder', path: '/srv/bench/docs' },
  });
  const admin = await createApiKey(db, { type: 'admin', projectId: project.id });
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO agent_sessions (project_id, branch, messages, haulted, hault_reason,
         pull_request_link, message_to_user, todos, created_at)
       SELECT $1, 'folio/agent-' || n, '[{"role":"user","content":"Document the orders API"}]',
         n % 4 <> 0, CASE WHEN n % 4 <> 0 THEN 'completed' ELSE 'processing' END,
         'https://github.com/acme/docs/pull/' || n, 'Updated the orders pages.',
         (SELECT jsonb_agg(jsonb_build_object('content', 'Step ' || t || ' of the job',
            'status', (ARRAY['completed', 'in_progress', 'pending'])[t],
            'priority', (ARRAY['high', 'medium', 'low'])[t], 'id', 'todo-' || t) ORDER BY t)
          FROM generate_series(1, 3) AS t),
         now() - n * interval '7 minutes'
       FROM generate_series(1, $2::int) AS n`,
      [project.id, count],
    );
  });
  return { projectId: project.id, adminKey: admin.key };
}
