/**
 * What the "Ask AI" panel needs to know, and the small pure rules around it: the site's
 * assistant settings (`_folio/assistant.json`: the message endpoint, the site key and the site's
 * public address), the filter for the page being read, where a cited page is on the site the
 * reader is on, and the message to show for a failed request.
 *
 * @module
 */
import { uiText } from '../ui-text.ts';

/** The contents of `_folio/assistant.json`. */
export interface AssistantConfig {
  /** The message endpoint: `https://api.example.com/v1/assistant/acme/message`, or root-relative. */
  api: string;
  /** The site's assistant key, sent as `Authorization: Bearer`. */
  key: string;
  /**
   * The site's address as the server writes it into source links (`http://acme.localhost:3000`),
   * when the panel should map those links onto the address the reader uses.
   */
  siteUrl?: string;
}

/** The filter sent with each question: the version and language of the page being read. */
export interface PageFilter {
  version?: string;
  language?: string;
}

/** `assistant.json` checked, or undefined when it is not a usable configuration. */
export function parseAssistantConfig(value: unknown): AssistantConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { api, key, siteUrl } = record;
  if (typeof api !== 'string' || api === '' || typeof key !== 'string' || key === '') {
    return undefined;
  }
  return typeof siteUrl === 'string' && siteUrl !== '' ? { api, key, siteUrl } : { api, key };
}

/** The filter of a page from its `<html data-folio-version data-folio-language>`, or null. */
export function pageFilter(dataset: Record<string, string | undefined>): PageFilter | null {
  const filter: PageFilter = {};
  const version = dataset['folioVersion'];
  const language = dataset['folioLanguage'];
  if (version) filter.version = version;
  if (language) filter.language = language;
  return Object.keys(filter).length === 0 ? null : filter;
}

/**
 * A function that moves links onto the site as the reader has it (`localBase`: origin and base
 * path): links under `siteUrl` and root-relative links (`/tabs`) go to the same path under
 * `localBase`; every other URL stays as it is.
 */
export function sourceUrlMapper(
  siteUrl: string | undefined,
  localBase: string,
): (url: string) => string {
  const from = siteUrl?.replace(/\/+$/, '');
  const to = localBase.replace(/\/+$/, '');
  return (url) => {
    if (url.startsWith('/') && !url.startsWith('//')) return `${to}${url}`;
    if (from === undefined) return url;
    if (url === from) return `${to}/`;
    const rest = url.startsWith(from) ? url.slice(from.length) : undefined;
    return rest !== undefined && /^[/?#]/.test(rest) ? `${to}${rest}` : url;
  };
}

/**
 * What to tell the reader when a request failed: the server's `{"error": "..."}` message when
 * the error carries one (the chat transport puts the response body in the error), else a
 * general line.
 */
export function failureMessage(error: Error): string {
  try {
    const body = JSON.parse(error.message) as unknown;
    if (typeof body === 'object' && body !== null) {
      const message = (body as Record<string, unknown>)['error'];
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON: a network failure or a stream error.
  }
  if (/fetch|network/i.test(error.message)) {
    return uiText().assistantUnreachable;
  }
  return error.message || uiText().assistantFailed;
}
