import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, FigureTile, QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Tooltip, Typography } from 'antd';
import { analyticsQueryOptions } from '../../api/analytics';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { channelLabels, roleLabels, typeLabels } from '../../lib/labels';
import { BreakdownList, type BreakdownRow } from './BreakdownList';
import { HourlyEngagement } from './HourlyEngagement';

/** The analytics tab: totals, breakdowns by type, channel and user type, and engagement by hour. */
export function AnalyticsTab() {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const query = useQuery(analyticsQueryOptions());
  if (query.error) return <QueryErrorAlert title={<Trans context="analytics">Não foi possível carregar as análises</Trans>} query={query} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const analytics = query.data;
  const overview = analytics.overview;
  if (overview.totalSent === 0) {
    return (
      <EmptyState
        testId="analytics-empty"
        title={<Trans>Nenhuma notificação enviada ainda</Trans>}
        description={
          <Trans>As análises contam as entregas reais: aparecem depois dos primeiros alertas e campanhas enviados no aplicativo, por e-mail ou por push.</Trans>
        }
      />
    );
  }

  const byType: BreakdownRow[] = Object.entries(analytics.byType).map(([key, entry]) => ({
    key,
    label: key in typeLabels ? i18n._(typeLabels[key as keyof typeof typeLabels]) : key,
    sent: entry?.sent ?? 0,
    rate: entry?.engagementRate ?? null,
  }));
  const byChannel: BreakdownRow[] = Object.entries(analytics.byChannel).map(([key, entry]) => ({
    key,
    label: key in channelLabels ? i18n._(channelLabels[key as keyof typeof channelLabels]) : key,
    sent: entry?.sent ?? 0,
    rate: entry?.effectiveness ?? null,
  }));
  const conversionLabel = t`conversão`;
  const byUserType: BreakdownRow[] = Object.entries(analytics.segmentation.byUserType).map(([key, entry]) => ({
    key,
    label: roleLabels[key] ? i18n._(roleLabels[key]) : key,
    sent: entry.sent,
    rate: entry.engagement,
    note: `${conversionLabel} ${formatPercent(entry.conversion, locale) ?? '—'}`,
  }));
  const engagement = formatPercent(overview.averageEngagement, locale);

  return (
    <Flex vertical gap={16} data-testid="analytics">
      <Card size="small" title={<Trans>Visão geral</Trans>}>
        <Flex gap={24} wrap>
          <FigureTile label={<Trans>Enviadas</Trans>} value={formatCount(overview.totalSent, locale)} testId="analytics-sent" />
          <FigureTile label={<Trans>Entregues</Trans>} value={formatCount(overview.totalDelivered, locale)} />
          <FigureTile label={<Trans>Abertas</Trans>} value={formatCount(overview.totalOpened, locale)} />
          <FigureTile label={<Trans>Cliques</Trans>} value={formatCount(overview.totalClicked, locale)} />
          <FigureTile
            label={<Trans>Engajamento médio</Trans>}
            value={engagement ?? <Tooltip title={t`Nenhum envio por e-mail ou push para medir.`}>—</Tooltip>}
            hint={<Trans>e-mail e push</Trans>}
          />
          <FigureTile
            label={<Trans>Receita gerada</Trans>}
            value={
              overview.revenueGenerated === null ? (
                <Typography.Text type="secondary">
                  <Trans>não disponível</Trans>
                </Typography.Text>
              ) : (
                `R$ ${formatCount(overview.revenueGenerated, locale)}`
              )
            }
            hint={overview.revenueGenerated === null ? <Trans>nenhum valor é atribuído às entregas</Trans> : undefined}
          />
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <BreakdownList
            testId="analytics-by-type"
            title={<Trans>Por tipo</Trans>}
            rateLabel={t`engajamento`}
            rows={byType}
            empty={<Trans>Nenhum envio por tipo.</Trans>}
          />
        </Col>
        <Col xs={24} lg={8}>
          <BreakdownList
            testId="analytics-by-channel"
            title={<Trans>Por canal</Trans>}
            rateLabel={t`efetividade`}
            rows={byChannel}
            empty={<Trans>Nenhum envio por canal.</Trans>}
          />
        </Col>
        <Col xs={24} lg={8}>
          <BreakdownList
            testId="analytics-by-user-type"
            title={<Trans>Por tipo de usuário</Trans>}
            rateLabel={t`engajamento`}
            rows={byUserType}
            empty={<Trans>Nenhum envio por tipo de usuário.</Trans>}
          />
        </Col>
      </Row>
      <HourlyEngagement analytics={analytics} />
    </Flex>
  );
}
