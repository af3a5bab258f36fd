import { Injectable } from '@nestjs/common';
import {
  maxInsightsPerCard,
  type HeatmapCell,
  type HeatmapType,
  type VisualHeatmap,
  type VisualHeatmapList,
  type VisualHeatmapsQuery,
} from '@otimiza/plugin-reports-shared';
import { brazilianStates, MetricStorePort } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { counted, localized, mean, oneDecimal } from './visual-numbers.js';
import { SiteProfilesService, type SiteProfile } from './site-profiles.service.js';
import { dayText, lineName, strategies, strategyNames, weekdayNames } from './visual-texts.js';
import { visualWindow, weekOf, weeksOf, type VisualWindow } from './visual-window.js';

const maxRows = 12;
const sitesNoun = { pt: ['site', 'sites'], en: ['site', 'sites'] } as const;
const viewsNoun = { pt: ['visualização', 'visualizações'], en: ['view', 'views'] } as const;

/** Names of the features (plugin ids and the core) the usage heatmap shows. */
const featureNames: Record<string, LocalizedText> = {
  core: { pt: 'Conta e plataforma', en: 'Account and platform' },
  analysis: { pt: 'Análises', en: 'Analyses' },
  'ai-tools': { pt: 'Ferramentas de IA', en: 'AI tools' },
  reports: { pt: 'Relatórios', en: 'Reports' },
  notifications: { pt: 'Central de notificações', en: 'Notification centre' },
  audit: { pt: 'Auditoria e conformidade', en: 'Audit and compliance' },
  analytics: { pt: 'Dashboard de analytics', en: 'Analytics dashboard' },
  'white-label': { pt: 'White-label', en: 'White-label' },
  manual: { pt: 'Manual da Plataforma', en: 'Platform manual' },
  bi: { pt: 'Business Intelligence', en: 'Business intelligence' },
  'customer-success': { pt: 'Customer Success', en: 'Customer success' },
};

/** Sections of the public report page whose views are counted. */
const sectionNames: Record<string, LocalizedText> = {
  scores: { pt: 'Pontuações', en: 'Scores' },
  metrics: { pt: 'Métricas', en: 'Metrics' },
  recommendations: { pt: 'Recomendações', en: 'Recommendations' },
  verification: { pt: 'Melhoria verificada', en: 'Verified improvement' },
  contact: { pt: 'Contato', en: 'Contact' },
};

const weekLabels = (weeks: readonly string[]) => Object.fromEntries(weeks.map((week) => [week, dayText(week)]));

/**
 * The heatmaps tab: sites × weeks of performance, weekday × hour of
 * the members' activity, areas × weeks of API calls, sites by Brazilian state (from the analysed
 * pages' addresses and phone area codes) and the share page's sections viewed — each from stored
 * data, with at most 2 computed insights, or empty with what is missing.
 */
@Injectable()
export class VisualHeatmapsService {
  constructor(
    private readonly store: MetricStorePort,
    private readonly sites: SiteProfilesService,
  ) {}

  async list(workspaceId: string, query: VisualHeatmapsQuery): Promise<VisualHeatmapList> {
    const window = visualWindow(query.period);
    const builders: Record<HeatmapType, () => Promise<VisualHeatmap>> = {
      website_performance: () => this.sitesByWeek(workspaceId, window),
      time_analysis: () => this.activityByHour(workspaceId, window),
      feature_usage: () => this.featuresByWeek(workspaceId, window),
      geographic_distribution: () => this.sitesByState(workspaceId, window),
      user_behavior: () => this.sectionsViewed(workspaceId, window),
    };
    const types = (Object.keys(builders) as HeatmapType[]).filter((type) => query.type === 'all' || query.type === type);
    const heatmaps = await Promise.all(types.map((type) => builders[type]()));
    return { period: query.period, heatmaps: heatmaps.map((heatmap) => ({ ...heatmap, insights: heatmap.insights.slice(0, maxInsightsPerCard) })) };
  }

