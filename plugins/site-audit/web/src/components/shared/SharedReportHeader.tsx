import { CalendarOutlined, ClusterOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import type { PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Flex, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { siteLabel } from '../../lib/siteLabel';

/** The product's blue, for a report shared without a white-label brand. */
const productColour = '#2563EB';

/**
 * The top of a shared site report: the brand in force (logo and name) over its colour, the site,
 * the device, when it was audited and how many of its pages.
 */
export function SharedReportHeader({ report }: { report: PublicSiteAuditReport }) {
  const { locale } = useInterfaceLanguage();
  const { run, brand } = report;
  const auditedOn = formatDateTime(run.finishedAt ?? run.createdAt, locale);
  const { audited, discovered } = run.progress;
  const sample = run.samplePerGroup;
  return (
    <header
      style={{
        background: '#FFFFFF',
        border: '1px solid #E2E8F0',
        borderTop: `6px solid ${brand?.primaryColor ?? productColour}`,
        borderRadius: 12,
        padding: 'clamp(16px, 4vw, 28px)',
      }}
      data-testid="shared-site-report-header"
    >
      <Flex vertical gap={12}>
        {brand && (
          <Flex align="center" gap={12} wrap>
            {brand.logoUrl && <img src={brand.logoUrl} alt="" style={{ height: 40, maxWidth: 160, objectFit: 'contain' }} />}
            <span style={{ fontSize: 16, fontWeight: 600, color: '#0F172A' }} data-testid="shared-site-report-brand">
              {brand.name}
            </span>
          </Flex>
        )}
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">
            <Trans>Relatório do site</Trans>
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(22px, 4vw, 30px)', overflowWrap: 'anywhere' }}>
            {siteLabel(run.url)}
          </Typography.Title>
        </Flex>
        <Flex gap={16} wrap style={{ color: '#475569' }}>
          <span>
            {run.strategy === 'mobile' ? <MobileOutlined aria-hidden="true" /> : <DesktopOutlined aria-hidden="true" />}{' '}
            {run.strategy === 'mobile' ? <Trans>Celular</Trans> : <Trans>Computador</Trans>}
          </span>
          <span>
            <CalendarOutlined aria-hidden="true" /> <Trans>Auditado em {auditedOn}</Trans>
          </span>
          <span>
            <ClusterOutlined aria-hidden="true" />{' '}
            <Trans>
              Páginas auditadas: {audited} de {discovered} encontradas
            </Trans>
            {' · '}
            {run.auditAll ? <Trans>todas as páginas</Trans> : <Plural value={sample} one="# página por modelo" other="# páginas por modelo" />}
          </span>
        </Flex>
      </Flex>
    </header>
  );
}
