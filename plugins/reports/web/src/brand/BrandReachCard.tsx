import { AppstoreOutlined, FilePdfOutlined, GlobalOutlined, MailOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { usePrimaryColour } from '@otimiza/sdk/web';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

function Place({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  const colour = usePrimaryColour();
  return (
    <Flex gap={10} align="flex-start" data-testid={testId}>
      <span style={{ color: colour, fontSize: 16, lineHeight: '22px' }} aria-hidden="true">
        {icon}
      </span>
      <Typography.Text>{children}</Typography.Text>
    </Flex>
  );
}

/**
 * Where this brand applies, said on the page: PDFs, share pages and report e-mails always; with a white-label brand in
 * force (a name, on Enterprise) the app too, for this workspace's members and its clients', and under an active
 * white-label domain its sign-in pages as well, the product brand removed when asked.
 */
export function BrandReachCard({ settings }: { settings: BrandSettingsPage }) {
  const { whiteLabelBrand, customDomain } = settings;
  const name = whiteLabelBrand?.name ?? '';
  const host = customDomain?.host ?? '';
  const ownBrand = whiteLabelBrand !== null && whiteLabelBrand.name === settings.brandName;
  return (
    <Card title={<Trans>Onde esta marca aparece</Trans>} data-testid="brand-reach" size="small">
      <Flex vertical gap={8}>
        <Place icon={<FilePdfOutlined />}>
          <Trans>Nos relatórios em PDF das análises.</Trans>
        </Place>
        <Place icon={<ShareAltOutlined />}>
          <Trans>Nas páginas dos relatórios compartilhados.</Trans>
        </Place>
        <Place icon={<MailOutlined />}>
          <Trans>Nos e-mails de relatórios, inclusive os recorrentes.</Trans>
        </Place>
        {whiteLabelBrand ? (
          <Place icon={<AppstoreOutlined />} testId="brand-reach-app">
            <Trans>No aplicativo, para os membros desta conta e das contas de clientes: cores, logo e nome da marca no lugar dos da plataforma.</Trans>
          </Place>
        ) : (
          <Typography.Text type="secondary" data-testid="brand-reach-app-unchanged">
            <Trans>O aplicativo mantém a aparência da plataforma.</Trans>
          </Typography.Text>
        )}
        {whiteLabelBrand && customDomain?.status === 'active' && (
          <Place icon={<GlobalOutlined />} testId="brand-reach-domain">
            <Trans>
              Em <strong>{host}</strong>, também nas páginas de entrada e de cadastro; com “Remover a marca Otimiza”, a marca do produto some.
            </Trans>
          </Place>
        )}
        {whiteLabelBrand &&
          (ownBrand ? (
            <Typography.Text data-testid="brand-reach-white-label">
              <Trans>
                A marca White-label <strong>{name}</strong> está ativa: o nome dela substitui o nome da empresa nos relatórios.
              </Trans>
            </Typography.Text>
          ) : (
            <Typography.Text data-testid="brand-reach-white-label">
              <Trans>
                Esta conta é gerenciada pela marca White-label <strong>{name}</strong>: o nome, as cores e o logo dela substituem os daqui nesses lugares; o
                e-mail de contato, o site e a descrição continuam sendo os daqui.
              </Trans>
            </Typography.Text>
          ))}
      </Flex>
    </Card>
  );
}
