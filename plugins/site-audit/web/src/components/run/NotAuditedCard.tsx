import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { Card, Flex, Table, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { sitemapKindLabel, skippedRows, type SkippedRow } from '../../lib/discoveryLabels';

/**
 * "O que não foi auditado": what discovery read (robots.txt, its crawl-delay, the sitemaps), the
 * addresses it left aside by reason, the pages past the plan's cap, and what was never visited
 * because discovery stopped.
 */
export function NotAuditedCard({ run }: { run: SiteAuditRunView }) {
  const { t } = useLingui();
  const { language } = useInterfaceLanguage();
  const discovery = run.discovery;
  const { overCap, pageCap } = run;
  const crawlDelay = discovery?.robots.crawlDelaySeconds ?? 0;
  return (
    <Card title={<Trans>O que não foi auditado</Trans>} data-testid="site-audit-not-audited">
      {!discovery ? (
        <Typography.Text type="secondary">
          <Trans>O resumo da descoberta aparece quando ela termina.</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            {overCap > 0 ? (
              <Typography.Text data-testid="site-audit-over-cap">
                <Plural
                  value={overCap}
                  one={`# página ficou de fora pelo limite do plano (${pageCap} páginas por auditoria).`}
                  other={`# páginas ficaram de fora pelo limite do plano (${pageCap} páginas por auditoria).`}
                />
              </Typography.Text>
            ) : (
              <Typography.Text>
                <Trans>Nenhuma página ficou de fora pelo limite do plano ({pageCap} páginas por auditoria).</Trans>
              </Typography.Text>
            )}
            <StoppedLine stoppedBy={discovery.stoppedBy} leftOut={discovery.leftOut} />
          </Flex>

          <Flex vertical gap={4}>
            <Typography.Text strong>robots.txt</Typography.Text>
            {discovery.robots.found ? (
              <Typography.Text>
                {crawlDelay > 0 ? (
                  <Trans>Encontrado e respeitado: {crawlDelay} s de intervalo entre as requisições (crawl-delay).</Trans>
                ) : (
                  <Trans>Encontrado e respeitado, sem intervalo pedido entre as requisições.</Trans>
                )}
              </Typography.Text>
            ) : (
              <Typography.Text>
                <Trans>Não encontrado: todas as páginas podiam ser visitadas.</Trans>
              </Typography.Text>
            )}
          </Flex>

          <Flex vertical gap={4}>
            <Typography.Text strong>
              <Trans>Sitemaps</Trans>
            </Typography.Text>
            {discovery.sitemaps.length === 0 ? (
              <Typography.Text type="secondary">
                <Trans>Nenhum sitemap encontrado: as páginas foram descobertas pelos links.</Trans>
              </Typography.Text>
            ) : (
              discovery.sitemaps.map((sitemap) => (
                <Typography.Text key={sitemap.url} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text code>{sitemap.url}</Typography.Text> {sitemapKindLabel(sitemap.kind, language)}
                  {sitemap.entries !== undefined && <SitemapEntries entries={sitemap.entries} />}
                </Typography.Text>
              ))
            )}
          </Flex>

          <Flex vertical gap={4}>
            <Typography.Text strong>
              <Trans>Endereços deixados de lado</Trans>
            </Typography.Text>
            <Table<SkippedRow>
              rowKey="reason"
              size="small"
              pagination={false}
              dataSource={skippedRows(discovery.skippedByReason, language)}
              // Two short columns: the reasons wrap within the card on a phone instead of scrolling.
              locale={{ emptyText: <Trans>Nenhum endereço deixado de lado.</Trans> }}
              columns={[
                { key: 'label', title: t`Motivo`, dataIndex: 'label' },
                { key: 'count', title: t`Endereços`, dataIndex: 'count', align: 'end' },
              ]}
            />
          </Flex>
        </Flex>
      )}
    </Card>
  );
}

function StoppedLine({ stoppedBy, leftOut }: { stoppedBy: 'complete' | 'page-cap' | 'time'; leftOut: number }) {
  if (stoppedBy === 'complete') {
    return (
      <Typography.Text>
        <Trans>A descoberta percorreu todo o site.</Trans>
      </Typography.Text>
    );
  }
  return (
    <Typography.Text data-testid="site-audit-left-out">
      {stoppedBy === 'page-cap' ? <Trans>A descoberta parou ao chegar ao limite de páginas.</Trans> : <Trans>A descoberta parou por tempo.</Trans>}{' '}
      <Plural value={leftOut} one="# endereço conhecido não foi visitado." other="# endereços conhecidos não foram visitados." />
    </Typography.Text>
  );
}

function SitemapEntries({ entries }: { entries: number }) {
  return (
    <Typography.Text type="secondary">
      {' · '}
      <Plural value={entries} one="# entrada" other="# entradas" />
    </Typography.Text>
  );
}
