import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AnalysisLimit } from '@otimiza/sdk/shared';

/** Texts about a plan's numbers: its monthly price and its analysis limit. */
export function usePlanText() {
  const { t } = useLingui();
  return {
    /** 'R$ 49': reais are shown as 'R$' in both languages. */
    price: (priceBrl: number) => `R$\u00a0${priceBrl}`,
    perMonth: t`/mês`,
    analyses: ({ limit, period }: AnalysisLimit) => {
      if (limit === null) return t`Análises ilimitadas`;
      return period === 'month'
        ? plural(limit, { one: '# análise por mês', other: '# análises por mês' })
        : plural(limit, { one: '# análise', other: '# análises' });
    },
  };
}
