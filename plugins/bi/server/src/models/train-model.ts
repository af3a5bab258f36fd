import type { CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import type { ChurnHoldout, ForecastPoint, ModelDriver, ModelKind, ModelView } from '@otimiza/plugin-bi-shared';
import { HORIZON_PERIODS, MIN_FORECAST_PERIODS, forecastPeriods, SEASON } from '../metrics/series-forecast.js';
import type { ResolvedSeries } from '../series/series.service.js';
import { elasticityBacktest, fitElasticity } from '../stats/elasticity.js';
import { BOOTSTRAP_RESAMPLES, bootstrapScores } from '../stats/churn-evaluation.js';
import { churnProbability, trainLogistic, type Example } from '../stats/logistic.js';
import { addDays, contiguousTail, dayOf, type DayValue } from '../stats/periods.js';
import {
  CHURN_OUTCOME_DAYS,
  CHURN_TRAIN_EVENT_SHARE,
  DATA_STOPPED_DAYS,
  MAX_CHURN_AUC_WIDTH,
  MIN_CHURN_TEST_EVENTS,
  MIN_CHURN_AUC,
  MIN_CHURN_CLASS,
  MIN_CHURN_CUSTOMERS,
  MIN_COVERAGE,
  MIN_PRICE_PERIODS,
  modelDefinitions,
} from './model-catalogue.js';
import type { TrainedState } from '../data/trained-state.js';

/** What a training run sets on the model row. */
export interface Training {
  status: ModelView['deployment']['status'];
  algorithm: string;
  trainingWindow: ModelView['trainingWindow'];
  accuracy: number | null;
  auc: number | null;
  confidence: number | null;
  horizonDays: number | null;
  scenarios: ModelView['scenarios'];
  drivers: ModelDriver[];
  insufficient: ModelView['insufficient'];
  state: TrainedState | null;
  dataEndedAt: string | null;
}

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const stopped = (lastDay: string | null, now: Date) => lastDay !== null && lastDay < addDays(dayOf(now), -DATA_STOPPED_DAYS);

const untrained = (kind: ModelKind, algorithm: string, have: number, need: number, dataEndedAt: string | null = null, wasTrained = false): Training => ({
  status: dataEndedAt && wasTrained ? 'retired' : 'testing',
  algorithm,
  trainingWindow: null,
  accuracy: null,
  auc: null,
  confidence: null,
  horizonDays: null,
  scenarios: null,
  drivers: [],
  insufficient: { have, need, what: modelDefinitions[kind].input },
  state: null,
  dataEndedAt,
});

/**
 * The model's scenarios over its 90-day horizon (the forecast periods not yet ended), as its label
 * reads them: for a sum (revenue, orders, visits) the total of those periods against the total of
 * the same number of latest periods with data — 'the next 90 days' against the last 90 —; for an
 * average (a rate, a score) the value of the horizon's last period against the latest period's.
 * The interval's bounds give the optimistic and pessimistic ones (summed for a total).
 */
export function scenariosOf(
  series: Pick<ResolvedSeries, 'definition'>,
  periods: readonly { start: string; end: string; value: number }[],
  points: readonly ForecastPoint[],
): NonNullable<ModelView['scenarios']> | null {
  if (points.length === 0) return null;
  const sum = series.definition.aggregation === 'sum';
  const base = sum ? periods.slice(-points.length).reduce((total, period) => total + period.value, 0) : periods.at(-1)!.value;
  const at = (pick: (point: ForecastPoint) => number) => (sum ? points.reduce((total, point) => total + pick(point), 0) : pick(points.at(-1)!));
  const change = (value: number) => (base === 0 ? 0 : round(((value - base) / Math.abs(base)) * 100, 1));
  const [realistic, lower, upper] = [change(at((point) => point.value)), change(at((point) => point.lower)), change(at((point) => point.upper))];
  const bounds = series.definition.better === 'lower' ? { optimistic: lower, pessimistic: upper } : { optimistic: upper, pessimistic: lower };
  return {
    ...bounds,
    realistic,
    basis: sum ? 'sum' : 'end',
    from: points[0]!.start,
    to: points.at(-1)!.end,
    comparedFrom: sum ? periods.at(-points.length)!.start : periods.at(-1)!.start,
    comparedTo: periods.at(-1)!.end,
  };
}

/** A time-series model (revenue, demand, growth): ETS or MSTL + ETS, whichever backtests better, on the input's periods. */
export function trainSeriesModel(kind: ModelKind, series: ResolvedSeries | null, now: Date, wasTrained: boolean): Training {
  const algorithm = 'ETS (augurs AutoETS) / MSTL + ETS';
  if (!series) return untrained(kind, algorithm, 0, MIN_FORECAST_PERIODS);
  // Fitted on the periods after its last gap, as its forecast is.
  const periods = contiguousTail(series.periods);
  // A month's point (dated its first day) measures the whole month: the data stops at its last period's end, as the metric card reads it.
  const dataEndedAt = stopped(periods.at(-1)?.end ?? series.lastDay, now) ? series.lastDay : null;
  const { forecast, method, test } = forecastPeriods(periods, series.granularity, dayOf(now));
  if (!test || !method || !forecast.next90Days) return untrained(kind, algorithm, periods.length, MIN_FORECAST_PERIODS, dataEndedAt, wasTrained);
  const last = periods.at(-1)!;
  const passes = test.accuracy >= modelDefinitions[kind].threshold && test.coverage >= MIN_COVERAGE;
  return {
    status: dataEndedAt ? 'retired' : passes ? 'active' : 'testing',
    algorithm: method === 'ETS' ? 'ETS (augurs AutoETS)' : 'MSTL + ETS (augurs)',
    trainingWindow: { from: periods[0]!.start, to: last.end, points: periods.length },
    accuracy: round(test.accuracy),
    auc: null,
    confidence: round(test.coverage),
    horizonDays: HORIZON_PERIODS * 30,
    // A retired model's data stopped long ago: its horizon would be months already gone, so it projects none.
    scenarios: dataEndedAt ? null : scenariosOf(series, periods, forecast.points),
    drivers: [],
    insufficient: null,
    state: {
      kind: 'series',
      metricKey: series.row.key,
      granularity: series.granularity,
      method,
      season: SEASON,
      values: periods.map((period) => period.value),
      lastPeriod: { start: last.start, end: last.end },
    },
    dataEndedAt,
  };
}

const planOrder = ['starter', 'professional', 'enterprise'];
export const planRank = (plans: readonly string[], plan: string) => {
  const index = plans.indexOf(plan);
  return index >= 0 ? index : plans.length;
};

const churnFeatures = ['usage', 'scoresTrend', 'engagement', 'plan'] as const;
/** What the churn model lacks when it has the clients but too few of one outcome. */
const churnedClients = {
  pt: `clientes que saíram com sinais medidos — ${MIN_CHURN_CLASS} de cada desfecho`,
  en: `clients who left with measured signals — ${MIN_CHURN_CLASS} of each outcome`,
};
const retainedClients = {
  pt: `clientes que ficaram com sinais medidos — ${MIN_CHURN_CLASS} de cada desfecho`,
  en: `clients who stayed with measured signals — ${MIN_CHURN_CLASS} of each outcome`,
};
const driverLabels: Record<(typeof churnFeatures)[number], { pt: string; en: string }> = {
  usage: { pt: 'Uso (acessos em 30 dias)', en: 'Usage (sign-ins in 30 days)' },
  scoresTrend: { pt: 'Tendência das pontuações', en: 'Score trend' },
  engagement: { pt: 'Engajamento (visualizações de relatórios)', en: 'Engagement (report views)' },
  plan: { pt: 'Plano', en: 'Plan' },
};

/** A customer's features in the model's order, or null when one of them was never measured. */
export function churnRow(customer: Pick<CustomerRecord, 'features' | 'plan'>, plans: readonly string[]): number[] | null {
  const { usage, scoresTrend, engagement } = customer.features;
  if (usage === null || scoresTrend === null || engagement === null) return null;
  return [usage, scoresTrend, engagement, planRank(plans, customer.plan)];
}

type Labelled = Example & { measuredAt: Date | null; startedAt: Date };

const twoDigits = (value: number, locale: 'pt' | 'en') =>
  value.toLocaleString(locale === 'pt' ? 'pt-BR' : 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The churn model's time-based hold-out. Each customer has one measurement of its features and one
 * outcome (left or stayed), so the split is by when customers arrived: the model is fitted on the
 * customers who started before the cut date and judged on those who started from it on, whose
 * outcomes it never saw — as it will be used, on customers who come after it was trained.
 *
 * The cut date: among the customers who had at least `CHURN_OUTCOME_DAYS` (90) days before the
 * latest measurement to show their outcome (younger ones are in neither set: a customer who started
 * last week has not had time to leave), the start date of the churned customer after the first
 * `CHURN_TRAIN_EVENT_SHARE` (75 %) of them by start date. So about three quarters of the churn
 * events train the model and the latest quarter tests it.
 *
 * AUC (Mann–Whitney) and Brier score on the test customers, each with a percentile bootstrap 95 %
 * interval (1000 resamples, seeded: deterministic). Below `MIN_CHURN_TEST_EVENTS` test churn
 * events, or with an AUC interval wider than `MAX_CHURN_AUC_WIDTH`, 'insufficient' says why.
 */
export function churnHoldout(labelled: readonly Labelled[], latest: Date): { holdout: ChurnHoldout; accuracy: number | null } | null {
  const horizon = addDays(dayOf(latest), -CHURN_OUTCOME_DAYS);
  const eligible = labelled.filter((item) => dayOf(item.startedAt) < horizon);
  const events = eligible.filter((item) => item.churned).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  if (events.length === 0) return null;
  const trainEvents = Math.min(events.length, Math.ceil(events.length * CHURN_TRAIN_EVENT_SHARE));
  // The first churned customer of the test set starts on the cut day; with every event in training, the day after the horizon's last start.
  const cutDate = trainEvents < events.length ? dayOf(events[trainEvents]!.startedAt) : horizon;
  const train = eligible.filter((item) => dayOf(item.startedAt) < cutDate);
  const test = eligible.filter((item) => dayOf(item.startedAt) >= cutDate);
  const count = (items: readonly Labelled[]) => ({ customers: items.length, events: items.filter((item) => item.churned).length });
  const base = { cutDate, train: count(train), test: count(test), resamples: BOOTSTRAP_RESAMPLES };
  const cut = { pt: formatDayPt(cutDate), en: cutDate };
  const trainBoth = train.some((item) => item.churned) && train.some((item) => !item.churned);
  if (!trainBoth || test.length === 0) {
    const holdout: ChurnHoldout = {
      ...base,
      auc: null,
      brier: { value: 0, low: 0, high: 0 },
      insufficient: {
        pt: `os clientes que entraram antes de ${cut.pt} não têm os dois desfechos (${base.train.events} saíram de ${base.train.customers}), ou nenhum entrou depois: não há como treinar e testar no tempo`,
        en: `the clients who started before ${cut.en} lack one of the outcomes (${base.train.events} of ${base.train.customers} left), or none started after: no way to train and test in time`,
      },
    };
    return { holdout, accuracy: null };
  }
  const model = trainLogistic(train);
  const scored = test.map((item) => ({ probability: churnProbability(model, item.features), churned: item.churned }));
  const { auc, brier } = bootstrapScores(scored);
  const rounded = (figure: { value: number; low: number; high: number }) => ({ value: round(figure.value), low: round(figure.low), high: round(figure.high) });
  const width = auc ? auc.high - auc.low : null;
  const insufficient =
    base.test.events < MIN_CHURN_TEST_EVENTS
      ? {
          pt: `${base.test.events} cancelamentos entre os ${base.test.customers} clientes do teste (entrada a partir de ${cut.pt}); o mínimo é ${MIN_CHURN_TEST_EVENTS}`,
          en: `${base.test.events} churn events among the ${base.test.customers} test clients (started from ${cut.en}); the minimum is ${MIN_CHURN_TEST_EVENTS}`,
        }
      : auc === null || width === null
        ? {
            pt: `nenhum dos ${base.test.customers} clientes do teste ficou: a AUC precisa dos dois desfechos`,
            en: `none of the ${base.test.customers} test clients stayed: the AUC needs both outcomes`,
          }
        : width > MAX_CHURN_AUC_WIDTH
          ? {
              pt: `o IC 95 % da AUC vai de ${twoDigits(auc.low, 'pt')} a ${twoDigits(auc.high, 'pt')} (largura ${twoDigits(width, 'pt')}); o máximo útil é ${twoDigits(MAX_CHURN_AUC_WIDTH, 'pt')}`,
              en: `the AUC's 95% CI runs from ${twoDigits(auc.low, 'en')} to ${twoDigits(auc.high, 'en')} (width ${twoDigits(width, 'en')}); the most that is useful is ${twoDigits(MAX_CHURN_AUC_WIDTH, 'en')}`,
            }
          : null;
  return { holdout: { ...base, auc: auc ? rounded(auc) : null, brier: rounded(brier), insufficient }, accuracy: holdoutAccuracy(scored) };
}

const formatDayPt = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const holdoutAccuracy = (scored: readonly { probability: number; churned: boolean }[]) =>
  scored.length === 0 ? 0 : scored.filter((item) => item.probability >= 0.5 === item.churned).length / scored.length;

/**
 * The churn model: logistic regression over the labelled customers, judged on a time-based hold-out
 * (`churnHoldout`); the deployed weights are then fitted on every labelled customer.
 */
export function trainChurnModel(customers: readonly CustomerRecord[] | null, now: Date, wasTrained: boolean): Training {
  const algorithm = 'Regressão logística (ml-logistic-regression), teste no tempo (hold-out por data de entrada)';
  const plans = [...planOrder, ...[...new Set((customers ?? []).map((customer) => customer.plan))].filter((plan) => !planOrder.includes(plan)).sort()];
  const labelled: Labelled[] = (customers ?? []).flatMap((customer) => {
    const features = churnRow(customer, plans);
    return features ? [{ features, churned: customer.churnedAt !== null, measuredAt: customer.measuredAt, startedAt: customer.startedAt }] : [];
  });
  const lastMeasured = labelled.reduce<Date | null>(
    (latest, item) => (item.measuredAt && (!latest || item.measuredAt > latest) ? item.measuredAt : latest),
    null,
  );
  const dataEndedAt = lastMeasured && stopped(dayOf(lastMeasured), now) ? dayOf(lastMeasured) : null;
  const churned = labelled.filter((item) => item.churned).length;
  const retained = labelled.length - churned;
  // The minimum that blocks training is the one stated: the labelled clients first, then each outcome.
  if (labelled.length < MIN_CHURN_CUSTOMERS) return untrained('churn', algorithm, labelled.length, MIN_CHURN_CUSTOMERS, dataEndedAt, wasTrained);
  if (churned < MIN_CHURN_CLASS || retained < MIN_CHURN_CLASS) {
    const short = churned < MIN_CHURN_CLASS ? { have: churned, what: churnedClients } : { have: retained, what: retainedClients };
    const training = untrained('churn', algorithm, short.have, MIN_CHURN_CLASS, dataEndedAt, wasTrained);
    return { ...training, insufficient: { have: short.have, need: MIN_CHURN_CLASS, what: short.what } };
  }
  const evaluated = churnHoldout(labelled, lastMeasured ?? now);
  const judged = evaluated?.holdout ?? null;
  const holdoutShare = evaluated?.accuracy ?? null;
  const model = trainLogistic(labelled);
  // Deployed only on a hold-out that says enough: the usual thresholds on its accuracy and AUC, and no 'insufficient'.
  const sufficient = judged !== null && judged.insufficient === null && judged.auc !== null;
  const passes = sufficient && (holdoutShare ?? 0) >= modelDefinitions.churn.threshold && judged.auc!.value >= MIN_CHURN_AUC;
  const days = labelled.map((item) => item.measuredAt).filter((date): date is Date => date !== null);
  return {
    status: dataEndedAt ? 'retired' : passes ? 'active' : 'testing',
    algorithm,
    trainingWindow: days.length
      ? {
          from: dayOf(new Date(Math.min(...days.map((date) => date.getTime())))),
          to: dayOf(new Date(Math.max(...days.map((date) => date.getTime())))),
          points: labelled.length,
        }
      : null,
    // With a hold-out that says too little ('dados insuficientes'), no figure: the hold-out keeps its wide intervals and says why.
    accuracy: sufficient ? round(holdoutShare ?? 0) : null,
    auc: sufficient ? judged.auc!.value : null,
    confidence: sufficient ? round(holdoutShare ?? 0) : null,
    horizonDays: 30,
    scenarios: null,
    drivers: churnFeatures
      .map((feature, index) => ({ feature, label: driverLabels[feature], weight: round(model.weights[index + 1]!, 3) }))
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight)),
    insufficient: null,
    state: {
      kind: 'churn',
      features: [...churnFeatures],
      means: model.means,
      deviations: model.deviations,
      weights: model.weights,
      plans,
      ...(judged ? { holdout: judged } : {}),
    },
    dataEndedAt,
  };
}

