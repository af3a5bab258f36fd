import { useLingui } from '@lingui/react/macro';
import type { CustomerPlan, HealthFactorKey, HealthTrend, PlaybookActionType, PlaybookCategory, RiskLevel } from '@otimiza/plugin-customer-success-shared';

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
  return { risk, trend, factor, plan, category, action };
}

export const riskColours: Record<RiskLevel, string> = { low: 'green', medium: 'gold', high: 'orange', critical: 'red' };
