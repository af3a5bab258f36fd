import { CopyOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import { SendReportEmailButton, usePlan } from '@otimiza/sdk/web';
import { Button, Flex, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';
import { useCopyText } from '../../hooks/useCopyText';
import { usePdfDownload } from '../../hooks/usePdfDownload';
import { downloadHtml, optimisedFileName } from '../../lib/download';

/**
 * Download HTML, copy HTML and download PDF. The HTML buttons work when the
 * analysis carries optimised HTML (plans with htmlDownload); the PDF comes from the reports plugin
 * (`GET /api/generate-pdf/{id}`) once the analysis is complete, and so does 'Enviar por e-mail' (the PDF
 * attached, `POST /api/reports/analyses/{id}/send-email`). A disabled button says why.
 */
export function ResultActions({ analysis }: { analysis: AnalysisView }) {
  const { t } = useLingui();
  const copy = useCopyText();
  const features = usePlan();
  const pdf = usePdfDownload();
  const html = analysis.optimizedHtml;
  const htmlReason = html ? null : features.has('htmlDownload') === false ? t`Disponível a partir do plano Pro` : t`Esta análise não tem HTML otimizado`;

  const pdfReason = analysis.status === 'completed' ? null : t`Disponível quando a análise terminar`;

  const download = () => downloadHtml({ html, downloadUrl: analysis.downloadUrl, fileName: optimisedFileName(analysis.url) });

  return (
    <Flex gap={8} wrap data-testid="analysis-actions">
      <ActionButton icon={<DownloadOutlined />} disabledReason={htmlReason} onClick={download}>
        <Trans>Baixar HTML</Trans>
      </ActionButton>
      <ActionButton icon={<CopyOutlined />} disabledReason={htmlReason} onClick={() => html && void copy(html)}>
        <Trans>Copiar HTML</Trans>
      </ActionButton>
      <ActionButton
        icon={<FilePdfOutlined />}
        disabledReason={pdfReason}
        onClick={() => void pdf.download(analysis.id)}
        loading={pdf.busy}
        testId="analysis-download-pdf"
      >
        {pdf.busy ? <Trans>Gerando PDF...</Trans> : <Trans>Baixar PDF</Trans>}
      </ActionButton>
      {analysis.status === 'completed' && <SendReportEmailButton path={`/api/reports/analyses/${analysis.id}/send-email`} subject={analysis.url} />}
    </Flex>
  );
}

/** A button; when it cannot be used yet it is disabled, and a focusable wrapper shows the reason. */
function ActionButton({
  icon,
  disabledReason,
  onClick,
  loading = false,
  testId,
  children,
}: {
  icon: ReactNode;
  disabledReason: string | null;
  onClick?: () => void;
  loading?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const reasonId = useId();
  if (!disabledReason) {
    // While busy the button is disabled (antd's loading state ignores clicks) and says so.
    return (
      <Button icon={icon} onClick={onClick} loading={loading} aria-busy={loading} data-testid={testId}>
        {children}
      </Button>
    );
  }
  // A disabled button takes no focus: its wrapper does, so the reason is reachable by keyboard too.
  return (
    <Tooltip title={disabledReason} trigger={['hover', 'focus']}>
      <span tabIndex={0} aria-describedby={reasonId} style={{ display: 'inline-block', cursor: 'not-allowed', borderRadius: 8 }}>
        <Button icon={icon} disabled style={{ pointerEvents: 'none' }} data-testid={testId}>
          {children}
        </Button>
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      </span>
    </Tooltip>
  );
}
