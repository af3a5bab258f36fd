import { FilePdfOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Flex, Tooltip } from 'antd';

/**
 * What a visitor does with a shared report: save it as a PDF through the
 * browser's print window (the page prints without these buttons) and share its link — the
 * device's share sheet where there is one, else the clipboard. Each one done is counted.
 */
export function ShareActions({ title, onDone }: { title: string; onDone: (type: 'download' | 'share') => void }) {
  const { t } = useLingui();
  const { notification } = App.useApp();

  const saveAsPdf = () => {
    onDone('download');
    window.print();
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        onDone('share');
      } catch {
        // Closed without sharing: nothing to count or to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onDone('share');
      notification.success({ title: t`Link copiado!`, description: t`O link do relatório está na área de transferência.` });
    } catch {
      notification.error({
        title: t`Não foi possível copiar`,
        description: t`O navegador não permitiu o acesso à área de transferência. Copie o link manualmente.`,
      });
    }
  };

  return (
    <Flex gap={8} wrap justify="flex-end" className="otz-share-actions" data-testid="public-report-actions">
      <style>{'@media print { .otz-share-actions { display: none !important; } }'}</style>
      <Tooltip title={t`Abre a janela de impressão do navegador: escolha “Salvar como PDF”.`}>
        <Button icon={<FilePdfOutlined />} onClick={saveAsPdf}>
          <Trans>Salvar em PDF</Trans>
        </Button>
      </Tooltip>
      <Button type="primary" icon={<ShareAltOutlined />} onClick={() => void share()}>
        <Trans>Compartilhar</Trans>
      </Button>
    </Flex>
  );
}
