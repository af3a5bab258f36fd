import type { VisualDashboard, VisualDashboardList } from '@otimiza/plugin-reports-shared';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { visualDashboardsQueryOptions } from '../api';
import { DashboardsTab } from './DashboardsTab';

afterEach(cleanup);

/** The tab as the page shows it, in Portuguese (the source language), reading `answer` as the API's. */
function renderTab(answer: VisualDashboardList) {
  // What the page asks first: no strategy chosen yet, so the server's (that of the latest analysis).
  const key = visualDashboardsQueryOptions({ period: '30d', category: 'all', strategy: undefined }, { auto: false }).queryKey;
  return renderScreen(<DashboardsTab period="30d" autoRefresh={false} />, { answers: [[key, answer]] });
}

const executive: VisualDashboard = {
  id: 'executive',
  name: { pt: 'Visão executiva', en: 'Executive view' },
  description: { pt: 'As quatro pontuações', en: 'The four scores' },
  category: 'executive',
  widgets: [
    { metric: 'score.performance', name: { pt: 'Performance', en: 'Performance' }, value: 99, unit: 'score', trend: 'up' },
    { metric: 'analyses.completed', name: { pt: 'Análises concluídas', en: 'Completed analyses' }, value: 1234, unit: 'count', trend: null },
  ],
  layout: 'grid',
  refreshInterval: 0.5,
  lastUpdated: '2026-11-29',
};

describe('visual reports: the dashboards tab', () => {
  it('opens on the strategy the server read (a desktop-only workspace: Computador) and shows its level, not —', () => {
    renderTab({ strategy: 'desktop', strategySource: 'latest-analysis', dashboards: [executive], activeUsers: 2 });
    expect(within(screen.getByTestId('dashboards-strategy')).getByText('Computador')).toBeTruthy();
    const performance = screen.getAllByTestId('dashboard-widget').find((widget) => widget.dataset['metric'] === 'score.performance')!;
    expect(within(performance).getByTestId('widget-value').textContent).toBe('99');
    expect(within(performance).getByLabelText('Subindo')).toBeTruthy();
    // The note under the card names the strategy its levels read; counts take every analysis.
    expect(screen.getByTestId('dashboard-strategy-note').textContent).toContain('Computador, a análise mais recente de cada site');
    expect(screen.getByTestId('dashboards-active-users').textContent).toBe(' 2 membros ativos nos últimos 30 dias');
  });

  it('writes counts in Portuguese and lists the dashboards in a named scroll region', () => {
    renderTab({ strategy: 'mobile', strategySource: 'default', dashboards: [executive], activeUsers: 0 });
    expect(within(screen.getByTestId('dashboards-strategy')).getByText('Celular')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Dashboards' });
    const completed = within(region)
      .getAllByTestId('dashboard-widget')
      .find((widget) => widget.dataset['metric'] === 'analyses.completed')!;
    expect(within(completed).getByTestId('widget-value').textContent).toBe('1.234');
    expect(screen.getByTestId('dashboards-active-users').textContent).toContain('Nenhum membro ativo nos últimos 30 dias');
  });

  it('says there is no dashboard rather than drawing empty cards', () => {
    renderTab({ strategy: 'mobile', strategySource: 'default', dashboards: [], activeUsers: 0 });
    expect(screen.getByTestId('dashboards-empty').textContent).toContain('Nenhum dashboard nesta categoria.');
    expect(screen.queryByRole('region', { name: 'Dashboards' })).toBeNull();
  });
});
