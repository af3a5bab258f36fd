import { median, medianAbsoluteDeviation } from 'simple-statistics';
import type { InsightView, MetricView, ModelView } from '@otimiza/plugin-bi-shared';
import type { Language } from '@otimiza/sdk/shared';
import { forecastPeriod, formatDay, formatValue, periodCount, signed } from '../reports/report-content.js';

const OUTLIER_Z = 3.5;
const importance = (metric: MetricView) => (metric.significance === 'critical' || metric.significance === 'important' ? 'high' : 'medium');

/** From the first to the last of a run of periods: 'jan. de 2025 a set. de 2026', or their days for 30-day periods. */
function periodRange(from: string, to: string, granularity: MetricView['granularity'], language: Language): string {
  const and = language === 'pt' ? 'a' : 'to';
  if (granularity === 'month')
    return `${forecastPeriod({ start: from, end: from }, 'month', language)} ${and} ${forecastPeriod({ start: to, end: to }, 'month', language)}`;
  return `${formatDay(from, language)} ${and} ${formatDay(to, language)}`;
}

/**
 * A trend insight says what each figure measures, so that a rise and a falling latest period never read as one
 * contradicting the other: the trend is the fitted line over the periods of the card (its window named in the title,
 * its start, end and change in the detail); the latest period's change against the one before is labelled as such.
 */
function trendTexts(metric: MetricView, line: NonNullable<MetricView['trendLine']>, rising: boolean): Pick<InsightView, 'title' | 'detail'> {
  const text = (language: Language) => {
    const pt = language === 'pt';
    const name = metric.name[language];
    const window = periodCount(line.span, metric.granularity, language);
    const title = pt
      ? `${name} em tendência de ${rising ? 'alta' : 'queda'} nos últimos ${window}`
      : `${name} ${rising ? 'rising' : 'falling'} over the last ${window}`;
    const measured = periodCount(line.periods, metric.granularity, language);
    const range = periodRange(line.from, line.to, metric.granularity, language);
    const change = line.change === null ? '' : ` (${signed(line.change, language)})`;
    // A fitted value is an estimate: whole units from 1,000 up (R$ 128.575, not R$ 128.574,7), as the card shows its value.
    const estimate = (value: number) => formatValue(Math.abs(value) >= 1000 ? Math.round(value) : value, metric.unit, language);
    const fitted = pt
      ? `A reta ajustada aos ${measured} com dados, de ${range}, vai de ${estimate(line.start)} a ${estimate(line.end)}${change}, inclinação significativa.`
      : `The line fitted to the ${measured} with data, ${range}, goes from ${estimate(line.start)} to ${estimate(line.end)}${change}, a significant slope.`;
    const vsLast = metric.performance.vsLastPeriod;
    const unit = periodCount(1, metric.granularity, language).replace(/^1 /, '');
    const latest =
      vsLast === null || metric.period === null
        ? ''
        : pt
          ? ` Só o último ${unit} (${forecastPeriod(metric.period, metric.granularity, language)}): ${signed(vsLast, language)} contra o ${unit} anterior.`
          : ` The latest ${unit} alone (${forecastPeriod(metric.period, metric.granularity, language)}): ${signed(vsLast, language)} against the ${unit} before.`;
    return { title, detail: fitted + latest };
  };
  const [pt, en] = [text('pt'), text('en')];
  return { title: { pt: pt.title, en: en.title }, detail: { pt: pt.detail, en: en.detail } };
}

/**
 * The Insights tab, computed, never sample copy: anomalies (a latest period whose
 * robust z-score against the series passes 3.5), forecasts that cross a target within 90 days,
 * clear trends of the important metrics, and the models' strongest drivers.
 */
