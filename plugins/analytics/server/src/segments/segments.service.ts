import { Inject, Injectable, Optional } from '@nestjs/common';
import { AnalysisPort, ClientWorkspacesPort, MetricStorePort, type AnalysisListItem, type AnalysisRecord, type SiteSeries } from '@otimiza/sdk/server';
import { businessTypeLabel, type LocalizedText } from '@otimiza/sdk/shared';
import type { SegmentList, SegmentStrategy as Strategy, SegmentView } from '@otimiza/plugin-analytics-shared';
import { round } from '../statistics/forecast.js';
import { addDays, dayDate, isoDay } from '../kpis/dashboard-window.js';
import { SiteAnalyses } from '../sites/site-analyses.js';

const noUsers: LocalizedText = {
  pt: 'Sites não têm usuários cadastrados: o Otimiza não coleta visitantes dos sites auditados.',
  en: 'Sites have no registered users: Otimiza does not collect the audited sites’ visitors.',
};
const noRevenue: LocalizedText = {
  pt: 'LTV e custo de aquisição exigem a receita e o custo de aquisição de cada cliente, que o Otimiza não registra.',
  en: 'LTV and acquisition cost need each client’s revenue and acquisition cost, which Otimiza does not record.',
};
const noCommerce: LocalizedText = {
  pt: 'Conversão, retenção e ticket médio exigem dados de vendas, que não existem no espaço de trabalho.',
  en: 'Conversion, retention and average order value need sales data, which the workspace does not have.',
};

/** Lighthouse's score bands. */
const bands = [
  { id: 'good', min: 90, name: { pt: 'Desempenho bom (90–100)', en: 'Good performance (90–100)' } },
  { id: 'needs-improvement', min: 50, name: { pt: 'Desempenho a melhorar (50–89)', en: 'Performance needs improvement (50–89)' } },
  { id: 'poor', min: 0, name: { pt: 'Desempenho ruim (0–49)', en: 'Poor performance (0–49)' } },
] as const;

const average = (values: number[]) => (values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length, 1) : null);

/** Client workspaces read per reseller, and completed analyses read per client. */
const MAX_CLIENTS = 20;
const CLIENT_ANALYSES = 100;
const GROWTH_DAYS = 30;

/**
 * Points a group of sites' performance moved in the window, like with like: each (site, strategy)
 * series from its first to its latest day with data, then the mean of those moves over the series
 * with 2 days or more — never one day's mobile run against another day's desktop one, nor one
 * day's sites against another day's. Null when no series has 2 days.
 */
export function growthOf(series: readonly SiteSeries[], sites: ReadonlySet<string>): number | null {
  const moves = series.flatMap((entry) => {
    if (!entry.site || !sites.has(entry.site) || entry.points.length < 2) return [];
    const points = [...entry.points].sort((a, b) => (a.day < b.day ? -1 : 1));
    return [points.at(-1)!.value - points[0]!.value];
  });
  if (moves.length === 0) return null;
  return round(moves.reduce((total, move) => total + move, 0) / moves.length, 1);
}

function segmentOf(
  id: string,
  kind: SegmentView['kind'],
  name: LocalizedText,
  description: LocalizedText,
  records: AnalysisRecord[],
  total: number,
  series: readonly SiteSeries[],
  everyStrategy: readonly AnalysisRecord[],
): SegmentView {
  const urls = new Set(records.map((record) => record.url));
  const audited = everyStrategy.filter((record) => urls.has(record.url));
  const desktop = audited.filter((record) => record.strategy === 'desktop').length;
  return {
    id,
    kind,
    name,
    description,
    siteCount: records.length,
    userCount: null,
    userCountReason: noUsers,
    percentage: round((records.length / total) * 100, 1),
    value: { ltv: null, acquisitionCost: null, reason: noRevenue },
    characteristics: {
      averagePerformance: average(records.map((record) => record.scores.performance)),
      averageAccessibility: average(records.map((record) => record.scores.accessibility)),
      averageSeo: average(records.map((record) => record.scores.seo)),
      averageBestPractices: average(records.map((record) => record.scores.bestPractices)),
      conversionRate: null,
      retentionRate: null,
      avgOrderValue: null,
      reason: noCommerce,
    },
    trends: { growth: growthOf(series, urls), engagement: null },
    behavior: {
      deviceTypes: [
        { type: 'desktop', percentage: round((desktop / audited.length) * 100, 1) },
        { type: 'mobile', percentage: round(((audited.length - desktop) / audited.length) * 100, 1) },
      ],
    },
    sites: records.map((record) => record.url),
  };
}

/** The workspace's audited sites by business type (from the page's context) and by performance band, from their latest analyses. */
@Injectable()
export class SegmentsService {
  constructor(
    private readonly sites: SiteAnalyses,
    private readonly store: MetricStorePort,
    private readonly analyses: AnalysisPort,
    @Optional() @Inject(ClientWorkspacesPort) private readonly clients: ClientWorkspacesPort | null,
  ) {}

