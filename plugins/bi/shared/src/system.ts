/** `GET /api/bi/system` (spec 001 §3 "System summary"), from stored records only. */
export interface SystemSummary {
  summary: {
    totalDashboards: number;
    /** Members who opened business intelligence in the last 7 days. */
    activeUsers: number;
    /** Reports generated this calendar month (exports and scheduled sends). */
    reportsGenerated: number;
    /** Share of series with data in the last 90 days that have no gaps or outliers there (percent); null without series. */
    dataQuality: number | null;
    /** Share of BI jobs (retrains, scheduled reports) of the last 7 days that succeeded (percent); null when none ran. */
    systemHealth: number | null;
  };
  detail: {
    series: number;
    seriesWithGaps: number;
    seriesWithOutliers: number;
    jobs: { succeeded: number; failed: number };
  };
}