  /**
   * A row per site and strategy: a site's mobile and desktop audits are never averaged together,
   * and 'most improved' compares a row's first week with its own last one.
   */
  private async sitesByWeek(workspaceId: string, window: VisualWindow): Promise<VisualHeatmap> {
    const series = (await this.store.series(workspaceId, { metric: 'score.performance', from: window.from, to: window.to }))
      .filter((entry): entry is typeof entry & { site: string } => entry.site !== null && (strategies as readonly string[]).includes(entry.dimension))
      .map((entry) => ({ site: `${entry.site} ${entry.dimension}`, points: [...entry.points].sort((a, b) => (a.day < b.day ? -1 : 1)) }))
      .filter((site) => site.points.length > 0)
      .sort((a, b) => (b.points.at(-1)!.day < a.points.at(-1)!.day ? -1 : b.points.at(-1)!.day > a.points.at(-1)!.day ? 1 : a.site < b.site ? -1 : 1))
      .slice(0, maxRows);
    const weeks = weeksOf(window);
    const data: HeatmapCell[] = [];
    for (const site of series) {
      for (const week of weeks) {
        const value = mean(site.points.filter((point) => weekOf(point.day) === week).map((point) => point.value));
        if (value !== null) data.push({ row: site.site, column: week, value: oneDecimal(value)! });
      }
    }
    const insights: LocalizedText[] = [];
    // The weakest of several site-weeks; a single one is no worse than anything.
    const lowest = data.length >= 2 ? [...data].sort((a, b) => a.value - b.value)[0] : undefined;
    if (lowest)
      insights.push(
        localized(
          {
            pt: 'Pior semana: {site} com performance média de {value} na semana de {week}.',
            en: 'Weakest week: {site} averaged {value} in performance in the week of {week}.',
          },
          { site: lineName(lowest.row), value: lowest.value, week: dayText(lowest.column) },
        ),
      );
    const changes = series
      .map((site) => {
        const cells = data.filter((cell) => cell.row === site.site);
        return cells.length >= 2 ? { site: site.site, change: cells.at(-1)!.value - cells[0]!.value } : null;
      })
      .filter((entry) => entry !== null)
      .sort((a, b) => b.change - a.change);
    const best = changes[0];
    if (best && best.change > 0)
      insights.push(
        localized(
          {
            pt: 'Mais evoluiu: {site}, +{points} pontos entre a primeira e a última semana.',
            en: 'Most improved: {site}, +{points} points between the first and the last week.',
          },
          { site: lineName(best.site), points: oneDecimal(best.change)! },
        ),
      );
    return {
      id: 'sites-by-week',
      type: 'website_performance',
      title: { pt: 'Performance por site e semana', en: 'Performance by site and week' },
      description: {
        pt: 'Média semanal da pontuação de performance de cada site, uma linha por estratégia (celular, computador)',
        en: 'Weekly mean of each site’s performance score, a row per strategy (mobile, desktop)',
      },
      rows: series.map((site) => site.site),
      columns: weeks,
      data,
      insights,
      unit: 'score',
      labels: { ...weekLabels(weeks), ...Object.fromEntries(series.map((site) => [site.site, lineName(site.site)])) },
      empty: data.length ? null : { pt: 'Nenhum site analisado no período.', en: 'No site analysed in the period.' },
    };
  }

