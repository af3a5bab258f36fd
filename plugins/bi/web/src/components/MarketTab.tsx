import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryKey, MarketDatasetInput, MarketIntelligence } from '@otimiza/plugin-bi-shared';
import { formatDateTime, QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Flex, Popconfirm, Progress, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { biKeys, marketQueryOptions, removeMarketDataset, uploadMarketDataset } from '../api/queries';
import { changeColour, formatDay, signedPercent } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { FillLink } from './FillLink';

const template = `{
  "source": { "name": "Pesquisa setorial 2026", "url": "https://exemplo.org/estudo", "publishedAt": "2026-06-30" },
  "marketSize": { "total": 4200000000, "growth": 8.5 },
  "segments": [{ "name": "Varejo online", "size": 1800000000, "growth": 12 }],
  "trends": [{ "name": "Pix no checkout", "description": "…", "impact": 8, "opportunity": 7 }],
  "opportunities": [{ "market": "Interior de SP", "description": "…", "size": 35000000 }],
  "threats": [{ "description": "Novo concorrente nacional", "probability": 40, "impact": 6 }]
}`;

function CompetitorsCard({ data }: { data: MarketIntelligence['competitors'] }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const categoryLabels: Record<CategoryKey, string> = {
    performance: t`Performance`,
    seo: 'SEO',
    accessibility: t`Acessibilidade`,
    bestPractices: t`Boas práticas`,
  };
  const trendLabels = { improving: t`melhorando`, declining: t`piorando`, stable: t`estável` };
  const analyses = data.analyses;
  const ownShare = data.ownShare;
  return (
    <Card size="small" title={<Trans>Concorrentes</Trans>} data-testid="market-competitors">
      {!data.available ? (
        <Empty description={<Trans>A análise de concorrentes (Ferramentas de IA) não está disponível nesta instalação.</Trans>} />
      ) : analyses === 0 ? (
        <Empty
          data-testid="competitors-empty"
          description={<Trans>Nenhuma análise de concorrentes ainda: rode uma nas Ferramentas de IA para ver quem vence em cada categoria.</Trans>}
        >
          <FillLink action="run-competitor-analyses" />
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Trans>
              Participação = categorias vencidas (maior score) nas suas {analyses} análises de concorrentes, de {formatDay(data.from, locale)} a{' '}
              {formatDay(data.to, locale)}. Seus sites venceram {ownShare ?? 0}%.
            </Trans>
          </Typography.Text>
          {data.items.slice(0, 3).map((competitor) => (
            <Flex key={competitor.domain} vertical gap={4} data-testid="competitor">
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>{competitor.domain}</Typography.Text>
                {competitor.trend && (
                  <span style={{ color: changeColour(competitor.change), fontSize: 12 }}>
                    {trendLabels[competitor.trend]} ({competitor.change! > 0 ? '+' : ''}
                    {competitor.change} pts)
                  </span>
                )}
              </Flex>
              <Progress percent={competitor.marketShare} size="small" format={(value) => `${value}%`} />
              <Flex gap={4} wrap>
                {competitor.strengths.slice(0, 2).map((strength) => (
                  <Tag key={strength} color="blue">
                    {categoryLabels[strength]} {competitor.scores[strength]}
                  </Tag>
                ))}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                <Trans>Receita: não há dado de receita de concorrentes nos seus dados.</Trans>
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function DatasetView({ dataset }: { dataset: NonNullable<MarketIntelligence['dataset']> }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const money = (value: number, divisor: number, suffix: string) => `R$ ${(value / divisor).toLocaleString(locale, { maximumFractionDigits: 1 })} ${suffix}`;
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        data-testid="market-source"
        message={
          <Trans>
            Fonte: {dataset.source.name}
            {dataset.source.publishedAt ? ` (${formatDay(dataset.source.publishedAt, locale)})` : ''}
          </Trans>
        }
        description={
          <Flex vertical>
            {dataset.source.url && (
              <Typography.Link href={dataset.source.url} target="_blank" rel="noopener noreferrer">
                {dataset.source.url}
              </Typography.Link>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Enviado em {formatDateTime(dataset.uploadedAt, locale)}. Os números abaixo são os desta fonte.</Trans>
            </Typography.Text>
          </Flex>
        }
      />
      {dataset.marketSize && (
        <Row gutter={16}>
          <Col xs={12}>
            <Typography.Text type="secondary">{t`Tamanho do mercado`}</Typography.Text>
            <div style={{ fontSize: 24, fontWeight: 700 }}>{money(dataset.marketSize.total, 1e9, t`bi`)}</div>
          </Col>
          <Col xs={12}>
            <Typography.Text type="secondary">{t`Crescimento`}</Typography.Text>
            <div style={{ fontSize: 24, fontWeight: 700, color: changeColour(dataset.marketSize.growth) }}>
              {signedPercent(dataset.marketSize.growth, locale)}
            </div>
          </Col>
        </Row>
      )}
      {dataset.segments.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={dataset.segments}
          columns={[
            { title: t`Segmento`, dataIndex: 'name' },
            { title: t`Tamanho`, dataIndex: 'size', render: (value: number) => money(value, 1e6, t`mi`) },
            { title: t`Crescimento`, dataIndex: 'growth', render: (value: number) => signedPercent(value, locale) },
          ]}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t`Tendências`}>
            {dataset.trends.length === 0 ? (
              <Typography.Text type="secondary">{t`A fonte não traz tendências.`}</Typography.Text>
            ) : (
              dataset.trends.slice(0, 4).map((trend) => (
                <Flex key={trend.name} vertical style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{trend.name}</Typography.Text>
                  {trend.description && <Typography.Text type="secondary">{trend.description}</Typography.Text>}
                  <Typography.Text style={{ fontSize: 12 }}>
                    <Trans>
                      Impacto {trend.impact}/10 · Oportunidade {trend.opportunity}/10
                    </Trans>
                  </Typography.Text>
                </Flex>
              ))
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t`Oportunidades e ameaças`}>
            {dataset.opportunities.slice(0, 2).map((opportunity) => (
              <Flex key={opportunity.market} vertical style={{ marginBottom: 8 }}>
                <Typography.Text strong>{opportunity.market}</Typography.Text>
                {opportunity.description && <Typography.Text type="secondary">{opportunity.description}</Typography.Text>}
                <Typography.Text style={{ fontSize: 12 }}>{money(opportunity.size, 1e6, t`mi`)}</Typography.Text>
              </Flex>
            ))}
            {dataset.threats.slice(0, 2).map((threat) => (
              <Flex key={threat.description} vertical style={{ marginBottom: 8 }}>
                <Typography.Text strong type="danger">
                  {threat.description}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 12 }}>
                  <Trans>
                    Probabilidade {threat.probability}% · Impacto {threat.impact}/10
                  </Trans>
                </Typography.Text>
              </Flex>
            ))}
            {dataset.opportunities.length === 0 && dataset.threats.length === 0 && (
              <Typography.Text type="secondary">{t`A fonte não traz oportunidades nem ameaças.`}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/** Mercado: competitors from the competitor analyses; the market only from a dataset the user uploads, its source cited. */
export function MarketTab() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const market = useQuery(marketQueryOptions());
  const input = useRef<HTMLInputElement>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadMarketDataset,
    onSuccess: async () => {
      notification.success({ title: t`Dados de mercado enviados` });
      await queryClient.invalidateQueries({ queryKey: biKeys.market });
    },
  });
  const remove = useMutation({
    mutationFn: removeMarketDataset,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: biKeys.market });
    },
  });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setParseError(null);
    upload.reset();
    try {
      upload.mutate(JSON.parse(await file.text()) as MarketDatasetInput);
    } catch {
      setParseError(t`O arquivo não é um JSON válido.`);
    }
    if (input.current) input.current.value = '';
  };
  return (
    <Flex vertical gap={16} data-testid="market-tab">
      {market.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar o mercado</Trans>} query={market} />}
      {market.isPending && <Skeleton active />}
      {market.data && (
        <ScrollArea label={t`Mercado`} testId="market-scroll">
          <Flex vertical gap={16}>
            <CompetitorsCard data={market.data.competitors} />
            <Card
              size="small"
              title={<Trans>Mercado</Trans>}
              extra={
                <Flex gap={8}>
                  <input
                    ref={input}
                    type="file"
                    accept=".json,application/json"
                    hidden
                    onChange={(event) => void choose(event.target.files?.[0])}
                    aria-label={t`Arquivo JSON de mercado`}
                  />
                  <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()} data-testid="market-upload">
                    <Trans>Enviar dataset</Trans>
                  </Button>
                  {market.data.dataset && (
                    <Popconfirm title={t`Remover os dados de mercado?`} okText={t`Remover`} cancelText={t`Cancelar`} onConfirm={() => remove.mutate()}>
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Remover os dados de mercado`} />
                    </Popconfirm>
                  )}
                </Flex>
              }
            >
              {(parseError || upload.error) && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={parseError ?? upload.error?.message} />}
              {market.data.dataset ? (
                <DatasetView dataset={market.data.dataset} />
              ) : (
                <Empty
                  data-testid="market-empty"
                  description={
                    <Flex vertical gap={8} style={{ textAlign: 'left' }}>
                      <Typography.Text>
                        <Trans>
                          Tamanho do mercado, segmentos, tendências, oportunidades e ameaças não são estimados: eles vêm de um estudo que você envia, com a
                          fonte citada aqui. Envie um arquivo JSON neste formato:
                        </Trans>
                      </Typography.Text>
                      <pre style={{ background: '#f8fafc', padding: 8, borderRadius: 6, fontSize: 11, margin: 0, overflowX: 'auto' }}>{template}</pre>
                    </Flex>
                  }
                />
              )}
            </Card>
          </Flex>
        </ScrollArea>
      )}
    </Flex>
  );
}
