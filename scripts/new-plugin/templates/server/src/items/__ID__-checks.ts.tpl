import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, forWorkspace, JobQueue } from '@otimiza/sdk/server';
import { __CAMEL__CheckJob } from './__ID__-check.job.js';
import { __PASCAL__ItemSchema } from '../data/__ID__-item.entity.js';

/**
 * The job `__ID__.check`: asks the analysis plugin, through its port, for the latest completed audit
 * of the item's address in the item's workspace, and keeps its performance score and date on the item.
 * The host runs it only while the workspace uses this plugin.
 */
@Injectable()
export class __PASCAL__Checks implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly analyses: AnalysisPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(__CAMEL__CheckJob, async (payload, context) => {
      if (context.workspaceId) await this.check(context.workspaceId, payload.itemId);
    });
  }

  /** Checks one item now; an item deleted since it was queued is left alone. */
  async check(workspaceId: string, itemId: string, now = new Date()): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    const item = await em.findOne(__PASCAL__ItemSchema, { id: itemId });
    if (!item) return;
    const latest = await this.analyses.latestBefore(workspaceId, item.url, now);
    item.performance = latest ? latest.scores.performance : null;
    item.analysedAt = latest ? new Date(latest.completedAt ?? latest.createdAt) : null;
    item.checkedAt = now;
    await em.flush();
  }
}
