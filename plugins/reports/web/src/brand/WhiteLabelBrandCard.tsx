import { CrownOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_BRAND_NAME_LENGTH, type BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { usePageLink, usePlan } from '@otimiza/sdk/web';
import { Card, Divider, Flex, Form, Input, Switch, Tag, Typography } from 'antd';
import { RouterButton } from '../lib/RouterButton';
import { CustomDomainState, wrapping } from './CustomDomainState';

/**
 * The brand's Enterprise-only part: its name and the switch that removes the product brand under the white-label domain,
 * with the domain's state. Without white-label, a short note says what it adds and where the plans are.
 */
export function WhiteLabelBrandCard({ settings }: { settings: BrandSettingsPage }) {
  const { t } = useLingui();
  const pageLink = usePageLink();
  const plan = usePlan();
  return (
    <Card
      title={<Trans>White-label</Trans>}
      extra={
        <Tag color="gold" icon={<CrownOutlined />} style={{ marginInlineEnd: 0 }}>
          Enterprise
        </Tag>
      }
      data-testid="white-label-brand-card"
    >
      {settings.whiteLabelAvailable ? (
        <>
          <Form.Item
            name="brandName"
            label={t`Nome da marca`}
            extra={<Trans>Com um nome, a marca vale no seu domínio, nas contas dos seus clientes e no lugar do nome da empresa nos relatórios.</Trans>}
            rules={[{ max: MAX_BRAND_NAME_LENGTH, message: t`O nome da marca pode ter até ${MAX_BRAND_NAME_LENGTH} caracteres.` }]}
          >
            <Input placeholder={t`Ex.: Painel Parceiro`} maxLength={MAX_BRAND_NAME_LENGTH} data-testid="brand-name" />
          </Form.Item>
          <Flex align="flex-start" gap={12}>
            <Form.Item name="hideProductBrand" valuePropName="checked" style={{ margin: 0 }}>
              <Switch aria-label={t`Remover a marca Otimiza`} data-testid="hide-product-brand" />
            </Form.Item>
            <div>
              <Typography.Text strong>
                <Trans>Remover a marca Otimiza</Trans>
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                <Trans>
                  Sem ela, o rodapé do seu domínio mostra “Com tecnologia Otimiza”. Com ela, as páginas de entrada e de cadastro, o cabeçalho, o rodapé e os
                  títulos das abas mostram só a sua marca.
                </Trans>
              </Typography.Paragraph>
            </div>
          </Flex>
          <Divider style={{ margin: '16px 0' }} />
          <CustomDomainState domain={settings.customDomain} />
        </>
      ) : (
        <Flex vertical gap={12} data-testid="domain-locked">
          <Typography.Text type="secondary">
            <Trans>
              Nome da marca, domínio próprio e a remoção da marca Otimiza fazem parte do White-label, no plano Enterprise. Os demais campos já valem nos seus
              relatórios.
            </Trans>
          </Typography.Text>
          {plan.plan !== null && (
            <div>
              <RouterButton {...pageLink('/pricing')} icon={<CrownOutlined />} style={wrapping}>
                <Trans>Ver planos</Trans>
              </RouterButton>
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
