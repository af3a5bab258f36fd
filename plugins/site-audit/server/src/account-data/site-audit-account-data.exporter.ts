import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { SiteAuditPageSchema } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema } from '../data/site-audit-run.entity.js';
import { SiteAuditShareLinkSchema } from '../data/site-audit-share-link.entity.js';

/**
 * The site audit's part of a data export: every run (address, options, figures, what discovery met),
 * every page of it, and its share links (when made and revoked; not their tokens, which open the report).
 */
@Injectable()
export class SiteAuditAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'site-audit', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    await writer.lines(
      'site-audit-runs.jsonl',
      pagedEntities(em, SiteAuditRunSchema, (run) => ({
        id: run.id,
        userId: run.user?.id ?? null,
        origin: run.origin,
        pathPrefix: run.pathPrefix,
        strategy: run.strategy,
        samplePerGroup: run.samplePerGroup,
        auditAll: run.auditAll,
        pageCap: run.pageCap,
        status: run.status,
        discovered: run.discovered,
        toAudit: run.toAudit,
        audited: run.audited,
        failed: run.failed,
        overCap: run.overCap,
        discovery: run.discovery ?? null,
        error: run.errorMessages ?? null,
        createdAt: run.createdAt,
        finishedAt: run.finishedAt ?? null,
      })),
    );
    await writer.lines(
      'site-audit-pages.jsonl',
      pagedEntities(em, SiteAuditPageSchema, (page) => ({
        id: page.id,
        runId: page.run.id,
        url: page.url,
        group: page.groupShape,
        status: page.status,
        analysisId: page.analysisId ?? null,
        scores: page.scores ?? null,
        failingAudits: (page.failingAudits ?? []).map((audit) => audit.id),
        error: page.errorMessages ?? null,
        createdAt: page.createdAt,
      })),
    );
    await writer.lines(
      'site-audit-share-links.jsonl',
      pagedEntities(em, SiteAuditShareLinkSchema, (link) => ({
        id: link.id,
        runId: link.run.id,
        createdBy: link.createdBy?.id ?? null,
        createdAt: link.createdAt,
        revokedAt: link.revokedAt ?? null,
      })),
    );
  }
}
