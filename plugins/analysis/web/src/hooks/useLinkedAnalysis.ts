import { useNavigate, useSearch } from '@tanstack/react-router';

/** `/analysis-history?open=<analysisId>`: other pages (a site audit's "Abrir análise") link to one analysis's results this way. */
export const openAnalysisParam = 'open';

/**
 * The analysis the address asks to open (`?open=`), or null; `clear` drops it from the address
 * (replacing the entry), so closing its results and reloading does not open them again.
 */
export function useLinkedAnalysis(): { linkedAnalysisId: string | null; clear: () => void } {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const value = search[openAnalysisParam];
  const linkedAnalysisId = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  const clear = () =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [openAnalysisParam]: undefined }), replace: true });
  return { linkedAnalysisId, clear };
}
