import type { Logger } from 'pino';

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

export function isConnectionError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    (code !== undefined && connectionErrorCodes.has(code)) || /Connection is closed|Stream isn't writeable/i.test((error as Error | undefined)?.message ?? '')
  );
}

/**
 * Every connection retries on its own while Redis is down, each failure an error event: this
 * says it once when Redis becomes unreachable and once when it is back, instead of a line per
 * retry per connection.
 */
export class RedisOutageLog {
  private down = false;

  constructor(private readonly log: Logger) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.error({ err: error }, 'Redis is unreachable: jobs cannot be queued or run until it returns (requests that need the queue answer 503)');
  }

  ready(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis is reachable again: queued jobs resume');
  }
}
