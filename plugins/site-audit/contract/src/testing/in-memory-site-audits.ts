import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { defineServerPlugin, type ServerPlugin } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { SiteAuditsPort, type SiteAuditPageRef, type SiteAuditSummary } from '../site-audits.port.js';

/**
 * SiteAuditsPort over runs a spec adds, for plugins that read whole-site audits (customer success,
 * analytics, compliance, monitoring): a plugin's spec may not import the site-audit plugin, only its contract.
 * `startScheduled` records the request and answers a new run id (the spec adds its result with `add`).
 */
export class InMemorySiteAudits extends SiteAuditsPort {
  private readonly runs = new Map<string, { workspaceId: string; summary: SiteAuditSummary; pages: SiteAuditPageRef[] }>();
  readonly scheduled: { workspaceId: string; runId: string; url: string; strategy: 'desktop' | 'mobile' }[] = [];

  add(workspaceId: string, summary: SiteAuditSummary, pages: SiteAuditPageRef[] = []): SiteAuditSummary {
    this.runs.set(summary.runId, { workspaceId, summary, pages });
    return summary;
  }

  private ofWorkspace(workspaceId: string): SiteAuditSummary[] {
    return [...this.runs.values()]
      .filter((run) => run.workspaceId === workspaceId)
      .map((run) => run.summary)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }

  async listFinished(workspaceId: string, limit: number): Promise<SiteAuditSummary[]> {
    return this.ofWorkspace(workspaceId).slice(0, Math.min(limit, 100));
  }

  async latestOfHost(workspaceId: string, host: string): Promise<SiteAuditSummary | null> {
    return this.ofWorkspace(workspaceId).find((run) => run.status === 'completed' && new URL(run.url).host === host.toLowerCase()) ?? null;
  }

  async findFinished(workspaceId: string, runId: string): Promise<SiteAuditSummary | null> {
    const run = this.runs.get(runId);
    return run && run.workspaceId === workspaceId ? run.summary : null;
  }

  async auditedPages(workspaceId: string, runId: string, limit: number): Promise<SiteAuditPageRef[]> {
    const run = this.runs.get(runId);
    return run && run.workspaceId === workspaceId ? run.pages.slice(0, limit) : [];
  }

  async startScheduled(workspaceId: string, request: { url: string; strategy: 'desktop' | 'mobile' }): Promise<string> {
    const runId = randomUUID();
    this.scheduled.push({ workspaceId, runId, ...request });
    return runId;
  }
}

/** A test-only plugin providing the given store as the SiteAuditsPort, under the site-audit plugin's id. */
export function inMemorySiteAuditsPlugin(store: InMemorySiteAudits): ServerPlugin {
  @Module({ providers: [{ provide: SiteAuditsPort, useValue: store }], exports: [SiteAuditsPort] })
  class InMemorySiteAuditsModule {}
  return defineServerPlugin({
    manifest: definePluginManifest({ id: 'site-audit', displayName: { id: 'site-audit.name', message: 'Auditoria de site' }, requiredFeature: null }),
    module: InMemorySiteAuditsModule,
    ports: { provides: [SiteAuditsPort] },
  });
}
