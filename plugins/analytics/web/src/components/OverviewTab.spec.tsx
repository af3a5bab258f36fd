import type { AnalyticsSummary, DashboardQuery, KpiView, SiteAuditList } from '@otimiza/plugin-analytics-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { siteAuditsQueryOptions, summaryQueryOptions } from '../api/dashboard';
import { OverviewTab } from './OverviewTab';

afterEach(cleanup);

/** What the page asks first: the last 30 days, every category, the server's strategy. */
const query: DashboardQuery = { period: '30d', category: 'all', strategy: undefined };

/**
 * The overview tab as the page shows it, in Portuguese (the source language), reading `summary` and `siteAudits` as the
 * API's answers. Its links (import revenue, a site audit's report) are router links: it renders under a memory router.
 */
function renderTab(summary: AnalyticsSummary, siteAudits: SiteAuditList = { installed: false, siteAudits: [], limit: 20 }) {
  return renderScreen(<OverviewTab query={query} autoRefresh={false} />, {
    path: '/dashboard-analytics',
    answers: [
      [summaryQueryOptions(query, false).queryKey, summary],
      [siteAuditsQueryOptions(false).queryKey, siteAudits],
    ],
  });
}

const performance: KpiView = {
  id: 'performance',
  category: 'scores',
  name: { pt: 'Performance', en: 'Performance' },
  description: { pt: 'Média das notas de performance', en: 'Mean performance score' },
  metric: 'score.performance',
  unit: 'score',
  format: 'percentage',
  better: 'higher',
  strategy: 'mobile',
  value: 78.4,
  previousValue: 69.7,
  change: 8.7,
  changePercentage: 12.48,
  trend: 'up',
  comparedPages: 14,
  days: 30,
  target: 90,
  status: 'warning',
  statusReason: { pt: '12,9% abaixo da meta', en: '12.9% below target' },
  forecast: { value: 81.2, lower: 76.5, upper: 85.9, horizonDays: 30, method: 'linear-regression', accuracy: 0.91, heldOutDays: 7, trainingDays: 23 },
  confidence: 0.91,
  forecastReason: null,
  reason: null,
};

const noData = (pt: string) => ({ value: null, reason: { pt, en: pt } });

/** A bakery's workspace with a month of analyses and revenue imported into BI. */
const summary: AnalyticsSummary = {
  period: '30d',
  category: 'all',
  strategy: 'mobile',
  strategySource: 'latest-analysis',
  totalRevenue: { value: 48250.9, reason: null },
  totalUsers: { value: 1234, reason: null },
  avgConversionRate: { value: 3.46, reason: null },
  topPerformingSegment: { value: { pt: 'Padarias e confeitarias', en: 'Bakeries' }, reason: null },
  criticalAlerts: { value: 3, reason: null },
  biggestOpportunity: { value: { pt: 'Comprimir as imagens do cardápio', en: 'Compress the menu images' }, reason: null },
  reportAccuracy: { value: 0.847, reason: null },
  dataFreshness: { latestDataDay: '2026-11-28', computedAt: '2026-11-29T14:30:00Z', reason: null },
  kpis: [performance],
};

