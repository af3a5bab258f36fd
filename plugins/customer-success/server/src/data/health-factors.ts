import type { AnalysisCategoryScores } from '@otimiza/sdk/server';

/** A whole-site audit whose page medians scored one of a client's sites (SiteAuditsPort). */
export interface StoredSiteAudit {
  runId: string;
  /** The audited origin and path prefix. */
  url: string;
  strategy: 'desktop' | 'mobile';
  /** Pages audited: the medians are over these. */
  pages: number;
  medians: AnalysisCategoryScores;
  finishedAt: string;
}

/** What each factor was computed from, as stored with a score (a snapshot, a customer's latest). */
export interface StoredFactors {
  engagement: {
    score: number | null;
    /** Sign-ins of a client workspace's own people in 30 days; null for a client added by hand (no portal). */
    signIns: number | null;
    lastSignInAt: string | null;
    /** Views of the client's shared reports in 30 days; null when no report of its sites is shared. */
    reportViews: number | null;
    targets: { signIns: number; reportViews: number };
  };
  value: { score: number | null; mrr: number; medianMrr: number | null };
  satisfaction: { score: number | null; answers: number; nps: number | null; csat: number | null; detractors: number; promoters: number };
  product: {
    score: number | null;
    sites: number;
    averageSiteScore: number | null;
    /** Points of the sites' average score over the last 30 days (latest minus the earliest audit in the window). */
    trend: number | null;
    /** Sites whose latest audit scores below 50 on average or in a category. */
    failing: string[];
    /**
     * The sites scored by a whole-site audit's medians, the others by one page's audit; absent on
     * factors computed before site audits were read (all of them one page's).
     */
    siteAudits?: StoredSiteAudit[];
  };
}
