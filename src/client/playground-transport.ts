/**
 * How the playground sends a request. With `api.playground.proxy` (the form's
 * `data-folio-playground-proxy`), a request to another origin goes through the hosted site's
 * proxy (`POST /_folio/proxy`, see `server/playground-proxy/`) when the site answers `GET` there
 * with `{"proxy": true}`: the API then needs no CORS headers. A static host or `folio dev` has
 * no such route, so the request goes from the browser directly. The question is asked once per
 * page.
 *
 * @module
 */
import { PlaygroundInputError } from '../web/index.ts';

/** Requests taking longer are stopped. */
export const timeoutMs = 60_000;

/** What the proxy's `POST` takes: the request, its body in base64. */
export interface ProxyEnvelope {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A response as the result panel shows it, whether it came directly or through the proxy. */
export interface ShownResponse {
  status: number;
  statusText: string;
  url: string;
  headers: [string, string][];
  body: string;
}

/** The envelope the proxy takes for `url` and `init` (a form or URL-encoded body included). */
export async function proxyEnvelopeOf(url: string, init: RequestInit): Promise<ProxyEnvelope> {
  const request = new Request(url, init);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const envelope: ProxyEnvelope = { method: request.method, url: request.url, headers };
  if (init.body !== undefined && init.body !== null) {
    envelope.body = base64Of(new Uint8Array(await request.arrayBuffer()));
  }
  return envelope;
}

/** The proxy's answer, when `value` is one. */
export function proxyAnswerOf(value: unknown): ShownResponse | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const answer = value as Partial<ShownResponse>;
  if (
    typeof answer.status !== 'number' ||
    typeof answer.body !== 'string' ||
    typeof answer.url !== 'string' ||
    !Array.isArray(answer.headers)
  ) {
    return undefined;
  }
  return {
    status: answer.status,
    statusText: typeof answer.statusText === 'string' ? answer.statusText : '',
    url: answer.url,
    headers: answer.headers,
    body: answer.body,
  };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** Whether the site behind `proxyUrl` proxies, asked once per URL. */
const proxyAnswers = new Map<string, Promise<boolean>>();

function proxyAvailable(proxyUrl: string): Promise<boolean> {
  let known = proxyAnswers.get(proxyUrl);
  if (known === undefined) {
    known = fetch(proxyUrl, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return false;
        const value = (await response.json()) as { proxy?: unknown } | null;
        return value?.proxy === true;
      })
      .catch(() => false);
    proxyAnswers.set(proxyUrl, known);
  }
  return known;
}

/** The URL of the proxy to send `url` through, or undefined to send it directly. */
export async function proxyFor(form: HTMLFormElement, url: string): Promise<string | undefined> {
  const proxyUrl = form.getAttribute('data-folio-playground-proxy');
  if (proxyUrl === null) return undefined;
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return undefined;
  }
  // The site's own origin needs no proxy (and no CORS).
  if (target.origin === location.origin) return undefined;
  return (await proxyAvailable(proxyUrl)) ? proxyUrl : undefined;
}

/** Sends through the proxy; a refusal of the proxy's own is thrown with its message. */
export async function sendThroughProxy(
  proxyUrl: string,
  url: string,
  init: RequestInit,
): Promise<ShownResponse> {
  const envelope = await proxyEnvelopeOf(url, init);
  const response = await fetch(proxyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const value: unknown = await response.json().catch(() => undefined);
  const answer = response.ok ? proxyAnswerOf(value) : undefined;
  if (answer !== undefined) return answer;
  const message = (value as { error?: unknown } | undefined)?.error;
  throw new PlaygroundInputError(
    typeof message === 'string'
      ? `The docs site's proxy refused the request (${String(response.status)}): ${message}`
      : `The docs site's proxy answered ${String(response.status)}.`,
  );
}

export async function sendDirectly(url: string, init: RequestInit): Promise<ShownResponse> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  return {
    status: response.status,
    statusText: response.statusText,
    url: response.url,
    headers: [...response.headers.entries()],
    body: await response.text(),
  };
}
