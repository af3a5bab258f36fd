import type { HealthFactorKey } from '@otimiza/plugin-customer-success-shared';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { StoredFactors, StoredSiteAudit } from '../data/health-factors.js';

export const factorNames: Record<HealthFactorKey, LocalizedText> = {
  engagement: { pt: 'Engajamento', en: 'Engagement' },
  value: { pt: 'Valor', en: 'Value' },
  satisfaction: { pt: 'Satisfação', en: 'Satisfaction' },
  product: { pt: 'Produto', en: 'Product' },
};

const money = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', { style: 'currency', currency: 'BRL' }).format(value);
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`;

/** What a factor was computed from, in a sentence of the language. */
export function explainFactor(key: HealthFactorKey, factors: StoredFactors, language: Language): string {
  const pt = language === 'pt';
  switch (key) {
    case 'engagement': {
      const { signIns, reportViews, targets } = factors.engagement;
      const parts = [
        signIns === null
          ? pt
            ? 'sem acessos medidos (sem pessoas do cliente no portal)'
            : 'no sign-ins measured (no people of the client in the portal)'
          : pt
            ? `${signIns} acessos em 30 dias (meta ${targets.signIns})`
            : `${signIns} sign-ins in 30 days (target ${targets.signIns})`,
        reportViews === null
          ? pt
            ? 'nenhum relatório compartilhado foi visto em 180 dias'
            : 'no shared report was viewed in 180 days'
          : pt
            ? `${reportViews} visualizações de relatórios em 30 dias (meta ${targets.reportViews})`
            : `${reportViews} report views in 30 days (target ${targets.reportViews})`,
      ];
      return `${parts.join('; ')}.`;
    }
    case 'value': {
      const { mrr, medianMrr } = factors.value;
      if (mrr <= 0) return pt ? 'MRR não informado.' : 'MRR not entered.';
      if (medianMrr === null) return pt ? `MRR ${money(mrr, language)}; sem mediana para comparar.` : `MRR ${money(mrr, language)}; no median to compare with.`;
      return pt
        ? `MRR ${money(mrr, language)} contra a mediana de ${money(medianMrr, language)} dos clientes ativos.`
        : `MRR ${money(mrr, language)} against the active customers' median of ${money(medianMrr, language)}.`;
    }
    case 'satisfaction': {
      const { answers, nps, csat } = factors.satisfaction;
      if (answers === 0) return pt ? 'Nenhuma resposta de NPS nos últimos 180 dias.' : 'No NPS answer in the last 180 days.';
      const csatText = csat === null ? '' : pt ? `, CSAT ${csat} %` : `, CSAT ${csat}%`;
      return pt ? `${answers} respostas em 180 dias: NPS ${nps}${csatText}.` : `${answers} answers in 180 days: NPS ${nps}${csatText}.`;
    }
    case 'product': {
      const { sites, averageSiteScore, trend, failing } = factors.product;
      if (sites === 0 || averageSiteScore === null) return pt ? 'Nenhum site do cliente foi auditado.' : 'None of the customer’s sites was audited.';
      const trendText = trend === null ? '' : pt ? `, tendência ${signed(trend)} pts em 30 dias` : `, trend ${signed(trend)} pts in 30 days`;
      const failingText = failing.length ? (pt ? `; ${failing.length} com falhas` : `; ${failing.length} failing`) : '';
      const sources = scoreSources(sites, factors.product.siteAudits ?? [], language);
      return pt
        ? `${sites} ${sites === 1 ? 'site auditado' : 'sites auditados'} (${sources}): média ${averageSiteScore}${trendText}${failingText}.`
        : `${sites} ${sites === 1 ? 'site audited' : 'sites audited'} (${sources}): average ${averageSiteScore}${trendText}${failingText}.`;
    }
  }
}

/** A list in the language: 'a, b e c' / 'a, b and c'. */
const listed = (items: readonly string[], language: Language) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${language === 'pt' ? 'e' : 'and'} ${items[items.length - 1]}`;

/**
 * What the sites' scores were read from: a whole-site audit's medians ('mediana de 32 páginas') or
 * one page's audit ('uma página'), so the reader knows how much of each site the factor saw.
 */
function scoreSources(sites: number, siteAudits: readonly StoredSiteAudit[], language: Language): string {
  const pt = language === 'pt';
  const pages = siteAudits.map((audit) => String(audit.pages));
  const onePage = sites - siteAudits.length;
  const ofRuns =
    siteAudits.length === 0
      ? null
      : siteAudits.length === 1
        ? pt
          ? `mediana de ${pages[0]} ${siteAudits[0]!.pages === 1 ? 'página' : 'páginas'}`
          : `median of ${pages[0]} ${siteAudits[0]!.pages === 1 ? 'page' : 'pages'}`
        : pt
          ? `medianas de ${listed(pages, language)} páginas`
          : `medians of ${listed(pages, language)} pages`;
  const ofPages = onePage <= 0 ? null : onePage === 1 ? (pt ? 'uma página' : 'one page') : pt ? 'uma página cada' : 'one page each';
  if (ofRuns === null) return ofPages!;
  if (ofPages === null) return ofRuns;
  // Some sites of each kind: say how many of each.
  return pt
    ? `${siteAudits.length} ${siteAudits.length === 1 ? 'pela' : 'pelas'} ${ofRuns}, ${onePage} por ${ofPages}`
    : `${siteAudits.length} by the ${ofRuns}, ${onePage} by ${ofPages}`;
}
