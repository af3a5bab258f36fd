/** `GET /api/bi/system`, from stored records only. */
export interface SystemSummary {
  summary: {
    totalDashboards: number;
    /** Members who opened business intelligence in the last 7 days. */
    activeUsers: number;
    /** Reports generated this calendar month (exports and scheduled sends). */
    reportsGenerated: number;
    /** Share of series with data in the last 90 days that have no gaps or outliers there (percent); null without series. */
    dataQuality: number | null;
    /** Share of BI jobs (retrains, scheduled reports, alert checks) of the last 7 days that succeeded, of those done, failed or stuck (percent); null when none. */
    systemHealth: number | null;
  };
  detail: {
    series: number;
    seriesWithGaps: number;
    seriesWithOutliers: number;
    /** The plugin's queued jobs of the last 7 days: done, failed after their retries, and stuck (still waiting or running an hour after they were queued). */
    jobs: { succeeded: number; failed: number; stuck: number };
  };
}
