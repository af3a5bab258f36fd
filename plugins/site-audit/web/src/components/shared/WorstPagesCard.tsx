import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditCategories, type PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { scoreColor } from '@otimiza/sdk/web';
import { Card, Flex, Table, Tooltip, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { plainAuditTitle } from '../../lib/auditTitle';
import { categoryNames, categoryShortNames } from '../../lib/labels';
import { PageAddressCell } from './PageAddressCell';

type WorstPage = PublicSiteAuditReport['worstPages'][number];

/**
 * A shared report's pages with the lowest scores (the server's order, at most 50): the address and
 * template, the four scores and the audits failing on each. The whole table stays with the
 * workspace (its exports).
 */
export function WorstPagesCard({ report }: { report: PublicSiteAuditReport }) {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const titles = new Map(report.failingAudits.map((audit) => [audit.id, plainAuditTitle(pick(audit.title))]));
  const shown = report.worstPages.length;
  const audited = report.run.progress.audited;
  return (
    <Card title={<Trans>Páginas com as notas mais baixas</Trans>} styles={{ title: { whiteSpace: 'normal' } }} data-testid="shared-site-report-pages">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {shown < audited ? (
            <Trans>
              As {shown} páginas com a menor média das quatro notas, das {audited} auditadas.
            </Trans>
          ) : (
            <Trans>As páginas auditadas, da menor média das quatro notas para a maior.</Trans>
          )}
        </Typography.Text>
        <Table<WorstPage>
          rowKey="url"
          size="small"
          dataSource={[...report.worstPages]}
          pagination={shown > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Trans>Nenhuma página auditada.</Trans> }}
          columns={[
            {
              key: 'url',
              title: t`Endereço`,
              render: (_, page) => <PageAddressCell url={page.url} group={page.group} rel="noopener noreferrer nofollow" />,
            },
            ...siteAuditCategories.map((category) => ({
              key: category,
              title: <span title={i18n._(categoryNames[category])}>{i18n._(categoryShortNames[category])}</span>,
              align: 'end' as const,
              render: (_: unknown, page: WorstPage) => <strong style={{ color: scoreColor(page.scores[category]).color }}>{page.scores[category]}</strong>,
            })),
            {
              key: 'failing',
              title: t`Falhas`,
              align: 'end',
              render: (_, page) =>
                page.failingAudits.length === 0 ? (
                  <Typography.Text type="secondary">0</Typography.Text>
                ) : (
                  <Tooltip title={page.failingAudits.map((id) => titles.get(id) ?? id).join(' · ')}>
                    <span>{page.failingAudits.length}</span>
                  </Tooltip>
                ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
