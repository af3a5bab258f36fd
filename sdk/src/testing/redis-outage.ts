import type { PrivateRedis } from './private-redis.js';

/** What a spec starts and closes: a test app, a test site. */
export interface Closable {
  close(): Promise<unknown>;
}

/**
 * Ends a spec that played a Redis outage: brings its Redis back, so that what the spec started can close its
 * connections cleanly, closes `started` in order, then stops that Redis for good. Safe when `beforeAll` failed
 * half-way (what was not started is undefined).
 */
export async function closeAfterRedisOutage(redis: PrivateRedis | undefined, started: readonly (Closable | undefined)[]): Promise<void> {
  await redis?.start().catch(() => undefined);
  for (const each of started) await each?.close();
  await redis?.stop();
}
