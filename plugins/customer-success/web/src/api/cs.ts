import type {
  ChurnModelView,
  CreateCustomer,
  CsmDashboardList,
  CustomerList,
  CustomerListQuery,
  CustomerSuccessInsights,
  CustomerSuccessSettings,
  CustomerSuccessSystem,
  CustomerView,
  HealthReportView,
  PlaybookExecutionList,
  PlaybookExecutionView,
  PlaybookList,
  PlaybookView,
  PublicSurvey,
  SurveyAnswer,
  TaskView,
  UpdateCustomer,
} from '@otimiza/plugin-customer-success-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const csKeys = {
  all: ['customer-success'] as const,
  system: ['customer-success', 'system'] as const,
  customers: (query: CustomerListQuery) => ['customer-success', 'customers', query] as const,
  csm: (csm: string) => ['customer-success', 'csm', csm] as const,
  playbooks: ['customer-success', 'playbooks'] as const,
  churn: ['customer-success', 'churn'] as const,
  insights: ['customer-success', 'insights'] as const,
  tasks: ['customer-success', 'tasks'] as const,
  executions: (playbookId: string) => ['customer-success', 'playbooks', playbookId, 'executions'] as const,
};

const search = (query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const systemQueryOptions = () =>
  queryOptions({ queryKey: csKeys.system, queryFn: ({ signal }) => apiFetch<CustomerSuccessSystem>('/api/cs/system', { signal }), retry: false });

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: csKeys.customers(query),
    queryFn: ({ signal }) =>
      apiFetch<CustomerList>(`/api/cs/customers${search({ riskLevel: query.riskLevel, search: query.search, csm: query.csm, status: query.status })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const csmQueryOptions = (csm: string) =>
  queryOptions({
    queryKey: csKeys.csm(csm),
    queryFn: ({ signal }) => apiFetch<CsmDashboardList>(`/api/cs/csm-dashboards${search({ csm })}`, { signal }),
    retry: false,
  });

export const playbooksQueryOptions = () =>
  queryOptions({ queryKey: csKeys.playbooks, queryFn: ({ signal }) => apiFetch<PlaybookList>('/api/cs/playbooks', { signal }), retry: false });

export const churnQueryOptions = () =>
  queryOptions({ queryKey: csKeys.churn, queryFn: ({ signal }) => apiFetch<ChurnModelView>('/api/cs/churn-model', { signal }), retry: false });

export const insightsQueryOptions = () =>
  queryOptions({ queryKey: csKeys.insights, queryFn: ({ signal }) => apiFetch<CustomerSuccessInsights>('/api/cs/insights', { signal }), retry: false });

export type TaskStatusFilter = 'open' | 'done';

export const tasksQueryOptions = (csm: string, status: TaskStatusFilter) =>
  queryOptions({
    queryKey: [...csKeys.tasks, csm, status],
    queryFn: ({ signal }) => apiFetch<{ tasks: TaskView[] }>(`/api/cs/tasks${search({ csm, status })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** A playbook's latest runs; read again every 2 s while one of them has not finished. */
export const executionsQueryOptions = (playbookId: string) =>
  queryOptions({
    queryKey: csKeys.executions(playbookId),
    queryFn: ({ signal }) => apiFetch<PlaybookExecutionList>(`/api/cs/playbooks/${encodeURIComponent(playbookId)}/executions`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.executions.some((execution) => execution.status === 'queued' || execution.status === 'running') ? 2000 : false,
    retry: false,
  });

export const createCustomer = (customer: CreateCustomer) => apiFetch<CustomerView>('/api/cs/customers', { method: 'POST', json: customer });
export const updateCustomer = (id: string, changes: UpdateCustomer) =>
  apiFetch<CustomerView>(`/api/cs/customers/${encodeURIComponent(id)}`, { method: 'PUT', json: changes });
export const deleteCustomer = (id: string) => apiFetch<{ success: true }>(`/api/cs/customers/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const executePlaybook = (id: string, customerId: string) =>
  apiFetch<PlaybookExecutionView>(`/api/cs/playbooks/${encodeURIComponent(id)}/execute`, { method: 'POST', json: { customerId } });
export const setPlaybookEnabled = (id: string, enabled: boolean) =>
  apiFetch<PlaybookView>(`/api/cs/playbooks/${encodeURIComponent(id)}`, { method: 'PATCH', json: { enabled } });
export const generateHealthReport = (timeRange: '30d' | '90d') => apiFetch<HealthReportView>('/api/cs/health-report', { method: 'POST', json: { timeRange } });
export const setCsmGoal = (userId: string, goal: { retention: number | null; expansion: number | null }) =>
  apiFetch<{ success: true }>(`/api/cs/csm-goals/${encodeURIComponent(userId)}`, { method: 'PUT', json: goal });
export const setTaskStatus = (id: string, status: TaskStatusFilter) =>
  apiFetch<TaskView>(`/api/cs/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status } });
export const resolveAlert = (id: string) =>
  apiFetch<{ success: true }>(`/api/cs/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status: 'resolved' } });

export const publicSurveyQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['customer-success', 'survey', token],
    queryFn: ({ signal }) => apiFetch<PublicSurvey>(`/api/cs/public/surveys/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
export const answerSurvey = (token: string, answer: SurveyAnswer) =>
  apiFetch<{ recorded: true }>(`/api/cs/public/surveys/${encodeURIComponent(token)}`, { method: 'POST', json: answer });

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-success', 'settings'],
    queryFn: ({ signal }) => apiFetch<CustomerSuccessSettings>('/api/cs/settings', { signal }),
    retry: false,
  });
export const saveSettings = (settings: CustomerSuccessSettings) => apiFetch<CustomerSuccessSettings>('/api/cs/settings', { method: 'PUT', json: settings });
