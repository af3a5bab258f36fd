import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditCategories, type PublicSiteAuditReport, type SiteRunComparison } from '@otimiza/plugin-site-audit-shared';
import { formatDateTime, scoreColor } from '@otimiza/sdk/web';
import { Link } from '@tanstack/react-router';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { categoryNames } from '../../lib/labels';
import { siteLabel } from '../../lib/siteLabel';
import { siteAuditRunPath } from '../../routePaths';
import { ScoreChange } from './ScoreChange';

/** The figures the cards read: the workspace's report, or a share link's (whose comparison names no previous run to open). */
interface ScoresShown {
  scores: PublicSiteAuditReport['scores'];
  comparison: (Omit<SiteRunComparison, 'previousRunId'> & { previousRunId?: string }) | null;
}

/**
 * The site's four scores: the median of the audited pages, the worst page (opening it), and the
 * change since the previous run of the same address and device (a link to it on the workspace's page).
 */
export function SiteScoreCards({ report }: { report: ScoresShown }) {
  const { i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const comparison = report.comparison;
  const previous = comparison ? formatDateTime(comparison.previousFinishedAt, locale) : null;
  return (
    <Flex vertical gap={12} data-testid="site-audit-scores">
      <Typography.Text type="secondary">
        {comparison?.previousRunId ? (
          <Trans>
            Comparada com a <Link to={siteAuditRunPath(comparison.previousRunId)}>auditoria anterior</Link> deste endereço ({previous}).
          </Trans>
        ) : comparison ? (
          <Trans>Comparada com a auditoria anterior deste endereço ({previous}).</Trans>
        ) : (
          <Trans>Primeira auditoria deste endereço neste dispositivo: ainda não há com o que comparar.</Trans>
        )}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        {siteAuditCategories.map((category) => {
          const figure = report.scores[category];
          const median = figure.median === null ? null : Math.round(figure.median);
          const colors = median === null ? null : scoreColor(median);
          const name = i18n._(categoryNames[category]);
          const worst = figure.worst;
          return (
            <Col key={category} xs={24} sm={12} xl={6}>
              <Card
                size="small"
                style={{ height: '100%', borderColor: colors?.borderColor, background: colors?.background }}
                data-category={category}
                data-band={colors?.band}
              >
                <Flex vertical gap={4}>
                  <Typography.Text strong style={{ color: colors?.color }}>
                    {name}
                  </Typography.Text>
                  <Flex align="baseline" gap={8} wrap>
                    <span style={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1, color: colors?.color }} data-testid={`site-score-${category}`}>
                      {median ?? '—'}
                    </span>
                    <Typography.Text type="secondary">
                      <Trans>mediana</Trans>
                    </Typography.Text>
                    {comparison && <ScoreChange change={comparison.categories[category]} />}
                  </Flex>
                  {worst ? (
                    <Typography.Text style={{ fontSize: 13 }}>
                      <Trans>pior página:</Trans>{' '}
                      <Typography.Link href={worst.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                        {siteLabel(worst.url)}
                      </Typography.Link>{' '}
                      <strong style={{ color: scoreColor(worst.score).color }}>{Math.round(worst.score)}</strong>
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      <Trans>Nenhuma página auditada ainda.</Trans>
                    </Typography.Text>
                  )}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