describe('analytics: the overview tab', () => {
  it('writes the summary figures in Portuguese: R$ with cents, thousands with a dot, percentages with a comma', async () => {
    renderTab(summary);
    expect((await screen.findByTestId('summary-revenue-value')).textContent).toBe('R$ 48.250,90');
    expect(screen.getByTestId('summary-users-value').textContent).toBe('1.234');
    expect(screen.getByTestId('summary-alerts-value').textContent).toBe('3');
    // 0.847 of accuracy is a share: shown as a whole percentage.
    expect(screen.getByTestId('summary-accuracy-value').textContent).toBe('85%');
    expect(screen.getByTestId('summary-conversion-value').textContent).toBe('3,5%');
    expect(screen.getByTestId('summary-segment-value').textContent).toBe('Padarias e confeitarias');
    expect(screen.getByTestId('data-freshness').textContent).toBe('Dados até 28/11, calculados às 11:30 BRT.');
  });

  it("shows each KPI's level, change, status against the target and forecast", async () => {
    renderTab(summary);
    const card = await screen.findByTestId('kpi-card');
    expect(within(card).getByText('Performance')).toBeTruthy();
    expect(within(card).getByTestId('kpi-status').textContent).toBe('Atenção');
    expect(within(card).getByTestId('kpi-strategy').textContent).toBe('Média das análises no celular');
    expect(within(card).getByTestId('kpi-value').textContent).toBe('78,4');
    expect(within(card).getByTestId('kpi-change').textContent).toContain('Em alta · +12,5%');
    expect(within(card).getByTestId('kpi-compared-pages').textContent).toContain('14 páginas com a mesma estratégia');
    expect(within(card).getByText(/Meta: 90/).textContent).toBe('Meta: 90 · 12,9% abaixo da meta');
    expect(within(card).getByTestId('kpi-forecast').textContent).toBe('Previsão 30 dias: 81,2 (76,5–85,9) · precisão 91%');
  });

  it('says why a figure is missing instead of a number, links revenue to its CSV import, and says when no KPI is in the category', async () => {
    renderTab({
      ...summary,
      totalRevenue: noData('Nenhuma receita importada ou cliente com MRR.'),
      avgConversionRate: noData('Nenhuma conversão registrada no período.'),
      dataFreshness: { latestDataDay: null, computedAt: '2026-11-29T14:30:00Z', reason: { pt: 'Nenhuma análise no período.', en: 'No analysis.' } },
      kpis: [],
    });
    const revenue = await screen.findByTestId('summary-revenue');
    expect(within(revenue).getByText('—')).toBeTruthy();
    expect(within(revenue).queryByTestId('summary-revenue-value')).toBeNull();
    expect(revenue.textContent).toContain('Nenhuma receita importada ou cliente com MRR.');
    const importLink = within(revenue).getByRole('link', { name: 'Importar receita (CSV)' });
    expect(importLink.getAttribute('href')).toBe('/business-intelligence?tab=metrics');
    // A missing conversion rate has nothing to import: no link there.
    const conversion = screen.getByTestId('summary-conversion');
    expect(conversion.textContent).toContain('Nenhuma conversão registrada no período.');
    expect(within(conversion).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('data-freshness').textContent).toBe('Nenhuma análise no período.');
    expect(screen.getByTestId('empty-state').textContent).toContain('Nenhum KPI nesta categoria.');
    expect(screen.queryByTestId('kpi-card')).toBeNull();
    // Without the site-audit plugin, no card about site audits.
    expect(screen.queryByTestId('site-audits-card')).toBeNull();
  });

  it('lists the newest site audits with their medians and failed pages, or says there is none yet', async () => {
    const { unmount } = renderTab(summary, {
      installed: true,
      limit: 20,
      siteAudits: [
        {
          runId: 'run-1',
          url: 'https://padariadoze.com.br/',
          strategy: 'desktop',
          status: 'cancelled',
          pagesAudited: 1250,
          pagesFailed: 2,
          medians: { performance: 92, accessibility: 88.5, seo: 100 },
          createdAt: '2026-11-28T12:00:00Z',
          finishedAt: '2026-11-28T13:05:00Z',
          reportPath: '/site-audit/run-1',
        },
      ],
    });
    const table = await screen.findByTestId('site-audits-table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'https://padariadoze.com.br/' }).getAttribute('href')).toBe('/site-audit/run-1');
    expect(within(row).getByText('computador')).toBeTruthy();
    expect(within(row).getByText('cancelada')).toBeTruthy();
    expect(within(row).getByText('28/11/2026 10:05 BRT')).toBeTruthy();
    expect(within(row).getByText('1.250')).toBeTruthy();
    expect(within(row).getByText('2 falharam')).toBeTruthy();
    expect(within(row).getByText('88,5')).toBeTruthy();
    // No page had a best-practices score: a dash, not 0.
    expect(within(row).getAllByRole('cell').at(-1)!.textContent).toBe('—');
    unmount();

    renderTab(summary, { installed: true, limit: 20, siteAudits: [] });
    expect((await screen.findByTestId('site-audits-empty')).textContent).toContain('Nenhuma auditoria de site concluída neste espaço de trabalho.');
  });
});
