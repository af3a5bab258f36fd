import type { CustomerList, CustomerListQuery, CustomerView } from '@otimiza/plugin-customer-success-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { customersQueryOptions } from '../../api/cs';
import { CustomersTab } from './CustomersTab';

afterEach(cleanup);

/** The Clientes tab as the page shows it, in Portuguese; `answers` are the API's for each filter the spec uses. */
function renderTab(answers: { query: CustomerListQuery; answer: CustomerList }[]) {
  return renderScreen(<CustomersTab />, { answers: answers.map(({ query, answer }) => [customersQueryOptions(query).queryKey, answer] as const) });
}

/** What the tab asks first: every risk level, no search. */
const unfiltered: CustomerListQuery = { riskLevel: 'all', search: undefined };

const members = [{ userId: '0b8f3c1e-5a2d-4c6b-9e7f-1a2b3c4d5e6f', name: 'Mariana Costa', email: 'mariana@agenciavitrine.com.br' }];

/** A bakery added by hand, at high risk: a falling site, a detractor and four open alerts. */
const bakery: CustomerView = {
  customerId: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  customerName: 'Padaria São José',
  email: 'contato@padariasaojose.com.br',
  kind: 'manual',
  clientWorkspaceId: null,
  plan: 'professional',
  status: 'active',
  churnedAt: null,
  healthScore: 42,
  healthBand: 'orange',
  healthTrend: 'declining',
  riskLevel: 'high',
  churnProbability: 0.374,
  accountAge: 412,
  startDate: '2025-10-14',
  lastActivity: '2026-11-28T17:45:00.000Z',
  factors: {
    engagement: { key: 'engagement', score: 35, weight: 30, explanation: '1 acesso nos últimos 30 dias (meta: 4).', loginFrequency: 1, reportViews: 0 },
    value: { key: 'value', score: 55, weight: 20, explanation: 'MRR de R$ 1.490 perto da mediana.', mrr: 1490, medianMrr: 1800 },
    satisfaction: { key: 'satisfaction', score: 20, weight: 25, explanation: 'NPS 3 na última resposta.', nps: 3, csat: null, answers: 1 },
    product: {
      key: 'product',
      score: 61,
      weight: 25,
      explanation: 'Nota média dos sites: 61.',
      sites: 1,
      averageSiteScore: 61,
      trend: -8,
      failingSites: 1,
    },
  },
  alerts: [
    { id: 'a1', kind: 'score-drop', title: 'A saúde caiu 18 pontos em 30 dias', createdAt: '2026-11-29T12:00:00.000Z' },
    { id: 'a2', kind: 'detractor', title: 'Resposta de NPS detratora (3)', createdAt: '2026-11-27T12:00:00.000Z' },
    { id: 'a3', kind: 'failing-site', title: 'padariasaojose.com.br com nota abaixo de 50', createdAt: '2026-11-25T12:00:00.000Z' },
    { id: 'a4', kind: 'no-login', title: 'Sem acessos há 21 dias', createdAt: '2026-11-20T12:00:00.000Z' },
  ],
  metadata: { assignedCSM: { ...members[0]! }, industry: 'Alimentação', companySize: '11-50' },
  sites: ['https://padariasaojose.com.br'],
  siteAudits: [
    {
      runId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
      url: 'https://padariasaojose.com.br/',
      strategy: 'mobile',
      pages: 7,
      medians: { performance: 72.5, accessibility: 84, seo: 96, bestPractices: 100 },
      finishedAt: '2026-11-30T12:09:00.000Z',
      reportPath: null,
    },
  ],
  computedAt: '2026-11-30T12:10:00.000Z',
};

/** A client workspace with nothing measured yet. */
const dentist: CustomerView = {
  ...bakery,
  customerId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  customerName: 'Clínica Sorriso Leve',
  email: '',
  kind: 'workspace',
  clientWorkspaceId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  plan: 'starter',
  healthScore: null,
  healthBand: null,
  healthTrend: 'stable',
  riskLevel: null,
  churnProbability: null,
  accountAge: 1,
  lastActivity: null,
  factors: {
    engagement: { ...bakery.factors.engagement, score: null, loginFrequency: null },
    value: { ...bakery.factors.value, score: null, mrr: 390 },
    satisfaction: { ...bakery.factors.satisfaction, score: null, nps: null },
    product: { ...bakery.factors.product, score: 88 },
  },
  alerts: [],
  metadata: { assignedCSM: null, industry: '', companySize: null },
  siteAudits: [],
};

