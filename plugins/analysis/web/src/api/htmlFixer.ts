import type { AnalyzeHtmlResponse, AutoFixHtmlResponse, AutoImplementHtmlResponse } from '@otimiza/plugin-analysis-shared';
import { apiFetch } from '@otimiza/sdk/web';

/**
 * The HTML fixer. Each call reads the page at `url` on the server; all of them need
 * the plan feature htmlAutoCorrection (pro and up) and answer 402 SUBSCRIPTION_REQUIRED otherwise.
 */

/** `POST /api/analyze-html`: the fixes the page needs, without changing anything. */
export function analyzeHtml(url: string): Promise<AnalyzeHtmlResponse> {
  return apiFetch('/api/analyze-html', { method: 'POST', json: { url } });
}

/** `POST /api/auto-implement-html`: the page rewritten with the fixes, its comparison, preview and download. */
export function autoImplementHtml(url: string): Promise<AutoImplementHtmlResponse> {
  return apiFetch('/api/auto-implement-html', { method: 'POST', json: { url } });
}

/** `POST /api/auto-fix-html`: how many fixes were applied, with the preview and download. */
export function autoFixHtml(url: string): Promise<AutoFixHtmlResponse> {
  return apiFetch('/api/auto-fix-html', { method: 'POST', json: { url } });
}
