import { FilterOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { Button, Card, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { categoryNames } from '../../lib/labels';
import { siteLabel } from '../../lib/siteLabel';
import { AuditTitle } from '../AuditTitle';

/** A failing audit as the workspace's report and a share link's both give it (the link's examples carry no page ids). */
type AuditShown = PublicSiteAuditReport['failingAudits'][number];

/**
 * "Auditorias com falha em várias páginas", in the order the API gives (pages affected × weight):
 * how many pages each fails on, its category, a few of the pages, and, with `onShowPages`, a
 * button that filters the pages table by it.
 */
export function FailingAuditsCard({ audits, onShowPages }: { audits: readonly AuditShown[]; onShowPages?: (auditId: string) => void }) {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  return (
    <Card
      title={<Trans>Auditorias com falha em várias páginas</Trans>}
      styles={{ title: { whiteSpace: 'normal' }, body: { padding: 0 } }}
      data-testid="site-audit-failing"
    >
      <Table<AuditShown>
        rowKey="id"
        size="middle"
        pagination={audits.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        dataSource={[...audits]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Trans>Nenhuma auditoria falha nas páginas auditadas até agora.</Trans> }}
        expandable={{
          rowExpandable: (audit) => audit.examples.length > 0,
          expandedRowRender: (audit) => (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">
                <Trans>Algumas das páginas:</Trans>
              </Typography.Text>
              {audit.examples.map((example) => (
                <Typography.Link key={example.url} href={example.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {siteLabel(example.url)}
                </Typography.Link>
              ))}
            </Flex>
          ),
        }}
        columns={[
          {
            key: 'title',
            title: t`Auditoria`,
            render: (_, audit) => (
              <span style={{ display: 'inline-block', minWidth: 180, maxWidth: 360, whiteSpace: 'normal' }}>
                <AuditTitle title={pick(audit.title)} />
              </span>
            ),
          },
          {
            key: 'pages',
            title: t`Páginas`,
            render: (_, audit) => {
              const { pages, of } = audit;
              return (
                <Flex vertical gap={0} style={{ minWidth: 140 }}>
                  <span style={{ whiteSpace: 'nowrap' }}>
                    <Plural value={of} one={`${pages} de # página`} other={`${pages} de # páginas`} />
                  </span>
                  <Progress percent={of > 0 ? Math.round((pages / of) * 100) : 0} size="small" showInfo={false} strokeColor="#DC2626" aria-hidden="true" />
                </Flex>
              );
            },
          },
          {
            key: 'category',
            title: t`Categoria`,
            render: (_, audit) => <Tag style={{ marginInlineEnd: 0 }}>{i18n._(categoryNames[audit.category])}</Tag>,
          },
          ...(onShowPages
            ? [
                {
                  key: 'filter',
                  title: t`Filtrar`,
                  render: (_: unknown, audit: AuditShown) => (
                    <Button size="small" icon={<FilterOutlined />} onClick={() => onShowPages(audit.id)}>
                      <Trans>Ver páginas</Trans>
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
