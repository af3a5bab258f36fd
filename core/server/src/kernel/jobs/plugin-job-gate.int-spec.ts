import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { defineJob, type JobQueue } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { InlineJobQueue } from './inline-job-queue.js';
import { removePrefixedKeys } from '../../../test/redis/remove-prefixed-keys.js';
import { gatedByPluginUse, pluginOfJob } from './plugin-job-gate.js';

const redisUrl = process.env['REDIS_URL'];
const silent = pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
const prefixes: string[] = [];

const manifest = definePluginManifest({
  id: 'broken-links',
  displayName: { id: 'broken-links.name', message: 'Links quebrados' },
  requiredFeature: null,
  jobs: ['broken-links.check', 'broken-links.clean-up'],
});
const checkJob = defineJob<{ page: string }, string>('broken-links.check');
const probeJob = defineJob<{ page: string }, string>('core.gate-probe');
const cleanUpJob = defineJob<{ page: string }, string>('broken-links.clean-up');
const [inUseHere, switchedOff] = ['workspace-in-use', 'workspace-switched-off'];

function queueOf(driver: 'bullmq' | 'inline'): JobQueue {
  if (driver === 'inline') return new InlineJobQueue(silent, 1);
  const prefix = `gate-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  return new BullmqJobQueue(redisUrl!, prefix, true, silent, 1, 30_000);
}

describe('the host runs a plugin’s job for a workspace only where the plugin is in use', () => {
  afterAll(() => removePrefixedKeys(redisUrl, prefixes));

  for (const driver of redisUrl ? (['bullmq', 'inline'] as const) : (['inline'] as const)) {
    it(`${driver}: skips the job of a workspace that switched the plugin off, runs the others, never asks for the host’s own jobs or after-use jobs`, async () => {
      const asked: string[] = [];
      const inUse = async (workspaceId: string, pluginId: string) => {
        asked.push(`${workspaceId}:${pluginId}`);
        return workspaceId === inUseHere;
      };
      const queue = gatedByPluginUse(queueOf(driver), [manifest], inUse, silent);
      const ran: string[] = [];
      queue.process(checkJob, async ({ page }, context) => {
        ran.push(`${context.workspaceId ?? 'instance'}:${page}`);
        return `checked ${page}`;
      });
      queue.process(probeJob, async ({ page }) => `probed ${page}`);
      queue.process(cleanUpJob, async ({ page }, context) => `cleaned ${page} for ${context.workspaceId}`, { afterUse: true });
      try {
        const run = async <R>(job: typeof checkJob, page: string, workspaceId?: string) => {
          const { id } = await queue.enqueue(job, { page }, { attempts: 1, ...(workspaceId ? { workspaceId } : {}) });
          return queue.waitForResult(job, id, 30_000) as Promise<R>;
        };
        // Skipped: no result (BullMQ stores a missing return value as null).
        expect((await run(checkJob, '/off', switchedOff)) ?? null).toBeNull();
        expect(await run(checkJob, '/on', inUseHere)).toBe('checked /on');
        // A job queued for no workspace is the instance's: there is no workspace to ask about.
        expect(await run(checkJob, '/instance')).toBe('checked /instance');
        expect(await run(probeJob, '/core', switchedOff)).toBe('probed /core');
        // A job for the work after use runs for a workspace that switched the plugin off.
        expect(await run(cleanUpJob, '/schedule', switchedOff)).toBe(`cleaned /schedule for ${switchedOff}`);
        expect(ran).toEqual([`${inUseHere}:/on`, 'instance:/instance']);
        expect(asked).toEqual([`${switchedOff}:broken-links`, `${inUseHere}:broken-links`]);
      } finally {
        await (queue as BullmqJobQueue | InlineJobQueue).close();
      }
    });
  }

  it('refuses at registration a job that its plugin’s manifest does not list, or whose plugin is not mounted', () => {
    expect(pluginOfJob(checkJob, [manifest])).toBe('broken-links');
    expect(pluginOfJob(probeJob, [manifest])).toBeNull();
    expect(() => pluginOfJob(defineJob('broken-links.unlisted'), [manifest])).toThrow(
      'job "broken-links.unlisted" is processed, but plugin "broken-links" does not list it in its manifest\'s jobs',
    );
    expect(() => pluginOfJob(defineJob('ghost.work'), [manifest])).toThrow('no mounted plugin is called "ghost"');
    const queue = gatedByPluginUse(new InlineJobQueue(silent, 1), [manifest], async () => true, silent);
    expect(() => queue.process(defineJob('broken-links.unlisted'), async () => undefined)).toThrow(/does not list it/);
  });
});
