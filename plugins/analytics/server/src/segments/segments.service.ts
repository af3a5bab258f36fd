import { Injectable } from '@nestjs/common';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { SegmentList, SegmentView } from '@otimiza/plugin-analytics-shared';
import { round } from '../statistics/forecast.js';
import { SiteAnalyses } from '../sites/site-analyses.js';

const noUsers: LocalizedText = {
  pt: 'Sites não têm usuários cadastrados: o Otimiza não coleta visitantes dos sites auditados.',
  en: 'Sites have no registered users: Otimiza does not collect the audited sites’ visitors.',
};
const noRevenue: LocalizedText = {
  pt: 'Sem dados de receita: LTV e custo de aquisição aparecem quando houver receita importada.',
  en: 'No revenue data: LTV and acquisition cost appear once revenue is imported.',
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

function segmentOf(
  id: string,
  kind: SegmentView['kind'],
  name: LocalizedText,
  description: LocalizedText,
  records: AnalysisRecord[],
  total: number,
): SegmentView {
  const desktop = records.filter((record) => record.strategy === 'desktop').length;
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
    trends: { growth: null, engagement: null },
    behavior: {
      deviceTypes: [
        { type: 'desktop', percentage: round((desktop / records.length) * 100, 1) },
        { type: 'mobile', percentage: round(((records.length - desktop) / records.length) * 100, 1) },
      ],
    },
    sites: records.map((record) => record.url),
  };
}

/** The workspace's audited sites by business type (from the page's context) and by performance band, from their latest analyses. */
@Injectable()
export class SegmentsService {
  constructor(private readonly sites: SiteAnalyses) {}

  async compute(workspaceId: string): Promise<Omit<SegmentList, 'computedAt'>> {
    const records = await this.sites.latest(workspaceId);
    if (records.length === 0) {
      return {
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
          type ? { pt: type, en: type } : { pt: 'Tipo de negócio não identificado', en: 'Business type not identified' },
          { pt: 'Sites agrupados pelo tipo de negócio lido na página analisada.', en: 'Sites grouped by the business type read from the analysed page.' },
          members,
          records.length,
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
              { pt: 'Sites pela nota de desempenho da análise mais recente.', en: 'Sites by the performance score of their latest analysis.' },
              members,
              records.length,
            )
          : null;
      })
      .filter((segment): segment is SegmentView => segment !== null);
    return { segments: [...typeSegments, ...bandSegments], sites: records.length, reason: null };
  }
}
