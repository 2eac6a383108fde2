/**
 * Notifications from a PostgreSQL server. `LISTEN` holds a connection for as long as it
 * listens, so one connection of its own (outside the pool, never used for queries) serves every
 * channel of a {@link Database}. When it drops (server restart, network), it is re-opened after a
 * pause and each handler is called once with an empty payload: notifications sent meanwhile were
 * lost, and a handler's job is to go and look.
 *
 * @module
 */
import pg from 'pg';
import type { Channel } from './notifications.ts';
import { channelName, scopedChannel } from './notifications.ts';

/** How long to wait before re-opening a dropped listening connection. */
const RECONNECT_MS = 1_000;

type Handler = (payload: string) => void;

/** One listening connection, shared by every channel of a database. */
export class PostgresListener {
  readonly #config: pg.ClientConfig;
  /** Handlers by scoped channel name (as notifications name it, without quotes). */
  readonly #handlers = new Map<string, Set<Handler>>();
  #client: Promise<{ client: pg.Client; schema: string }> | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(config: pg.ClientConfig) {
    this.#config = config;
  }

  async listen(channel: Channel, handler: Handler): Promise<() => Promise<void>> {
    const { client, schema } = await this.#connect();
    const name = channelName(schema, channel);
    let handlers = this.#handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
      await client.query(`LISTEN ${scopedChannel(schema, channel)}`);
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.#handlers.get(name) !== handlers) return;
      this.#handlers.delete(name);
      const current = await this.#client?.catch(() => undefined);
      await current?.client.query(`UNLISTEN ${scopedChannel(schema, channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const current = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await current?.client.end().catch(() => undefined);
  }

  #connect(): Promise<{ client: pg.Client; schema: string }> {
    this.#client ??= this.#open();
    return this.#client;
  }

  async #open(): Promise<{ client: pg.Client; schema: string }> {
    const client = new pg.Client(this.#config);
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    client.on('error', () => {
      this.#dropped(client);
    });
    client.on('end', () => {
      this.#dropped(client);
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = rows[0]?.schema ?? 'public';
      for (const name of this.#handlers.keys()) {
        await client.query(`LISTEN "${name.replaceAll('"', '""')}"`);
      }
      return { client, schema };
    } catch (error) {
      this.#client = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  #dropped(client: pg.Client): void {
    if (this.#closed) return;
    const current = this.#client;
    void current
      ?.then((open) => {
        if (open.client !== client || this.#client !== current) return;
        this.#client = undefined;
        this.#retry = setTimeout(() => {
          this.#reconnect();
        }, RECONNECT_MS);
        this.#retry.unref();
      })
      .catch(() => undefined);
  }

  #reconnect(): void {
    if (this.#closed || this.#handlers.size === 0) return;
    this.#connect().then(
      () => {
        for (const handlers of this.#handlers.values()) {
          for (const handler of handlers) handler('');
        }
      },
      () => {
        this.#retry = setTimeout(() => {
          this.#reconnect();
        }, RECONNECT_MS);
        this.#retry.unref();
      },
    );
  }
}
