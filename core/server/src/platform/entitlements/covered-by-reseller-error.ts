import { ApiError } from '@otimiza/sdk/server';

/** 409 to a plan purchase or a trial in a reseller's client workspace: the reseller's plan covers it. */
export function coveredByResellerError(reseller: string): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Este espaço de trabalho é um cliente de ${reseller}: o plano de ${reseller} cobre ele, não há plano a contratar aqui.`,
      en: `This workspace is a client of ${reseller}: ${reseller}'s plan covers it, there is no plan to buy here.`,
    },
    { code: 'MANAGED_BY_RESELLER' },
  );
}
