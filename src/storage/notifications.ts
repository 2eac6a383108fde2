/**
 * Wake-ups between processes sharing one database. Work is queued in a transaction that also
 * sends a PostgreSQL notification on the channel of that kind of work; every server listening
 * there looks for work at once instead of at its next poll. A notification is only a hint (it
 * is lost while a listener reconnects, and says nothing about who takes the work): claims in the
 * database decide, and servers still poll now and then.
 *
 * Channels are scoped by the schema Folio's tables live in, so installations (or test runs)
 * sharing one database in different schemas do not wake each other.
 *
 * @module
 */
import type { Queryable } from './database.ts';

/** The kinds of work servers are woken up for. */
export const CHANNELS = {
  /** A deployment was queued (payload: its id). */
  builds: 'folio_builds',
  /** An agent job was queued (payload: its session id). */
  agentJobs: 'folio_agent_jobs',
  /** A project's current deployment changed (payload: the project id). */
  currentDeployments: 'folio_current_deployments',
} as const;

/** One of {@link CHANNELS}. */
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/**
 * Sends `payload` on `channel` of the current schema. Inside a transaction it is delivered when
 * (and only if) the transaction commits, so a listener never looks before the work is visible.
 */
export async function notify(db: Queryable, channel: Channel, payload: string): Promise<void> {
  await db.query(`SELECT pg_notify(${SCHEMA_PART} || '.' || $1::text, $2::text)`, [
    channel,
    payload,
  ]);
}

/**
 * The schema part of a channel name in SQL: its first 30 characters, so that the name stays
 * under PostgreSQL's 63-byte limit (schemas sharing those only wake each other needlessly).
 */
export const SCHEMA_PART = 'left(current_schema(), 30)';

/** The channel name (as notifications carry it) for `channel` in `schema`. */
export function channelName(schema: string, channel: Channel): string {
  return `${schema.slice(0, 30)}.${channel}`;
}

/** The quoted channel identifier `LISTEN` and `UNLISTEN` take for `channel` in `schema`. */
export function scopedChannel(schema: string, channel: Channel): string {
  return `"${channelName(schema, channel).replaceAll('"', '""')}"`;
}
