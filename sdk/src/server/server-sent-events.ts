import type { LocalizedText } from '../shared/messages.js';
import { ApiError } from './api-error.js';

/** What a stream needs of the HTTP response (Express's, or Node's ServerResponse). */
export interface EventStreamResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface EventStreamOptions {
  /** Open streams one user may hold in this process (a browser tab needs one); the next one answers 429. */
  maxPerUser: number;
  /** A comment line keeps proxies and clients aware the stream is alive; `onHeartbeat` may read again in case a notice was lost. */
  heartbeatMs: number;
  /** The stream ends after this long; the browser's EventSource reconnects by itself. */
  maxLifetimeMs: number;
  /** The 429's text. */
  tooMany: LocalizedText;
}

/** One open stream: write named events, end it (idempotent); `ended` once the client left or it was ended. */
export interface EventStream {
  send(event: string, data: string): void;
  end(): void;
  readonly ended: boolean;
}

/** A user's reserved stream slot: `open` it once the request is known to be answerable, or `release` it. */
export interface EventStreamSlot {
  open(response: EventStreamResponse, hooks?: { onHeartbeat?: () => void; onEnd?: () => void }): EventStream;
  release(): void;
}

/**
 * Server-Sent Events of one kind (analysis progress, unread notifications…): the per-user limit
 * of open streams, the heartbeat, the maximum lifetime and the cleanup when the client leaves.
 * What is sent, and when, stays with the caller.
 */
export class EventStreams {
  private readonly openByUser = new Map<string, number>();

  constructor(private readonly options: EventStreamOptions) {}

  /** Takes one of the user's streams, before the first await so that parallel requests see each other (429 past the limit). */
  reserve(userId: string): EventStreamSlot {
    const open = this.openByUser.get(userId) ?? 0;
    if (open >= this.options.maxPerUser) {
      throw new ApiError('RATE_LIMIT', 429, this.options.tooMany, { retryAfterSeconds: 30, limit: this.options.maxPerUser });
    }
    this.openByUser.set(userId, open + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.openByUser.get(userId) ?? 1) - 1;
      if (left > 0) this.openByUser.set(userId, left);
      else this.openByUser.delete(userId);
    };
    return { open: (response, hooks) => this.open(response, release, hooks), release };
  }

  private open(response: EventStreamResponse, release: () => void, hooks: { onHeartbeat?: () => void; onEnd?: () => void } = {}): EventStream {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    let ended = false;
    const heartbeat = setInterval(() => {
      if (ended) return;
      response.write(': heartbeat\n\n');
      hooks.onHeartbeat?.();
    }, this.options.heartbeatMs);
    const lifetime = setTimeout(() => stream.end(), this.options.maxLifetimeMs);
    const stream: EventStream = {
      send: (event, data) => {
        if (!ended) response.write(`event: ${event}\ndata: ${data}\n\n`);
      },
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        hooks.onEnd?.();
        release();
        response.end();
      },
      get ended() {
        return ended;
      },
    };
    response.on('close', () => stream.end());
    return stream;
  }
}
