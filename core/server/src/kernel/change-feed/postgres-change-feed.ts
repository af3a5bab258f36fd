import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChangeFeedPort, type ChangeListener } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import pg from 'pg';
import { DATABASE_URL } from './change-feed.tokens.js';

const CHANNEL = 'otimiza_changes';
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_DELAYS_MS = [250, 1000, 3000, 5000];

interface Notice {
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * One LISTEN connection per process, opened at start and reopened when it drops; notices are
 * dispatched to the listeners of their topic only. Publishing goes through the ORM's pool (pg_notify).
 */
@Injectable()
export class PostgresChangeFeed extends ChangeFeedPort implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private reconnects = 0;

  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly log: PinoLogger,
  ) {
    super();
  }

  async publish(topic: string, payload: Record<string, unknown>): Promise<void> {
    const text = JSON.stringify({ topic, payload } satisfies Notice);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`change notice for ${topic} is larger than ${MAX_PAYLOAD_BYTES} bytes`);
    // A notification to the other processes, about no table.
    await this.em.getConnection().execute('select pg_notify(?, ?)', [CHANNEL, text]);
  }

  subscribe(topic: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    void this.ensureListening();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  /** Listening from the start, so that a waiter's first read and the notices after it leave no gap. */
  async onApplicationBootstrap(): Promise<void> {
    await this.ensureListening();
  }

  /** Resolves once this process listens (or could not, and retries in the background). */
  ensureListening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'otimiza-change-feed' });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'change feed connection lost');
      this.dropAndReconnect(client);
    });
    client.on('end', () => this.dropAndReconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.log.warn({ err: error }, 'change feed could not listen');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.reconnects > 0) this.resync();
    this.reconnects = 0;
  }

  private dropAndReconnect(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.closed) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnects, RECONNECT_DELAYS_MS.length - 1)]!;
    this.reconnects += 1;
    setTimeout(() => void this.ensureListening(), delay).unref();
  }

  private resync(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.onResync?.();
  }

  private dispatch(text: string | undefined): void {
    if (!text) return;
    let notice: Notice;
    try {
      notice = JSON.parse(text) as Notice;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(notice.topic) ?? []) {
      try {
        listener.onChange(notice.payload);
      } catch (error) {
        this.log.warn({ err: error, topic: notice.topic }, 'change listener failed');
      }
    }
  }
}
