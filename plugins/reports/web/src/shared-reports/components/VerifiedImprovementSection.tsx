import { ArrowRightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PublicReportScores } from '@otimiza/plugin-reports-shared';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { trendBetween } from '@otimiza/sdk/shared';
import { scoreColor } from '@otimiza/sdk/web';
import { scoreKeys, scoreNames } from '../lib/scoreLabels';

function ScoreFigure({ score }: { score: number }) {
  const colors = scoreColor(score);
  return <span style={{ fontWeight: 700, fontSize: 20, color: colors.color, background: colors.background, borderRadius: 6, padding: '0 8px' }}>{score}</span>;
}

/** The proof (spec 000 §1): the fixed page audited again with the same settings, before → after per category. */
export function VerifiedImprovementSection({ before, after }: { before: PublicReportScores; after: PublicReportScores }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="report-verified-title">
      <Typography.Title level={2} id="report-verified-title" style={{ fontSize: 20, marginTop: 0 }}>
        <SafetyCertificateOutlined aria-hidden="true" style={{ color: '#16A34A' }} /> <Trans>Melhoria verificada</Trans>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Trans>A página corrigida foi auditada de novo, com as mesmas configurações: antes e depois das correções.</Trans>
      </Typography.Paragraph>
      <Row gutter={[12, 12]} data-testid="public-report-verified">
        {scoreKeys.map((key) => {
          const change = after[key] - before[key];
          const trend = trendBetween(before[key], after[key], key);
          return (
            <Col key={key} xs={12} md={6}>
              <Card size="small" style={{ height: '100%' }}>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {i18n._(scoreNames[key])}
                </Typography.Text>
                <Flex align="center" gap={6} wrap>
                  <ScoreFigure score={before[key]} />
                  <ArrowRightOutlined aria-hidden="true" style={{ color: '#64748B' }} />
                  <ScoreFigure score={after[key]} />
                  <Typography.Text strong style={{ color: trend === 'improving' ? '#166534' : trend === 'declining' ? '#991B1B' : '#475569' }}>
                    {change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0'}
                  </Typography.Text>
                </Flex>
                {trend === 'stable' && change !== 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Trans>dentro da variação normal</Trans>
                  </Typography.Text>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
