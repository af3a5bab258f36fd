import { accountEntities } from '../accounts/accounts.entities.js';
import { EmailTokenSchema } from '../accounts/email-token.entity.js';
import { KnownDeviceSchema } from '../accounts/known-device.entity.js';
import { SessionSchema } from '../accounts/session.entity.js';
import { AiUsageSchema } from '../ai/ai-usage.entity.js';
import { ApiKeySchema } from '../api-keys/api-key.entity.js';
import { BillingEventSchema, CheckoutSessionSchema, SubscriptionSchema } from '../billing/billing.entities.js';
import { TrialWarningSchema } from '../billing/trial-warning.entity.js';
import { DemoPreparationSchema } from '../demo/demo-preparation.entity.js';
import { DomainEventSchema } from '../events/event.entity.js';
import { MonthlyUsageSchema, UsageReservationSchema } from '../entitlements/usage.entities.js';
import { InstanceSchema } from '../instance/instance.entity.js';
import { MailAttachmentSchema, MailOutboxSchema } from '../mail/mail.entities.js';
import { metricEntities } from '../metrics/metric.entities.js';
import { WorkspacePluginSchema } from '../plugins/workspace-plugin.entity.js';
import { WorkspacePluginSettingsSchema } from '../plugins/workspace-plugin-settings.entity.js';
import { RateLimitSchema } from '../rate-limit/rate-limit.entity.js';
import { ServiceStatusSchema } from '../service-status/service-status.entity.js';
import { WorkspaceInvitationSchema } from '../team/workspace-invitation.entity.js';

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
