import type { ModelKind } from '@otimiza/plugin-bi-shared';

type Text = { pt: string; en: string };

export interface ModelDefinition {
  kind: ModelKind;
  name: Text;
  description: Text;
  /** The backtest accuracy it must reach to be deployed (active). */
  threshold: number;
  /** Series it is trained on, first found wins (imported metrics by their CSV name, or client series). */
  inputs: string[];
  input: Text;
}

/** Series models need this share of held-out periods inside their 95% interval too. */
export const MIN_COVERAGE = 2 / 3;
/** Churn: labelled customers (churned or retained, with measured features), and of each class. */
export const MIN_CHURN_CUSTOMERS = 20;
export const MIN_CHURN_CLASS = 5;
/**
 * Churn's time-based hold-out: below this many churn events among the test customers, or with an AUC
 * interval wider than `MAX_CHURN_AUC_WIDTH`, its figures say too little ('dados insuficientes') and
 * the model stays in testing. With ~10 events the bootstrap interval of the AUC is already about
 * ±0.15 wide on a good model; wider than 0.3 it cannot tell a useful model from a coin.
 */
export const MIN_CHURN_TEST_EVENTS = 10;
export const MAX_CHURN_AUC_WIDTH = 0.3;
/** Churn's hold-out: a customer's outcome is read only once it had this many days to show it. */
export const CHURN_OUTCOME_DAYS = 90;
/** Churn's hold-out: the cut leaves about this share of the churn events to the training customers. */
export const CHURN_TRAIN_EVENT_SHARE = 0.75;
/** Churn: the model's AUC must reach this as well. */
export const MIN_CHURN_AUC = 0.7;
/** Pricing: periods with both price and volume. */
export const MIN_PRICE_PERIODS = 8;
/** A model whose data has no point for this long is retired. */
export const DATA_STOPPED_DAYS = 75;
/** Models are retrained daily. */
export const RETRAIN_EVERY_MS = 24 * 3600 * 1000;

export const modelDefinitions: Record<ModelKind, ModelDefinition> = {
  revenue: {
    kind: 'revenue',
    name: { pt: 'Previsão de receita', en: 'Revenue forecast' },
    description: {
      pt: 'Receita dos próximos 90 dias a partir da série de receita importada (ou do MRR dos clientes).',
      en: 'Revenue over the next 90 days from the imported revenue series (or the clients’ MRR).',
    },
    threshold: 0.8,
    inputs: ['import:revenue', 'import:receita', 'import:faturamento', 'clients:mrr'],
    input: { pt: 'série “revenue” importada por CSV ou MRR do customer success', en: '“revenue” series imported from CSV, or customer success’s MRR' },
  },
  demand: {
    kind: 'demand',
    name: { pt: 'Previsão de demanda', en: 'Demand forecast' },
    description: {
      pt: 'Pedidos dos próximos 90 dias a partir da série de pedidos importada.',
      en: 'Orders over the next 90 days from the imported orders series.',
    },
    threshold: 0.8,
    inputs: ['import:orders', 'import:pedidos', 'import:vendas'],
    input: { pt: 'série “orders” importada por CSV', en: '“orders” series imported from CSV' },
  },
  growth: {
    kind: 'growth',
    name: { pt: 'Previsão de crescimento', en: 'Growth forecast' },
    description: {
      pt: 'Tráfego (ou leads) dos próximos 90 dias a partir da série importada.',
      en: 'Traffic (or leads) over the next 90 days from the imported series.',
    },
    threshold: 0.8,
    inputs: ['import:traffic', 'import:trafego', 'import:visitas', 'import:leads'],
    input: { pt: 'série “traffic” ou “leads” importada por CSV', en: '“traffic” or “leads” series imported from CSV' },
  },
  churn: {
    kind: 'churn',
    name: { pt: 'Modelo de churn', en: 'Churn model' },
    description: {
      pt: 'Probabilidade de saída de cada cliente pelo uso, tendência das pontuações, plano e engajamento (customer success).',
      en: 'Each client’s probability of leaving from its usage, score trend, plan and engagement (customer success).',
    },
    threshold: 0.7,
    inputs: [],
    input: { pt: 'clientes do customer success com desfecho e sinais medidos', en: 'customer success clients with an outcome and measured signals' },
  },
  pricing: {
    kind: 'pricing',
    name: { pt: 'Elasticidade de preço', en: 'Price elasticity' },
    description: {
      pt: 'Quanto o volume de pedidos muda com o preço, ajustado às séries de preço e pedidos importadas.',
      en: 'How the order volume changes with the price, fitted to the imported price and orders series.',
    },
    threshold: 0.7,
    inputs: ['import:price', 'import:preco'],
    input: { pt: 'séries “price” e “orders” importadas por CSV', en: '“price” and “orders” series imported from CSV' },
  },
};
