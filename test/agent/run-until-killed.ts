/**
 * Test support, run as a child process: opens the embedded database in the data folder given
 * as the first argument, records a project for the docs folder given as the second and a job
 * on the branch `docs/killed`, and starts a runner whose model writes the todo list and a page,
 * then hangs. Prints `running <sessionId>` once the job is mid-run, and waits to be killed.
 *
 * @module
 */
import {
  createAgentSession,
  createOrganization,
  createProject,
  openDatabase,
} from '../../src/storage/index.ts';
import { startAgentRunner } from '../../src/agent/agent-runner.ts';
import { scriptedModel } from './scripted-model.ts';

const [dataDir, docs] = process.argv.slice(2);
if (dataDir === undefined || docs === undefined) {
  throw new Error('usage: run-until-killed.ts <data folder> <docs folder>');
}
const db = await openDatabase({ dataDir });
const organization = await createOrganization(db, { name: 'Acme' });
const project = await createProject(db, {
  organizationId: organization.id,
  subdomain: 'killed',
  name: 'Acme docs',
  source: { type: 'folder', path: docs },
});
const session = await createAgentSession(db, {
  projectId: project.id,
  messages: [{ role: 'user', content: 'Write a FAQ' }],
  branch: 'docs/killed',
});
const { model, hanging } = scriptedModel([
  {
    tools: [
      {
        name: 'update_todos',
        input: {
          todos: [{ id: 'faq', content: 'Write the FAQ', status: 'in_progress', priority: 'high' }],
        },
      },
      { name: 'write_file', input: { path: 'faq.mdx', content: '---\ntitle: FAQ\n---\n' } },
    ],
  },
  { hang: true },
]);
await startAgentRunner({ db, dataDir, model, pollMs: 50 });
await hanging;
process.stdout.write(`running ${session.sessionId}\n`);
