import type { DashboardWidgetProps } from '@otimiza/sdk/web';
import { useState } from 'react';
import { QuickAnalysisCard } from '../components/QuickAnalysisCard';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';
import { UpgradeDialog } from '../components/UpgradeDialog';
import type { AnalysisFailure } from '../lib/analysisFailure';

/**
 * Dashboard slot `dashboard.main`: the quick analysis by URL, its results dialog on completion,
 * and the plan's upgrade dialog when the server refuses for the limit (FREE, LITE, PRO).
 */
export default function QuickAnalysisWidget({ readOnly }: DashboardWidgetProps) {
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  const [limitFailure, setLimitFailure] = useState<AnalysisFailure | null>(null);
  return (
    <>
      <QuickAnalysisCard readOnly={readOnly} onCompleted={(analysis) => setOpenAnalysisId(analysis.id)} onSubscriptionRequired={setLimitFailure} />
      <AnalysisResultsModal analysisId={openAnalysisId} onClose={() => setOpenAnalysisId(null)} />
      <UpgradeDialog failure={limitFailure} onClose={() => setLimitFailure(null)} />
    </>
  );
}
