import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Input, Pagination, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { analysesListQueryOptions, deleteAnalysis, invalidateAnalysisData } from '../api/analyses';
import { AnalysisHistoryCard } from '../components/history/AnalysisHistoryCard';
import { HistoryExportButton } from '../components/history/HistoryExportButton';
import { ScoreTrendDialog } from '../components/history/ScoreTrendDialog';
import { StatsRow } from '../components/history/StatsRow';
import { AnalysisResultsModal } from '../components/results/AnalysisResultsModal';
import { RouterButton } from '../components/RouterButton';
import { useLinkedAnalysis } from '../hooks/useLinkedAnalysis';
import { useRefreshWhenRunsEnd } from '../hooks/useRefreshWhenRunsEnd';
import { newAnalysisPath } from '../routePaths';
import { CardsSkeleton, EmptyNote, PageHeader, QueryErrorAlert, reachableItems, useDebouncedValue, useDocumentTitle, usePageLink } from '@otimiza/sdk/web';

const pageSize = 12;
/** The analyses page numbers reach. */
const reachable = reachableItems(pageSize);

/**
 * /analysis-history: search by URL (on the server), cards with the four score
 * badges and the date, 'Ver Detalhes' opening the results, delete, pagination, empty and loading states.
 * `?open=<analysisId>` opens that analysis's results with the page (an unknown id shows the dialog's error).
 */
export default function AnalysisHistoryPage() {
  const pageLink = usePageLink();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Histórico de Análises`);
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 350);
  const [page, setPage] = useState(1);
  const [openAnalysisId, setOpenAnalysisId] = useState<string | null>(null);
  const linked = useLinkedAnalysis();
  const [trendUrl, setTrendUrl] = useState<string | null>(null);

  // A new search starts on its first page.
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }

  const list = useQuery(analysesListQueryOptions({ page, limit: pageSize, ...(search ? { search } : {}) }));
  useRefreshWhenRunsEnd(list.data?.analyses);
  const remove = useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: () => {
      notification.success({ title: t`Análise excluída` });
      return invalidateAnalysisData(queryClient);
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir a análise`, description: error.message }),
  });

  // After a delete empties the last page, show the page before it.
  const lastPage = list.data ? Math.max(1, Math.ceil(Math.min(list.data.total, reachable) / pageSize)) : 1;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  const data = list.data;
  const reachableText = reachable.toLocaleString(i18n.locale);
  const searching = list.isFetching && list.isPlaceholderData;
  // With no analysis at all, the search and the figures have nothing to work on.
  const noneAtAll = data !== undefined && data.total === 0 && !search && searchInput === '';

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Histórico de Análises</Trans>}
        lead={<Trans>Todas as análises do seu espaço de trabalho, das mais recentes para as mais antigas.</Trans>}
        extra={
          <Flex gap={8} wrap>
            {!noneAtAll && <HistoryExportButton search={search} />}
            <RouterButton {...pageLink(newAnalysisPath)} buttonType="primary" icon={<PlusOutlined />}>
              <Trans>Nova Análise</Trans>
            </RouterButton>
          </Flex>
        }
      />

      {!noneAtAll && <StatsRow />}

      {!noneAtAll && (
        <Input
          allowClear
          size="large"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          placeholder={t`Buscar por URL`}
          aria-label={t`Buscar por URL`}
          prefix={<SearchOutlined aria-hidden="true" />}
          style={{ maxWidth: 520 }}
          data-testid="history-search"
        />
      )}

      {list.isPending ? (
        <CardsSkeleton label={t`Carregando análises`} />
      ) : list.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as análises</Trans>} query={list} />
      ) : data && data.total === 0 ? (
        <Card>
          {search ? (
            <EmptyNote
              testId="history-empty-search"
              title={<Trans>Nenhuma análise encontrada</Trans>}
              description={<Trans>Nenhuma URL analisada contém “{search}”.</Trans>}
            >
              <Button onClick={() => setSearchInput('')}>
                <Trans>Limpar busca</Trans>
              </Button>
            </EmptyNote>
          ) : (
            <EmptyNote
              testId="history-empty"
              title={<Trans>Nenhuma análise ainda</Trans>}
              description={<Trans>Faça a sua primeira análise: os resultados ficam guardados aqui.</Trans>}
            >
              <RouterButton {...pageLink(newAnalysisPath)} buttonType="primary" icon={<PlusOutlined />}>
                <Trans>Fazer uma análise</Trans>
              </RouterButton>
            </EmptyNote>
          )}
        </Card>
      ) : data ? (
        <Flex vertical gap={16} style={{ opacity: searching ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={searching}>
          <Row gutter={[16, 16]} data-testid="history-list">
            {data.analyses.map((analysis) => (
              <Col key={analysis.id} xs={24} md={12} xl={8}>
                <AnalysisHistoryCard
                  analysis={analysis}
                  onOpen={() => setOpenAnalysisId(analysis.id)}
                  onTrend={() => setTrendUrl(analysis.url)}
                  onDelete={() => remove.mutateAsync(analysis.id).catch(() => undefined)}
                  deleting={remove.isPending && remove.variables === analysis.id}
                />
              </Col>
            ))}
          </Row>
          {data.total > pageSize && (
            <Flex vertical align="center" gap={8}>
              <Pagination
                current={page}
                pageSize={pageSize}
                total={Math.min(data.total, reachable)}
                showSizeChanger={false}
                onChange={(next) => {
                  setPage(next);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
              {data.total > reachable && (
                <Typography.Text type="secondary" data-testid="history-pages-reach">
                  <Trans>As páginas alcançam as {reachableText} análises mais recentes; para as mais antigas, busque pela URL.</Trans>
                </Typography.Text>
              )}
            </Flex>
          )}
        </Flex>
      ) : null}

      <AnalysisResultsModal
        analysisId={openAnalysisId ?? linked.linkedAnalysisId}
        onClose={() => {
          setOpenAnalysisId(null);
          if (linked.linkedAnalysisId) linked.clear();
        }}
      />
      <ScoreTrendDialog url={trendUrl} onClose={() => setTrendUrl(null)} />
    </Flex>
  );
}
