import { InfoCircleOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { Alert, Flex, Typography } from 'antd';

/**
 * Where these settings show, said on the page: PDFs, share pages and report e-mails carry them; the app itself keeps
 * the product's look (or the white-label brand's). Under a white-label brand in force, its name, colours and logo
 * stand over these in every one of them, and the contact and description stay these.
 */
export function BrandReachCard({ whiteLabelBrand }: { whiteLabelBrand: BrandSettingsPage['whiteLabelBrand'] }) {
  const name = whiteLabelBrand?.name ?? '';
  return (
    <Alert
      type={whiteLabelBrand ? 'warning' : 'info'}
      showIcon
      icon={<InfoCircleOutlined />}
      data-testid="brand-reach"
      title={<Trans>Onde esta marca aparece</Trans>}
      description={
        <Flex vertical gap={6}>
          <Typography.Text>
            <Trans>Nos PDFs das análises, nas páginas dos relatórios compartilhados e nos e-mails de relatórios. O aplicativo não muda de cor com ela.</Trans>
          </Typography.Text>
          {whiteLabelBrand && (
            <Typography.Text data-testid="brand-reach-white-label">
              <Trans>
                A marca White-label <strong>{name}</strong> está ativa: o nome, as cores e o logo dela substituem os daqui nesses lugares; o e-mail de contato,
                o site e a descrição continuam sendo os daqui.
              </Trans>
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
