import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, JobQueue, pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import { siteAuditSettingsSchema } from '../site-audit-settings.schema.js';
import { DISCOVER_ATTEMPTS } from './site-audit-start.service.js';
import { siteDiscoverJob, siteFeedJob } from './site-audit-jobs.js';

const EVERY_MS = 15_000;
/** A run whose feeder has not touched it for this long is fed again (an event lost, a process killed while holding it). */
const QUIET_AUDITING_MS = 30_000;

/**
 * Nothing stays 'discovering' or 'auditing' for ever: runs the feeder has left quiet are fed
 * again, and a discovery whose job was lost (the inline driver keeps nothing across a restart; a
 * killed BullMQ worker's job comes back by itself) is queued again once it has been silent for
 * longer than discovery may take. Each is queued under a job id naming the run and the tick.
 */
@Injectable()
export class SiteAuditSweeper extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: SettingsPort,
  ) {
    super(EVERY_MS);
  }

  async tick(now = new Date()): Promise<{ fed: number; rediscovered: number }> {
    const db = this.em.fork().getKysely<{
      site_audit_run: { id: string; workspace_id: string; status: string; updated_at: Date; feeding_until: Date | null; finished_at: Date | null };
    }>();
    const tickId = Math.floor(now.getTime() / EVERY_MS);
    const quiet = await db
      .selectFrom('site_audit_run')
      .select(['id', 'workspace_id'])
      .where((eb) => eb.or([eb('status', '=', 'auditing'), eb.and([eb('status', '=', 'cancelled'), eb('finished_at', 'is', null)])]))
      .where('updated_at', '<', new Date(now.getTime() - QUIET_AUDITING_MS))
      .where((eb) => eb.or([eb('feeding_until', 'is', null), eb('feeding_until', '<', now)]))
      .limit(200)
      .execute();
    const silentFor = pluginSettings(this.settings, siteAuditSettingsSchema).SITE_AUDIT_DISCOVERY_MS + 60_000;
    const lost = await db
      .selectFrom('site_audit_run')
      .select(['id', 'workspace_id'])
      .where('status', '=', 'discovering')
      .where('updated_at', '<', new Date(now.getTime() - silentFor))
      .limit(50)
      .execute();
    for (const run of quiet) {
      // A cancelled run is only fed while pages of it still wait; the feeder ends it, after which it is never quiet again.
      await this.jobs.enqueue(siteFeedJob, { runId: run.id }, { jobId: `site-feed-${run.id}-sweep-${tickId}`, workspaceId: run.workspace_id });
      await db.updateTable('site_audit_run').set({ updated_at: now }).where('id', '=', run.id).execute();
    }
    for (const run of lost) {
      this.log.warn(`run ${run.id}: discovery silent for ${silentFor} ms, queued again`);
      await db.updateTable('site_audit_run').set({ updated_at: now }).where('id', '=', run.id).where('status', '=', 'discovering').execute();
      await this.jobs.enqueue(
        siteDiscoverJob,
        { runId: run.id },
        { jobId: `site-discover-${run.id}-sweep-${tickId}`, workspaceId: run.workspace_id, attempts: DISCOVER_ATTEMPTS },
      );
    }
    return { fed: quiet.length, rediscovered: lost.length };
  }
}
