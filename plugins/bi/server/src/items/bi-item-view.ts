import type { BiItemView } from '@otimiza/plugin-bi-shared';
import type { BiItem } from './bi-item.entity.js';

/** An item as the API answers it. */
export function toBiItemView(item: BiItem): BiItemView {
  return { id: item.id, name: item.name, description: item.description, createdAt: item.createdAt.toISOString() };
}
