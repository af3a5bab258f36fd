import {
  BarChartOutlined,
  BulbOutlined,
  DownloadOutlined,
  DownOutlined,
  FileTextOutlined,
  FundOutlined,
  PlaySquareOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HealthReportView } from '@otimiza/plugin-customer-success-shared';
import { PageHeader, PageTabs, useDocumentTitle, type PageTab } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { App, Button, Dropdown, Flex, Space } from 'antd';
import { useEffect, useState } from 'react';
import { csKeys, generateHealthReport, systemQueryOptions } from '../api/cs';
import { ChurnTab } from '../components/churn/ChurnTab';
import { isUpgradeRequired, LoadError } from '../components/common/LoadError';
import { CsmTab } from '../components/csm/CsmTab';
import { CustomersTab } from '../components/customers/CustomersTab';
import { InsightsTab } from '../components/insights/InsightsTab';
import { PlaybooksTab } from '../components/playbooks/PlaybooksTab';
import { SettingsModal } from '../components/SettingsModal';
import { SummaryCards } from '../components/SummaryCards';

type SearchUpdate = Record<string, unknown>;
type ReportRequest = { key: 'health' | 'export' | 'export-csv'; timeRange: '30d' | '90d'; format: 'pdf' | 'csv' };

/** Starts the download of a generated file (same origin: the session cookie goes with it). */
function download(path: string, filename: string) {
  const link = document.createElement('a');
  link.href = path;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * /customer-success: 'Customer Success & Health Score', the health report (30 days)
 * and the export (90 days, PDF, or CSV from its menu), four cards and five tabs — Clientes, CSM Dashboard, Playbooks, Churn
 * Model, Insights; `?tab=` picks one.
 */
export default function CustomerSuccessPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Customer Success & Health Score`);
  const search = useSearch({ strict: false }) as SearchUpdate;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const system = useQuery(systemQueryOptions());
  const [settingsOpen, setSettingsOpen] = useState(false);

  // The server explains the figures in the interface language: a language change reads them again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: csKeys.all });
  }, [i18n.locale, queryClient]);

  // 'Relatório Health' is the last 30 days and 'Exportar' the last 90, both as PDF; the CSV of 90 days is the export's second format.
  const report = useMutation({
    mutationFn: ({ timeRange }: ReportRequest) => generateHealthReport(timeRange),
    onSuccess: (result: HealthReportView, { format }) => {
      const csv = format === 'csv';
      const filename = csv ? result.filename.replace(/\.pdf$/, '.csv') : result.filename;
      notification.success({
        title: t`Relatório gerado`,
        description: t`${filename}: ${result.summary.totalCustomers} clientes.`,
      });
      download(csv ? result.csvPath : result.pdfPath, filename);
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });

  const tabs: PageTab[] = [
    { key: 'customers', icon: <TeamOutlined />, label: t`Clientes`, content: <CustomersTab /> },
    { key: 'csm', icon: <FundOutlined />, label: t`CSM Dashboard`, content: <CsmTab /> },
    { key: 'playbooks', icon: <PlaySquareOutlined />, label: t`Playbooks`, content: <PlaybooksTab /> },
    { key: 'churn', icon: <BarChartOutlined />, label: t`Churn Model`, content: <ChurnTab /> },
    { key: 'insights', icon: <BulbOutlined />, label: t`Insights`, content: <InsightsTab /> },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'customers';
  const blocked = isUpgradeRequired(system.error);
  const header = (
    <PageHeader
      title={t`Customer Success & Health Score`}
      lead={<Trans>A saúde dos clientes da sua agência a partir de sinais reais: acessos, relatórios abertos, MRR, NPS e as auditorias dos sites.</Trans>}
      extra={
        <Flex gap={8} wrap>
          <Button
            icon={<FileTextOutlined />}
            loading={report.isPending && report.variables.key === 'health'}
            disabled={blocked}
            onClick={() => report.mutate({ key: 'health', timeRange: '30d', format: 'pdf' })}
            data-testid="health-report"
          >
            <Trans>Relatório Health</Trans>
          </Button>
          <Space.Compact>
            <Button
              icon={<DownloadOutlined />}
              loading={report.isPending && report.variables.key === 'export'}
              disabled={blocked}
              onClick={() => report.mutate({ key: 'export', timeRange: '90d', format: 'pdf' })}
              data-testid="export"
            >
              <Trans>Exportar</Trans>
            </Button>
            <Dropdown
              disabled={blocked}
              trigger={['click']}
              menu={{
                items: [{ key: 'csv', label: t`Exportar CSV (90 dias)` }],
                onClick: () => report.mutate({ key: 'export-csv', timeRange: '90d', format: 'csv' }),
              }}
            >
              <Button
                icon={<DownOutlined />}
                loading={report.isPending && report.variables.key === 'export-csv'}
                disabled={blocked}
                aria-label={t`Outros formatos de exportação`}
                data-testid="export-formats"
              />
            </Dropdown>
          </Space.Compact>
          <Button icon={<SettingOutlined />} disabled={blocked} onClick={() => setSettingsOpen(true)} data-testid="cs-settings">
            <Trans>Pesos</Trans>
          </Button>
        </Flex>
      }
    />
  );
  if (blocked)
    return (
      <Flex vertical gap={24} data-testid="customer-success">
        {header}
        <LoadError title={null} query={system} />
      </Flex>
    );
  return (
    <Flex vertical gap={24} data-testid="customer-success">
      {header}
      <SummaryCards />
      <PageTabs
        tabs={tabs}
        activeKey={active}
        onChange={(key) => {
          // The cards are read again with each tab: answers, runs and snapshots change them while the page is open.
          void queryClient.invalidateQueries({ queryKey: csKeys.system });
          void navigate({ to: '.', search: (previous: SearchUpdate) => ({ ...previous, tab: key }), replace: true });
        }}
        destroyOnHidden
        data-testid="cs-tabs"
      />
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
}
