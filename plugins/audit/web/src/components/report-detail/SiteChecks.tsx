import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CheckResultView, CheckStatus, SiteCheckView, SiteReportView } from '@otimiza/plugin-audit-shared';
import { Collapse, Flex, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatScore } from '../../lib/format';
import { checkStatusLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';
import { SeverityTag } from '../common/SeverityTag';
import { EvidenceItem } from './EvidenceItem';

type Shown = 'failed' | 'all';
type SitePage = SiteCheckView['pages'][number];

const statusColours: Record<CheckStatus, string | undefined> = { passed: 'success', failed: 'error', no_data: undefined };

/** One check over the site's pages: the pages table, each row opening that page's evidence. */
function SiteCheckPages({ check, results }: { check: SiteCheckView; results: Map<string, CheckResultView> }) {
  const { i18n } = useLingui();
  return (
    <Table<SitePage>
      size="small"
      rowKey="resultId"
      pagination={check.pages.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      dataSource={check.pages}
      scroll={{ x: 'max-content' }}
      data-testid="site-check-pages"
      expandable={{
        rowExpandable: (page) => (results.get(page.resultId)?.evidence.length ?? 0) > 0,
        expandedRowRender: (page) => (
          <Flex vertical gap={8}>
            {results.get(page.resultId)?.evidence.map((evidence, index) => (
              <EvidenceItem key={index} evidence={evidence} />
            ))}
          </Flex>
        ),
      }}
      columns={[
        {
          title: <Trans>Página</Trans>,
          dataIndex: 'url',
          // The page's status comes right after it, within a phone's width; the group is last.
          render: (url: string) => (
            <span style={{ display: 'inline-block', maxWidth: 'min(420px, 50vw)', whiteSpace: 'normal', wordBreak: 'break-all' }}>{url}</span>
          ),
        },
        {
          title: <Trans>Situação</Trans>,
          dataIndex: 'status',
          render: (status: CheckStatus) => (
            <Tag color={statusColours[status]} data-testid="site-page-status">
              {i18n._(checkStatusLabels[status])}
            </Tag>
          ),
        },
        { title: <Trans>Grupo</Trans>, dataIndex: 'group', render: (group: string) => <Typography.Text type="secondary">{group || '—'}</Typography.Text> },
      ]}
    />
  );
}

/**
 * A report over a site audit, check by check: on how many pages each fails, passes or could not be
 * decided, and the pages table with each page's evidence. Failing checks first (on the most pages).
 */
export function SiteChecks({ siteReport, checks }: { siteReport: SiteReportView; checks: CheckResultView[] }) {
  const { t } = useLingui();
  const { language, locale } = useInterfaceLanguage();
  const anyFailed = siteReport.checks.some((check) => check.failed > 0);
  const [shown, setShown] = useState<Shown>(anyFailed ? 'failed' : 'all');
  const results = new Map(checks.map((check) => [check.id, check]));
  const visible = shown === 'failed' ? siteReport.checks.filter((check) => check.failed > 0) : siteReport.checks;

  if (siteReport.checks.length === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>Nenhuma checagem registrada ainda.</Trans>
      </Typography.Text>
    );

  return (
    <Flex vertical gap={12} data-testid="site-checks">
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { value: 'failed', label: t`Reprovadas em alguma página` },
          { value: 'all', label: t`Todas as checagens` },
        ]}
      />
      {visible.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhuma checagem reprovada em nenhuma página.</Trans>
        </Typography.Text>
      ) : (
        <Collapse
          items={visible.map((check) => {
            const decided = check.passed + check.failed;
            const { failed, noData } = check;
            return {
              key: `${check.frameworkId}:${check.checkId}`,
              label: (
                <Flex vertical gap={4} style={{ minWidth: 0 }} data-testid="site-check" data-check={check.checkId}>
                  <Flex gap={6} wrap align="center">
                    <SeverityTag severity={check.severity} />
                    {/* A clause can name several rule sets, wider than a phone: it wraps. */}
                    <Tag variant="outlined" style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
                      {check.clause}
                    </Tag>
                    {failed > 0 ? (
                      <Tag color="error" data-testid="site-check-failed">
                        <Plural value={decided} one={`${failed} de # página`} other={`${failed} de # páginas`} />
                      </Tag>
                    ) : (
                      <Tag color={decided > 0 ? 'success' : undefined}>
                        {decided > 0 ? <Plural value={decided} one="aprovada na página" other="aprovada nas # páginas" /> : <Trans>Sem dados</Trans>}
                      </Tag>
                    )}
                    {noData > 0 && (
                      <Tag>
                        <Plural value={noData} one="# sem dados" other="# sem dados" />
                      </Tag>
                    )}
                    {check.score !== null && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <Trans>{formatScore(check.score, locale)}% das páginas aprovadas</Trans>
                      </Typography.Text>
                    )}
                  </Flex>
                  <Typography.Text strong>{localized(check.title, language)}</Typography.Text>
                </Flex>
              ),
              children: <SiteCheckPages check={check} results={results} />,
            };
          })}
        />
      )}
    </Flex>
  );
}