  private async activityByHour(workspaceId: string, window: VisualWindow): Promise<VisualHeatmap> {
    const series = await this.store.series(workspaceId, { metric: 'activity.actions', from: window.from, to: window.to, site: null });
    const totals = new Map<string, number>();
    for (const entry of series) {
      const hour = Number(entry.dimension);
      if (!Number.isInteger(hour) || hour < 0 || hour > 23) continue;
      for (const point of entry.points) {
        // The day is UTC, the hour São Paulo's (UTC−3): from 21:00 there, the UTC day is already the next one.
        const utcWeekday = (new Date(`${point.day}T00:00:00Z`).getUTCDay() + 6) % 7;
        const weekday = hour >= 21 ? (utcWeekday + 6) % 7 : utcWeekday;
        const key = `${weekday}|${hour}`;
        totals.set(key, (totals.get(key) ?? 0) + point.value);
      }
    }
    const rows = ['0', '1', '2', '3', '4', '5', '6'];
    const columns = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
    const data = [...totals.entries()].map(([key, value]) => {
      const [weekday, hour] = key.split('|');
      return { row: weekday!, column: String(hour).padStart(2, '0'), value };
    });
    const total = data.reduce((sum, cell) => sum + cell.value, 0);
    const insights: LocalizedText[] = [];
    const busiest = [...data].sort((a, b) => b.value - a.value)[0];
    if (busiest)
      insights.push(
        localized(
          {
            pt: 'Horário mais ativo: {weekday} às {hour}h, com {count} da equipe.',
            en: 'Busiest time: {weekday} at {hour}:00, with {count} of the team.',
          },
          { weekday: weekdayNames[busiest.row]!, hour: busiest.column, count: counted(busiest.value, { pt: ['ação', 'ações'], en: ['action', 'actions'] }) },
        ),
      );
    if (total > 0) {
      const business = data
        .filter((cell) => Number(cell.row) < 5 && Number(cell.column) >= 8 && Number(cell.column) < 18)
        .reduce((sum, cell) => sum + cell.value, 0);
      insights.push(
        localized(
          {
            pt: '{share}% das ações acontecem em horário comercial (segunda a sexta, 8h–18h).',
            en: '{share}% of the actions happen in business hours (Monday to Friday, 8:00–18:00).',
          },
          { share: Math.round((business / total) * 100) },
        ),
      );
    }
    return {
      id: 'activity-by-hour',
      type: 'time_analysis',
      title: { pt: 'Atividade por dia da semana e hora', en: 'Activity by weekday and hour' },
      description: { pt: 'Ações da equipe no espaço de trabalho (horário de Brasília)', en: 'The team’s actions in the workspace (Brasília time)' },
      rows,
      columns,
      data,
      insights,
      unit: 'count',
      labels: weekdayNames,
      empty: data.length ? null : { pt: 'Nenhuma ação da equipe registrada no período.', en: 'No team action recorded in the period.' },
    };
  }

