import { BulbOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Progress, Row, Skeleton, Typography } from 'antd';
import { insightsQueryOptions } from '../../api/cs';
import { coloursOf, percentText } from '../../lib/health';
import { useLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';

function Insight({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Flex vertical gap={6}>
        <Typography.Text strong>
          <BulbOutlined aria-hidden="true" /> {title}
        </Typography.Text>
        <Typography.Text>{children}</Typography.Text>
      </Flex>
    </Card>
  );
}

/** Insights, computed from this agency's stored scores, answers and executions instead of sample copy. */
export function InsightsTab() {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const query = useQuery(insightsQueryOptions());
  if (query.error) return <LoadError title={t`Não foi possível carregar os insights`} query={query} />;
  if (!query.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const insights = query.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Insight testId="insight-factor" title={t`O que mais pesa nos clientes em risco`}>
          {insights.weakestFactor ? (
            <Trans>
              {labels.factor[insights.weakestFactor.key]} é o fator mais fraco de {insights.weakestFactor.customers} dos {insights.weakestFactor.atRisk}{' '}
              clientes em risco alto ou crítico (média {insights.weakestFactor.averageScore ?? '—'}).
            </Trans>
          ) : (
            <Trans>Nenhum cliente em risco alto ou crítico com fatores medidos.</Trans>
          )}
        </Insight>
      </Col>
      <Col xs={24} md={12}>
        <Insight testId="insight-playbook" title={t`Playbook que mais funciona`}>
          {insights.bestPlaybook ? (
            <Trans>
              {insights.bestPlaybook.name}: a saúde melhorou em 30 dias em {percentText(insights.bestPlaybook.successRate, i18n.locale)} de{' '}
              {insights.bestPlaybook.measured} execuções medidas.
            </Trans>
          ) : (
            <Trans>Dados insuficientes: nenhum playbook tem ainda 3 execuções medidas por um instantâneo de saúde posterior.</Trans>
          )}
        </Insight>
      </Col>
      <Col xs={24} md={12}>
        <Insight testId="insight-drops" title={t`Maiores quedas em 30 dias`}>
          {insights.biggestDrops.length ? (
            <Flex vertical gap={2} component="span">
              {insights.biggestDrops.map((drop) => (
                <span key={drop.customerId}>
                  {drop.customerName}: {drop.from} → <span style={{ color: coloursOf(drop.to).color, fontWeight: 600 }}>{drop.to}</span>
                </span>
              ))}
            </Flex>
          ) : (
            <Trans>Nenhuma queda: ou as saúdes não caíram, ou ainda não há instantâneos de 30 dias atrás.</Trans>
          )}
        </Insight>
      </Col>
      <Col xs={24} md={12}>
        <Insight testId="insight-detractors" title={t`Detratores (90 dias)`}>
          {insights.detractors ? (
            <Trans>
              Respostas de 0 a 6: {insights.detractors.answers}; seguidas de um playbook: {insights.detractors.followedUp}.
            </Trans>
          ) : (
            <Trans>Nenhuma resposta de NPS nos últimos 90 dias.</Trans>
          )}
        </Insight>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t`Média dos fatores nos clientes ativos`}>
          <Row gutter={[16, 8]}>
            {insights.factorAverages.map((factor) => (
              <Col key={factor.key} xs={24} sm={12} md={6}>
                <Typography.Text>
                  {labels.factor[factor.key]}: {factor.average ?? t`sem dados`}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t`(medidos: ${factor.measured})`}
                  </Typography.Text>
                </Typography.Text>
                <Progress
                  percent={factor.average ?? 0}
                  showInfo={false}
                  size="small"
                  strokeColor={factor.average === null ? undefined : coloursOf(factor.average).stroke}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
