import type { ModelList, ModelView } from '@otimiza/plugin-bi-shared';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { modelsQueryOptions } from '../api/queries';
import { ModelsTab } from './ModelsTab';

afterEach(cleanup);

/**
 * The models tab as the page shows it, in Portuguese (the source language), reading `answers` as the API's for each
 * category. A model short of data links to where data is added (a router link): it renders under a memory router.
 */
function renderTab(answers: { all: ModelList; churn?: ModelList }) {
  return renderScreen(<ModelsTab />, {
    path: '/business-intelligence?tab=models',
    answers: [[modelsQueryOptions('all').queryKey, answers.all], ...(answers.churn ? ([[modelsQueryOptions('churn').queryKey, answers.churn]] as const) : [])],
  });
}

/** A hardware store's monthly revenue, imported by CSV: an active model with its backtest and 90-day scenarios. */
const revenue: ModelView = {
  id: 'revenue',
  kind: 'revenue',
  name: { pt: 'Previsão de receita', en: 'Revenue forecast' },
  description: { pt: 'Receita mensal dos próximos 90 dias', en: 'Monthly revenue, next 90 days' },
  algorithm: 'Holt-Winters',
  input: { pt: 'Receita mensal (CSV)', en: 'Monthly revenue (CSV)' },
  deployment: { status: 'active', lastRetrained: '2026-11-28T09:00:00Z', nextRetrain: '2026-12-05T09:00:00Z', threshold: 0.7 },
  trainingWindow: { from: '2024-12-01', to: '2026-11-30', points: 24 },
  performance: { accuracy: 0.9134, auc: null, holdout: null, intervalCoverage: { inside: 5, heldOut: 6, granularity: 'month' } },
  predictions: { confidence: 0.8333, horizonDays: 90 },
  scenarios: {
    optimistic: 12.44,
    realistic: 4.1,
    pessimistic: -3.24,
    basis: 'sum',
    from: '2026-12-01',
    to: '2027-02-28',
    comparedFrom: '2026-09-01',
    comparedTo: '2026-11-30',
  },
  drivers: [],
  insufficient: null,
  dataEndedAt: null,
};

/** Customer success's clients: the churn model, still in test (its accuracy below the threshold). */
const churn: ModelView = {
  id: 'churn',
  kind: 'churn',
  name: { pt: 'Risco de cancelamento', en: 'Churn risk' },
  description: { pt: 'Quais clientes devem cancelar', en: 'Which clients may churn' },
  algorithm: 'Regressão logística',
  input: { pt: 'Clientes', en: 'Customers' },
  deployment: { status: 'testing', lastRetrained: '2026-11-28T09:00:00Z', nextRetrain: '2026-12-05T09:00:00Z', threshold: 0.75 },
  trainingWindow: null,
  performance: {
    accuracy: 0.684,
    auc: 0.81,
    holdout: {
      cutDate: '2026-06-01',
      train: { customers: 140, events: 37 },
      test: { customers: 52, events: 12 },
      auc: { value: 0.812, low: 0.741, high: 0.873 },
      brier: { value: 0.1534, low: 0.1201, high: 0.1888 },
      resamples: 1000,
      insufficient: null,
    },
    intervalCoverage: null,
  },
  predictions: { confidence: 0.684, horizonDays: null },
  scenarios: null,
  drivers: [{ feature: 'usage', label: { pt: 'Uso do produto', en: 'Product usage' }, weight: -1.42 }],
  insufficient: null,
  dataEndedAt: null,
};

/** A model short of data: what it has, the minimum, and no figure. */
const demand: ModelView = {
  ...revenue,
  id: 'demand',
  kind: 'demand',
  name: { pt: 'Previsão de demanda', en: 'Demand forecast' },
  deployment: { ...revenue.deployment, status: 'retired' },
  trainingWindow: null,
  performance: { accuracy: null, auc: null, holdout: null, intervalCoverage: null },
  predictions: { confidence: null, horizonDays: null },
  scenarios: null,
  insufficient: { have: 4, need: 12, what: { pt: 'meses de vendas', en: 'months of sales' } },
};

