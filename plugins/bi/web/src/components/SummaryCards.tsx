import { CheckCircleOutlined, DashboardOutlined, FileTextOutlined, HeartOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SystemSummary } from '@otimiza/plugin-bi-shared';
import { Badge, Col, Flex, Row, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { OverviewCard, OverviewCardsLoading, usePrimaryColour } from '@otimiza/sdk/web';

const percent = (value: number | null, locale: string) => (value === null ? '—' : `${value.toLocaleString(locale, { maximumFractionDigits: 1 })}%`);

/** The four summary cards, from GET /api/bi/system. */
export function SummaryCards({ system }: { system: SystemSummary | undefined }) {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  if (!system) return <OverviewCardsLoading label={t`Carregando resumo`} />;
  const { summary, detail } = system;
  const activeUsers = summary.activeUsers;
  const quality = summary.dataQuality;
  const health = summary.systemHealth;
  return (
    <Row gutter={[16, 16]} data-testid="bi-summary">
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<DashboardOutlined />}
          title={<Trans>Dashboards ativos</Trans>}
          value={summary.totalDashboards}
          detail={
            <Badge
              color={primary}
              text={<Plural value={activeUsers} _0="nenhum usuário ativo (7 dias)" one="# usuário ativo (7 dias)" other="# usuários ativos (7 dias)" />}
            />
          }
          testId="summary-dashboards"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<FileTextOutlined />}
          title={<Trans>Relatórios gerados</Trans>}
          value={summary.reportsGenerated}
          detail={<Typography.Text type="secondary">{t`Este mês`}</Typography.Text>}
          testId="summary-reports"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<CheckCircleOutlined />}
          title={<Trans>Qualidade dos dados</Trans>}
          value={percent(quality, locale)}
          detail={
            quality === null ? (
              <Typography.Text type="secondary">
                <Trans>Sem séries com dados nos últimos 90 dias</Trans>
              </Typography.Text>
            ) : (
              <Flex gap={4} wrap align="center">
                {quality >= 90 && <Tag color="green">{t`Excelente`}</Tag>}
                <Typography.Text type="secondary">
                  <Trans>
                    {detail.seriesWithGaps} com lacunas, {detail.seriesWithOutliers} com outliers, de {detail.series}
                  </Trans>
                </Typography.Text>
              </Flex>
            )
          }
          testId="summary-quality"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<HeartOutlined />}
          title={<Trans>Saúde do sistema</Trans>}
          value={percent(health, locale)}
          detail={
            health === null ? (
              <Typography.Text type="secondary">
                <Trans>Nenhuma tarefa executada em 7 dias</Trans>
              </Typography.Text>
            ) : (
              <Flex gap={4} wrap align="center">
                {detail.jobs.failed === 0 && detail.jobs.stuck === 0 && <Tag color="green">{t`Online`}</Tag>}
                <Typography.Text type="secondary">
                  <Plural value={detail.jobs.succeeded} one="# tarefa concluída" other="# tarefas concluídas" />
                  {', '}
                  <Plural value={detail.jobs.failed} one="# com falha" other="# com falha" />
                  {detail.jobs.stuck > 0 && (
                    <>
                      {', '}
                      <Plural value={detail.jobs.stuck} one="# parada na fila há mais de 1 hora" other="# paradas na fila há mais de 1 hora" />
                    </>
                  )}
                </Typography.Text>
              </Flex>
            )
          }
          testId="summary-health"
        />
      </Col>
    </Row>
  );
}
