import { AlertOutlined, BarChartOutlined, BellOutlined, FileTextOutlined, NotificationOutlined, SettingOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, useDocumentTitle } from '@otimiza/sdk/web';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { AnalyticsTab } from '../components/analytics/AnalyticsTab';
import { CampaignsTab } from '../components/campaigns/CampaignsTab';
import { NotificationsTab } from '../components/notifications/NotificationsTab';
import { RulesTab } from '../components/rules/RulesTab';
import { SettingsTab } from '../components/settings/SettingsTab';
import { SummaryCards } from '../components/summary/SummaryCards';
import { TemplatesTab } from '../components/templates/TemplatesTab';

interface CentreTab {
  key: string;
  icon: ReactNode;
  label: ReactNode;
  content: ReactNode;
}

/**
 * /notification-center (spec 001 §2.3): four summary cards and six tabs — notifications (the
 * default), settings, templates, campaigns, rules and analytics; `?tab=` picks one.
 */
export default function NotificationCenterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Central de Notificações`);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const tabs: CentreTab[] = [
    { key: 'notifications', icon: <BellOutlined />, label: <Trans>Notificações</Trans>, content: <NotificationsTab /> },
    { key: 'settings', icon: <SettingOutlined />, label: <Trans>Configurações</Trans>, content: <SettingsTab /> },
    { key: 'templates', icon: <FileTextOutlined />, label: <Trans>Templates</Trans>, content: <TemplatesTab /> },
    { key: 'campaigns', icon: <NotificationOutlined />, label: <Trans>Campanhas</Trans>, content: <CampaignsTab /> },
    { key: 'rules', icon: <AlertOutlined />, label: <Trans>Regras</Trans>, content: <RulesTab /> },
    { key: 'analytics', icon: <BarChartOutlined />, label: <Trans>Análises</Trans>, content: <AnalyticsTab /> },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'notifications';
  return (
    <Flex vertical gap={24} data-testid="notification-center">
      <PageHeader
        title={<Trans>Central de Notificações</Trans>}
        lead={<Trans>Alertas das suas análises e regras, avisos do sistema e campanhas para a sua equipe e os seus clientes, num só lugar.</Trans>}
      />
      <SummaryCards />
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, tab: key }), replace: true })}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: (
            <span>
              {tab.icon} {tab.label}
            </span>
          ),
          children: tab.content,
        }))}
        destroyOnHidden
        data-testid="notification-center-tabs"
      />
    </Flex>
  );
}
