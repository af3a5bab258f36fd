import { Module } from '@nestjs/common';
import { NotificationsAccountDataExporter } from './account-data/notifications-account-data.exporter.js';
import { AlertRuleFiring } from './alert-rules/alert-rule-firing.service.js';
import { AlertRulesController } from './alert-rules/alert-rules.controller.js';
import { AlertRulesProcessor } from './alert-rules/alert-rules.processor.js';
import { AlertRulesScheduler } from './alert-rules/alert-rules.scheduler.js';
import { AlertRulesService } from './alert-rules/alert-rules.service.js';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AnalyticsService } from './analytics/analytics.service.js';
import { NotificationMetrics } from './analytics/notification-metrics.js';
import { CampaignAudience } from './campaigns/campaign-audience.service.js';
import { CampaignSender } from './campaigns/campaign-sender.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { TemplateValues } from './templates/template-values.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesService } from './templates/templates.service.js';
import { DeliveryDispatcher } from './delivery/delivery-dispatcher.js';
import { HeldDeliveriesScheduler } from './delivery/held-deliveries.scheduler.js';
import { NotificationStreamService } from './notifications/notification-stream.service.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { UnreadFeed } from './notifications/unread-feed.js';
import { WorkspaceMembers } from './notifications/workspace-members.js';
import { PushConfigController } from './preferences/push-config.controller.js';
import { PushConfigService } from './preferences/push-config.service.js';
import { PushController } from './push/push.controller.js';
import { PushSender } from './push/push-sender.js';
import { PushSubscriptionsService } from './push/push-subscriptions.service.js';
import { VapidKeysService } from './push/vapid-keys.service.js';
import { AccountSubscriber } from './subscribers/account.subscriber.js';
import { ActivitySubscriber } from './subscribers/activity.subscriber.js';
import { AnalysisSubscriber } from './subscribers/analysis.subscriber.js';
import { BiSubscriber } from './subscribers/bi.subscriber.js';
import { CustomerSuccessSubscriber } from './subscribers/customer-success.subscriber.js';
import { ReportEmailSubscriber } from './subscribers/report-email.subscriber.js';
import { SiteAuditSubscriber } from './subscribers/site-audit.subscriber.js';
import { InstanceSecretService } from './tracking/instance-secret.service.js';
import { PublicNotificationsController } from './tracking/public-notifications.controller.js';
import { TrackingService } from './tracking/tracking.service.js';
import { AppOrigin } from '@otimiza/sdk/server';

/** The notification centre: notifications from events, channels, preferences, alert rules, templates, campaigns and their analytics. */
@Module({
  controllers: [
    // The centre: notifications, push configuration, Web Push, tracking links and the service worker.
    NotificationsController,
    PushConfigController,
    PushController,
    PublicNotificationsController,
    // Alert rules, templates, campaigns and the analytics.
    AlertRulesController,
    TemplatesController,
    CampaignsController,
    AnalyticsController,
  ],
  providers: [
    // The centre.
    NotificationsService,
    NotificationMetrics,
    WorkspaceMembers,
    UnreadFeed,
    NotificationStreamService,
    PushConfigService,
    PushSubscriptionsService,
    VapidKeysService,
    PushSender,
    DeliveryDispatcher,
    HeldDeliveriesScheduler,
    AppOrigin,
    InstanceSecretService,
    TrackingService,
    AnalysisSubscriber,
    ActivitySubscriber,
    AccountSubscriber,
    CustomerSuccessSubscriber,
    BiSubscriber,
    SiteAuditSubscriber,
    ReportEmailSubscriber,
    // Alert rules, templates, campaigns and the analytics.
    AlertRulesService,
    AlertRuleFiring,
    AlertRulesProcessor,
    AlertRulesScheduler,
    TemplateValues,
    TemplatesService,
    CampaignAudience,
    CampaignsService,
    CampaignSender,
    AnalyticsService,
    // The user's data export (LGPD).
    NotificationsAccountDataExporter,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
