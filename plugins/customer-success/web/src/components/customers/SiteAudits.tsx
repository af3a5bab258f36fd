import { ClusterOutlined, RightOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CustomerSiteAudit } from '@otimiza/plugin-customer-success-shared';
import { formatDateTime, RouterButton } from '@otimiza/sdk/web';
import { Flex, Typography } from 'antd';

/** A median as the language writes it (a median of an even number of pages may end in ,5). */
const medianText = (value: number, locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en' : 'pt-BR', { maximumFractionDigits: 1 }).format(value);

/**
 * The whole-site audits behind the client's product factor: each category's median over the
 * audited pages, when it finished (Brasília), and its report when the run is in this workspace.
 * Nothing at all without the site-audit plugin or without a site audit of the client's sites.
 */
export function SiteAudits({ audits }: { audits: readonly CustomerSiteAudit[] | undefined }) {
  const { i18n } = useLingui();
  if (!audits?.length) return null;
  const locale = i18n.locale;
  return (
    <Flex vertical gap={4} data-testid="customer-site-audits">
      {audits.map((audit) => {
        const performance = medianText(audit.medians.performance, locale);
        const accessibility = medianText(audit.medians.accessibility, locale);
        const seo = medianText(audit.medians.seo, locale);
        const bestPractices = medianText(audit.medians.bestPractices, locale);
        const finished = formatDateTime(audit.finishedAt, locale);
        const address = audit.url;
        return (
          <Flex key={audit.runId} gap={8} align="center" wrap data-testid="customer-site-audit">
            <Typography.Text style={{ fontSize: 13, minWidth: 0, overflowWrap: 'anywhere' }}>
              <ClusterOutlined aria-hidden="true" />{' '}
              <Trans>
                Auditoria do site {address}: mediana de desempenho {performance}, acessibilidade {accessibility}, SEO {seo}, boas práticas {bestPractices}
              </Trans>{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                (<Plural value={audit.pages} one="# página" other="# páginas" />, {finished})
              </Typography.Text>
            </Typography.Text>
            {audit.reportPath && (
              <RouterButton to={audit.reportPath} buttonType="link" size="small" icon={<RightOutlined />} iconPlacement="end" style={{ paddingInline: 0 }}>
                <Trans>Abrir auditoria do site</Trans>
              </RouterButton>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
