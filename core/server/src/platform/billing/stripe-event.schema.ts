import { ApiError } from '@otimiza/sdk/server';
import { textProblemOf } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { LAST_EPOCH_SECOND, type BillingEvent } from './billing-objects.js';

const storable = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !textProblemOf(value), 'control characters or broken Unicode');

/**
 * The part of a Stripe event stored or trusted as it is. The object inside is read defensively
 * (billing-objects.ts): a field of the wrong type there counts as absent, not as malformed.
 */
export const stripeEventSchema = z.object({
  id: storable(255),
  type: storable(255),
  created: z.number().int().min(0).max(LAST_EPOCH_SECOND),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * A signed event, checked before anything is applied: the signature proves who sent it, not
 * that its fields are usable (`created` as text or past year 9999). Malformed → 400, so Stripe
 * shows the failure on its dashboard.
 */
export function parseStripeEvent(event: unknown): BillingEvent {
  const result = stripeEventSchema.safeParse(event);
  if (result.success) return result.data;
  throw new ApiError(
    'VALIDATION_ERROR',
    400,
    { pt: 'Evento do Stripe malformado.', en: 'Malformed Stripe event.' },
    { issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) },
  );
}
