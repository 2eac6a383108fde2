import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localServer } from '../../test/helpers/local-server.ts';
import { testBackends, useTestDatabase } from '../../test/storage/backends.ts';
import {
  createAgentSession,
  createOrganization,
  createProject,
  getAgentSession,
} from '../storage/index.ts';
import { startAgentRunner } from './agent-runner.ts';
import {
  createDocsRepository,
  gitIn,
  removeTemporaryFolders,
  temporaryFolder,
} from '../../test/agent/docs-repository.ts';
import { fakeChatCompletions } from '../../test/agent/fake-chat-completions.ts';

const [pglite] = testBackends;
if (!pglite) throw new Error('No test database.');

afterAll(removeTemporaryFolders);

describe('an agent job through an OpenAI-compatible server', () => {
  const context = useTestDatabase(pglite);
  const todos = (status: string) => ({
    todos: [{ id: 'faq', content: 'Add a FAQ entry', status, priority: 'high' }],
  });
  const fake = fakeChatCompletions([
    {
      toolCalls: [
        { name: 'update_todos', arguments: todos('in_progress') },
        { name: 'read_file', arguments: { path: 'guides/setup.mdx' } },
      ],
    },
    (request) => {
      const read = request.body.messages.find((message) => message.tool_call_id === 'call-1-1');
      return String(read?.content).includes('Install Acme with npm.')
        ? {
            toolCalls: [
              {
                name: 'edit_file',
                arguments: {
                  path: 'guides/setup.mdx',
                  oldString: 'Install Acme with npm.',
                  newString: 'Install Acme with npm.\n\nIt needs Node.js 22 or later.',
                },
              },
              { name: 'update_todos', arguments: todos('completed') },
            ],
          }
        : { content: 'The setup guide was not in the tool result.' };
    },
    { toolCalls: [{ name: 'validate_docs', arguments: {} }] },
    { content: 'Added the Node.js requirement to the setup guide.' },
  ]);
  const server = localServer(fake.handler);

  it('runs the tool loop over the real wire protocol and completes the job', async () => {
    const { repo, docs } = await createDocsRepository();
    const organization = await createOrganization(context.db, { name: 'Acme' });
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: 'agent-e2e',
      name: 'Acme docs',
      source: { type: 'folder', path: docs },
    });
    const provider = createOpenAICompatible({
      name: 'local',
      baseURL: `${server.url()}/v1`,
      apiKey: 'sk-local',
      includeUsage: true,
    });
    const runner = await startAgentRunner({
      db: context.db,
      dataDir: await temporaryFolder(),
      model: provider('scripted-model'),
      pollMs: 50,
    });
    try {
      const session = await createAgentSession(context.db, {
        projectId: project.id,
        messages: [{ role: 'user', content: 'Say which Node.js version Acme needs' }],
        branch: 'docs/node-version',
      });
      runner.wake();
      await vi.waitFor(
        async () => {
          expect((await getAgentSession(context.db, session.sessionId))?.haulted).toBe(true);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(await getAgentSession(context.db, session.sessionId)).toMatchObject({
        haultReason: 'completed',
        messageToUser: 'Added the Node.js requirement to the setup guide.',
        todos: [{ id: 'faq', status: 'completed' }],
      });
    } finally {
      await runner.stop();
    }

    expect(gitIn(repo, 'show', 'docs/node-version:docs/guides/setup.mdx')).toContain(
      'It needs Node.js 22 or later.',
    );
    expect(fake.requests).toHaveLength(4);
    const [first, second] = fake.requests;
    expect(first?.headers.authorization).toBe('Bearer sk-local');
    expect(first?.body.model).toBe('scripted-model');
    expect(first?.body.stream).toBeUndefined();
    expect(first?.body.tools?.map((tool) => tool.function.name).sort()).toEqual([
      'delete_file',
      'edit_docs_json',
      'edit_file',
      'list_files',
      'move_file',
      'read_file',
      'search_files',
      'update_todos',
      'validate_docs',
      'write_file',
    ]);
    expect(first?.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    // The second request carries the assistant's tool calls and both results back.
    expect(second?.body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'tool',
    ]);
    expect(second?.body.messages[3]).toMatchObject({
      role: 'tool',
      tool_call_id: 'call-1-0',
      content: 'Saved 1 todos (1 in progress).',
    });
  });
});
