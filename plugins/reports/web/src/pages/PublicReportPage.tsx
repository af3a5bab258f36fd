import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, QueryErrorAlert, SharedPageSkeleton, useDocumentTitle, usePageBrand, useSharedPageMeta } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Flex, Typography } from 'antd';
import { publicReportQueryOptions } from '../shared-reports/api/sharedReports';
import { ContactSection } from '../shared-reports/components/ContactSection';
import { GeneratedWithOtimiza } from '../shared-reports/components/GeneratedWithOtimiza';
import { MetricsSection } from '../shared-reports/components/MetricsSection';
import { RecommendationsSection } from '../shared-reports/components/RecommendationsSection';
import { SatisfactionQuestion } from '../shared-reports/components/SatisfactionQuestion';
import { ReportBrandHeader } from '../shared-reports/components/ReportBrandHeader';
import { ReportNotFound } from '../shared-reports/components/ReportNotFound';
import { ScoreOverview } from '../shared-reports/components/ScoreOverview';
import { ShareActions } from '../shared-reports/components/ShareActions';
import { VerifiedImprovementSection } from '../shared-reports/components/VerifiedImprovementSection';
import { useInterfaceLanguage } from '../shared-reports/hooks/useInterfaceLanguage';
import { useShareBeacons } from '../shared-reports/hooks/useShareBeacons';
import { formatDate } from '../shared-reports/lib/format';

/**
 * /r/$token: a shared report as a visitor sees it — signed in or not — in the brand
 * of the workspace that shared it, and the page's frame in its white-label brand when one is in
 * force, whatever host it is opened under; never indexed by search engines.
 */
export default function PublicReportPage() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  useSharedPageMeta();
  const { token } = useParams({ strict: false }) as { token?: string };
  const report = useQuery({ ...publicReportQueryOptions(token ?? ''), enabled: Boolean(token) });
  const data = report.data;
  usePageBrand(data?.whiteLabel ?? null);
  // Time in view, sections seen, downloads and shares of this page load, under the visit id the server gave it (none for members).
  const track = useShareBeacons(token, data?.viewId);
  // The title ends with the brand in force's name already (useDocumentTitle): a white-label brand's is not said twice.
  const company = data && !data.whiteLabel ? data.brand.companyName : '';
  useDocumentTitle(data ? (company ? `${data.title} · ${company}` : data.title) : t`Relatório compartilhado`);

  if (!token || (report.error instanceof ApiRequestError && report.error.status === 404)) return <ReportNotFound />;
  if (report.isError) return <QueryErrorAlert title={t`Não foi possível carregar o relatório`} query={report} />;
  if (!data) return <SharedPageSkeleton label={t`Carregando relatório`} bannerHeight={180} bannerRadius={16} />;

  const { analysis, brand } = data;
  const sharedOn = formatDate(data.createdAt, locale);
  return (
    <article style={{ maxWidth: 1100, marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: 32 }} data-testid="public-report">
      <ReportBrandHeader report={data} />
      <ShareActions title={data.title} onDone={track} />
      <div data-share-section="scores">
        <ScoreOverview scores={analysis.scores} charts={data.includeCharts} />
      </div>
      {analysis.verified && (
        <div data-share-section="verification">
          <VerifiedImprovementSection verified={analysis.verified} />
        </div>
      )}
      {analysis.metrics && (
        <div data-share-section="metrics">
          <MetricsSection metrics={analysis.metrics} />
        </div>
      )}
      {analysis.recommendations && (
        <div data-share-section="recommendations">
          <RecommendationsSection recommendations={analysis.recommendations} />
        </div>
      )}
      {brand.contact && (
        <div data-share-section="contact">
          <ContactSection brand={brand} contact={brand.contact} />
        </div>
      )}
      {data.satisfactionSurvey && (
        <SatisfactionQuestion answerPath={data.satisfactionSurvey.answerPath} company={data.whiteLabel?.name ?? brand.companyName} color={brand.primaryColor} />
      )}
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 13 }}>
          <Trans>Relatório compartilhado em {sharedOn}. As pontuações vêm de uma auditoria Lighthouse da página.</Trans>
        </Typography.Text>
        <GeneratedWithOtimiza />
      </Flex>
    </article>
  );
}
