import { ApiError, type AnalysisAllowance } from '@otimiza/sdk/server';
import type { PlanId } from '@otimiza/sdk/shared';

/** 402 with the plan's limit message (spec 000 §8: FREE, LITE and PRO limits). */
export function limitReachedError(plan: PlanId, allowance: AnalysisAllowance): ApiError {
  const details = { code: `${plan.toUpperCase()}_LIMIT`, plan, limit: allowance.limit, used: allowance.used };
  if (allowance.period === 'total') {
    return new ApiError(
      'SUBSCRIPTION_REQUIRED',
      402,
      {
        pt: `Você já usou as ${allowance.limit} análises gratuitas. Faça upgrade para continuar analisando.`,
        en: `You have used all ${allowance.limit} free analyses. Upgrade to keep analysing.`,
      },
      details,
    );
  }
  return new ApiError(
    'SUBSCRIPTION_REQUIRED',
    402,
    {
      pt: `Limite mensal de ${allowance.limit} análises atingido. Faça upgrade para continuar.`,
      en: 'Monthly limit of analyses exceeded. Upgrade to continue.',
    },
    details,
  );
}
