import type { CustomerRecord, NpsAnswer } from '@otimiza/plugin-customer-success-contract';
import type { MetricDescription } from '@otimiza/plugin-bi-shared';
import { dayOf, type DayValue } from '../stats/periods.js';

export interface ClientMetric extends MetricDescription {
  key: `clients:${string}`;
}

/** Customer success's series: MRR, active clients, churn and NPS, one point per month. */
export const clientMetrics: readonly ClientMetric[] = [
  {
    key: 'clients:mrr',
    name: { pt: 'MRR dos clientes', en: 'Clients’ MRR' },
    // Customer success keeps each client's MRR as it is now (its last, for one who left), not month by month through the SDK port.
    description: {
      pt: 'Receita recorrente mensal dos clientes ativos no fim de cada mês (customer success). Os meses passados somam o MRR atual de cada cliente (o último, para quem saiu): uma mudança de preço reescreve o histórico.',
      en: 'Monthly recurring revenue of the clients active at each month’s end (customer success). Past months add up each client’s current MRR (its last, for one who left): a price change rewrites the history.',
    },
    category: 'financial',
    unit: 'BRL',
    better: 'higher',
    aggregation: 'average',
  },
  {
    key: 'clients:active',
    name: { pt: 'Clientes ativos', en: 'Active clients' },
    description: { pt: 'Clientes ativos no fim de cada mês (customer success).', en: 'Clients active at each month’s end (customer success).' },
    category: 'customer',
    unit: 'count',
    better: 'higher',
    aggregation: 'average',
  },
  {
    key: 'clients:churn',
    name: { pt: 'Churn de clientes', en: 'Client churn' },
    description: {
      pt: 'Clientes que saíram no mês sobre os ativos no início dele (customer success).',
      en: 'Clients who left in the month over those active at its start (customer success).',
    },
    category: 'customer',
    unit: '%',
    better: 'lower',
    aggregation: 'average',
  },
  {
    key: 'clients:nps',
    name: { pt: 'NPS dos clientes', en: 'Clients’ NPS' },
    description: {
      pt: 'Promotores menos detratores nas respostas do mês, de −100 a 100 (customer success).',
      en: 'Promoters minus detractors among the month’s answers, −100 to 100 (customer success).',
    },
    category: 'customer',
    unit: 'NPS',
    better: 'higher',
    aggregation: 'average',
  },
];

export const clientMetricByKey = new Map(clientMetrics.map((metric) => [metric.key as string, metric]));

/** The last moment of each month from `from`'s to `to`'s; the running month ends at `to` (on its last day too). */
const monthEnds = (from: Date, to: Date): Date[] => {
  const out: Date[] = [];
  for (let month = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1); ;) {
    const end = new Date(month - 1);
    if (end >= to) break;
    out.push(end);
    const next = new Date(month);
    month = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
  }
  out.push(to);
  return out;
};

const activeAt = (customer: CustomerRecord, at: Date) => customer.startedAt <= at && (customer.churnedAt === null || customer.churnedAt > at);

/**
 * The client series of the customers, one point per month end from the first start to `now`:
 * MRR (each client's current MRR: the CustomerRecordsPort has no month-by-month history) and
 * active clients at each month's end; churn as the month's departures over the clients
 * active at its start (no point when none were); NPS from the month's answers (no point without
 * answers). Every figure comes from the stored customers and answers.
 */
export function clientSeries(key: string, customers: readonly CustomerRecord[], answers: readonly NpsAnswer[], now: Date): DayValue[] {
  if (key === 'clients:nps') {
    const byMonth = new Map<string, number[]>();
    for (const answer of answers) {
      const month = dayOf(answer.at).slice(0, 7);
      byMonth.set(month, [...(byMonth.get(month) ?? []), answer.score]);
    }
    return [...byMonth.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, scores]) => {
        const promoters = scores.filter((value) => value >= 9).length;
        const detractors = scores.filter((value) => value <= 6).length;
        const [year, monthNumber] = month.split('-').map(Number) as [number, number];
        const end = new Date(Date.UTC(year, monthNumber, 0));
        return { day: dayOf(end > now ? now : end), value: ((promoters - detractors) / scores.length) * 100 };
      });
  }
  if (customers.length === 0) return [];
  const first = customers.reduce((earliest, customer) => (customer.startedAt < earliest ? customer.startedAt : earliest), customers[0]!.startedAt);
  const out: DayValue[] = [];
  for (const end of monthEnds(first, now)) {
    const day = dayOf(end);
    if (key === 'clients:mrr') {
      out.push({ day, value: customers.filter((customer) => activeAt(customer, end)).reduce((total, customer) => total + customer.mrr, 0) });
    } else if (key === 'clients:active') {
      out.push({ day, value: customers.filter((customer) => activeAt(customer, end)).length });
    } else if (key === 'clients:churn') {
      const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
      const atStart = customers.filter((customer) => activeAt(customer, new Date(start.getTime() - 1)));
      if (atStart.length === 0) continue;
      const left = atStart.filter((customer) => customer.churnedAt !== null && customer.churnedAt >= start && customer.churnedAt <= end).length;
      out.push({ day, value: (left / atStart.length) * 100 });
    }
  }
  return out;
}
