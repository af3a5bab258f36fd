import { AlertRuleSchema } from './alert-rule.entity.js';
import { CampaignSchema } from './campaign.entity.js';
import { DeliverySchema } from './delivery.entity.js';
import { NotificationSchema } from './notification.entity.js';
import { PushConfigSchema } from './push-config.entity.js';
import { PushSubscriptionSchema } from './push-subscription.entity.js';
import { VapidKeySchema } from './vapid-key.entity.js';
import { TemplateSchema } from './template.entity.js';
import { InstanceSecretSchema } from './instance-secret.entity.js';

/** Every table of the plugin (`notifications_*`). */
export const notificationsEntities = [
  NotificationSchema,
  PushConfigSchema,
  PushSubscriptionSchema,
  VapidKeySchema,
  DeliverySchema,
  AlertRuleSchema,
  TemplateSchema,
  CampaignSchema,
  InstanceSecretSchema,
] as const;
