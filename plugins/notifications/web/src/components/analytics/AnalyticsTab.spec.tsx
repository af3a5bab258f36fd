import type { NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsQueryOptions } from '../../api/analytics';
import { AnalyticsTab } from './AnalyticsTab';

afterEach(cleanup);

/** The analytics tab as the page shows it, in Portuguese (the source language), reading `answer` as the API's. */
function renderTab(answer: NotificationAnalytics) {
  return renderScreen(<AnalyticsTab />, { answers: [[analyticsQueryOptions().queryKey, answer]] });
}

/** An agency's workspace: score alerts and a Black Friday campaign, in the app, by e-mail and by push. */
const analytics: NotificationAnalytics = {
  overview: { totalSent: 12480, totalDelivered: 12311, totalOpened: 4102, totalClicked: 987, averageEngagement: 38.24, revenueGenerated: null },
  byType: {
    performance_issue: { sent: 3150, engagementRate: 44.6 },
    campaign: { sent: 8200, engagementRate: 35.1 },
    seo_alert: { sent: 1130, engagementRate: null },
  },
  byChannel: {
    in_app: { sent: 4280, effectiveness: null },
    email: { sent: 7400, effectiveness: 41.25 },
    push: { sent: 800, effectiveness: 12 },
  },
  segmentation: {
    byUserType: {
      owner: { sent: 2100, engagement: 52.4, conversion: 8.1 },
      member: { sent: 10380, engagement: 35, conversion: null },
    },
  },
  trends: {
    hourly: [
      { hour: 19, engagement: 61.5, optimal: true },
      { hour: 8, engagement: 22.3, optimal: false },
      { hour: 3, engagement: null, optimal: false },
    ],
  },
  bestHour: 19,
  timeZone: 'America/Sao_Paulo',
};

/** A breakdown's rows in the order shown, as their rate bars are named: 'label: rate'. */
const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('progressbar')
    .map((bar) => bar.getAttribute('aria-label'));

describe('notifications: the analytics tab', () => {
  it('writes the totals with a thousands dot and the engagement with one decimal, and says revenue is not available', () => {
    renderTab(analytics);
    expect(within(screen.getByTestId('analytics-sent')).getByText('12.480')).toBeTruthy();
    expect(screen.getByText('12.311')).toBeTruthy();
    expect(screen.getByText('4.102')).toBeTruthy();
    expect(screen.getByText('38,2%')).toBeTruthy();
    expect(screen.getByText('não disponível')).toBeTruthy();
    expect(screen.getByText('nenhum valor é atribuído às entregas')).toBeTruthy();
    expect(screen.queryByText(/^R\$/)).toBeNull();
  });

  it('lists each breakdown by what was sent most, named in Portuguese, with a dash where nothing was measured', () => {
    renderTab(analytics);
    expect(rows('analytics-by-type')).toEqual(['Campanhas: 35,1%', 'Problema de desempenho: 44,6%', 'Alerta de SEO: —']);
    expect(rows('analytics-by-channel')).toEqual(['E-mail: 41,3%', 'No aplicativo: —', 'Push no navegador: 12,0%']);
    const channels = screen.getByTestId('analytics-by-channel');
    expect(within(channels).getByText('7.400 · efetividade 41,3%')).toBeTruthy();
    expect(within(channels).getByText('4.280 · efetividade —')).toBeTruthy();
    const userTypes = screen.getByTestId('analytics-by-user-type');
    expect(rows('analytics-by-user-type')).toEqual(['Membros: 35,0%', 'Proprietários: 52,4%']);
    expect(within(userTypes).getByText('10.380 · engajamento 35,0% · conversão —')).toBeTruthy();
    expect(within(userTypes).getByText('2.100 · engajamento 52,4% · conversão 8,1%')).toBeTruthy();
  });

  it('shows engagement hour by hour in order and marks the best hour to send, in the workspace time zone', () => {
    renderTab(analytics);
    const card = screen.getByTestId('hourly-engagement');
    expect(card.textContent).toContain('Melhor horário para enviar: 19h (fuso America/Sao Paulo).');
    const hours = within(within(card).getByRole('list', { name: 'Engajamento por hora' })).getAllByRole('listitem');
    expect(hours.map((hour) => hour.textContent)).toEqual(['03h—', '08h22,3%', '19h61,5%']);
    expect(hours.filter((hour) => hour.dataset['optimal'] === 'true').map((hour) => hour.dataset['hour'])).toEqual(['19']);
    expect(within(hours[2]!).getByLabelText('Melhor horário')).toBeTruthy();
  });

  it('before anything is sent: says so instead of showing zeros', () => {
    renderTab({
      ...analytics,
      overview: { totalSent: 0, totalDelivered: 0, totalOpened: 0, totalClicked: 0, averageEngagement: null, revenueGenerated: null },
      byType: {},
      byChannel: {},
      segmentation: { byUserType: {} },
      trends: { hourly: [] },
      bestHour: null,
    });
    expect(screen.getByTestId('analytics-empty').textContent).toContain('Nenhuma notificação enviada ainda');
    expect(screen.queryByTestId('analytics-sent')).toBeNull();
    expect(screen.queryByTestId('hourly-engagement')).toBeNull();
  });
});
