import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { billingMessages } from '@otimiza/sdk/shared';
import { APP_CONFIG, type AppConfig, ServiceStatusService } from '../../kernel/index.js';
import { BillingDomainEvents } from './billing-domain-events.js';
import { BillingEventsService } from './billing-events.service.js';
import { BillingStore } from './billing-store.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import { SandboxBillingController } from './sandbox-billing.controller.js';
import { SandboxBillingService } from './sandbox-billing.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { SubscriptionCancellationService } from './subscription-cancellation.service.js';
import { TrialEndingScheduler } from './trial-ending.scheduler.js';

registerValidationMessages(billingMessages);

/** Paid plans: Stripe Checkout and webhooks, the customer portal, and the sandbox without a key. */
@Module({
  controllers: [CheckoutController, StripeWebhookController, BillingController, SandboxBillingController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG, ServiceStatusService],
      useFactory: (config: AppConfig, serviceStatus: ServiceStatusService) => createStripeClient(config, serviceStatus),
    },
    PlanPricesService,
    PlanMailService,
    BillingStore,
    BillingEventsService,
    BillingDomainEvents,
    BillingService,
    CheckoutService,
    SandboxBillingService,
    SubscriptionCancellationService,
    TrialEndingScheduler,
  ],
  exports: [STRIPE_CLIENT, SubscriptionCancellationService, BillingDomainEvents],
})
export class BillingModule {}
