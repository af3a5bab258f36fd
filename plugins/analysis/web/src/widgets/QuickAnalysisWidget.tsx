import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { DashboardWidgetProps } from '@otimiza/sdk/web';
import { useState } from 'react';
import { QuickAnalysisCard } from '../components/QuickAnalysisCard';
import { RouterButton } from '../components/RouterButton';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';
import { UpgradeDialog } from '../components/UpgradeDialog';
import type { AnalysisFailure } from '../lib/analysisFailure';
import { quickAnalysisPath } from '../routePaths';

/**
 * Dashboard slot `dashboard.main`: the quick analysis by URL, its results dialog on completion,
 * and the plan's upgrade dialog when the server refuses for the limit (FREE, LITE, PRO); a link to
 * the quick analysis page (not in the read-only demo, whose routes are its own).
 */
export default function QuickAnalysisWidget({ readOnly }: DashboardWidgetProps) {
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  const [limitFailure, setLimitFailure] = useState<AnalysisFailure | null>(null);
  return (
    <>
      <QuickAnalysisCard
        readOnly={readOnly}
        onCompleted={(analysis) => setOpenAnalysisId(analysis.id)}
        onSubscriptionRequired={setLimitFailure}
        pageLink={
          readOnly ? null : (
            <div style={{ marginBlockStart: -8 }}>
              <RouterButton
                to={quickAnalysisPath}
                buttonType="link"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                data-testid="open-quick-analysis-page"
                style={{ paddingInline: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
              >
                <Trans>Abrir a página da análise rápida</Trans>
              </RouterButton>
            </div>
          )
        }
      />
      <AnalysisResultsModal analysisId={openAnalysisId} onClose={() => setOpenAnalysisId(null)} />
      <UpgradeDialog failure={limitFailure} onClose={() => setLimitFailure(null)} />
    </>
  );
}
