/**
 * The platform server: hosted sites, the `/v1` APIs, and the admin operations behind
 * `folio projects` and `folio keys`.
 *
 * @module
 */
export { AdminError } from './admin/admin-error.ts';
export type { AdminErrorCode } from './admin/admin-error.ts';
export { databaseAdmin } from './admin/admin-operations.ts';
export type { AddedProject, AdminApi } from './admin/admin-operations.ts';
export { connectAdmin } from './admin/connect-admin.ts';
export type { AdminConnection, ConnectAdminOptions } from './admin/connect-admin.ts';
export { createKey, listKeys, revokeKey } from './admin/key-operations.ts';
export type { CreateKeyInput, CreatedKey, KeySummary, RevokedKey } from './admin/key-operations.ts';
export { addProject, findProject, listProjects } from './admin/project-operations.ts';
export type { AddProjectInput, ProjectSummary } from './admin/project-operations.ts';
export {
  newControlToken,
  readServerFile,
  removeServerFile,
  SERVER_FILE_NAME,
  writeServerFile,
} from './admin/server-file.ts';
export type { ServerFileInfo } from './admin/server-file.ts';
export { createApp, MAX_BODY_BYTES } from './app.ts';
export type { AppOptions } from './app.ts';
export { DEFAULT_ASSISTANT_LIMITS } from './rate-limits.ts';
export type { AssistantLimits } from './rate-limits.ts';
export { RATE_LIMIT_VARIABLES, rateLimitsFromEnv } from './rate-limits-from-env.ts';
export { checkStorageSettings } from './artefacts/store-from-env.ts';
export { createServices } from './create-services.ts';
export type { CreateServicesOptions, Services } from './create-services.ts';
export { isolatedBuildsRefusal } from './deploy/node-support.ts';
export { startServer } from './start-server.ts';
export type { RunningServer, StartServerOptions } from './start-server.ts';
export { stdoutLogger } from './request-log.ts';
export type { LogLine, Logger } from './request-log.ts';
export { HttpError } from './http-error.ts';
export { ensureFolderProject } from './ensure-project.ts';
