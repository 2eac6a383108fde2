/**
 * The admin operations carried out by a running `folio serve`, over its admin API
 * (`routes/admin.ts`): what the CLI uses while the server holds the embedded database. Answers
 * come back as the same values and the same {@link AdminError}s as `databaseAdmin`, so a
 * caller cannot tell the two apart.
 *
 * @module
 */
import { ADMIN_PATH } from '../routes/admin.ts';
import { AdminError } from './admin-error.ts';
import type { AdminErrorCode } from './admin-error.ts';
import type { AddedProject, AdminApi } from './admin-operations.ts';
import type { CreatedKey, KeySummary, RevokedKey } from './key-operations.ts';
import type { ProjectSummary } from './project-operations.ts';
import type { ServerFileInfo } from './server-file.ts';

/** How long one admin request may take. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The refusal each status of the admin API stands for. */
const REFUSALS: Partial<Record<number, AdminErrorCode>> = {
  400: 'invalid',
  404: 'not-found',
  409: 'conflict',
  413: 'invalid',
  503: 'unavailable',
};

/** The admin operations of the server `server` describes. */
export function serverAdmin(server: ServerFileInfo): AdminApi {
  const call = <T>(method: 'GET' | 'POST', route: string, body?: unknown) =>
    request<T>(server, method, route, body);
  return {
    addProject: (input) => call<AddedProject>('POST', '/projects', input),
    async listProjects() {
      return (await call<{ projects: ProjectSummary[] }>('GET', '/projects')).projects;
    },
    createKey: (input) => call<CreatedKey>('POST', '/keys', input),
    async listKeys(filter = {}) {
      const query =
        filter.projectId === undefined
          ? ''
          : `?${new URLSearchParams({ projectId: filter.projectId }).toString()}`;
      return (await call<{ keys: KeySummary[] }>('GET', `/keys${query}`)).keys;
    },
    revokeKey: (idOrPrefix) =>
      call<RevokedKey>('POST', `/keys/${encodeURIComponent(idOrPrefix)}/revoke`),
  };
}

async function request<T>(
  server: ServerFileInfo,
  method: 'GET' | 'POST',
  route: string,
  body: unknown,
): Promise<T> {
  const url = `${server.url.replace(/\/+$/, '')}${ADMIN_PATH}${route}`;
  const headers: Record<string, string> = { authorization: `Bearer ${server.controlToken}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AdminError(
      'unavailable',
      `The Folio server at ${server.url} (process ${server.pid}) has the database open but does ` +
        `not answer (${reasonOf(error)}). If it is starting, try again in a moment; otherwise ` +
        'stop it and run the command again.',
      { cause: error },
    );
  }
  const text = await response.text();
  if (response.ok) return JSON.parse(text) as T;
  const message = errorMessage(text) ?? `HTTP ${response.status}`;
  if (response.status === 401) {
    throw new AdminError(
      'unavailable',
      `The Folio server at ${server.url} (process ${server.pid}) refused the control token of ` +
        `its server.json (${message}). Restart \`folio serve\` so it writes a new one.`,
    );
  }
  const code = REFUSALS[response.status];
  if (code !== undefined) throw new AdminError(code, message);
  throw new Error(
    `The Folio server at ${server.url} failed with HTTP ${response.status}: ${message}`,
  );
}

function errorMessage(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'error' in value) {
      return typeof value.error === 'string' ? value.error : undefined;
    }
  } catch {
    // Not the API's JSON error: the status is all there is.
  }
  return undefined;
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string')
    return cause.code;
  return error.message;
}
