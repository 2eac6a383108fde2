/**
 * Storage: everything Folio's server keeps, in PostgreSQL. The embedded PGlite database in the
 * data folder by default, a PostgreSQL server with a URL; the same schema, migrations and SQL on
 * both. Open with {@link openDatabase}, then use the repository functions with the database.
 *
 * @module
 */
export type { Database, DatabaseKind, QueryResult, Queryable } from './database.ts';
export { DEFAULT_DATA_FOLDER, defaultDataDir, openDatabase } from './open-database.ts';
export type { OpenDatabaseOptions } from './open-database.ts';
export { IN_MEMORY, PGLITE_FOLDER } from './pglite-database.ts';
export { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from './migrate.ts';
export type { MigrationResult } from './migrate.ts';
export type { Migration } from './migrations/migration.ts';
export { StorageError } from './storage-error.ts';
export { CHANNELS, notify } from './notifications.ts';
export type { Channel } from './notifications.ts';
export type { StorageErrorCode } from './storage-error.ts';

export {
  createOrganization,
  getOrganization,
  listOrganizations,
} from './repositories/organizations.ts';
export type { Organization } from './repositories/organizations.ts';
export {
  createProject,
  getProject,
  getProjectBySubdomain,
  listProjects,
} from './repositories/projects.ts';
export type { CreateProjectInput, Project, ProjectSource } from './repositories/projects.ts';
export {
  createDeployment,
  getCurrentDeployment,
  getDeployment,
  listDeployments,
  listDeploymentsByStatus,
  setCurrentDeployment,
  setDeploymentStatus,
} from './repositories/deployments.ts';
export {
  claimNextBuild,
  failExhaustedBuilds,
  finishBuild,
  heartbeatBuild,
  queueDeployment,
} from './repositories/build-claims.ts';
export type { BuildOutcome, ClaimBuildOptions, ClaimedBuild } from './repositories/build-claims.ts';
export type {
  Deployment,
  DeploymentStatus,
  DeploymentStatusUpdate,
} from './repositories/deployments.ts';
export {
  createApiKey,
  getApiKey,
  listApiKeys,
  markApiKeyUsed,
  revokeApiKey,
  verifyApiKey,
} from './repositories/api-keys.ts';
export type { ApiKey, CreateApiKeyInput, CreatedApiKey } from './repositories/api-keys.ts';
export type { ApiKeyType } from './repositories/api-key-secret.ts';
export { SITE_KEY_LABEL, siteAssistantKey } from './repositories/site-keys.ts';
export {
  addPageFeedback,
  listPageFeedback,
  MAX_FEEDBACK_COMMENT,
  MAX_FEEDBACK_PAGE,
} from './repositories/page-feedback.ts';
export type {
  FeedbackListing,
  FeedbackPage,
  FeedbackRating,
  PageFeedback,
  PageFeedbackInput,
} from './repositories/page-feedback.ts';
export {
  createAgentSession,
  getAgentSession,
  listAgentSessions,
} from './repositories/agent-sessions.ts';
export type { CreateAgentSessionInput, SessionPage } from './repositories/agent-sessions.ts';
export { updateAgentSession } from './repositories/agent-session-update.ts';
export type { AgentSessionUpdate, AgentTodoInput } from './repositories/agent-session-update.ts';
export {
  claimNextAgentJob,
  finishAgentJob,
  getAgentJob,
  heartbeatAgentJobs,
  interruptAgentJobs,
  recordAgentJobBase,
} from './repositories/agent-job-queue.ts';
export type {
  AgentJob,
  AgentJobEnding,
  AgentJobState,
  ClaimAgentJobOptions,
  InterruptSelection,
} from './repositories/agent-job-queue.ts';
export type {
  AgentMessage,
  AgentSession,
  AgentSessionWithMessages,
  AgentTodo,
  HaultReason,
  TodoPriority,
  TodoStatus,
} from './repositories/agent-session-row.ts';
export {
  createAssistantThread,
  getAssistantThread,
  listAssistantThreads,
  MAX_THREADS_PER_LISTING,
} from './repositories/assistant-threads.ts';
export type {
  AssistantThread,
  ListedAssistantThread,
  ThreadListing,
} from './repositories/assistant-threads.ts';
export {
  appendAssistantMessages,
  getAssistantThreadWithMessages,
  listAssistantMessages,
  MAX_MESSAGE_BYTES,
  MAX_THREAD_MESSAGES,
  messageBytes,
} from './repositories/assistant-messages.ts';
export type {
  AssistantMessage,
  AssistantMessageRole,
  MessagePart,
  NewAssistantMessage,
} from './repositories/assistant-messages.ts';
export {
  deleteExpiredRateLimits,
  hitRateLimit,
  hitRateLimits,
} from './repositories/rate-limits.ts';
export type {
  RateLimitHit,
  RateLimitResult,
  RateLimitsOutcome,
  RateLimitWindow,
} from './repositories/rate-limits.ts';
