import { Redis } from 'ioredis';

/** Deletes the keys a spec's queues left under each of its prefixes (a spec's own `<prefix>:*`); nothing without Redis. */
export async function removePrefixedKeys(redisUrl: string | undefined, prefixes: readonly string[]): Promise<void> {
  if (!redisUrl || prefixes.length === 0) return;
  const redis = new Redis(redisUrl);
  try {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
