import { BgColorsOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { usePageLink } from '@otimiza/sdk/web';
import { createLink } from '@tanstack/react-router';
import { Button, Card, Flex, Typography, type ButtonProps } from 'antd';

const RouterButton = createLink((props: Omit<ButtonProps, 'href'>) => <Button type="primary" {...props} />);

/**
 * The brand tab: the brand is one, edited on /brand-settings with every field (the reports' and white-label's), so this
 * tab holds no second form and only leads there.
 */
export function BrandTab() {
  const pageLink = usePageLink();
  return (
    <Card data-testid="brand-moved">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Title level={4} style={{ margin: 0 }}>
          <Trans>A marca fica em Configurações da marca</Trans>
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>
            Nome da marca, empresa, logo, cores e a remoção da marca Otimiza estão numa só tela, com o que vale nos relatórios e o que vale no seu domínio.
          </Trans>
        </Typography.Paragraph>
        <RouterButton {...pageLink('/brand-settings')} icon={<BgColorsOutlined />} data-testid="brand-settings-link">
          <Trans>Abrir Configurações da marca</Trans>
        </RouterButton>
      </Flex>
    </Card>
  );
}
