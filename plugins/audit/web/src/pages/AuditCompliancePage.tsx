import { BarChartOutlined, DashboardOutlined, FileSearchOutlined, PlusOutlined, SafetyCertificateOutlined, SafetyOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { auditManifest } from '@otimiza/plugin-audit-shared/manifest';
import { PageHeader, PageTabs, useDocumentTitle, type PageTab } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { analyticsQueryOptions } from '../api/analytics';
import { AnalyticsTab } from '../components/analytics/AnalyticsTab';
import { LoadError } from '../components/common/LoadError';
import { ComplianceTab } from '../components/compliance/ComplianceTab';
import { NewAuditModal } from '../components/create/NewAuditModal';
import { FrameworksTab } from '../components/frameworks/FrameworksTab';
import { MonitoringTab } from '../components/monitoring/MonitoringTab';
import { ReportDrawer } from '../components/report-detail/ReportDrawer';
import { ReportsTab } from '../components/reports/ReportsTab';
import { SummaryCards } from '../components/summary/SummaryCards';
import { isUpgradeRequired } from '../lib/upgradeRequired';

type SearchUpdate = Record<string, unknown>;

/**
 * /audit-compliance: four summary cards, 'Nova Auditoria' and five tabs — reports
 * (the default), frameworks, monitoring, analytics and compliance; `?tab=` picks one and
 * `?report=<id>` opens a report.
 */
export default function AuditCompliancePage() {
  const { i18n, t } = useLingui();
  const title = i18n._(auditManifest.displayName);
  useDocumentTitle(title);
  const search = useSearch({ strict: false }) as SearchUpdate;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // The cards' query tells whether the plan still includes the audit (a plan changed mid-session answers 402).
  const analytics = useQuery(analyticsQueryOptions());
  const setSearch = (part: SearchUpdate) => void navigate({ to: '.', search: (previous: SearchUpdate) => ({ ...previous, ...part }), replace: true });
  const openReport = (id: string) => setSearch({ report: id });

  const tabs: PageTab[] = [
    {
      key: 'reports',
      icon: <FileSearchOutlined />,
      label: t`Relatórios`,
      content: <ReportsTab onOpen={openReport} onNew={() => setCreating(true)} />,
    },
    { key: 'frameworks', icon: <SafetyOutlined />, label: t`Frameworks`, content: <FrameworksTab /> },
    { key: 'monitoring', icon: <DashboardOutlined />, label: t`Monitoramento`, content: <MonitoringTab /> },
    { key: 'analytics', icon: <BarChartOutlined />, label: t`Análises`, content: <AnalyticsTab /> },
    { key: 'compliance', icon: <SafetyCertificateOutlined />, label: t`Conformidade`, content: <ComplianceTab /> },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'reports';
  const reportId = typeof search['report'] === 'string' && search['report'] ? search['report'] : null;
  const header = (
    <PageHeader
      title={title}
      lead={
        <Trans>
          Auditorias de acessibilidade (WCAG, eMAG), privacidade (LGPD), segurança, desempenho e conteúdo nos seus sites, com a evidência de cada falha.
        </Trans>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={isUpgradeRequired(analytics.error)} data-testid="new-audit">
          <Trans>Nova Auditoria</Trans>
        </Button>
      }
    />
  );

  if (isUpgradeRequired(analytics.error))
    return (
      <Flex vertical gap={24} data-testid="audit-compliance">
        {header}
        <LoadError title={null} query={analytics} />
      </Flex>
    );

  return (
    <Flex vertical gap={24} data-testid="audit-compliance">
      {header}
      <SummaryCards />
      <PageTabs tabs={tabs} activeKey={active} onChange={(key) => setSearch({ tab: key })} destroyOnHidden data-testid="audit-tabs" />
      <NewAuditModal open={creating} onClose={() => setCreating(false)} onCreated={() => setSearch({ tab: 'reports' })} />
      <ReportDrawer reportId={reportId} onClose={() => setSearch({ report: undefined })} />
    </Flex>
  );
}
