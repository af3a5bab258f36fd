import { EyeOutlined, SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import type { AnalyzeHtmlResponse, EstimatedImprovements } from '@otimiza/plugin-analysis-shared';
import { Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatNumber } from '../../lib/format';
import { usePrimaryColour } from '@otimiza/sdk/web';

/**
 * The three summary tiles of the analyser: SEO fixes counted, and the performance and
 * accessibility points estimated from the Lighthouse weights of the audits the fixes answer.
 */
export function FixSummaryTiles({ summary, estimates }: { summary: AnalyzeHtmlResponse['summary']; estimates: EstimatedImprovements }) {
  const primary = usePrimaryColour();
  const { locale } = useInterfaceLanguage();
  const seo = summary.seoImprovements;
  const performance = formatNumber(summary.performanceGain, locale);
  const accessibility = formatNumber(summary.accessibilityScore, locale);
  return (
    <Flex vertical gap={6}>
      <Row gutter={[12, 12]} data-testid="html-fix-summary">
        <Col xs={24} sm={8}>
          <Tile icon={<SearchOutlined />} tone={primary} label={<Trans>Melhoria de SEO</Trans>} testId="summary-seo">
            <Plural value={seo} _0="Nenhuma correção" one="# correção" other="# correções" />
          </Tile>
        </Col>
        <Col xs={24} sm={8}>
          <Tile icon={<ThunderboltOutlined />} tone="#B45309" label={<Trans>Performance</Trans>} testId="summary-performance">
            {estimates.basis === 'page-audit' ? (
              <Trans>+{performance} pontos</Trans>
            ) : (
              <Flex vertical>
                <span>—</span>
                <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                  <Trans>Analise a página primeiro: a estimativa de performance usa as métricas da auditoria.</Trans>
                </Typography.Text>
              </Flex>
            )}
          </Tile>
        </Col>
        <Col xs={24} sm={8}>
          <Tile icon={<EyeOutlined />} tone="#15803D" label={<Trans>Acessibilidade</Trans>} testId="summary-accessibility">
            <Trans>+{accessibility} pontos</Trans>
          </Tile>
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <Trans>
          Os pontos são estimativas calculadas pelos pesos das auditorias do Lighthouse que as correções resolvem, não uma medição. A medição vem depois, quando
          a página corrigida é auditada de novo.
        </Trans>
      </Typography.Text>
    </Flex>
  );
}

function Tile({ icon, tone, label, testId, children }: { icon: ReactNode; tone: string; label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Flex
      vertical
      gap={4}
      data-testid={testId}
      style={{ border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 12, padding: '14px 16px', height: '100%', background: '#FFFFFF' }}
    >
      <Flex align="center" gap={8}>
        <span aria-hidden="true" style={{ color: tone, fontSize: 16 }}>
          {icon}
        </span>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </Flex>
      <Typography.Text strong style={{ fontSize: 22, color: tone }}>
        {children}
      </Typography.Text>
    </Flex>
  );
}
