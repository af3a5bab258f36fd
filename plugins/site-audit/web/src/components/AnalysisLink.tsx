import { Trans } from '@lingui/react/macro';
import { usePageLink } from '@otimiza/sdk/web';
import { Link } from '@tanstack/react-router';
import { analysisHistoryPath, openAnalysisParam } from '../routePaths';

/** "Abrir análise": the page's own analysis, opened by the analysis history (`/analysis-history?open=<id>`). */
export function AnalysisLink({ analysisId }: { analysisId: string }) {
  const pageLink = usePageLink();
  return (
    <Link {...pageLink(analysisHistoryPath, { [openAnalysisParam]: analysisId })} style={{ whiteSpace: 'nowrap' }} data-testid="site-audit-open-analysis">
      <Trans>Abrir análise</Trans>
    </Link>
  );
}
