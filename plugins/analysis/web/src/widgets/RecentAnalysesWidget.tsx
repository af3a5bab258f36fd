import { useState } from 'react';
import { RecentAnalysesCard } from '../components/RecentAnalysesCard';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';

/** Dashboard slot `dashboard.side`: the five latest analyses, each opening its results, and 'Ver todas'. */
export default function RecentAnalysesWidget() {
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  return (
    <>
      <RecentAnalysesCard onOpen={(analysis) => setOpenAnalysisId(analysis.id)} />
      <AnalysisResultsModal analysisId={openAnalysisId} onClose={() => setOpenAnalysisId(null)} />
    </>
  );
}
