import { GlobalOutlined, MailOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { readableTextOn } from '../shared-reports/lib/readableText';

export interface BrandLook {
  companyName: string;
  logoSrc: string | null;
  primaryColor: string;
  secondaryColor: string;
  contactEmail: string;
  websiteUrl: string;
  description: string;
}

/**
 * How the top of a report looks with this brand: the header in the primary colour with the logo
 * and the company, section titles and accents in the secondary colour, the contact line at the
 * foot. Only the brand is shown; the report's figures come from each analysis.
 */
export function BrandReportPreview({ look, large = false }: { look: BrandLook; large?: boolean }) {
  const headerText = readableTextOn(look.primaryColor);
  const company = look.companyName.trim();
  const logoSize = large ? 64 : 44;
  return (
    <div
      data-testid="brand-preview"
      style={{ border: '1px solid #E2E8F0', borderRadius: 12, overflow: 'hidden', background: '#FFFFFF', boxShadow: '0 1px 3px rgba(15, 23, 42, 0.08)' }}
    >
      <Flex
        align="center"
        gap={14}
        style={{
          background: look.primaryColor,
          color: headerText,
          padding: large ? '24px 28px' : '16px 18px',
          borderBottom: `6px solid ${look.secondaryColor}`,
        }}
      >
        {look.logoSrc ? (
          <img
            src={look.logoSrc}
            alt=""
            width={logoSize}
            height={logoSize}
            style={{ objectFit: 'contain', background: '#FFFFFF', borderRadius: 8, padding: 4, flex: 'none' }}
          />
        ) : (
          <Flex
            align="center"
            justify="center"
            aria-hidden="true"
            style={{ width: logoSize, height: logoSize, borderRadius: 8, border: `2px dashed ${headerText}`, opacity: 0.7, flex: 'none', fontWeight: 700 }}
          >
            {(company[0] ?? '?').toUpperCase()}
          </Flex>
        )}
        <div style={{ minWidth: 0 }}>
          <div style={{ fontSize: large ? 22 : 16, fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {company || <Trans>Nome da sua empresa</Trans>}
          </div>
          <div style={{ fontSize: large ? 14 : 12, opacity: 0.9 }}>
            <Trans>Relatório de SEO e Performance</Trans>
          </div>
        </div>
      </Flex>

      <Flex vertical gap={large ? 18 : 12} style={{ padding: large ? '24px 28px' : '16px 18px' }}>
        {look.description.trim() && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: large ? 14 : 13 }} ellipsis={large ? false : { rows: 2 }}>
            {look.description}
          </Typography.Paragraph>
        )}
        <PreviewSection colour={look.secondaryColor} large={large}>
          <Trans>Resumo das pontuações</Trans>
        </PreviewSection>
        <PreviewSection colour={look.secondaryColor} large={large}>
          <Trans>Recomendações</Trans>
        </PreviewSection>
        <Typography.Text type="secondary" style={{ fontSize: 12, fontStyle: 'italic' }}>
          <Trans>Os números de cada relatório vêm da análise correspondente.</Trans>
        </Typography.Text>
      </Flex>

      <Flex
        gap={16}
        wrap
        style={{ padding: large ? '12px 28px' : '10px 18px', background: '#F8FAFC', borderTop: '1px solid #E2E8F0', fontSize: 12, color: '#475569' }}
      >
        {look.contactEmail.trim() || look.websiteUrl.trim() ? (
          <>
            {look.contactEmail.trim() && (
              <span style={{ overflowWrap: 'anywhere' }}>
                <MailOutlined aria-hidden="true" /> {look.contactEmail}
              </span>
            )}
            {look.websiteUrl.trim() && (
              <span style={{ overflowWrap: 'anywhere' }}>
                <GlobalOutlined aria-hidden="true" /> {look.websiteUrl}
              </span>
            )}
          </>
        ) : (
          <span>
            <Trans>Seu e-mail e site de contato aparecem aqui.</Trans>
          </span>
        )}
      </Flex>
    </div>
  );
}

/** A section title in the secondary colour over grey lines standing for its text. */
function PreviewSection({ colour, large, children }: { colour: string; large: boolean; children: ReactNode }) {
  return (
    <div>
      <div style={{ color: colour, fontWeight: 700, fontSize: large ? 15 : 13, borderLeft: `4px solid ${colour}`, paddingLeft: 8, marginBottom: 8 }}>
        {children}
      </div>
      <Flex vertical gap={6} aria-hidden="true">
        {[92, 78, 60].map((width) => (
          <div key={width} style={{ height: large ? 8 : 6, width: `${width}%`, borderRadius: 4, background: '#E2E8F0' }} />
        ))}
      </Flex>
    </div>
  );
}
