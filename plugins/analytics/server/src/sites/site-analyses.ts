import { Injectable } from '@nestjs/common';
import { AnalysisPort, type AnalysisRecord } from '@otimiza/sdk/server';

/** Completed analyses read to find the sites; the sites' latest records read in full. */
const LIST_LIMIT = 500;
export const MAX_SITES = 30;

/** The latest completed analysis of each of the workspace's audited URLs (at most MAX_SITES, most recent first). */
@Injectable()
export class SiteAnalyses {
  constructor(private readonly analyses: AnalysisPort) {}

  async latest(workspaceId: string): Promise<AnalysisRecord[]> {
    const items = await this.analyses.listCompleted(workspaceId, LIST_LIMIT);
    const latestIds = new Map<string, string>();
    for (const item of items) if (!latestIds.has(item.url)) latestIds.set(item.url, item.id);
    const records = await Promise.all([...latestIds.values()].slice(0, MAX_SITES).map((id) => this.analyses.findCompleted(workspaceId, id)));
    return records.filter((record): record is AnalysisRecord => record !== null);
  }

  /** The strategy of the workspace's most recent completed analysis; null when it has none. */
  async latestStrategy(workspaceId: string): Promise<AnalysisRecord['strategy'] | null> {
    const [latest] = await this.analyses.listCompleted(workspaceId, 1);
    return latest?.strategy ?? null;
  }

  /** The latest completed analysis of each audited URL in each strategy (at most MAX_SITES URLs, most recent first). */
  async latestPerStrategy(workspaceId: string): Promise<AnalysisRecord[]> {
    const items = await this.analyses.listCompleted(workspaceId, LIST_LIMIT);
    const urls = [...new Set(items.map((item) => item.url))].slice(0, MAX_SITES);
    const latestIds = new Map<string, string>();
    for (const item of items) {
      const key = `${item.strategy} ${item.url}`;
      if (urls.includes(item.url) && !latestIds.has(key)) latestIds.set(key, item.id);
    }
    const records = await Promise.all([...latestIds.values()].map((id) => this.analyses.findCompleted(workspaceId, id)));
    return records.filter((record): record is AnalysisRecord => record !== null);
  }
}

/** A record's failing audits, costliest first. */
export function worstAudits(record: AnalysisRecord, category?: AnalysisRecord['failingAudits'][number]['category']) {
  return record.failingAudits.filter((audit) => !category || audit.category === category).sort((a, b) => b.gainPoints - a.gainPoints);
}

/** Lighthouse writes its titles in Markdown (`[alt]`, [links](…)): shown as plain text. */
const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');

export const auditTitle = (audit: AnalysisRecord['failingAudits'][number]) => ({
  pt: plain(audit.titles?.pt ?? audit.title),
  en: plain(audit.titles?.en ?? audit.title),
});