  /**
   * The members' API calls per area of the platform (the plugin the route belongs to, counted by
   * the core's access guard) and week. Named for what it counts: a call is not a measured "use" of
   * a feature, and no other per-feature record exists.
   */
  private async featuresByWeek(workspaceId: string, window: VisualWindow): Promise<VisualHeatmap> {
    const calls = await this.store.series(workspaceId, { metric: 'api.calls', from: window.from, to: window.to });
    const byFeature = new Map<string, Map<string, number>>();
    for (const entry of calls) {
      const feature = entry.dimension || 'core';
      const weeks = byFeature.get(feature) ?? new Map<string, number>();
      for (const point of entry.points) weeks.set(weekOf(point.day), (weeks.get(weekOf(point.day)) ?? 0) + point.value);
      byFeature.set(feature, weeks);
    }
    const weeks = weeksOf(window);
    const totals = [...byFeature.entries()].map(([feature, perWeek]) => ({
      feature,
      total: [...perWeek.values()].reduce((sum, value) => sum + value, 0),
      perWeek,
    }));
    const rows = totals
      .sort((a, b) => b.total - a.total)
      .slice(0, maxRows)
      .map((entry) => entry.feature);
    const data = totals
      .filter((entry) => rows.includes(entry.feature))
      .flatMap((entry) => [...entry.perWeek.entries()].map(([week, value]) => ({ row: entry.feature, column: week, value })));
    const insights: LocalizedText[] = [];
    const top = totals[0];
    const all = totals.reduce((sum, entry) => sum + entry.total, 0);
    if (top && all > 0)
      insights.push(
        localized(
          {
            pt: '{feature} recebeu mais chamadas: {share}% das chamadas à API no período.',
            en: '{feature} received the most calls: {share}% of the API calls in the period.',
          },
          { feature: featureNames[top.feature] ?? { pt: top.feature, en: top.feature }, share: Math.round((top.total / all) * 100) },
        ),
      );
    if (weeks.length >= 2) {
      const [first, last] = [weeks[0]!, weeks.at(-1)!];
      const growth = totals
        .map((entry) => ({ feature: entry.feature, change: (entry.perWeek.get(last) ?? 0) - (entry.perWeek.get(first) ?? 0) }))
        .sort((a, b) => b.change - a.change)[0];
      if (growth && growth.change > 0)
        insights.push(
          localized(
            {
              pt: 'Maior crescimento: {feature}, +{count} chamadas da primeira para a última semana.',
              en: 'Fastest growing: {feature}, +{count} calls from the first to the last week.',
            },
            { feature: featureNames[growth.feature] ?? { pt: growth.feature, en: growth.feature }, count: growth.change },
          ),
        );
    }
    return {
      id: 'features-by-week',
      type: 'feature_usage',
      title: { pt: 'Chamadas à API por área e semana', en: 'API calls by area and week' },
      description: {
        pt: 'Requisições da equipe à API de cada área da plataforma, contadas pelo servidor',
        en: 'The team’s requests to the API of each area of the platform, counted by the server',
      },
      rows,
      columns: weeks,
      data,
      insights,
      unit: 'count',
      labels: { ...weekLabels(weeks), ...featureNames },
      empty: data.length ? null : { pt: 'Nenhuma chamada à API registrada no período.', en: 'No API call recorded in the period.' },
    };
  }

