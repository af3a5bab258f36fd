import { ApiError, type AnalysisAllowance } from '@otimiza/sdk/server';
import type { PlanId } from '@otimiza/sdk/shared';

/** 402 with the plan's limit message (FREE, LITE and PRO limits); `needed`: the analyses the refused request asked for. */
export function limitReachedError(plan: PlanId, allowance: AnalysisAllowance, needed = 1): ApiError {
  const remaining = allowance.limit === null ? null : Math.max(0, allowance.limit - allowance.used - allowance.inFlight);
  const details = { code: `${plan.toUpperCase()}_LIMIT`, plan, limit: allowance.limit, used: allowance.used, inFlight: allowance.inFlight, needed, remaining };
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

/** 429 when a workspace already has as many analyses queued or running as an instance allows. */
export function tooManyInFlightError(inFlight: number, retryAfterSeconds: number): ApiError {
  return new ApiError(
    'RATE_LIMIT',
    429,
    {
      pt: `Você já tem ${inFlight} análises na fila ou em andamento. Aguarde a conclusão de alguma antes de iniciar outra.`,
      en: `You already have ${inFlight} analyses queued or running. Wait for one to finish before starting another.`,
    },
    { inFlight, retryAfterSeconds },
  );
}
