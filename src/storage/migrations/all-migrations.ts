/**
 * Every migration this version of Folio knows, oldest first. Add new ones at the end.
 *
 * @module
 */
import { initialSchema } from './0001-initial-schema.ts';
import type { Migration } from './migration.ts';
import { waitingDeployments } from './0002-waiting-deployments.ts';
import { todosInSession } from './0003-todos-in-session.ts';
import { siteAssistantKeys } from './0004-site-assistant-keys.ts';
import { agentJobQueue } from './0005-agent-job-queue.ts';
import { readerFeedback } from './0006-reader-feedback.ts';
import { buildClaims } from './0007-build-claims.ts';

/** The migrations, in the order they are applied. */
export const allMigrations: readonly Migration[] = [
  initialSchema,
  waitingDeployments,
  todosInSession,
  siteAssistantKeys,
  agentJobQueue,
  readerFeedback,
  buildClaims,
];