describe('customer success: the Clientes tab', () => {
  it("shows a client's health, risk, churn chance, MRR in reais, its site audit and its first three alerts, in Portuguese", () => {
    renderTab([{ query: unfiltered, answer: { customers: [bakery, dentist], members } }]);
    const card = screen.getByLabelText('Padaria São José');
    const health = within(card).getByTestId('health-score');
    expect(health.dataset['band']).toBe('orange');
    expect(health.textContent).toBe('Pontuação de saúde42 Piorando');
    expect(within(card).getByTestId('risk-badge').textContent).toBe('Risco Alto');
    expect(within(card).getByTestId('factor-satisfaction').textContent).toContain('Satisfação (25%)20');
    const details = card.querySelector('.ant-descriptions') as HTMLElement;
    expect(within(details).getByText('37%')).toBeTruthy();
    expect(within(details).getByText('R$ 1.490')).toBeTruthy();
    expect(within(details).getByText('412 dias')).toBeTruthy();
    expect(within(details).getByText('Mariana Costa')).toBeTruthy();
    expect(within(details).getByText('11-50 pessoas')).toBeTruthy();
    expect(within(details).getByText('28/11/2026 14:45 BRT')).toBeTruthy();
    expect(within(card).getByTestId('customer-site-audit').textContent?.trim()).toBe(
      'Auditoria do site https://padariasaojose.com.br/: mediana de desempenho 72,5, acessibilidade 84, SEO 96, boas práticas 100 (7 páginas, 30/11/2026 09:09 BRT)',
    );
    const alerts = within(card).getAllByTestId('customer-alert');
    expect(alerts.map((alert) => alert.textContent?.trim())).toEqual([
      'A saúde caiu 18 pontos em 30 diasResolver',
      'Resposta de NPS detratora (3)Resolver',
      'padariasaojose.com.br com nota abaixo de 50Resolver',
    ]);
    expect(within(card).queryByText('Sem acessos há 21 dias')).toBeNull();
    // A client added by hand can be deleted here.
    expect(within(card).getByRole('button', { name: 'Excluir cliente' })).toBeTruthy();
  });

  it('says when a client workspace has too little data to score, and keeps its deletion on /clients', () => {
    renderTab([{ query: unfiltered, answer: { customers: [bakery, dentist], members } }]);
    const card = screen.getByLabelText('Clínica Sorriso Leve');
    expect(within(card).getByText('Starter · sem e-mail · espaço de trabalho de cliente')).toBeTruthy();
    const health = within(card).getByTestId('health-score');
    expect(health.dataset['band']).toBe('none');
    expect(health.textContent).toBe('Pontuação de saúde—Dados insuficientes: menos de 2 fatores medidos');
    expect(within(card).getByText('Risco sem dados')).toBeTruthy();
    expect(within(card).getByText('1 dia')).toBeTruthy();
    expect(within(card).getByText('sem CSM')).toBeTruthy();
    expect(within(card).getByText('R$ 390')).toBeTruthy();
    expect(within(card).queryByTestId('customer-alerts')).toBeNull();
    expect(within(card).queryByTestId('customer-site-audits')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Excluir cliente' })).toBeNull();
  });

  it('with no client yet, explains where clients come from; with a risk filter that matches none, says to change it', async () => {
    renderTab([
      { query: unfiltered, answer: { customers: [], members } },
      { query: { riskLevel: 'critical', search: undefined }, answer: { customers: [], members } },
    ]);
    const empty = screen.getByTestId('customers-empty');
    expect(empty.textContent).toContain('Nenhum cliente ainda');
    expect(empty.textContent).toContain('Os espaços de trabalho de cliente que você cria em Clientes aparecem aqui sozinhos');
    expect(screen.queryByRole('region', { name: 'Clientes' })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Nível de risco' }));
    await userEvent.click(await screen.findByTitle('Risco Crítico'));
    const filtered = screen.getByTestId('customers-empty');
    expect(filtered.textContent).toContain('Nenhum cliente com esses filtros');
    expect(filtered.textContent).toContain('Mude a busca ou o nível de risco.');
    expect(filtered.textContent).not.toContain('Nenhum cliente ainda');
  });
});
