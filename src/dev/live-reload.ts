/**
 * Live reload: pages served by the dev server carry a small script that listens to
 * `/_folio/dev/events` (server-sent events) and reloads the page, keeping its scroll position,
 * when the server announces that it changed.
 *
 * Events: `hello` (data: the server's id; a browser that sees a new id after reconnecting knows
 * the server restarted and reloads) and `reload` (data: `{"routes": [...]}` for the pages that
 * changed, or `{"routes": null}` for all of them).
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Path of the event stream. */
export const EVENTS_PATH = '/_folio/dev/events';

/** How often an idle stream gets a comment, so proxies and browsers keep it open. */
const KEEP_ALIVE_MS = 25_000;

/** The browsers connected to the event stream. */
export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  readonly #serverId = randomUUID();
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#timer = setInterval(() => {
      this.#send(': keep-alive\n\n');
    }, KEEP_ALIVE_MS);
    this.#timer.unref();
  }

  /** Number of connected browsers. */
  get size(): number {
    return this.#clients.size;
  }

  /** Answers a request for the event stream and keeps it open. */
  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: 500\nevent: hello\ndata: ${this.#serverId}\n\n`);
    this.#clients.add(response);
    request.on('close', () => {
      this.#clients.delete(response);
    });
  }

  /** Tells browsers showing `routes` (every browser when `null`) to reload. */
  reload(routes: readonly string[] | null): void {
    this.#send(`event: reload\ndata: ${JSON.stringify({ routes })}\n\n`);
  }

  /** Ends every stream. */
  close(): void {
    clearInterval(this.#timer);
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #send(text: string): void {
    for (const client of this.#clients) client.write(text);
  }
}

/**
 * The browser side. `route` is the page's route as the server knows it (`null` for pages that
 * should reload on every change: the 404 page and error pages).
 */
export function liveReloadScript(route: string | null): string {
  return `(()=>{const route=${JSON.stringify(route)};const key='folio-dev-scroll:'+location.pathname;const saved=sessionStorage.getItem(key);if(saved!==null){sessionStorage.removeItem(key);const restore=()=>scrollTo(0,Number(saved));if(document.readyState==='complete')restore();else addEventListener('load',restore,{once:true})}let server;const events=new EventSource(${JSON.stringify(EVENTS_PATH)});const reload=()=>{sessionStorage.setItem(key,String(scrollY));events.close();location.reload()};events.addEventListener('hello',(event)=>{if(server!==undefined&&server!==event.data)reload();server=event.data});events.addEventListener('reload',(event)=>{const routes=JSON.parse(event.data).routes;if(routes===null||route===null||routes.includes(route))reload()})})()`;
}

/** Adds the live-reload script to an HTML page, before `</body>` (or at the end). */
export function injectLiveReload(html: string, route: string | null): string {
  const tag = `<script>${liveReloadScript(route).replace(/<\//g, '<\\/')}</script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? `${html}${tag}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
