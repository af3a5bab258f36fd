import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ComplianceStatus } from '@otimiza/plugin-audit-shared';
import { EmptyState, FigureTile, formatDateTime, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Progress, Row, Skeleton, Tag, Typography } from 'antd';
import { complianceQueryOptions } from '../../api/analytics';
import { frameworksQueryOptions } from '../../api/frameworks';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { LoadError } from '../common/LoadError';
import { SeverityTag } from '../common/SeverityTag';
import { WcagCriteriaList } from './WcagCriteriaList';

/** The scheduled audits coming next, from the active monitors. */
function UpcomingAudits({ upcoming, names }: { upcoming: ComplianceStatus['upcoming']; names: Map<string, string> }) {
  const { locale } = useInterfaceLanguage();
  return (
    <Card size="small" title={<Trans>Próximas auditorias agendadas</Trans>} style={{ height: '100%' }} data-testid="compliance-upcoming">
      {upcoming.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhuma auditoria agendada: crie um monitoramento para repetir as auditorias.</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={10}>
          {upcoming.map((item) => (
            <Flex key={item.monitorId + item.at} vertical gap={2}>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>{item.name}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(item.at, locale)}</Typography.Text>
              </Flex>
              <Flex gap={4} wrap>
                {item.frameworks.map((id) => (
                  <Tag key={id} variant="outlined">
                    {names.get(id) ?? id}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** The open failures of each framework's latest runs, the most severe first. */
function OpenFailures({ openFailures, names }: { openFailures: ComplianceStatus['openFailures']; names: Map<string, string> }) {
  const { t } = useLingui();
  const withFailures = openFailures.filter((entry) => entry.count > 0);
  return (
    <Card size="small" title={<Trans>Falhas abertas por framework</Trans>} data-testid="compliance-open-failures">
      {withFailures.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhuma falha aberta nas últimas execuções.</Trans>
        </Typography.Text>
      ) : (
        <ScrollArea label={t`Falhas abertas por framework`}>
          <Flex vertical gap={14}>
            {withFailures.map((entry) => (
              <Flex key={entry.frameworkId} vertical gap={6} data-testid="compliance-framework" data-framework={entry.frameworkId}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{names.get(entry.frameworkId) ?? entry.frameworkId}</Typography.Text>
                  <Tag color="error">
                    <Plural value={entry.count} one="# falha aberta" other="# falhas abertas" />
                  </Tag>
                </Flex>
                {entry.top.map((failure) => (
                  <Flex key={`${failure.checkId}-${failure.url}`} gap={6} wrap align="baseline" style={{ paddingInlineStart: 8 }}>
                    <SeverityTag severity={failure.severity} />
                    <Tag variant="outlined">{failure.clause}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                      {failure.url}
                    </Typography.Text>
                  </Flex>
                ))}
              </Flex>
            ))}
          </Flex>
        </ScrollArea>
      )}
    </Card>
  );
}

/** The compliance tab: the spec's figures, computed from the latest runs and the monitors. */
export function ComplianceTab() {
  const { locale } = useInterfaceLanguage();
  const query = useQuery(complianceQueryOptions());
  const frameworks = useQuery(frameworksQueryOptions());
  const names = new Map<string, string>(frameworks.data?.frameworks.map((framework) => [framework.id, framework.name]) ?? []);
  if (query.error) return <LoadError title={<Trans>Não foi possível carregar a conformidade</Trans>} query={query} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const status = query.data;
  const audited = status.compliant + status.nonCompliant > 0;
  const rate = formatPercent(status.complianceRate, locale);
  return (
    <Flex vertical gap={16} data-testid="compliance">
      {audited ? (
        <Card size="small" title={<Trans>Situação de conformidade</Trans>}>
          <Flex gap={24} wrap align="center">
            <Progress
              type="circle"
              size={88}
              percent={Math.round(status.complianceRate ?? 0)}
              format={() => rate ?? '—'}
              aria-label={rate ?? '—'}
              data-testid="compliance-rate"
            />
            <FigureTile
              label={<Trans>Sem falhas automáticas</Trans>}
              value={formatCount(status.compliant, locale)}
              hint={<Trans>site e framework sem falha nos testes automáticos (não atesta conformidade)</Trans>}
              testId="compliance-compliant"
            />
            <FigureTile
              label={<Trans>Com falhas</Trans>}
              value={formatCount(status.nonCompliant, locale)}
              hint={<Trans>com ao menos uma falha</Trans>}
              testId="compliance-non-compliant"
            />
            <FigureTile label={<Trans>Críticos abertos</Trans>} value={formatCount(status.criticalOpen, locale)} testId="compliance-critical" />
            <FigureTile
              label={<Trans>Vencendo hoje</Trans>}
              value={formatCount(status.dueToday, locale)}
              hint={<Trans>monitoramentos com execução hoje</Trans>}
            />
            <FigureTile
              label={<Trans>Em revisão</Trans>}
              value={formatCount(status.inReview, locale)}
              hint={<Trans>auditorias na fila ou em andamento</Trans>}
            />
          </Flex>
        </Card>
      ) : (
        <EmptyState
          testId="compliance-empty"
          title={<Trans>Nenhum site auditado ainda</Trans>}
          description={
            <Trans>A conformidade é calculada a partir da última execução de cada framework em cada site: crie uma Nova Auditoria para começar.</Trans>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <UpcomingAudits upcoming={status.upcoming} names={names} />
        </Col>
        <Col xs={24} lg={12}>
          {audited ? (
            <OpenFailures openFailures={status.openFailures} names={names} />
          ) : (
            <Card size="small" title={<Trans>Em revisão</Trans>} style={{ height: '100%' }}>
              <FigureTile label={<Trans>Auditorias na fila ou em andamento</Trans>} value={formatCount(status.inReview, locale)} />
            </Card>
          )}
        </Col>
      </Row>
      <WcagCriteriaList />
    </Flex>
  );
}
