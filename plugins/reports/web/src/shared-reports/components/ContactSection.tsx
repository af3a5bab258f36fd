import { GlobalOutlined, MailOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { Button, Card, Flex, Typography } from 'antd';

type Brand = PublicSharedReport['brand'];

/** How to reach the agency behind the report, in its brand colour. */
export function ContactSection({ brand, contact }: { brand: Brand; contact: NonNullable<Brand['contact']> }) {
  const company = brand.companyName;
  return (
    <Card style={{ borderColor: brand.primaryColor, borderWidth: 2 }} data-testid="public-report-contact">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {company ? <Trans>Fale com {company}</Trans> : <Trans>Fale conosco</Trans>}
          </Typography.Title>
          <Typography.Text type="secondary">
            <Trans>Dúvidas sobre este relatório ou sobre as próximas melhorias? Entre em contato.</Trans>
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {contact.email && (
            <Button icon={<MailOutlined />} href={`mailto:${contact.email}`} style={{ borderColor: brand.primaryColor, color: brand.primaryColor }}>
              {contact.email}
            </Button>
          )}
          {contact.website && (
            <Button
              icon={<GlobalOutlined />}
              href={contact.website}
              target="_blank"
              rel="noopener noreferrer"
              style={{ borderColor: brand.primaryColor, color: brand.primaryColor }}
            >
              {contact.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
