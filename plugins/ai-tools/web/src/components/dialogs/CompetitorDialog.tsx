import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled, TeamOutlined, TrophyOutlined, WarningOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CompetitorAnalysis, CompetitorComparisonRow, CompetitorSite } from '@otimiza/plugin-ai-tools-shared';
import { Alert, App, Button, Col, Empty, Flex, Form, Grid, Input, Progress, Row, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useCompetitorRun } from '../../hooks/useCompetitorRun';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { checkCompetitorInput, maxCompetitors, parseCompetitorLines } from '../../lib/competitorLines';
import { formatMs } from '../../lib/format';
import { scoreColor } from '@otimiza/sdk/web';
import { siteLabel } from '../../lib/siteLabel';
import { BulletList, Section } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { ScoreTile } from '../ScoreTile';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { useToolTarget } from '../ToolTargetContext';
import { useScoreNames } from '../../hooks/useScoreNames';

/** The competitor analysis dialog: competitors one per line, real audits with progress, the comparison. */
export function CompetitorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="competitor-analysis" open={open} onClose={onClose}>
      <CompetitorTool />
    </ToolDialog>
  );
}

function CompetitorTool() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { language } = useInterfaceLanguage();
  const { url, analysisId } = useToolTarget();
  const [lines, setLines] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const { mutation, start, progress } = useCompetitorRun();
  const count = parseCompetitorLines(lines).length;
  const errorTitle = t`Erro na Análise`;
  const fallback = t`Falha ao analisar concorrentes`;

  const analyse = () => {
    const input = checkCompetitorInput(url, lines);
    if (!input.ok) {
      const description =
        input.error === 'required' ? t`Informe a URL do seu site e pelo menos um concorrente.` : t`Informe no máximo ${maxCompetitors} concorrentes.`;
      setInputError(description);
      notification.warning({ title: t`Campos Obrigatórios`, description });
      return;
    }
    setInputError(null);
    start({ url: input.url, competitors: input.competitors, language, ...(analysisId ? { analysisId } : {}) });
  };

  return (
    <Flex vertical gap={20} data-testid="competitor-tool">
      <Flex vertical gap={12}>
        <DialogUrlField id="competitor-url" disabled={mutation.isPending} onSubmit={analyse} />
        <Form layout="vertical" requiredMark={false} disabled={mutation.isPending} component="div">
          <Form.Item
            label={t`Concorrentes (um por linha, até ${maxCompetitors})`}
            htmlFor="competitor-lines"
            validateStatus={inputError ? 'error' : undefined}
            help={inputError ?? undefined}
            extra={
              <Typography.Text type={count > maxCompetitors ? 'danger' : 'secondary'} style={{ fontSize: 13 }}>
                {t`${count} de ${maxCompetitors} concorrentes`}
              </Typography.Text>
            }
            style={{ marginBottom: 12 }}
          >
            <Input.TextArea
              id="competitor-lines"
              value={lines}
              onChange={(event) => {
                setLines(event.target.value);
                if (inputError) setInputError(null);
              }}
              autoSize={{ minRows: 3, maxRows: 7 }}
              placeholder={'https://concorrente-um.com.br\nhttps://concorrente-dois.com.br'}
              spellCheck={false}
              data-testid="competitor-lines"
            />
          </Form.Item>
          <Button type="primary" icon={<TeamOutlined />} onClick={analyse} loading={mutation.isPending} data-testid="analyse-competitors">
            {mutation.isPending ? <Trans>Analisando concorrentes...</Trans> : <Trans>Analisar concorrentes</Trans>}
          </Button>
        </Form>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Trans>
            Cada site é auditado de verdade com o Lighthouse (cerca de 10 s cada) e conta como uma análise do plano; uma análise do seu site com menos de 24 h é
            reaproveitada.
          </Trans>
        </Typography.Text>
      </Flex>

      {mutation.isPending ? (
        <div role="status" aria-live="polite" data-testid="competitor-progress">
          <Typography.Text>{progress?.step ?? t`Preparando as auditorias...`}</Typography.Text>
          <Progress percent={progress?.percent ?? 0} status="active" aria-label={t`Progresso da análise de concorrentes`} />
        </div>
      ) : mutation.failure ? (
        <ToolFailureAlert tool="competitor-analysis" failure={mutation.failure} title={errorTitle} fallback={fallback} onRetry={analyse} />
      ) : mutation.data ? (
        <CompetitorView analysis={mutation.data} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Liste os concorrentes e compare as pontuações com as do seu site.</Trans>} />
      )}
    </Flex>
  );
}

type Metric = CompetitorComparisonRow['metric'];

function useMetricNames(): Record<Metric, string> {
  const names = useScoreNames();
  const { t } = useLingui();
  return { ...names, loadTimeMs: t`Tempo de carregamento` };
}

