import { linearRegression, mean, standardDeviation } from 'simple-statistics';
import type { MetricTrend } from '@otimiza/plugin-bi-shared';

/** Periods a trend needs (a slope over fewer says nothing). */
export const minTrendPeriods = 4;
/** Residual spread, relative to the mean, above which a series without a clear slope is volatile. */
const volatileSpread = 0.15;
/** |t| of the slope above which it is a trend (about the 95% two-sided level for small samples). */
const significantT = 2;

/**
 * The trend from a least-squares line through the values: increasing or
 * decreasing when the slope is clear of its own standard error (|t| ≥ 2); otherwise volatile when
 * the residuals spread more than 15% of the mean, else stable. Null below 4 periods. `positions`
 * place the values in time (a series with gaps); by default they are consecutive. The line is
 * `slope × position + intercept`.
 */
export function trendOf(
  values: readonly number[],
  positions?: readonly number[],
): { trend: MetricTrend; slope: number; intercept: number; t: number; spread: number } | null {
  if (values.length < minTrendPeriods) return null;
  const points = values.map((value, index) => [positions?.[index] ?? index, value] as [number, number]);
  const { m, b } = linearRegression(points);
  const residuals = points.map(([x, y]) => y - (m * x + b));
  const n = values.length;
  const sse = residuals.reduce((total, residual) => total + residual * residual, 0);
  const xs = points.map(([x]) => x);
  const xMean = mean(xs);
  const sxx = xs.reduce((total, x) => total + (x - xMean) ** 2, 0);
  const standardError = Math.sqrt(sse / (n - 2) / sxx);
  const t = standardError === 0 ? (m === 0 ? 0 : Math.sign(m) * Infinity) : m / standardError;
  const level = Math.abs(mean(values as number[]));
  const spread = level === 0 ? (standardDeviation(residuals) === 0 ? 0 : Infinity) : standardDeviation(residuals) / level;
  const trend: MetricTrend = Math.abs(t) >= significantT && m !== 0 ? (m > 0 ? 'increasing' : 'decreasing') : spread > volatileSpread ? 'volatile' : 'stable';
  return { trend, slope: m, intercept: b, t, spread };
}
