import type { HealthFactorKey } from '@otimiza/plugin-customer-success-shared';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { StoredFactors } from './health-factors.js';

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
      return pt
        ? `${sites} ${sites === 1 ? 'site auditado' : 'sites auditados'}: média ${averageSiteScore}${trendText}${failingText}.`
        : `${sites} ${sites === 1 ? 'site audited' : 'sites audited'}: average ${averageSiteScore}${trendText}${failingText}.`;
    }
  }
}
