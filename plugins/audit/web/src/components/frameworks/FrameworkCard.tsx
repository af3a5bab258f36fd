import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { versionBesideName, type FrameworkView } from '@otimiza/plugin-audit-shared';
import { FigureTile, formatDate, scoreColor } from '@otimiza/sdk/web';
import { Card, Collapse, Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { certificationLabels, frameworkTypeLabels, regionLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';
import { FixerTag } from '../common/FixerTag';
import { SeverityTag } from '../common/SeverityTag';

/** Each framework shows at most two penalties. */
const PENALTIES_SHOWN = 2;

/** A rule set: identity, this workspace's score from its latest runs, at most two penalties, and its checks (expandable). */
export function FrameworkCard({ framework }: { framework: FrameworkView }) {
  const { i18n } = useLingui();
  const { language, locale } = useInterfaceLanguage();
  const score = formatPercent(framework.complianceScore, locale);
  return (
    <Card size="small" data-testid="framework-card" data-framework={framework.id} style={{ height: '100%' }}>
      <Flex vertical gap={10}>
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {framework.name} <Typography.Text type="secondary">{versionBesideName(framework.name, framework.version)}</Typography.Text>
          </Typography.Text>
          <Flex gap={6} wrap>
            <Tag>{i18n._(frameworkTypeLabels[framework.type])}</Tag>
            <Tag variant="outlined">{i18n._(regionLabels[framework.region])}</Tag>
            <Tag variant="outlined">
              <Trans>Nível {i18n._(certificationLabels[framework.certificationLevel])}</Trans>
            </Tag>
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 3, tooltip: localized(framework.description, language) }}>
          {localized(framework.description, language)}
        </Typography.Paragraph>
        <Flex gap={16} wrap>
          <FigureTile
            label={<Trans>Conformidade</Trans>}
            value={
              score && framework.complianceScore !== null ? (
                <span style={{ color: scoreColor(framework.complianceScore).color }}>{score}</span>
              ) : (
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  <Trans>Ainda não auditado</Trans>
                </Typography.Text>
              )
            }
            hint={framework.lastUpdated ? <Trans>em {formatDate(framework.lastUpdated, locale)}</Trans> : undefined}
            testId="framework-score"
          />
          <FigureTile label={<Trans>Sites sem falhas automáticas</Trans>} value={formatCount(framework.compliantSites, locale)} />
          <FigureTile label={<Trans>Sites com falhas</Trans>} value={formatCount(framework.nonCompliantSites, locale)} />
        </Flex>
        {framework.penalties.length > 0 && (
          <Flex vertical gap={4} data-testid="framework-penalties">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Penalidades</Trans>
            </Typography.Text>
            {framework.penalties.slice(0, PENALTIES_SHOWN).map((penalty) => (
              <Flex key={penalty.source + penalty.type.pt} gap={6} align="baseline" data-testid="framework-penalty">
                <SeverityTag severity={penalty.severity} />
                <Typography.Text style={{ fontSize: 13 }}>
                  {localized(penalty.type, language)} <Typography.Text type="secondary">({penalty.source})</Typography.Text>
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'checks',
              label: <Plural value={framework.checks.length} one="# checagem" other="# checagens" />,
              children: (
                <Flex vertical gap={6} data-testid="framework-checks">
                  {framework.checks.map((check) => (
                    <Flex key={check.id} gap={6} wrap align="baseline">
                      <Tag variant="outlined">{check.clause}</Tag>
                      <Typography.Text style={{ fontSize: 13 }}>{localized(check.title, language)}</Typography.Text>
                      {check.fixerCorrects && <FixerTag />}
                    </Flex>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
