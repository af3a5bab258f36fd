import { useLingui } from '@lingui/react';
import type { AnalysisScores } from '@otimiza/plugin-analysis-shared';
import { Col, Flex, Progress, Row, Typography } from 'antd';
import { scoreColor } from '@otimiza/sdk/web';
import { scoreKeys, scoreNames } from '../../lib/scoreLabels';

/** The four scores of an analysis, each in its colour band. */
export function ScoreTiles({ scores }: { scores: AnalysisScores }) {
  const { i18n } = useLingui();
  return (
    <Row gutter={[12, 12]}>
      {scoreKeys.map((key) => {
        const score = scores[key];
        const colors = scoreColor(score);
        const name = i18n._(scoreNames[key]);
        return (
          <Col key={key} xs={12} md={6}>
            <Flex
              vertical
              align="center"
              gap={8}
              data-band={colors.band}
              style={{ border: `1px solid ${colors.borderColor}`, background: colors.background, borderRadius: 12, padding: '16px 8px', height: '100%' }}
            >
              <Progress
                type="circle"
                percent={score}
                size={76}
                strokeColor={colors.stroke}
                railColor="rgba(255, 255, 255, 0.9)"
                aria-label={`${name}: ${score}`}
                format={() => (
                  <span data-testid={`score-${key}`} style={{ color: colors.color, fontWeight: 700, fontSize: 24 }}>
                    {score}
                  </span>
                )}
              />
              <Typography.Text strong style={{ color: colors.color, textAlign: 'center' }}>
                {name}
              </Typography.Text>
            </Flex>
          </Col>
        );
      })}
    </Row>
  );
}
