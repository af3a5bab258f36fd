import type { __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import type { __PASCAL__Item } from '../data/__ID__-item.entity.js';

/** An item as the API answers it. */
export function to__PASCAL__ItemView(item: __PASCAL__Item): __PASCAL__ItemView {
  return {
    id: item.id,
    name: item.name,
    url: item.url,
    performance: item.performance ?? null,
    analysedAt: item.analysedAt?.toISOString() ?? null,
    checkedAt: item.checkedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
  };
}
