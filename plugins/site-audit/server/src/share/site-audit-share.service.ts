import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BrandPort, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import { finishedRunStatuses, type SiteAuditShareLink as ShareLinkView, type SiteAuditShareState } from '@otimiza/plugin-site-audit-shared';
import { SiteAuditRunsService } from '../runs/site-audit-runs.service.js';
import { shareErrors } from './share-errors.js';
import { ShareLinkAddress, type RequestOrigin } from './share-link-address.js';
import { newShareToken } from './share-token.js';
import { SiteAuditShareLinkSchema, type SiteAuditShareLink } from '../data/site-audit-share-link.entity.js';

interface ShareLinkRow {
  id: string;
  workspace_id: string;
  run_id: string;
  created_by: string | null;
  token: string;
}

/**
 * A run's share link: made once for a finished run and answered again to every later share, read,
 * and revoked. Another workspace's run answers as a missing one (SiteAuditRunsService.get).
 */
@Injectable()
export class SiteAuditShareService {
  constructor(
    private readonly em: EntityManager,
    private readonly runs: SiteAuditRunsService,
    private readonly address: ShareLinkAddress,
    // The white-label plugin provides it: a link is made on the brand's domain when one is in force.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  /** The run's link in force, made by this call (`created`) when it had none. 409 while the run goes on. */
  async share(auth: Pick<AuthContext, 'workspaceId' | 'userId'>, runId: string, origin: RequestOrigin): Promise<{ link: ShareLinkView; created: boolean }> {
    const run = await this.runs.get(auth, runId);
    if (!finishedRunStatuses.includes(run.status)) throw shareErrors.runNotFinished();
    // Of simultaneous shares of one run, the partial unique index lets one row in; the others store nothing and read it.
    const inserted = await this.em
      .getKysely<{ site_audit_share_link: ShareLinkRow }>()
      .insertInto('site_audit_share_link')
      .values({ id: randomUUID(), workspace_id: auth.workspaceId, run_id: run.id, created_by: auth.userId, token: newShareToken() })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    const live = await this.liveLinkOf(auth.workspaceId, run.id);
    // Revoked in the instant between the two statements: the next share makes a new one.
    if (!live) return this.share(auth, runId, origin);
    return { link: await this.viewOf(live, auth.workspaceId, origin), created: inserted?.id === live.id };
  }

  async current(auth: Pick<AuthContext, 'workspaceId'>, runId: string, origin: RequestOrigin): Promise<SiteAuditShareState> {
    const run = await this.runs.get(auth, runId);
    const live = await this.liveLinkOf(auth.workspaceId, run.id);
    return { link: live ? await this.viewOf(live, auth.workspaceId, origin) : null };
  }

  /** Revokes the run's link in force, if it has one: its address answers 404 from now on. */
  async revoke(auth: Pick<AuthContext, 'workspaceId'>, runId: string): Promise<void> {
    const run = await this.runs.get(auth, runId);
    await forWorkspace(this.em, auth.workspaceId).nativeUpdate(SiteAuditShareLinkSchema, { run: run.id, revokedAt: null }, { revokedAt: new Date() });
  }

  private liveLinkOf(workspaceId: string, runId: string): Promise<SiteAuditShareLink | null> {
    return forWorkspace(this.em, workspaceId).findOne(SiteAuditShareLinkSchema, { run: runId, revokedAt: null });
  }

  private async viewOf(link: SiteAuditShareLink, workspaceId: string, origin: RequestOrigin): Promise<ShareLinkView> {
    const domain = (await this.brands?.domainOfWorkspace(workspaceId)) ?? null;
    return { url: this.address.of(link.token, origin, domain), token: link.token, createdAt: link.createdAt.toISOString() };
  }
}
