import { ExportOutlined, SafetyOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Typography } from 'antd';

/**
 * The optimised page in an iframe with an empty `sandbox` attribute: no scripts, no forms, no
 * same-origin access. The server also answers the preview with `Content-Security-Policy: sandbox`.
 */
export function HtmlPreview({ previewUrl, height = 420 }: { previewUrl: string; height?: number }) {
  const { t } = useLingui();
  return (
    <Flex vertical gap={6} data-testid="html-preview">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <SafetyOutlined aria-hidden="true" /> <Trans>Pré-visualização isolada: scripts e formulários da página ficam desativados.</Trans>
        </Typography.Text>
        <Typography.Link href={previewUrl} target="_blank" rel="noopener noreferrer" style={{ fontSize: 13 }}>
          <ExportOutlined aria-hidden="true" /> <Trans>Abrir em nova aba</Trans>
        </Typography.Link>
      </Flex>
      <iframe
        src={previewUrl}
        sandbox=""
        referrerPolicy="no-referrer"
        title={t`Pré-visualização da página otimizada`}
        style={{ width: '100%', height, border: '1px solid #CBD5E1', borderRadius: 8, background: '#FFFFFF' }}
      />
    </Flex>
  );
}
