import { Inject, Injectable, Optional } from '@nestjs/common';
import { CustomerRecordsPort, type CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import { ImportedSeriesPort, type ImportedSeries } from '@otimiza/plugin-bi-contract';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { round } from '../statistics/forecast.js';
import { addDays, dayDate, type DashboardWindow } from './dashboard-window.js';
import { changeOf, type KpiBase } from './kpi-figures.js';

const DAY_MS = 86_400_000;
/** A daily imported series' monthly figure: the total of the 30 days up to the day asked. */
const MONTH_DAYS = 30;

const name: LocalizedText = { pt: 'Receita mensal', en: 'Monthly revenue' };
const fromCustomers = {
  description: {
    pt: 'Receita recorrente mensal (MRR, em R$) dos clientes ativos no customer success no último dia do período.',
    en: 'Monthly recurring revenue (MRR, in BRL) of the clients active in customer success on the period’s last day.',
  },
  forecastReason: {
    pt: 'Sem previsão: o MRR dos clientes é um valor por cliente, não uma série diária para a regressão.',
    en: 'No forecast: the clients’ MRR is a value per client, not a daily series for the regression.',
  },
} satisfies Record<string, LocalizedText>;
const fromImport = {
  description: {
    pt: 'Receita do mês (em R$) da série de receita importada no Business Intelligence: o valor do mês do último dia do período (ou do mês anterior), ou a soma dos 30 dias até ele numa série diária.',
    en: 'The month’s revenue (in BRL) from the revenue series imported into business intelligence: the value of the period’s last day’s month (or of the month before), or the total of the 30 days up to it in a daily series.',
  },
  forecastReason: {
    pt: 'Sem previsão aqui: a receita importada é prevista pelo modelo de receita do Business Intelligence.',
    en: 'No forecast here: the imported revenue is forecast by business intelligence’s revenue model.',
  },
  noValue: {
    pt: 'Dados insuficientes: a receita importada não tem valor no mês do fim do período nem no anterior.',
    en: 'Not enough data: the imported revenue has no value in the month the period ends nor in the month before.',
  },
} satisfies Record<string, LocalizedText>;

/** The end of a UTC day: a client who started that day counts, one who left that day does not. */
const endOf = (day: string) => new Date(dayDate(day).getTime() + DAY_MS - 1);

/** The MRR of the clients active at the end of `day` (each client's MRR as customer success stores it). */
export function mrrAt(customers: readonly CustomerRecord[], day: string): number {
  const end = endOf(day);
  const active = customers.filter((customer) => customer.startedAt <= end && (customer.churnedAt === null || customer.churnedAt > end));
  return round(
    active.reduce((total, customer) => total + customer.mrr, 0),
    2,
  );
}

/** An imported series' revenue of the month of `day`: the month's value (else the month before's), or the 30 days' total (daily). */
export function importedRevenueAt(series: ImportedSeries, day: string): number | null {
  if (series.granularity === 'month') {
    const month = day.slice(0, 7);
    const previous = addDays(`${month}-01`, -1).slice(0, 7);
    const value = series.values.find((point) => point.day.startsWith(month)) ?? series.values.find((point) => point.day.startsWith(previous));
    return value ? value.value : null;
  }
  const from = addDays(day, -(MONTH_DAYS - 1));
  const inside = series.values.filter((point) => point.day >= from && point.day <= day);
  return inside.length
    ? round(
        inside.reduce((total, point) => total + point.value, 0),
        2,
      )
    : null;
}

/**
 * The revenue KPI, only where the workspace has revenue data — never an estimate: customer
 * success's clients with MRR (CustomerRecordsPort) or, without them, a revenue series in BRL
 * imported into business intelligence (ImportedSeriesPort). Both ports are optional: a plugin not
 * mounted simply supplies no revenue.
 */
@Injectable()
export class RevenueKpi {
  constructor(
    @Optional() @Inject(CustomerRecordsPort) private readonly customers: CustomerRecordsPort | null,
    @Optional() @Inject(ImportedSeriesPort) private readonly imports: ImportedSeriesPort | null,
  ) {}

  /** The KPI of the window, or null when there is no revenue data. */
  async compute(workspaceId: string, window: DashboardWindow): Promise<KpiBase | null> {
    const customers = this.customers ? await this.customers.customersOf(workspaceId) : [];
    const paying = customers.filter((customer) => customer.mrr > 0 && customer.startedAt <= endOf(window.to));
    if (paying.length > 0) {
      return this.kpi('customers.mrr', fromCustomers, mrrAt(paying, window.to), mrrAt(paying, window.previousTo), 1, null);
    }
    const series = this.imports ? await this.imports.seriesOf(workspaceId, 'revenue', 'BRL') : null;
    if (!series) return null;
    const value = importedRevenueAt(series, window.to);
    const inPeriod = series.values.filter((point) => point.day >= window.from && point.day <= window.to).length;
    return this.kpi('import.revenue', fromImport, value, importedRevenueAt(series, window.previousTo), inPeriod, value === null ? fromImport.noValue : null);
  }

  private kpi(
    metric: 'customers.mrr' | 'import.revenue',
    texts: { description: LocalizedText; forecastReason: LocalizedText },
    value: number | null,
    previousValue: number | null,
    days: number,
    reason: LocalizedText | null,
  ): KpiBase {
    return {
      id: 'revenue',
      category: 'revenue',
      name,
      description: texts.description,
      metric,
      unit: 'brl',
      format: 'other',
      better: 'higher',
      strategy: null,
      value,
      previousValue,
      ...changeOf(value, previousValue),
      comparedPages: null,
      days,
      forecast: null,
      confidence: null,
      forecastReason: texts.forecastReason,
      reason,
    };
  }
}
