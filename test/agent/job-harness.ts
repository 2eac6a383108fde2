/**
 * Test support: runs agent jobs one at a time against a scripted model, on an embedded
 * database and the docs repository of {@link createDocsRepository} (a folder project), the way
 * a runner would: create the session, claim it, run it. Call {@link useJobHarness} inside a
 * `describe` block.
 *
 * @module
 */
import { afterAll, beforeAll } from 'vitest';
import { testBackends, useTestDatabase } from '../storage/backends.ts';
import {
  claimNextAgentJob,
  createAgentSession,
  createOrganization,
  createProject,
  getAgentSession,
} from '../../src/storage/index.ts';
import type { AgentSessionWithMessages, Database, ProjectSource } from '../../src/storage/index.ts';
import { runAgentJob } from '../../src/agent/run-agent-job.ts';
import type { AgentJobOptions } from '../../src/agent/run-agent-job.ts';
import {
  createDocsRepository,
  removeTemporaryFolders,
  temporaryFolder,
} from './docs-repository.ts';
import { scriptedModel } from './scripted-model.ts';
import type { ScriptEntry } from './scripted-model.ts';

/** How {@link JobHarness.run} runs a job. */
export interface HarnessRunOptions {
  request?: string;
  branch?: string;
  /** Another project than the harness's own. */
  project?: string;
  limits?: AgentJobOptions['limits'];
  /** The checks that render the job's pages (default: none). */
  siteChecks?: AgentJobOptions['siteChecks'];
}

/** The harness of a describe block; read its fields inside tests. */
export interface JobHarness {
  readonly db: Database;
  readonly dataDir: string;
  /** The repository and docs folder of the harness's project. */
  readonly repo: string;
  readonly docs: string;
  readonly projectId: string;
  newProject(source: ProjectSource): Promise<string>;
  run(
    script: ScriptEntry[] | ((session: AgentSessionWithMessages) => ScriptEntry[]),
    options?: HarnessRunOptions,
  ): ReturnType<typeof runJob>;
}

/** The compare page link the harness's jobs get. */
export function harnessCompareLink(job: { projectId: string; sessionId: string }): string {
  return `http://folio.test/agent/${job.projectId}/job/${job.sessionId}/compare`;
}

/** Sets up a harness for the enclosing describe block. */
export function useJobHarness(): JobHarness {
  const [backend] = testBackends;
  if (!backend) throw new Error('No test database.');
  const context = useTestDatabase(backend);
  const state = { dataDir: '', repo: '', docs: '', projectId: '', projects: 0 };

  const newProject = async (source: ProjectSource): Promise<string> => {
    const organization = await createOrganization(context.db, { name: 'Acme' });
    state.projects++;
    const project = await createProject(context.db, {
      organizationId: organization.id,
      subdomain: `agent-job-${state.projects}`,
      name: 'Acme docs',
      source,
    });
    return project.id;
  };

  beforeAll(async () => {
    state.dataDir = await temporaryFolder();
    const { repo, docs } = await createDocsRepository();
    Object.assign(state, { repo, docs });
    state.projectId = await newProject({ type: 'folder', path: docs });
  });
  afterAll(removeTemporaryFolders);

  return {
    get db() {
      return context.db;
    },
    get dataDir() {
      return state.dataDir;
    },
    get repo() {
      return state.repo;
    },
    get docs() {
      return state.docs;
    },
    get projectId() {
      return state.projectId;
    },
    newProject,
    run: (script, options = {}) =>
      runJob(context.db, state.dataDir, options.project ?? state.projectId, script, options),
  };
}

async function runJob(
  db: Database,
  dataDir: string,
  projectId: string,
  script: ScriptEntry[] | ((session: AgentSessionWithMessages) => ScriptEntry[]),
  options: HarnessRunOptions,
) {
  const session = await createAgentSession(db, {
    projectId,
    messages: [{ role: 'user', content: options.request ?? 'Mention pnpm in the docs' }],
    branch: options.branch,
  });
  const job = await claimNextAgentJob(db, { workerId: 'test-worker' });
  if (job?.sessionId !== session.sessionId) throw new Error('Another job was queued.');
  const scripted = scriptedModel(typeof script === 'function' ? script(session) : script);
  const result = await runAgentJob(job, {
    db,
    dataDir,
    model: scripted.model,
    workerId: 'test-worker',
    compareLink: harnessCompareLink,
    limits: options.limits,
    siteChecks: options.siteChecks,
  });
  const stored = await getAgentSession(db, session.sessionId);
  if (!stored) throw new Error('The session is gone.');
  return { result, session: stored, model: scripted.model };
}

/** The text of every tool result the model was given by its last call, in order. */
export function lastToolResults(model: ReturnType<typeof scriptedModel>['model']): string[] {
  const last = model.doGenerateCalls.at(-1)?.prompt ?? [];
  return last.flatMap((message) =>
    message.role === 'tool'
      ? message.content.flatMap((part) =>
          part.type === 'tool-result' && part.output.type === 'text' ? [part.output.value] : [],
        )
      : [],
  );
}
