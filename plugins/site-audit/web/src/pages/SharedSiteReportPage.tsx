import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, formatDateTime, QueryErrorAlert, SharedPageSkeleton, useDocumentTitle, usePageBrand, useSharedPageMeta } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Alert, Flex, Typography } from 'antd';
import { publicSiteReportQueryOptions } from '../api/share';
import { FailingAuditsCard } from '../components/run/FailingAuditsCard';
import { SiteScoreCards } from '../components/run/SiteScoreCards';
import { TemplateGroupsCard } from '../components/run/TemplateGroupsCard';
import { GeneratedWithProduct } from '../components/shared/GeneratedWithProduct';
import { SharedReportHeader } from '../components/shared/SharedReportHeader';
import { SharedReportNotFound } from '../components/shared/SharedReportNotFound';
import { WorstPagesCard } from '../components/shared/WorstPagesCard';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { siteLabel } from '../lib/siteLabel';

/**
 * /site-report/$token: a site report opened by its share link, signed in or not, read-only: the
 * site's scores and the change since the previous run, the audits failing across pages, the
 * template groups with their proofs and fixes, and the worst pages; in the white-label brand in
 * force for the workspace that shared it. Never indexed by search engines.
 */
export default function SharedSiteReportPage() {
  const { t } = useLingui();
  const { locale, pick } = useInterfaceLanguage();
  useSharedPageMeta();
  const { token } = useParams({ strict: false }) as { token?: string };
  const report = useQuery({ ...publicSiteReportQueryOptions(token ?? ''), enabled: Boolean(token) });
  const data = report.data;
  usePageBrand(data?.brand ?? null);
  useDocumentTitle(data ? `${siteLabel(data.run.url)} · ${t`Relatório do site`}` : t`Relatório do site`);

  if (!token || (report.error instanceof ApiRequestError && report.error.status === 404)) return <SharedReportNotFound />;
  if (report.isError) return <QueryErrorAlert title={t`Não foi possível carregar o relatório`} query={report} />;
  if (!data) return <SharedPageSkeleton label={t`Carregando relatório`} bannerHeight={160} bannerRadius={12} />;

  const { run } = data;
  const sharedOn = formatDateTime(data.sharedAt, locale);
  return (
    <article
      style={{ maxWidth: 1100, width: '100%', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: 24 }}
      data-testid="shared-site-report"
    >
      <SharedReportHeader report={data} />
      {run.status === 'cancelled' && (
        <Alert type="info" showIcon title={<Trans>A auditoria foi interrompida: o relatório traz as páginas auditadas até então.</Trans>} />
      )}
      {run.error && <Alert type="error" showIcon title={<Trans>A auditoria falhou</Trans>} description={pick(run.error)} />}
      {run.progress.audited > 0 && (
        <>
          <SiteScoreCards report={data} />
          <FailingAuditsCard audits={data.failingAudits} />
        </>
      )}
      <TemplateGroupsCard groups={data.groups} />
      {run.progress.audited > 0 && <WorstPagesCard report={data} />}
      <Flex vertical gap={8} align="center">
        <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 13 }}>
          <Trans>Relatório compartilhado em {sharedOn}. As notas do site são a mediana das páginas auditadas com o Lighthouse.</Trans>
        </Typography.Text>
        <GeneratedWithProduct />
      </Flex>
    </article>
  );
}
