import type { CampaignStatus, NotificationListQuery, TemplateCategory } from '@otimiza/plugin-notifications-shared';

/** Every query of the notification centre, under one root so a change can refresh what it touches. */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  pushConfig: ['notifications', 'push-config'] as const,
  pushKey: ['notifications', 'push-key'] as const,
  alertRules: ['notifications', 'alert-rules'] as const,
  templates: ['notifications', 'templates'] as const,
  templateList: (category: TemplateCategory | undefined) => ['notifications', 'templates', category ?? 'all'] as const,
  campaigns: ['notifications', 'campaigns'] as const,
  campaignList: (status: CampaignStatus | undefined) => ['notifications', 'campaigns', status ?? 'all'] as const,
  analytics: ['notifications', 'analytics'] as const,
};
