import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isComingSoon, type FeatureKey, type PlanId } from '@otimiza/sdk/shared';

/** One line of a plan card, with the catalogue features it sells (none for 'Tudo do Lite'). */
interface HighlightCopy {
  message: MessageDescriptor;
  features: readonly FeatureKey[];
}

export interface PlanHighlight {
  id: string;
  message: MessageDescriptor;
  /** A feature of the line that no installed plugin provides yet: shown as 'Em breve', never as included. */
  comingSoon: boolean;
}

const line = (message: MessageDescriptor, ...features: FeatureKey[]): HighlightCopy => ({ message, features });

/**
 * What each plan offers, as marketing copy for the plan cards (spec 000 §6). The analysis limit
 * and the price are not here: they come from the server's plan catalogue.
 */
const highlightCopy: Record<PlanId, readonly HighlightCopy[]> = {
  free: [
    line(msg`Relatórios PDF básicos`, 'basicReports'),
    line(msg`Interface bilíngue`, 'bilingualInterface'),
    line(msg`Visualização dos resultados do PageSpeed`, 'pageSpeedAPI'),
  ],
  lite: [
    line(msg`Análise de performance`, 'quickAnalysis'),
    line(msg`Core Web Vitals`),
    line(msg`Relatórios básicos`, 'basicReports'),
    line(msg`Interface bilíngue`, 'bilingualInterface'),
    line(msg`Suporte por e-mail`, 'emailSupport'),
  ],
  pro: [
    line(msg`Tudo do Lite`),
    line(msg`Correção automática de HTML`, 'htmlAutoCorrection'),
    line(msg`Análise de concorrentes`, 'competitorAnalysis'),
    line(msg`Planejamento estratégico`, 'strategicPlanning'),
    line(msg`Feedback visual antes e depois`, 'visualFeedback'),
    line(msg`Download do HTML otimizado`, 'htmlDownload'),
    line(msg`Ferramentas de IA`, 'strategicPlanning'),
    line(msg`Suporte prioritário`, 'prioritySupport'),
  ],
  enterprise: [
    line(msg`Tudo do Pro`),
    line(msg`Geração de conteúdo com IA`, 'aiContentGeneration'),
    line(msg`Otimização para o Brasil`, 'brazilOptimization'),
    line(msg`Relatórios recorrentes`, 'recurringReports'),
    line(msg`Publicação do HTML otimizado por FTP`, 'realTimeDeploy'),
    line(msg`Suporte 24/7`, 'prioritySupport24x7'),
    line(msg`White-label e domínio próprio`, 'whiteLabelDomains'),
    line(msg`API Enterprise`, 'enterpriseAPI'),
    line(msg`Business Intelligence e analytics avançado`, 'businessIntelligence', 'advancedAnalytics'),
    line(msg`Customer Success e gestão de usuários`, 'customerSuccess', 'userManagement'),
  ],
};

/** The lines of a plan card, each marked when it is not built yet. */
export function planHighlightsOf(plan: PlanId): PlanHighlight[] {
  return highlightCopy[plan].map(({ message, features }, index) => ({
    id: message.id ?? String(index),
    message,
    comingSoon: features.some(isComingSoon),
  }));
}

/** One line saying who each plan is for. */
export const planTaglines: Record<PlanId, MessageDescriptor> = {
  free: msg`Para conhecer a plataforma`,
  lite: msg`Para quem está começando`,
  pro: msg`Para profissionais e pequenas empresas`,
  enterprise: msg`Para agências e empresas`,
};