function CompetitorView({ analysis }: { analysis: CompetitorAnalysis }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useMetricNames();
  const value = (metric: Metric, number: number | null) =>
    number === null ? '—' : metric === 'loadTimeMs' ? formatMs(number, locale) : String(Math.round(number));
  const cards = ['performanceScore', 'seoScore', 'accessibilityScore'] as const;
  const target = siteLabel(analysis.target.url);
  const failedCount = analysis.failed.length;
  // On a phone each row of the tables becomes a small card: no sideways scrolling.
  const compact = !Grid.useBreakpoint().md;
  const sites = [{ ...analysis.target, role: 'target' as const }, ...analysis.competitors.map((site) => ({ ...site, role: 'competitor' as const }))];
  const scoreMetrics = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const;
  // Answers stored before `standing` existed have none: shown as '—' rather than guessed.
  const standingTag = (standing: 'ahead' | 'level' | 'behind' | null | undefined) =>
    standing == null ? (
      '—'
    ) : standing === 'ahead' ? (
      <Tag color="green" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }}>
        {t`À frente`}
      </Tag>
    ) : standing === 'level' ? (
      <Tooltip title={t`A diferença está dentro da variação normal de uma mesma página entre duas execuções.`}>
        <Tag icon={<MinusCircleFilled />} style={{ marginInlineEnd: 0 }}>
          {t`No mesmo nível`}
        </Tag>
      </Tooltip>
    ) : (
      <Tag color="red" icon={<CloseCircleFilled />} style={{ marginInlineEnd: 0 }}>
        {t`Atrás`}
      </Tag>
    );

  return (
    <Flex vertical gap={24} data-testid="competitor-result">
      <SourceNote answer={analysis} />

      <Section title={<Trans>Seu site contra a média dos concorrentes</Trans>} testId="competitor-score-cards">
        <Row gutter={[12, 12]}>
          {cards.map((metric) => {
            const average = analysis.averages[metric];
            const averageText = String(Math.round(average));
            return (
              <Col key={metric} xs={24} sm={8}>
                <ScoreTile
                  label={names[metric]}
                  score={analysis.target[metric]}
                  note={t`Média dos concorrentes: ${averageText}`}
                  testId={`score-card-${metric}`}
                />
              </Col>
            );
          })}
        </Row>
      </Section>

      <Section title={<Trans>Comparação</Trans>} testId="comparison-table">
        {compact ? (
          <Flex vertical gap={8}>
            {analysis.comparison.map((row) => {
              const yours = value(row.metric, row.target);
              const average = value(row.metric, row.competitorAverage);
              const best = row.best ? `${value(row.metric, row.best.value)} · ${row.best.domain}` : '—';
              return (
                <Flex key={row.metric} vertical gap={4} style={{ padding: '8px 12px', border: '1px solid #E2E8F0', borderRadius: 8 }}>
                  <Flex justify="space-between" align="center" gap={8}>
                    <Typography.Text strong>{names[row.metric]}</Typography.Text>
                    {standingTag(row.standing)}
                  </Flex>
                  <Typography.Text style={{ fontSize: 13 }}>
                    <span data-testid={`target-${row.metric}`} style={{ fontWeight: 600 }}>
                      {t`Seu site: ${yours}`}
                    </span>{' '}
                    · {t`Média: ${average}`}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                    {t`Melhor concorrente: ${best}`}
                  </Typography.Text>
                </Flex>
              );
            })}
          </Flex>
        ) : (
          <Table<CompetitorComparisonRow>
            size="small"
            rowKey="metric"
            pagination={false}
            dataSource={analysis.comparison}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'metric', title: t`Medida`, dataIndex: 'metric', render: (metric: Metric) => <Typography.Text strong>{names[metric]}</Typography.Text> },
              {
                key: 'target',
                title: t`Seu site`,
                align: 'right',
                render: (_, row) => <span data-testid={`target-${row.metric}`}>{value(row.metric, row.target)}</span>,
              },
              { key: 'average', title: t`Média dos concorrentes`, align: 'right', render: (_, row) => value(row.metric, row.competitorAverage) },
              {
                key: 'best',
                title: t`Melhor concorrente`,
                render: (_, row) => (row.best ? `${value(row.metric, row.best.value)} · ${row.best.domain}` : '—'),
              },
              { key: 'standing', title: t`Situação`, render: (_, row) => standingTag(row.standing) },
            ]}
          />
        )}
      </Section>

      <Section title={<Trans>Sites auditados</Trans>} testId="competitor-sites">
        {compact ? (
          <Flex vertical gap={8}>
            {sites.map((site) => (
              <Flex key={site.url} vertical gap={6} style={{ padding: '8px 12px', border: '1px solid #E2E8F0', borderRadius: 8 }} data-site={site.url}>
                <Flex gap={6} wrap align="center">
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {siteLabel(site.url)}
                  </Typography.Text>
                  {site.role === 'target' && (
                    <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                      {t`Seu site`}
                    </Tag>
                  )}
                </Flex>
                <Flex gap={6} wrap>
                  {scoreMetrics.map((metric) => (
                    <span key={metric} style={{ fontSize: 12 }}>
                      {names[metric]} <ScoreNumber score={site[metric]} />
                    </span>
                  ))}
                  <span style={{ fontSize: 12 }}>
                    {names.loadTimeMs} <strong>{value('loadTimeMs', site.loadTimeMs)}</strong>
                  </span>
                </Flex>
              </Flex>
            ))}
          </Flex>
        ) : (
          <Table<CompetitorSite & { role: 'target' | 'competitor' }>
            size="small"
            rowKey="url"
            pagination={false}
            dataSource={sites}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'site',
                title: t`Site`,
                render: (_, site) => (
                  <Flex vertical gap={2} style={{ maxWidth: 280 }}>
                    <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                      {siteLabel(site.url)}
                    </Typography.Text>
                    {site.role === 'target' && (
                      <Tag color="blue" style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                        {t`Seu site`}
                      </Tag>
                    )}
                  </Flex>
                ),
              },
              ...scoreMetrics.map((metric) => ({
                key: metric,
                title: names[metric],
                align: 'right' as const,
                render: (_: unknown, site: CompetitorSite) => <ScoreNumber score={site[metric]} />,
              })),
              {
                key: 'load',
                title: names.loadTimeMs,
                align: 'right' as const,
                render: (_: unknown, site: CompetitorSite) => value('loadTimeMs', site.loadTimeMs),
              },
            ]}
          />
        )}
      </Section>

      <Section title={<Trans>Onde os concorrentes estão à frente</Trans>} testId="competitor-gaps">
        {analysis.gaps.length ? (
          <Flex vertical gap={6}>
            {analysis.gaps.map((gap, index) => {
              const metric = names[gap.metric];
              const theirs = value(gap.metric, gap.competitor);
              const yours = value(gap.metric, gap.target);
              const domain = gap.domain;
              return (
                <Flex key={index} gap={8} align="baseline">
                  <WarningOutlined style={{ color: '#CA8A04' }} aria-hidden="true" />
                  <span style={{ overflowWrap: 'anywhere' }}>{t`${domain} em ${metric}: ${theirs} contra ${yours} do seu site`}</span>
                </Flex>
              );
            })}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t`Nenhum concorrente supera ${target} em alguma das pontuações.`}</Typography.Text>
        )}
      </Section>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Section title={<Trans>Oportunidades</Trans>} testId="competitor-opportunities">
            {analysis.insights.opportunities.length ? (
              <BulletList items={analysis.insights.opportunities} />
            ) : (
              <Typography.Text type="secondary">{t`Nenhuma oportunidade encontrada nas pontuações.`}</Typography.Text>
            )}
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section title={<Trans>Recomendações</Trans>} testId="competitor-recommendations">
            <BulletList items={analysis.insights.recommendations} />
          </Section>
        </Col>
      </Row>

      <Section title={<Trans>Resumo</Trans>} testId="competitor-summary">
        <Flex vertical gap={6}>
          <Typography.Paragraph style={{ margin: 0 }}>{analysis.insights.summary}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {analysis.insights.performance}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {analysis.insights.seo}
          </Typography.Paragraph>
          {analysis.insights.accessibility && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {analysis.insights.accessibility}
            </Typography.Paragraph>
          )}
          {analysis.insights.bestPractices && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {analysis.insights.bestPractices}
            </Typography.Paragraph>
          )}
        </Flex>
      </Section>

      <Section
        title={
          <>
            <TrophyOutlined style={{ color: '#CA8A04' }} aria-hidden="true" /> <Trans>Suas vantagens</Trans>
          </>
        }
        testId="competitor-advantages"
      >
        {analysis.target.advantages.length ? (
          <BulletList items={analysis.target.advantages} />
        ) : (
          <Typography.Text type="secondary">{t`Nenhuma medida à frente da média dos concorrentes por enquanto.`}</Typography.Text>
        )}
      </Section>

      {analysis.failed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="competitor-failed"
          title={<Plural value={failedCount} one="# concorrente não pôde ser auditado" other="# concorrentes não puderam ser auditados" />}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {analysis.failed.map((failure) => (
                <li key={failure.url} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text strong>{failure.url}</Typography.Text>: {failure.error}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}

function ScoreNumber({ score }: { score: number }) {
  const colors = scoreColor(score);
  return <span style={{ color: colors.color, background: colors.background, borderRadius: 6, padding: '1px 8px', fontWeight: 600 }}>{Math.round(score)}</span>;
}
