import { Controller, Headers, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ApiError, Public, BodyLess } from '@otimiza/sdk/server';
import type { Request } from 'express';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { BillingEventsService, type EventOutcome } from './billing-events.service.js';
import { parseStripeEvent } from './stripe-event.schema.js';

/** Seconds a signed event stays acceptable (Stripe's default): an older timestamp is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `POST /api/stripe/webhook`: Stripe's events, verified against the signature of the raw body
 * before anything is read; 400 on a bad signature or a stale timestamp, so Stripe shows it.
 */
@ApiExcludeController()
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    private readonly events: BillingEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @BodyLess('Stripe’s signed raw body, checked by parseStripeEvent after the signature')
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: EventOutcome }> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      throw new ApiError('API_UNAVAILABLE', 503, {
        pt: 'Webhook do Stripe não configurado (STRIPE_WEBHOOK_SECRET).',
        en: 'The Stripe webhook is not configured (STRIPE_WEBHOOK_SECRET).',
      });
    }
    if (!request.rawBody || !signature) {
      throw new ApiError('VALIDATION_ERROR', 400, { pt: 'Assinatura do webhook ausente.', en: 'Missing webhook signature.' });
    }
    let signed: Stripe.Event;
    try {
      signed = Stripe.webhooks.constructEvent(request.rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      throw new ApiError(
        'VALIDATION_ERROR',
        400,
        { pt: 'Assinatura do webhook inválida.', en: 'Invalid webhook signature.' },
        { reason: error instanceof Error ? error.message : String(error) },
      );
    }
    return { received: true, outcome: await this.events.handle(parseStripeEvent(signed), 'stripe') };
  }
}
