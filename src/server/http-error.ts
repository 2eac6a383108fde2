/**
 * Errors the HTTP API answers with. Every error is JSON `{"error": "..."}` with the status that
 * names the problem; a handler throws {@link HttpError} and the app's error handler writes it.
 * Anything else thrown is a bug or an outage: logged, answered with a plain 500.
 *
 * @module
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The body of every error response. */
export interface ErrorBody {
  error: string;
}

/** An error with the status and message the client gets. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ContentfulStatusCode;
  /** Extra response headers, such as `WWW-Authenticate` on a 401. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * The longest error message sent. Messages quote client input cut to 200 characters
 * (`excerpt`); this bound holds whatever a message is made of.
 */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

/** A JSON error response: `{"error": message}` with `status`, the message cut to its bound. */
export function errorResponse(
  status: ContentfulStatusCode,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const body: ErrorBody = {
    error:
      message.length > MAX_ERROR_MESSAGE_LENGTH
        ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`
        : message,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
