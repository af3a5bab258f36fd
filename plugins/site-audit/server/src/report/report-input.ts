import type { LocalizedText } from '@otimiza/sdk/shared';
import type { SiteAuditCategory, SiteCategoryScores, SitePageStatus } from '@otimiza/plugin-site-audit-shared';

/** One page of a run as the report reads it from storage. */
export interface ReportPage {
  pageId: string;
  url: string;
  /** The route shape of the page's template group (`/produtos/:slug`). */
  group: string;
  status: SitePageStatus;
  analysisId: string | null;
  /** null unless completed. */
  scores: SiteCategoryScores | null;
  failingAudits: { id: string; title: LocalizedText; category: SiteAuditCategory; weight: number }[];
  error: LocalizedText | null;
}

/** The fixer's proof (re-audit) on a group's first sample page. */
export interface GroupProof {
  group: string;
  analysisId: string;
  status: string;
  before: SiteCategoryScores | null;
  after: SiteCategoryScores | null;
  /** The titles of the fixes the fixer applied on the page. */
  fixes?: LocalizedText[];
}
