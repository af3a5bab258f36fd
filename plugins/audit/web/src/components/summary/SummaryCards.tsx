import { AlertOutlined, AuditOutlined, SafetyCertificateOutlined, TrophyOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { analyticsQueryOptions } from '../../api/analytics';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent, formatScore } from '../../lib/format';
import { SummaryCard } from '@otimiza/sdk/web';

/** The four cards above the tabs, from `GET /api/audit/analytics`: a dash, not a zero, before anything was audited. */
export function SummaryCards() {
  const { locale } = useInterfaceLanguage();
  const analytics = useQuery(analyticsQueryOptions());
  const overview = analytics.data?.overview;
  const completed = overview?.completedAudits ?? 0;
  const average = formatScore(overview?.averageScore, locale);
  const compliance = formatPercent(overview?.complianceRate, locale);
  const critical = overview?.criticalIssues ?? 0;
  const resolved = formatCount(overview?.resolvedIssues ?? 0, locale);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-audits"
          icon={<AuditOutlined />}
          title={<Trans>Total de auditorias</Trans>}
          query={analytics}
          errorTitle={<Trans>Não foi possível contar as auditorias</Trans>}
          value={formatCount(overview?.totalAudits ?? 0, locale)}
          detail={
            overview?.totalAudits ? (
              <Plural value={completed} one="# concluída" other="# concluídas" />
            ) : (
              <Trans>Nenhuma auditoria ainda: crie a primeira com Nova Auditoria.</Trans>
            )
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-score"
          icon={<TrophyOutlined />}
          title={<Trans>Pontuação média</Trans>}
          query={analytics}
          errorTitle={<Trans>Não foi possível calcular a pontuação</Trans>}
          value={average ?? '—'}
          detail={
            average ? (
              <Trans>Checagens aprovadas nas auditorias concluídas (0–100).</Trans>
            ) : completed ? (
              <Trans>Sem dados: nenhuma auditoria concluída pôde decidir uma checagem.</Trans>
            ) : (
              <Trans>Aparece depois da primeira auditoria concluída.</Trans>
            )
          }
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-compliance"
          icon={<SafetyCertificateOutlined />}
          title={<Trans>Taxa de conformidade</Trans>}
          query={analytics}
          errorTitle={<Trans>Não foi possível calcular a conformidade</Trans>}
          value={compliance ?? '—'}
          detail={compliance ? <Trans>Checagens aprovadas na última execução de cada site e framework.</Trans> : <Trans>Nenhum site auditado ainda.</Trans>}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <SummaryCard
          testId="summary-critical"
          icon={<AlertOutlined />}
          title={<Trans>Problemas críticos</Trans>}
          query={analytics}
          errorTitle={<Trans>Não foi possível contar os problemas</Trans>}
          value={completed ? formatCount(critical, locale) : '—'}
          detail={completed ? <Trans>Falhas críticas ainda abertas; {resolved} problemas resolvidos.</Trans> : <Trans>Nenhuma checagem executada ainda.</Trans>}
        />
      </Col>
    </Row>
  );
}
