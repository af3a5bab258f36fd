import { ApiOutlined, BgColorsOutlined, GlobalOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, useDocumentTitle } from '@otimiza/sdk/web';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { ApiKeysTab } from '../api-keys/ApiKeysTab';
import { BrandTab } from '../brand/BrandTab';
import { DomainTab } from '../domain/DomainTab';

interface SetupTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * /white-label-setup: `?tab=` picks the tab — domain (the default), brand or api.
 * Only the Enterprise plan reaches it; other plans get the plugin's locked page.
 */
export default function WhiteLabelSetupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Setup White-Label`);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const tabs: SetupTab[] = [
    {
      key: 'domain',
      label: (
        <span>
          <GlobalOutlined /> <Trans>Domínio</Trans>
        </span>
      ),
      content: <DomainTab />,
    },
    {
      key: 'brand',
      label: (
        <span>
          <BgColorsOutlined /> <Trans>Marca</Trans>
        </span>
      ),
      content: <BrandTab />,
    },
    {
      key: 'api',
      label: (
        <span>
          <ApiOutlined /> <Trans>API</Trans>
        </span>
      ),
      content: <ApiKeysTab />,
    },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'domain';
  return (
    <Flex vertical gap={16} data-testid="white-label-page">
      <PageHeader
        title={<Trans>Setup White-Label</Trans>}
        lead={<Trans>Ofereça a plataforma com o seu domínio e a sua marca: seus clientes entram no seu endereço e veem o seu nome e as suas cores.</Trans>}
      />
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, tab: key }), replace: true })}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.content }))}
        destroyOnHidden
      />
    </Flex>
  );
}
