import { useLingui } from '@lingui/react/macro';
import type {
  CustomerPlan,
  ExecutionStatus,
  HealthFactorKey,
  HealthTrend,
  PlaybookActionType,
  PlaybookCategory,
  RiskLevel,
  StepStatus,
  TaskView,
} from '@otimiza/plugin-customer-success-shared';

/** The names the page gives to the API's values, in the interface language. */
export function useLabels() {
  const { t } = useLingui();
  const risk: Record<RiskLevel, string> = { low: t`Baixo`, medium: t`Médio`, high: t`Alto`, critical: t`Crítico` };
  const trend: Record<HealthTrend, string> = { improving: t`Melhorando`, declining: t`Piorando`, stable: t`Estável`, critical: t`Crítica` };
  const factor: Record<HealthFactorKey, string> = { engagement: t`Engajamento`, value: t`Valor`, satisfaction: t`Satisfação`, product: t`Produto` };
  const plan: Record<CustomerPlan, string> = { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' };
  const category: Record<PlaybookCategory, string> = {
    onboarding: t`Onboarding`,
    retention: t`Retenção`,
    expansion: t`Expansão`,
    satisfaction: t`Satisfação`,
    risk: t`Risco`,
  };
  const action: Record<PlaybookActionType, string> = {
    email: t`E-mail`,
    task: t`Tarefa`,
    reaudit: t`Nova auditoria`,
    'nps-survey': t`Pesquisa NPS`,
    'share-report': t`Relatório compartilhado`,
  };
  const executionStatus: Record<ExecutionStatus, string> = {
    queued: t({ message: 'Na fila', context: 'playbook run' }),
    running: t({ message: 'Em andamento', context: 'playbook run' }),
    completed: t({ message: 'Concluída', context: 'playbook run' }),
    failed: t({ message: 'Falhou', context: 'playbook run' }),
  };
  const stepStatus: Record<StepStatus, string> = {
    pending: t({ message: 'Pendente', context: 'playbook step' }),
    queued: t({ message: 'Na fila', context: 'playbook step' }),
    done: t({ message: 'Feito', context: 'playbook step' }),
    failed: t({ message: 'Falhou', context: 'playbook step' }),
    skipped: t({ message: 'Nada a fazer', context: 'playbook step' }),
  };
  const taskKind: Record<TaskView['kind'], string> = { task: t`Tarefa`, call: t`Ligação`, meeting: t`Reunião` };
  return { risk, trend, factor, plan, category, action, executionStatus, stepStatus, taskKind };
}

export const executionColours: Record<ExecutionStatus, string> = { queued: 'default', running: 'processing', completed: 'success', failed: 'error' };
export const stepColours: Record<StepStatus, string> = { pending: 'default', queued: 'processing', done: 'success', failed: 'error', skipped: 'default' };

export const riskColours: Record<RiskLevel, string> = { low: 'green', medium: 'gold', high: 'orange', critical: 'red' };
