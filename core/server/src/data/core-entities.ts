import { accountEntities } from './accounts.entities.js';
import { EmailTokenSchema } from './email-token.entity.js';
import { KnownDeviceSchema } from './known-device.entity.js';
import { SessionSchema } from './session.entity.js';
import { AiUsageSchema } from './ai-usage.entity.js';
import { ApiKeySchema } from './api-key.entity.js';
import { BillingEventSchema, CheckoutSessionSchema, SubscriptionSchema } from './billing.entities.js';
import { TrialWarningSchema } from './trial-warning.entity.js';
import { DemoPreparationSchema } from './demo-preparation.entity.js';
import { DomainEventSchema } from './event.entity.js';
import { MonthlyUsageSchema, UsageReservationSchema } from './usage.entities.js';
import { InstanceSchema } from './instance.entity.js';
import { MailAttachmentSchema, MailOutboxSchema } from './mail.entities.js';
import { metricEntities } from './metric.entities.js';
import { WorkspacePluginSchema } from './workspace-plugin.entity.js';
import { WorkspacePluginSettingsSchema } from './workspace-plugin-settings.entity.js';
import { RateLimitSchema } from './rate-limit.entity.js';
import { ServiceStatusSchema } from './service-status.entity.js';
import { WorkspaceInvitationSchema } from './workspace-invitation.entity.js';

/** Every entity of the core's own tables (`core_*`); the plugins bring theirs through `defineServerPlugin`. */
export const coreEntities = [
  InstanceSchema,
  ...accountEntities,
  SessionSchema,
  EmailTokenSchema,
  AiUsageSchema,
  ServiceStatusSchema,
  CheckoutSessionSchema,
  SubscriptionSchema,
  BillingEventSchema,
  MonthlyUsageSchema,
  UsageReservationSchema,
  MailOutboxSchema,
  MailAttachmentSchema,
  RateLimitSchema,
  DemoPreparationSchema,
  WorkspacePluginSchema,
  WorkspacePluginSettingsSchema,
  WorkspaceInvitationSchema,
  ApiKeySchema,
  DomainEventSchema,
  KnownDeviceSchema,
  TrialWarningSchema,
  ...metricEntities,
] as const;
