import type { JobDefinition, JobQueue } from '@otimiza/sdk/server';
import type { PluginManifest } from '@otimiza/sdk/shared';
import type { Logger } from 'pino';

/** Answers whether a plugin is in use for a workspace (instance ∩ plan ∩ the workspace's switch). */
export type PluginInUse = (workspaceId: string, pluginId: string) => Promise<boolean>;

/**
 * The host's part of a plugin's jobs: a plugin processes only the jobs its manifest names (checked
 * when it registers the processor, so a missing name fails the start), and a job queued for a
 * workspace runs only where its plugin is in use there; a skipped job completes without running.
 * The host's own jobs (`core.`) and a plugin's `afterUse` jobs always run.
 */
export function gatedByPluginUse<Queue extends JobQueue>(queue: Queue, mounted: readonly PluginManifest[], inUse: PluginInUse, log: Logger): Queue {
  const process = queue.process.bind(queue);
  queue.process = (job, processor, options) => {
    const pluginId = pluginOfJob(job, mounted);
    const gated = pluginId !== null && !options?.afterUse;
    process(
      job,
      async (payload, context) => {
        if (gated && context.workspaceId && !(await inUse(context.workspaceId, pluginId))) {
          log.info({ job: job.name, id: context.id, workspaceId: context.workspaceId }, `job skipped: the workspace does not use ${pluginId}`);
          return undefined as never;
        }
        return processor(payload, context);
      },
      options,
    );
  };
  return queue;
}

/** The mounted plugin whose manifest lists the job; null for the host's own; throws for a job no manifest names. */
export function pluginOfJob(job: JobDefinition<unknown, unknown>, mounted: readonly PluginManifest[]): string | null {
  const prefix = job.name.slice(0, job.name.indexOf('.'));
  if (prefix === 'core') return null;
  const manifest = mounted.find((candidate) => candidate.id === prefix);
  if (!manifest?.jobs.includes(job.name)) {
    throw new Error(
      `job "${job.name}" is processed, but ${manifest ? `plugin "${prefix}" does not list it in its manifest's jobs` : `no mounted plugin is called "${prefix}"`}`,
    );
  }
  return manifest.id;
}
