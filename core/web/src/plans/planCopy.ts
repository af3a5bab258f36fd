import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanId } from '@otimiza/sdk/shared';

/**
 * What each plan offers, as marketing copy for the plan cards (spec 000 §6). The analysis limit
 * and the price are not here: they come from the server's plan catalogue.
 */
export const planHighlights: Record<PlanId, readonly MessageDescriptor[]> = {
  free: [msg`Relatórios PDF básicos`, msg`Interface bilíngue`, msg`Visualização dos resultados do PageSpeed`],
  lite: [
    msg`Análise de performance`,
    msg`Core Web Vitals`,
    msg`Relatórios básicos`,
    msg`Interface bilíngue`,
    msg`Suporte por e-mail`,
  ],
  pro: [
    msg`Tudo do Lite`,
    msg`Correção automática de HTML`,
    msg`Análise de concorrentes`,
    msg`Planejamento estratégico`,
    msg`Feedback visual antes e depois`,
    msg`Download do HTML otimizado`,
    msg`Ferramentas de IA`,
    msg`Suporte prioritário`,
  ],
  enterprise: [
    msg`Tudo do Pro`,
    msg`Geração de conteúdo com IA`,
    msg`Otimização para o Brasil`,
    msg`Relatórios recorrentes`,
    msg`White-label e domínio próprio`,
    msg`API Enterprise`,
    msg`Business Intelligence e analytics avançado`,
    msg`Customer Success e gestão de usuários`,
    msg`Suporte 24/7`,
  ],
};

/** One line saying who each plan is for. */
export const planTaglines: Record<PlanId, MessageDescriptor> = {
  free: msg`Para conhecer a plataforma`,
  lite: msg`Para quem está começando`,
  pro: msg`Para profissionais e pequenas empresas`,
  enterprise: msg`Para agências e empresas`,
};
