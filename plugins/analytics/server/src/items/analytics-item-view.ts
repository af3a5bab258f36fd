import type { AnalyticsItemView } from '@otimiza/plugin-analytics-shared';
import type { AnalyticsItem } from './analytics-item.entity.js';

/** An item as the API answers it. */
export function toAnalyticsItemView(item: AnalyticsItem): AnalyticsItemView {
  return { id: item.id, name: item.name, description: item.description, createdAt: item.createdAt.toISOString() };
}
