import { PlayCircleOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { modelKinds, type ChurnHoldout, type IntervalFigure, type ModelKind, type ModelView } from '@otimiza/plugin-bi-shared';
import { formatDateTime, InsufficientData, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { biKeys, modelsQueryOptions, predict } from '../api/queries';
import { changeColour, formatDay, sharePercent, signedPercent } from '../lib/format';
import { deploymentColour, useBiLabels } from '../lib/labels';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { modelFillAction } from '../lib/fillAction';
import { FillLink } from './FillLink';
import { CardGrid } from './CardGrid';
import { FilterSelect } from './FilterSelect';

/**
 * What a model's `predictions.confidence` measures, named for it (keeps one figure per model): a time series'
 * share of held-out periods inside its 95% interval, pricing's R² of price × volume; churn's is its accuracy on the
 * time-based hold-out, already shown as 'Acurácia (teste)', so it has no second name (null).
 */
function useConfidenceName(kind: ModelKind): string | null {
  const { t } = useLingui();
  if (kind === 'churn') return null;
  if (kind === 'pricing') return t`R² (preço × volume)`;
  return t`Cobertura do intervalo de 95%`;
}

/** How many of the backtest's held-out periods fell inside the interval: 'Cobertura do intervalo: 2 de 3 meses'. */
function IntervalCoverageText({ coverage }: { coverage: NonNullable<ModelView['performance']['intervalCoverage']> }) {
  const inside = coverage.inside;
  const heldOut = coverage.heldOut;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="model-interval-coverage">
      {coverage.granularity === 'month' ? (
        <Trans>
          Cobertura do intervalo: {inside} de {heldOut} meses
        </Trans>
      ) : (
        <Trans>
          Cobertura do intervalo: {inside} de {heldOut} períodos de 30 dias
        </Trans>
      )}
    </Typography.Text>
  );
}

/** A figure with its bootstrap 95% interval: '0,81 (IC 95 %: 0,74–0,87)'. */
function IntervalText({ figure, digits, locale }: { figure: IntervalFigure; digits: number; locale: string }) {
  const format = (value: number) => value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const value = format(figure.value);
  const low = format(figure.low);
  const high = format(figure.high);
  return (
    <Trans>
      {value} (IC 95 %: {low}–{high})
    </Trans>
  );
}

/**
 * The churn model's time-based hold-out: AUC and Brier with their bootstrap intervals and the churn events
 * in training and test, or 'dados insuficientes' with the reason when they say too little.
 */
function ChurnHoldoutFigures({ holdout }: { holdout: ChurnHoldout }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const cut = formatDay(holdout.cutDate, locale);
  const testEvents = holdout.test.events;
  const trainEvents = holdout.train.events;
  const explanation = t`Teste no tempo: o modelo é treinado com os clientes que entraram antes de ${cut} e testado nos que entraram depois, cujo desfecho ele nunca viu. O corte deixa cerca de 75% dos cancelamentos para o treino; clientes com menos de 90 dias ficam de fora, pois ainda não tiveram tempo de sair. Intervalos: bootstrap de ${holdout.resamples} reamostragens do teste (95%). Abaixo de 10 cancelamentos no teste, ou com o intervalo da AUC mais largo que 0,3, os números dizem pouco.`;
  return (
    <Flex vertical gap={4} data-testid="model-holdout">
      {holdout.insufficient ? (
        <InsufficientData compact>{pick(holdout.insufficient)}</InsufficientData>
      ) : (
        <>
          {holdout.auc && (
            <Typography.Text style={{ fontSize: 12 }} data-testid="model-holdout-auc">
              AUC <IntervalText figure={holdout.auc} digits={2} locale={locale} />
            </Typography.Text>
          )}
          <Typography.Text style={{ fontSize: 12 }} data-testid="model-holdout-brier">
            Brier <IntervalText figure={holdout.brier} digits={3} locale={locale} />
          </Typography.Text>
        </>
      )}
      <Tooltip title={explanation}>
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12, borderBottom: '1px dotted #94a3b8', alignSelf: 'flex-start' }}
          data-testid="model-holdout-events"
        >
          <Plural value={testEvents} one="# cancelamento no teste" other="# cancelamentos no teste" /> ·{' '}
          <Plural value={trainEvents} one="# no treino" other="# no treino" /> · <Trans>corte em {cut}</Trans>
        </Typography.Text>
      </Tooltip>
    </Flex>
  );
}

