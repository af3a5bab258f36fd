import type { CertificationLevel } from '@otimiza/plugin-audit-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * What a rule set's `certificationLevel` says: how deep its automated evidence goes. It is not a
 * certification by any body (the report's `auditor.certification` stays null): it tells how much
 * of the norm the rule set can evidence without a human review.
 */
export const certificationLevelMeaning: Record<CertificationLevel, LocalizedText> = {
  basic: {
    pt: 'Básico: lê os números da última análise Lighthouse do site e os compara a limites publicados.',
    en: 'Basic: reads the figures of the site’s latest Lighthouse analysis and compares them with published budgets.',
  },
  intermediate: {
    pt: 'Intermediário: verifica no navegador o que a página entrega (cabeçalhos, requisições, marcação) com regras do Otimiza.',
    en: 'Intermediate: checks in the browser what the page delivers (headers, requests, markup) with Otimiza’s rules.',
  },
  advanced: {
    pt: 'Avançado: executa no navegador o conjunto completo de regras do motor, com evidência por elemento e o dispositivo da norma.',
    en: 'Advanced: runs the engine’s full rule set in the browser, with evidence per element and the clause of the norm.',
  },
  enterprise: {
    pt: 'Empresarial: cobre obrigações legais que exigem ler páginas vinculadas (política de privacidade) além da página auditada.',
    en: 'Enterprise: covers legal duties that require reading linked pages (the privacy policy) beyond the audited page.',
  },
};
