import { shortAxisDate } from './format.js';

/**
 * The settings of a chart of the four scores over time (one line per score, 0–100, dates on the x axis), for
 * `@ant-design/charts`' `<Line>`, which the plugins that draw one depend on; the SDK only shapes its props.
 * Points are `{ date, value, score }`.
 */
export function scoreLinesChartProps(locale: string, withTime: boolean) {
  return {
    xField: 'date',
    yField: 'value',
    colorField: 'score',
    autoFit: true,
    animate: false,
    point: { sizeField: 3 },
    scale: { y: { domain: [0, 100] } },
    axis: {
      y: { title: false },
      x: { title: false, labelAutoHide: true, labelAutoRotate: false, labelFormatter: (tick: unknown) => shortAxisDate(tick, locale, withTime) },
    },
    legend: { color: { position: 'bottom' } },
  } as const;
}