  /**
   * Like with like: the segments of one strategy, each site by its latest analysis in it (a site's
   * mobile and desktop runs are never averaged together); a device mix counts both strategies.
   */
  async compute(workspaceId: string, strategy: Strategy = 'mobile', now = new Date()): Promise<Omit<SegmentList, 'computedAt' | 'strategySource'>> {
    const to = isoDay(now);
    const [everyStrategy, series, clientSegments] = await Promise.all([
      this.sites.latestPerStrategy(workspaceId),
      this.store.series(workspaceId, { metric: 'score.performance', from: dayDate(addDays(to, -(GROWTH_DAYS - 1))), to: dayDate(to), dimension: strategy }),
      this.clientSegments(workspaceId, strategy, now),
    ]);
    const records = everyStrategy.filter((record) => record.strategy === strategy);
    if (records.length === 0 && clientSegments.length === 0) {
      return {
        strategy,
        segments: [],
        sites: 0,
        reason: {
          pt: 'Nenhum site analisado ainda: os segmentos aparecem após a primeira análise.',
          en: 'No site analysed yet: segments appear after the first analysis.',
        },
      };
    }
    const byType = new Map<string, AnalysisRecord[]>();
    for (const record of records) {
      const type = record.context?.businessType?.trim() || '';
      byType.set(type, [...(byType.get(type) ?? []), record]);
    }
    const typeSegments = [...byType.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .map(([type, members]) =>
        segmentOf(
          `type:${type || 'unknown'}`,
          'business-type',
          type
            ? { pt: businessTypeLabel(type, 'pt'), en: businessTypeLabel(type, 'en') }
            : { pt: 'Tipo de negócio não identificado', en: 'Business type not identified' },
          { pt: 'Sites agrupados pelo tipo de negócio lido na página analisada.', en: 'Sites grouped by the business type read from the analysed page.' },
          members,
          records.length,
          series,
          everyStrategy,
        ),
      );
    const bandSegments = bands
      .map((band, index) => {
        const upper = index === 0 ? Infinity : bands[index - 1]!.min;
        const members = records.filter((record) => record.scores.performance >= band.min && record.scores.performance < upper);
        return members.length
          ? segmentOf(
              `band:${band.id}`,
              'score-band',
              band.name,
              {
                pt: 'Sites pela nota de desempenho da análise mais recente nesta estratégia.',
                en: 'Sites by the performance score of their latest analysis in this strategy.',
              },
              members,
              records.length,
              series,
              everyStrategy,
            )
          : null;
      })
      .filter((segment): segment is SegmentView => segment !== null);
    return { strategy, segments: [...typeSegments, ...bandSegments, ...clientSegments], sites: records.length, reason: null };
  }

  /**
   * For a reseller, each client workspace it manages (ClientWorkspacesPort answers only its own
   * clients): the client's audited sites from its completed analyses, its own members and their
   * sign-ins in the last 30 days.
   */
  private async clientSegments(resellerId: string, strategy: Strategy, now: Date): Promise<SegmentView[]> {
    if (!this.clients) return [];
    const clients = (await this.clients.clientsOf(resellerId)).slice(0, MAX_CLIENTS);
    if (clients.length === 0) return [];
    const since = new Date(now.getTime() - GROWTH_DAYS * 86_400_000);
    const rows = await Promise.all(
      clients.map(async (client) => {
        const [items, signIns] = await Promise.all([
          this.analyses.listCompleted(client.id, CLIENT_ANALYSES),
          this.clients!.signIns(resellerId, client.id, since),
        ]);
        const latest = new Map<string, AnalysisListItem>();
        for (const item of items) if (item.strategy === strategy && !latest.has(item.url)) latest.set(item.url, item);
        return { client, sites: [...latest.values()], signIns };
      }),
    );
    const totalSites = rows.reduce((sum, row) => sum + row.sites.length, 0);
    return rows.map(({ client, sites, signIns }) => ({
      id: `client:${client.id}`,
      kind: 'client-workspace' as const,
      name: { pt: client.name, en: client.name },
      description: { pt: 'Espaço de trabalho de cliente gerenciado por você.', en: 'A client workspace you manage.' },
      siteCount: sites.length,
      userCount: signIns?.members ?? null,
      userCountReason: signIns ? null : { pt: 'Cliente não encontrado.', en: 'Client not found.' },
      percentage: totalSites ? round((sites.length / totalSites) * 100, 1) : 0,
      value: { ltv: null, acquisitionCost: null, reason: noRevenue },
      characteristics: {
        averagePerformance: average(sites.map((site) => site.scores.performance)),
        averageAccessibility: average(sites.map((site) => site.scores.accessibility)),
        averageSeo: average(sites.map((site) => site.scores.seo)),
        averageBestPractices: average(sites.map((site) => site.scores.bestPractices)),
        conversionRate: null,
        retentionRate: null,
        avgOrderValue: null,
        reason: noCommerce,
      },
      trends: { growth: null, engagement: signIns?.signIns ?? null },
      behavior: { deviceTypes: [] },
      sites: sites.map((site) => site.url),
    }));
  }
}
