import { AlertOutlined, BarChartOutlined, BellOutlined, FileTextOutlined, NotificationOutlined, SettingOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, PageTabs, useDocumentTitle, type PageTab } from '@otimiza/sdk/web';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Flex } from 'antd';
import { AnalyticsTab } from '../components/analytics/AnalyticsTab';
import { CampaignsTab } from '../components/campaigns/CampaignsTab';
import { NotificationsTab } from '../components/notifications/NotificationsTab';
import { RulesTab } from '../components/rules/RulesTab';
import { SettingsTab } from '../components/settings/SettingsTab';
import { SummaryCards } from '../components/summary/SummaryCards';
import { TemplatesTab } from '../components/templates/TemplatesTab';

/**
 * /notification-center: four summary cards and six tabs — notifications (the
 * default), settings, templates, campaigns, rules and analytics; `?tab=` picks one.
 */
export default function NotificationCenterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Central de Notificações`);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const tabs: PageTab[] = [
    { key: 'notifications', icon: <BellOutlined />, label: t`Notificações`, content: <NotificationsTab /> },
    { key: 'settings', icon: <SettingOutlined />, label: t`Configurações`, content: <SettingsTab /> },
    { key: 'templates', icon: <FileTextOutlined />, label: t`Templates`, content: <TemplatesTab /> },
    { key: 'campaigns', icon: <NotificationOutlined />, label: t`Campanhas`, content: <CampaignsTab /> },
    { key: 'rules', icon: <AlertOutlined />, label: t`Regras`, content: <RulesTab /> },
    { key: 'analytics', icon: <BarChartOutlined />, label: t`Análises`, content: <AnalyticsTab /> },
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
      <PageTabs
        tabs={tabs}
        activeKey={active}
        onChange={(key) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, tab: key }), replace: true })}
        destroyOnHidden
        data-testid="notification-center-tabs"
      />
    </Flex>
  );
}
