import { CopyOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import { App, Button, Flex, Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';

/**
 * Download HTML, copy HTML and download PDF (spec 000 §2). The HTML buttons work once the
 * analysis carries optimised HTML (the HTML fixer); the PDF arrives with the reports. Until
 * then they are disabled and say why.
 */
export function ResultActions({ analysis }: { analysis: AnalysisView }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const html = analysis.optimizedHtml;
  const htmlReason = html ? null : t`Disponível quando a correção de HTML estiver pronta`;

  const download = () => {
    if (!html) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    link.download = `${analysis.domain}-otimizado.html`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const copy = async () => {
    if (!html) return;
    try {
      await navigator.clipboard.writeText(html);
      notification.success({ title: t`Código Copiado` });
    } catch {
      notification.error({ title: t`Não foi possível copiar o HTML` });
    }
  };

  return (
    <Flex gap={8} wrap data-testid="analysis-actions">
      <ActionButton icon={<DownloadOutlined />} disabledReason={htmlReason} onClick={download}>
        <Trans>Baixar HTML</Trans>
      </ActionButton>
      <ActionButton icon={<CopyOutlined />} disabledReason={htmlReason} onClick={() => void copy()}>
        <Trans>Copiar HTML</Trans>
      </ActionButton>
      <ActionButton icon={<FilePdfOutlined />} disabledReason={t`Disponível com os relatórios`}>
        <Trans>Baixar PDF</Trans>
      </ActionButton>
    </Flex>
  );
}

/** A button; when it cannot be used yet it is disabled, and a focusable wrapper shows the reason. */
function ActionButton({
  icon,
  disabledReason,
  onClick,
  children,
}: {
  icon: ReactNode;
  disabledReason: string | null;
  onClick?: () => void;
  children: ReactNode;
}) {
  const reasonId = useId();
  if (!disabledReason) {
    return (
      <Button icon={icon} onClick={onClick}>
        {children}
      </Button>
    );
  }
  // A disabled button takes no focus: its wrapper does, so the reason is reachable by keyboard too.
  return (
    <Tooltip title={disabledReason} trigger={['hover', 'focus']}>
      <span tabIndex={0} aria-describedby={reasonId} style={{ display: 'inline-block', cursor: 'not-allowed', borderRadius: 8 }}>
        <Button icon={icon} disabled style={{ pointerEvents: 'none' }}>
          {children}
        </Button>
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      </span>
    </Tooltip>
  );
}
