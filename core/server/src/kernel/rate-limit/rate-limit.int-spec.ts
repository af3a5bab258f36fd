import { RateLimitPort } from '@otimiza/sdk/server';
import { queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitService } from './rate-limit.service.js';

describe('RateLimitPort on PostgreSQL', () => {
  let testApp: TestApp;
  let limits: RateLimitPort;
  let key = 0;
  const newKey = () => `spec:${Date.now().toString(36)}:${key++}`;
  const sql = (query: string, params: unknown[] = []) => queryDatabase<Record<string, unknown>>(testApp.database.url, query, params);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { REDIS_URL: undefined } });
    limits = testApp.app.get(RateLimitPort);
  });
  afterAll(() => testApp?.close());

  it.each([
    [20, 5],
    [50, 7],
    [35, 35],
  ])('allows exactly the rule’s points out of %i parallel consumes on one key (points %i)', async (parallel, points) => {
    const k = newKey();
    const decisions = await Promise.all(Array.from({ length: parallel }, () => limits.consume(k, { points, windowSeconds: 60 })));
    const allowed = decisions.filter((decision) => decision.allowed);
    expect(allowed).toHaveLength(points);
    expect(allowed.map((decision) => decision.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: points }, (_, index) => index));
    for (const refused of decisions.filter((decision) => !decision.allowed)) {
      expect(refused).toMatchObject({ remaining: 0 });
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await sql('select hits from core_rate_limit where key = $1', [k])).toEqual([{ hits: parallel }]);
  });

  it('counts each key on its own, and allows again after a reset', async () => {
    const [a, b] = [newKey(), newKey()];
    const rule = { points: 2, windowSeconds: 60 };
    for (let i = 0; i < 2; i++) expect((await limits.consume(a, rule)).allowed).toBe(true);
    expect(await limits.consume(a, rule)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limits.consume(b, rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limits.reset(a);
    expect(await limits.consume(a, rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it('starts a new window when the last one has ended, and tells how long a refused key waits', async () => {
    const k = newKey();
    const rule = { points: 1, windowSeconds: 900 };
    await limits.consume(k, rule);
    const refused = await limits.consume(k, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    await sql(`update core_rate_limit set window_ends_at = now() - interval '1 second' where key = $1`, [k]);
    expect(await limits.consume(k, rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(await sql('select hits from core_rate_limit where key = $1', [k])).toEqual([{ hits: 1 }]);
  });

  it('sweeps the counters whose window has ended, and only those', async () => {
    const [ended, running] = [newKey(), newKey()];
    await limits.consume(ended, { points: 1, windowSeconds: 60 });
    await limits.consume(running, { points: 1, windowSeconds: 60 });
    await sql(`update core_rate_limit set window_ends_at = now() - interval '1 second' where key = $1`, [ended]);
    expect(await testApp.app.get(RateLimitService).sweep()).toBeGreaterThanOrEqual(1);
    const keys = (await sql('select key from core_rate_limit where key = any($1)', [[ended, running]])).map((row) => row['key']);
    expect(keys).toEqual([running]);
  });

  it('refuses a rule that is not a positive whole number of points and seconds', async () => {
    await expect(limits.consume(newKey(), { points: 0, windowSeconds: 60 })).rejects.toThrow(/positive integers/);
    await expect(limits.consume(newKey(), { points: 1, windowSeconds: 0.5 })).rejects.toThrow(/positive integers/);
  });
});