export function computeInsights(metrics: readonly MetricView[], models: readonly ModelView[]): InsightView[] {
  const out: InsightView[] = [];
  for (const metric of metrics) {
    const values = metric.history.map((point) => point.value);
    const last = metric.history.at(-1);
    if (last && values.length >= 6) {
      const previous = values.slice(0, -1);
      const center = median(previous);
      const spread = medianAbsoluteDeviation(previous);
      const z = spread === 0 ? (last.value === center ? 0 : Infinity) : (0.6745 * (last.value - center)) / spread;
      if (Math.abs(z) > OUTLIER_Z) {
        const up = last.value > center;
        out.push({
          kind: 'anomaly',
          severity: importance(metric),
          metricId: metric.id,
          modelId: null,
          title: { pt: `Valor fora do padrão em ${metric.name.pt}`, en: `Unusual value in ${metric.name.en}` },
          detail: {
            pt: `${formatValue(last.value, metric.unit, 'pt')} em ${last.start} – ${last.end}, ${up ? 'acima' : 'abaixo'} da mediana de ${formatValue(center, metric.unit, 'pt')} dos ${previous.length} períodos anteriores.`,
            en: `${formatValue(last.value, metric.unit, 'en')} in ${last.start} – ${last.end}, ${up ? 'above' : 'below'} the median of ${formatValue(center, metric.unit, 'en')} of the ${previous.length} periods before.`,
          },
          at: last.end,
        });
      }
    }
    const forecast = metric.forecast.next90Days;
    const annual = metric.targets.annual;
    if (forecast && annual !== null && metric.value !== null) {
      const target = metric.aggregation === 'sum' ? annual * (metric.granularity === 'month' ? 1 / 12 : 30 / 365) : annual;
      const good = (value: number) => (metric.better === 'lower' ? value <= target : value >= target);
      if (good(metric.value) !== good(forecast.value)) {
        const reaches = good(forecast.value);
        out.push({
          kind: 'target-crossing',
          severity: reaches ? 'medium' : importance(metric),
          metricId: metric.id,
          modelId: null,
          title: reaches
            ? { pt: `${metric.name.pt} deve atingir a meta em 90 dias`, en: `${metric.name.en} should reach its target within 90 days` }
            : { pt: `${metric.name.pt} deve sair da meta em 90 dias`, en: `${metric.name.en} should miss its target within 90 days` },
          detail: {
            pt: `Previsão de ${formatValue(forecast.value, metric.unit, 'pt')} para ${forecast.end} (intervalo ${formatValue(forecast.lower, metric.unit, 'pt')} – ${formatValue(forecast.upper, metric.unit, 'pt')}) contra a meta do período de ${formatValue(target, metric.unit, 'pt')}.`,
            en: `Forecast of ${formatValue(forecast.value, metric.unit, 'en')} for ${forecast.end} (interval ${formatValue(forecast.lower, metric.unit, 'en')} – ${formatValue(forecast.upper, metric.unit, 'en')}) against the period target of ${formatValue(target, metric.unit, 'en')}.`,
          },
          at: forecast.end,
        });
      }
    }
    if ((metric.trend === 'increasing' || metric.trend === 'decreasing') && importance(metric) === 'high' && metric.trendLine) {
      const rising = metric.trend === 'increasing';
      const improving = rising === (metric.better === 'higher');
      out.push({
        kind: 'trend',
        severity: improving ? 'low' : 'high',
        metricId: metric.id,
        modelId: null,
        ...trendTexts(metric, metric.trendLine, rising),
        at: metric.period?.end ?? null,
      });
    }
  }
  for (const model of models) {
    const driver = model.drivers[0];
    if (!driver || model.deployment.status === 'retired') continue;
    out.push({
      kind: 'driver',
      severity: 'medium',
      metricId: null,
      modelId: model.id,
      title: { pt: `${model.name.pt}: fator mais forte — ${driver.label.pt}`, en: `${model.name.en}: strongest driver — ${driver.label.en}` },
      detail:
        model.kind === 'pricing'
          ? {
              pt: `Elasticidade-preço de ${driver.weight}: 1% a mais no preço muda o volume em ${driver.weight}% (R² ${model.predictions.confidence}).`,
              en: `Price elasticity of ${driver.weight}: 1% more on the price changes the volume by ${driver.weight}% (R² ${model.predictions.confidence}).`,
            }
          : model.performance.accuracy === null
            ? {
                pt: `Peso padronizado ${driver.weight} (${driver.weight > 0 ? 'aumenta' : 'reduz'} a chance de churn); teste no tempo: dados insuficientes${model.performance.holdout?.insufficient ? ` (${model.performance.holdout.insufficient.pt})` : ''}.`,
                en: `Standardised weight ${driver.weight} (${driver.weight > 0 ? 'raises' : 'lowers'} the chance of churn); time-based test: insufficient data${model.performance.holdout?.insufficient ? ` (${model.performance.holdout.insufficient.en})` : ''}.`,
              }
            : {
                pt: `Peso padronizado ${driver.weight} (${driver.weight > 0 ? 'aumenta' : 'reduz'} a chance de churn); acurácia no teste no tempo ${Math.round(model.performance.accuracy * 1000) / 10}%.`,
                en: `Standardised weight ${driver.weight} (${driver.weight > 0 ? 'raises' : 'lowers'} the chance of churn); time-based test accuracy ${Math.round(model.performance.accuracy * 1000) / 10}%.`,
              },
      at: model.deployment.lastRetrained,
    });
  }
  const rank = { high: 0, medium: 1, low: 2 };
  return out.sort((a, b) => rank[a.severity] - rank[b.severity]);
}
