import { aiToolIds, type AiToolId } from '@otimiza/plugin-ai-tools-shared';

/** What the page reads of `GET /api/analyses` (the analysis plugin's list); only these fields are used. */
export interface RecentAnalysis {
  id: string;
  url: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  createdAt: string;
  scores: { performance: number; accessibility: number; seo: number; bestPractices: number } | null;
}

/** The page every tool works on, and the analysis it came from when one was chosen. */
export interface ToolTarget {
  url: string;
  analysisId: string | null;
}

/**
 * Where the tools start: the link's `?url=` (with its `?analysisId=`), else the latest completed
 * analysis of the workspace, else nothing (the field stays empty).
 */
export function initialTarget(
  search: { url?: string | undefined; analysisId?: string | undefined },
  recent: readonly RecentAnalysis[] | undefined,
): ToolTarget | null {
  const url = search.url?.trim();
  if (url) return { url, analysisId: search.analysisId?.trim() || null };
  const latest = recent?.find((analysis) => analysis.status === 'completed');
  return latest ? { url: latest.url, analysisId: latest.id } : null;
}

/** The analysis id to send with `url`: only while the field still holds the address it belongs to. */
export function analysisIdFor(target: ToolTarget | null, url: string): string | undefined {
  return target?.analysisId && target.url === url.trim() ? target.analysisId : undefined;
}

/** `?tool=` names the dialog to open on arrival (links from the analysis results). */
export function toolFromSearch(value: string | undefined): AiToolId | null {
  return (aiToolIds as readonly string[]).includes(value ?? '') ? (value as AiToolId) : null;
}
