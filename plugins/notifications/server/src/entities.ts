import { AlertRuleSchema } from './alert-rules/alert-rule.entity.js';
import { CampaignSchema } from './campaigns/campaign.entity.js';
import { DeliverySchema } from './delivery/delivery.entity.js';
import { NotificationSchema } from './notifications/notification.entity.js';
import { PushConfigSchema } from './preferences/push-config.entity.js';
import { PushSubscriptionSchema } from './push/push-subscription.entity.js';
import { VapidKeySchema } from './push/vapid-key.entity.js';
import { TemplateSchema } from './templates/template.entity.js';
import { InstanceSecretSchema } from './tracking/instance-secret.entity.js';

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