  /**
   * Sites per state, with each strategy's mean performance from the sites' latest analysis in that
   * strategy (a site's mobile and desktop scores are never averaged together).
   */
  private async sitesByState(workspaceId: string, window: VisualWindow): Promise<VisualHeatmap> {
    const profiles = await this.sites.of(workspaceId);
    const latest = await Promise.all(
      strategies.map(async (strategy) => {
        const values = await this.store.latestPerSite(workspaceId, {
          metric: 'score.performance',
          on: window.to,
          since: window.lookbackFrom,
          dimension: strategy,
          reading: 'latest',
        });
        return { strategy, bySite: new Map(values.map((value) => [value.site, value.value])) };
      }),
    );
    const byState = new Map<string, SiteProfile[]>();
    for (const profile of profiles) {
      if (!profile.state) continue;
      byState.set(profile.state, [...(byState.get(profile.state) ?? []), profile]);
    }
    const rows = [...byState.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1)).map(([state]) => state);
    const performanceColumn = (strategy: string) => `performance-${strategy}`;
    const columns = ['sites', ...strategies.map(performanceColumn)];
    const data = rows.flatMap((state) => {
      const sites = byState.get(state)!;
      return [
        { row: state, column: 'sites', value: sites.length },
        ...latest.flatMap(({ strategy, bySite }) => {
          const value = mean(sites.flatMap((profile) => (bySite.has(profile.url) ? [bySite.get(profile.url)!] : [])));
          return value === null ? [] : [{ row: state, column: performanceColumn(strategy), value: oneDecimal(value)! }];
        }),
      ];
    });
    const insights: LocalizedText[] = [];
    const top = rows[0];
    if (top)
      insights.push(
        localized(
          {
            pt: '{state} concentra {count} de {total} com estado identificado.',
            en: '{state} holds {count} of {total} whose state is known.',
          },
          { state: brazilianStates[top]!, count: byState.get(top)!.length, total: counted(profiles.filter((profile) => profile.state).length, sitesNoun) },
        ),
      );
    const unknown = profiles.filter((profile) => !profile.state).length;
    if (unknown > 0)
      insights.push(
        localized(
          { pt: '{count} sem endereço nem DDD na página analisada.', en: '{count} without an address or an area code on the analysed page.' },
          { count: counted(unknown, sitesNoun) },
        ),
      );
    return {
      id: 'sites-by-state',
      type: 'geographic_distribution',
      title: { pt: 'Sites por estado', en: 'Sites by state' },
      description: {
        pt: 'Estado do endereço ou do DDD do telefone encontrado em cada página analisada, com a performance média da análise mais recente de cada site por estratégia',
        en: 'State of the address or phone area code found on each analysed page, with the mean performance of each site’s latest analysis per strategy',
      },
      rows,
      columns,
      data,
      insights,
      unit: 'count',
      labels: {
        sites: { pt: 'Sites', en: 'Sites' },
        ...Object.fromEntries(
          strategies.map((strategy) => [
            performanceColumn(strategy),
            { pt: `Performance (${strategyNames[strategy]!.pt.toLowerCase()})`, en: `Performance (${strategyNames[strategy]!.en.toLowerCase()})` },
          ]),
        ),
        ...Object.fromEntries(rows.map((state) => [state, { pt: brazilianStates[state]!, en: brazilianStates[state]! }])),
      },
      empty: data.length
        ? null
        : { pt: 'Nenhuma página analisada mostra endereço ou DDD brasileiro.', en: 'No analysed page shows a Brazilian address or area code.' },
    };
  }

  private async sectionsViewed(workspaceId: string, window: VisualWindow): Promise<VisualHeatmap> {
    const series = await this.store.series(workspaceId, { metric: 'share.section-views', from: window.from, to: window.to });
    const weeks = weeksOf(window);
    const cells = new Map<string, number>();
    for (const entry of series) {
      if (!entry.dimension) continue;
      for (const point of entry.points) {
        const key = `${entry.dimension}|${weekOf(point.day)}`;
        cells.set(key, (cells.get(key) ?? 0) + point.value);
      }
    }
    const data = [...cells.entries()].map(([key, value]) => {
      const [row, column] = key.split('|');
      return { row: row!, column: column!, value };
    });
    const totals = new Map<string, number>();
    for (const cell of data) totals.set(cell.row, (totals.get(cell.row) ?? 0) + cell.value);
    const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([row]) => row);
    const insights: LocalizedText[] = [];
    const name = (section: string) => sectionNames[section] ?? { pt: section, en: section };
    if (rows.length > 0)
      insights.push(
        localized(
          {
            pt: 'Seção mais vista nos relatórios compartilhados: {section} ({count}).',
            en: 'Most viewed section of the shared reports: {section} ({count}).',
          },
          { section: name(rows[0]!), count: counted(totals.get(rows[0]!)!, viewsNoun) },
        ),
      );
    const least = rows.at(-1);
    // Only a section seen less than the most seen one is 'least viewed' (not a tie).
    if (least !== undefined && rows.length > 1 && totals.get(least)! < totals.get(rows[0]!)!) {
      insights.push(
        localized(
          {
            pt: 'Menos vista: {section} ({count}) — talvez mereça um lugar mais alto na página.',
            en: 'Least viewed: {section} ({count}) — it may deserve a higher place on the page.',
          },
          { section: name(least), count: counted(totals.get(least)!, viewsNoun) },
        ),
      );
    }
    return {
      id: 'sections-viewed',
      type: 'user_behavior',
      title: { pt: 'Seções vistas nos relatórios compartilhados', en: 'Sections viewed on shared reports' },
      description: { pt: 'Visualizações de cada seção da página pública, por semana', en: 'Views of each section of the public page, by week' },
      rows,
      columns: weeks,
      data,
      insights,
      unit: 'count',
      labels: { ...weekLabels(weeks), ...sectionNames },
      empty: data.length
        ? null
        : { pt: 'Nenhuma seção de relatório compartilhado vista no período.', en: 'No section of a shared report viewed in the period.' },
    };
  }
}
