import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, RouterButton, usePageLink } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { churnQueryOptions } from '../../api/cs';
import { percentText } from '../../lib/health';
import { LoadError } from '../common/LoadError';

/** Churn Model: the agency's own model and its cross-validated figures, or 'dados insuficientes'. */
export function ChurnTab() {
  const { t, i18n } = useLingui();
  const query = useQuery(churnQueryOptions());
  const pageLink = usePageLink();
  if (query.error) return <LoadError title={t`Não foi possível carregar o modelo de churn`} query={query} />;
  if (!query.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const model = query.data;
  const names: Record<string, string> = {
    healthScore: t`Pontuação de saúde`,
    engagement: t`Engajamento`,
    value: t`Valor`,
    satisfaction: t`Satisfação`,
    product: t`Produto`,
    mrr: t`MRR (log)`,
    accountAgeMonths: t`Idade da conta (meses)`,
    openAlerts: t`Alertas abertos`,
  };
  const figure = (value: number) => percentText(value * 100, i18n.locale);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={model.name} data-testid="churn-model">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'algorithm', label: t`Algoritmo`, children: model.algorithm },
            { key: 'features', label: t`Variáveis`, children: model.features.length },
            { key: 'calibrated', label: t`Última calibração`, children: formatDateTime(model.calibration.lastCalibrated, i18n.locale) },
            { key: 'next', label: t`Próxima calibração`, children: formatDateTime(model.calibration.nextCalibration, i18n.locale) },
            { key: 'points', label: t`Pontos de dados`, children: model.calibration.dataPoints },
            {
              key: 'labels',
              label: t`Clientes rotulados`,
              children: t`Perdidos: ${model.requirement.churned} · retidos: ${model.requirement.retained}`,
            },
          ]}
        />
      </Card>
      {model.status === 'insufficient-data' || !model.performance ? (
        <Alert
          type="info"
          showIcon
          data-testid="churn-insufficient"
          title={t`Dados insuficientes`}
          action={
            <RouterButton {...pageLink('/customer-success', { tab: 'customers' })} size="small" data-testid="churn-fill">
              <Trans>Adicionar clientes</Trans>
            </RouterButton>
          }
          description={t`O modelo aprende com os seus próprios clientes: precisa de pelo menos ${model.requirement.minimumLabelled} clientes rotulados, com ${model.requirement.minimumPerClass} perdidos e ${model.requirement.minimumPerClass} retidos (há ${model.requirement.churned} e ${model.requirement.retained}). Marque os clientes que saíram como perdidos; os retidos contam após 90 dias com instantâneos de saúde.`}
        />
      ) : (
        <Card size="small" title={t`Desempenho (validação cruzada em ${model.performance.folds} partes)`} data-testid="churn-performance">
          <Row gutter={[12, 12]}>
            <Col xs={12} md={4}>
              <Statistic title={t`Acurácia`} value={figure(model.performance.accuracy)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title="AUC" value={model.performance.auc.toFixed(3)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t`Precisão`} value={figure(model.performance.precision)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t`Recall`} value={figure(model.performance.recall)} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title="F1" value={model.performance.f1Score.toFixed(3)} />
            </Col>
          </Row>
          {model.predictions && (
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Tag color="red">{t`Risco alto: ${model.predictions.highRisk}`}</Tag>
              <Tag color="orange">{t`Risco médio: ${model.predictions.mediumRisk}`}</Tag>
              <Tag color="green">{t`Risco baixo: ${model.predictions.lowRisk}`}</Tag>
            </Flex>
          )}
        </Card>
      )}
      <Card size="small" title={t`Intervenções (90 dias)`}>
        <Row gutter={[12, 12]}>
          <Col xs={12} md={6}>
            <Statistic title={t`Automáticas (playbooks)`} value={model.interventions.automated} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Manuais (tarefas concluídas)`} value={model.interventions.manual} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Churns evitados`} value={model.interventions.preventedChurns} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Taxa de retenção salva`} value={percentText(model.interventions.saveRate, i18n.locale)} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t`Variáveis do modelo`}>
        <Flex gap={6} wrap>
          {model.features.map((feature) => (
            <Tag key={feature}>{names[feature] ?? feature}</Tag>
          ))}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          <Trans>Fatores sem medida são preenchidos com a média do treino. Os números vêm só dos clientes desta agência.</Trans>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
