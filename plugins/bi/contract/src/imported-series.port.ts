/** One imported value: a day's, or a month's (dated the month's first day). */
export interface ImportedValue {
  /** YYYY-MM-DD (UTC). */
  day: string;
  value: number;
}

/** A series the workspace imported (a CSV in business intelligence), as stored. */
export interface ImportedSeries {
  /** The metric key asked for (`revenue`). */
  metric: string;
  /** The name it was imported under (`revenue`, `receita`, `faturamento`). */
  label: string;
  /** The unit as imported (`BRL`). */
  unit: string;
  /** `month`: at most one value per calendar month (each the month's figure); `day`: daily values. */
  granularity: 'day' | 'month';
  /** Oldest first; never empty. */
  values: ImportedValue[];
}

/**
 * The series a workspace imported into business intelligence (its CSV uploads), for plugins that
 * show a figure only when the workspace supplied it — the analytics dashboard's revenue KPI.
 * Every call names the workspace and answers only its own imports. Provided by the bi plugin:
 * inject it with `@Optional()`, it is absent when that plugin is not mounted (then there are no
 * imported series).
 */
export abstract class ImportedSeriesPort {
  /**
   * The workspace's imported series of `metric` (a key such as `revenue`, which also finds the
   * Portuguese names it was imported under) in `unit` (compared without case), or null when none
   * was imported — never an estimate.
   */
  abstract seriesOf(workspaceId: string, metric: string, unit: string): Promise<ImportedSeries | null>;
}
