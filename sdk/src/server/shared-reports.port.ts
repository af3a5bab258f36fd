/** A shared report as its creator gets it back: the link's path on the app (`/r/{token}`). */
export interface SharedReportLink {
  id: string;
  path: string;
}

// In the SDK, not the reports plugin's contract: the host consumes it (the demo seed shares its analyses).
/**
 * Creating a shared report (a link to one completed analysis) from outside the reports plugin:
 * the demo seed shares the latest analysis of each sample site. Provided by the reports plugin.
 */
export abstract class SharedReportsPort {
  abstract share(workspaceId: string, input: { analysisId: string; title: string; description: string; isPublic: boolean }): Promise<SharedReportLink>;
}
