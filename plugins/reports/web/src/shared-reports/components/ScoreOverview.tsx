import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PublicReportScores } from '@otimiza/plugin-reports-shared';
import { Card, Col, Progress, Row, Typography } from 'antd';
import { scoreColor } from '@otimiza/sdk/web';
import { scoreKeys, scoreNames } from '../lib/scoreLabels';

/** The four scores in their colour bands: rings when the report includes charts, else plain figures. */
export function ScoreOverview({ scores, charts }: { scores: PublicReportScores; charts: boolean }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="report-scores-title">
      <Typography.Title level={2} id="report-scores-title" style={{ fontSize: 20, marginTop: 0 }}>
        <Trans>Pontuações</Trans>
      </Typography.Title>
      <Row gutter={[12, 12]} data-testid="public-report-scores">
        {scoreKeys.map((key) => {
          const score = scores[key];
          const colors = scoreColor(score);
          const name = i18n._(scoreNames[key]);
          return (
            <Col key={key} xs={12} md={6}>
              <Card
                size="small"
                style={{ textAlign: 'center', height: '100%', background: charts ? undefined : colors.background }}
                data-score-key={key}
                data-score-band={colors.band}
              >
                {charts ? (
                  <Progress
                    type="dashboard"
                    percent={score}
                    size={96}
                    strokeColor={colors.stroke}
                    format={() => <span style={{ color: colors.color, fontWeight: 700 }}>{score}</span>}
                    aria-label={`${name}: ${score}`}
                  />
                ) : (
                  <div style={{ fontSize: 36, fontWeight: 700, color: colors.color, lineHeight: 1.2 }} aria-label={`${name}: ${score}`}>
                    {score}
                  </div>
                )}
                <div style={{ fontWeight: 600, marginTop: 4 }}>{name}</div>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
