import type { AnalysisCategoryScores } from '@otimiza/sdk/server';

export interface SeededAnalysis {
  site: string;
  version: string;
  label: string;
  analysisId: string;
  url: string;
  createdAt: string;
  scores: AnalysisCategoryScores;
  /** The proof: the fixed page's scores, or why there are none. */
  proof: { status: string; after: AnalysisCategoryScores | null };
}

export interface DemoSeedReport {
  workspaceId: string;
  /** The seed found analyses already and left the workspace as it was. */
  skipped: boolean;
  analyses: SeededAnalysis[];
  sharedReports: { site: string; path: string }[];
}

const scoreLine = (scores: AnalysisCategoryScores) =>
  `performance ${scores.performance} · accessibility ${scores.accessibility} · SEO ${scores.seo} · best practices ${scores.bestPractices}`;

/** What `npm run seed:demo` prints: each audit with its date and scores, the proofs, the shared links. */
export function formatDemoSeedReport(report: DemoSeedReport): string[] {
  if (report.skipped) return ['The demo workspace already has analyses: nothing to do (use --reset to seed it again).'];
  const lines: string[] = [];
  let site = '';
  for (const analysis of report.analyses) {
    if (analysis.site !== site) {
      site = analysis.site;
      lines.push(`${site} — ${analysis.url}`);
    }
    lines.push(`  ${analysis.version} (${analysis.label}), ${analysis.createdAt.slice(0, 10)}: ${scoreLine(analysis.scores)}`);
    lines.push(`      proof ${analysis.proof.status}${analysis.proof.after ? `: ${scoreLine(analysis.proof.after)}` : ''}`);
  }
  for (const shared of report.sharedReports) lines.push(`Shared report of ${shared.site}: ${shared.path}`);
  lines.push(`${report.analyses.length} analyses and ${report.sharedReports.length} shared reports in the demo workspace.`);
  return lines;
}
