import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditRow } from '@otimiza/plugin-analytics-shared';
import { formatDateTime, RouterButton, scoreColor, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import { siteAuditsQueryOptions } from '../api/dashboard';
import { formatNumber } from '../lib/format';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { QueryState } from './QueryState';

type Category = keyof SiteAuditRow['medians'];

function Median({ value, locale }: { value: number | undefined; locale: string }) {
  if (value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return <Typography.Text style={{ color: scoreColor(value).color, fontWeight: 600 }}>{formatNumber(value, locale)}</Typography.Text>;
}

/**
 * The workspace's newest whole-site audits, each with its pages and category
 * medians and a link to its report. Shown only when the site-audit plugin is installed; with it and
 * no finished run, it says so.
 */
export function SiteAuditsCard({ autoRefresh }: { autoRefresh: boolean }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const list = useQuery(siteAuditsQueryOptions(autoRefresh));
  // Nothing until the server says whether the site-audit plugin is installed: no card promising what may not come.
  if (list.isPending || (list.data && !list.data.installed)) return null;
  const median = (category: Category) => ({
    align: 'right' as const,
    render: (_: unknown, row: SiteAuditRow) => <Median value={row.medians[category]} locale={locale} />,
  });
  return (
    <QueryState query={list} title={t`Não foi possível carregar as auditorias de site`}>
      {(data) => {
        const limit = data.limit;
        return (
          <Card size="small" title={t`Auditorias de site`} data-testid="site-audits-card">
            {data.siteAudits.length === 0 ? (
              <EmptyState testId="site-audits-empty">
                <Trans>Nenhuma auditoria de site concluída neste espaço de trabalho.</Trans>
              </EmptyState>
            ) : (
              <Flex vertical gap={8}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <Trans>As {limit} mais recentes; cada nota é a mediana das páginas auditadas.</Trans>
                </Typography.Text>
                <ScrollArea label={t`Auditorias de site`}>
                  <Table<SiteAuditRow>
                    size="small"
                    rowKey="runId"
                    pagination={false}
                    scroll={{ x: true }}
                    dataSource={data.siteAudits}
                    data-testid="site-audits-table"
                    columns={[
                      {
                        title: t`Endereço`,
                        key: 'url',
                        render: (_, row) => (
                          <Flex vertical gap={0} align="flex-start" style={{ minWidth: 160 }}>
                            <RouterButton
                              to={row.reportPath}
                              buttonType="link"
                              size="small"
                              style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                            >
                              <span style={{ overflowWrap: 'anywhere' }}>{row.url}</span>
                            </RouterButton>
                            <Flex gap={4} wrap>
                              <Tag>{row.strategy === 'desktop' ? t`computador` : t`celular`}</Tag>
                              {row.status === 'cancelled' && <Tag color="orange">{t`cancelada`}</Tag>}
                            </Flex>
                          </Flex>
                        ),
                      },
                      { title: t`Concluída em`, key: 'finishedAt', render: (_, row) => formatDateTime(row.finishedAt, language) },
                      {
                        title: t`Páginas`,
                        key: 'pages',
                        align: 'right',
                        render: (_, row) => (
                          <Flex vertical gap={0} align="flex-end">
                            <span>{formatNumber(row.pagesAudited, locale, 0)}</span>
                            {row.pagesFailed > 0 && (
                              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                                <Plural value={row.pagesFailed} one="# falhou" other="# falharam" />
                              </Typography.Text>
                            )}
                          </Flex>
                        ),
                      },
                      { title: t`Desempenho`, key: 'performance', ...median('performance') },
                      { title: t`Acessibilidade`, key: 'accessibility', ...median('accessibility') },
                      { title: t`SEO`, key: 'seo', ...median('seo') },
                      { title: t`Boas práticas`, key: 'bestPractices', ...median('bestPractices') },
                    ]}
                  />
                </ScrollArea>
              </Flex>
            )}
          </Card>
        );
      }}
    </QueryState>
  );
}