/** Pairs of price and volume over the periods both series have. */
export function pricePairs(price: ResolvedSeries, volume: ResolvedSeries): { price: number; volume: number; end: string }[] {
  const volumes = new Map(volume.periods.filter((period) => period.observed).map((period) => [period.start, period.value]));
  return price.periods
    .filter((period) => period.observed && volumes.has(period.start))
    .map((period) => ({ price: period.value, volume: volumes.get(period.start)!, end: period.end }))
    .filter((pair) => pair.price > 0 && pair.volume > 0);
}

/** Pricing: the constant-elasticity fit of volume on price, judged on its last 3 periods. */
export function trainPricingModel(price: ResolvedSeries | null, volume: ResolvedSeries | null, now: Date, wasTrained: boolean): Training {
  const algorithm = 'Regressão log-log de elasticidade-preço (simple-statistics)';
  if (!price || !volume || price.granularity !== volume.granularity) return untrained('pricing', algorithm, 0, MIN_PRICE_PERIODS);
  const lastDay = [price.lastDay, volume.lastDay].filter((day): day is string => day !== null).sort()[0] ?? null;
  const dataEndedAt = stopped(lastDay, now) ? lastDay : null;
  const pairs = pricePairs(price, volume);
  const prices = new Set(pairs.map((pair) => pair.price));
  if (pairs.length < MIN_PRICE_PERIODS || prices.size < 3) return untrained('pricing', algorithm, pairs.length, MIN_PRICE_PERIODS, dataEndedAt, wasTrained);
  const accuracy = elasticityBacktest(pairs, HORIZON_PERIODS);
  const fit = fitElasticity(pairs);
  const passes = accuracy >= modelDefinitions.pricing.threshold;
  const days: DayValue[] = price.days;
  return {
    status: dataEndedAt ? 'retired' : passes ? 'active' : 'testing',
    algorithm,
    trainingWindow: { from: days[0]?.day ?? pairs[0]!.end, to: pairs.at(-1)!.end, points: pairs.length },
    accuracy: round(accuracy),
    auc: null,
    confidence: round(fit.r2),
    horizonDays: null,
    scenarios: null,
    drivers: [{ feature: 'price', label: { pt: 'Elasticidade-preço', en: 'Price elasticity' }, weight: round(fit.elasticity, 3) }],
    insufficient: null,
    state: { kind: 'pricing', elasticity: fit.elasticity, intercept: fit.intercept, latestPrice: pairs.at(-1)!.price, r2: fit.r2 },
    dataEndedAt,
  };
}
