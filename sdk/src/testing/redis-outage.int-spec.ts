import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hasRedisServer, startPrivateRedis } from './private-redis.js';
import { closeAfterRedisOutage } from './redis-outage.js';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.skipIf(!hasRedisServer())('closeAfterRedisOutage', () => {
  it('brings a stopped Redis back while what the spec started closes, in order, then stops it', async () => {
    const redis = await startPrivateRedis();
    await redis.stop();
    const seen: string[] = [];
    const app = { close: async () => void seen.push(`app, redis up: ${await accepts(redis.port)}`) };
    const site = { close: async () => void seen.push('site') };
    await closeAfterRedisOutage(redis, [app, site]);
    expect(seen).toEqual(['app, redis up: true', 'site']);
    expect(await accepts(redis.port)).toBe(false);
  });

  it('closes what was started when the spec never got to start its Redis or its site', async () => {
    const seen: string[] = [];
    await closeAfterRedisOutage(undefined, [{ close: async () => void seen.push('app') }, undefined]);
    expect(seen).toEqual(['app']);
  });
});
