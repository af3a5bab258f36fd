import type { CustomerSuccessItemView } from '@otimiza/plugin-customer-success-shared';
import type { CustomerSuccessItem } from './customer-success-item.entity.js';

/** An item as the API answers it. */
export function toCustomerSuccessItemView(item: CustomerSuccessItem): CustomerSuccessItemView {
  return { id: item.id, name: item.name, description: item.description, createdAt: item.createdAt.toISOString() };
}
