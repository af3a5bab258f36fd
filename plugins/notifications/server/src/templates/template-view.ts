import type { TemplateView } from '@otimiza/plugin-notifications-shared';
import { percent } from '../analytics/notifications-sql.js';
import type { DeliveryTotals } from '../analytics/delivery-counts.js';
import type { TemplateRow } from '../data/template.entity.js';

/** A template as the API answers it, with its usage counted from its delivery records (conversion per click, null without clicks). */
export function toTemplateView(template: TemplateRow, usage: DeliveryTotals): TemplateView {
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    subject: template.subject,
    body: template.body,
    isActive: template.isActive,
    variables: template.variables,
    usage: {
      sent: usage.sent,
      delivered: usage.delivered,
      opened: usage.opened,
      clicked: usage.clicked,
      conversionRate: percent(usage.converted, usage.clicked),
    },
    createdAt: template.createdAt.toISOString(),
  };
}
