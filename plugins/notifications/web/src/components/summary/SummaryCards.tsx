import { AlertOutlined, BellOutlined, InboxOutlined, LineChartOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import { Col, Row } from 'antd';
import { useCentreSummary } from '../../hooks/useCentreSummary';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { SummaryCard } from '@otimiza/sdk/web';

/** The four summary cards of the notification centre, each computed from an API answer. */
export function SummaryCards() {
  const { locale } = useInterfaceLanguage();
  const { unread, list, rules, analytics } = useCentreSummary();
  const unreadCount = unread.data?.unread ?? 0;
  const total = list.data?.total ?? 0;
  const allRules = rules.data?.rules ?? [];
  const activeRules = allRules.filter((rule) => rule.isActive).length;
  const ruleCount = allRules.length;
  const overview = analytics.data?.overview;
  const engagement = formatPercent(overview?.averageEngagement, locale);
  const sent = formatCount(overview?.totalSent ?? 0, locale);
  const opened = formatCount(overview?.totalOpened ?? 0, locale);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-unread"
          icon={<BellOutlined />}
          title={<Trans>Não lidas</Trans>}
          query={unread}
          errorTitle={<Trans>Não foi possível contar as não lidas</Trans>}
          value={formatCount(unreadCount, locale)}
          detail={unreadCount === 0 ? <Trans>Tudo em dia: nenhuma notificação não lida.</Trans> : <Trans>Notificações que você ainda não leu.</Trans>}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-total"
          icon={<InboxOutlined />}
          title={<Trans>Notificações recebidas</Trans>}
          query={list}
          errorTitle={<Trans>Não foi possível contar as notificações</Trans>}
          value={formatCount(total, locale)}
          detail={total === 0 ? <Trans>Nenhuma notificação recebida ainda.</Trans> : <Trans>No total, lidas e não lidas.</Trans>}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-rules"
          icon={<AlertOutlined />}
          title={<Trans>Regras de alerta ativas</Trans>}
          query={rules}
          errorTitle={<Trans>Não foi possível carregar as regras</Trans>}
          value={formatCount(activeRules, locale)}
          detail={
            ruleCount === 0 ? <Trans>Nenhuma regra criada ainda.</Trans> : <Plural value={ruleCount} one="de # regra criada" other="de # regras criadas" />
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-engagement"
          icon={<LineChartOutlined />}
          title={<Trans>Engajamento das entregas</Trans>}
          query={analytics}
          errorTitle={<Trans context="analytics">Não foi possível carregar as análises</Trans>}
          value={engagement ?? (overview?.totalSent ? <Trans>Sem medição</Trans> : <Trans>Nenhuma entrega ainda</Trans>)}
          detail={
            engagement !== null ? (
              <Trans>
                Aberturas e cliques por envio de e-mail e push; {sent} enviadas, {opened} abertas.
              </Trans>
            ) : overview?.totalSent ? (
              <Trans>{sent} enviadas, nenhuma por e-mail ou push para medir aberturas.</Trans>
            ) : (
              <Trans>O engajamento aparece depois das primeiras entregas.</Trans>
            )
          }
        />
      </Col>
    </Row>
  );
}