function ModelCard({ model }: { model: ModelView }) {
  const { t } = useLingui();
  const confidenceName = useConfidenceName(model.kind);
  const { pick, locale } = useInterfaceLanguage();
  const labels = useBiLabels();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => predict(model.id, {}),
    onSuccess: async (result) => {
      const figure = sharePercent(result.prediction.confidence, locale);
      const measured = confidenceName ?? t`Acurácia (teste)`;
      notification.success({ title: t`Modelo executado`, description: `${measured}: ${figure}` });
      await queryClient.invalidateQueries({ queryKey: biKeys.system });
    },
    onError: (error) => notification.error({ title: t`Não foi possível executar o modelo`, description: error.message }),
  });
  const active = model.deployment.status === 'active';
  const scenarios = model.scenarios;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="model-card" data-kind={model.kind} data-status={model.deployment.status}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {pick(model.name)}
          </Typography.Text>
          <Tag color={deploymentColour[model.deployment.status]} style={{ marginInlineEnd: 0 }} data-testid="model-status">
            {labels.deployment[model.deployment.status]}
          </Tag>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
          {pick(model.description)}
        </Typography.Paragraph>
        {model.insufficient ? (
          <Flex vertical align="center" gap={4}>
            <InsufficientData>
              <Trans>
                Tem {model.insufficient.have}; o mínimo é {model.insufficient.need} ({pick(model.insufficient.what)}).
              </Trans>
            </InsufficientData>
            <FillLink action={modelFillAction(model.kind)} />
          </Flex>
        ) : (
          <Descriptions
            size="small"
            column={1}
            // A value keeps its words whole ('100,0%' never splits at the comma): the label wraps beside it on a phone.
            styles={{ content: { minWidth: 'min-content', wordBreak: 'normal' } }}
            items={[
              { key: 'algorithm', label: t`Algoritmo`, children: model.algorithm },
              { key: 'accuracy', label: t`Acurácia (teste)`, children: sharePercent(model.performance.accuracy, locale) },
              ...(confidenceName === null
                ? []
                : [
                    {
                      key: 'confidence',
                      label: confidenceName,
                      children: (
                        <Tooltip
                          title={
                            model.kind === 'pricing'
                              ? t`Quanto da variação do volume o preço explica no ajuste.`
                              : t`Parte dos períodos de teste que caiu dentro do intervalo de 95% da previsão.`
                          }
                        >
                          <span style={{ borderBottom: '1px dotted #94a3b8' }} data-testid="model-confidence">
                            {sharePercent(model.predictions.confidence, locale)}
                          </span>
                        </Tooltip>
                      ),
                    },
                  ]),
              ...(model.performance.auc !== null && !model.performance.holdout
                ? [{ key: 'auc', label: 'AUC', children: model.performance.auc.toLocaleString(locale, { maximumFractionDigits: 3 }) }]
                : []),
              ...(model.predictions.horizonDays ? [{ key: 'horizon', label: t`Horizonte`, children: t`${model.predictions.horizonDays} dias` }] : []),
              ...(model.trainingWindow
                ? [
                    {
                      key: 'window',
                      label: t`Treino`,
                      children: t`${formatDay(model.trainingWindow.from, locale)} – ${formatDay(model.trainingWindow.to, locale)} (${model.trainingWindow.points} pontos)`,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {!model.insufficient && model.performance.holdout && <ChurnHoldoutFigures holdout={model.performance.holdout} />}
        {!model.insufficient && model.performance.intervalCoverage && <IntervalCoverageText coverage={model.performance.intervalCoverage} />}
        {scenarios && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="model-scenarios-basis">
            {scenarios.basis === 'sum'
              ? t`Soma de ${formatDay(scenarios.from, locale)} a ${formatDay(scenarios.to, locale)} (90 dias) contra a soma de ${formatDay(scenarios.comparedFrom, locale)} a ${formatDay(scenarios.comparedTo, locale)}:`
              : t`Valor do período até ${formatDay(scenarios.to, locale)} (em 90 dias) contra o último período com dados (${formatDay(scenarios.comparedFrom, locale)} – ${formatDay(scenarios.comparedTo, locale)}):`}
          </Typography.Text>
        )}
        {scenarios && (
          <Row gutter={8} data-testid="model-scenarios">
            {(
              [
                ['optimistic', t`Otimista`],
                ['realistic', t`Realista`],
                ['pessimistic', t`Pessimista`],
              ] as const
            ).map(([key, label]) => (
              <Col span={8} key={key}>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {label}
                </Typography.Text>
                <span style={{ fontWeight: 600, color: changeColour(scenarios[key]) }}>{signedPercent(scenarios[key], locale)}</span>
              </Col>
            ))}
          </Row>
        )}
        {model.drivers.length > 0 && (
          <Typography.Text style={{ fontSize: 12 }}>
            <Trans>
              Fator mais forte: {pick(model.drivers[0]!.label)} ({model.drivers[0]!.weight})
            </Trans>
          </Typography.Text>
        )}
        {model.dataEndedAt && (
          <Typography.Text type="warning" style={{ fontSize: 12 }}>
            <Trans>Os dados pararam em {formatDay(model.dataEndedAt, locale)}.</Trans>
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>
            Último treino: {formatDateTime(model.deployment.lastRetrained, locale)} · Próximo: {formatDateTime(model.deployment.nextRetrain, locale)}
          </Trans>
        </Typography.Text>
        <Tooltip
          title={
            active ? undefined : t`Só modelos ativos executam: ativo quando a acurácia do teste chega a ${sharePercent(model.deployment.threshold, locale)}.`
          }
        >
          <Button type="primary" icon={<PlayCircleOutlined />} disabled={!active} loading={run.isPending} onClick={() => run.mutate()} data-testid="run-model">
            <Trans>Executar</Trans>
          </Button>
        </Tooltip>
      </Flex>
    </Card>
  );
}

/** Modelos IA: category filter and the models with their backtest and deployment. */
export function ModelsTab() {
  const { t } = useLingui();
  const labels = useBiLabels();
  const [category, setCategory] = useState<ModelKind | 'all'>('all');
  const models = useQuery(modelsQueryOptions(category));
  return (
    <Flex vertical gap={16} data-testid="models-tab">
      <FilterSelect
        label={t`Categoria`}
        value={category}
        onChange={setCategory}
        options={(['all', ...modelKinds] as const).map((value) => ({ value, label: labels.modelKind[value] }))}
        testId="model-category"
      />
      {models.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os modelos</Trans>} query={models} />}
      {models.isPending && <Skeleton active />}
      {models.data && (
        <CardGrid label={t`Modelos IA`} testId="models-scroll" items={models.data.models} keyOf={(model) => model.id}>
          {(model) => <ModelCard model={model} />}
        </CardGrid>
      )}
    </Flex>
  );
}