const card = (kind: string) => screen.getAllByTestId('model-card').find((element) => element.dataset['kind'] === kind)!;
/** A row of a card's description list: its label and value. */
const row = (element: HTMLElement, label: string) => within(element).getByText(label).closest('tr')!.textContent;

/** The tab showing `model` alone, once its card is on screen: the card. */
async function renderCard(model: ModelView) {
  renderTab({ all: { models: [model] } });
  await screen.findByTestId('model-card');
  return card(model.kind);
}

describe('BI: the models tab', () => {
  it("shows an active time-series model's backtest, horizon and scenarios in Portuguese, and lets it run", async () => {
    const model = await renderCard(revenue);
    expect(within(model).getByTestId('model-status').textContent).toBe('Ativo');
    expect(row(model, 'Acurácia (teste)')).toContain('91,3%');
    expect(within(model).getByTestId('model-confidence').textContent).toBe('83,3%');
    expect(row(model, 'Cobertura do intervalo de 95%')).toContain('83,3%');
    expect(row(model, 'Horizonte')).toContain('90 dias');
    expect(row(model, 'Treino')).toContain('01 de dez. de 2024 – 30 de nov. de 2026 (24 pontos)');
    expect(within(model).getByTestId('model-interval-coverage').textContent).toBe('Cobertura do intervalo: 5 de 6 meses');
    expect(within(model).getByTestId('model-scenarios-basis').textContent).toContain('Soma de 01 de dez. de 2026 a 28 de fev. de 2027 (90 dias)');
    const scenarios = within(model).getByTestId('model-scenarios');
    expect(scenarios.textContent).toBe('Otimista+12,4%Realista+4,1%Pessimista-3,2%');
    expect((within(model).getByTestId('run-model') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the churn model's time-based hold-out with its intervals, and does not let a model in test run", async () => {
    const model = await renderCard(churn);
    expect(within(model).getByTestId('model-status').textContent).toBe('Em teste');
    expect(row(model, 'Acurácia (teste)')).toContain('68,4%');
    // Churn's confidence is its test accuracy, already shown: no second row, and no bare AUC beside the hold-out's.
    expect(within(model).queryByTestId('model-confidence')).toBeNull();
    expect(within(model).queryByText('AUC')).toBeNull();
    expect(within(model).getByTestId('model-holdout-auc').textContent).toBe('AUC 0,81 (IC 95 %: 0,74–0,87)');
    expect(within(model).getByTestId('model-holdout-brier').textContent).toBe('Brier 0,153 (IC 95 %: 0,120–0,189)');
    expect(within(model).getByTestId('model-holdout-events').textContent).toBe('12 cancelamentos no teste · 37 no treino · corte em 01 de jun. de 2026');
    expect(within(model).getByText(/^Fator mais forte: Uso do produto/)).toBeTruthy();
    expect((within(model).getByTestId('run-model') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what a model short of data has and needs, links to where data is added, and shows no figure', async () => {
    const model = await renderCard(demand);
    expect(within(model).getByTestId('model-status').textContent).toBe('Aposentado');
    expect(within(model).getByTestId('insufficient-data').textContent).toContain('Tem 4; o mínimo é 12 (meses de vendas).');
    expect(within(model).getByRole('link', { name: 'Importar dados (CSV)' }).getAttribute('href')).toBe('/business-intelligence?tab=metrics');
    expect(within(model).queryByText('Acurácia (teste)')).toBeNull();
    expect(within(model).queryByTestId('model-scenarios')).toBeNull();
    expect((within(model).getByTestId('run-model') as HTMLButtonElement).disabled).toBe(true);
  });

  it('the category filter shows that category’s models only', async () => {
    renderTab({ all: { models: [revenue, churn, demand] }, churn: { models: [churn] } });
    await screen.findAllByTestId('model-card');
    expect(screen.getAllByTestId('model-card').map((element) => element.dataset['kind'])).toEqual(['revenue', 'churn', 'demand']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByTitle('Churn'));
    expect(screen.getAllByTestId('model-card').map((element) => element.dataset['kind'])).toEqual(['churn']);
  });
});
