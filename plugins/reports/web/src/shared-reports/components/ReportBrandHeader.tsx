import { CalendarOutlined, DesktopOutlined, LinkOutlined, MobileOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { Flex, Typography } from 'antd';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatDate } from '../lib/format';
import { brandHeaderColours } from '../lib/readableText';

/**
 * The top of a shared report in the workspace's brand: logo, company, title, description, the page
 * and the date, on the brand's gradient with text that reads on all of it (contrast ≥ 4.5).
 */
export function ReportBrandHeader({ report }: { report: PublicSharedReport }) {
  const { locale } = useInterfaceLanguage();
  const { brand, analysis } = report;
  const { from, to, text } = brandHeaderColours(brand.primaryColor, brand.secondaryColor);
  return (
    <header
      style={{
        borderRadius: 16,
        padding: 'clamp(20px, 4vw, 36px)',
        color: text,
        background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
      }}
      data-testid="public-report-header"
      data-text-colour={text}
    >
      <Flex vertical gap={16}>
        {(brand.logoUrl || brand.companyName) && (
          <Flex align="center" gap={12} wrap>
            {brand.logoUrl && (
              <img
                src={brand.logoUrl}
                alt={brand.companyName || ''}
                style={{ height: 44, maxWidth: 180, objectFit: 'contain', background: '#FFFFFF', borderRadius: 8, padding: 4 }}
              />
            )}
            {brand.companyName && (
              <span style={{ fontSize: 18, fontWeight: 600 }} data-testid="public-report-company">
                {brand.companyName}
              </span>
            )}
          </Flex>
        )}
        <div>
          <Typography.Title level={1} style={{ color: text, margin: 0, fontSize: 'clamp(24px, 4vw, 34px)', overflowWrap: 'anywhere' }}>
            {report.title}
          </Typography.Title>
          {report.description && <p style={{ margin: '8px 0 0', fontSize: 16, maxWidth: 760, whiteSpace: 'pre-line' }}>{report.description}</p>}
        </div>
        <Flex gap={20} wrap style={{ fontSize: 14 }}>
          <span style={{ overflowWrap: 'anywhere' }}>
            <LinkOutlined aria-hidden="true" /> <Trans>Página analisada:</Trans>{' '}
            <a href={analysis.url} target="_blank" rel="noopener noreferrer nofollow" style={{ color: text, textDecoration: 'underline' }}>
              {analysis.url}
            </a>
          </span>
          <span>
            <CalendarOutlined aria-hidden="true" /> <Trans>Analisada em</Trans>{' '}
            <time dateTime={analysis.analyzedAt}>{formatDate(analysis.analyzedAt, locale)}</time>
          </span>
          <span>
            {analysis.strategy === 'mobile' ? <MobileOutlined aria-hidden="true" /> : <DesktopOutlined aria-hidden="true" />}{' '}
            {analysis.strategy === 'mobile' ? 'Mobile' : 'Desktop'}
          </span>
        </Flex>
      </Flex>
    </header>
  );
}
