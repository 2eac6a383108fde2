/**
 * `<dataDir>/server.json`: how other processes reach a running `folio serve`. The embedded
 * database allows one process, so while the server runs the admin commands send their work to
 * it instead. The file holds the server's URL, its process id and a control token that admin
 * requests must carry; it is readable by its owner only (mode 0600) and removed when the server
 * stops. A file left by a server that died is ignored: its process is gone.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file's name inside the data folder. */
export const SERVER_FILE_NAME = 'server.json';

/** What a running server publishes about itself. */
export interface ServerFileInfo {
  /** Where its HTTP API answers, such as `http://127.0.0.1:3000`. */
  url: string;
  /** Its process id. */
  pid: number;
  /** The token admin requests carry: `Authorization: Bearer <controlToken>`. */
  controlToken: string;
}

const CONTROL_TOKEN = /^folio_control_[A-Za-z0-9_-]{43}$/;

/** A new control token: `folio_control_` and 43 base64url characters (256 random bits). */
export function newControlToken(): string {
  return `folio_control_${randomBytes(32).toString('base64url')}`;
}

/** The path of the server file of `dataDir`. */
export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, SERVER_FILE_NAME);
}

/**
 * Writes the server file of `dataDir` (created when missing), readable by its owner only. The
 * file is written beside its final name, then renamed, so readers never see half of it.
 */
export async function writeServerFile(dataDir: string, info: ServerFileInfo): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = serverFilePath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  const body = { url: info.url, pid: info.pid, controlToken: info.controlToken };
  await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  // The mode given to writeFile is reduced by the umask; set it exactly.
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

/**
 * The running server `dataDir` names, or undefined when there is no server file, when it is not
 * one (malformed), or when its process is no longer alive.
 */
export async function readServerFile(dataDir: string): Promise<ServerFileInfo | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(serverFilePath(dataDir), 'utf8'));
  } catch {
    // Missing, unreadable or half-written by something else: no server to talk to.
    return undefined;
  }
  const info = asServerFileInfo(value);
  return info && isAlive(info.pid) ? info : undefined;
}

/** Removes the server file of `dataDir`; nothing happens when there is none. */
export async function removeServerFile(dataDir: string): Promise<void> {
  try {
    await unlink(serverFilePath(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function asServerFileInfo(value: unknown): ServerFileInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, pid, controlToken } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) return undefined;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  if (typeof controlToken !== 'string' || !CONTROL_TOKEN.test(controlToken)) return undefined;
  return { url, pid, controlToken };
}

/** Whether process `pid` exists (one of another user counts: it cannot be signalled, but lives). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
