import { CodeOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Flex, Typography } from 'antd';

/** The implemented (optimised) HTML; until the HTML fixer lands, the analysis has none, and the tab says so. */
export function OptimizedHtmlTab({ html }: { html: string | null }) {
  if (!html) {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: '24px 8px', textAlign: 'center' }} data-testid="optimized-html-empty">
        <CodeOutlined style={{ fontSize: 32, color: '#94A3B8' }} aria-hidden="true" />
        <Typography.Text strong>
          <Trans>HTML otimizado ainda não disponível</Trans>
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560 }}>
          <Trans>
            A correção automática de HTML ainda não foi liberada nesta versão. Quando estiver pronta, o HTML desta página
            com as correções aplicadas aparecerá aqui, pronto para baixar ou copiar.
          </Trans>
        </Typography.Paragraph>
      </Flex>
    );
  }
  return (
    <pre
      style={{ margin: 0, maxHeight: 420, overflow: 'auto', padding: 16, borderRadius: 8, background: '#0F172A', color: '#E2E8F0', fontSize: 12.5, lineHeight: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      <code>{html}</code>
    </pre>
  );
}
