/**
 * A job that cannot go on for a reason the person who asked can act on (a folder outside any
 * git repository, a branch checked out elsewhere, a missing docs folder). Its message is shown
 * to them as the session's `messageToUser`.
 *
 * @module
 */

/** A failure explained to the user. */
export class AgentJobError extends Error {
  override readonly name = 'AgentJobError';
}
