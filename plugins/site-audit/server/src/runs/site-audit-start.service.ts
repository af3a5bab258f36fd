import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  forWorkspace,
  JobQueue,
  pluginSettings,
  reachableTypedAddress,
  SafeOutboundPort,
  SettingsPort,
  WorkspaceSettingsPort,
  type AuthContext,
} from '@otimiza/sdk/server';
import { plans, usageMonthStart } from '@otimiza/sdk/shared';
import { siteAuditWorkspaceSettings, type startSiteAuditSchema } from '@otimiza/plugin-site-audit-shared';
import type { z } from 'zod';
import { siteAuditSettingsSchema } from '../site-audit-settings.schema.js';
import { siteAddressOf } from './site-address.js';
import { siteAuditErrors } from './site-audit-errors.js';
import { siteDiscoverJob } from './site-audit-jobs.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';

export const DISCOVER_ATTEMPTS = 3;

export type RunStarter = Pick<AuthContext, 'workspaceId' | 'plan' | 'features'> & { userId: string | null };

/**
 * Starting a site audit: the address checked like a typed one (one typed without a scheme is https
 * when its server answers, else http when that does, else refused with the real cause), the plan's runs per month and the
 * workspace's active runs counted and the run stored under one advisory lock (twenty parallel
 * starts at the limit store one), then its discovery queued. When the queue does not take it the
 * run is removed again (503): nothing is left half-started.
 */
@Injectable()
export class SiteAuditStartService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly outbound: SafeOutboundPort,
    private readonly settings: SettingsPort,
    private readonly workspaceSettings: WorkspaceSettingsPort,
  ) {}

  /** `auth`: the member who starts it, or scheduled work of the workspace (`userId` null) with its plan and features. */
  async start(auth: RunStarter, input: z.output<typeof startSiteAuditSchema>): Promise<SiteAuditRun> {
    if (input.auditAll && !auth.features.has('siteAuditAllPages')) throw siteAuditErrors.auditAllEnterpriseOnly();
    const typed = siteAddressOf(input.url);
    if (!typed) throw siteAuditErrors.invalidAddress();
    await this.outbound.assertAllowed(typed.origin);
    // 'loja.com.br' is https://loja.com.br when that answers at all, else http://loja.com.br when that does.
    const origin = new URL(await reachableTypedAddress(`${typed.origin}/`, typed.schemeAdded, this.outbound)).origin;
    const address = { ...typed, origin };
    const limits = plans[auth.plan].siteAudits;
    const { SITE_AUDIT_ACTIVE_RUNS } = pluginSettings(this.settings, siteAuditSettingsSchema);
    // What the start leaves out, the workspace's settings give (read before the transaction: it takes a connection of its own).
    const defaults = await this.workspaceSettings.read(siteAuditWorkspaceSettings, auth.workspaceId);

    const run = await forWorkspace(this.em, auth.workspaceId).transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`site-audit:runs:${auth.workspaceId}`]);
      const thisMonth = await em.count(SiteAuditRunSchema, { createdAt: { $gte: usageMonthStart(new Date()) } });
      if (thisMonth >= limits.runsPerMonth) throw siteAuditErrors.monthlyLimit(limits.runsPerMonth);
      const active = await em.count(SiteAuditRunSchema, { status: { $in: ['discovering', 'auditing'] } });
      if (active >= SITE_AUDIT_ACTIVE_RUNS) throw siteAuditErrors.tooManyActive(SITE_AUDIT_ACTIVE_RUNS);
      const created = em.create(SiteAuditRunSchema, {
        workspace: auth.workspaceId,
        user: auth.userId,
        origin: address.origin,
        pathPrefix: address.pathPrefix,
        host: address.host,
        strategy: input.strategy ?? defaults.defaultStrategy,
        samplePerGroup: input.samplePerGroup ?? defaults.defaultSamplePerGroup,
        auditAll: input.auditAll,
        verifyFixes: auth.features.has('visualFeedback'),
        pageCap: limits.pagesPerRun,
        status: 'discovering',
      });
      await em.flush();
      return created;
    });
    try {
      await this.jobs.enqueue(
        siteDiscoverJob,
        { runId: run.id },
        { jobId: `site-discover-${run.id}`, workspaceId: auth.workspaceId, attempts: DISCOVER_ATTEMPTS },
      );
    } catch (error) {
      await forWorkspace(this.em, auth.workspaceId).nativeDelete(SiteAuditRunSchema, { id: run.id });
      throw error;
    }
    return run;
  }
}
