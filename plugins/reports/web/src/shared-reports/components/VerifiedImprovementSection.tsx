import { ArrowRightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { trendBetween } from '@otimiza/sdk/shared';
import { scoreColor } from '@otimiza/sdk/web';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { scoreKeys, scoreNames } from '../lib/scoreLabels';

function ScoreFigure({ score }: { score: number }) {
  const colors = scoreColor(score);
  return <span style={{ fontWeight: 700, fontSize: 20, color: colors.color, background: colors.background, borderRadius: 6, padding: '0 8px' }}>{score}</span>;
}

/**
 * The proof: the fixed page audited again with the same settings, before → after per category, headed by what it
 * verified (each change read with the run-to-run spread) and naming a real regression with the fixes that may cause it.
 */
export function VerifiedImprovementSection({ verified }: { verified: NonNullable<PublicSharedReport['analysis']['verified']> }) {
  const { i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { before, after, summary, regressions } = verified;
  return (
    <section aria-labelledby="report-verified-title">
      <Typography.Title level={2} id="report-verified-title" style={{ fontSize: 20, marginTop: 0 }}>
        <SafetyCertificateOutlined aria-hidden="true" style={{ color: regressions.length > 0 ? '#B91C1C' : '#16A34A' }} />{' '}
        {/* With a regression nothing reads as an improvement: the heading names the check, the summary below says what held. */}
        {regressions.length > 0 ? <Trans>Verificação da melhoria</Trans> : <Trans>Melhoria verificada</Trans>}
      </Typography.Title>
      {summary && (
        <Typography.Paragraph strong data-testid="public-report-verified-summary">
          {pick(summary)}
        </Typography.Paragraph>
      )}
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
      {regressions.map((regression) => {
        const name = i18n._(scoreNames[regression.category]);
        const fixes = regression.fixes.map(pick).join('; ');
        return (
          <Alert
            key={regression.category}
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="public-report-regression"
            title={<Trans>Regressão real em {name}, além da variação normal entre duas execuções.</Trans>}
            description={fixes ? <Trans>Correções que podem causá-la: {fixes}.</Trans> : <Trans>Nenhuma correção aplicada toca esta categoria.</Trans>}
          />
        );
      })}
    </section>
  );
}
