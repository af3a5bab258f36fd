import { describe, expect, it } from 'vitest';
import { limitReachedError } from './limit-reached-error.js';

describe('limitReachedError', () => {
  it('tells a free user that the 3 free analyses are used', () => {
    const error = limitReachedError('free', { allowed: false, limit: 3, used: 3, inFlight: 0, period: 'total' });
    expect(error.getStatus()).toBe(402);
    expect(error.bodyIn('pt').error).toMatchObject({
      type: 'SUBSCRIPTION_REQUIRED',
      message: 'Você já usou as 3 análises gratuitas. Faça upgrade para continuar analisando.',
      details: { code: 'FREE_LIMIT' },
    });
    expect(error.bodyIn('en').error.message).toBe('You have used all 3 free analyses. Upgrade to keep analysing.');
  });

  it.each([
    ['lite', 5, 'LITE_LIMIT'],
    ['pro', 100, 'PRO_LIMIT'],
  ] as const)('tells a %s user that the monthly limit is reached', (plan, limit, code) => {
    const error = limitReachedError(plan, { allowed: false, limit, used: limit, inFlight: 0, period: 'month' });
    expect(error.bodyIn('en').error).toMatchObject({ message: 'Monthly limit of analyses exceeded. Upgrade to continue.', details: { code, limit } });
    expect(error.bodyIn('pt').error.message).toBe(`Limite mensal de ${limit} análises atingido. Faça upgrade para continuar.`);
  });
});
